import Conformance
import Fronthaul
import Profiles
import Testing

/// FH-UP-BFP-MIN on hand-made BFP 9-bit PRBs (CUS Annex A.1): byte 0 is udCompParam (exponent in
/// the low nibble), then 27 bytes hold 24 mantissas of 9 bits. Whether the exponent is minimal
/// is known from the bytes: a mantissa of magnitude 2^7 = 128 needs all 9 bits.
@Suite struct BFPExponentRuleTests {
    typealias S = EngineSupport

    static func run(prbs: [[UInt8]]) -> RunResults {
        var feeder = S.Feeder(S.specOnly())
        let bytes = prbs.flatMap { $0 }
        var u = UPlaneMessage()
        u.dataDirection = 1
        u.sections = [UPlaneSection(sectionId: 1, startPrbu: 10, numPrbu: UInt8(prbs.count), format: IQFormat(method: .blockFloatingPoint, iqWidth: 9), iqData: bytes[...])]
        feeder.u(u)
        return feeder.finish()
    }

    static func prb(exponent: UInt8, firstBytes: [UInt8] = []) -> [UInt8] {
        [exponent] + firstBytes + [UInt8](repeating: 0, count: 27 - firstBytes.count)
    }

    @Test func exponentAboveZeroWithTinyMantissasIsNotMinimal() {
        let r = Self.run(prbs: [Self.prb(exponent: 0, firstBytes: [0x40]), Self.prb(exponent: 3)])
        #expect(r.verdicts("FH-UP-BFP-MIN") == [.warn])
        #expect(S.violations(r, "FH-UP-BFP-MIN") == 1)
        let finding = r.results(for: "FH-UP-BFP-MIN").flatMap(\.findings).first
        #expect(finding?.frames == [1])
        #expect(finding?.message.contains("PRB 11") == true, "\(finding?.message ?? "")")
    }

    @Test func mantissaOf128NeedsTheExponent() {
        // First 9 bits 0 1000 0000 0: the first I mantissa is +128 = 2^(9−2).
        let r = Self.run(prbs: [Self.prb(exponent: 3, firstBytes: [0x40]), Self.prb(exponent: 0)])
        #expect(r.verdicts("FH-UP-BFP-MIN") == [.pass])
        #expect(S.evaluated(r, "FH-UP-BFP-MIN") == 1)
    }

    @Test func negativeMantissaOfMinus129NeedsTheExponentToo() {
        // Last mantissa (bits 207…215 = bytes 25.7 … 26) = 1 0111 1111 = −129.
        var p = Self.prb(exponent: 2)
        p[26] = 0x01  // byte 25 of the IQ run: bit 207 is its lowest bit
        p[27] = 0x7F
        let r = Self.run(prbs: [p])
        #expect(r.verdicts("FH-UP-BFP-MIN") == [.pass])
    }
}

/// FH-UP-BFP-MIN at every BFP width on seeded random PRBs, some with small mantissas, against a
/// reference written here from the definition (mantissas unpacked one bit at a time).
@Suite struct BFPExponentWidthTests {
    typealias S = EngineSupport

    /// Signed `width`-bit values packed MSB first.
    static func mantissas(_ bytes: [UInt8], width: Int) -> [Int] {
        (0..<24).map { k in
            var v = 0
            for b in 0..<width {
                let bit = k * width + b
                v = (v << 1) | Int((bytes[bit / 8] >> UInt8(7 - bit % 8)) & 1)
            }
            return v >= 1 << (width - 1) ? v - (1 << width) : v
        }
    }

    static func pack(_ values: [Int], width: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: 3 * width)
        for (k, value) in values.enumerated() {
            let raw = value & ((1 << width) - 1)
            for b in 0..<width where raw >> (width - 1 - b) & 1 == 1 {
                let bit = k * width + b
                out[bit / 8] |= 0x80 >> UInt8(bit % 8)
            }
        }
        return out
    }

    @Test(arguments: 2...16) func firstNonMinimalPRBMatchesTheDefinition(width: Int) {
        var random = PRBMaskTests.SplitMix(state: UInt64(width) &* 0x0BF5_E7A1)
        for _ in 0..<40 {
            var blocks: [UInt8] = []
            var expected: Int?
            let count = Int.random(in: 1...6, using: &random)
            for prb in 0..<count {
                let exponent = UInt8.random(in: 0...3, using: &random)
                let small = Bool.random(using: &random)
                let bound = small ? (1 << (width - 2)) : (1 << (width - 1))
                var values = (0..<24).map { _ in Int.random(in: -bound..<bound, using: &random) }
                if small { values = values.map { max($0, -(1 << (width - 2)) + 1) } }
                let bytes = Self.pack(values, width: width)
                #expect(Self.mantissas(bytes, width: width) == values)
                if expected == nil && exponent > 0 && values.allSatisfy({ abs($0) < 1 << (width - 2) }) { expected = prb }
                blocks += [exponent] + bytes
            }
            var configuration = S.specOnly()
            configuration.fronthaul.compression = IQFormat(method: .blockFloatingPoint, iqWidth: width)
            var feeder = S.Feeder(configuration)
            var u = UPlaneMessage()
            u.dataDirection = 1
            u.sections = [UPlaneSection(sectionId: 7, startPrbu: 20, numPrbu: UInt8(count), format: IQFormat(method: .blockFloatingPoint, iqWidth: width), iqData: blocks[...])]
            feeder.u(u)
            let r = feeder.finish()
            let finding = r.results(for: "FH-UP-BFP-MIN").flatMap(\.findings).first
            if let prb = expected {
                #expect(r.verdicts("FH-UP-BFP-MIN") == [.warn])
                #expect(finding?.message.hasPrefix("section 7 PRB \(20 + prb):") == true, "\(finding?.message ?? "none")")
            } else {
                #expect(r.verdicts("FH-UP-BFP-MIN") == [.pass], "\(finding?.message ?? "")")
            }
        }
    }
}
