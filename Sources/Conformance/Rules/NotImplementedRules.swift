import Profiles
import WireCore

/// Catalogue rules that no checker judges yet, and rule ids a suite includes by name that the
/// catalogue does not know: each is reported SKIP "not implemented: <reason>" rather than silently
/// left out of the results.
final class NotImplementedRules: RuleChecker {
    /// A catalogue rule without a checker and why.
    struct Placeholder {
        var id: String
        var title: String
        var clause: String
        var area: RuleArea
        var reason: String
    }

    /// Catalogue rules no checker implements yet, with the reason (what a judgement would need).
    static let placeholders: [Placeholder] = [
    ]

    private var definitions: [RuleDefinition] = []
    private var reasons: [String] = []
    private var handles: [Int] = []

    /// - Parameters:
    ///   - implemented: ids of the rules real checkers report (placeholders for them are dropped).
    ///   - suite: exact ids it includes that no checker knows become placeholders too.
    init(implemented: Set<String>, suite: SuiteProfile?) {
        var known = implemented
        for p in Self.placeholders where known.insert(p.id).inserted {
            definitions.append(RuleDefinition(p.id, p.title, clause: p.clause, status: .optional, area: p.area))
            reasons.append("not implemented: \(p.reason)")
        }
        let custom = Set(suite?.custom.map(\.id) ?? [])
        for pattern in suite?.include ?? [] where !pattern.isGlob && !custom.contains(pattern.text) && known.insert(pattern.text).inserted {
            let area: RuleArea = pattern.text.hasPrefix("F1-") ? .f1ap : pattern.text.hasPrefix("FH-") ? .fronthaul : .testbed
            definitions.append(RuleDefinition(pattern.text, "Rule named by suite \(suite?.name ?? "")", clause: "unknown rule id", status: .optional, area: area))
            reasons.append("not implemented: no checker for rule id '\(pattern.text)' in this version")
        }
    }

    var rules: [RuleDefinition] { definitions }
    var wantsFronthaul: Bool { false }
    var wantsF1AP: Bool { false }

    func prepare(_ recorder: inout RuleRecorder) {
        handles = definitions.map { recorder.handle($0.id) }
    }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {}

    func finish(_ recorder: inout RuleRecorder) {
        for (handle, reason) in zip(handles, reasons) { recorder.skip(handle, reason: reason) }
    }
}
