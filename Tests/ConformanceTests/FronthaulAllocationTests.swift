import Conformance
import Fronthaul
import ProfileLoading
import Profiles
import Testing

/// PRB-shaping extensions (SE6 / SE12, CUS §7.7.6 / §7.7.12) in coupling, FH-SE-PRBALLOC and the
/// extension capability rule TB-CAP-SE.
@Suite struct FronthaulAllocationTests {
    typealias S = EngineSupport

    /// SE6 with rbgSize code 2 (2 PRBs), rbgMask bits 0 and 2: PRBs 0-1 and 4-5, all symbols.
    static func se6(ef: Bool = false) -> SectionExtension {
        SectionExtension(ef: ef, extType: 6, extLen: 2, isLongLength: false, fields: [
            WireField("oran_fh_cus.repetition", 0, bits: 1), WireField("oran_fh_cus.rbgSize", 2, bits: 3),
            WireField("oran_fh_cus.rbgMask", 0b101, bits: 28), WireField("oran_fh_cus.priority", 0, bits: 2),
            WireField("oran_fh_cus.symbolMask", 0x3FFF, bits: 14),
        ])
    }

    /// SE12: one extra range 2 PRBs after the section's end, 2 PRBs wide, then a (0, 0) filler.
    static func se12() -> SectionExtension {
        SectionExtension(ef: false, extType: 12, extLen: 2, isLongLength: false, fields: [
            WireField("oran_fh_cus.priority", 0, bits: 2), WireField("oran_fh_cus.symbolMask", 0x3FFF, bits: 14),
            WireField("oran_fh_cus.offStartPrb", 2, bits: 8), WireField("oran_fh_cus.numPrb", 2, bits: 8),
            WireField("oran_fh_cus.offStartPrb", 0, bits: 8), WireField("oran_fh_cus.numPrb", 0, bits: 8),
        ])
    }

    static func section(_ extensions: [SectionExtension], start: UInt16 = 0, num: UInt8 = 8) -> CPlaneMessage {
        var m = S.cPlane(direction: 1, sections: [(1, start, num, 1)])
        m.sections[0].ef = true
        m.sections[0].extensions = extensions
        return m
    }

    @Test func se6RestrictsCouplingToTheSelectedResourceBlockGroups() {
        var f = S.Feeder(S.specOnly())
        f.leadIn()  // the capture starts before this slot's C-plane
        f.c(Self.section([Self.se6()]))
        f.u(S.uPlane(direction: 1, symbol: 0, sections: [(1, 0, 2)]))  // RBG 0
        f.u(S.uPlane(direction: 1, symbol: 1, sections: [(1, 4, 2)]))  // RBG 2 (symbol 1: symbolMask governs)
        f.u(S.uPlane(direction: 1, symbol: 0, sections: [(1, 2, 2)]))  // RBG 1 is not selected
        let r = f.finish()
        #expect(r.frames.malformed == 0)
        #expect(S.evaluated(r, "FH-XP-COUPLE") == 3)
        #expect(r.results(for: "FH-XP-COUPLE").flatMap(\.findings).map(\.frames) == [[4]])
        #expect(r.verdicts("FH-SE6-RBG") == [.pass])
        #expect(r.verdicts("FH-SE-PRBALLOC") == [.pass])
    }

    @Test func se12AddsFrequencyRanges() {
        var f = S.Feeder(S.specOnly())
        f.leadIn()  // the capture starts before this slot's C-plane
        f.c(Self.section([Self.se12()], start: 10, num: 4))  // PRBs 10-13, then 16-17
        f.u(S.uPlane(direction: 1, symbol: 0, sections: [(1, 16, 2)]))
        f.u(S.uPlane(direction: 1, symbol: 0, sections: [(1, 14, 2)]))  // the gap
        let r = f.finish()
        #expect(r.results(for: "FH-XP-COUPLE").flatMap(\.findings).map(\.frames) == [[3]])
    }

    @Test func twoPRBShapingExtensionsOnOneSectionWarn() {
        var f = S.Feeder(S.specOnly())
        f.c(Self.section([Self.se6(ef: true), Self.se12()]))
        let r = f.finish()
        #expect(r.verdicts("FH-SE-PRBALLOC") == [.warn])
        #expect(r.results(for: "FH-SE-PRBALLOC").first?.findings.first?.actual == "SE6+SE12")
    }

    @Test func undeclaredExtensionFailsForBothEnds() throws {
        var c = RunConfiguration(testbed: try ProfileLoader.loadTestbed(path: try S.writeTestbed()))
        c.fronthaul.compression = IQFormat(method: Fronthaul.CompressionMethod.blockFloatingPoint, iqWidth: 9)
        var f = S.Feeder(c)
        f.c(Self.section([Self.se6()]))
        let r = f.finish()
        let rows = Dictionary(uniqueKeysWithValues: r.results(for: "TB-CAP-SE").map { ($0.node, $0.verdict) })
        #expect(rows == ["du": .fail, "ru": .fail])
        #expect(r.results(for: "TB-CAP-SE").first?.findings.first?.actual == "6")
    }

    @Test func modulationCompressionNeedsItsScalerExtension() {
        var configuration = S.specOnly()
        configuration.fronthaul.compression = IQFormat(method: Fronthaul.CompressionMethod.modulation, iqWidth: 2)
        var f = S.Feeder(configuration)
        let se4 = SectionExtension(ef: false, extType: 4, extLen: 1, isLongLength: false, fields: [
            WireField("oran_fh_cus.csf", 0, bits: 1), WireField("oran_fh_cus.modcompscaler", 0x400, bits: 15),
        ])
        f.c(Self.section([se4], num: 24))  // section 1 with SE4
        var bare = S.cPlane(direction: 1, slot: 1, sections: [(1, 0, 24, 1)])  // section 1 without
        bare.sections[0].reMask = 0xFFF
        f.c(bare)
        let format = IQFormat(method: Fronthaul.CompressionMethod.modulation, iqWidth: 2)
        f.u(S.uPlane(direction: 1, symbol: 0, sections: [(1, 0, 24)], format: format))
        f.u(S.uPlane(direction: 1, slot: 1, symbol: 0, sections: [(1, 0, 24)], format: format))
        let r = f.finish()
        #expect(r.frames.malformed == 0)
        #expect(S.evaluated(r, "FH-XP-MODCOMP") == 2)
        #expect(r.results(for: "FH-XP-MODCOMP").flatMap(\.findings).map(\.frames) == [[2, 4]])
    }
}
