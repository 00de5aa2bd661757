import F1AP
import NetLayers
import Profiles
import WireCore

/// The stateful F1AP checks (TS 38.472 clause 7, TS 38.473 clauses 8–10), by family: abstract
/// syntax, transport, interface management (setup, reset, removal, cells, error indication),
/// transactions (request / response pairing) and UE identity, each its own judge with its own
/// rules. This checker keeps what they share (one ``F1APAssociation`` per SCTP association,
/// bounded; the capture clock) and hands each PDU to them in that order, so a family sees the
/// association as the families before it left it. Roles are those stamped on each event: from
/// the testbed, else from traffic (``NodeRoleInference``: the F1 Setup Request sender is the
/// gNB-DU, else the side on port 38472 the gNB-CU).
final class F1APChecker: RuleChecker {
    /// The families' rules in catalogue order (``F1APRules/all``; each row judged by one family).
    var specs: [RuleSpec] { F1APRules.all }
    var subscriptions: EventKinds { [.f1ap, .clock] }

    /// The families' own rules, for the catalogue's one-judge-per-rule check.
    static let families: [(name: String, specs: [RuleSpec])] = [
        ("F1APAbstractSyntaxJudge", F1APAbstractSyntaxJudge.specs),
        ("F1APTransportJudge", F1APTransportJudge.specs),
        ("F1APInterfaceManagementJudge", F1APInterfaceManagementJudge.specs),
        ("F1APTransactionJudge", F1APTransactionJudge.specs),
        ("F1APUEIdentityJudge", F1APUEIdentityJudge.specs),
    ]

    private let abstractSyntax = F1APAbstractSyntaxJudge()
    private let transport: F1APTransportJudge
    private let management = F1APInterfaceManagementJudge()
    private let transactions: F1APTransactionJudge
    private let ueIdentity: F1APUEIdentityJudge

    /// The associations in order of first sight (slots reused after an eviction), and where each key sits.
    // `@exclusivity(unchecked)`: the checking thread alone runs this checker, and no access to
    // these properties overlaps another (each is changed in place by one call at a time); the
    // run-time check would cost a call per PDU for each.
    @exclusivity(unchecked) private var associations: [F1APAssociation] = []
    @exclusivity(unchecked) private var associationKeys: [AssociationKey] = []
    @exclusivity(unchecked) private var slotOf: [AssociationKey: Int] = [:]
    /// The slot the previous PDU's association sits in: a capture's PDUs mostly follow on one
    /// association, so comparing with its key (``associationKeys`` always holds each slot's
    /// current key) saves hashing the endpoints for each PDU.
    private var lastSlot = -1
    /// The slot evicted next when the table is full (the oldest association).
    private var oldestSlot = 0
    private let timeout: Int64
    private let maximumEntries: Int
    // `@exclusivity(unchecked)` (as the tables above): read for every frame by the clock.
    @exclusivity(unchecked) private var lastTime: Int64 = 0
    /// One entry (at most the time of its oldest request not yet judged) per association slot
    /// with such a request, so the clock finds the requests whose timeout passed without
    /// looking at every association.
    @exclusivity(unchecked) private(set) var deadlines = DeadlineQueue()
    /// Per slot of `associations`: `deadlines` holds an entry for it (at most one at a time, so
    /// the queue never holds more entries than there are slots, however fast requests are answered).
    @exclusivity(unchecked) private var deadlineQueued: [Bool] = []
    /// The catalogue's procedures by code (ProcedureCode ::= INTEGER (0..255), TS 38.473
    /// §9.4.3), the first entry of a code winning; nil for a code no procedure uses. Read by
    /// index, not hashed: every PDU asks (two checkers), and a SipHash of the code cost more than
    /// the rest of the look-up.
    static let procedureByCode: [F1APProcedure?] = {
        var table = [F1APProcedure?](repeating: nil, count: 256)
        for p in F1APProcedure.catalog where p.code >= 0 && p.code < 256 && table[p.code] == nil { table[p.code] = p }
        return table
    }()

