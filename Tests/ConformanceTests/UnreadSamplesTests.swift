@testable import Conformance
import Fronthaul
import NetLayers
import Testing
import TestSupport

/// A part state's zeroing of the IQ samples no rule reads (``UnreadSamples``): every block keeps
/// FH-UP-BFP-MIN's judgement (|m| ≥ 2^(w−2), the checker's and the decoder's opt-in screen's) and
/// the stricter reading of an encoder that truncates,
/// the frame keeps its CRC-32 and the octets frame comparisons read, and what is left is mostly
/// zeros, for every mantissa width and the edge value −2^(w−2).
@Suite struct UnreadSamplesTests {
    /// The 24 mantissas of the block at `at`, read bit by bit (two's complement, first bit first).
    static func mantissas(_ bytes: [UInt8], at: Int, width: Int) -> [Int] {
        (0..<24).map { j in
            var v = 0
            for k in 0..<width {
                let bit = j * width + k
                v = v << 1 | Int(bytes[at + 1 + bit / 8] >> (7 - UInt8(bit % 8)) & 1)
            }
            return v >= 1 << (width - 1) ? v - (1 << width) : v
        }
    }

    /// FH-UP-BFP-MIN's checker: the exponent is needed when some |m| ≥ 2^(w−2).
    static func checkerNeeds(_ ms: [Int], width: Int) -> Bool { ms.contains { abs($0) >= 1 << (width - 2) } }
    /// The stricter reading: needed when some m lies outside [−2^(w−2), 2^(w−2)).
    static func strictNeeds(_ ms: [Int], width: Int) -> Bool { ms.contains { $0 >= 1 << (width - 2) || $0 < -(1 << (width - 2)) } }

    @Test(arguments: Array(2...16))
    func everyReadingOfEveryBlockIsKept(width: Int) {
        var rng = SeededRandom(state: UInt64(width) &* 0x9E37_79B9)
        let small = 1 << (width - 2), full = 1 << (width - 1)
        var zeroed = 0
        let trials = 80
        for trial in 0..<trials {
            var blocks: [(UInt8, [Int])] = []
            let prbs = 1 + Int(rng.next() % 20)
            for _ in 0..<prbs {
                let exponent = UInt8(rng.next() % 5 == 0 ? 0 : 1 + rng.next() % 15) | UInt8(rng.next() % 8 == 0 ? 0x30 : 0)
                var ms = (0..<24).map { _ in Int(rng.next() % UInt64(2 * small - 1)) - (small - 1) }
                switch rng.next() % 5 {
                case 0: ms[Int(rng.next() % 24)] = Int(rng.next() % UInt64(2 * full)) - full
                case 1: ms[Int(rng.next() % 24)] = -small
                case 2:
                    ms[Int(rng.next() % 24)] = -small
                    ms[Int(rng.next() % 24)] = rng.next() % 2 == 0 ? small : -full
                case 3: ms = ms.map { _ in Int(rng.next() % UInt64(2 * full)) - full }
                default: break
                }
                blocks.append((exponent, ms))
            }
            let head = (0..<(UnreadSamples.untouchedHead + Int(rng.next() % 3) * 13 - 26)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let data = blocks.flatMap { BFPExponentScreenTests.block(exponent: $0.0, mantissas: $0.1, width: width) }
            let tail = (0..<(UnreadSamples.untouchedTail + Int(rng.next() % 20))).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let frame = head + data + tail
            var out: [UInt8] = []
            let changed = UnreadSamples.zero([SampleBlocks(offset: head.count, width: width, count: prbs)], of: frame[...], into: &out)
            guard changed else { continue }
            zeroed += 1
            let n = frame.count
            #expect(out.count == n)
            #expect(EthernetFCS.crc32(out[0..<(n - 4)]) == EthernetFCS.crc32(frame[0..<(n - 4)]), "width \(width) trial \(trial): CRC")
            #expect(out[0..<UnreadSamples.untouchedHead] == frame[0..<UnreadSamples.untouchedHead], "width \(width) trial \(trial): head")
            #expect(out[(n - UnreadSamples.untouchedTail)...] == frame[(n - UnreadSamples.untouchedTail)...], "width \(width) trial \(trial): tail")
            var nonZero = 0
            for (i, block) in blocks.enumerated() {
                let at = head.count + i * (1 + 3 * width)
                #expect(out[at] == frame[at], "width \(width) trial \(trial) PRB \(i): udCompParam")
                let before = Self.mantissas(frame, at: at, width: width)
                let after = Self.mantissas(out, at: at, width: width)
                guard at >= UnreadSamples.untouchedHead else {
                    #expect(after == before)
                    continue
                }
                nonZero += after.filter { $0 != 0 }.count
                if block.0 & 0x0F > 0 {
                    #expect(Self.checkerNeeds(after, width: width) == Self.checkerNeeds(before, width: width), "width \(width) trial \(trial) PRB \(i): checker")
                    #expect(Self.strictNeeds(after, width: width) == Self.strictNeeds(before, width: width), "width \(width) trial \(trial) PRB \(i): strict reading")
                }
            }
            // One mantissa kept per block, and the four octets that keep the CRC.
            #expect(nonZero <= prbs + 32 / width + 2, "width \(width) trial \(trial): \(nonZero) mantissas left")
            // The checker itself, over the whole section, finds the same first PRB.
            let format = IQFormat(method: Fronthaul.CompressionMethod.blockFloatingPoint, iqWidth: width)
            let original = BFPExponentChecker.firstNonMinimalPRB(UPlaneSection(numPrbu: UInt8(prbs), format: format, iqData: frame[head.count..<(head.count + data.count)]), width: width)
            let kept = BFPExponentChecker.firstNonMinimalPRB(UPlaneSection(numPrbu: UInt8(prbs), format: format, iqData: out[head.count..<(head.count + data.count)]), width: width)
            #expect(original?.index == kept?.index && original?.exponent == kept?.exponent, "width \(width) trial \(trial)")
        }
        #expect(zeroed >= trials / 2, "only \(zeroed) of \(trials) frames had a block to keep the CRC in")
    }

    /// Blocks outside the frame, or too close to its ends, are left alone; so is a frame too
    /// short to hold any.
    @Test func blocksNearTheEndsAreLeftAlone() {
        var rng = SeededRandom(state: 3)
        let frame = (0..<400).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        var out: [UInt8] = []
        // Blocks from offset 40 (inside the untouched head) to past the end.
        _ = UnreadSamples.zero([SampleBlocks(offset: 40, width: 9, count: 20)], of: frame[...], into: &out)
        #expect(out[0..<UnreadSamples.untouchedHead] == frame[0..<UnreadSamples.untouchedHead])
        #expect(out[(400 - UnreadSamples.untouchedTail)...] == frame[(400 - UnreadSamples.untouchedTail)...])
        var short: [UInt8] = []
        #expect(!UnreadSamples.zero([SampleBlocks(offset: 0, width: 9, count: 5)], of: frame.prefix(150), into: &short))
        #expect(short == Array(frame.prefix(150)))
    }
}
