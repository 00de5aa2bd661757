import Testing
import Timing

/// FH-T-PROFILE: the delay-window relations, with hand-computed sums.
@Suite struct DelayWindowRelationTests {
    /// RU windows of an example O-RU profile (acme-ru-n78); DU windows and T12/T34 chosen by hand
    /// so that every relation holds: 250 ≥ 125+100, 400 ≤ 337+80, 384 ≥ 259+100, 534 ≤ 471+80 …
    static let consistent = DelayWindows(
        t1aMinUp: 250_000, t1aMaxUp: 400_000, t1aMinCpDl: 384_000, t1aMaxCpDl: 534_000, t1aMinCpUl: 300_000,
        t1aMaxCpUl: 450_000, ta4Min: 100_000, ta4Max: 300_000, t2aMinUp: 125_000, t2aMaxUp: 337_000,
        t2aMinCpDl: 259_000, t2aMaxCpDl: 471_000, tcpAdvDl: 134_000, t2aMinCpUl: 150_000, t2aMaxCpUl: 400_000,
        ta3Min: 50_000, ta3Max: 171_000, t12Min: 80_000, t12Max: 100_000, t34Min: 80_000, t34Max: 100_000)

    @Test func consistentSetPasses() {
        let checks = Self.consistent.checkRelations()
        #expect(Self.consistent.validate().isEmpty, "\(Self.consistent.validate())")
        #expect(checks.filter { $0.status == .satisfied }.count == checks.count)
        #expect(checks.count == 18)
        let (verdict, violations) = WindowClassifier(configuration: TimingConfiguration(), windows: Self.consistent)
            .classifyProfile()
        #expect(verdict.outcome == .onTime && violations.isEmpty && verdict.rule == .profile)
    }

    @Test func windowsThatCannotBeMetTogetherAreCaught() {
        var w = Self.consistent
        w.t1aMinUp = 200_000  // < 125 000 + 100 000: the latest DU send arrives late at the RU
        w.t1aMaxUp = 450_000  // > 337 000 + 80 000: the earliest DU send arrives early at the RU
        w.ta4Max = 250_000  // < 171 000 + 100 000
        w.t2aMinCpDl = 260_000  // ≠ 125 000 + 134 000: legal on its own
        w.t1aMinCpDl = 350_000  // < 260 000 + 100 000: the latest DL C-plane arrives late at the RU
        w.t1aMaxCpDl = 600_000  // > 471 000 + 80 000: the earliest DL C-plane arrives early at the RU
        w.t34Min = 40_000  // Ta4_min 100 000 > Ta3_min 50 000 + 40 000
        let v = w.validate()
        let ids = Set(v.map(\.id))
        #expect(
            ids == [
                "T1A-MIN-UP-VS-T2A", "T1A-MAX-UP-VS-T2A", "TA4-MAX-VS-TA3", "TA4-MIN-VS-TA3",
                "T1A-MIN-CPDL-VS-T2A", "T1A-MAX-CPDL-VS-T2A",
            ], "\(ids)")
        #expect(v.first { $0.id == "T1A-MIN-CPDL-VS-T2A" }?.right == 360_000)
        #expect(v.first { $0.id == "T1A-MAX-CPDL-VS-T2A" }?.right == 551_000)
        let first = v.first { $0.id == "T1A-MIN-UP-VS-T2A" }
        #expect(first?.left == 200_000 && first?.right == 225_000)
        #expect(first?.explanation.contains("off by 25000 ns") == true)
        let ta4 = v.first { $0.id == "TA4-MAX-VS-TA3" }
        #expect(ta4?.right == 271_000)
        let (verdict, violations) = WindowClassifier(configuration: TimingConfiguration(), windows: w).classifyProfile()
        #expect(verdict.outcome == .fail && violations.count == 6)
    }

    /// Window sets real devices declare, where the DL C-plane window is not the U-plane window
    /// advanced by Tcp_adv_dl: each device alone violates nothing, and the containment relation
    /// (not an equality) judges the pair.
    @Test func realWindowSetsWithUnequalCPlaneAndUPlaneWindowsPass() {
        let ru = DelayWindows(t2aMinUp: 300_000, t2aMaxUp: 1_200_000, t2aMinCpDl: 285_000, t2aMaxCpDl: 1_200_000, tcpAdvDl: 125_000)
        let du = DelayWindows(t1aMinUp: 80_000, t1aMaxUp: 250_000, t1aMinCpDl: 250_000, t1aMaxCpDl: 500_000)
        #expect(ru.validate().isEmpty, "\(ru.validate())")
        #expect(du.validate().isEmpty, "\(du.validate())")
        var pair = ru
        pair.t1aMinCpDl = 400_000
        pair.t1aMaxCpDl = 1_000_000
        pair.t12Min = 10_000
        pair.t12Max = 20_000
        // 400 000 ≥ 285 000 + 20 000 and 1 000 000 ≤ 1 200 000 + 10 000.
        let cp = pair.checkRelations().filter { $0.id.hasSuffix("CPDL-VS-T2A") }
        #expect(cp.map(\.status) == [.satisfied, .satisfied])
        #expect(cp.map(\.right) == [305_000, 1_210_000])
    }

    @Test func emptyWindowAndMissingParameters() {
        let w = DelayWindows(t2aMinUp: 300_000, t2aMaxUp: 200_000)
        let v = w.validate()
        #expect(v.map(\.id) == ["T2A-UP-ORDER"])
        let notCheckable = w.checkRelations().filter { $0.status == .notCheckable }
        #expect(notCheckable.contains { $0.id == "T1A-MIN-UP-VS-T2A" && $0.explanation.contains("T1a_min_up") })
        let (verdict, _) = WindowClassifier(configuration: TimingConfiguration(), windows: DelayWindows())
            .classifyProfile()
        #expect(verdict.outcome == .inconclusive)
    }
}
