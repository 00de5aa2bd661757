import Foundation
import Fronthaul
import TestSupport
import WireCore

/// Fronthaul test helpers: a test-only pcap reader/writer, Ethernet framing, seeded PRNG
/// (oracle availability, subprocesses and paths come from TestSupport).
enum Support {
    /// `shared/testdata/fronthaul` (tests that read it require `.shared`).
    static var fronthaulData: URL { Oracle.shared("testdata/fronthaul") }

    /// Writes a classic little-endian Ethernet pcap.
    static func writePcap(_ frames: [[UInt8]], to url: URL) throws {
        var d = [UInt8]()
        func le32(_ v: UInt32) { d += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)] }
        func le16(_ v: UInt16) { d += [UInt8(v & 0xFF), UInt8(v >> 8)] }
        le32(0xA1B2_C3D4); le16(2); le16(4); le32(0); le32(0); le32(262_144); le32(1)
        for (n, f) in frames.enumerated() {
            le32(UInt32(n / 1000)); le32(UInt32(n % 1000)); le32(UInt32(f.count)); le32(UInt32(f.count))
            d += f
        }
        try Data(d).write(to: url)
    }

    /// Wraps an eCPRI PDU in Ethernet II (EtherType 0xAEFE), padded to 60 bytes.
    static func ethernet(_ pdu: [UInt8], vlan: UInt16? = nil) -> [UInt8] {
        var f: [UInt8] = [0x02, 0, 0, 0, 0, 0x01, 0x02, 0, 0, 0, 0, 0x02]
        if let vlan { f += [0x81, 0x00, UInt8(vlan >> 8), UInt8(vlan & 0xFF)] }
        f += [0xAE, 0xFE]
        f += pdu
        while f.count < 60 { f.append(0) }
        return f
    }

    /// The shared seeded generator (SplitMix64), so failures reproduce from the seed.
    typealias Rng = SeededRandom

    static func seed(_ name: String) -> UInt64 {
        if let s = ProcessInfo.processInfo.environment["RANCONFORM_SEED"], let v = UInt64(s) { return v }
        // A fixed seed per test so CI is reproducible; RANCONFORM_SEED explores other ones.
        return name.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
    static func fuzzCount(_ defaultCount: Int) -> Int {
        if let s = ProcessInfo.processInfo.environment["RANCONFORM_FUZZ_COUNT"], let v = Int(s), v > 0 { return v }
        return defaultCount
    }
}

extension SeededRandom {
    /// The top `n` bits of the next value.
    mutating func bits(_ n: Int) -> UInt64 { n == 0 ? 0 : next() >> UInt64(64 - n) }
    mutating func int(_ r: ClosedRange<Int>) -> Int { Int.random(in: r, using: &self) }
    mutating func bool() -> Bool { next() & 1 == 1 }
}
