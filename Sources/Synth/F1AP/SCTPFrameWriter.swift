import NetLayers

/// Wraps SCTP chunks into complete link-layer frames: Ethernet II (IEEE 802.3 clause 3), an
/// optional IEEE 802.1Q tag, IPv4 (RFC 791, DF set, header checksum) and the SCTP common header
/// (RFC 9260 clause 3.1) with its CRC32c (clause 6.8).
struct SCTPFrameWriter: Sendable {
    /// Largest IPv4 datagram the link carries (Ethernet payload without jumbo frames).
    static let mtu = 1500
    /// Bytes of chunks one packet may carry: MTU minus the IPv4 and SCTP common headers.
    static let chunkBudget = mtu - 20 - 12

    let du: F1APEndpoint
    let cu: F1APEndpoint
    /// IPv4 Identification per direction (0: DU→CU, 1: CU→DU).
    private var identification: [UInt16]

    init(du: F1APEndpoint, cu: F1APEndpoint, firstIdentification: (UInt16, UInt16)) {
        self.du = du
        self.cu = cu
        identification = [firstIdentification.0, firstIdentification.1]
    }

    /// One frame from `fromDU`'s side carrying `chunks` (each already padded) under `verificationTag`.
    mutating func frame(fromDU: Bool, verificationTag: UInt32, chunks: [[UInt8]]) -> [UInt8] {
        let source = fromDU ? du : cu
        let destination = fromDU ? cu : du
        var sctp: [UInt8] = []
        sctp.reserveCapacity(12 + chunks.reduce(0) { $0 + $1.count })
        SCTPChunks.append16(&sctp, source.sctpPort)
        SCTPChunks.append16(&sctp, destination.sctpPort)
        SCTPChunks.append32(&sctp, verificationTag)
        SCTPChunks.append32(&sctp, 0)
        for c in chunks { sctp += c }
        WireChecksums.storeSCTPChecksum(&sctp)

        let direction = fromDU ? 0 : 1
        let id = identification[direction]
        identification[direction] = id &+ 1
        var ip: [UInt8] = [0x45, 0x00]
        SCTPChunks.append16(&ip, UInt16(truncatingIfNeeded: 20 + sctp.count))
        SCTPChunks.append16(&ip, id)
        SCTPChunks.append16(&ip, 0x4000)  // DF, fragment offset 0
        ip += [64, 132, 0, 0]  // TTL, protocol SCTP, checksum placeholder
        ip += Self.ipv4(source.ipv4)
        ip += Self.ipv4(destination.ipv4)
        let checksum = WireChecksums.internet(ip[...])
        ip[10] = UInt8(checksum >> 8)
        ip[11] = UInt8(truncatingIfNeeded: checksum)

        var frame: [UInt8] = []
        frame.reserveCapacity(18 + ip.count + sctp.count)
        frame += Self.mac(destination.mac)
        frame += Self.mac(source.mac)
        if let vlan = source.vlan ?? destination.vlan {
            frame += [0x81, 0x00]
            SCTPChunks.append16(&frame, vlan & 0x0FFF)
        }
        frame += [0x08, 0x00]
        frame += ip
        frame += sctp
        // Ethernet minimum frame size (60 octets without FCS): pad after the IP datagram.
        while frame.count < 60 { frame.append(0) }
        return frame
    }

    static func mac(_ m: [UInt8]) -> [UInt8] {
        m.count == 6 ? m : Array((m + [UInt8](repeating: 0, count: 6)).prefix(6))
    }

    static func ipv4(_ a: [UInt8]) -> [UInt8] {
        a.count == 4 ? a : Array((a + [0, 0, 0, 0]).prefix(4))
    }
}
