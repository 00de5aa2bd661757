import Conformance
import Fronthaul
import Profiles
import Testing

/// FH-CS-OVERLAP on hand-built C-plane messages whose section layout is known by construction.
@Suite struct SectionOverlapRuleTests {
    typealias S = EngineSupport

    @Test func disjointSectionsPass() {
        var f = S.Feeder(S.specOnly())
        f.c(S.cPlane(direction: 1, startSymbol: 0, sections: [(id: 1, start: 0, num: 10, symbols: 2), (id: 2, start: 10, num: 10, symbols: 2)]))
        let r = f.finish()
        #expect(r.verdicts("FH-CS-OVERLAP") == [.pass])
        #expect(S.evaluated(r, "FH-CS-OVERLAP") == 1)
    }

    @Test func sectionsSharingPRBsAndSymbolsWarn() {
        var f = S.Feeder(S.specOnly())
        // PRBs 0-9 and 5-14 on the same two symbols, both with every RE: PRBs 5-9 are asked twice
        f.c(S.cPlane(direction: 1, startSymbol: 0, sections: [(id: 1, start: 0, num: 10, symbols: 2), (id: 2, start: 5, num: 10, symbols: 2)]))
        f.c(S.cPlane(direction: 1, slot: 1, startSymbol: 0, sections: [(id: 1, start: 0, num: 10, symbols: 2)]))
        let r = f.finish()
        #expect(r.verdicts("FH-CS-OVERLAP") == [.warn])
        #expect(S.violations(r, "FH-CS-OVERLAP") == 1)
        #expect(S.evaluated(r, "FH-CS-OVERLAP") == 2)
        #expect(r.results(for: "FH-CS-OVERLAP").flatMap(\.findings).first?.frames == [1])
    }
}
