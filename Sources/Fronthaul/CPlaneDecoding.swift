import WireCore

extension CPlaneMessage {
    /// Decodes a C-plane message from `r` (bounded to the O-RAN payload: eCPRI payloadSize − 4).
    /// Non-fatal problems go to `findings` under the C-plane and section-extension rule ids
    /// (FH-CP-…, FH-CS-…, FH-SE…); an error is thrown only when decoding cannot go on.
    public static func decode(_ r: inout BitReader, context: FronthaulContext, findings: inout [Finding]) throws(DecodingError) -> CPlaneMessage {
        var sectionError: DecodingError?
        let m = try decode(&r, context: context, findings: &findings, sectionError: &sectionError)
        if let sectionError { throw sectionError }
        return m
    }

    /// As ``decode(_:context:findings:)``, but an error inside the sections (or the type-specific
    /// body) keeps the header and the sections decoded so far: the rest of the message goes to
    /// `trailing` (so the bytes still round-trip) and the error to `sectionError`.
    public static func decode(_ r: inout BitReader, context: FronthaulContext, findings: inout [Finding], sectionError: inout DecodingError?) throws(DecodingError) -> CPlaneMessage {
        let start = r.absoluteBitOffset
        var m = CPlaneMessage()
        guard r.remainingBits >= 64 else {
            throw r.truncatedError(field: r.remainingBits >= 48 ? "oran_fh_cus.sectionType" : "oran_fh_cus.data_direction", bits: 64)
        }
        m.dataDirection = UInt8(try r.read(1, field: "oran_fh_cus.data_direction"))
        m.payloadVersion = UInt8(try r.read(3, field: "oran_fh_cus.payloadVersion"))
        m.filterIndex = UInt8(try r.read(4, field: "oran_fh_cus.filterIndex"))
        m.frameId = UInt8(try r.read(8, field: "oran_fh_cus.frameId"))
        m.subframeId = UInt8(try r.read(4, field: "oran_fh_cus.subframe_id"))
        m.slotId = UInt8(try r.read(6, field: "oran_fh_cus.slotId"))
        m.startSymbolId = UInt8(try r.read(6, field: "oran_fh_cus.startSymbolId"))
        m.numberOfSections = UInt8(try r.read(8, field: "oran_fh_cus.numberOfSections"))
        m.sectionType = UInt8(try r.read(8, field: "oran_fh_cus.sectionType"))
        let st = m.sectionType
        func add(_ id: RuleID, _ sev: Finding.Severity, _ msg: String, _ path: String, _ off: Int, _ len: Int) {
            findings.append(Finding(id: id, severity: sev, message: msg, fieldPath: path, bitOffset: start + off, bitLength: len))
        }
        if m.payloadVersion != 1 {
            add(FronthaulRuleRegistry.cPlaneVersion.id, .error, "payloadVersion \(m.payloadVersion), expected 1", "oran_fh_cus.payloadVersion", 1, 3)
        }
        checkTime(subframe: m.subframeId, slot: m.slotId, symbol: st == 7 ? 0 : m.startSymbolId, rule: FronthaulRuleRegistry.cPlaneTime.id, symbolPath: "oran_fh_cus.startSymbolId", base: start, context: context, findings: &findings)
        guard knownSectionTypes.contains(st) else {
            add(FronthaulRuleRegistry.cPlaneSectionType.id, .error, "sectionType \(st) is reserved", "oran_fh_cus.sectionType", 40, 8)
            m.trailing = Array(r.remainingSlice)
            r.skipBits(r.remainingBits)
            return m
        }
        if ![4, 7, 8, 10, 11].contains(st) {
            if FronthaulDecoder.isReservedFilterIndex(m.filterIndex, cusMajor: context.cusMajor) {
                add(FronthaulRuleRegistry.cPlaneFilterIndex.id, .warning, "filterIndex \(m.filterIndex) is reserved", "oran_fh_cus.filterIndex", 4, 4)
            }
        }
        if [8, 9, 10].contains(st) && m.dataDirection == 1 {
            add(FronthaulRuleRegistry.cPlaneDirection.id, .warning, "section type \(st) must be UL", "oran_fh_cus.data_direction", 0, 1)
        }
        if st == 0 || st == 3 {
            guard r.remainingBits >= 32 else { throw r.truncatedError(field: "oran_fh_cus.timeOffset", bits: 48) }
            m.timeOffset = UInt16(try r.read(16, field: "oran_fh_cus.timeOffset"))
            m.frameStructure = UInt8(try r.read(8, field: "oran_fh_cus.frameStructure.fft"))
            m.cpLength = UInt16(try r.read(16, field: "oran_fh_cus.cpLength"))
            let b11 = UInt8(try r.read(8, field: st == 3 ? "oran_fh_cus.udCompHdrWidth" : "oran_fh_cus.reserved8"))
            if st == 3 { m.udCompHdr = b11 } else { m.reservedHeader = UInt16(b11) }
            if st == 3 { checkFrameStructure(m.frameStructure, base: start + 64, context: context, findings: &findings) }
        } else {
            let b6 = UInt8(try r.read(8, field: "oran_fh_cus.reserved16"))
            let b7 = UInt8(try r.read(8, field: "oran_fh_cus.reserved16"))
            switch st {
            case 1, 5: m.udCompHdr = b6; m.reservedHeader = UInt16(b7)
            case 6, 8: m.typeByte6 = b6; m.typeByte7 = b7
            case 4, 9: m.typeByte6 = b6; m.reservedHeader = UInt16(b7)
            default: m.reservedHeader = UInt16(b6) << 8 | UInt16(b7)
            }
        }
        checkReservedHeader(m, add)
        if [1, 3, 5].contains(st) && m.dataDirection == 1 && m.udCompHdr != 0 {
            // Rendered when read: a vendor that compresses every DL section makes no string per
            // message (past the finding cap only the count is kept).
            let udCompHdr = m.udCompHdr
            findings.append(Finding(id: FronthaulRuleRegistry.cPlaneDownlinkCompression.id, severity: .warning, bitOffset: start + (st == 3 ? 88 : 48), bitLength: 8) { part in
                switch part {
                case .message: "DL udCompHdr is 0x\(String(udCompHdr, radix: 16)), expected 0"
                case .fieldPath: "oran_fh_cus.udCompHdrWidth"
                }
            })
        }
        if st == 9 && m.numSinrPerPrbCode > 5 {
            add(FronthaulRuleRegistry.sectionType9SINR.id, .warning, "numSinrPerPrb code \(m.numSinrPerPrbCode) is reserved", "oran_fh_cus.numSinrPerPrb", 48, 3)
        }
        if st == 10 && m.startSymbolId != 0 {
            add(FronthaulRuleRegistry.sectionType10Symbols.id, .warning, "ST10 startSymbolId must be 0", "oran_fh_cus.startSymbolId", 26, 6)
        }

        let bodyStart = r
        do throws(DecodingError) {
            switch st {
            case 4: try decodeST4(&m, &r, start: start, findings: &findings)
            case 7: try decodeST7(&m, &r, findings: &findings)
            case 8: try decodeST8(&m, &r)
            default:
                var count = Int(m.numberOfSections)
                if st == 6 && count == 0 { count = Int(m.typeByte6) }
                if st == 6 && m.numberOfSections != m.typeByte6 && m.numberOfSections != 0 {
                    add(FronthaulRuleRegistry.sectionType6.id, .warning, "numberOfSections \(m.numberOfSections) ≠ numberOfUEs \(m.typeByte6)", "oran_fh_cus.numberOfUEs", 48, 8)
                }
                m.sections.reserveCapacity(count)
                for index in 0..<count {
                    if r.remainingBits < 8 {
                        add(FronthaulRuleRegistry.cPlaneSectionCount.id, .error, "numberOfSections \(m.numberOfSections) but only \(index) sections present", "oran_fh_cus.numberOfSections", 32, 8)
                        throw r.truncatedError(field: "oran_fh_cus.sectionId", bits: 32)
                    }
                    let before = r
                    do throws(DecodingError) {
                        m.sections.append(try CPlaneSection.decode(&r, sectionType: st, message: m, context: context, findings: &findings))
                    } catch {
                        r = before
                        throw error
                    }
                }
            }
        } catch {
            sectionError = error
            if m.body.isEmpty == false || [4, 7, 8].contains(st) {
                // body types keep nothing partial: the whole body becomes trailing bytes
                m.body = []
                r = bodyStart
            }
            m.trailing = Array(r.remainingSlice)
            r.skipBits(r.remainingBits)
            return m
        }
        if [1, 3, 5].contains(st) { checkSections(m, start: start, carrierPRBs: context.carrierPRBs, findings: &findings) }
        if r.remainingBytes > 3 {
            add(FronthaulRuleRegistry.cPlaneSectionCount.id, .error, "\(r.remainingBytes) bytes left after the last section (numberOfSections \(m.numberOfSections))", "oran_fh_cus.numberOfSections", r.absoluteBitOffset - start, 0)
        }
        m.trailing = Array(r.remainingSlice)
        r.skipBits(r.remainingBits)
        return m
    }

