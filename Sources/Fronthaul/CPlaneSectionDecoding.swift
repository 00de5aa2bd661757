import WireCore

extension CPlaneSection {
    /// Decodes one section of type `st` with its extensions (O-RAN.WG4.CUS §7.4, §7.6, §7.7).
    static func decode(_ r: inout BitReader, sectionType st: UInt8, message: CPlaneMessage, context: FronthaulContext, findings: inout [Finding]) throws(DecodingError) -> CPlaneSection {
        var s = CPlaneSection()
        let start = r.absoluteBitOffset
        if st == 6 {
            s.ef = try r.readBool(field: "oran_fh_cus.ef")
            s.beamId = UInt16(try r.read(15, field: "oran_fh_cus.ueId"))
            if s.beamId == Self.unscheduledUEId {
                findings.append(Finding(id: FronthaulRuleRegistry.sectionUnscheduledUE.id, severity: .warning, message: "ST6 channel information for ueId 0x7FFF: that value only means \"PRBs not scheduled\" in section type 5, it names no UE", fieldPath: "oran_fh_cus.ueId", bitOffset: start + 1, bitLength: 15))
            }
            s.regularizationFactor = UInt16(try r.read(16, field: "oran_fh_cus.regularizationFactor"))
            s.reserved4 = UInt8(try r.read(4, field: "oran_fh_cus.reserved4"))
            s.rb = try r.readBool(field: "oran_fh_cus.rb")
            s.symInc = try r.readBool(field: "oran_fh_cus.symInc")
            s.startPrbc = UInt16(try r.read(10, field: "oran_fh_cus.startPrbc"))
            s.numPrbc = UInt8(try r.read(8, field: "oran_fh_cus.numPrbc"))
            if s.rb {
                findings.append(Finding(id: FronthaulRuleRegistry.sectionType6.id, severity: .warning, message: "ST6 rb must be 0", fieldPath: "oran_fh_cus.rb", bitOffset: start + 36, bitLength: 1))
            }
            // Channel information: per PRB an optional ciCompParam then, per TRX, ciIsample and
            // ciQsample (ciIqWidth bits each), packed, then pad to a byte (O-RAN.WG4.CUS §7.4,
            // section type 6). v01 (CUS < 2): byte 7 reserved and samples fixed 16-bit with no
            // parameter.
            let prbs = s.numPrbc == 0 ? context.carrierPRBs : Int(s.numPrbc)
            var width = 16, paramBytes = 0, perPRB = false
            if context.cusMajor >= 2 {
                let hdr = message.typeByte7
                width = hdr >> 4 == 0 ? 16 : Int(hdr >> 4)
                let meth = (hdr >> 1) & 7
                paramBytes = [0, 1, 1, 1, 0, 0, 0, 0][Int(meth)]
                perPRB = hdr & 1 == 1
            }
            let params = perPRB ? prbs * paramBytes : paramBytes
            let bits = params * 8 + prbs * 2 * width * context.ciAntennaCount
            let bytes = (bits + 7) / 8
            guard bytes <= r.remainingBytes else {
                throw DecodingError(.truncated, "channel information needs \(bytes) bytes (\(prbs) PRBs × \(context.ciAntennaCount) TRX × \(width) bits), \(r.remainingBytes) left", bitOffset: r.absoluteBitOffset, bitLength: bytes * 8, fieldPath: "oran_fh_cus.ciSample")
            }
            s.ciData = Array(try r.readBytes(bytes, field: "oran_fh_cus.ciSample"))
            if s.ef { s.extensions = try decodeExtensions(&r, section: s, sectionType: st, context: context, findings: &findings) }
            return s
        }
        s.sectionId = UInt16(try r.read(12, field: "oran_fh_cus.sectionId"))
        s.rb = try r.readBool(field: "oran_fh_cus.rb")
        s.symInc = try r.readBool(field: "oran_fh_cus.symInc")
        s.startPrbc = UInt16(try r.read(10, field: st == 9 ? "oran_fh_cus.startPrbu" : "oran_fh_cus.startPrbc"))
        s.numPrbc = UInt8(try r.read(8, field: st == 9 ? "oran_fh_cus.numPrbu" : "oran_fh_cus.numPrbc"))
        checkPRB(start: Int(s.startPrbc), num: Int(s.numPrbc), rb: s.rb, rule: FronthaulRuleRegistry.sectionPRBsInCarrier.id, path: "oran_fh_cus.startPrbc", offset: start + 14, context: context, findings: &findings)
        if st == 9 {
            // Per PRB, byte aligned: numSinrPerPrb values of the configured width. sinrCompParam
            // (BFP only) is not modelled (our reading, not verified against the clause text): SINR
            // compression is an M-plane setting assumed "none".
            let per = [1, 2, 3, 4, 6, 12, 0, 0][Int(message.numSinrPerPrbCode)]
            let prbs = s.numPrbc == 0 ? context.carrierPRBs : Int(s.numPrbc)
            var sc = FieldScanner(r)
            for _ in 0..<prbs {
                for _ in 0..<per { try sc.u("oran_fh_cus.sinr", context.sinrBitWidth) }
                try sc.alignReserved()
            }
            r = sc.reader
            s.body = sc.fields
            return s
        }
        s.reMask = UInt16(try r.read(12, field: "oran_fh_cus.reMask"))
        s.numSymbol = UInt8(try r.read(4, field: "oran_fh_cus.numSymbol"))
        s.ef = try r.readBool(field: "oran_fh_cus.ef")
        s.beamId = UInt16(try r.read(15, field: st == 5 || st == 10 ? "oran_fh_cus.ueId" : "oran_fh_cus.beamId"))
        if st == 3 {
            s.freqOffset = UInt32(try r.read(24, field: "oran_fh_cus.freqOffset"))
            s.reserved8 = UInt8(try r.read(8, field: "oran_fh_cus.reserved8"))
            if s.reserved8 != 0 {
                findings.append(Finding(id: FronthaulRuleRegistry.cPlaneReserved.id, severity: .warning, message: "ST3 reserved byte is not zero", fieldPath: "oran_fh_cus.reserved8", bitOffset: start + 88, bitLength: 8))
            }
        }
        if (st == 0 || st == 11) && s.beamId != 0 {
            findings.append(Finding(id: FronthaulRuleRegistry.cPlaneReserved.id, severity: .warning, message: "reserved bits after ef are not zero", fieldPath: "oran_fh_cus.reserved", bitOffset: start + 49, bitLength: 15))
        }
        if (st == 10 || st == 11) && s.symInc {
            findings.append(Finding(id: FronthaulRuleRegistry.cPlaneReserved.id, severity: .warning, message: "reserved bit (symInc position) is not zero", fieldPath: "oran_fh_cus.reserved", bitOffset: start + 13, bitLength: 1))
        }
        if [1, 3, 5].contains(st) && s.reMask == 0 {
            findings.append(Finding(id: FronthaulRuleRegistry.sectionREMask.id, severity: .warning, message: "reMask is 0", fieldPath: "oran_fh_cus.reMask", bitOffset: start + 32, bitLength: 12))
        }
        if s.numSymbol == 0 || s.numSymbol > 14 {
            findings.append(Finding(id: FronthaulRuleRegistry.sectionSymbols.id, severity: .error, message: "numSymbol \(s.numSymbol) outside 1…14", fieldPath: "oran_fh_cus.numSymbol", bitOffset: start + 44, bitLength: 4))
        }
        if st == 10 && s.numSymbol != 14 {
            findings.append(Finding(id: FronthaulRuleRegistry.sectionType10Symbols.id, severity: .warning, message: "ST10 numSymbol must be 14", fieldPath: "oran_fh_cus.numSymbol", bitOffset: start + 44, bitLength: 4))
        }
        if s.ef { s.extensions = try decodeExtensions(&r, section: s, sectionType: st, context: context, findings: &findings) }
        if st == 5 && s.beamId == Self.unscheduledUEId, let ext = s.extensions.first(where: { Self.ueDescribingExtensions.contains($0.extType) }) {
            findings.append(Finding(id: FronthaulRuleRegistry.sectionUnscheduledUE.id, severity: .warning, message: "ueId 0x7FFF (PRBs not scheduled) on a section that carries SE\(ext.extType), which describes a scheduled UE", fieldPath: "oran_fh_cus.ueId", bitOffset: start + 49, bitLength: 15))
        }
        if st == 10 || st == 11 {
            var sc = FieldScanner(r)
            var more = true
            var count = 0
            while more && count < 256 {
                count += 1
                let itemStart = sc.reader.absoluteBitOffset
                more = try sc.u("oran_fh_cus.mf", 1) == 1
                let type = try sc.u("oran_fh_cus.measTypeId", 7)
                if (st == 10 && !(1...6).contains(type)) || (st == 11 && type != 5) {
                    findings.append(Finding(id: FronthaulRuleRegistry.sectionType10Symbols.id, severity: .warning, message: "unexpected measTypeId \(type)", fieldPath: "oran_fh_cus.measTypeId", bitOffset: itemStart + 1, bitLength: 7))
                }
                try sc.u(st == 10 && type == 6 ? "oran_fh_cus.numElements" : "oran_fh_cus.reserved8", 8)
                let words = Int(try sc.u(st == 10 ? "oran_fh_cus.measDataSize" : "oran_fh_cus.measCmdSize", 16))
                // measDataSize / measCmdSize taken to count the whole item including its 4-byte
                // header (our reading, not verified against the clause text).
                let dataBytes = max(0, words * 4 - 4)
                guard let sub = sc.reader.subReader(byteCount: dataBytes) else {
                    throw DecodingError(.lengthExceedsEnclosing, "measurement size \(words) words exceeds the message", bitOffset: itemStart + 16, bitLength: 16, fieldPath: "oran_fh_cus.measDataSize")
                }
                var b = FieldScanner(sub)
                if st == 11 {
                    if b.remainingBits >= 32 {
                        try b.u("oran_fh_cus.reserved", 2)
                        try b.u("oran_fh_cus.symbolMask", 14)
                        try b.u("oran_fh_cus.reserved16", 16)
                    }
                } else {
                    switch type {
                    case 1, 3:
                        if b.remainingBits >= 32 {
                            try b.u(type == 1 ? "oran_fh_cus.ueTae" : "oran_fh_cus.ueFreqOffset", 16)
                            try b.u("oran_fh_cus.reserved16", 16)
                        }
                    case 4, 5:
                        if b.remainingBits >= 16 {
                            try b.u("oran_fh_cus.reserved", 2)
                            try b.u("oran_fh_cus.symbolMask", 14)
                        }
                        while b.remainingBits >= 16 { try b.u("oran_fh_cus.ipnPower", 16) }
                    case 2, 6:
                        while b.remainingBits >= 16 { try b.u(type == 2 ? "oran_fh_cus.ueLayerPower" : "oran_fh_cus.antDmrsSnrVal", 16) }
                    default: break
                    }
                }
                try b.octets("oran_fh_cus.measData", b.reader.remainingBytes)
                sc.fields.append(contentsOf: b.fields)
            }
            r = sc.reader
            s.body = sc.fields
        }
        return s
    }

