import Profiles
import WireCore

/// Exact counts and the first findings for every (rule, node); checkers report into it through
/// integer handles so the per-event cost is array indexing.
///
/// A checker's helper that only reads it (node facts) still takes it `inout`: the recorder is
/// some 1,400 bytes, and passed by value, or even `borrowing`, it was copied whole for the call.
public struct RuleRecorder {
    struct Tally {
        enum State { case unknown, active, skipped(String) }
        var state: State = .unknown
        var evaluated = 0
        var violations = 0
        var waived = 0
        var inconclusive = 0
        /// Why the first inconclusive item could not be judged, when the checker said.
        var inconclusiveReason: String?
        /// Items the checker passed over because a precondition the testbed itself denies or
        /// leaves undeclared does not hold (see ``RuleRecorder/notApplicable(_:node:count:reason:)``).
        var notApplicable = 0
        var notApplicableReason: String?
        var worst: Finding.Severity = .note
        var findings: [RuleFinding] = []
        var waiverReasons: [String] = []
        var measurements: [String: MeasurementSummary] = [:]
        /// Why the violations cannot stand: the capture holds only one direction of the node's
        /// exchanges (``OneDirectionTraffic``); the verdict is then INCONCLUSIVE.
        var oneDirectionReason: String?

        /// Adds a later part's row of the same (rule, node) (``RecorderSegment``'s merge rules).
        mutating func absorb(_ row: RecorderSegment.Row, findingCap: Int) {
            evaluated += row.evaluated
            violations += row.violations
            waived += row.waived
            inconclusive += row.inconclusive
            if inconclusiveReason == nil { inconclusiveReason = row.inconclusiveReason }
            notApplicable += row.notApplicable
            if notApplicableReason == nil { notApplicableReason = row.notApplicableReason }
            worst = max(worst, row.worst)
            findings.append(contentsOf: row.findings.prefix(max(0, findingCap - findings.count)))
            for reason in row.waiverReasons where waiverReasons.count < RuleRecorder.waiverReasonCap && !waiverReasons.contains(reason) {
                waiverReasons.append(reason)
            }
            for m in row.measurements { measurements[m.name, default: MeasurementSummary(name: m.name, unit: m.unit)].merge(m) }
        }
    }

    /// A handle that no rule owns (the rule is not selected): every report is ignored.
    public static let unselected = -1
    /// First findings kept per rule and node; the totals stay exact.
    public var findingCap: Int
    /// Distinct waiver reasons kept per rule and node (a WAIVED verdict's reason lists them).
    static let waiverReasonCap = 4

