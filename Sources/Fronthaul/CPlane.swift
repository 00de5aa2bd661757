import WireCore

/// An O-RAN C-plane message: the radio application common header and its sections
/// (O-RAN.WG4.CUS §7.4 message formats, §7.5.2 common header fields). Starts right after
/// ecpriSeqid.
///
/// Type-specific header bytes 6… are held in named properties whose meaning follows `sectionType`
/// (the message formats of O-RAN.WG4.CUS §7.4); ``emit`` names them by type.
public struct CPlaneMessage: Hashable, Sendable {
    public var dataDirection: UInt8 = 1
    public var payloadVersion: UInt8 = 1
    /// filterIndex; the SCS code for ST4 and ST8; reserved for ST7, ST10, ST11.
    public var filterIndex: UInt8 = 0
    public var frameId: UInt8 = 0
    public var subframeId: UInt8 = 0
    public var slotId: UInt8 = 0
    /// startSymbolId (symbolId for ST8, ST9; reserved for ST7).
    public var startSymbolId: UInt8 = 0
    /// Byte 4: numberOfSections (ST4: rsv(4)|cmdScope(4); ST8: rsv(7)|ready(1); ST7: reserved).
    public var numberOfSections: UInt8 = 0
    public var sectionType: UInt8 = 1
    /// ST0, ST3.
    public var timeOffset: UInt16 = 0
    public var frameStructure: UInt8 = 0
    public var cpLength: UInt16 = 0
    /// ST1, ST3, ST5.
    public var udCompHdr: UInt8 = 0
    /// Byte 6 for ST6 (numberOfUEs), ST4 (numberOfST4Cmds), ST8 (numberOfAcks), ST9 (numSinrPerPrb(3)|rsv(5)).
    public var typeByte6: UInt8 = 0
    /// Byte 7 for ST6 (ciCompHdr), ST8 (numberOfNacks).
    public var typeByte7: UInt8 = 0
    /// Reserved header bits: ST0 byte 11, ST1/ST5/ST4/ST9 byte 7, ST7/ST10/ST11 bytes 6–7.
    public var reservedHeader: UInt16 = 0
    /// Sections (ST0, 1, 3, 5, 6, 9, 10, 11).
    public var sections: [CPlaneSection] = []
    /// Message body of ST4 (commands), ST7 (LAA), ST8 (ACK/NACK ids), as wire fields.
    public var body: [WireField] = []
    /// Bytes after the last section (≤ 3 tolerated, FH-CP-NSEC).
    public var trailing: [UInt8] = []

    public init() {}

    public var direction: FronthaulDirection { dataDirection == 0 ? .uplink : .downlink }
    public var numberOfUEs: UInt8 { typeByte6 }
    public var ciCompHdr: UInt8 { typeByte7 }
    public var numberOfST4Cmds: UInt8 { typeByte6 }
    public var numberOfAcks: UInt8 { typeByte6 }
    public var numberOfNacks: UInt8 { typeByte7 }
    public var numSinrPerPrbCode: UInt8 { typeByte6 >> 5 }

    /// Length of the common header for a section type (O-RAN.WG4.CUS §7.4: 12 bytes for types 0 and
    /// 3, 8 for the others).
    public static func headerBytes(sectionType: UInt8) -> Int { sectionType == 0 || sectionType == 3 ? 12 : 8 }

    static let knownSectionTypes: Set<UInt8> = [0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11]

    func emit<S: BitSink>(_ s: inout S, context: FronthaulContext) {
        let st = sectionType
        s.begin("C-plane section type \(st)")
        s.put("oran_fh_cus.data_direction", dataDirection, 1)
        s.put("oran_fh_cus.payloadVersion", payloadVersion, 3)
        switch st {
        case 4, 8: s.put("oran_fh_cus.frameStructure.spacing", filterIndex, 4)
        case 7, 10, 11: s.put("oran_fh_cus.reserved4", filterIndex, 4)
        default: s.put("oran_fh_cus.filterIndex", filterIndex, 4)
        }
        s.put("oran_fh_cus.frameId", frameId, 8)
        s.put("oran_fh_cus.subframe_id", subframeId, 4)
        s.put("oran_fh_cus.slotId", slotId, 6)
        s.derived("oran_fh_cus.refa", .string("\(frameId)-\(subframeId)-\(slotId)"))
        switch st {
        case 7: s.put("oran_fh_cus.reserved", startSymbolId, 6)
        case 8, 9: s.put("oran_fh_cus.symbolId", startSymbolId, 6)
        default: s.put("oran_fh_cus.startSymbolId", startSymbolId, 6)
        }
        switch st {
        case 4:
            s.put("oran_fh_cus.reserved4", numberOfSections >> 4, 4)
            s.put("oran_fh_cus.cmdScope", numberOfSections & 15, 4)
        case 8:
            s.put("oran_fh_cus.reserved", numberOfSections >> 1, 7)
            s.put("oran_fh_cus.ready", numberOfSections & 1, 1)
        case 7: s.put("oran_fh_cus.reserved8", numberOfSections, 8)
        default: s.put("oran_fh_cus.numberOfSections", numberOfSections, 8)
        }
        s.put("oran_fh_cus.sectionType", sectionType, 8)
        switch st {
        case 0, 3:
            s.put("oran_fh_cus.timeOffset", timeOffset, 16)
            s.put("oran_fh_cus.frameStructure.fft", frameStructure >> 4, 4)
            s.put("oran_fh_cus.frameStructure.spacing", frameStructure & 15, 4)
            s.put("oran_fh_cus.cpLength", cpLength, 16)
            if st == 3 {
                s.put("oran_fh_cus.udCompHdrWidth", udCompHdr >> 4, 4)
                s.put("oran_fh_cus.udCompHdrMeth", udCompHdr & 15, 4)
            } else {
                s.put("oran_fh_cus.reserved8", reservedHeader, 8)
            }
        case 1, 5:
            s.put("oran_fh_cus.udCompHdrWidth", udCompHdr >> 4, 4)
            s.put("oran_fh_cus.udCompHdrMeth", udCompHdr & 15, 4)
            s.put("oran_fh_cus.reserved8", reservedHeader, 8)
        case 6:
            s.put("oran_fh_cus.numberOfUEs", typeByte6, 8)
            s.put("oran_fh_cus.ciCompHdr", typeByte7, 8)
        case 4:
            s.put("oran_fh_cus.numberOfST4Cmds", typeByte6, 8)
            s.put("oran_fh_cus.reserved8", reservedHeader, 8)
        case 8:
            s.put("oran_fh_cus.numberOfAcks", typeByte6, 8)
            s.put("oran_fh_cus.numberOfNacks", typeByte7, 8)
        case 9:
            s.put("oran_fh_cus.numSinrPerPrb", typeByte6 >> 5, 3)
            s.put("oran_fh_cus.reserved", typeByte6 & 31, 5)
            s.put("oran_fh_cus.reserved8", reservedHeader, 8)
        default:
            s.put("oran_fh_cus.reserved16", reservedHeader, 16)
        }
        for section in sections { section.emit(&s, sectionType: st, message: self, context: context) }
        body.emit(&s)
        if !trailing.isEmpty { s.putBytes("", trailing[...]) }
        s.end()
    }
}

