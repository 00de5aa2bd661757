import Foundation

/// Bytes laid out by hand as draft-ietf-opsawg-pcap and draft-ietf-opsawg-pcapng describe them,
/// in either byte order. Deliberately independent of CaptureIO's writers: these are the
/// "assembled byte by byte from the spec" inputs of the tests.
struct SpecBytes {
    var bigEndian: Bool
    var bytes: [UInt8] = []

    init(bigEndian: Bool) { self.bigEndian = bigEndian }

    mutating func u8(_ value: UInt8) { bytes.append(value) }

    mutating func u16(_ value: UInt16) {
        let pair = [UInt8(value >> 8), UInt8(value & 0xFF)]
        bytes += bigEndian ? pair : pair.reversed()
    }

    mutating func u32(_ value: UInt32) {
        let quad = [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
        bytes += bigEndian ? quad : quad.reversed()
    }

    mutating func u64(_ value: UInt64) {
        var eight: [UInt8] = []
        for index in (0..<8).reversed() { eight.append(UInt8((value >> UInt64(index * 8)) & 0xFF)) }
        bytes += bigEndian ? eight : eight.reversed()
    }

    mutating func raw(_ values: [UInt8]) { bytes += values }

    mutating func padToFour() {
        while bytes.count % 4 != 0 { bytes.append(0) }
    }
}

/// pcapng blocks (draft-ietf-opsawg-pcapng section 3.1: type, total length, body, total length).
enum PcapngSpec {
    static let sectionHeaderType: UInt32 = 0x0A0D_0D0A

    static func block(_ type: UInt32, bigEndian: Bool, body: (inout SpecBytes) -> Void) -> [UInt8] {
        var inner = SpecBytes(bigEndian: bigEndian)
        body(&inner)
        inner.padToFour()
        let total = UInt32(12 + inner.bytes.count)
        var whole = SpecBytes(bigEndian: bigEndian)
        whole.u32(type)
        whole.u32(total)
        whole.raw(inner.bytes)
        whole.u32(total)
        return whole.bytes
    }

    /// Options list (section 3.5): code, length, value padded to 32 bits, then opt_endofopt.
    static func options(_ list: [(UInt16, [UInt8])], into target: inout SpecBytes) {
        guard !list.isEmpty else { return }
        for (code, value) in list {
            target.u16(code)
            target.u16(UInt16(value.count))
            target.raw(value)
            target.padToFour()
        }
        target.u16(0)
        target.u16(0)
    }

    /// Section Header Block (4.1), version 1.0, section length -1.
    static func sectionHeader(bigEndian: Bool, options list: [(UInt16, [UInt8])] = []) -> [UInt8] {
        block(sectionHeaderType, bigEndian: bigEndian) { body in
            body.u32(0x1A2B_3C4D)
            body.u16(1)
            body.u16(0)
            body.u64(UInt64.max)
            options(list, into: &body)
        }
    }

    /// Interface Description Block (4.2).
    static func interface(
        bigEndian: Bool, linkType: UInt16, snapLength: UInt32, tsresol: UInt8? = nil, tsoffset: Int64? = nil,
        name: String? = nil
    ) -> [UInt8] {
        block(1, bigEndian: bigEndian) { body in
            body.u16(linkType)
            body.u16(0)
            body.u32(snapLength)
            var list: [(UInt16, [UInt8])] = []
            if let name { list.append((2, Array(name.utf8))) }
            if let tsresol { list.append((9, [tsresol])) }
            if let tsoffset {
                var value = SpecBytes(bigEndian: bigEndian)
                value.u64(UInt64(bitPattern: tsoffset))
                list.append((14, value.bytes))
            }
            options(list, into: &body)
        }
    }

    /// Enhanced Packet Block (4.3).
    static func enhancedPacket(
        bigEndian: Bool, interface: UInt32, units: UInt64, data: [UInt8], originalLength: Int? = nil,
        comments: [String] = [], otherOptions: [(UInt16, [UInt8])] = []
    ) -> [UInt8] {
        block(6, bigEndian: bigEndian) { body in
            body.u32(interface)
            body.u32(UInt32(units >> 32))
            body.u32(UInt32(units & 0xFFFF_FFFF))
            body.u32(UInt32(data.count))
            body.u32(UInt32(originalLength ?? data.count))
            body.raw(data)
            body.padToFour()
            options(otherOptions + comments.map { (1, Array($0.utf8)) }, into: &body)
        }
    }

