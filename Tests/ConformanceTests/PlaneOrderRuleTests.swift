import Conformance
import Fronthaul
import Profiles
import Testing

/// FH-XP-ORDER on hand-built DL C/U-plane sequences whose order is known by construction.
@Suite struct PlaneOrderRuleTests {
    typealias S = EngineSupport

    @Test func cPlaneBeforeUPlanePasses() {
        var f = S.Feeder(S.specOnly())
        f.c(S.cPlane(direction: 1, startSymbol: 0, sections: [(id: 1, start: 0, num: 10, symbols: 2)]))
        f.u(S.uPlane(direction: 1, symbol: 0, sections: [(id: 1, start: 0, num: 10)]))
        f.u(S.uPlane(direction: 1, symbol: 1, sections: [(id: 1, start: 0, num: 10)]))
        let r = f.finish()
        #expect(r.verdicts("FH-XP-ORDER") == [.pass])
        #expect(S.evaluated(r, "FH-XP-ORDER") == 2)
    }

    @Test func uPlaneBeforeItsCPlaneFails() {
        var f = S.Feeder(S.specOnly())
        f.u(S.uPlane(direction: 1, slot: 1, symbol: 3, sections: [(id: 1, start: 0, num: 10)]))
        f.c(S.cPlane(direction: 1, slot: 1, startSymbol: 2, sections: [(id: 1, start: 0, num: 10, symbols: 4)]))
        f.u(S.uPlane(direction: 1, slot: 1, symbol: 4, sections: [(id: 1, start: 0, num: 10)]))
        let r = f.finish()
        #expect(r.verdicts("FH-XP-ORDER") == [.fail])
        #expect(S.violations(r, "FH-XP-ORDER") == 1)
        #expect(S.evaluated(r, "FH-XP-ORDER") == 2)
        #expect(r.results(for: "FH-XP-ORDER").flatMap(\.findings).first?.frames == [1, 2])
    }

    /// startSymbolId is a 6-bit field: 17–63 come from the wire (a malformed or hostile O-DU) and
    /// once trapped building the symbol range. They are the codec's FH-CP-TIME finding; the order
    /// rule announces no symbol for them.
    @Test(arguments: [14, 16, 17, 40, 63])
    func startSymbolPastTheSlotDoesNotTrap(startSymbol: Int) {
        for sectionType in [1, 3] {
            var f = S.Feeder(S.specOnly())
            f.c(S.cPlane(direction: 1, startSymbol: UInt8(startSymbol), sections: [(id: 1, start: 0, num: 10, symbols: 4)],
                         sectionType: UInt8(sectionType)))
            f.u(S.uPlane(direction: 1, symbol: 0, sections: [(id: 1, start: 0, num: 10)]))
            let r = f.finish()
            #expect(r.verdicts("FH-CP-TIME") == [.fail])
            #expect(S.violations(r, "FH-XP-ORDER") == 0)
        }
    }
}
