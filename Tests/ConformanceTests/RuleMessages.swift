import Fronthaul

/// Conforming C-plane messages of each section type, built field by field from the message formats
/// (O-RAN.WG4.CUS §7.4, §7.7); the rule tests change one field to make a violation.
enum RuleMessages {
    static func f(_ name: String, _ value: UInt64, _ bits: Int) -> WireField { WireField("oran_fh_cus." + name, value, bits: bits) }

    static func header(_ st: UInt8, direction: UInt8) -> CPlaneMessage {
        var m = CPlaneMessage()
        m.sectionType = st
        m.dataDirection = direction
        m.frameId = 3
        m.subframeId = 1
        m.slotId = 1
        return m
    }

    /// ST1 DL, one section of 24 PRBs × 14 symbols, beamId 1, with the given extensions.
    static func st1(extensions: [SectionExtension] = [], numPrbc: UInt8 = 24, direction: UInt8 = 1, udCompHdr: UInt8 = 0) -> CPlaneMessage {
        var m = header(1, direction: direction)
        m.udCompHdr = udCompHdr
        m.numberOfSections = 1
        var s = CPlaneSection()
        s.sectionId = 1
        s.startPrbc = 0
        s.numPrbc = numPrbc
        s.beamId = 1
        s.ef = !extensions.isEmpty
        s.extensions = chained(extensions)
        m.sections = [s]
        return m
    }

    /// ST5 DL, one section for ueId `ueId` with the given extensions.
    static func st5(ueId: UInt16 = 5, extensions: [SectionExtension] = [], numPrbc: UInt8 = 24) -> CPlaneMessage {
        var m = st1(extensions: extensions, numPrbc: numPrbc)
        m.sectionType = 5
        m.sections[0].beamId = ueId
        return m
    }

    /// Sets ef on every extension but the last.
    static func chained(_ e: [SectionExtension]) -> [SectionExtension] {
        var e = e
        for i in e.indices { e[i].ef = i < e.count - 1 }
        return e
    }

    /// ST0 DL (idle/guard), 12-byte header, one section whose ef|reserved15 field is `reserved`.
    static func st0(reserved: UInt16 = 0) -> CPlaneMessage {
        var m = header(0, direction: 1)
        m.timeOffset = 0
        m.frameStructure = 0xC1  // FFT 4096, µ = 1
        m.cpLength = 288
        m.numberOfSections = 1
        var s = CPlaneSection()
        s.sectionId = 2
        s.startPrbc = 100
        s.numPrbc = 10
        s.beamId = reserved
        m.sections = [s]
        return m
    }

    /// ST3 UL PRACH, one section with the byte-11 reserved field `reserved`.
    static func st3(reserved: UInt8 = 0) -> CPlaneMessage {
        var m = header(3, direction: 0)
        m.filterIndex = 1
        m.frameStructure = 0xC1
        m.cpLength = 0
        m.udCompHdr = 0x91
        m.numberOfSections = 1
        var s = CPlaneSection()
        s.sectionId = 3
        s.startPrbc = 0
        s.numPrbc = 12
        s.numSymbol = 12
        s.beamId = 1
        s.freqOffset = UInt32(bitPattern: -4000) & 0xFF_FFFF
        s.reserved8 = reserved
        m.sections = [s]
        return m
    }