    public private(set) var definitions: [any Rule] = []
    var nodes: NodeDirectory
    let environment: RuleEnvironment
    private let testbed: TestbedProfile?
    private let suite: SuiteProfile?
    private var handles: [RuleID: Int] = [:]
    /// Per rule, each node's tally; for a node index below 64, the evaluations counted in
    /// ``evaluatedBelow64`` are not in it yet (``tallies(of:)`` adds them).
    private var storedTallies: [[Tally]] = []
    /// Per rule, 64 counters: the evaluations of node indexes below 64 once their tally is
    /// settled, counted here in one add instead of through the nested tally arrays (a check and
    /// a copy-on-write test of each array per count; every PDU counts several).
    private var evaluatedBelow64: [Int] = []
    /// Per rule, a bit for each node index below 64 whose tally is active: ``isActive(_:node:)``
    /// answers from one word for them, without reaching the tally (a tally's state is settled
    /// once, at its first use, and never changes after).
    private var activeBits: [UInt64] = []
    /// Per rule, a bit for each node index below 64 whose tally's state is settled, active or
    /// skipped: a rule that does not apply to a node (no testbed, a role it is not for) is
    /// answered from one word too, as every PDU of that node asks again.
    private var settledBits: [UInt64] = []
    /// Per rule: the severity the suite gives it (``SuiteProfile/severity(for:)``), else nil; and
    /// its row's default severity. Read per violation without copying the rule's definition.
    private var suiteSeverities: [Finding.Severity?] = []
    private var defaultSeverities: [Finding.Severity] = []
    /// Whether the testbed declares any waiver (read per violation).
    private let hasWaivers: Bool
    /// Called with each finding as soon as it is recorded (``check --follow``), with its rule's
    /// handle, area and exchange and its node's index; findings past the cap are counted, not
    /// reported here either.
    var findingObserver: ((RuleFinding, _ rule: Int, _ node: Int, RuleArea, RuleExchange) -> Void)?
    /// Frames cut by the snap length so far (the capture file keeps their original length) that
    /// may have carried fronthaul messages: every cut frame but those whose PDUs are all
    /// signalling (F1AP, E1AP, E2AP, NGAP) or PTP. A checker that misses a message (a
    /// SequenceId, a requested UL section) reads it before and after: when it grew, the message
    /// may be in a cut frame, its header or sections unseen, so the miss is INCONCLUSIVE, never
    /// a violation. Counted by the engine after each frame's PDUs.
    public internal(set) var snapCutFronthaulFrames = 0
    /// Capture time of the first frame of the recording being checked (the capture, or the file
    /// after a discontinuity, ``RuleChecker/discontinuity(_:gapNanoseconds:)``), set by the engine
    /// before that frame's events: a message soon after it may answer, continue or follow one
    /// sent before the recording began (a SequenceId stream's first message, an ST8 answer, a
    /// slot whose C-plane came before the first frame). Nil before the first frame.
    public internal(set) var recordingStart: Int64?
    /// The frame boundary states count frame numbers from while one is written or restored
    /// (``stateFrame(_:)``): a part's snapshot frame, in the part's own numbering.
    var boundaryFrameBase = 0
    /// Per-flow timing measurements and hints the timing checkers hand to the results.
    public var flowTiming: [FlowTimingReport] = []
    public var timingHints: [TimingHint] = []
    /// The day waivers are judged on (``RunConfiguration/waiverDate``).
    var waiverDate: CalendarDate?
    /// Per testbed waiver: findings it waived, and findings it would have covered had it not expired.
    private(set) var waiverApplied: [Int] = []
    private(set) var waiverExpiredMatches: [Int] = []

    init(nodes: NodeDirectory, environment: RuleEnvironment, testbed: TestbedProfile?, suite: SuiteProfile?, findingCap: Int) {
        self.nodes = nodes
        self.environment = environment
        self.testbed = testbed
        self.suite = suite
        self.findingCap = findingCap
        hasWaivers = !(testbed?.waivers.isEmpty ?? true)
    }

    /// Registers a rule; returns its handle, or ``unselected`` when the suite leaves it out.
    mutating func register(_ rule: any Rule) -> Int {
        if let existing = handles[rule.id] { return existing }
        if let suite, !suite.selects(rule.id.rawValue) {
            // The testbed's and the suite's own custom rules run unless the suite excludes them.
            let custom = (testbed?.custom ?? []).contains { $0.id == rule.id.rawValue } || suite.custom.contains { $0.id == rule.id.rawValue }
            if !custom || suite.exclude.contains(where: { $0.matches(rule.id.rawValue) }) { return Self.unselected }
        }
        handles[rule.id] = definitions.count
        definitions.append(rule)
        storedTallies.append([])
        evaluatedBelow64.append(contentsOf: repeatElement(0, count: 64))
        activeBits.append(0)
        settledBits.append(0)
        suiteSeverities.append(suite?.severity(for: rule.id.rawValue))
        defaultSeverities.append(rule.severity)
        return definitions.count - 1
    }

    /// Why a rule that never became active for any node is skipped (a placeholder for a rule
    /// without a checker, a custom rule that did not compile); used when it has no result rows.
    var ruleSkipReasons: [Int: String] = [:]

    /// Marks a rule SKIP with `reason` when no node produced a result for it.
    public mutating func skip(_ rule: Int, reason: String) {
        guard rule >= 0 else { return }
        ruleSkipReasons[rule] = reason
    }

    /// The handle of a registered rule id (``unselected`` if unknown or not selected).
    public func handle(_ id: RuleID) -> Int { handles[id] ?? Self.unselected }

    /// Node facts for checkers.
    public func node(_ index: Int) -> NodeInfo { nodes[index] }

    /// The role of a node the testbed declares (nil for a node named from traffic, or one whose
    /// device declares no role); read in place, without copying its ``NodeInfo``.
    func declaredRole(_ index: Int) -> NodeRole? { nodes.declaredRole(index) }

    /// The VLAN a node's testbed match declares, read in place.
    func declaredVLAN(_ index: Int) -> Int? { nodes.declaredVLAN(index) }

