import CaptureIO
import Foundation
import TestSupport
import Testing

/// ``RecordDigest`` (a part state's `headDigest`) is CRC-32 over each record's timestamp (64
/// bits), original and captured lengths and interface id (32 bits each), little-endian, then
/// its octets: Python's `zlib.crc32` (a CRC nobody here wrote) over the same layout agrees.
@Suite struct RecordDigestTests {
    @Test(.requires(.python3)) func pythonsCRC32Agrees() throws {
        var rng = SeededRandom(state: 7)
        var digest = RecordDigest()
        var lines: [String] = []
        for i in 0..<40 {
            let bytes = (0..<(i * 37 % 300)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let time = Int64(bitPattern: rng.next()) >> (i % 3 == 0 ? 0 : 20)
            let record = CaptureRecord(frameNumber: i + 1, timestampNanoseconds: time, capturedLength: bytes.count, originalLength: bytes.count + i % 5,
                                       linkType: LinkType(rawValue: 1), interfaceID: i % 4, bytes: bytes[...])
            digest.add(record)
            lines.append("\(time) \(bytes.count + i % 5) \(bytes.count) \(i % 4) \(bytes.map { String(format: "%02x", $0) }.joined())")
        }
        let script = """
            import struct, sys, zlib
            crc = 0
            for line in sys.stdin.read().split("\\n"):
                t, o, c, i, *h = line.split(" ")
                crc = zlib.crc32(struct.pack("<qIII", int(t), int(o), int(c), int(i)) + bytes.fromhex(h[0] if h else ""), crc)
            print("%08x" % crc)
            """
        let r = try Subprocess.run(try #require(Oracle.python3), ["-c", script], stdin: lines.joined(separator: "\n"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == digest.text)
        #expect(digest.count == 40)
    }
}
