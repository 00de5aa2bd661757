import ASN1PER
import F1AP
import WireCore

/// The receiver's reaction to an erroneous F1AP message (TS 38.473 clause 10): a trigger seen in
/// one direction is paired with the peer's answer on the same association.
///
/// - **F1-CRIT-MISSING-M** (§10.3.5): a class-1 initiating message whose procedure has a failure
///   message and that misses a mandatory IE of criticality *reject* (in the message's own
///   ProtocolIE-Container) is answered by that failure message or by ERROR INDICATION (allowed
///   when the request carried too little to build the failure message), carrying Cause
///   protocol abstract-syntax-error-falsely-constructed-message and CriticalityDiagnostics with
///   an IE item for the missing IE with typeOfError *missing*.
/// - **F1-ERRIND-ASN** (§10.3): the same error in a class-2 message, or in a class-1 message of
///   a procedure without a failure message (Reset, UE Context Release, …), is answered with
///   ERROR INDICATION carrying the same Cause and CriticalityDiagnostics.
/// - **F1-CRIT-UNKNOWN** (§10.3.4, receiver side; the sender side — the unknown IE itself — is
///   judged per PDU by F1APChecker): an IE not in its object set (or a procedure code not in
///   F1AP-ELEMENTARY-PROCEDURES) sent with criticality *reject* makes the receiver reject the
///   procedure: a class-1 request with a failure message is answered by that failure message or
///   ERROR INDICATION (F1-CRIT-UNKNOWN); a class-2 message, a class-1 message without a failure
///   message and an unknown procedure code are answered by ERROR INDICATION (F1-ERRIND-ASN).
///   Sent with *notify* (ignore and notify), the procedure goes on without the IE: the response
///   or failure message reports it in CriticalityDiagnostics, or an ERROR INDICATION does
///   (F1-CRIT-UNKNOWN for class-1 requests, F1-ERRIND-ASN for class-2 messages). Either way the
///   CriticalityDiagnostics IE list names the IE with typeOfError *not-understood*.
///   This covers the abstract-syntax errors in nested IEs a capture shows: an item of a list
///   (ProtocolIE-SingleContainer, e.g. a DRBs-ToBeSetup-Item) or an IE of a
///   ProtocolExtensionContainer whose id its object set does not know, replacing the mandatory
///   item IE.
/// - **F1-LOGICAL-ERR** (§10.4, warning): a UE-associated initiating message whose gNB-CU and
///   gNB-DU UE F1AP IDs both name no UE context of the association (the messages F1-UEID-KNOWN
///   flags; judged only on associations seen from their F1 Setup) is answered with the
///   procedure's failure message or ERROR INDICATION.
///
/// Readings where the clause text leaves a choice open (the lenient one each time):
/// - Either reaction is accepted for class-1 requests that have a failure message.
/// - Cause: any protocol abstract-syntax-error cause (`…-falsely-constructed-message` or
///   `…-reject`) for a missing IE; for a logical error protocol
///   message-not-compatible-with-receiver-state or semantic-error, or the radio-network causes
///   naming unknown or inconsistent UE F1AP IDs (which TS 38.473 uses for that case).
/// - CriticalityDiagnostics is checked only for the missing-IE reactions; an IE list that names
///   the missing IE with typeOfError missing is required, other items are allowed.
/// - A UE CONTEXT RELEASE COMMAND for an unknown context may be completed (releasing nothing is
///   harmless); other successful outcomes are violations.
/// - Missing IEs of criticality ignore or notify are not judged (the procedure goes on); nor are
///   missing IEs inside nested IE groups or lists (their criticality is the object set's, which
///   the receiver may not know either).
/// - Not comprehended IEs: one trigger per message, the first of: unknown procedure code,
///   top-level IE sent with reject, nested IE sent with reject (the decoder's F1-CRIT-UNKNOWN
///   findings of severity error), top-level IE sent with notify. IEs sent with criticality
///   ignore are not judged (the receiver ignores them silently, nothing to see).
/// - Cause for a not comprehended IE: any protocol abstract-syntax-error cause (the text asks
///   for `…-reject` / `…-ignore-and-notify`; `…-falsely-constructed-message` is accepted too);
///   an ERROR INDICATION without Cause is accepted when it has CriticalityDiagnostics, and a
///   successful outcome (allowed for notify only) is not asked for a Cause.
/// - CriticalityDiagnostics for a nested not comprehended IE must be present; which id it
///   names is not checked (the IE item has no field that locates a nested IE).
/// - An ERROR INDICATION answers the oldest open trigger of the association whose procedure code
///   equals its CriticalityDiagnostics procedureCode (any open trigger when it has none).
/// - No reaction within the response timeout of later capture time is a violation; a trigger
///   still open when the capture ends sooner is inconclusive.
final class F1APErrorReactionChecker: RuleChecker {


