import IQAnalysis
import Profiles
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
    /// SKIP / INCONCLUSIVE reason, the waiver reason of a WAIVED verdict, or, beside a PASS, FAIL
    /// or WARN, why the items counted in `inconclusive` could not be judged.
    public var reason: String?
    /// The first findings (capped); the totals above stay exact.
    public var findings: [RuleFinding]
    public var measurements: [MeasurementSummary]

    /// A row as the engine builds it, or as `report merge` reads it back from a results file.
    public init(rule: String, title: String, clause: String, status: RuleStatus, severity: Finding.Severity, node: String, verdict: Verdict,
                evaluated: Int, violations: Int, waived: Int, inconclusive: Int, reason: String?, findings: [RuleFinding],
                measurements: [MeasurementSummary] = []) {
        self.rule = rule
        self.title = title
        self.clause = clause
        self.status = status
        self.severity = severity
        self.node = node
        self.verdict = verdict
        self.evaluated = evaluated
        self.violations = violations
        self.waived = waived
        self.inconclusive = inconclusive
        self.reason = reason
        self.findings = findings
        self.measurements = measurements
    }
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
    /// Frames holding IP / SCTP fragments whose datagram or message never completed: dropped at
    /// the reassembly bounds (README "Limits") or still pending when the capture ended. Counted
    /// in `inconclusive`, not `other`: their content could not be judged.
    public var incompleteFragments = 0
    /// The first of them (capped).
    public var incompleteFragmentFrames: [Int] = []
    /// Frames with an event whose sender or receiver would have been one node more than
    /// ``RunConfiguration/maximumTrafficNodes``: not judged, counted in `inconclusive`, and the
    /// run is not complete (``CaptureCompleteness``).
    public var unattributed = 0
    /// The first of them (capped).
    public var unattributedFrames: [Int] = []
    /// Frames that repeat one captured on another interface of the file within 10 ms (the same
    /// traffic at two capture points, ``CapturePointCopies``): counted in `other`, judged once,
    /// at their first capture.
    public var copies = 0
    /// The first of them (capped).
    public var copyFrames: [Int] = []
    /// Frames that repeat, octet for octet, one captured just before them on the same interface
    /// within 1 ms (a mirror session of both ends of a link, ``FrameRepeats``): counted in `other`,
    /// judged once, at their first capture.
    public var repeats = 0
    /// The first of them (capped).
    public var repeatFrames: [Int] = []
    /// Frames checked after a frame with a higher number: a pcapng section with several
    /// interfaces is checked in time order, not the file's (``InterfaceTimeOrder``).
    public var reordered = 0
    /// The first of them (capped).
    public var reorderedFrames: [Int] = []
    /// Frames checked with a timestamp earlier than the frame checked before them (a capture
    /// clock stepped back, or an interface's frames later than the time order could wait for).
    public var backInTime = 0
    /// The first of them (capped).
    public var backInTimeFrames: [Int] = []
    public init() {}

    /// "3 frame(s) hold IP/SCTP fragments never reassembled (first: 4, 9, 12)", or nil.
    public var incompleteFragmentsText: String? {
        guard incompleteFragments > 0 else { return nil }
        let first = incompleteFragmentFrames.map(String.init).joined(separator: ", ")
        return "\(incompleteFragments) fragment(s) never reassembled (dropped at the reassembly bounds or pending at the end; first frames: \(first))"
    }
}

/// What the capture files themselves lacked. A file that ends mid-record or holds a corrupt
/// block could not be read to its end, and frames cut by the snap length lost their payload's
/// tail: either way the run did not see everything, so it is never an unqualified PASS.
public struct CaptureCompleteness: Hashable, Sendable {
    /// Each problem that stopped reading a file, with the file, byte offset and frame.
    public var problems: [String] = []
    /// Frames whose captured length is below their original length.
    public var snapLengthCutFrames = 0
    public init() {}
    public var isComplete: Bool { problems.isEmpty && snapLengthCutFrames == 0 }
    /// One line for verdict lines and reports, nil when complete.
    public var summary: String? {
        guard !isComplete else { return nil }
        var parts = problems
        if snapLengthCutFrames > 0 { parts.append("\(snapLengthCutFrames) frame(s) cut by the snap length") }
        return "capture incomplete: " + parts.joined(separator: "; ")
    }
}

/// One capture file of a run over several: its name and the run-wide numbers of its frames.
/// Frame numbers in results are run-wide (the files' frames numbered on from each other); a
/// file's own (Wireshark) number is `run-wide − firstFrame + 1`.
public struct CaptureSpan: Hashable, Sendable {
    public var name: String
    public var firstFrame: Int
    public var lastFrame: Int
    public init(name: String, firstFrame: Int, lastFrame: Int) {
        self.name = name
        self.firstFrame = firstFrame
        self.lastFrame = lastFrame
    }
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
    /// Whether the capture files were read to their end with every frame whole.
    public var completeness = CaptureCompleteness()
    /// The testbed's `report.dut`: when not empty, the run's verdict and exit code are these
    /// nodes' (the device under test is judged, not the lab); other nodes' FAIL / WARN rows are
    /// environment findings (``environmentProblems``).
    public var deviceUnderTest: [String] = []
    /// The capture files when there were several (empty for one: frame numbers are the file's).
    public var captureSpans: [CaptureSpan] = []
    /// What became of each testbed waiver (applied, unused, expired).
    public var waivers: [WaiverOutcome] = []