    /// Simple Packet Block (4.4).
    static func simplePacket(bigEndian: Bool, originalLength: Int, data: [UInt8]) -> [UInt8] {
        block(3, bigEndian: bigEndian) { body in
            body.u32(UInt32(originalLength))
            body.raw(data)
        }
    }

    /// Obsolete Packet Block (appendix A): interface id u16, drops count u16.
    static func obsoletePacket(
        bigEndian: Bool, interface: UInt16, units: UInt64, data: [UInt8], originalLength: Int? = nil,
        comments: [String] = []
    ) -> [UInt8] {
        block(2, bigEndian: bigEndian) { body in
            body.u16(interface)
            body.u16(0)
            body.u32(UInt32(units >> 32))
            body.u32(UInt32(units & 0xFFFF_FFFF))
            body.u32(UInt32(data.count))
            body.u32(UInt32(originalLength ?? data.count))
            body.raw(data)
            body.padToFour()
            options(comments.map { (1, Array($0.utf8)) }, into: &body)
        }
    }

    /// Name Resolution Block (4.5) with one IPv4 record.
    static func nameResolution(bigEndian: Bool) -> [UInt8] {
        block(4, bigEndian: bigEndian) { body in
            body.u16(1)  // nrb_record_ipv4
            body.u16(13)
            body.raw([10, 0, 0, 1] + Array("host-a\0\0\0".utf8))
            body.padToFour()
            body.u16(0)
            body.u16(0)
        }
    }

    /// Interface Statistics Block (4.6).
    static func interfaceStatistics(bigEndian: Bool, interface: UInt32) -> [UInt8] {
        block(5, bigEndian: bigEndian) { body in
            body.u32(interface)
            body.u32(0)
            body.u32(1000)
        }
    }

    /// Decryption Secrets Block (4.7), TLS key log.
    static func decryptionSecrets(bigEndian: Bool) -> [UInt8] {
        let secrets = Array("CLIENT_RANDOM 00 11\n".utf8)
        return block(0x0A, bigEndian: bigEndian) { body in
            body.u32(0x544C_534B)
            body.u32(UInt32(secrets.count))
            body.raw(secrets)
        }
    }

    /// Custom Block (4.8), copiable (0x00000BAD) or not (0x40000BAD).
    static func custom(bigEndian: Bool, copiable: Bool) -> [UInt8] {
        block(copiable ? 0x0000_0BAD : 0x4000_0BAD, bigEndian: bigEndian) { body in
            body.u32(32473)  // the PEN reserved for examples
            body.raw([1, 2, 3, 4, 5])
        }
    }
}

/// Classic pcap (draft-ietf-opsawg-pcap sections 4 and 5).
enum PcapSpec {
    static func fileHeader(bigEndian: Bool, nanosecond: Bool, snapLength: UInt32, linkType: UInt32) -> [UInt8] {
        var out = SpecBytes(bigEndian: bigEndian)
        out.u32(nanosecond ? 0xA1B2_3C4D : 0xA1B2_C3D4)
        out.u16(2)
        out.u16(4)
        out.u32(0)
        out.u32(0)
        out.u32(snapLength)
        out.u32(linkType)
        return out.bytes
    }

    static func record(bigEndian: Bool, seconds: UInt32, fraction: UInt32, data: [UInt8], originalLength: Int? = nil)
        -> [UInt8]
    {
        var out = SpecBytes(bigEndian: bigEndian)
        out.u32(seconds)
        out.u32(fraction)
        out.u32(UInt32(data.count))
        out.u32(UInt32(originalLength ?? data.count))
        out.raw(data)
        return out.bytes
    }
}

/// Deterministic filler bytes for packet data.
func payload(_ count: Int, seed: UInt8) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ Int(seed)) }
}

func writeFile(_ bytes: [UInt8], to url: URL) throws {
    try Data(bytes).write(to: url)
}