    /// ``isActive(_:node:)`` read off the words, for a rule handle and a node index below 64
    /// whose tally is settled; nil otherwise.
    @inline(__always) private func settledActivity(_ rule: Int, node: Int) -> Bool? {
        guard rule >= 0 && node >= 0 && node < 64 else { return nil }
        let bit: UInt64 = 1 << UInt64(node)
        return settledBits[rule] & bit != 0 ? activeBits[rule] & bit != 0 : nil
    }

    /// True when the rule runs for this node (selected and applicable); decides applicability once.
    ///
    /// A settled node below 64 is answered off the words where the checker asks (inlined: each
    /// PDU asks a dozen times or more); the rest goes through ``settle(_:node:)``.
    @inline(__always)
    public mutating func isActive(_ rule: Int, node: Int) -> Bool {
        if let active = settledActivity(rule, node: node) { return active }
        return settle(rule, node: node)
    }

    /// ``isActive(_:node:)`` for a node whose answer is not in the words yet (or never is: at
    /// or past 64), deciding applicability the first time.
    @inline(never)
    private mutating func settle(_ rule: Int, node: Int) -> Bool {
        guard rule >= 0 else { return false }
        ensure(rule, node)
        guard case .active = storedTallies[rule][node].state else {
            if node >= 0 && node < 64, case .skipped = storedTallies[rule][node].state { settledBits[rule] |= 1 << UInt64(node) }
            return false
        }
        if node >= 0 && node < 64 {
            activeBits[rule] |= 1 << UInt64(node)
            settledBits[rule] |= 1 << UInt64(node)
        }
        return true
    }

    @inline(__always)
    public mutating func evaluated(_ rule: Int, node: Int, count: Int = 1) {
        // a settled node below 64: its answer from the words, the count in the flat counter
        if let active = settledActivity(rule, node: node) {
            if active { evaluatedBelow64[rule &* 64 &+ node] += count }
            return
        }
        evaluatedUnsettled(rule, node: node, count: count)
    }

    @inline(never)
    private mutating func evaluatedUnsettled(_ rule: Int, node: Int, count: Int) {
        guard settle(rule, node: node) else { return }
        storedTallies[rule][node].evaluated += count
    }

    /// Each node's tally of `rule`, every evaluation counted.
    /// Forgets every count, finding, reason and measurement so far, keeping which rules apply to
    /// which nodes: a part's ``segment()`` then holds what it reported from here on (Design
    /// "Parts checked apart, joined at their boundaries": its reports after its head).
    mutating func clearTallies() {
        for rule in storedTallies.indices {
            for node in storedTallies[rule].indices {
                let state = storedTallies[rule][node].state
                storedTallies[rule][node] = Tally()
                storedTallies[rule][node].state = state
            }
        }
        for i in evaluatedBelow64.indices { evaluatedBelow64[i] = 0 }
        waiverApplied = waiverApplied.map { _ in 0 }
        waiverExpiredMatches = waiverExpiredMatches.map { _ in 0 }
    }

    func tallies(of rule: Int) -> [Tally] {
        var out = storedTallies[rule]
        for node in out.indices.prefix(64) { out[node].evaluated += evaluatedBelow64[rule &* 64 &+ node] }
        return out
    }

    /// Makes `rule`'s violations for `node` inconclusive (at the end of the run): they judged one
    /// end's messages by the other end's, and the capture holds only one direction of the node's
    /// exchanges, so what looked missing or unanswered may only be uncaptured.
    mutating func capturedOneDirectionOnly(_ rule: Int, node: Int, reason: String) {
        guard node < storedTallies[rule].count, storedTallies[rule][node].violations > 0 else { return }
        storedTallies[rule][node].inconclusive += storedTallies[rule][node].violations
        storedTallies[rule][node].violations = 0
        storedTallies[rule][node].findings.removeAll()
        storedTallies[rule][node].worst = .note
        storedTallies[rule][node].oneDirectionReason = reason
    }

    /// Whether ``capturedOneDirectionOnly(_:node:reason:)`` made `rule`'s violations for `node`
    /// INCONCLUSIVE.
    func isSettledOneDirection(_ rule: Int, node: Int) -> Bool {
        node < storedTallies[rule].count && storedTallies[rule][node].oneDirectionReason != nil
    }

    /// Every rule's tallies (``tallies(of:)``), by rule handle (for tests; the results read one
    /// rule at a time).
    var tallies: [[Tally]] { storedTallies.indices.map(tallies(of:)) }