/// One C-plane section (O-RAN.WG4.CUS §7.4, section fields §7.5.3). The 15-bit field after `ef` is
/// beamId (ST1, ST3), ueId (ST5, ST6, ST10) or reserved (ST0, ST11); it is held in `beamId` in
/// every case.
public struct CPlaneSection: Hashable, Sendable {
    public var sectionId: UInt16 = 0
    public var rb: Bool = false
    /// symInc (reserved bit in ST10/ST11).
    public var symInc: Bool = false
    public var startPrbc: UInt16 = 0
    /// numPrbc; 0 = all PRBs of the carrier.
    public var numPrbc: UInt8 = 0
    public var reMask: UInt16 = 0xFFF
    public var numSymbol: UInt8 = 14
    public var ef: Bool = false
    public var beamId: UInt16 = 0
    /// ST3.
    public var freqOffset: UInt32 = 0
    public var reserved8: UInt8 = 0
    /// ST6: regularizationFactor (int16 raw) and the reserved nibble of byte 4.
    public var regularizationFactor: UInt16 = 0
    public var reserved4: UInt8 = 0
    /// ST6 channel-information bytes (ciCompParam + ciIsample/ciQsample per PRB and TRX, then pad).
    public var ciData: [UInt8] = []
    public var extensions: [SectionExtension] = []
    /// ST9 SINR data, ST10 measurement reports, ST11 measurement commands, as wire fields.
    public var body: [WireField] = []

    public init() {}

    /// ueId view of the 15-bit field (ST5, ST6, ST10).
    public var ueId: UInt16 { beamId }
    /// freqOffset as a signed value (ST3).
    public var freqOffsetSigned: Int32 { Int32(bitPattern: freqOffset << 8) >> 8 }

    func emit<S: BitSink>(_ s: inout S, sectionType st: UInt8, message: CPlaneMessage, context: FronthaulContext) {
        s.begin(st == 6 ? "Section (UE \(beamId))" : "Section, Id: \(sectionId)")
        if st == 6 {
            s.put("oran_fh_cus.ef", ef)
            s.put("oran_fh_cus.ueId", beamId, 15)
            s.put("oran_fh_cus.regularizationFactor", regularizationFactor, 16)
            s.put("oran_fh_cus.reserved4", reserved4, 4)
            s.put("oran_fh_cus.rb", rb)
            s.put("oran_fh_cus.symInc", symInc)
            s.put("oran_fh_cus.startPrbc", startPrbc, 10)
            s.put("oran_fh_cus.numPrbc", numPrbc, 8)
            s.putBytes("oran_fh_cus.ciSample", ciData[...])
            for e in extensions { e.emit(&s) }
            s.end()
            return
        }
        s.put("oran_fh_cus.sectionId", sectionId, 12)
        s.put("oran_fh_cus.rb", rb)
        s.put(st == 10 || st == 11 ? "oran_fh_cus.reserved" : "oran_fh_cus.symInc", symInc)
        if st == 9 {
            s.put("oran_fh_cus.startPrbu", startPrbc, 10)
            s.put("oran_fh_cus.numPrbu", numPrbc, 8)
            body.emit(&s)
            s.end()
            return
        }
        s.put("oran_fh_cus.startPrbc", startPrbc, 10)
        s.put("oran_fh_cus.numPrbc", numPrbc, 8)
        s.put("oran_fh_cus.reMask", reMask, 12)
        s.put("oran_fh_cus.numSymbol", numSymbol, 4)
        s.put("oran_fh_cus.ef", ef)
        switch st {
        case 0, 11: s.put("oran_fh_cus.reserved", beamId, 15)
        case 5, 10: s.put("oran_fh_cus.ueId", beamId, 15)
        default: s.put("oran_fh_cus.beamId", beamId, 15)
        }
        if st == 3 {
            s.put("oran_fh_cus.freqOffset", freqOffset, 24)
            s.put("oran_fh_cus.reserved8", reserved8, 8)
        }
        for e in extensions { e.emit(&s) }
        body.emit(&s)
        s.end()
    }
}
