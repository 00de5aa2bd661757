import F1AP
import WireCore

/// F1-UECTX-DRB (TS 38.473 §8.3.1 UE Context Setup, §8.3.4 UE Context Modification, §8.3.5 UE
/// Context Modification Required): the DRB ids the responding node lists are ones the other node
/// asked for, and each requested DRB is answered exactly once, either as set up / modified or as
/// failed.
///
/// | request list | answered in | or failed in |
/// |---|---|---|
/// | DRBs-ToBeSetup-List (35, CU→DU) | DRBs-Setup-List (27) | DRBs-FailedToBeSetup-List (15) |
/// | DRBs-ToBeSetupMod-List (37, CU→DU) | DRBs-SetupMod-List (29) | DRBs-FailedToBeSetupMod-List (17) |
/// | DRBs-ToBeModified-List (31, CU→DU) | DRBs-Modified-List (21) | DRBs-FailedToBeModified-List (13) |
/// | DRBs-Required-ToBeModified-List (23, DU→CU) | DRBs-ModifiedConf-List (19) | — |
///
/// UE CONTEXT MODIFICATION REQUIRED / CONFIRM: the CONFIRM (clause 9.2.2.11) has no list of DRBs
/// that failed, so each DRB of DRBs-Required-ToBeModified-List must be in DRBs-ModifiedConf-List
/// once ("exactly once" with an empty failed list; a gNB-CU that cannot accept the change answers
/// with UE CONTEXT MODIFICATION REFUSE, which ends the pairing without a judgement). DRBs of
/// DRBs-Required-ToBeReleased-List (25) have no answer list: one that shows up in
/// DRBs-ModifiedConf-List is a violation. A REQUIRED that names a DRB in both of its lists is not
/// judged here.
///
/// The request and its successful outcome are paired per (SCTP association, gNB-CU UE F1AP ID,
/// procedure); a failure / refuse message ends the procedure without a DRB judgement, and a
/// response with no request in the capture is left to F1-RESP-MATCH. A pair in which neither
/// message carries a DRB list is not counted. Verdicts go to the node sending the response.
final class F1APDRBListChecker: RuleChecker {

    typealias IE = F1APMessage.BearerIE

    /// One request list and the two response lists that answer it.
    struct ListGroup {
        var request: Int
        var requestName: String
        var answered: Int
        var answeredName: String
        /// The list of DRBs that could not be handled (none in UE CONTEXT MODIFICATION CONFIRM).
        var failed: Int?
        var failedName: String?
    }

    static let setupGroups = [
        ListGroup(request: IE.drbsToBeSetup, requestName: "DRBs-ToBeSetup-List", answered: IE.drbsSetup, answeredName: "DRBs-Setup-List",
                  failed: IE.drbsFailedToBeSetup, failedName: "DRBs-FailedToBeSetup-List"),
    ]
    static let modificationGroups = [
        ListGroup(request: IE.drbsToBeSetupMod, requestName: "DRBs-ToBeSetupMod-List", answered: IE.drbsSetupMod, answeredName: "DRBs-SetupMod-List",
                  failed: IE.drbsFailedToBeSetupMod, failedName: "DRBs-FailedToBeSetupMod-List"),
        ListGroup(request: IE.drbsToBeModified, requestName: "DRBs-ToBeModified-List", answered: IE.drbsModified, answeredName: "DRBs-Modified-List",
                  failed: IE.drbsFailedToBeModified, failedName: "DRBs-FailedToBeModified-List"),
    ]

    static let requiredGroups = [
        ListGroup(request: IE.drbsRequiredToBeModified, requestName: "DRBs-Required-ToBeModified-List", answered: IE.drbsModifiedConf,
                  answeredName: "DRBs-ModifiedConf-List", failed: nil, failedName: nil),
    ]

    /// The procedures judged: UE Context Setup, Modification and Modification Required.
    static func isJudged(_ code: Int) -> Bool {
        code == F1APProcedureCode.ueContextSetup || code == F1APProcedureCode.ueContextModification || code == F1APProcedureCode.ueContextModificationRequired
    }

    private struct Key: WordHashable {
        var association: Int
        var cuUEID: UInt64
        var code: Int

