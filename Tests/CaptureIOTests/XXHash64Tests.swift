import CaptureIO
import Foundation
import TestSupport
import Testing
import WireCore

/// ``XXHash64`` (the content checksum of the Zstandard frames the tool ends with raw blocks of
/// its own, ``CompressedTail``) against two implementations nobody here wrote: the xxHash
/// authors' Python binding (all 64 bits, with seeds), and libzstd through the `zstd` tool, whose
/// frame checksum is the hash's lower 32 bits (RFC 8878 §3.1.1).
@Suite struct XXHash64Tests {
    /// Lengths around every branch: the empty input, the tails of 1–7, 8–31 octets, one stripe
    /// and more, up to some stripes past 64 KiB; and seeds of every size.
    static func inputs() -> [(bytes: [UInt8], seed: UInt64)] {
        var rng = SeededRandom(state: 31)
        var out: [(bytes: [UInt8], seed: UInt64)] = []
        for length in Array(0...100) + [127, 128, 129, 1_000, 4_095, 65_536 + 17] {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            out.append((bytes, length % 3 == 0 ? 0 : length % 3 == 1 ? UInt64(length) : rng.next()))
        }
        return out
    }

    @Test(.requires(.xxhash)) func pythonsXXHashAgrees() throws {
        let inputs = Self.inputs()
        let script = """
            import sys, xxhash
            for line in sys.stdin.read().split("\\n"):
                seed, *data = line.split(" ")
                print("%016x" % xxhash.xxh64(bytes.fromhex(data[0] if data else ""), seed=int(seed)).intdigest())
            """
        let lines = inputs.map { "\($0.seed) " + $0.bytes.map { String(format: "%02x", $0) }.joined() }
        let r = try Subprocess.run(try #require(Oracle.python3), ["-c", script], stdin: lines.joined(separator: "\n"))
        #expect(r.status == 0, "\(r.stderr)")
        let expected = r.stdout.split(separator: "\n").map(String.init)
        try #require(expected.count == inputs.count, "\(r.stdout)")
        for (i, input) in inputs.enumerated() {
            let ours = String(XXHash64.hash(input.bytes, seed: input.seed), radix: 16)
            #expect(String(repeating: "0", count: 16 - ours.count) + ours == expected[i], "length \(input.bytes.count), seed \(input.seed)")
        }
    }

    /// The hash does not depend on how the input is cut into updates (empty ones included).
    @Test func anyCutGivesTheSameHash() {
        var rng = SeededRandom(state: 5)
        let bytes = (0..<20_000).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        let whole = XXHash64.hash(bytes, seed: 9)
        for _ in 0..<50 {
            var h = XXHash64(seed: 9)
            var at = 0
            while at < bytes.count {
                let take = min(bytes.count - at, Int(rng.next() % 3 == 0 ? rng.next() % 4 : rng.next() % 100))
                bytes[at..<(at + take)].withUnsafeBytes { h.update($0) }
                at += take
            }
            #expect(h.digest() == whole && h.length == UInt64(bytes.count))
        }
    }

    /// libzstd ends a frame with the lower 32 bits of XXH64 (seed 0) of its content.
    @Test(.requires(.zstd)) func libzstdsChecksumAgrees() throws {
        let directory = try makeTemporaryDirectory("xxhash64")
        defer { try? FileManager.default.removeItem(at: directory) }
        for (i, input) in Self.inputs().enumerated() where i % 7 == 0 || input.bytes.count > 100 {
            let plain = directory.appendingPathComponent("in-\(i)").path
            try Data(input.bytes).write(to: URL(fileURLWithPath: plain))
            let r = try Subprocess.run("zstd", ["-q", "-f", "--check", plain, "-o", plain + ".zst"])
            try #require(r.status == 0, "\(r.stderr)")
            let frame = try [UInt8](Data(contentsOf: URL(fileURLWithPath: plain + ".zst")))
            let checksum = frame.suffix(4).reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(checksum == UInt32(truncatingIfNeeded: XXHash64.hash(input.bytes)), "length \(input.bytes.count)")
        }
    }
}