    /// FH-CP-RSVD on the common header (O-RAN.WG4.CUS §7.4 message formats): each reserved field of
    /// the section type, reported at its own bits (offsets from the start of the application
    /// header).
    static func checkReservedHeader(_ m: CPlaneMessage, _ add: (RuleID, Finding.Severity, String, String, Int, Int) -> Void) {
        let st = m.sectionType
        func flag(_ what: String, _ path: String, _ off: Int, _ len: Int) {
            add(FronthaulRuleRegistry.cPlaneReserved.id, .warning, "reserved \(what) is not zero", path, off, len)
        }
        if [7, 10, 11].contains(st) && m.filterIndex != 0 { flag("filterIndex position", "oran_fh_cus.reserved4", 4, 4) }
        if st == 7 && m.startSymbolId != 0 { flag("startSymbolId position", "oran_fh_cus.reserved", 26, 6) }
        switch st {
        case 7 where m.numberOfSections != 0: flag("byte 4", "oran_fh_cus.reserved8", 32, 8)
        case 4 where m.numberOfSections >> 4 != 0: flag("bits of byte 4", "oran_fh_cus.reserved4", 32, 4)
        case 8 where m.numberOfSections >> 1 != 0: flag("bits of byte 4", "oran_fh_cus.reserved", 32, 7)
        default: break
        }
        if st == 9 && m.typeByte6 & 31 != 0 { flag("bits after numSinrPerPrb", "oran_fh_cus.reserved", 51, 5) }
        guard m.reservedHeader != 0 else { return }
        switch st {
        case 0: flag("byte 11", "oran_fh_cus.reserved8", 88, 8)
        case 7, 10, 11: flag("bytes 6–7", "oran_fh_cus.reserved16", 48, 16)
        default: flag("byte 7", "oran_fh_cus.reserved8", 56, 8)
        }
    }

