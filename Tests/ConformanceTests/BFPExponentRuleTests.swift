import Conformance
import Fronthaul
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