    /// ueId 0x7FFF: in section type 5, "PRBs not scheduled for the eAxC in the transport header"
    /// (O-RAN.WG4.CUS §7.5.3.10). FH-CS-ST5 ("used only to mean not scheduled") reports its misuse,
    /// not the value itself: (1) in section type 6, whose sections carry one UE's channel
    /// information (O-RAN.WG4.CUS §7.4.4.6), the value names no UE; (2) a type 5 section marked not
    /// scheduled that also carries an extension describing the scheduled UE,
    /// ``ueDescribingExtensions``.
    static let unscheduledUEId: UInt16 = 0x7FFF
    /// SE8 (that UE's regularizationFactor), SE17 (numUeID per scheduled user), SE24 (PUSCH DMRS
    /// configuration per ueId) (CUS §7.7.8, §7.7.17, §7.7.24; the choice is our reading of the
    /// section type 5 semantics, not verified against the clause text).
    static let ueDescribingExtensions: Set<UInt8> = [8, 17, 24]

    /// The rule a decoded extension whose size disagrees with its extLen breaks
    /// (O-RAN.WG4.CUS §7.6.1): the extension's own size rule where it has one (FH-SE5-LEN: extLen ∈
    /// {2, 3, 4}; FH-SE11-BUND: size = bundles × (param + 2 + ⌈2Kw/8⌉) (+ bfwCompHdr)), else the
    /// generic FH-SE-LEN.
    static func sizeRule(extType: UInt8) -> RuleID {
        switch extType {
        case 5: FronthaulRuleRegistry.extension5Length.id
        case 11: FronthaulRuleRegistry.extension11Bundles.id
        default: FronthaulRuleRegistry.extensionLength.id
        }
    }

