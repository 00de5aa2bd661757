import F1AP
import WireCore

/// F1-INITUL-DUCU and F1-UECTX-RELEASE-FLOW (TS 38.473 §8.4.1, §8.3.2):
/// - an INITIAL UL RRC MESSAGE TRANSFER (TS 38.473 §8.4.1) carries the DU to CU RRC Container
///   (IE 128, CellGroupConfig); its absence is allowed only when the DU cannot serve the UE
///   (then the CU rejects), so it is a warning;
/// - a UE CONTEXT RELEASE REQUEST (DU→CU, §8.3.2, procedure 10) is followed by a UE CONTEXT
///   RELEASE COMMAND (procedure 6) for the same gNB-CU UE F1AP ID on the association. A CU may
///   keep the context, which is allowed but flagged: a request not followed by a command within
///   the response timeout of later capture time is a warning; one still open when the capture
///   ends sooner is inconclusive.
final class F1APUEFlowChecker: RuleChecker {

    static let duToCURRCContainerID = 128

    private struct OpenRequest {
        var node: Int
        var time: Int64
        var frames: [Int]
    }

    private struct UEKey: WordHashable {
        var association: Int
        var cuUEID: UInt64

        var hashWords: (UInt64, UInt64) { (UInt64(truncatingIfNeeded: association), cuUEID) }
    }

    var specs: [RuleSpec] { [Self.initialULDUCU, Self.releaseFlow] }
    var subscriptions: EventKinds {
        var kinds: EventKinds = [.f1ap]
        if hRelease >= 0 { kinds.insert(.clock) }
        return kinds
    }

    private var hDUCU = RuleRecorder.unselected, hRelease = RuleRecorder.unselected
    /// Open release requests, at most `maximumOpenEntries`: the oldest is then judged at once,
    /// as at the end of a capture (a violation past the timeout, else INCONCLUSIVE).
    private var open: BoundedTable<UEKey, OpenRequest>
    private var now: Int64 = .min
    private let timeout: Int64

    init(configuration: RunConfiguration) {
        timeout = configuration.responseTimeoutNanoseconds
        open = BoundedTable(capacity: configuration.maximumOpenEntries)
    }

    var openState: OpenStateCounters { OpenStateCounters(entries: open.count, evicted: open.evicted) }

    func prepare(_ recorder: inout RuleRecorder) {
        hDUCU = recorder.handle(Self.initialULDUCU.id)
        hRelease = recorder.handle(Self.releaseFlow.id)
    }

    func advanceClock(to timestampNanoseconds: Int64, _ recorder: inout RuleRecorder) { now = max(now, timestampNanoseconds) }

    /// Another recording follows: requests still open are judged as at the end of a capture
    /// (INCONCLUSIVE unless already past their timeout) when the gap exceeds the timeout or time
    /// runs backwards; a shorter pause keeps them open.
    func discontinuity(_ recorder: inout RuleRecorder, gapNanoseconds: Int64?) {
        if let gap = gapNanoseconds, gap <= timeout { return }
        finish(&recorder)
        now = .min
    }


    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard case .f1ap(let result) = event.payload, let m = result.message, m.kind == .initiatingMessage else { return }
        let c = event.context
        now = max(now, c.timestampNanoseconds)
        switch m.procedureCode {
        case F1APProcedureCode.initialULRRCMessageTransfer:
            guard recorder.isActive(hDUCU, node: c.sender) else { return }
            recorder.evaluated(hDUCU, node: c.sender)
            if !m.ies.contains(where: { $0.id == Self.duToCURRCContainerID }) {
                recorder.violation(hDUCU, node: c.sender, Violation(
                    "INITIAL UL RRC MESSAGE TRANSFER without DUtoCURRCContainer (IE 128): allowed only when the DU cannot serve the UE, and then the CU rejects it",
                    frames: c.frames, fieldPath: "f1ap.DUtoCURRCContainer", expected: "present", actual: "absent"))
            }
        case F1APProcedureCode.ueContextReleaseRequest:
            guard let cu = m.gnbCUUEF1APID else { return }
            if let (key, old) = open.insert(UEKey(association: c.endpoints.sctpAssociation ?? -1, cuUEID: cu), OpenRequest(node: c.receiver, time: c.timestampNanoseconds, frames: c.frames)) {
                judgeOpen(key, old, &recorder)
            }
        case F1APProcedureCode.ueContextRelease:
            guard let cu = m.gnbCUUEF1APID, let request = open.removeValue(forKey: UEKey(association: c.endpoints.sctpAssociation ?? -1, cuUEID: cu)) else { return }
            recorder.evaluated(hRelease, node: request.node)
        default:
            return
        }
    }

    func finish(_ recorder: inout RuleRecorder) {
        // by time, requests of the same time (bundled in one SCTP packet) in the order they came
        let entries = open.entriesInPlaceOrder
        for i in entries.indices.sorted(by: { (entries[$0].value.time, $0) < (entries[$1].value.time, $1) }) { judgeOpen(entries[i].key, entries[i].value, &recorder) }
        open.removeAll()
    }

    /// A request judged without its command: past the timeout a violation, else INCONCLUSIVE.
    private func judgeOpen(_ key: UEKey, _ request: OpenRequest, _ recorder: inout RuleRecorder) {
        if now.subtractingSaturating(request.time) > timeout {
            recorder.evaluated(hRelease, node: request.node)
            recorder.violation(hRelease, node: request.node, Violation(
                "UE CONTEXT RELEASE REQUEST for gNB-CU UE F1AP ID \(key.cuUEID) not followed by a UE CONTEXT RELEASE COMMAND within \(timeout / 1_000_000) ms (the CU kept the context)",
                frames: request.frames, fieldPath: "f1ap.procedureCode", expected: "UE CONTEXT RELEASE COMMAND", actual: "none"))
        } else {
            recorder.inconclusive(hRelease, node: request.node, reason: "the capture ends less than the response timeout after the release request")
        }
    }
}
