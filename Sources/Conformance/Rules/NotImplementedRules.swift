import Profiles
import WireCore

/// Catalogue rules that no checker judges yet, and rule ids a suite includes by name that the
/// catalogue does not know: each is reported SKIP "not implemented: <reason>" rather than silently
/// left out of the results.
final class NotImplementedRules: RuleChecker {
    /// A catalogue rule without a checker and why.
    struct Placeholder {
        var id: RuleID
        var title: String
        var clause: SpecClause
        var area: RuleArea
        var reason: String
    }

    /// Catalogue rules no checker implements yet, with the reason (what a judgement would need).
    static let placeholders: [Placeholder] = [
    ]

    private var definitions: [RuleSpec] = []
    private var reasons: [String] = []
    private var handles: [Int] = []

    /// - Parameters:
    ///   - implemented: ids of the rules real checkers report (placeholders for them are dropped).
    ///   - suite: exact ids it includes that no checker knows become placeholders too.
    init(implemented: Set<RuleID>, suite: SuiteProfile?) {
        var known = implemented
        for p in Self.placeholders where known.insert(p.id).inserted {
            definitions.append(RuleSpec(p.id, p.title, clause: p.clause, status: .optional, area: p.area))
            reasons.append("not implemented: \(p.reason)")
        }
        let custom = Set(suite?.custom.map(\.id) ?? [])
        for pattern in suite?.include ?? [] where !pattern.isGlob && !custom.contains(pattern.text) && known.insert(RuleID(pattern.text)).inserted {
            let id = RuleID(pattern.text)
            let area: RuleArea = id.belongs(to: .f1ap) ? .f1ap : id.belongs(to: .fronthaul) ? .fronthaul : .testbed
            definitions.append(RuleSpec(id, "Rule named by suite \(suite?.name ?? "")", clause: SpecClause(text: "unknown rule id"), status: .optional, area: area))
            reasons.append("not implemented: no checker for rule id '\(pattern.text)' in this version")
        }
    }

    var specs: [RuleSpec] { definitions }
    var subscriptions: EventKinds { [] }

    func prepare(_ recorder: inout RuleRecorder) {
        handles = definitions.map { recorder.handle($0.id) }
    }

    func finish(_ recorder: inout RuleRecorder) {
        for (handle, reason) in zip(handles, reasons) { recorder.skip(handle, reason: reason) }
    }
}
