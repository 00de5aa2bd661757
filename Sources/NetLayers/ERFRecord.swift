/// One record of Endace's Extensible Record Format, as a pcap or pcapng file holds it under
/// LINKTYPE_ERF (197): what a DAG capture card writes (high-rate fronthaul labs capture with
/// them), and what Wireshark writes when an `.erf` capture is saved as pcapng.
///
/// ```
///  0 timestamp (8, little-endian 32.32 fixed point)   8 type (bit 7: extension headers follow)
///  9 flags (bits 0-1 capture port, 3 truncated, 4 receive error)   10 rlen (2)   12 lctr / color (2)
/// 14 wlen (2): the packet's length on the wire (Ethernet: FCS included)
/// 16 extension headers, 8 octets each (bit 7 of the first octet: another follows)
///    Ethernet types: offset (1), pad (1), then the frame; IPv4 / IPv6 types: the packet
/// ```
/// Ethernet record types are 2 (ETH), 11 (COLOR_ETH), 16 (DSM_COLOR_ETH) and 20
/// (COLOR_HASH_ETH); 22 and 23 carry IPv4 and IPv6. `rlen` counts the record's padding to an
/// 8-octet boundary too, so the packet ends at `wlen`, not at the record's end.
public struct ERFRecord: Sendable, Equatable {
    public static let linkType: UInt32 = 197
    public static let headerOctets = 16
    /// Extension headers read at most (each is 8 octets; the chain is bounded by the record too).
    static let maximumExtensionHeaders = 32

    public enum Payload: Sendable, Equatable { case ethernet, ipv4, ipv6 }

    /// The record type without the extension bit.
    public var type: UInt8
    public var flags: UInt8
    public var recordLength: Int
    public var lossCounter: Int
    public var wireLength: Int
    public var extensionHeaders: Int
    /// What the record carries; nil for a type not dissected (metadata, ATM, HDLC…).
    public var payload: Payload?
    /// Octets from the record's start to its packet.
    public var payloadOffset: Int

    /// Reads the header of the record at the start of `bytes`; nil when it is cut short.
    public init?(_ bytes: ArraySlice<UInt8>) {
        let s = bytes.startIndex
        guard bytes.count >= Self.headerOctets else { return nil }
        let rawType = bytes[s + 8]
        type = rawType & 0x7F
        flags = bytes[s + 9]
        recordLength = Int(bytes[s + 10]) << 8 | Int(bytes[s + 11])
        lossCounter = Int(bytes[s + 12]) << 8 | Int(bytes[s + 13])
        wireLength = Int(bytes[s + 14]) << 8 | Int(bytes[s + 15])
        var offset = Self.headerOctets
        var count = 0
        if rawType & 0x80 != 0 {
            var more = true
            while more {
                guard count < Self.maximumExtensionHeaders, bytes.count >= offset + 8 else { return nil }
                more = bytes[s + offset] & 0x80 != 0
                offset += 8
                count += 1
            }
        }
        extensionHeaders = count
        switch type {
        case 2, 11, 16, 20:
            guard bytes.count >= offset + 2 else { return nil }
            payload = .ethernet
            offset += 2
        case 22: payload = .ipv4
        case 23: payload = .ipv6
        default: payload = nil
        }
        payloadOffset = offset
    }

    /// The packet's octets in `bytes` (the record they were read from): from the payload offset
    /// to `wlen` octets on, or to the end of what was captured.
    public func packet(in bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let start = min(bytes.startIndex + payloadOffset, bytes.endIndex)
        return bytes[start..<min(bytes.endIndex, start + wireLength)]
    }

    /// Whether the capture holds less of the packet than `wlen` (the card's snap length, or the
    /// file's).
    public func packetCutShort(in bytes: ArraySlice<UInt8>) -> Bool {
        bytes.count < payloadOffset + wireLength
    }
}