    /// ST6 DL, `sections` UE sections (ueId 3…), ciCompHdr 0 (16-bit samples, no parameter), one
    /// PRB each; 32 TRX (the default of both ``FronthaulContext/ciAntennaCount`` and tshark's
    /// `num_bf_antennas`) × I and Q × 16 bits = 128 bytes of channel information per PRB.
    static func st6(sections: Int = 1, numberOfUEs: UInt8 = 1, numberOfSections: UInt8? = nil, rb: Bool = false, firstUEId: UInt16 = 3) -> CPlaneMessage {
        var m = header(6, direction: 1)
        m.numberOfSections = numberOfSections ?? UInt8(sections)
        m.typeByte6 = numberOfUEs
        m.typeByte7 = 0
        m.sections = (0..<sections).map { i in
            var s = CPlaneSection()
            s.beamId = i == 0 ? firstUEId : UInt16(3 + i)
            s.regularizationFactor = 0x0100
            s.rb = rb
            s.startPrbc = UInt16(i)
            s.numPrbc = 1
            s.ciData = (0..<128).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ i) }
            return s
        }
        return m
    }

    /// ST7 LAA LBT_PDSCH_REQ (type 0) with the given MCOT, or another laaMsgType with 8 body bytes.
    /// laaMsgLen 1: the message occupies 4 × 2 bytes after the type/len byte (WS).
    static func st7(type: UInt64 = 0, mcot: UInt64 = 4) -> CPlaneMessage {
        var m = header(7, direction: 1)
        var body = [f("laaMsgType", type, 4), f("laaMsgLen", 1, 4)]
        if type == 0 {
            body += [f("lbtHandle", 0x1234, 16), f("lbtOffset", 10, 10), f("lbtMode", 0, 2), f("reserved", 0, 1), f("lbtDeferFactor", 3, 3),
                     f("lbtBackoffCounter", 5, 10), f("MCOT", mcot, 4), f("reserved", 0, 10), WireField("oran_fh_cus.laaData", octets: [0])]
        } else {
            body += [f("lbtHandle", 0x1234, 16), WireField("oran_fh_cus.laaData", octets: [0, 0, 0, 0, 0, 0])]
        }
        m.body = body
        return m
    }

    /// One ST4 command: the 8-byte command header (CUS §7.4.4.4) and its body fields.
    static func st4Command(type: UInt64, len: UInt64? = nil, numSlots: UInt64 = 0, body: [WireField]) -> [WireField] {
        let bits = body.reduce(0) { $0 + $1.bits }
        return [f("st4CmdType", type, 8), f("st4CmdLen", len ?? UInt64((bits + 31) / 32), 16), f("numSlots", numSlots, 8),
                f("ackNackReqId", 0, 16), f("reserved16", 0, 16)] + body
    }

    /// TDD_CONFIG_PATTERN body (4 bytes): DDDDDDDDDDGGUU-style patterns.
    static let tddBody = [f("reserved", 0, 2), f("dirPattern", 0x3FF0, 14), f("reserved", 0, 2), f("guardPattern", 0x000C, 14)]
    /// TRX_CONTROL body: 6 fixed bytes, then log2MaskBits 4 → a 16-bit antMask: 8 bytes, no pad.
    static func trxBody(symbolMask: UInt64 = 0x3FFF) -> [WireField] {
        [f("reserved", 0, 2), f("log2MaskBits", 4, 4), f("sleepMode", 1, 2), f("reserved4", 0, 4), f("numSlotsExt", 0, 20),
         f("reserved", 0, 2), f("symbolMask", symbolMask, 14), f("antMask", 0xFFFF, 16)]
    }
    /// ASM body (8 bytes).
    static func asmBody(symbolMask: UInt64 = 0) -> [WireField] {
        [f("reserved", 0, 6), f("sleepMode", 2, 2), f("reserved4", 0, 4), f("numSlotsExt", 0, 20), f("reserved", 0, 2), f("symbolMask", symbolMask, 14), f("reserved16", 0, 16)]
    }
    /// TIME_DOMAIN_BEAM_CONFIG body (8 bytes): symbolMask, disableTDBFNs|tdBeamNum, bfwCompHdr, rsv(24).
    static let beamBody = [f("reserved", 0, 2), f("symbolMask", 0x3FFF, 14), f("disableTDBFNs", 1, 1), f("tdBeamNum", 7, 15), f("bfwCompHdr", 0, 8), f("reserved", 0, 24)]

    /// ST4 DL, SCS code 1, with the given commands; `scope` is header byte 4, rsv(4)|cmdScope(4).
    static func st4(_ commands: [[WireField]], scope: UInt8 = 0, startSymbol: UInt8 = 0, count: UInt8? = nil) -> CPlaneMessage {
        var m = header(4, direction: 1)
        m.filterIndex = 1
        m.startSymbolId = startSymbol
        m.numberOfSections = scope
        m.typeByte6 = count ?? UInt8(commands.count)
        m.body = commands.flatMap { $0 }
        return m
    }

    /// ST9 UL SINR report, numSinrPerPrb code `code`, one PRB with the code's number of 16-bit SINR
    /// values (1, 2, 3, 4, 6, 12; one value for the reserved codes 6 and 7).
    static func st9(code: UInt8 = 0, reservedBits: UInt8 = 0, direction: UInt8 = 0) -> CPlaneMessage {
        var m = header(9, direction: direction)
        m.startSymbolId = 4
        m.numberOfSections = 1
        m.typeByte6 = code << 5 | reservedBits & 31
        var s = CPlaneSection()
        s.sectionId = 9
        s.startPrbc = 10
        s.numPrbc = 1
        let count = [1, 2, 3, 4, 6, 12, 1, 1][Int(code & 7)]
        s.body = (0..<count).map { f("sinr", 0x0120 + UInt64($0), 16) }
        m.sections = [s]
        return m
    }

    /// ST10 UL RRM report: one UE timing-advance report (measTypeId 1, 4 data bytes, measDataSize 2 words).
    static func st10(startSymbol: UInt8 = 0, numSymbol: UInt8 = 14, measTypeId: UInt64 = 1, direction: UInt8 = 0, reservedBit: Bool = false) -> CPlaneMessage {
        var m = header(10, direction: direction)
        m.startSymbolId = startSymbol
        m.numberOfSections = 1
        var s = CPlaneSection()
        s.sectionId = 10
        s.symInc = reservedBit
        s.startPrbc = 0
        s.numPrbc = 50
        s.numSymbol = numSymbol
        s.beamId = 77
        s.body = [f("mf", 0, 1), f("measTypeId", measTypeId, 7), f("reserved8", 0, 8), f("measDataSize", 2, 16), f("ueTae", 100, 16), f("reserved16", 0, 16)]
        m.sections = [s]
        return m
    }

    /// ST8 ACK (ready = 0) with one ackId.
    static func st8(direction: UInt8 = 0) -> CPlaneMessage {
        var m = header(8, direction: direction)
        m.filterIndex = 1
        m.typeByte6 = 1
        m.typeByte7 = 0
        m.body = [f("ackId", 0x0042, 16)]
        return m
    }

    /// ST11 UL RRM request with one command (measTypeId 5).
    static func st11(reservedBeam: UInt16 = 0) -> CPlaneMessage {
        var m = header(11, direction: 0)
        m.numberOfSections = 1
        var s = CPlaneSection()
        s.sectionId = 11
        s.startPrbc = 0
        s.numPrbc = 50
        s.beamId = reservedBeam
        s.body = [f("mf", 0, 1), f("measTypeId", 5, 7), f("reserved8", 0, 8), f("measCmdSize", 2, 16), f("reserved", 0, 2), f("symbolMask", 0x3FFF, 14), f("reserved16", 0, 16)]
        m.sections = [s]
        return m
    }

    // MARK: section extensions (CUS §7.7)

    static func ext(_ type: UInt8, extLen: UInt16, long: Bool = false, _ fields: [WireField], pad: Int = 0) -> SectionExtension {
        SectionExtension(extType: type, extLen: extLen, isLongLength: long, fields: fields, padding: [UInt8](repeating: 0, count: pad))
    }

    /// SE5: `sets` scaling sets of 28 bits, then zero bits to fill extLen words.
    static func se5(extLen: UInt16, sets: Int) -> SectionExtension {
        var fields: [WireField] = []
        for i in 0..<sets { fields += [f("mcScaleReMask", i == 0 ? 0xFFF : 0, 12), f("csf", 0, 1), f("mcScaleOffset", 0x2000, 15)] }
        let bits = Int(extLen) * 32 - 16 - 28 * sets
        return ext(5, extLen: extLen, fields + [f("reserved", 0, bits)])
    }

    /// SE10 beamGroupType 0/1 (common beam / beam matrix): bgt|numPortc, reserved8.
    static func se10(beamGroupType: UInt64, numPortc: UInt64 = 2) -> SectionExtension {
        ext(10, extLen: 1, [f("beamGroupType", beamGroupType, 2), f("numPortc", numPortc, 6), f("reserved8", 0, 8)])
    }

    /// SE10 beamGroupType 2 (beam vector listing) with two ids: 2 + 1 + 4 bytes, one pad byte.
    static func se10List() -> SectionExtension {
        ext(10, extLen: 2, [f("beamGroupType", 2, 2), f("numPortc", 2, 6), f("reserved", 0, 1), f("beamId", 21, 15), f("reserved", 0, 1), f("beamId", 22, 15)], pad: 1)
    }

    /// SE10 beamGroupType 3, numPortc 2: portListIndex, then one [rsv|id, portListIndex]; 2 + 5 bytes, one pad byte.
    static func se10PortList(first: UInt64, second: UInt64) -> SectionExtension {
        ext(10, extLen: 2, [f("beamGroupType", 3, 2), f("numPortc", 2, 6), f("portListIndex", first, 8), f("reserved", 0, 1), f("beamId", 23, 15), f("portListIndex", second, 8)], pad: 1)
    }

    /// SE11 with disableBFWs = 1: one contInd|beamId per bundle (⌈24/numBundPrb⌉ of them), 16-bit extLen;
    /// `extraWords` zero words more than the bundles need (a size that disagrees with numBundPrb).
    static func se11Disabled(numBundPrb: UInt64, extraWords: Int = 0) -> SectionExtension {
        let bundles = numBundPrb == 0 ? 0 : (24 + Int(numBundPrb) - 1) / Int(numBundPrb)
        var fields = [f("disableBFWs", 1, 1), f("rad", 0, 1), f("bundleOffset", 0, 6), f("numBundPrbs", numBundPrb, 8)]
        for b in 0..<bundles { fields += [f("contInd", 0, 1), f("beamId", UInt64(30 + b), 15)] }
        let bytes = 3 + 2 + 2 * bundles
        let words = (bytes + 3) / 4 + extraWords
        return ext(11, extLen: UInt16(words), long: true, fields, pad: words * 4 - bytes)
    }

    /// SE11 with weights enabled, one bundle of 24 PRBs, bfwCompHdr width 0 (16) and method `method`,
    /// no bfwCompParam and no weights (K = 0): 3 + 2 + 1 + 2 bytes = extLen 2.
    static func se11Method(_ method: UInt64) -> SectionExtension {
        ext(11, extLen: 2, long: true, [f("disableBFWs", 0, 1), f("rad", 0, 1), f("bundleOffset", 0, 6), f("numBundPrbs", 24, 8),
                                        f("bfwCompHdr_iqWidth", 0, 4), f("bfwCompHdr_compMeth", method, 4), f("contInd", 0, 1), f("beamId", 40, 15)])
    }

    /// SE8 regularization factor (int16), extLen 1 (CUS §7.7.8).
    static func se8(_ factor: UInt64 = 0x0200) -> SectionExtension {
        ext(8, extLen: 1, [f("regularizationFactor", factor, 16)])
    }

    /// SE21: ciPrbGroupSize, reserved(6), prgSize(2); extLen 1.
    static func se21(groupSize: UInt64, prgSize: UInt64 = 3) -> SectionExtension {
        ext(21, extLen: 1, [f("ciPrbGroupSize", groupSize, 8), f("reserved", 0, 6), f("prgSize", prgSize, 2)])
    }

    /// SE24 PUSCH DMRS configuration: header bytes, then entries in order: `.full(port)` is a 10-byte
    /// type-2 entry, `.inherit(type, port)` a 1-byte type-0/1 entry; zero pad to the extLen words.
    enum DMRSEntry { case full(UInt64), inherit(UInt64, UInt64) }
    static func se24(userGroupSize: UInt64 = 2, userGroupId: UInt64 = 7, entries: [DMRSEntry]) -> SectionExtension {
        var fields = [f("alpnPerSym", 0, 1), f("antDmrsSnr", 1, 1), f("reserved", 0, 1), f("userGroupSize", userGroupSize, 5), f("userGroupId", userGroupId, 8)]
        var bytes = 2 + 2
        for e in entries {
            switch e {
            case .full(let port):
                fields += [f("entryType", 2, 3), f("dmrsPortNumber", port, 5), f("ueIdReset", 0, 1), f("reserved", 0, 1), f("dmrsSymbolMask", 0x0004, 14),
                           f("scrambling", 0x1234, 16), f("nscid", 0, 1), f("dType", 0, 1), f("cdmWithoutData", 2, 2), f("lambda", 0, 2),
                           f("firstPrb", 0, 9), f("lastPrb", 23, 9), f("reserved16", 0, 16)]
                bytes += 10
            case .inherit(let type, let port):
                fields += [f("entryType", type, 3), f("dmrsPortNumber", port, 5)]
                bytes += 1
            }
        }
        let words = (bytes + 3) / 4
        return ext(24, extLen: UInt16(words), fields, pad: words * 4 - bytes)
    }
}

