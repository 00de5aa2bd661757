import CaptureIO
import Foundation
import Testing
import WireCore
import TestSupport

/// Corrupt lengths in the middle of a file: one warning with the byte offset, reading stops,
/// the frames before are kept. Then seeded random corruption: always terminates, never crashes.
@Suite struct CorruptionTests {
    /// Two good packets, then the block under test, then one more good packet.
    static func pcapngWithBadBlock(_ bad: [UInt8], bigEndian: Bool = false) -> (bytes: [UInt8], badOffset: Int) {
        var bytes = PcapngSpec.sectionHeader(bigEndian: bigEndian)
        bytes += PcapngSpec.interface(bigEndian: bigEndian, linkType: 1, snapLength: 0)
        bytes += PcapngSpec.enhancedPacket(bigEndian: bigEndian, interface: 0, units: 1, data: payload(50, seed: 1))
        bytes += PcapngSpec.enhancedPacket(bigEndian: bigEndian, interface: 0, units: 2, data: payload(51, seed: 2))
        let badOffset = bytes.count
        bytes += bad
        bytes += PcapngSpec.enhancedPacket(bigEndian: bigEndian, interface: 0, units: 3, data: payload(52, seed: 3))
        return (bytes, badOffset)
    }

    static func rawBlock(type: UInt32, leading: UInt32, bodyCount: Int, trailing: UInt32) -> [UInt8] {
        var out = SpecBytes(bigEndian: false)
        out.u32(type)
        out.u32(leading)
        out.raw([UInt8](repeating: 0, count: bodyCount))
        out.u32(trailing)
        return out.bytes
    }

    @Test(arguments: [
        ("too small", rawBlock(type: 6, leading: 8, bodyCount: 0, trailing: 8), "less than 12"),
        ("not a multiple of 4", rawBlock(type: 6, leading: 42, bodyCount: 30, trailing: 42), "multiple of 4"),
        ("trailing mismatch", rawBlock(type: 5, leading: 24, bodyCount: 12, trailing: 28), "does not match"),
        ("absurd size", rawBlock(type: 6, leading: 0x7FFF_FFF0, bodyCount: 40, trailing: 52), "exceeds the limit"),
        ("EPB shorter than its fields", rawBlock(type: 6, leading: 24, bodyCount: 12, trailing: 24), "less than 32"),
        (
            "captured length beyond block",
            {
                var block = PcapngSpec.enhancedPacket(
                    bigEndian: false, interface: 0, units: 1, data: payload(8, seed: 0))
                block[20] = 200  // captured length 200 in a 40-byte block
                return block
            }(), "does not fit"
        ),
        (
            "unknown interface", PcapngSpec.enhancedPacket(bigEndian: false, interface: 7, units: 1, data: [1]),
            "interface 7"
        ),
        (
            "bad byte-order magic in a later SHB",
            rawBlock(type: 0x0A0D_0D0A, leading: 28, bodyCount: 16, trailing: 28), "byte-order magic"
        ),
    ])
    func corruptPcapngBlockStopsWithOneWarning(label: String, block: [UInt8], messagePart: String) throws {
        let (bytes, badOffset) = Self.pcapngWithBadBlock(block)
        let result = readAll(try CaptureReader(bytes: bytes))
        #expect(result.frames.count == 2, "\(label)")
        #expect(result.warnings.count == 1, "\(label): \(result.warnings)")
        #expect(result.warnings.first?.byteOffset == Int64(badOffset), "\(label)")
        #expect(result.warnings.first?.message.contains(messagePart) == true, "\(label): \(result.warnings)")
    }

