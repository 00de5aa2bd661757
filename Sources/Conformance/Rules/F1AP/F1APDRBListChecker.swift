import F1AP
import WireCore

/// F1-UECTX-DRB (F1AP digest §3.3; TS 38.473 §8.3.1 UE Context Setup, §8.3.4 UE Context
/// Modification): the DRB ids the gNB-DU lists in its response are ones the gNB-CU requested,
/// and each requested DRB is answered exactly once, either as set up / modified or as failed.
///
/// | request list (CU→DU) | answered in (DU→CU) | or failed in |
/// |---|---|---|
/// | DRBs-ToBeSetup-List (35) | DRBs-Setup-List (27) | DRBs-FailedToBeSetup-List (15) |
/// | DRBs-ToBeSetupMod-List (37) | DRBs-SetupMod-List (29) | DRBs-FailedToBeSetupMod-List (17) |
/// | DRBs-ToBeModified-List (31) | DRBs-Modified-List (21) | DRBs-FailedToBeModified-List (13) |
///
/// The request and its successful outcome are paired per (SCTP association, gNB-CU UE F1AP ID,
/// procedure); a failure message ends the procedure without a DRB judgement, and a response
/// with no request in the capture is left to F1-RESP-MATCH. A pair in which neither message
/// carries a DRB list is not counted.
final class F1APDRBListChecker: RuleChecker {
    static let rule = F1APRules.r(
        "F1-UECTX-DRB", "UE context responses answer exactly the requested DRBs, each once", "TS 38.473 §8.3.1, §8.3.4")

    typealias IE = F1APMessage.BearerIE

    /// One request list and the two response lists that answer it.
    struct ListGroup {
        var request: Int
        var requestName: String
        var answered: Int
        var answeredName: String
        var failed: Int
        var failedName: String
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

    static let setupCode = 5
    static let modificationCode = 7

    private struct Key: Hashable {
        var association: Int
        var cuUEID: UInt64
        var code: Int
    }

    private struct Pending {
        var frames: [Int]
        /// Requested DRB ids per list group (nil: the request did not carry that list).
        var requested: [[Int]?]
    }

    var rules: [RuleDefinition] { [Self.rule] }
    var wantsFronthaul: Bool { false }
    var wantsF1AP: Bool { true }

    private var handle = RuleRecorder.unselected
    private var pending: [Key: Pending] = [:]
    private let maximumOpen: Int

    init(configuration: RunConfiguration) {
        maximumOpen = configuration.maximumOpenEntries
    }

    func prepare(_ recorder: inout RuleRecorder) { handle = recorder.handle(Self.rule.id) }

    static func groups(_ code: Int) -> [ListGroup] { code == setupCode ? setupGroups : modificationGroups }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard handle >= 0, case .f1ap(let result) = event.payload, let m = result.message,
              m.procedureCode == Self.setupCode || m.procedureCode == Self.modificationCode, let cu = m.gnbCUUEF1APID else { return }
        let c = event.context
        let key = Key(association: c.endpoints.sctpAssociation ?? -1, cuUEID: cu, code: m.procedureCode)
        let groups = Self.groups(m.procedureCode)
        switch m.kind {
        case .initiatingMessage:
            guard pending[key] != nil || pending.count < maximumOpen else { return }
            pending[key] = Pending(frames: c.frames, requested: groups.map { m.drbIDs(inList: $0.request) })
        case .unsuccessfulOutcome:
            pending[key] = nil
        case .successfulOutcome:
            guard let request = pending.removeValue(forKey: key) else { return }
            judge(m, request: request, groups: groups, context: c, &recorder)
        }
    }

    private func judge(_ m: F1APMessage, request: Pending, groups: [ListGroup], context c: EventContext, _ recorder: inout RuleRecorder) {
        var problems: [String] = []
        var carriesLists = false
        for (group, requestedList) in zip(groups, request.requested) {
            let answered = m.drbIDs(inList: group.answered)
            let failed = m.drbIDs(inList: group.failed)
            if requestedList != nil || answered != nil || failed != nil { carriesLists = true }
            let requested = requestedList ?? []
            let wanted = Set(requested)
            var counts: [Int: Int] = [:]
            for id in (answered ?? []) + (failed ?? []) { counts[id, default: 0] += 1 }
            for (id, name) in (answered ?? []).map({ ($0, group.answeredName) }) + (failed ?? []).map({ ($0, group.failedName) }) where !wanted.contains(id) {
                problems.append("DRB \(id) in \(name) was not requested in \(group.requestName)")
            }
            for id in requested.uniqued() {
                switch counts[id, default: 0] {
                case 0: problems.append("requested DRB \(id) (\(group.requestName)) is in neither \(group.answeredName) nor \(group.failedName)")
                case 1: break
                case let n: problems.append("requested DRB \(id) (\(group.requestName)) is answered \(n) times in \(group.answeredName) / \(group.failedName)")
                }
            }
        }
        guard carriesLists else { return }
        let node = c.sender
        recorder.evaluated(handle, node: node)
        guard !problems.isEmpty else { return }
        let requested = zip(groups, request.requested).compactMap { g, ids in ids.map { "\(g.requestName) \($0)" } }
        recorder.violation(handle, node: node, Violation(
            "\(m.messageName): " + problems.joined(separator: "; "),
            frames: request.frames + c.frames, fieldPath: "f1ap.dRBID",
            expected: requested.isEmpty ? "no DRB lists (none requested)" : "each of " + requested.joined(separator: ", ") + " answered once",
            actual: "\(problems.count) mismatch(es)"))
    }

    func finish(_ recorder: inout RuleRecorder) { pending.removeAll() }
}

private extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
