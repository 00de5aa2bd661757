import WireCore

/// What changed between a baseline run and the current one, per rule and node: findings new in
/// the current run, fixed (in the baseline only) and unchanged, matched by rule, node, flow and
/// finding kind (``ResultsSnapshot/FindingKind``), never by frame number; and verdict changes.
public struct ResultsDiff: Sendable {
    public struct Change: Sendable {
        public var rule: String
        public var node: String
        public var verdictBefore: String?
        public var verdictAfter: String?
        public var violationsBefore: Int
        public var violationsAfter: Int
        /// Kinds with how many more (new) or fewer (fixed) listed findings, and the unchanged count.
        public var new: [(kind: ResultsSnapshot.FindingKind, count: Int)]
        public var fixed: [(kind: ResultsSnapshot.FindingKind, count: Int)]
        public var unchanged: Int

        public var newCount: Int { new.reduce(0) { $0 + $1.count } }
        public var fixedCount: Int { fixed.reduce(0) { $0 + $1.count } }
        /// The row got worse: new findings, more violations, or a verdict that turned FAIL or
        /// WARN (from anything better).
        public var isRegression: Bool {
            newCount > 0 || violationsAfter > violationsBefore || Self.worsened(verdictBefore, verdictAfter)
        }

        static func rank(_ verdict: String?) -> Int {
            switch verdict {
            case "FAIL": 2
            case "WARN": 1
            default: 0
            }
        }

        static func worsened(_ before: String?, _ after: String?) -> Bool { rank(after) > rank(before) }
    }

    /// Rows with any difference, by rule then node.
    public var changes: [Change]
    public var unchangedFindings: Int

    public var newFindings: Int { changes.reduce(0) { $0 + $1.newCount } }
    public var fixedFindings: Int { changes.reduce(0) { $0 + $1.fixedCount } }
    public var regressions: [Change] { changes.filter(\.isRegression) }
    public var isEmpty: Bool { changes.isEmpty }

    public init(baseline: ResultsSnapshot, current: ResultsSnapshot) {
        var changes: [Change] = []
        var unchangedTotal = 0
        for key in Set(baseline.rows.keys).union(current.rows.keys).sorted() {
            let before = baseline.rows[key]
            let after = current.rows[key]
            let beforeKinds = before?.findings ?? [:]
            let afterKinds = after?.findings ?? [:]
            var new: [(ResultsSnapshot.FindingKind, Int)] = []
            var fixed: [(ResultsSnapshot.FindingKind, Int)] = []
            var unchanged = 0
            for kind in Set(beforeKinds.keys).union(afterKinds.keys).sorted() {
                let b = beforeKinds[kind, default: 0]
                let a = afterKinds[kind, default: 0]
                if a > b { new.append((kind, a - b)) }
                if b > a { fixed.append((kind, b - a)) }
                unchanged += min(a, b)
            }
            unchangedTotal += unchanged
            let change = Change(
                rule: key.rule, node: key.node, verdictBefore: before?.verdict, verdictAfter: after?.verdict,
                violationsBefore: before?.violations ?? 0, violationsAfter: after?.violations ?? 0,
                new: new, fixed: fixed, unchanged: unchanged)
            // A row only in one run with nothing found (a rule added or dropped, SKIP) is no change
            // of findings; a verdict that differs is.
            let verdictChanged = before?.verdict != after?.verdict && before != nil && after != nil
            if !new.isEmpty || !fixed.isEmpty || change.violationsBefore != change.violationsAfter || verdictChanged
                || (before == nil) != (after == nil) && Change.rank(before?.verdict ?? after?.verdict) > 0 {
                changes.append(change)
            }
        }
        self.changes = changes
        self.unchangedFindings = unchangedTotal
    }

    /// One line per changed row and kind, then the totals.
    public func text(baselineName: String, currentName: String) -> String {
        var out = "baseline \(baselineName) -> \(currentName)\n"
        for c in changes {
            let verdict = c.verdictBefore == c.verdictAfter
                ? (c.verdictAfter ?? "-") : "\(c.verdictBefore ?? "absent") -> \(c.verdictAfter ?? "absent")"
            out += "\(c.isRegression ? "REGRESSION" : "changed   ") \(c.rule) \(c.node): \(verdict), violations \(c.violationsBefore) -> \(c.violationsAfter)\n"
            for (kind, count) in c.new { out += "  new \(count)x \(kind.text)\n" }
            for (kind, count) in c.fixed { out += "  fixed \(count)x \(kind.text)\n" }
        }
        out += "new \(newFindings), fixed \(fixedFindings), unchanged \(unchangedFindings) findings; \(regressions.count) regressed rule/node rows\n"
        return out
    }

    /// The same as a JSON document.
    public func json(baselineName: String, currentName: String) -> JSONValue {
        func kinds(_ list: [(kind: ResultsSnapshot.FindingKind, count: Int)]) -> JSONValue {
            .array(list.map { .object([JSONMember("kind", .string($0.kind.text)), JSONMember("count", .int($0.count))]) })
        }
        return .object([
            JSONMember("baseline", .string(baselineName)),
            JSONMember("current", .string(currentName)),
            JSONMember("newFindings", .int(newFindings)),
            JSONMember("fixedFindings", .int(fixedFindings)),
            JSONMember("unchangedFindings", .int(unchangedFindings)),
            JSONMember("regressions", .int(regressions.count)),
            JSONMember("changes", .array(changes.map { c in
                .object([
                    JSONMember("rule", .string(c.rule)), JSONMember("node", .string(c.node)),
                    JSONMember("verdictBefore", .optional(c.verdictBefore)), JSONMember("verdictAfter", .optional(c.verdictAfter)),
                    JSONMember("violationsBefore", .int(c.violationsBefore)), JSONMember("violationsAfter", .int(c.violationsAfter)),
                    JSONMember("regression", .bool(c.isRegression)),
                    JSONMember("new", kinds(c.new)), JSONMember("fixed", kinds(c.fixed)), JSONMember("unchanged", .int(c.unchanged)),
                ])
            })),
        ])
    }
}
