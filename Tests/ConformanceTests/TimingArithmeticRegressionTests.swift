import Conformance
import Fronthaul
import Profiles
import Testing

/// Inputs that used to trap the engine: a C-plane startSymbolId above 13 (the field is 4 bits, so
/// 14 and 15 reach the checker) and capture timestamps near `Int64.min` (cross-plane eviction
/// subtracted its window without saturation).
@Suite struct TimingArithmeticRegressionTests {
    typealias S = EngineSupport

    @Test(arguments: [14, 15] as [UInt8])
    func startSymbolAboveThirteenDoesNotTrap(startSymbol: UInt8) {
        var f = S.Feeder(S.specOnly())
        f.leadIn()  // the capture starts before this slot's C-plane
        var c = S.cPlane(direction: 1, startSymbol: startSymbol, sections: [(1, 0, 4, 2), (2, 4, 4, 1)])
        c.sections[1].symInc = true  // running counter 16: still clamped
        f.c(c)
        f.u(S.uPlane(direction: 1, symbol: 13, sections: [(1, 0, 4)]))
        let r = f.finish()
        // The message is judged (FH-CP-TIME reports the symbol, spec: startSymbolId ≤ 13) and the
        // U-plane finds no C-plane symbol range covering symbol 13.
        #expect(r.verdicts("FH-CP-TIME") == [.fail])
        #expect(S.evaluated(r, "FH-XP-COUPLE") == 1)
        #expect(S.violations(r, "FH-XP-COUPLE") == 1)
    }

    @Test(arguments: [Int64.min, Int64.min + 1, -1, Int64.max - 100_000])
    func timestampsAtTheEndsOfTheRangeDoNotTrap(start: Int64) {
        var f = S.Feeder(S.specOnly())
        f.time = start
        f.c(S.cPlane(direction: 0, sections: [(1, 0, 4, 1)]))
        f.u(S.uPlane(direction: 0, symbol: 0, sections: [(1, 0, 4)]), advance: 1)
        let r = f.finish()
        #expect(S.evaluated(r, "FH-XP-COUPLE") == 1)
        #expect(S.violations(r, "FH-XP-COUPLE") == 0)
    }
}
