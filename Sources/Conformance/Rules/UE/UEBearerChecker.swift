import APProtocols
import ASN1PER
import F1AP
import WireCore

/// Feeds the UE timeline (``UETimelineCorrelator``) from F1AP, NGAP and E1AP UE-associated
/// messages and judges XP-UE-E1-BEARER on it.
///
/// Keys, all within one association: F1 by gNB-DU UE F1AP ID (the only id of the Initial UL RRC
/// Message Transfer, TS 38.473 §8.4.1; the gNB-CU UE F1AP ID is shown beside it), NG by RAN UE
/// NGAP ID (TS 38.413 §9.3.3.2), E1 by gNB-CU-CP UE E1AP ID (TS 37.483 §9.3.1.4). The RAN UE NGAP
/// ID and the E1AP ids are other number spaces than the F1 ids: interfaces join only on the
/// exact evidence of ``UEEvidence``.
///
/// The rule: a UE Context Setup Request with DRBs-ToBeSetup-List PASSes when the UE's timeline
/// holds an E1 bearer context (a Bearer Context Setup, or any E1 message joined to it); without
/// one it FAILs only when the capture holds the UE from an Initial UL RRC Message Transfer with
/// an RRCSetupRequest (a resume, TS 38.331 §5.3.13, or a re-establishment, §5.3.7, reuses an E1 context), the
/// UE is joined to its NG context, and no E1 Bearer Context Setup since then is left unjoined
/// (else INCONCLUSIVE with the reason). SKIP without testbed `cuSplit: true` or without any E1AP
/// PDU in the capture.
final class UEBearerChecker: RuleChecker {
    var specs: [RuleSpec] { Self.all }
    var subscriptions: EventKinds { [.f1ap, .ap] }
    /// It builds the report's UE timelines whatever the suite selects.
    var observesUnselected: Bool { true }

    enum Outcome {
        case pass
        case inconclusive(String)
        case fail(Violation)
    }

    private let cuSplit: Bool
    private var rule = RuleRecorder.unselected
    let correlator: UETimelineCorrelator
    private var sawE1 = false
    /// Outcomes decided before the first E1AP PDU (applied once E1 traffic is seen).
    private var pending: [(node: Int, outcome: Outcome)] = []
    private var pendingOverflow: [Int: Int] = [:]
    private let maximumPending: Int
    /// The longest pause between two files that continues one recording (the response timeout).
    private let continuation: Int64
    private var judged = false
    private(set) var timelines: UETimelineSummary?

    init(configuration: RunConfiguration) {
        cuSplit = configuration.testbed?.cuSplit ?? false
        correlator = UETimelineCorrelator(maximumContexts: configuration.maximumOpenEntries)
        maximumPending = configuration.maximumOpenEntries
        continuation = configuration.responseTimeoutNanoseconds
    }

    func prepare(_ recorder: inout RuleRecorder) { rule = recorder.handle(Self.bearerBeforeDRB.id) }