    /// The catalogue's procedure of code `code`, nil when none uses it (or it is out of range).
    @inline(__always) static func procedure(code: Int) -> F1APProcedure? {
        code >= 0 && code < 256 ? procedureByCode[code] : nil
    }

    /// The sort key of an association at the end of a capture: its number, then its ends as
    /// `address:port` text, lower first.
    static func order(_ k: AssociationKey) -> (Int, String, String) {
        let x = k.a.text, y = k.b.text
        return (k.id ?? -1, min(x, y), max(x, y))
    }

    /// One end of an association: address and port.
    struct AssociationEnd: Hashable, Comparable {
        var ip: NetLayers.IPAddress?
        var port: UInt16

        private var order: (Int, UInt64, UInt64, UInt16) {
            switch ip {
            case nil: return (0, 0, 0, port)
            case .v4(let a)?: return (1, 0, UInt64(a), port)
            case .v6(let h, let l)?: return (2, h, l, port)
            }
        }

        static func < (x: AssociationEnd, y: AssociationEnd) -> Bool { x.order < y.order }

        var text: String { "\(ip?.description ?? "-"):\(port)" }
    }

    /// An association: NetLayers' number and its two ends, in either direction.
    struct AssociationKey: Hashable {
        var id: Int?
        var a: AssociationEnd
        var b: AssociationEnd
    }

    init(configuration: RunConfiguration) {
        timeout = configuration.responseTimeoutNanoseconds
        maximumEntries = configuration.maximumOpenEntries
        transport = F1APTransportJudge(configuration: configuration)
        transactions = F1APTransactionJudge(configuration: configuration)
        ueIdentity = F1APUEIdentityJudge(configuration: configuration)
    }

    func prepare(_ recorder: inout RuleRecorder) {
        abstractSyntax.prepare(&recorder)
        transport.prepare(&recorder)
        management.prepare(&recorder)
        transactions.prepare(&recorder)
        ueIdentity.prepare(&recorder)
    }

    private func key(_ e: Endpoints) -> AssociationKey {
        let x = AssociationEnd(ip: e.sourceIP, port: e.sourcePort ?? 0)
        let y = AssociationEnd(ip: e.destinationIP, port: e.destinationPort ?? 0)
        return AssociationKey(id: e.sctpAssociation, a: min(x, y), b: max(x, y))
    }

    private func newAssociation() -> F1APAssociation {
        var a = F1APAssociation()
        a.ueStream = BoundedTable(capacity: maximumEntries)
        return a
    }

    /// The slot of `k`'s association, made when new; at the bound the oldest association is
    /// judged as at the end of a capture and its slot reused.
    private func slot(_ k: AssociationKey, _ recorder: inout RuleRecorder) -> Int {
        if lastSlot >= 0 && associationKeys[lastSlot] == k { return lastSlot }
        let found = lookUpSlot(k, &recorder)
        lastSlot = found
        return found
    }

    private func lookUpSlot(_ k: AssociationKey, _ recorder: inout RuleRecorder) -> Int {
        if let i = slotOf[k] { return i }
        if associations.count < maximumEntries {
            associations.append(newAssociation())
            deadlineQueued.append(false)
            associationKeys.append(k)
            slotOf[k] = associations.count - 1
            return associations.count - 1
        }
        let i = oldestSlot
        oldestSlot = (oldestSlot + 1) % associations.count
        judgeAtEnd(associations[i], &recorder)
        evictedAssociations += 1
        evictedUEsOfReplaced += associations[i].evictedUEs
        slotOf[associationKeys[i]] = nil
        associations[i] = newAssociation()
        associationKeys[i] = k
        slotOf[k] = i
        return i
    }

