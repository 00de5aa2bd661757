@testable import Conformance
import Fronthaul
import Testing
import TestSupport

/// The branchless screen of ``BFPExponentChecker/firstNonMinimalPRB(_:width:)`` finds the same
/// PRB as a mantissa-by-mantissa reading, for every width, including the edge value −2^(w−2)
/// (top bits equal, yet |m| is not below 2^(w−2)) and blocks at the end of the data.
@Suite struct BFPExponentScreenTests {
    /// Writes 24 `width`-bit two's-complement mantissas after an exponent byte.
    static func block(exponent: UInt8, mantissas: [Int], width: Int) -> [UInt8] {
        var bits: [Bool] = []
        for m in mantissas {
            let v = UInt32(bitPattern: Int32(m)) & ((1 << UInt32(width)) - 1)
            for b in stride(from: width - 1, through: 0, by: -1) { bits.append(v >> UInt32(b) & 1 == 1) }
        }
        var out: [UInt8] = [exponent]
        for i in stride(from: 0, to: bits.count, by: 8) {
            var byte: UInt8 = 0
            for b in 0..<8 { byte = byte << 1 | (i + b < bits.count && bits[i + b] ? 1 : 0) }
            out.append(byte)
        }
        return out
    }

    /// The reference: first PRB with exponent > 0 and every |m| < 2^(w−2).
    static func reference(_ blocks: [(UInt8, [Int])], width: Int) -> (Int, UInt8)? {
        for (i, (e, ms)) in blocks.enumerated() where e & 0x0F > 0 && ms.allSatisfy({ abs($0) < 1 << (width - 2) }) { return (i, e & 0x0F) }
        return nil
    }

    @Test(arguments: Array(2...16))
    func screenAgreesWithTheMantissaReading(width: Int) {
        var rng = ScreenRandom(seed: UInt64(width) * 7919)
        let small = 1 << (width - 2), full = 1 << (width - 1)
        for trial in 0..<300 {
            var blocks: [(UInt8, [Int])] = []
            let prbs = 1 + Int(rng.next() % 12)
            for _ in 0..<prbs {
                let exponent = UInt8(rng.next() % 4 == 0 ? 0 : 1 + rng.next() % 15)
                var ms = (0..<24).map { _ in Int(rng.next() % UInt64(2 * small - 1)) - (small - 1) }
                switch rng.next() % 4 {
                case 0: ms[Int(rng.next() % 24)] = Int(rng.next() % UInt64(2 * full)) - full  // any value
                case 1: ms[Int(rng.next() % 24)] = -small  // the edge value: not "small"
                case 2: ms[Int(rng.next() % 24)] = rng.next() % 2 == 0 ? small : -full
                default: break  // all small: non-minimal when the exponent is above 0
                }
                blocks.append((exponent, ms))
            }
            let data = blocks.flatMap { Self.block(exponent: $0.0, mantissas: $0.1, width: width) }
            let section = UPlaneSection(numPrbu: UInt8(prbs), format: IQFormat(method: Fronthaul.CompressionMethod.blockFloatingPoint, iqWidth: width), iqData: data[...])
            let got = BFPExponentChecker.firstNonMinimalPRB(section, width: width)
            let expected = Self.reference(blocks, width: width)
            #expect(got?.index == expected?.0 && got?.exponent == expected?.1, "width \(width) trial \(trial)")

            // Bytes after the section's blocks (the next section's, or padding) are not read
            // as blocks; a cut section is judged on its whole blocks only.
            let padded = data + (0..<Int(rng.next() % 40)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let paddedSection = UPlaneSection(numPrbu: UInt8(prbs), format: section.format, iqData: padded[...])
            let paddedGot = BFPExponentChecker.firstNonMinimalPRB(paddedSection, width: width)
            #expect(paddedGot?.index == expected?.0 && paddedGot?.exponent == expected?.1, "width \(width) trial \(trial), padded")
            let kept = Int(rng.next() % UInt64(data.count + 1))
            let cutSection = UPlaneSection(numPrbu: UInt8(prbs), format: section.format, iqData: data[..<kept])
            let wholeBlocks = kept / (1 + 3 * width)
            let cutExpected = Self.reference(Array(blocks.prefix(wholeBlocks)), width: width)
            let cutGot = BFPExponentChecker.firstNonMinimalPRB(cutSection, width: width)
            #expect(cutGot?.index == cutExpected?.0 && cutGot?.exponent == cutExpected?.1, "width \(width) trial \(trial), cut to \(kept) bytes")
        }
    }

    /// Long sections (a 100 MHz carrier's 273 PRBs) where every block needs its exponent but one,
    /// at every position: the screen steps over several blocks at a time, and the one block it
    /// must stop at can sit anywhere in a step, or in the blocks after the last whole step.
    @Test(arguments: [4, 8, 9, 10, 12])
    func oneNonMinimalBlockAtEveryPosition(width: Int) {
        var rng = ScreenRandom(seed: UInt64(width) * 104_729)
        let small = 1 << (width - 2), full = 1 << (width - 1)
        let prbs = 273
        func needed() -> (UInt8, [Int]) {
            // full-range mantissas, as IQ data has: most blocks are settled by the first word
            var ms = (0..<24).map { _ in Int(rng.next() % UInt64(2 * full)) - full }
            // and one mantissa with |m| ≥ 2^(w−2) for sure, mostly the first (settled by the
            // first word), else anywhere (a block the step stops at though it needed its exponent)
            let big = rng.next() % 2 == 0 ? small + Int(rng.next() % UInt64(small)) : -full + Int(rng.next() % UInt64(small + 1))
            ms[rng.next() % 8 == 0 ? Int(rng.next() % 24) : 0] = big
            return (UInt8(1 + rng.next() % 15), ms)
        }
        var blocks = (0..<prbs).map { _ in needed() }
        let clean = blocks.flatMap { Self.block(exponent: $0.0, mantissas: $0.1, width: width) }
        let format = IQFormat(method: Fronthaul.CompressionMethod.blockFloatingPoint, iqWidth: width)
        #expect(BFPExponentChecker.firstNonMinimalPRB(UPlaneSection(numPrbu: 0, format: format, prbCount: prbs, iqData: clean[...]), width: width) == nil)
        let blockBytes = 1 + 3 * width
        for position in 0..<prbs {
            let saved = blocks[position]
            let ms = (0..<24).map { _ in Int(rng.next() % UInt64(2 * small - 1)) - (small - 1) }
            for exponent: UInt8 in [0, 1 + UInt8(rng.next() % 15)] {
                var data = clean
                let block = Self.block(exponent: exponent, mantissas: ms, width: width)
                data.replaceSubrange(position * blockBytes..<(position + 1) * blockBytes, with: block)
                blocks[position] = (exponent, ms)
                let got = BFPExponentChecker.firstNonMinimalPRB(UPlaneSection(numPrbu: 0, format: format, prbCount: prbs, iqData: data[...]), width: width)
                let expected = Self.reference(blocks, width: width)
                #expect(got?.index == expected?.0 && got?.exponent == expected?.1, "width \(width), block \(position), exponent \(exponent)")
            }
            blocks[position] = saved
        }
    }
}

/// The shared seeded generator (SplitMix64), so failures reproduce from the seed.
typealias ScreenRandom = SeededRandom