    /// FH-CS-SECID, FH-CS-SYM (symInc-adjusted), FH-SE-PRBALLOC (section semantics of
    /// O-RAN.WG4.CUS §7.5.3).
    static func checkSections(_ m: CPlaneMessage, start: Int, carrierPRBs: Int, findings: inout [Finding]) {
        let headerBits = headerBytes(sectionType: m.sectionType) * 8
        var symbol = Int(m.startSymbolId)
        var seen: [UInt16: Int] = [:]
        var symbols: [(first: Int, last: Int, plain: Bool)] = []
        for (i, s) in m.sections.enumerated() {
            let types = Set(s.extensions.map(\.extType))
            if s.symInc { symbol += 1 }
            // SE6, SE12, SE13 and SE19 make numSymbol "ignored" (symbolMask governs)
            if types.isDisjoint(with: [6, 12, 13, 19]) && symbol + Int(s.numSymbol) > 14 {
                findings.append(Finding(id: FronthaulRuleRegistry.sectionSymbols.id, severity: .error, message: "section \(s.sectionId) covers symbols \(symbol)…\(symbol + Int(s.numSymbol) - 1), past 13", fieldPath: "oran_fh_cus.numSymbol", bitOffset: start + headerBits, bitLength: 4))
            }
            if types.intersection([6, 12, 13]).count > 1 {
                findings.append(Finding(id: FronthaulRuleRegistry.extensionPRBAllocation.id, severity: .warning, message: "more than one of SE6, SE12, SE13 shape section \(s.sectionId)", fieldPath: "oran_fh_cus.extType", bitOffset: start + headerBits))
            }
            symbols.append((symbol, symbol + Int(s.numSymbol) - 1, types.isDisjoint(with: [6, 12, 13, 19])))
            if let j = seen[s.sectionId] {
                let t = m.sections[j]
                let paired = t.rb == s.rb && t.startPrbc == s.startPrbc && t.numPrbc == s.numPrbc && t.numSymbol == s.numSymbol && t.reMask & s.reMask == 0
                if !paired {
                    findings.append(Finding(id: FronthaulRuleRegistry.sectionIDsUnique.id, severity: .error, message: "sectionId \(s.sectionId) repeated (sections \(j + 1) and \(i + 1)) without the identical-PRB, disjoint-reMask pairing", fieldPath: "oran_fh_cus.sectionId", bitOffset: start + headerBits, bitLength: 12))
                }
            } else {
                seen[s.sectionId] = i
            }
        }
        checkOverlap(m, symbols: symbols, carrier: carrierPRBs, at: start + headerBits, findings: &findings)
    }