    @Test func corruptPcapRecordLengthStops() throws {
        var bytes = PcapSpec.fileHeader(bigEndian: true, nanosecond: false, snapLength: 65535, linkType: 1)
        bytes += PcapSpec.record(bigEndian: true, seconds: 1, fraction: 2, data: payload(60, seed: 1))
        let badOffset = bytes.count
        var bad = SpecBytes(bigEndian: true)
        bad.u32(3)
        bad.u32(4)
        bad.u32(UInt32(Limits.maximumRecordBytes + 1))
        bad.u32(60)
        bytes += bad.bytes + payload(100, seed: 2)
        let result = readAll(try CaptureReader(bytes: bytes))
        #expect(result.frames.count == 1)
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.byteOffset == Int64(badOffset))
        #expect(result.warnings.first?.frameNumber == 2)
    }

    @Test func malformedOptionIsNotFatal() throws {
        // An opt_comment claiming 200 bytes in a small EPB: the packet is kept, one warning.
        var block = PcapngSpec.enhancedPacket(
            bigEndian: false, interface: 0, units: 1, data: payload(4, seed: 1), comments: ["abcd"])
        block[34] = 200  // option length low byte (LE) of the comment (type 4, length 4, 20 of fields, 4 data, code 2)
        let (bytes, _) = Self.pcapngWithBadBlock(block)
        let result = readAll(try CaptureReader(bytes: bytes))
        #expect(result.frames.count == 4)
        #expect(result.frames[2].comments.isEmpty)
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.frameNumber == 3)
    }

    /// Seeded random byte corruption of valid files: the reader ends, and never crashes.
    /// RANCONFORM_FUZZ_COUNT sets the number of mutants (default 300).
    @Test func randomCorruptionTerminates() throws {
        let count = Int(ProcessInfo.processInfo.environment["RANCONFORM_FUZZ_COUNT"] ?? "") ?? 300
        let seed = FuzzSeed.value(default: UInt64.random(in: 1...UInt64.max))
        print("random corruption: seed \(seed) (set RANCONFORM_FUZZ_SEED to replay), \(count) mutants per file")
        var generator = SplitMix64(seed: seed)
        let originals = [
            TruncationTests.pcapLayout().bytes, TruncationTests.pcapngLayout().bytes,
            HandAssembledPcapngTests.twoSectionFile().bytes,
        ]
        var readable = 0
        var rejected = 0
        for original in originals {
            for _ in 0..<count {
                var mutant = original
                let flips = Int(generator.next() % 8) + 1
                for _ in 0..<flips {
                    let position = Int(generator.next() % UInt64(mutant.count))
                    switch generator.next() % 4 {
                    case 0: mutant[position] = UInt8(truncatingIfNeeded: generator.next())
                    case 1: mutant[position] ^= 1 << UInt8(generator.next() % 8)
                    case 2: mutant[position] = 0xFF
                    default: mutant[position] = 0
                    }
                }
                if generator.next() % 4 == 0 {
                    mutant.removeLast(Int(generator.next() % UInt64(mutant.count)))
                }
                do {
                    let result = readAll(try CaptureReader(bytes: mutant), maximumFrames: 10_000)
                    #expect(result.frames.count <= mutant.count / 12)
                    #expect(result.warnings.count <= 65)
                    readable += 1
                } catch {
                    #expect(!error.description.contains("\n"))
                    rejected += 1
                }
            }
        }
        print("random corruption: \(readable) mutants read to their end, \(rejected) rejected with a CaptureError")
    }
}

/// The shared seeded generator (SplitMix64), so failures reproduce from the seed.
typealias SplitMix64 = SeededRandom

extension CorruptionTests {
    @Test func corruptInterfaceBlockStopsAtItsOffset() throws {
        let (bytes, badOffset) = Self.pcapngWithBadBlock(
            Self.rawBlock(type: 1, leading: 16, bodyCount: 4, trailing: 16))
        let reader = try CaptureReader(bytes: bytes)
        let result = readAll(reader)
        #expect(result.frames.count == 2)
        #expect(result.warnings.map(\.byteOffset) == [Int64(badOffset)])
        #expect(reader.bytesConsumed == Int64(badOffset))
    }
}