    /// Reads the extension chain (CUS §7.6.1, §7.7): always jumps to start + 4·extLen.
    static func decodeExtensions(_ r: inout BitReader, section: CPlaneSection, sectionType st: UInt8, context: FronthaulContext, findings: inout [Finding]) throws(DecodingError) -> [SectionExtension] {
        // An extension chain that cannot be followed breaks the extension size rule
        // (O-RAN.WG4.CUS §7.6.1): the bodies' own failures are findings, caught below.
        do throws(DecodingError) {
            return try decodeExtensionChain(&r, section: section, sectionType: st, context: context, findings: &findings)
        } catch {
            throw error.naming(FronthaulRuleRegistry.extensionLength.id)
        }
    }

    private static func decodeExtensionChain(_ r: inout BitReader, section: CPlaneSection, sectionType st: UInt8, context: FronthaulContext, findings: inout [Finding]) throws(DecodingError) -> [SectionExtension] {
        var out: [SectionExtension] = []
        var more = true
        var hasSE10 = false
        var se10Ports = 0
        while more {
            guard out.count < 64 else {
                throw DecodingError(.limitExceeded, "more than 64 extensions in one section", bitOffset: r.absoluteBitOffset, fieldPath: "oran_fh_cus.extType")
            }
            let extStart = r.absoluteBitOffset
            guard r.remainingBits >= 16 else {
                findings.append(Finding(id: FronthaulRuleRegistry.extensionChainEnds.id, severity: .error, message: "extension chain runs past the message", fieldPath: "oran_fh_cus.ef", bitOffset: extStart))
                throw r.truncatedError(field: "oran_fh_cus.extType", bits: 16)
            }
            let ef = try r.readBool(field: "oran_fh_cus.ef")
            let type = UInt8(try r.read(7, field: "oran_fh_cus.extType"))
            let long = context.extLenIs16Bit(type)
            let extLen = Int(try r.read(long ? 16 : 8, field: "oran_fh_cus.extLen"))
            let headerBytes = long ? 3 : 2
            if extLen == 0 {
                findings.append(Finding(id: FronthaulRuleRegistry.extensionLengthNotZero.id, severity: .error, message: "extLen 0 is reserved", fieldPath: "oran_fh_cus.extLen", bitOffset: extStart + 8, bitLength: long ? 16 : 8))
                throw DecodingError(.invalidValue, "extLen 0: the extension cannot be skipped", bitOffset: extStart + 8, bitLength: long ? 16 : 8, fieldPath: "oran_fh_cus.extLen")
            }
            let bodyBytes = extLen * 4 - headerBytes
            guard let sub = r.subReader(byteCount: bodyBytes) else {
                findings.append(Finding(id: FronthaulRuleRegistry.extensionLength.id, severity: .error, message: "extLen \(extLen) words runs past the message", fieldPath: "oran_fh_cus.extLen", bitOffset: extStart + 8, bitLength: long ? 16 : 8))
                throw DecodingError(.lengthExceedsEnclosing, "extLen \(extLen) words exceeds the \(r.remainingBytes + headerBytes) bytes left", bitOffset: extStart + 8, bitLength: long ? 16 : 8, fieldPath: "oran_fh_cus.extLen")
            }
            if !SectionExtension.allowed(extType: type, sectionType: st) {
                findings.append(Finding(id: FronthaulRuleRegistry.extensionAllowed.id, severity: .warning, message: "extension \(type) not allowed on section type \(st)", fieldPath: "oran_fh_cus.extType", bitOffset: extStart + 1, bitLength: 7))
            }
            var ext = SectionExtension(ef: ef, extType: type, extLen: UInt16(extLen), isLongLength: long, fields: [], padding: [], decoded: false)
            if ExtensionBodies.known.contains(type) {
                var sc = FieldScanner(sub)
                let x = ExtensionContext(sectionType: st, numPrbc: Int(section.numPrbc), startPrbc: Int(section.startPrbc), context: context, hasSE10: hasSE10, se10NumPortc: se10Ports, bodyBitOffset: sub.baseBitOffset)
                var local: [Finding] = []
                do {
                    try ExtensionBodies.decode(type: type, &sc, x, findings: &local)
                    findings.append(contentsOf: local)
                    checkReservedBits(sc.fields, extType: type, at: sub.baseBitOffset, findings: &findings)
                    ext.fields = sc.fields
                    ext.decoded = true
                    let pad = sc.reader.remainingSlice
                    ext.padding = Array(pad)
                    if pad.count > 3 || pad.contains(where: { $0 != 0 }) || (type == 5 && !(2...4).contains(extLen)) {
                        findings.append(Finding(id: Self.sizeRule(extType: type), severity: .error, message: "extension \(type): extLen \(extLen) words, decoded layout uses \(bodyBytes - pad.count + headerBytes) bytes (\(pad.count) bytes of padding\(pad.contains(where: { $0 != 0 }) ? ", not zero" : ""))", fieldPath: "oran_fh_cus.extLen", bitOffset: extStart + 8, bitLength: long ? 16 : 8))
                    }
                } catch {
                    findings.append(Finding(id: type == 11 ? FronthaulRuleRegistry.extension11Bundles.id : FronthaulRuleRegistry.extensionLength.id, severity: .error, message: "extension \(type) body does not fit extLen \(extLen): \(error.reason)", fieldPath: error.fieldPath, bitOffset: error.bitOffset, bitLength: error.bitLength))
                    ext.fields = []
                    ext.decoded = false
                    ext.padding = Array(sub.bytes)
                }
            } else {
                ext.padding = Array(sub.bytes)
                findings.append(Finding(id: FronthaulRuleRegistry.extensionKnown.id, severity: .warning, message: type == 0 || type > 28 ? "extType \(type) is reserved; skipped by extLen" : "extension \(type) layout not decoded; skipped by extLen", fieldPath: "oran_fh_cus.extType", bitOffset: extStart + 1, bitLength: 7))
            }
            if type == 10, let n = ext.value("numPortc") {
                hasSE10 = true
                se10Ports = Int(n)
            }
            out.append(ext)
            more = ef
        }
        return out
    }
}

