import F1AP
import NetLayers
import Profiles
import WireCore

/// The stateful F1AP checks (TS 38.472 clause 7, TS 38.473 clauses 8–10), by family: abstract
/// syntax, transport, interface management (setup, reset, removal, cells, error indication),
/// transactions (request / response pairing) and UE identity, each its own judge with its own
/// rules. This checker keeps what they share (one ``F1APAssociation`` per SCTP association,
/// bounded; the capture clock) and hands each PDU to them in that order, so a family sees the
/// association as the families before it left it. Roles come from the testbed, else from
/// traffic (port 38472 side is the gNB-CU, the F1 Setup Request sender the gNB-DU).
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

    private var associations: [AssociationKey: F1APAssociation] = [:]
    private let timeout: Int64
    private let maximumEntries: Int
    private var lastTime: Int64 = 0
    static let classByCode: [Int: F1APProcedure] = Dictionary(F1APProcedure.catalog.map { ($0.code, $0) }, uniquingKeysWith: { a, _ in a })

    struct AssociationKey: Hashable {
        var id: Int?
        var a: String
        var b: String
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
        let x = "\(e.sourceIP?.description ?? "-"):\(e.sourcePort ?? 0)"
        let y = "\(e.destinationIP?.description ?? "-"):\(e.destinationPort ?? 0)"
        return AssociationKey(id: e.sctpAssociation, a: min(x, y), b: max(x, y))
    }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard case .f1ap(let result) = event.payload else { return }
        let c = event.context
        lastTime = max(lastTime, c.timestampNanoseconds)
        abstractSyntax.observe(c, result, &recorder)
        let senderRole = transport.observe(c, result, &recorder)
        guard let m = result.message else { return }
        let k = key(c.endpoints)
        if associations[k] == nil && associations.count >= maximumEntries { associations.removeAll() }
        var a = associations[k] ?? F1APAssociation()
        defer { associations[k] = a }
        a.pdus += 1
        let pdu = F1APPDU(context: c, message: m, procedure: Self.classByCode[m.procedureCode], senderRole: senderRole)
        transport.observe(pdu, &a, &recorder)
        management.observe(pdu, &a, &recorder)
        transactions.observe(pdu, &a, &recorder)
        if pdu.isUE { ueIdentity.observe(pdu, &a, &recorder) }
    }

    /// Capture time of every frame, F1AP or not: a request never answered in a capture that
    /// goes on with other traffic past the timeout is a violation, not inconclusive.
    func advanceClock(to timestampNanoseconds: Int64) { lastTime = max(lastTime, timestampNanoseconds) }

    /// Another recording follows: requests still open are judged as at the end of a capture
    /// (INCONCLUSIVE unless already past their timeout) when the gap exceeds the timeout or time
    /// runs backwards; a shorter pause keeps them open.
    func discontinuity(_ recorder: inout RuleRecorder, gapNanoseconds: Int64?) {
        if let gap = gapNanoseconds, gap <= timeout { return }
        finish(&recorder)
        lastTime = 0
    }

    func finish(_ recorder: inout RuleRecorder) {
        // Key order, not dictionary order (findings must not depend on the hash seed).
        for (_, a) in associations.sorted(by: { ($0.key.id ?? -1, $0.key.a, $0.key.b) < ($1.key.id ?? -1, $1.key.a, $1.key.b) }) {
            management.finish(a, &recorder)
            transactions.finish(a, lastTime: lastTime, &recorder)
        }
        associations.removeAll()
    }
}