    /// WARN-level lines every report carries: expired waivers (which waived nothing) and waivers
    /// that matched no finding.
    public var waiverNotes: [String] {
        waivers.compactMap { o in
            if o.expired {
                let day = o.judgedOn.map { " (run judged on \($0))" } ?? ""
                return "WARN: waiver \(o.waiver.label) has expired\(day): it waived nothing"
                    + (o.expiredMatches > 0 ? "; \(o.expiredMatches) finding(s) it covered are reported as violations" : "")
            }
            return o.applied == 0 ? "WARN: waiver \(o.waiver.label) is unused: it matched no finding in this run" : nil
        }
    }
    /// Per-flow IQ figures when IQ analysis ran (``RunConfiguration/iq``).
    public var iq: IQReport?
    /// One UE across F1, NG and E1 (``UETimeline``), after ``ConformanceRun/finish()``.
    public var ueTimelines = UETimelineSummary()

    /// How a frame is named to people: its number, or `file#number` (the file's own, 1-based
    /// number, as Wireshark shows it) when the run read several captures.
    public func frameLabel(_ frame: Int) -> String {
        guard captureSpans.count > 1, let span = captureSpans.last(where: { $0.firstFrame <= frame }) else { return String(frame) }
        let name = span.name.split(separator: "/").last.map(String.init) ?? span.name
        return "\(name)#\(frame - span.firstFrame + 1)"
    }

    public func frameLabels(_ frames: [Int]) -> String { frames.map(frameLabel).joined(separator: ", ") }

    /// The rows the run's verdict rests on: the DUT's (and rule-level rows of no node), or all.
    public var verdictResults: [RuleResult] {
        guard !deviceUnderTest.isEmpty else { return results }
        return results.filter { $0.node == "-" || deviceUnderTest.contains($0.node) }
    }

    /// FAIL and WARN rows of nodes other than the DUT: reported, but not the DUT's verdict.
    public var environmentProblems: [RuleResult] {
        guard !deviceUnderTest.isEmpty else { return [] }
        return results.filter { ($0.verdict == .fail || $0.verdict == .warn) && $0.node != "-" && !deviceUnderTest.contains($0.node) }
    }

    /// True when some applicable rule FAILed for the DUT (every node without a `report.dut`);
    /// waived failures do not count.
    public var hasFailure: Bool { verdictResults.contains { $0.verdict == .fail } }
    /// The run's verdict: FAIL when an applicable rule failed; else INCONCLUSIVE when the capture
    /// was incomplete (``completeness``); else WARN, PASS, or for a run that judged nothing
    /// INCONCLUSIVE or SKIP.
    public var overallVerdict: Verdict {
        let counts = Dictionary(grouping: verdictResults, by: \.verdict).mapValues(\.count)
        if hasFailure { return .fail }
        if !completeness.isComplete { return .inconclusive }
        if counts[.warn, default: 0] > 0 { return .warn }
        if counts[.pass, default: 0] + counts[.waived, default: 0] > 0 { return .pass }
        return counts[.inconclusive, default: 0] > 0 ? .inconclusive : .skip
    }

    /// Exit code for CI: 1 when a rule FAILed; else 3 when the capture was incomplete (cut short
    /// mid-record, a corrupt block, frames cut by the snap length, or frames of senders past the
    /// bound of nodes named from traffic); else 0.
    public var exitCode: Int32 { hasFailure ? 1 : (completeness.isComplete ? 0 : 3) }

    public func results(for rule: String) -> [RuleResult] { results.filter { $0.rule == rule } }
    public func verdicts(_ rule: String) -> Set<Verdict> { Set(results(for: rule).map(\.verdict)) }
}

/// A testbed waiver and what it did in a run.
public struct WaiverOutcome: Hashable, Sendable {
    public var waiver: Waiver
    /// Findings it waived.
    public var applied: Int
    /// Expired on the day the run was judged on (it waived nothing).
    public var expired: Bool
    /// Findings it would have waived had it not expired.
    public var expiredMatches: Int
    public var judgedOn: CalendarDate?

    public init(waiver: Waiver, applied: Int, expired: Bool, expiredMatches: Int, judgedOn: CalendarDate?) {
        self.waiver = waiver
        self.applied = applied
        self.expired = expired
        self.expiredMatches = expiredMatches
        self.judgedOn = judgedOn
    }
}
