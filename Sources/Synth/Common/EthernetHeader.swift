/// Ethernet II header with an optional IEEE 802.1Q tag (the fronthaul transport of CUS §5.1.2).
enum EthernetHeader {
    static let ecpriEtherType: UInt16 = 0xAEFE
    static let ptpEtherType: UInt16 = 0x88F7

    /// Appends destination, source, an 802.1Q tag when `vlan` is given, and the EtherType.
    static func append(to bytes: inout [UInt8], destination: [UInt8], source: [UInt8], vlan: UInt16?, pcp: UInt8, etherType: UInt16) {
        bytes.append(contentsOf: destination.prefix(6))
        bytes.append(contentsOf: source.prefix(6))
        if let vlan {
            bytes.append(0x81)
            bytes.append(0x00)
            let tci = UInt16(pcp & 7) << 13 | (vlan & 0x0FFF)
            bytes.append(UInt8(tci >> 8))
            bytes.append(UInt8(tci & 0xFF))
        }
        bytes.append(UInt8(etherType >> 8))
        bytes.append(UInt8(etherType & 0xFF))
    }

    /// Pads to the 60-byte minimum frame (64 with the FCS, which captures leave out).
    static func pad(_ bytes: inout [UInt8]) {
        if bytes.count < 60 { bytes.append(contentsOf: repeatElement(0, count: 60 - bytes.count)) }
    }
}