    /// A check that could not be made (snap-length truncation, state from before the capture, a
    /// capture not declared time-synchronised, a window not declared). The first `reason` given
    /// for a (rule, node) becomes the INCONCLUSIVE verdict's reason.
    public mutating func inconclusive(_ rule: Int, node: Int, count: Int = 1, reason: String? = nil) {
        guard isActive(rule, node: node) else { return }
        storedTallies[rule][node].inconclusive += count
        if storedTallies[rule][node].inconclusiveReason == nil, let reason { storedTallies[rule][node].inconclusiveReason = reason }
    }

    /// An item the rule does not apply to because of what the testbed declares (the capture is
    /// declared not time-synchronised, a delay window is not declared, the tap carries no S-plane
    /// on an unsynchronised capture). Unlike ``inconclusive(_:node:count:reason:)`` this is not an
    /// item the capture failed to decide: a (rule, node) with nothing else recorded is SKIP with
    /// "not applicable: `reason`" (the first reason given); once anything was judged, these items
    /// do not change its verdict.
    public mutating func notApplicable(_ rule: Int, node: Int, count: Int = 1, reason: String) {
        guard isActive(rule, node: node) else { return }
        storedTallies[rule][node].notApplicable += count
        if storedTallies[rule][node].notApplicableReason == nil { storedTallies[rule][node].notApplicableReason = reason }
    }

    /// True while a violation of this (rule, node) would still be kept as a finding: checkers
    /// build their finding text only then (the counts stay exact either way).
    public mutating func wantsFinding(_ rule: Int, node: Int) -> Bool {
        guard isActive(rule, node: node) else { return false }
        return storedTallies[rule][node].findings.count < findingCap
    }

    public mutating func measure(_ rule: Int, node: Int, _ name: String, _ value: Double, unit: String) {
        guard isActive(rule, node: node) else { return }
        storedTallies[rule][node].measurements[name, default: MeasurementSummary(name: name, unit: unit)].add(value)
    }

    /// A violation whose finding the recorder no longer keeps (``wantsFinding(_:node:)`` was
    /// false): the same as `violation(rule, node: node, Violation("", frames: [], severity: severity))`
    /// without making and copying that value when no waiver could cover it.
    public mutating func countViolation(_ rule: Int, node: Int, severity: Finding.Severity? = nil) {
        guard isActive(rule, node: node) else { return }
        guard !hasWaivers, storedTallies[rule][node].findings.count >= findingCap else {
            violation(rule, node: node, Violation("", frames: [], severity: severity))
            return
        }
        storedTallies[rule][node].violations += 1
        storedTallies[rule][node].worst = max(storedTallies[rule][node].worst, suiteSeverities[rule] ?? severity ?? defaultSeverities[rule])
    }

    public mutating func violation(_ rule: Int, node: Int, _ v: Violation) {
        guard isActive(rule, node: node) else { return }
        let severity = suiteSeverities[rule] ?? v.severity ?? defaultSeverities[rule]
        // Past the finding cap and without waivers (the common case of a rule violated on every
        // message) only the counts change: no node name, no finding, no copy of the rule's
        // definition, the tally updated in place.
        let keepsFinding = storedTallies[rule][node].findings.count < findingCap
        let nodeName = keepsFinding || hasWaivers ? nodes[node].name : ""
        let waiver = hasWaivers ? matchWaiver(definitions[rule].id.rawValue, node: node, nodeName: nodeName, flow: v.flow) : nil
        if let waiver {
            storedTallies[rule][node].waived += 1
            if !storedTallies[rule][node].waiverReasons.contains(waiver.reason) && storedTallies[rule][node].waiverReasons.count < Self.waiverReasonCap {
                storedTallies[rule][node].waiverReasons.append(waiver.reason)
            }
        } else {
            storedTallies[rule][node].violations += 1
            storedTallies[rule][node].worst = max(storedTallies[rule][node].worst, severity)
        }
        if keepsFinding {
            var f = RuleFinding(rule: definitions[rule].id.rawValue, node: nodeName, severity: severity, frames: v.frames, fieldPath: v.fieldPath,
                                expected: v.expected, actual: v.actual, message: v.message, measurement: v.measurement)
            f.waiver = waiver?.reason
            storedTallies[rule][node].findings.append(f)
            findingObserver?(f, rule, node, definitions[rule].area, definitions[rule].exchange)
        }
    }

