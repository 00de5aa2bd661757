/// Checksums a frame writer needs to produce what NetLayers verifies: the SCTP CRC32c
/// (RFC 9260 clause 6.8, appendix A) and the IPv4 header checksum (RFC 791, RFC 1071).
public enum WireChecksums {
    /// CRC32c of an SCTP packet (common header and chunks) computed with the checksum field
    /// (bytes 8..<12) taken as zero, as the value to store there. RFC 9260 appendix A: the
    /// value goes on the wire least significant byte first (see ``storeSCTPChecksum(_:)``).
    public static func sctpCRC32c(_ packet: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        let table = CRC32c.table
        let checksumStart = packet.startIndex + 8
        var index = packet.startIndex
        while index < packet.endIndex {
            let byte: UInt8 = (index >= checksumStart && index < checksumStart + 4) ? 0 : packet[index]
            crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
            index += 1
        }
        return ~crc
    }

    /// Computes and stores the CRC32c of a complete SCTP packet in its checksum field.
    public static func storeSCTPChecksum(_ packet: inout [UInt8]) {
        guard packet.count >= 12 else { return }
        let crc = sctpCRC32c(packet[...])
        packet[8] = UInt8(truncatingIfNeeded: crc)
        packet[9] = UInt8(truncatingIfNeeded: crc >> 8)
        packet[10] = UInt8(truncatingIfNeeded: crc >> 16)
        packet[11] = UInt8(truncatingIfNeeded: crc >> 24)
    }

    /// RFC 1071 ones-complement checksum of `bytes`: the value to store in an IPv4 header whose
    /// checksum field is zero (and zero over a header that verifies).
    public static func internet(_ bytes: ArraySlice<UInt8>) -> UInt16 { internetChecksum(bytes) }
}
