import WireCore

/// CRC32c (Castagnoli, reflected polynomial 0x82F63B78) as SCTP uses it (RFC 9260 appendix A).
enum CRC32c {
    static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? (c >> 1) ^ 0x82F6_3B78 : c >> 1 }
        return c
    }

    /// True when the SCTP packet's checksum field (bytes 8..<12) matches its contents.
    static func verifies(_ packet: ArraySlice<UInt8>) -> Bool {
        guard packet.count >= 12 else { return false }
        var crc: UInt32 = 0xFFFF_FFFF
        let table = Self.table
        var index = packet.startIndex
        let checksumStart = packet.startIndex + 8
        while index < packet.endIndex {
            let byte: UInt8 = (index >= checksumStart && index < checksumStart + 4) ? 0 : packet[index]
            crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
            index += 1
        }
        let value = ~crc
        // Appendix A: the CRC goes on the wire least significant byte first.
        let stored = UInt32(packet[checksumStart]) | UInt32(packet[checksumStart + 1]) << 8
            | UInt32(packet[checksumStart + 2]) << 16 | UInt32(packet[checksumStart + 3]) << 24
        return stored == value
    }
}
