import WireCore

/// The verdict of one rule for one node, with exact counts and the first findings.
public struct RuleResult: Hashable, Sendable {
    public var rule: String
    public var title: String
    public var clause: String
    public var status: RuleStatus
    public var severity: Finding.Severity
    /// Node name; "-" when the rule saw no node at all.
    public var node: String
    public var verdict: Verdict
    /// Items evaluated (messages, sections, procedures … as the rule counts them).
    public var evaluated: Int
    /// Violations not covered by a waiver (exact).
    public var violations: Int
    public var waived: Int
    public var inconclusive: Int
    /// SKIP / INCONCLUSIVE reason, or the waiver reason of a WAIVED verdict.
    public var reason: String?
    /// The first findings (capped); the totals above stay exact.
    public var findings: [RuleFinding]
    public var measurements: [MeasurementSummary]
}

/// How many frames decoded, were malformed or could not be judged.
public struct FrameStatistics: Hashable, Sendable {
    public var frames = 0
    /// Frames whose RAN PDUs all decoded.
    public var decoded = 0
    /// Frames with a PDU (or a link / network layer) that failed to decode: a finding each.
    public var malformed = 0
    /// Frames cut by the snap length whose PDU could not be decoded: never a DUT failure.
    public var inconclusive = 0
    /// Frames with no eCPRI or F1AP PDU (PTP, ARP, SCTP control …).
    public var other = 0
    public var pdus = 0
    /// First malformed frame numbers (capped; `malformed` is exact).
    public var malformedFrames: [Int] = []
    public init() {}
}

/// Everything a run produced.
public struct RunResults: Sendable {
    public var results: [RuleResult]
    public var nodes: [NodeInfo]
    public var frames: FrameStatistics
    public var testbedName: String?
    public var suiteName: String?
    /// Delay-window measurements per flow and window rule (empty when no timing rule ran).
    public var flowTiming: [FlowTimingReport] = []
    /// Likely causes inferred from timing symptoms (hints, not verdicts).
    public var timingHints: [TimingHint] = []
    /// Message rates per flow and the first F1AP messages (report charts; bounded): copy
    /// ``ConformanceRun/traffic`` here after ``ConformanceRun/finish()``.
    public var traffic = TrafficSummary()

    /// True when some applicable rule FAILed (waived failures do not count).
    public var hasFailure: Bool { results.contains { $0.verdict == .fail } }
    /// Exit code for CI (architecture decision 8): 0 all applicable rules pass, 1 a FAIL.
    public var exitCode: Int32 { hasFailure ? 1 : 0 }

    public func results(for rule: String) -> [RuleResult] { results.filter { $0.rule == rule } }
    public func verdicts(_ rule: String) -> Set<Verdict> { Set(results(for: rule).map(\.verdict)) }
}