    var specs: [RuleSpec] { [Self.missingMandatory, Self.errorIndicationASN, Self.logicalError] }
    var subscriptions: EventKinds { [.f1ap, .clock] }

    enum Kind {
        case missing(id: Int, name: String)
        /// An IE (id nil: nested, or an unknown procedure code) not in its object set, sent with
        /// `criticality` reject or notify; `what` describes it.
        case notComprehended(id: Int?, criticality: String, what: String)
        case logical
    }

    struct Trigger {
        var rule: Int
        var kind: Kind
        var association: Int
        var code: Int
        var messageName: String
        /// The node that must react (the receiver of the erroneous message).
        var reactor: Int
        var time: Int64
        var frames: [Int]
        var transactionID: Int?
        var cuUEID: UInt64?
        var failureAllowed: Bool
        /// A successful outcome is a correct reaction (ignore and notify in a class-1 request).
        var successAllowed = false
    }

    struct Contexts {
        /// The association's two nodes (sender and receiver of its first message seen), which
        /// F1-LOGICAL-ERR judges: both are counted INCONCLUSIVE when the entry is evicted.
        var nodes: (Int, Int) = (-1, -1)
        var setupSeen = false
        var cuIDs: Set<WordKey> = []
        var duIDs: Set<WordKey> = []
        /// An id was not recorded at the bound: an unknown id may be one of them.
        var overflowed = false
    }

    private var hMissing = RuleRecorder.unselected, hErrInd = RuleRecorder.unselected, hLogical = RuleRecorder.unselected
    /// F1-CRIT-UNKNOWN is owned (and declared) by F1APChecker; this checker adds the receiver's rows.
    private var hUnknown = RuleRecorder.unselected
    /// At most `maximumOpenEntries`; past that the oldest is judged at once, as at the end of a capture.
    // `@exclusivity(unchecked)`: the checking thread alone runs this checker, and no access to
    // these properties overlaps another (each is changed in place by one call at a time); the
    // run-time check would cost a call per PDU for each.
    @exclusivity(unchecked) private var open: F1APOpenTriggers
    /// UE contexts per association, at most `maximumOpenEntries` associations: the oldest is
    /// evicted in O(1) and counted INCONCLUSIVE for F1-LOGICAL-ERR (``evictContexts(_:_:)``).
    @exclusivity(unchecked) private var contexts: BoundedTable<WordKey, Contexts>
    /// The mandatory IEs of each message type's set, found once per type (unchecked: as `open`).
    @exclusivity(unchecked) private var mandatoryBySet = F1APSetTableCache<[(id: Int, criticality: String, name: String)]>()
    @exclusivity(unchecked) private var now: Int64 = .min  // read per frame by the clock (unchecked: as `open`)
    private let timeout: Int64
    private let maximumEntries: Int
    /// The release each node works to: whether it comprehends what the schema's object sets lack.
    // `@exclusivity(unchecked)`: read per PDU on the checking thread only, no access overlapping
    // another (the run-time check cost a call per PDU)
    @exclusivity(unchecked) private var releases = F1APPeerReleases()

    init(configuration: RunConfiguration) {
        timeout = configuration.responseTimeoutNanoseconds
        maximumEntries = configuration.maximumOpenEntries
        open = F1APOpenTriggers(capacity: configuration.maximumOpenEntries)
        contexts = BoundedTable(capacity: configuration.maximumOpenEntries)
    }

    var openState: OpenStateCounters { OpenStateCounters(entries: open.count + contexts.count, evicted: open.evicted + contexts.evicted) }

