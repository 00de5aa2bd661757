import APProtocols
import ASN1PER
import WireCore

/// E2AP service-level consistency (O-RAN.WG3.E2AP RIC Subscription, RIC Subscription Delete and
/// RIC Indication procedures): a RIC Indication carries the RIC Request ID of a subscription
/// the E2 node accepted (RICsubscriptionResponse) and not yet deleted
/// (RICsubscriptionDeleteResponse), the RAN Function ID of that subscription, and a RIC Action
/// ID the response admitted (or a later RIC Subscription Modification added).
///
/// What the capture cannot show is never a FAIL: an indication for a RIC Request ID the capture
/// has no subscription for is INCONCLUSIVE unless the capture saw the association's E2 Setup
/// (then every subscription on it is in the capture and the unknown id FAILs).
final class E2SubscriptionChecker: RuleChecker {
    var specs: [RuleSpec] { APRuleRegistry.e2SubscriptionSpecs }
    var subscriptions: EventKinds { [.ap] }

    enum State { case requested, accepted, rejected, deleted }

    struct Subscription {
        var state: State
        var function: Int64?
        var actions: Set<Int64> = []
        var frames: [Int]
    }

    struct Key: Hashable {
        var association: F1APChecker.AssociationKey
        var requestor: Int64
        var instance: Int64
    }

    /// The subscriptions in the order they took their place: at the bound the oldest goes (a
    /// fixed choice, whatever order a `Dictionary` would list them in).
    private var subs = InsertionOrderedMap<Key, Subscription>()
    /// Associations whose E2 Setup the capture holds.
    private var setupSeen: Set<F1APChecker.AssociationKey> = []
    private var handles: [RuleID: Int] = [:]
    private var sawE2 = false
    private let maximumEntries: Int
    /// A pause between two files longer than this starts a new recording (as for F1AP).
    private let timeout: Int64
    private var evicted = 0

    init(configuration: RunConfiguration) {
        maximumEntries = configuration.maximumOpenEntries
        timeout = configuration.responseTimeoutNanoseconds
    }

    func prepare(_ recorder: inout RuleRecorder) {
        for spec in specs { handles[spec.id] = recorder.handle(spec.id) }
    }

    private func h(_ rule: RuleSpec) -> Int { handles[rule.id] ?? RuleRecorder.unselected }

