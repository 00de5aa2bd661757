/// Frames assembled by hand from the header diagrams (IEEE 802.3, 802.1Q, RFC 791, RFC 768,
/// RFC 9260), used when scapy is absent and for exact-offset checks.
enum HandFrames {
    static let dst: [UInt8] = [0x02, 0, 0, 0, 0xbb, 0x01]
    static let src: [UInt8] = [0x02, 0, 0, 0, 0xaa, 0x01]

    static func be16(_ v: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)] }
    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    /// IPv4 header (no options, checksum left 0) around `payload`.
    static func ipv4(proto: UInt8, payload: [UInt8], id: Int = 1, flagsOffset: Int = 0, src: UInt32 = 0x0A00_0001, dst: UInt32 = 0x0A00_0002) -> [UInt8] {
        [0x45, 0] + be16(20 + payload.count) + be16(id) + be16(flagsOffset) + [64, proto, 0, 0] + be32(src) + be32(dst) + payload
    }

    /// SCTP common header and chunks (RFC 9260 clause 3.1).
    static func sctp(srcPort: Int = 40000, dstPort: Int = 38472, tag: UInt32 = 7, chunks: [[UInt8]]) -> [UInt8] {
        be16(srcPort) + be16(dstPort) + be32(tag) + be32(0) + chunks.flatMap { $0 }
    }

    /// DATA chunk (RFC 9260 clause 3.3.1), padded to 4 bytes.
    static func data(flags: UInt8, tsn: UInt32, stream: Int = 0, ssn: Int = 0, ppid: UInt32 = 62, _ payload: [UInt8]) -> [UInt8] {
        let body = be32(tsn) + be16(stream) + be16(ssn) + be32(ppid) + payload
        let chunk = [0, flags] + be16(4 + body.count) + body
        return chunk + [UInt8](repeating: 0, count: (4 - chunk.count % 4) % 4)
    }

    static func ethernet(type: Int, _ payload: [UInt8], tags: [(Int, Int)] = []) -> [UInt8] {
        var frame = dst + src
        for (tpid, tci) in tags { frame += be16(tpid) + be16(tci) }
        frame += be16(type) + payload
        return frame + [UInt8](repeating: 0, count: max(0, 60 - frame.count))
    }

    /// F1AP over SCTP over IPv4 in a tagged Ethernet frame.
    static var f1apFrame: [UInt8] {
        ethernet(type: 0x0800, ipv4(proto: 132, payload: sctp(chunks: [data(flags: 3, tsn: 10, [0x00, 0x01, 0x00, 0x0a, 0x42])])), tags: [(0x8100, 0xA064)])
    }

    /// eCPRI behind two tags, padded to 60 bytes.
    static var ecpriFrame: [UInt8] {
        ethernet(type: 0xAEFE, [0x10, 0x00, 0x00, 0x04, 1, 2, 3, 4], tags: [(0x88A8, 0x2064), (0x8100, 0x60C8)])
    }

    /// UDP inside IPv4 with minimum-frame padding after it.
    static var paddedUDPFrame: [UInt8] {
        ethernet(type: 0x0800, ipv4(proto: 17, payload: be16(1000) + be16(5555) + be16(10) + be16(0) + [0xAB, 0xCD]))
    }

    static var all: [[UInt8]] { [f1apFrame, ecpriFrame, paddedUDPFrame] }
}