    func prepare(_ recorder: inout RuleRecorder) {
        hMissing = recorder.handle(Self.missingMandatory.id)
        hErrInd = recorder.handle(Self.errorIndicationASN.id)
        hLogical = recorder.handle(Self.logicalError.id)
        hUnknown = recorder.handle(F1APRules.critUnknown.id)
    }

    /// Capture time of every frame: a trigger whose timeout passed without a reaction is a
    /// violation at that frame (`check --follow` prints it then), as it would be at the next
    /// F1AP message.
    func advanceClock(to timestampNanoseconds: Int64, _ recorder: inout RuleRecorder) {
        now = max(now, timestampNanoseconds)
        if let time = open.oldestTime, now.subtractingSaturating(time) > timeout { expire(&recorder) }
    }

    /// Another recording follows: requests still open are judged as at the end of a capture
    /// (INCONCLUSIVE unless already past their timeout) when the gap exceeds the timeout or time
    /// runs backwards; a shorter pause keeps them open.
    func discontinuity(_ recorder: inout RuleRecorder, gapNanoseconds: Int64?) {
        if let gap = gapNanoseconds, gap <= timeout { return }
        finish(&recorder)
        now = .min
    }


    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard case .f1ap(let result) = event.payload, let m = result.message else { return }
        let c = event.context
        releases.note(m, sender: c.sender)
        now = max(now, c.timestampNanoseconds)
        let association = c.endpoints.sctpAssociation ?? -1
        expire(&recorder)
        react(m, c, association: association, &recorder)
        // Updated in place, so its id sets are mutated, never copied.
        let evicted = contexts.update(WordKey(association), default: { Contexts(nodes: (c.sender, c.receiver)) }) { ctx in
            judge(m, c, result, association: association, &ctx, &recorder)
        }.evicted
        if let (_, evicted) = evicted { evictContexts(evicted, &recorder) }
    }

    /// The message's error triggers (missing, not comprehended, logical) and its UE ids, with
    /// its association's contexts.
    private func judge(_ m: F1APMessage, _ c: EventContext, _ result: F1APDecodeResult, association: Int, _ ctx: inout Contexts, _ recorder: inout RuleRecorder) {
        if m.procedureCode == F1APProcedureCode.f1Setup && m.kind == .initiatingMessage { ctx.setupSeen = true }
        // ERROR INDICATION is never answered by another one (§10.1, F1-ERRIND-NOLOOP).
        guard m.kind == .initiatingMessage, m.procedureCode != F1APProcedureCode.errorIndication, !c.truncated else {
            track(m, &ctx)
            return
        }
        let tables = Self.tables
        if let missing = tables.missingRejectIE(m, in: mandatoryBySet.value(for: m) { tables.mandatory[$0] }) {
            let failureAllowed = tables.hasFailure.contains(m.procedureCode) && Self.procedureClass(m.procedureCode) == 1
            addTrigger(Trigger(rule: failureAllowed ? hMissing : hErrInd, kind: .missing(id: missing.id, name: missing.name), association: association, code: m.procedureCode,
                               messageName: m.messageName, reactor: c.receiver, time: c.timestampNanoseconds, frames: c.frames, transactionID: m.transactionID,
                               cuUEID: m.gnbCUUEF1APID, failureAllowed: failureAllowed), &recorder)
        } else if let unknown = Self.notComprehended(m, result) {
            let procedureClass = Self.procedureClass(m.procedureCode)
            let hasFailure = tables.hasFailure.contains(m.procedureCode) && procedureClass == 1
            let classOne = procedureClass == 1 && !m.procedureName.hasPrefix("unknown-")
            let notify = unknown.criticality == "notify"
            let rule = (notify ? classOne : hasFailure) ? hUnknown : hErrInd
            // A receiver of a later release than the schema's may comprehend it (TS 38.473 §10.3.4
            // asks the reaction of a receiver that does not).
            if let key = unknown.key, case .undecided(let reason) = releases.judgement(of: key, for: c.receiver, role: "receiver", &recorder) {
                recorder.inconclusive(rule, node: c.receiver, reason: reason)
                track(m, &ctx)
                return
            }
            addTrigger(Trigger(rule: rule,
                               kind: .notComprehended(id: unknown.id, criticality: unknown.criticality, what: unknown.what), association: association,
                               code: m.procedureCode, messageName: m.messageName, reactor: c.receiver, time: c.timestampNanoseconds, frames: c.frames,
                               transactionID: m.transactionID, cuUEID: m.gnbCUUEF1APID, failureAllowed: hasFailure || (notify && classOne),
                               successAllowed: notify && classOne), &recorder)
        } else if ctx.setupSeen, isUnknownContext(m, ctx) {
            addTrigger(Trigger(rule: hLogical, kind: .logical, association: association, code: m.procedureCode, messageName: m.messageName, reactor: c.receiver,
                               time: c.timestampNanoseconds, frames: c.frames, transactionID: m.transactionID, cuUEID: m.gnbCUUEF1APID,
                               failureAllowed: tables.hasFailure.contains(m.procedureCode)), &recorder)
        }
        track(m, &ctx)
    }

    /// An association's UE contexts let go at the bound: when the association was seen from its
    /// F1 Setup, an unknown UE context on it can no longer be told from one set up before, so its
    /// nodes' F1-LOGICAL-ERR judgement is counted INCONCLUSIVE (a message of the association seen
    /// again starts a fresh entry without its F1 Setup, which F1-LOGICAL-ERR does not judge).
    private func evictContexts(_ ctx: Contexts, _ recorder: inout RuleRecorder) {
        guard ctx.setupSeen else { return }
        let reason = "UE contexts of the association evicted at the state bound (more F1 associations than the limit)"
        if ctx.nodes.0 >= 0 { recorder.inconclusive(hLogical, node: ctx.nodes.0, reason: reason) }
        if ctx.nodes.1 >= 0 && ctx.nodes.1 != ctx.nodes.0 { recorder.inconclusive(hLogical, node: ctx.nodes.1, reason: reason) }
    }

    /// Opens a trigger; at the bound the oldest is judged now, as at the end of a capture.
    private func addTrigger(_ t: Trigger, _ recorder: inout RuleRecorder) {
        if let evicted = open.insert(t) { judgeOpen(evicted, &recorder) }
    }

    private func judgeOpen(_ t: Trigger, _ recorder: inout RuleRecorder) {
        if now.subtractingSaturating(t.time) > timeout {
            report(t, &recorder)
        } else {
            recorder.inconclusive(t.rule, node: t.reactor, reason: "the capture ends less than the response timeout after the erroneous message")
        }
    }

    static func procedureClass(_ code: Int) -> Int? { F1APChecker.procedure(code: code)?.procedureClass }

    /// Both UE F1AP IDs present and neither names a context of the association (a message that
    /// creates a context is never unknown).
    private func isUnknownContext(_ m: F1APMessage, _ ctx: Contexts) -> Bool {
        guard let cu = m.gnbCUUEF1APID, let du = m.gnbDUUEF1APID else { return false }
        if m.procedureCode == F1APProcedureCode.initialULRRCMessageTransfer || m.procedureCode == F1APProcedureCode.ueContextSetup { return false }
        return !ctx.overflowed && !ctx.cuIDs.contains(WordKey(cu)) && !ctx.duIDs.contains(WordKey(du))
    }

    /// UE contexts: a DU id is allocated by Initial UL RRC Message Transfer or a UE Context Setup
    /// Response, a CU id by a UE Context Setup Request or the first message naming a known DU id;
    /// UE Context Release Complete and an acknowledged reset-all remove them.
    private func track(_ m: F1APMessage, _ ctx: inout Contexts) {
        let cu = m.gnbCUUEF1APID.map(WordKey.init), du = m.gnbDUUEF1APID.map(WordKey.init)
        if ctx.cuIDs.count >= maximumEntries || ctx.duIDs.count >= maximumEntries { ctx.overflowed = true }
        switch (m.procedureCode, m.kind) {
        case (F1APProcedureCode.initialULRRCMessageTransfer, .initiatingMessage):
            if let du, ctx.duIDs.count < maximumEntries { ctx.duIDs.insert(du) }
        case (F1APProcedureCode.ueContextSetup, _):
            if let cu, ctx.cuIDs.count < maximumEntries { ctx.cuIDs.insert(cu) }
            if let du, m.kind == .successfulOutcome, ctx.duIDs.count < maximumEntries { ctx.duIDs.insert(du) }
        case (F1APProcedureCode.ueContextRelease, .successfulOutcome):
            if let cu { ctx.cuIDs.remove(cu) }
            if let du { ctx.duIDs.remove(du) }
        case (0, .successfulOutcome):
            ctx.cuIDs.removeAll()
            ctx.duIDs.removeAll()
        default:
            if let cu, let du, ctx.duIDs.contains(du), ctx.cuIDs.count < maximumEntries { ctx.cuIDs.insert(cu) }
        }
    }

    /// Pairs a message of the reacting node with the oldest open trigger it answers, and judges it.
    private func react(_ m: F1APMessage, _ c: EventContext, association: Int, _ recorder: inout RuleRecorder) {
        let isErrorIndication = m.procedureCode == F1APProcedureCode.errorIndication && m.kind == .initiatingMessage
        guard isErrorIndication || m.kind != .initiatingMessage else { return }
        guard open.count > 0, let t = open.removeAnswered(
            association: association, sender: c.sender, errorIndication: isErrorIndication,
            code: isErrorIndication ? m.criticalityDiagnostics?.procedureCode : m.procedureCode,
            transactionID: m.transactionID, cuUEID: m.gnbCUUEF1APID) else { return }
        recorder.evaluated(t.rule, node: t.reactor)
        let frames = t.frames + c.frames
        func fail(_ text: String, path: String, expected: String, actual: String) {
            recorder.violation(t.rule, node: t.reactor, Violation(text, frames: frames, fieldPath: path, expected: expected, actual: actual))
        }
        let what = Self.describe(t)
        if m.kind == .successfulOutcome && !t.successAllowed {
            if case .logical = t.kind, t.code == F1APProcedureCode.ueContextRelease { return }
            fail("\(what) answered with \(m.messageName)", path: "f1ap.procedureCode", expected: t.failureAllowed ? "the failure message or ERROR INDICATION" : "ERROR INDICATION", actual: m.messageName)
            return
        }
        if m.kind == .unsuccessfulOutcome && !t.failureAllowed {
            fail("\(what) answered with \(m.messageName)", path: "f1ap.procedureCode", expected: "ERROR INDICATION", actual: m.messageName)
            return
        }
        var problems: [String] = []
        let cause = m.cause
        switch t.kind {
        case .missing(let id, _):
            if !(cause?.group == "protocol" && (cause?.value.hasPrefix("abstract-syntax-error") ?? false)) {
                problems.append("Cause \(cause?.description ?? "absent"), expected protocol/abstract-syntax-error-falsely-constructed-message")
            }
            if let d = m.criticalityDiagnostics {
                if !d.ies.contains(where: { $0.id == id && $0.typeOfError == "missing" }) {
                    problems.append("CriticalityDiagnostics does not list IE \(id) with typeOfError missing")
                }
            } else {
                problems.append("no CriticalityDiagnostics (expected IE \(id) with typeOfError missing)")
            }
        case .notComprehended(let id, let criticality, _):
            if let cause, !(cause.group == "protocol" && cause.value.hasPrefix("abstract-syntax-error")) {
                problems.append("Cause \(cause.description), expected protocol/abstract-syntax-error-\(criticality == "notify" ? "ignore-and-notify" : "reject")")
            } else if cause == nil && m.kind == .unsuccessfulOutcome {
                problems.append("no Cause (expected protocol/abstract-syntax-error-reject)")
            }
            if let d = m.criticalityDiagnostics {
                if let id, !d.ies.contains(where: { $0.id == id && $0.typeOfError == "not-understood" }) {
                    problems.append("CriticalityDiagnostics does not list IE \(id) with typeOfError not-understood")
                }
            } else {
                problems.append("no CriticalityDiagnostics (expected " + (id.map { "IE \($0)" } ?? "the IE") + " with typeOfError not-understood)")
            }
        case .logical:
            let accepted = ["protocol/message-not-compatible-with-receiver-state", "protocol/semantic-error", "radioNetwork/unknown-or-already-allocated-gnb-cu-ue-f1ap-id",
                            "radioNetwork/unknown-or-already-allocated-gnb-du-ue-f1ap-id", "radioNetwork/unknown-or-inconsistent-pair-of-ue-f1ap-id"]
            if !accepted.contains(cause?.description ?? "") {
                problems.append("Cause \(cause?.description ?? "absent"), expected protocol/message-not-compatible-with-receiver-state or an unknown-UE-F1AP-ID cause")
            }
        }
        if !problems.isEmpty {
            fail("\(what) answered by \(m.messageName) with " + problems.joined(separator: "; "), path: problems[0].hasPrefix("Cause") ? "f1ap.Cause" : "f1ap.CriticalityDiagnostics",
                 expected: "Cause and CriticalityDiagnostics naming the error", actual: problems.joined(separator: "; "))
        }
    }

    /// Triggers older than the timeout: no reaction is a violation.
    private func expire(_ recorder: inout RuleRecorder) {
        while let t = open.oldest, now.subtractingSaturating(t.time) > timeout {
            _ = open.removeOldest()
            report(t, &recorder)
        }
    }

    private func report(_ t: Trigger, _ recorder: inout RuleRecorder) {
        recorder.evaluated(t.rule, node: t.reactor)
        let expected = t.successAllowed ? "a response or ERROR INDICATION with CriticalityDiagnostics"
            : t.failureAllowed ? "the failure message or ERROR INDICATION" : "ERROR INDICATION"
        let what = Self.describe(t)
        recorder.violation(t.rule, node: t.reactor, Violation("\(what) not answered within \(timeout / 1_000_000) ms", frames: t.frames, fieldPath: "f1ap.procedureCode", expected: expected, actual: "no reaction"))
    }

    static func describe(_ t: Trigger) -> String {
        switch t.kind {
        case .missing(let id, let name): "\(t.messageName) missing mandatory IE \(id) (\(name), criticality reject)"
        case .notComprehended(_, _, let what): "\(t.messageName) with \(what)"
        case .logical: "\(t.messageName) for an unknown UE context"
        }
    }

    func finish(_ recorder: inout RuleRecorder) {
        for t in open.inArrivalOrder { judgeOpen(t, &recorder) }
        open.removeAll()
        contexts.removeAll()
    }

    // MARK: schema tables

    /// Mandatory IEs of each message IE set and the procedures with a failure message, from the
    /// committed schema's object sets (F1AP-ELEMENTARY-PROCEDURES, `…IEs F1AP-PROTOCOL-IES`).
    struct Tables: Sendable {
        var mandatory: [String: [(id: Int, criticality: String, name: String)]] = [:]
        var hasFailure: Set<Int> = []

        init(schema: ASN1Schema) {
            if let set = schema.objectSet(named: "F1AP-ELEMENTARY-PROCEDURES") {
                for o in set.objects where o.type("UnsuccessfulOutcome") != nil {
                    if let code = o.integer("procedureCode") { hasFailure.insert(Int(code)) }
                }
            }
            for set in schema.objectSets where set.className == "F1AP-PROTOCOL-IES" {
                var list: [(id: Int, criticality: String, name: String)] = []
                for o in set.objects where o.identifier("presence") == "mandatory" {
                    guard let id = o.integer("id"), let crit = o.identifier("criticality") else { continue }
                    list.append((Int(id), crit, o.type("Value").map { schema.node($0).name } ?? "?"))
                }
                mandatory[set.name] = list
            }
        }

        /// The first mandatory IE of criticality reject the message's container lacks.
        func missingRejectIE(_ m: F1APMessage) -> (id: Int, name: String)? {
            missingRejectIE(m, in: m.ieSetName.flatMap { mandatory[$0] })
        }

        /// The same, with the mandatory IEs of the message's set (`mandatory[ieSetName]`) given.
        func missingRejectIE(_ m: F1APMessage, in list: [(id: Int, criticality: String, name: String)]?) -> (id: Int, name: String)? {
            guard let list else { return nil }
            let ies = m.ies  // read once, not once per mandatory IE
            for ie in list where ie.criticality == "reject" && !ies.contains(where: { $0.id == ie.id }) {
                return (ie.id, ie.name)
            }
            return nil
        }
    }

    static let tables = Tables(schema: F1AP.schema)
}