    /// Every `ricActionID` under `v`.
    static func actionIDs(_ v: ASN1Value, into out: inout Set<Int64>, depth: Int = 0) {
        guard depth < 32 else { return }
        switch v {
        case .sequence(let parts):
            for p in parts {
                if p.name == "ricActionID", let i = p.value.integerValue { out.insert(i) } else { actionIDs(p.value, into: &out, depth: depth + 1) }
            }
        case .sequenceOf(let items): for i in items { actionIDs(i, into: &out, depth: depth + 1) }
        case .choice(_, let inner), .openType(_, let inner): actionIDs(inner, into: &out, depth: depth + 1)
        default: break
        }
    }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard case .ap(let result) = event.payload, result.proto == .e2ap, let m = result.message else { return }
        sawE2 = true
        let c = event.context
        let association = APProcedureChecker.key(c.endpoints)
        // bounded like the subscriptions: an association past it is taken for one whose E2 Setup
        // the capture lacks (its unknown subscriptions INCONCLUSIVE, never a FAIL)
        if m.messageName == "E2setupRequest" && setupSeen.count < maximumEntries { setupSeen.insert(association) }
        guard let rid = m.ie("RICrequestID").flatMap({ APIdentities.ricRequest($0.value) }) else { return }
        let key = Key(association: association, requestor: rid.requestor, instance: rid.instance)
        let function = m.integer("RANfunctionID")
        switch m.messageName {
        case "RICsubscriptionRequest":
            store(key, Subscription(state: .requested, function: function, frames: c.frames))
        case "RICsubscriptionResponse":
            var s = subs[key] ?? Subscription(state: .accepted, function: function, frames: c.frames)
            s.state = .accepted
            if let admitted = m.ie("RICaction-Admitted-List") { Self.actionIDs(admitted.value, into: &s.actions) }
            store(key, s)
        case "RICsubscriptionFailure":
            store(key, Subscription(state: .rejected, function: function, frames: c.frames))
        case "RICsubscriptionModificationResponse", "RICsubscriptionModificationConfirm":
            // actions added or confirmed by a modification count as admitted
            if var s = subs[key] {
                for ie in m.ies where (ie.typeName ?? "").contains("Added") || (ie.typeName ?? "").contains("Confirmed") || (ie.typeName ?? "").contains("Modified") {
                    Self.actionIDs(ie.value, into: &s.actions)
                }
                store(key, s)
            }
        case "RICsubscriptionDeleteResponse":
            store(key, Subscription(state: .deleted, function: function, frames: c.frames))
        case "RICindication":
            indication(m, key: key, association: association, function: function, c, &recorder)
        default:
            break
        }
    }

    private func indication(_ m: APMessage, key: Key, association: F1APChecker.AssociationKey, function: Int64?, _ c: EventContext, _ recorder: inout RuleRecorder) {
        let node = c.sender
        let idText = "\(key.requestor)/\(key.instance)"
        let known = h(APRuleRegistry.e2SubscriptionKnown), action = h(APRuleRegistry.e2ActionAdmitted), fn = h(APRuleRegistry.e2FunctionMatches)
        guard let s = subs[key] else {
            if evicted > 0 {
                // the subscription may have been let go at the table's bound: not a FAIL
                for r in [known, action, fn] {
                    recorder.inconclusive(r, node: node, reason: "the subscription table reached its bound (\(maximumEntries) entries): older subscriptions were let go")
                }
            } else if setupSeen.contains(association) {
                recorder.evaluated(known, node: node)
                recorder.violation(known, node: node, Violation(
                    "RIC Indication for RIC Request ID \(idText), which no RIC Subscription since the E2 Setup in the capture established",
                    frames: c.frames, fieldPath: "e2ap.ricRequestorID", expected: "an accepted subscription's RIC Request ID", actual: idText))
            } else {
                for r in [known, action, fn] {
                    recorder.inconclusive(r, node: node, reason: "the subscription predates the capture (no E2 Setup or RIC Subscription for the RIC Request ID in it)")
                }
            }
            return
        }
        recorder.evaluated(known, node: node)
        switch s.state {
        case .accepted:
            break
        case .requested:
            recorder.violation(known, node: node, Violation(
                "RIC Indication for RIC Request ID \(idText) before the RIC Subscription Response accepted it",
                frames: s.frames + c.frames, fieldPath: "e2ap.ricRequestorID", expected: "an accepted subscription", actual: "requested, not yet accepted"))
        case .rejected:
            recorder.violation(known, node: node, Violation(
                "RIC Indication for RIC Request ID \(idText), whose subscription the E2 node refused (RIC Subscription Failure)",
                frames: s.frames + c.frames, fieldPath: "e2ap.ricRequestorID", expected: "an accepted subscription", actual: "refused"))
            return
        case .deleted:
            recorder.violation(known, node: node, Violation(
                "RIC Indication for RIC Request ID \(idText) after its RIC Subscription Delete Response",
                frames: s.frames + c.frames, fieldPath: "e2ap.ricRequestorID", expected: "an active subscription", actual: "deleted"))
            return
        }
        if let f = function, let expected = s.function {
            recorder.evaluated(fn, node: node)
            if f != expected {
                recorder.violation(fn, node: node, Violation(
                    "RIC Indication for RIC Request ID \(idText) names RAN Function ID \(f); the subscription is for \(expected)",
                    frames: s.frames + c.frames, fieldPath: "e2ap.RANfunctionID", expected: String(expected), actual: String(f)))
            }
        }
        if let a = m.integer("RICactionID") {
            if s.state == .accepted {
                recorder.evaluated(action, node: node)
                if !s.actions.contains(a) {
                    recorder.violation(action, node: node, Violation(
                        "RIC Indication for RIC Request ID \(idText) with RIC Action ID \(a), not admitted (admitted: \(s.actions.sorted().map(String.init).joined(separator: ", ")))",
                        frames: s.frames + c.frames, fieldPath: "e2ap.RICactionID", expected: "one of the admitted action ids", actual: String(a)))
                }
            }
        }
    }

    func finish(_ recorder: inout RuleRecorder) {
        if !sawE2 {
            for spec in specs { recorder.skip(h(spec), reason: "no E2AP traffic in the capture (SCTP PPID 70)") }
        }
    }

    func discontinuity(_ recorder: inout RuleRecorder) {
        subs.removeAll()
        setupSeen = []
    }

    /// Subscriptions outlive a pause no longer than the response timeout (the files of one
    /// recording can part anywhere); a longer one, or time running backwards, starts anew.
    func discontinuity(_ recorder: inout RuleRecorder, gapNanoseconds: Int64?) {
        if let gap = gapNanoseconds, gap <= timeout { return }
        discontinuity(&recorder)
    }

    /// Sets `key`'s subscription; a new key at the bound first lets the oldest subscription go
    /// (counted; from then on an indication of an unknown subscription is INCONCLUSIVE, since
    /// its subscription may be the one let go).
    private func store(_ key: Key, _ subscription: Subscription) {
        if subs[key] == nil && subs.count >= maximumEntries, subs.removeOldest() != nil { evicted += 1 }
        subs.updateValue(subscription, forKey: key)
    }

    var openState: OpenStateCounters { OpenStateCounters(entries: subs.count, evicted: evicted) }
}
