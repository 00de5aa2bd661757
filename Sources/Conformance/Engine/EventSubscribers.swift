/// A checker as a dispatch list holds it. The list holds it unretained, through a box whose
/// checker is a constant: calling it through `Unmanaged._withUnsafeGuaranteedRef` then takes no
/// reference count.
/// Loading an existential from an array retains it for the call and releases it after, two
/// atomic operations per subscriber and event (some 30 per eCPRI PDU with every rule selected).
/// The run that owns the lists keeps the boxes alive (``EventSubscribers/boxes``).
final class SubscribedChecker {
    let checker: any RuleChecker
    init(_ checker: any RuleChecker) { self.checker = checker }
}

/// The checkers subscribed to each event kind, in catalogue order: the per-frame dispatch walks
/// one prebuilt array per kind (no allocation, no per-checker test of what it wants), of
/// unretained references to boxes this value keeps alive.
struct EventSubscribers {
    typealias Entry = Unmanaged<SubscribedChecker>
    /// One box per checker; the lists' references into them are unretained.
    private var boxes: [SubscribedChecker] = []
    private(set) var fronthaul: [Entry] = []
    private(set) var f1ap: [Entry] = []
    private(set) var ptp: [Entry] = []
    private(set) var otherEtherType: [Entry] = []
    private(set) var frameCheckSequence: [Entry] = []
    private(set) var clock: [Entry] = []
    private(set) var ap: [Entry] = []

    /// Reads each checker's ``RuleChecker/subscriptions`` once (after it prepared).
    init(_ checkers: [any RuleChecker]) {
        for checker in checkers {
            let kinds = checker.subscriptions
            let box = SubscribedChecker(checker)
            boxes.append(box)
            let entry = Entry.passUnretained(box)
            if kinds.contains(.fronthaul) { fronthaul.append(entry) }
            if kinds.contains(.f1ap) { f1ap.append(entry) }
            if kinds.contains(.ptp) { ptp.append(entry) }
            if kinds.contains(.otherEtherType) { otherEtherType.append(entry) }
            if kinds.contains(.frameCheckSequence) { frameCheckSequence.append(entry) }
            if kinds.contains(.clock) { clock.append(entry) }
            if kinds.contains(.ap) { ap.append(entry) }
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