    /// FH-CS-OVERLAP within one message: two sections with different sectionIds whose symbols, PRBs
    /// and reMasks intersect (sections shaped by SE6/12/13/19 are left out: their PRB sets differ).
    static func checkOverlap(_ m: CPlaneMessage, symbols: [(first: Int, last: Int, plain: Bool)], carrier: Int, at offset: Int, findings: inout [Finding]) {
        let secs = m.sections
        guard secs.count == symbols.count, secs.count > 1 else { return }
        func prbs(_ s: CPlaneSection) -> (Int, Int, Int) {
            let n = s.numPrbc == 0 ? carrier : Int(s.numPrbc)
            let start = s.numPrbc == 0 ? 0 : Int(s.startPrbc)
            let step = s.rb ? 2 : 1
            return (start, start + (n - 1) * step, step)
        }
        for i in 0..<secs.count where symbols[i].plain {
            for j in (i + 1)..<secs.count where symbols[j].plain && secs[i].sectionId != secs[j].sectionId {
                guard symbols[i].first <= symbols[j].last && symbols[j].first <= symbols[i].last else { continue }
                guard secs[i].reMask & secs[j].reMask != 0 else { continue }
                let a = prbs(secs[i]), b = prbs(secs[j])
                guard a.0 <= b.1 && b.0 <= a.1 else { continue }
                if a.2 == 2 && b.2 == 2 && (a.0 - b.0) % 2 != 0 { continue }
                findings.append(Finding(id: FronthaulRuleRegistry.sectionOverlap.id, severity: .warning, message: "sections \(secs[i].sectionId) and \(secs[j].sectionId) overlap in symbols, PRBs and REs", fieldPath: "oran_fh_cus.startPrbc", bitOffset: offset))
                return
            }
        }
    }