    var openState: OpenStateCounters { OpenStateCounters(entries: correlator.entries, evicted: correlator.evicted) }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        let c = event.context
        switch event.payload {
        case .f1ap(let r):
            guard let m = r.message, let du = m.gnbDUUEF1APID, let facts = event.f1apFacts?.ue ?? F1APPDUFacts.UE(r) else { return }
            let ids = UETimelineCorrelator.StepIDs(first: .init("gNB-DU-UE-F1AP-ID", du), second: m.gnbCUUEF1APID.map { .init("gNB-CU-UE-F1AP-ID", $0) })
            let name = m.messageName
            let key = UEContextKey(.f1, c.sender, c.receiver, du)
            // messages told apart by procedure code and kind (TS 38.473 §9.4.7), not by comparing names
            let code = m.procedureCode, kind = m.kind
            let ue = correlator.observe(key, step: step(c, .f1, name, ids), tokens: facts.tokens,
                                        fresh: code == F1APProcedureCode.initialULRRCMessageTransfer && kind == .initiatingMessage,
                                        releases: code == F1APProcedureCode.ueContextRelease && kind == .successfulOutcome)
            // an initial access (RRCSetupRequest, TS 38.331 §5.3.3) and not a resume or a
            // re-establishment, whose bearers come from an earlier E1 context
            if facts.initialAccess {
                correlator.markInitialUL(ue, frame: c.frames.last ?? 0, time: c.timestampNanoseconds)
            }
            if code == F1APProcedureCode.ueContextSetup && kind == .initiatingMessage, m.ies.contains(where: { $0.name == "DRBs-ToBeSetup-List" }) {
                judge(ue, frames: c.frames, node: c.sender, &recorder)
            }
        case .ap(let r):
            guard let m = r.message else { return }
            switch r.proto {
            case .ngap:
                guard let ran = m.integer("RAN-UE-NGAP-ID") else { return }
                let ids = UETimelineCorrelator.StepIDs(first: .init("RAN-UE-NGAP-ID", ran), second: m.integer("AMF-UE-NGAP-ID").map { .init("AMF-UE-NGAP-ID", $0) })
                var value = m.value
                if m.messageName.contains("ContextSetup") || m.messageName.contains("PDUSessionResource"),
                   let t = r.proto.schema.typeID(r.proto.pduTypeName) {
                    // the PDU session transfers are OCTET STRING (CONTAINING …) (TS 38.413 §9.3.4)
                    value = r.proto.schema.expandingContents(value, typeID: t, aligned: true)
                }
                let key = UEContextKey(.ng, c.sender, c.receiver, UInt64(truncatingIfNeeded: ran))
                correlator.observe(key, step: step(c, .ng, m.messageName, ids), tokens: UEEvidence.tokens(value),
                                   fresh: m.messageName == "InitialUEMessage", releases: m.messageName == "UEContextReleaseComplete")
            case .e1ap:
                sawE1 = true
                flushPending(&recorder)
                guard let cp = m.integer("GNB-CU-CP-UE-E1AP-ID") else { return }
                let ids = UETimelineCorrelator.StepIDs(first: .init("gNB-CU-CP-UE-E1AP-ID", cp), second: m.integer("GNB-CU-UP-UE-E1AP-ID").map { .init("gNB-CU-UP-UE-E1AP-ID", $0) })
                let key = UEContextKey(.e1, c.sender, c.receiver, UInt64(truncatingIfNeeded: cp))
                let setup = m.messageName == "BearerContextSetupRequest"
                let ue = correlator.observe(key, step: step(c, .e1, m.messageName, ids), tokens: UEEvidence.tokens(m.value),
                                            fresh: setup, releases: m.messageName == "BearerContextReleaseComplete")
                if setup { correlator.markE1BearerSetup(ue, key: key, time: c.timestampNanoseconds) }
            case .e2ap:
                return
            }
        default:
            return
        }
    }

    private func step(_ c: EventContext, _ i: UEInterface, _ message: String, _ ids: UETimelineCorrelator.StepIDs) -> UETimelineCorrelator.RawStep {
        .init(frame: c.frames.last ?? 0, time: c.timestampNanoseconds, interface: i, message: message, sender: c.sender, receiver: c.receiver, ids: ids)
    }

    private func judge(_ id: Int, frames: [Int], node: Int, _ recorder: inout RuleRecorder) {
        guard cuSplit, rule >= 0, let ue = correlator.ue(id) else { return }
        let outcome: Outcome
        if ue.e1BearerSetup || ue.interfaces.contains(.e1) {
            outcome = .pass
        } else if !ue.interfaces.contains(.ng) {
            outcome = .inconclusive("the UE's NG context is not joined to its F1 context (no equal NAS-PDU in the capture)")
        } else if let initial = ue.initialUL {
            if correlator.unjoinedE1Setup(since: initial.time) {
                outcome = .inconclusive("an E1 Bearer Context Setup since the UE's Initial UL RRC Message Transfer is not joined to a F1 UE context by its tunnel endpoints")
            } else {
                outcome = .fail(Violation(
                    "F1 UE Context Setup Request sets up DRBs for a UE with no E1 Bearer Context Setup (split CU, TS 38.401 §8.9.2)",
                    frames: [initial.frame] + frames, fieldPath: "f1ap.DRBs_ToBeSetup_List",
                    expected: "E1 Bearer Context Setup Request for the UE before it", actual: "none since its Initial UL RRC Message Transfer"))
            }
        } else {
            outcome = .inconclusive("state from before the capture: the UE's Initial UL RRC Message Transfer with an RRCSetupRequest is not in it")
        }
        if sawE1 {
            apply(node, outcome, &recorder)
        } else if pending.count < maximumPending {
            pending.append((node, outcome))
        } else {
            pendingOverflow[node, default: 0] += 1
        }
    }

    private func apply(_ node: Int, _ outcome: Outcome, _ recorder: inout RuleRecorder) {
        switch outcome {
        case .pass:
            recorder.evaluated(rule, node: node)
        case .inconclusive(let reason):
            recorder.inconclusive(rule, node: node, reason: reason)
        case .fail(let v):
            recorder.evaluated(rule, node: node)
            recorder.violation(rule, node: node, v)
        }
    }

    private func flushPending(_ recorder: inout RuleRecorder) {
        guard !pending.isEmpty || !pendingOverflow.isEmpty else { return }
        for p in pending { apply(p.node, p.outcome, &recorder) }
        for (node, n) in pendingOverflow.sorted(by: { $0.key < $1.key }) {
            recorder.inconclusive(rule, node: node, count: n, reason: "more UE context setups before the first E1AP PDU than the open-state bound")
        }
        pending.removeAll()
        pendingOverflow.removeAll()
    }

    /// Another recording follows. A pause no longer than the response timeout continues the
    /// recording (ring-buffer files part anywhere, and signalling pauses for seconds), so each
    /// UE's contexts and join evidence carry over, as the F1AP procedures do; a longer pause, or
    /// time running backwards, finishes every UE as it stands (ids and tunnels of another
    /// recording are other contexts).
    func discontinuity(_ recorder: inout RuleRecorder, gapNanoseconds: Int64?) {
        if let gap = gapNanoseconds, gap <= continuation { return }
        correlator.restart()
    }

    func finish(_ recorder: inout RuleRecorder) {
        if !cuSplit {
            recorder.skip(rule, reason: "the testbed declares no split CU (testbed key cuSplit: true)")
        } else if !sawE1 {
            recorder.skip(rule, reason: "no E1AP traffic in the capture")
        }
        pending.removeAll()
        if timelines == nil { timelines = correlator.summary { recorder.node($0).name } }
    }
}
