import F1AP
import WireCore

/// F1-TNL-DU-INIT (TS 38.472 clause 7: the gNB-DU establishes the TNL association): the SCTP INIT
/// of the association that carries F1 SETUP REQUEST comes from the gNB-DU, i.e. from the sender of
/// that request (F1-SETUP-DIR judges the request's direction).
///
/// NetLayers remembers which side of each association sent its INIT chunk (RFC 9260 clause
/// 5.1) and marks every PDU with whether its source did (``Endpoints/sctpSourceSentInit``).
/// Judged once per association, at its first F1 SETUP REQUEST; inconclusive when the capture
/// holds no INIT for the association (it started earlier) or the PDU did not come over SCTP.
final class F1APTransportInitChecker: RuleChecker {

    var specs: [RuleSpec] { [Self.duInit] }
    var subscriptions: EventKinds { [.f1ap] }
    private var h = RuleRecorder.unselected
    private var judged: Set<Int> = []
    private let maximumEntries: Int

    init(configuration: RunConfiguration) { maximumEntries = configuration.maximumOpenEntries }

    func prepare(_ recorder: inout RuleRecorder) { h = recorder.handle(Self.duInit.id) }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard case .f1ap(let result) = event.payload, let m = result.message, m.procedureCode == F1APProcedureCode.f1Setup, m.kind == .initiatingMessage else { return }
        let c = event.context
        guard let association = c.endpoints.sctpAssociation else {
            recorder.inconclusive(h, node: c.sender, reason: "F1AP without SCTP (exported PDUs): no INIT to judge")
            return
        }
        if judged.count >= maximumEntries { judged.removeAll() }
        guard judged.insert(association).inserted else { return }
        guard let duSentInit = c.endpoints.sctpSourceSentInit else {
            recorder.inconclusive(h, node: c.sender, reason: "the capture holds no SCTP INIT for the association")
            return
        }
        recorder.evaluated(h, node: c.sender)
        if !duSentInit {
            recorder.violation(h, node: c.sender, Violation(
                "the SCTP association carrying F1 SETUP REQUEST was started (INIT) by the gNB-CU side, not by the gNB-DU",
                frames: c.frames, fieldPath: "sctp.chunk_type", expected: "INIT from the gNB-DU (the F1 Setup Request sender)", actual: "INIT from the gNB-CU"))
        }
    }

    func finish(_ recorder: inout RuleRecorder) { judged.removeAll() }

    /// A recording that starts earlier than the previous one ended is another run of the
    /// equipment: its UE ids say nothing about the earlier ones. A pause keeps the state.
    func discontinuity(_ recorder: inout RuleRecorder, gapNanoseconds: Int64?) {
        if gapNanoseconds == nil { finish(&recorder) }
    }
}