    static func decodeST4(_ m: inout CPlaneMessage, _ r: inout BitReader, start: Int, findings: inout [Finding]) throws(DecodingError) {
        var sc = FieldScanner(r)
        let n = Int(m.typeByte6)
        if n == 0 {
            findings.append(Finding(id: FronthaulRuleRegistry.sectionType4Commands.id, severity: .error, message: "numberOfST4Cmds is 0", fieldPath: "oran_fh_cus.numberOfST4Cmds", bitOffset: start + 48, bitLength: 8))
        }
        let scope = m.numberOfSections & 15
        for _ in 0..<n {
            let cmdStart = sc.reader.absoluteBitOffset
            let type = try sc.u("oran_fh_cus.st4CmdType", 8)
            let len = Int(try sc.u("oran_fh_cus.st4CmdLen", 16))
            let numSlots = try sc.u("oran_fh_cus.numSlots", 8)
            try sc.u("oran_fh_cus.ackNackReqId", 16)
            try sc.u("oran_fh_cus.reserved16", 16)
            func add(_ msg: String, _ path: String, _ sev: Finding.Severity = .warning) {
                findings.append(Finding(id: FronthaulRuleRegistry.sectionType4Commands.id, severity: sev, message: msg, fieldPath: path, bitOffset: cmdStart))
            }
            if len == 0 { add("st4CmdLen is 0", "oran_fh_cus.st4CmdLen") }
            if !(1...4).contains(type) { add("st4CmdType \(type) is reserved", "oran_fh_cus.st4CmdType", .error) }
            if type == 1 && numSlots != 0 { add("TIME_DOMAIN_BEAM_CONFIG numSlots must be 0", "oran_fh_cus.numSlots") }
            if (type == 3 || type == 4) && m.startSymbolId != 0 { add("startSymbolId must be 0 for command \(type)", "oran_fh_cus.startSymbolId") }
            if type == 3 && scope != 0 { add("TRX_CONTROL needs cmdScope ARRAY", "oran_fh_cus.cmdScope") }
            // st4CmdLen counts 4-byte words of the body after the 8-byte command header [D WS].
            guard let bodyReader = sc.reader.subReader(byteCount: len * 4) else {
                throw DecodingError(.lengthExceedsEnclosing, "st4CmdLen \(len) words exceeds the message", bitOffset: cmdStart + 8, bitLength: 16, fieldPath: "oran_fh_cus.st4CmdLen")
            }
            var body = FieldScanner(bodyReader)
            // Bytes the command-type layout uses, rounded up to 4 (nil: type 1, whose size depends on
            // M-plane values, or a body too short for its type).
            var used: Int?
            switch type {
            case 2 where body.remainingBits >= 32:
                used = 4
                try body.u("oran_fh_cus.reserved", 2)
                try body.u("oran_fh_cus.dirPattern", 14)
                try body.u("oran_fh_cus.reserved", 2)
                try body.u("oran_fh_cus.guardPattern", 14)
            case 3 where body.remainingBits >= 64:
                try body.u("oran_fh_cus.reserved", 2)
                let log2 = try body.u("oran_fh_cus.log2MaskBits", 4)
                try body.u("oran_fh_cus.sleepMode", 2)
                try body.u("oran_fh_cus.reserved4", 4)
                try body.u("oran_fh_cus.numSlotsExt", 20)
                try body.u("oran_fh_cus.reserved", 2)
                let mask = try body.u("oran_fh_cus.symbolMask", 14)
                if mask != 0 && mask != 0x3FFF { add("symbolMask must be 0 or 0x3FFF", "oran_fh_cus.symbolMask") }
                let maskBytes = (4...14).contains(log2) ? (1 << Int(log2)) / 8 : 0
                used = (6 + maskBytes + 3) / 4 * 4  // 6 fixed bytes, antMask, pad to 4
                if maskBytes > 0, body.remainingBits >= maskBytes * 8 {
                    try body.octets("oran_fh_cus.antMask", maskBytes)
                }
            case 4 where body.remainingBits >= 64:
                used = 8
                try body.u("oran_fh_cus.reserved", 6)
                try body.u("oran_fh_cus.sleepMode", 2)
                try body.u("oran_fh_cus.reserved4", 4)
                try body.u("oran_fh_cus.numSlotsExt", 20)
                try body.u("oran_fh_cus.reserved", 2)
                let mask = try body.u("oran_fh_cus.symbolMask", 14)
                if mask != 0 && mask != 0x3FFF { add("symbolMask must be 0 or 0x3FFF", "oran_fh_cus.symbolMask") }
                try body.u("oran_fh_cus.reserved16", 16)
            default:
                break  // command 1 (time-domain beam config) kept as bytes: K and widths are M-plane values
            }
            // st4CmdLen must match the body with at most 3 pad bytes (WS st4_wrong_len_cmd).
            let minimum: Int? = switch type {
            case 1, 3, 4: 8
            case 2: 4
            default: nil
            }
            if len > 0, let minimum {
                let need = used ?? minimum
                if len * 4 < need || (used != nil && len * 4 - need > 3) {
                    findings.append(Finding(id: FronthaulRuleRegistry.sectionType4Commands.id, severity: .error, message: "st4CmdLen \(len) words does not match the \(need)-byte body of command type \(type)", fieldPath: "oran_fh_cus.st4CmdLen", bitOffset: cmdStart + 8, bitLength: 16))
                }
            }
            try body.octets("oran_fh_cus.st4CmdBody", body.reader.remainingBytes)
            sc.fields.append(contentsOf: body.fields)
        }
        r = sc.reader
        m.body = sc.fields
    }