    /// The first unexpired waiver covering the finding; counts which waivers applied and which
    /// expired ones would have.
    private mutating func matchWaiver(_ rule: String, node: Int, nodeName: String, flow: String?) -> Waiver? {
        guard let waivers = testbed?.waivers, !waivers.isEmpty else { return nil }
        if waiverApplied.count != waivers.count {
            waiverApplied = Array(repeating: 0, count: waivers.count)
            waiverExpiredMatches = waiverApplied
        }
        let software = nodes[node].device?.software
        var chosen: Waiver?
        for (i, w) in waivers.enumerated() where w.applies(to: rule, node: nodeName, flow: flow, software: software) {
            if w.isExpired(on: waiverDate) {
                waiverExpiredMatches[i] += 1
            } else if chosen == nil {
                chosen = w
                waiverApplied[i] += 1
            }
        }
        return chosen
    }

    /// What became of each testbed waiver in the run.
    func waiverOutcomes() -> [WaiverOutcome] {
        (testbed?.waivers ?? []).enumerated().map { i, w in
            WaiverOutcome(waiver: w, applied: i < waiverApplied.count ? waiverApplied[i] : 0, expired: w.isExpired(on: waiverDate),
                          expiredMatches: i < waiverExpiredMatches.count ? waiverExpiredMatches[i] : 0, judgedOn: waiverDate)
        }
    }

    /// Testbed waivers the run judges findings against.
    var waiverCount: Int { testbed?.waivers.count ?? 0 }

    /// Adds one row of a later part's segment to the (settled) tally of `rule` and `node`
    /// (``absorb(_:)``: the merge rules are ``RecorderSegment``'s), in place.
    mutating func absorb(_ row: RecorderSegment.Row, rule: Int, node: Int) {
        ensure(rule, node)
        storedTallies[rule][node].absorb(row, findingCap: findingCap)
    }

    /// Adds a later part's per-waiver counts (``absorb(_:)``).
    mutating func addWaiverCounts(applied: [Int], expiredMatches: [Int]) {
        guard !applied.isEmpty || !expiredMatches.isEmpty else { return }
        if waiverApplied.count != waiverCount {
            waiverApplied = Array(repeating: 0, count: waiverCount)
            waiverExpiredMatches = waiverApplied
        }
        for (i, n) in applied.enumerated() { waiverApplied[i] += n }
        for (i, n) in expiredMatches.enumerated() { waiverExpiredMatches[i] += n }
    }

    private mutating func ensure(_ rule: Int, _ node: Int) {
        if storedTallies[rule].count <= node {
            storedTallies[rule].append(contentsOf: repeatElement(Tally(), count: node + 1 - storedTallies[rule].count))
        }
        if case .unknown = storedTallies[rule][node].state {
            switch definitions[rule].applicability(to: nodes[node], in: environment) {
            case .applicable: storedTallies[rule][node].state = .active
            case .notApplicable(let reason): storedTallies[rule][node].state = .skipped(reason)
            }
        }
    }
}

/// Count, minimum, maximum and mean of a measured quantity.
///
/// The sum behind the mean is exact (``ExactSum``) and rounded once when read, so a summary is
/// the same bits whatever the order its values came in, and summaries of the parts of a run
/// joined by ``merge(_:)`` equal the summary of the whole run.
public struct MeasurementSummary: Hashable, Sendable {
    public var name: String
    public var unit: String
    public var count = 0
    public var minimum = Double.infinity
    public var maximum = -Double.infinity
    var exactSum = ExactSum()
    public init(name: String, unit: String) {
        self.name = name
        self.unit = unit
    }
    /// The sum of the values, rounded once to the nearest `Double`.
    public var sum: Double { exactSum.value }
    public var mean: Double { count == 0 ? 0 : sum / Double(count) }
    mutating func add(_ v: Double) {
        count += 1
        minimum = Swift.min(minimum, v)
        maximum = Swift.max(maximum, v)
        exactSum.add(v)
    }

    /// Adds the values `other` summarised (same name and unit): as if each had been added here.
    public mutating func merge(_ other: MeasurementSummary) {
        count += other.count
        minimum = Swift.min(minimum, other.minimum)
        maximum = Swift.max(maximum, other.maximum)
        exactSum.merge(other.exactSum)
    }
}