    /// Associations, open requests and UE contexts held; associations, requests and UE contexts evicted.
    var openState: OpenStateCounters {
        var counters = OpenStateCounters(entries: associations.count, evicted: evictedAssociations + transactions.evictedRequests + evictedUEsOfReplaced)
        for a in associations {
            counters.entries += a.outstanding.count + a.ueEntries
            counters.evicted += a.evictedUEs
        }
        return counters
    }

    /// UE contexts evicted from associations since replaced.
    private var evictedUEsOfReplaced = 0

    /// Associations judged and let go at the bound so far.
    private(set) var evictedAssociations = 0

    private func judgeAtEnd(_ a: F1APAssociation, _ recorder: inout RuleRecorder) {
        management.finish(a, &recorder)
        transactions.finish(a, lastTime: lastTime, &recorder)
    }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard case .f1ap(let result) = event.payload else { return }
        let c = event.context
        lastTime = max(lastTime, c.timestampNanoseconds)
        abstractSyntax.observe(c, result, &recorder)
        let senderRole = transport.observe(c, result, &recorder)
        guard let m = result.message else { return }
        let i = slot(key(c.endpoints), &recorder)
        let pdu = F1APPDU(context: c, message: m, procedure: Self.procedure(code: m.procedureCode), senderRole: senderRole)
        // In place: the association's tables are never copied.
        judge(pdu, &associations[i], &recorder)
        // an entry already queued for the slot is at most the time of its oldest pending request:
        // when it falls due, the request pending then is queued in its place
        if !deadlineQueued[i], let first = associations[i].outstanding.firstPending {
            deadlines.push(Deadline(time: associations[i].outstanding[first].time, owner: i))
            deadlineQueued[i] = true
        }
    }

    private func judge(_ pdu: F1APPDU, _ a: inout F1APAssociation, _ recorder: inout RuleRecorder) {
        a.pdus += 1
        transport.observe(pdu, &a, &recorder)
        management.observe(pdu, &a, &recorder)
        transactions.observe(pdu, &a, &recorder)
        if pdu.isUE { ueIdentity.observe(pdu, &a, &recorder) }
    }

    /// Capture time of every frame, F1AP or not: a request not answered when the capture
    /// (any traffic) has gone on past its timeout is a violation then (F1-RESP-TIMELY), not
    /// INCONCLUSIVE, and not only at the end of the capture (`check --follow` prints it then).
    func advanceClock(to timestampNanoseconds: Int64, _ recorder: inout RuleRecorder) {
        lastTime = max(lastTime, timestampNanoseconds)
        while let top = deadlines.first, lastTime.subtractingSaturating(top.time) > timeout {
            deadlines.pop()
            // An entry outlives its request (answered) or its association (slot reused): the
            // slot's association is looked at as it is now.
            guard top.owner < associations.count else { continue }
            deadlineQueued[top.owner] = false
            if let next = transactions.expire(&associations[top.owner], now: lastTime, &recorder) {
                deadlines.push(Deadline(time: next, owner: top.owner))
                deadlineQueued[top.owner] = true
            }
        }
    }

    /// Another recording follows: requests still open are judged as at the end of a capture
    /// (INCONCLUSIVE unless already past their timeout) when the gap exceeds the timeout or time
    /// runs backwards; a shorter pause keeps them open.
    func discontinuity(_ recorder: inout RuleRecorder, gapNanoseconds: Int64?) {
        if let gap = gapNanoseconds, gap <= timeout { return }
        finish(&recorder)
        lastTime = 0
    }

    func finish(_ recorder: inout RuleRecorder) {
        // Key order (number, then the ends as text), not arrival or dictionary order: findings
        // must not depend on the hash seed.
        for i in associations.indices.sorted(by: { Self.order(associationKeys[$0]) < Self.order(associationKeys[$1]) }) {
            judgeAtEnd(associations[i], &recorder)
        }
        associations.removeAll()
        associationKeys.removeAll()
        slotOf.removeAll()
        deadlines.removeAll()
        deadlineQueued.removeAll()
        lastSlot = -1
        oldestSlot = 0
    }
}