    static func decodeST7(_ m: inout CPlaneMessage, _ r: inout BitReader, findings: inout [Finding]) throws(DecodingError) {
        var sc = FieldScanner(r)
        let type = try sc.u("oran_fh_cus.laaMsgType", 4)
        let len = Int(try sc.u("oran_fh_cus.laaMsgLen", 4))
        // The LAA message occupies 4 × (laaMsgLen + 1) bytes from the byte after this one (as
        // Wireshark reads it), bounded by what is there.
        let size = min(4 * (len + 1), sc.reader.remainingBytes)
        guard let sub = sc.reader.subReader(byteCount: size) else { throw sc.reader.truncatedError(field: "oran_fh_cus.lbtHandle", bits: 8) }
        var b = FieldScanner(sub)
        if b.remainingBits >= 16 { try b.u("oran_fh_cus.lbtHandle", 16) }
        switch type {
        case 0 where b.remainingBits >= 40:
            try b.u("oran_fh_cus.lbtOffset", 10)
            try b.u("oran_fh_cus.lbtMode", 2)
            try b.u("oran_fh_cus.reserved", 1)
            try b.u("oran_fh_cus.lbtDeferFactor", 3)
            try b.u("oran_fh_cus.lbtBackoffCounter", 10)
            let mcot = try b.u("oran_fh_cus.MCOT", 4)
            try b.u("oran_fh_cus.reserved", 10)
            if !(1...10).contains(mcot) {
                findings.append(Finding(id: FronthaulRuleRegistry.sectionType7Fields.id, severity: .error, message: "MCOT \(mcot) outside 1…10", fieldPath: "oran_fh_cus.MCOT", bitOffset: b.reader.absoluteBitOffset - 14, bitLength: 4))
            }
        case 1 where b.remainingBits >= 40:
            try b.u("oran_fh_cus.lbtOffset", 10)
            try b.u("oran_fh_cus.lbtMode", 2)
            try b.u("oran_fh_cus.reserved", 28)
        case 2 where b.remainingBits >= 40:
            try b.u("oran_fh_cus.lbtPdschRes", 2)
            try b.u("oran_fh_cus.inParSF", 1)
            try b.u("oran_fh_cus.sfStatus", 1)
            try b.u("oran_fh_cus.sfnSf", 12)
            try b.u("oran_fh_cus.reserved", 24)
        case 3, 4, 6:
            if b.remainingBits >= 8 {
                try b.u(type == 3 ? "oran_fh_cus.lbtDrsRes" : type == 4 ? "oran_fh_cus.lbtBufErr" : "oran_fh_cus.lbtCWR_Rst", 1)
                try b.u("oran_fh_cus.reserved", 7)
            }
        case 5 where b.remainingBits >= 40:
            try b.u("oran_fh_cus.lbtCWConfig_H", 8)
            try b.u("oran_fh_cus.lbtCWConfig_T", 8)
            try b.u("oran_fh_cus.lbtMode", 2)
            try b.u("oran_fh_cus.lbtTrafficClass", 3)
            try b.u("oran_fh_cus.reserved", 19)
        default:
            if type > 6 {
                findings.append(Finding(id: FronthaulRuleRegistry.sectionType7Fields.id, severity: .error, message: "laaMsgType \(type) is reserved", fieldPath: "oran_fh_cus.laaMsgType", bitOffset: r.absoluteBitOffset, bitLength: 4))
            }
        }
        try b.octets("oran_fh_cus.laaData", b.reader.remainingBytes)
        sc.fields.append(contentsOf: b.fields)
        r = sc.reader
        m.body = sc.fields
    }