        var hashWords: (UInt64, UInt64) {
            (UInt64(truncatingIfNeeded: association) | UInt64(truncatingIfNeeded: code) << 40, cuUEID)
        }
    }

    private struct Pending {
        /// The node that must answer (counted INCONCLUSIVE when the request is evicted).
        var node: Int
        var frames: [Int]
        /// Requested DRB ids per list group (nil: the request did not carry that list).
        var requested: [[Int]?]
        /// DRBs-Required-ToBeReleased-List of a UE CONTEXT MODIFICATION REQUIRED.
        var released: [Int]?
    }

    var specs: [RuleSpec] { [Self.rule] }
    var subscriptions: EventKinds { [.f1ap] }

    private var handle = RuleRecorder.unselected
    /// Open requests, at most `maximumOpenEntries`: the oldest is evicted and counted INCONCLUSIVE.
    /// (`@exclusivity(unchecked)`: the checking thread alone runs this checker, and no access to
    /// the table overlaps another; the run-time check would cost a call per PDU.)
    @exclusivity(unchecked) private var pending: BoundedTable<Key, Pending>

    init(configuration: RunConfiguration) {
        pending = BoundedTable(capacity: configuration.maximumOpenEntries)
    }

    var openState: OpenStateCounters { OpenStateCounters(entries: pending.count, evicted: pending.evicted) }

    func prepare(_ recorder: inout RuleRecorder) { handle = recorder.handle(Self.rule.id) }

