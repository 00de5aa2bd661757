import WireCore

/// What a recorder holds for each (rule, node), named by rule id and node name instead of by
/// handle and node index: one part's contribution to a run's results when a capture is checked
/// in parts (README "Past one machine"; Design "Parts checked apart, merged").
///
/// Parts number their nodes in the order each part meets them, so a segment names them. Taken
/// before the run's end (``RuleRecorder/segment()``, before `finish` flushes open state and
/// settles one-direction captures) and absorbed in capture order
/// (``RuleRecorder/absorb(_:)``), the segments of consecutive parts give the tallies one
/// recorder would have had over all their reports:
///
/// - counts add, and the worst severity is the larger;
/// - findings are kept in the order they came, up to the recorder's finding cap: a part keeps its
///   own first findings, so the first findings of the whole are the first part's and then as many
///   of the next part's as the cap leaves;
/// - waiver reasons likewise (the first four distinct ones): a part keeps its first four, of which
///   at most as many as the earlier parts already hold can repeat theirs;
/// - the first inconclusive and not-applicable reasons given stay;
/// - measurement summaries merge exactly (``MeasurementSummary/merge(_:)``).
public struct RecorderSegment: Equatable, Sendable {
    /// One (rule, node) whose applicability was settled.
    public struct Row: Equatable, Sendable {
        public var rule: String
        public var node: String
        /// nil when the rule ran for the node; else why it did not apply.
        public var skipReason: String?
        public var evaluated = 0
        public var violations = 0
        public var waived = 0
        public var inconclusive = 0
        public var inconclusiveReason: String?
        public var notApplicable = 0
        public var notApplicableReason: String?
        public var worst = Finding.Severity.note
        public var findings: [RuleFinding] = []
        public var waiverReasons: [String] = []
        /// By name.
        public var measurements: [MeasurementSummary] = []

        public init(rule: String, node: String, skipReason: String?) {
            self.rule = rule
            self.node = node
            self.skipReason = skipReason
        }
    }

    /// In rule registration order, then node order.
    public var rows: [Row] = []
    /// ``RuleRecorder/skip(_:reason:)`` by rule id.
    public var ruleSkipReasons: [String: String] = [:]
    /// Per testbed waiver, in the testbed's order: findings it waived, and findings it would have
    /// covered had it not expired.
    public var waiverApplied: [Int] = []
    public var waiverExpiredMatches: [Int] = []

    public init() {}

    /// Why a segment cannot be absorbed: it was recorded under other rules or nodes than the
    /// recorder's (parts checked with another suite or testbed are refused before this).
    public enum AbsorbError: Error, Equatable, CustomStringConvertible {
        case unknownRule(String)
        case unknownNode(String)
        /// The rule ran for the node in one and was skipped in the other.
        case applicabilityDiffers(rule: String, node: String)
        case waiverCount(expected: Int, found: Int)

        public var description: String {
            switch self {
            case .unknownRule(let rule): "rule \(rule) is not registered in this run"
            case .unknownNode(let node): "node \(node) is not known to this run"
            case .applicabilityDiffers(let rule, let node): "rule \(rule) applies to node \(node) in one part and not in another"
            case .waiverCount(let expected, let found): "the part counts \(found) testbed waivers, this run \(expected)"
            }
        }
    }
}

extension RuleRecorder {
    /// The tallies so far by rule id and node name (see ``RecorderSegment``).
    public func segment() -> RecorderSegment {
        var segment = RecorderSegment()
        for (handle, rule) in definitions.enumerated() {
            for (node, tally) in tallies(of: handle).enumerated() {
                var row: RecorderSegment.Row
                switch tally.state {
                case .unknown: continue
                case .active: row = RecorderSegment.Row(rule: rule.id.rawValue, node: nodes[node].name, skipReason: nil)
                case .skipped(let reason): row = RecorderSegment.Row(rule: rule.id.rawValue, node: nodes[node].name, skipReason: reason)
                }
                row.evaluated = tally.evaluated
                row.violations = tally.violations
                row.waived = tally.waived
                row.inconclusive = tally.inconclusive
                row.inconclusiveReason = tally.inconclusiveReason
                row.notApplicable = tally.notApplicable
                row.notApplicableReason = tally.notApplicableReason
                row.worst = tally.worst
                row.findings = tally.findings
                row.waiverReasons = tally.waiverReasons
                row.measurements = tally.measurements.values.sorted { $0.name < $1.name }
                segment.rows.append(row)
            }
        }
        for (handle, reason) in ruleSkipReasons { segment.ruleSkipReasons[definitions[handle].id.rawValue] = reason }
        segment.waiverApplied = waiverApplied
        segment.waiverExpiredMatches = waiverExpiredMatches
        return segment
    }

    /// Adds a later part's tallies to these, as if its reports had been made here after the ones
    /// made so far (see ``RecorderSegment``). Every node the segment names must be known to this
    /// recorder's directory, and every rule registered here with the same applicability to it;
    /// otherwise no count changes.
    public mutating func absorb(_ segment: RecorderSegment) throws(RecorderSegment.AbsorbError) {
        var targets: [(rule: Int, node: Int)] = []
        targets.reserveCapacity(segment.rows.count)
        for row in segment.rows {
            let rule = handle(RuleID(row.rule))
            guard rule != Self.unselected else { throw .unknownRule(row.rule) }
            guard let node = nodes.index(named: row.node) else { throw .unknownNode(row.node) }
            targets.append((rule, node))
        }
        let waivers = waiverCount
        for counts in [segment.waiverApplied, segment.waiverExpiredMatches] where !counts.isEmpty && counts.count != waivers {
            throw .waiverCount(expected: waivers, found: counts.count)
        }
        for (row, target) in zip(segment.rows, targets) where isActive(target.rule, node: target.node) != (row.skipReason == nil) {
            throw .applicabilityDiffers(rule: row.rule, node: row.node)
        }
        for (row, target) in zip(segment.rows, targets) { absorb(row, rule: target.rule, node: target.node) }
        for (id, reason) in segment.ruleSkipReasons {
            let rule = handle(RuleID(id))
            if rule != Self.unselected && ruleSkipReasons[rule] == nil { ruleSkipReasons[rule] = reason }
        }
        addWaiverCounts(applied: segment.waiverApplied, expiredMatches: segment.waiverExpiredMatches)
    }
}