    static func decodeST8(_ m: inout CPlaneMessage, _ r: inout BitReader) throws(DecodingError) {
        var sc = FieldScanner(r)
        for _ in 0..<m.typeByte6 { try sc.u("oran_fh_cus.ackId", 16) }
        for _ in 0..<m.typeByte7 { try sc.u("oran_fh_cus.nackId", 16) }
        r = sc.reader
        m.body = sc.fields
    }

    /// FH-CP-ST3-FS: FFT and SCS codes valid for the CUS version (O-RAN.WG4.CUS §7.5.2.13; the code
    /// tables changed between CUS versions).
    static func checkFrameStructure(_ fs: UInt8, base: Int, context: FronthaulContext, findings: inout [Finding]) {
        let fft = fs >> 4, scs = fs & 15
        let v01 = context.cusMajor < 2
        let fftOK = v01 ? (8...14).contains(fft) : (4...14).contains(fft)
        let scsOK = scs <= 4 || scs >= 12 || (v01 && scs == 5)
        if !fftOK || !scsOK {
            findings.append(Finding(id: FronthaulRuleRegistry.sectionType3FrameStructure.id, severity: .error, message: "frameStructure 0x\(String(fs, radix: 16)) has a reserved FFT or SCS code for CUS \(context.cusMajor).\(context.cusMinor)", fieldPath: "oran_fh_cus.frameStructure.fft", bitOffset: base + 16, bitLength: 8))
        }
    }
}

/// FH-CP-TIME / FH-UP-TIME: subframeId ≤ 9, slotId < 2^µ, symbol ≤ 13.
func checkTime(subframe: UInt8, slot: UInt8, symbol: UInt8, rule: RuleID, symbolPath: String, base: Int, context: FronthaulContext, findings: inout [Finding]) {
    if subframe > 9 {
        findings.append(Finding(id: rule, severity: .error, message: "subframeId \(subframe) > 9", fieldPath: "oran_fh_cus.subframe_id", bitOffset: base + 16, bitLength: 4))
    }
    if Int(slot) >= 1 << min(context.numerology, 6) {
        findings.append(Finding(id: rule, severity: .error, message: "slotId \(slot) ≥ 2^µ (µ = \(context.numerology))", fieldPath: "oran_fh_cus.slotId", bitOffset: base + 20, bitLength: 6))
    }
    if symbol > 13 {
        findings.append(Finding(id: rule, severity: .error, message: "symbol \(symbol) > 13", fieldPath: symbolPath, bitOffset: base + 26, bitLength: 6))
    }
}
