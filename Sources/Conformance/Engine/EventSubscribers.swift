/// The checkers subscribed to each event kind, in catalogue order: the per-frame dispatch walks
/// one prebuilt array per kind (no allocation, no per-checker test of what it wants).
struct EventSubscribers {
    private(set) var fronthaul: [any RuleChecker] = []
    private(set) var f1ap: [any RuleChecker] = []
    private(set) var ptp: [any RuleChecker] = []
    private(set) var otherEtherType: [any RuleChecker] = []
    private(set) var frameCheckSequence: [any RuleChecker] = []
    private(set) var clock: [any RuleChecker] = []
    private(set) var ap: [any RuleChecker] = []

    /// Reads each checker's ``RuleChecker/subscriptions`` once (after it prepared).
    init(_ checkers: [any RuleChecker]) {
        for checker in checkers {
            let kinds = checker.subscriptions
            if kinds.contains(.fronthaul) { fronthaul.append(checker) }
            if kinds.contains(.f1ap) { f1ap.append(checker) }
            if kinds.contains(.ptp) { ptp.append(checker) }
            if kinds.contains(.otherEtherType) { otherEtherType.append(checker) }
            if kinds.contains(.frameCheckSequence) { frameCheckSequence.append(checker) }
            if kinds.contains(.clock) { clock.append(checker) }
            if kinds.contains(.ap) { ap.append(checker) }
        }
    }

    /// How many checkers receive events of `kind` (tests, diagnostics).
    func count(_ kind: EventKinds) -> Int {
        var n = 0
        if kind.contains(.fronthaul) { n += fronthaul.count }
        if kind.contains(.f1ap) { n += f1ap.count }
        if kind.contains(.ptp) { n += ptp.count }
        if kind.contains(.otherEtherType) { n += otherEtherType.count }
        if kind.contains(.frameCheckSequence) { n += frameCheckSequence.count }
        if kind.contains(.clock) { n += clock.count }
        if kind.contains(.ap) { n += ap.count }
        return n
    }
}