    static func groups(_ code: Int) -> [ListGroup] {
        switch code {
        case F1APProcedureCode.ueContextSetup: setupGroups
        case F1APProcedureCode.ueContextModificationRequired: requiredGroups
        default: modificationGroups
        }
    }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard handle >= 0, case .f1ap(let result) = event.payload, let m = result.message,
              Self.isJudged(m.procedureCode), let cu = m.gnbCUUEF1APID else { return }
        let c = event.context
        let key = Key(association: c.endpoints.sctpAssociation ?? -1, cuUEID: cu, code: m.procedureCode)
        let groups = Self.groups(m.procedureCode)
        switch m.kind {
        case .initiatingMessage:
            let request = Pending(node: c.receiver, frames: c.frames, requested: groups.map { m.drbIDs(inList: $0.request) },
                                  released: m.procedureCode == F1APProcedureCode.ueContextModificationRequired ? m.drbIDs(inList: IE.drbsRequiredToBeReleased) : nil)
            if let (_, old) = pending.insert(key, request) {
                recorder.inconclusive(handle, node: old.node, reason: "request evicted at the state bound (more open UE context requests than the limit)")
            }
        case .unsuccessfulOutcome:
            pending.removeValue(forKey: key)
        case .successfulOutcome:
            guard let request = pending.removeValue(forKey: key) else { return }
            judge(m, request: request, groups: groups, context: c, &recorder)
        }
    }

    private func judge(_ m: F1APMessage, request: Pending, groups: [ListGroup], context c: EventContext, _ recorder: inout RuleRecorder) {
        let answers = groups.map { g in Answer(answered: m.drbIDs(inList: g.answered), failed: g.failed.flatMap { m.drbIDs(inList: $0) }) }
        // The usual answer lists each requested DRB once and nothing else: told by bit masks,
        // without the sets and counts that name what is wrong.
        if let carriesLists = Self.answeredOnce(requested: request.requested, answers: answers, released: request.released) {
            if carriesLists { recorder.evaluated(handle, node: c.sender) }
            return
        }
        let (problems, carriesLists) = Self.problems(groups: groups, requested: request.requested, answers: answers, released: request.released)
        guard carriesLists else { return }
        let node = c.sender
        recorder.evaluated(handle, node: node)
        guard !problems.isEmpty else { return }
        let requested = zip(groups, request.requested).compactMap { g, ids in ids.map { "\(g.requestName) \($0)" } }
        let releaseNote = request.released.map { "; none of DRBs-Required-ToBeReleased-List \($0) answered" } ?? ""
        recorder.violation(handle, node: node, Violation(
            "\(m.messageName): " + problems.joined(separator: "; "),
            frames: request.frames + c.frames, fieldPath: "f1ap.dRBID",
            expected: (requested.isEmpty ? "no DRB lists (none requested)" : "each of " + requested.joined(separator: ", ") + " answered once") + releaseNote,
            actual: "\(problems.count) mismatch(es)"))
    }

    /// A response's two lists of one ``ListGroup`` (nil: the response does not carry that list).
    struct Answer {
        var answered: [Int]?
        var failed: [Int]?
    }

    /// What is wrong with the answer to each group's request list (in group order: listed DRBs
    /// not requested, then requested DRBs answered other than once), and whether the exchange
    /// carries any DRB list at all (a release list of the request counts).
    static func problems(groups: [ListGroup], requested requestedLists: [[Int]?], answers: [Answer], released releasedList: [Int]?) -> (problems: [String], carriesLists: Bool) {
        var problems: [String] = []
        var carriesLists = releasedList != nil
        let released = Set(releasedList ?? [])
        for ((group, requestedList), answer) in zip(zip(groups, requestedLists), answers) {
            let answered = answer.answered, failed = answer.failed
            if requestedList != nil || answered != nil || failed != nil { carriesLists = true }
            let requested = requestedList ?? []
            let wanted = Set(requested)
            var counts: [Int: Int] = [:]
            for id in (answered ?? []) + (failed ?? []) { counts[id, default: 0] += 1 }
            for (id, name) in (answered ?? []).map({ ($0, group.answeredName) }) + (failed ?? []).map({ ($0, group.failedName ?? "") }) where !wanted.contains(id) {
                if released.contains(id) {
                    problems.append("DRB \(id) in \(name) was required to be released (DRBs-Required-ToBeReleased-List), not modified")
                } else {
                    problems.append("DRB \(id) in \(name) was not requested in \(group.requestName)")
                }
            }
            for id in requested.uniqued() {
                switch counts[id, default: 0] {
                case 0: problems.append("requested DRB \(id) (\(group.requestName)) is " + (group.failedName.map { "in neither \(group.answeredName) nor \($0)" } ?? "not in \(group.answeredName)"))
                case 1: break
                case let n:
                    let answerLists = group.failedName.map { "\(group.answeredName) / \($0)" } ?? group.answeredName
                    problems.append("requested DRB \(id) (\(group.requestName)) is answered \(n) times in \(answerLists)")
                }
            }
        }
        return (problems, carriesLists)
    }

    /// ``problems(groups:requested:answers:released:)``'s `carriesLists` when it finds no
    /// problem: each group's answered and failed lists hold each requested DRB exactly once and
    /// no other DRB. Nil when that does not hold, or when a DRB id is outside 0–63 (DRBID is
    /// INTEGER (1..32, ...), TS 38.473 §9.3.1.8), for which the caller takes the full judgement.
    static func answeredOnce(requested requestedLists: [[Int]?], answers: [Answer], released: [Int]?) -> Bool? {
        var carriesLists = released != nil
        for (requestedList, answer) in zip(requestedLists, answers) {
            if requestedList != nil || answer.answered != nil || answer.failed != nil { carriesLists = true }
            var wanted: UInt64 = 0, listed: UInt64 = 0
            for id in requestedList ?? [] {
                guard id >= 0 && id < 64 else { return nil }
                wanted |= 1 << UInt64(id)
            }
            for id in answer.answered ?? [] {
                guard id >= 0 && id < 64, listed & (1 << UInt64(id)) == 0 else { return nil }
                listed |= 1 << UInt64(id)
            }
            for id in answer.failed ?? [] {
                guard id >= 0 && id < 64, listed & (1 << UInt64(id)) == 0 else { return nil }
                listed |= 1 << UInt64(id)
            }
            guard listed == wanted else { return nil }
        }
        return carriesLists
    }

    func finish(_ recorder: inout RuleRecorder) { pending.removeAll() }

    /// A recording that starts earlier than the previous one ended is another run of the
    /// equipment: its UE ids say nothing about the earlier ones. A pause keeps the state.
    func discontinuity(_ recorder: inout RuleRecorder, gapNanoseconds: Int64?) {
        if gapNanoseconds == nil { finish(&recorder) }
    }
}

private extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