/// FH-CP-RSVD inside a decoded extension body: the first reserved field that is not zero, at its bits.
func checkReservedBits(_ fields: [WireField], extType: UInt8, at base: Int, findings: inout [Finding]) {
    var offset = base
    for f in fields {
        if f.name.hasPrefix("oran_fh_cus.reserved") && (f.value != 0 || f.octets.contains { $0 != 0 }) {
            findings.append(Finding(id: FronthaulRuleRegistry.cPlaneReserved.id, severity: .warning, message: "reserved bits of extension \(extType) are not zero", fieldPath: f.name, bitOffset: offset, bitLength: f.bits))
            return
        }
        offset += f.bits
    }
}

/// FH-CS-PRB / FH-UP-PRB: startPrb + (numPrb−1)(1+rb) < N_PRB; numPrb 0 means all PRBs with start 0.
func checkPRB(start: Int, num: Int, rb: Bool, rule: RuleID, path: String, offset: Int, context: FronthaulContext, findings: inout [Finding]) {
    if num == 0 {
        if start != 0 {
            findings.append(Finding(id: rule, severity: .error, message: "numPrb 0 (all PRBs) with start PRB \(start) ≠ 0", fieldPath: path, bitOffset: offset, bitLength: 10))
        }
        return
    }
    let last = start + (num - 1) * (rb ? 2 : 1)
    if last >= context.carrierPRBs {
        findings.append(Finding(id: rule, severity: .error, message: "PRBs \(start)…\(last) exceed the carrier's \(context.carrierPRBs) PRBs", fieldPath: path, bitOffset: offset, bitLength: 10))
    }
}
