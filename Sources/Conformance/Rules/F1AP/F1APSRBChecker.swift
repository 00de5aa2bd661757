import F1AP
import WireCore

/// F1-RRC-SRB (TS 38.473 §8.4.2 DL RRC Message Transfer, §8.4.3 UL RRC Message Transfer): the SRB
/// ID of an RRC MESSAGE TRANSFER names an SRB the UE has.
///
/// Per (SCTP association, gNB-DU UE F1AP ID) the checker follows the UE's SRBs:
/// - INITIAL UL RRC MESSAGE TRANSFER (§8.4.1) starts a context with SRB0 for the CU's answer
///   on DL-CCCH (RRCSetup / RRCReject) and SRB1 (set up implicitly by RRCSetup, TS 38.331
///   §5.3.3);
/// - UE CONTEXT SETUP (§8.3.1) and MODIFICATION (§8.3.4) add the SRBs of SRBs-ToBeSetup(-Mod)
///   once the successful response confirms them: listed in SRBs-Setup(-Mod)-List when the
///   response has that list (Rel-16 on), and never in SRBs-FailedToBeSetup(-Mod)-List; a
///   modification's SRBs-ToBeReleased-List removes SRBs; a failure message changes nothing;
/// - a DL RRC MESSAGE TRANSFER with oldgNB-DU-UE-F1AP-ID (re-establishment) hands the old
///   context's SRBs to the new gNB-DU UE F1AP ID;
/// - UE CONTEXT RELEASE COMPLETE and RESET ACKNOWLEDGE end the contexts.
///
/// Then SRB0 is allowed only downlink for a UE that started with Initial UL RRC (uplink
/// UL-CCCH travels only in INITIAL UL RRC MESSAGE TRANSFER), SRB1 after Initial UL RRC or its
/// set-up, SRB2/SRB3 (and the extension values 4, 5) only after their set-up. A message for a
/// UE whose context start is not in the capture is inconclusive. Verdicts go to the sender.
final class F1APSRBChecker: RuleChecker {

    typealias IE = F1APMessage.BearerIE


    private struct UEKey: WordHashable {
        var association: Int
        var duUEID: UInt64

        var hashWords: (UInt64, UInt64) { (UInt64(truncatingIfNeeded: association), duUEID) }
    }

    private struct RequestKey: WordHashable {
        var association: Int
        var cuUEID: UInt64
        var code: Int

        var hashWords: (UInt64, UInt64) {
            (UInt64(truncatingIfNeeded: association) | UInt64(truncatingIfNeeded: code) << 40, cuUEID)
        }
    }

    /// SRB ids as bits 0…5.
    private struct SRBSet: Equatable {
        var bits: UInt8 = 0
        init(_ ids: [Int] = []) { for id in ids { insert(id) } }
        func contains(_ id: Int) -> Bool { (0...5).contains(id) && bits & 1 << UInt8(id) != 0 }
        mutating func insert(_ id: Int) { if (0...5).contains(id) { bits |= 1 << UInt8(id) } }
        mutating func formUnion(_ o: SRBSet) { bits |= o.bits }
        mutating func subtract(_ o: SRBSet) { bits &= ~o.bits }
        var ids: [Int] { (0...5).filter(contains) }
    }

    private struct UEContext {
        /// The gNB-DU holding the context (counted INCONCLUSIVE when the context is evicted).
        var node: Int
        var fromInitialUL: Bool
        var established = SRBSet()
    }

    private struct PendingRequest {
        /// The gNB-DU asked (counted INCONCLUSIVE when the request is evicted).
        var node: Int
        var requested: SRBSet
        var released: SRBSet
    }

    var specs: [RuleSpec] { [Self.rule] }
    var subscriptions: EventKinds { [.f1ap] }

    private var handle = RuleRecorder.unselected
    /// UE contexts and open setup / modification requests, each at most `maximumOpenEntries`:
    /// the oldest is evicted and counted INCONCLUSIVE (its SRBs can no longer be judged).
    // `@exclusivity(unchecked)`: the checking thread alone runs this checker, and no access to
    // these tables overlaps another; the run-time check would cost a call per PDU for each.
    @exclusivity(unchecked) private var ues: BoundedTable<UEKey, UEContext>
    /// The keys of `ues` per association, so that an F1 Reset Acknowledge lets go of its
    /// association's contexts without a walk of the whole table.
    @exclusivity(unchecked) private var ueKeysByAssociation: [Int: Set<UEKey>] = [:]
    @exclusivity(unchecked) private var pending: BoundedTable<RequestKey, PendingRequest>

    init(configuration: RunConfiguration) {
        ues = BoundedTable(capacity: configuration.maximumOpenEntries)
        pending = BoundedTable(capacity: configuration.maximumOpenEntries)
    }

    var openState: OpenStateCounters { OpenStateCounters(entries: ues.count + pending.count, evicted: ues.evicted + pending.evicted) }

    private func setUE(_ key: UEKey, _ ue: UEContext, _ recorder: inout RuleRecorder) {
        ueKeysByAssociation[key.association, default: []].insert(key)
        if let (oldKey, old) = ues.insert(key, ue) {
            forgetKey(oldKey)
            recorder.inconclusive(handle, node: old.node, reason: "UE context evicted at the state bound (more UE contexts open than the limit)")
        }
    }

    private func removeUE(_ key: UEKey) -> UEContext? {
        guard let ue = ues.removeValue(forKey: key) else { return nil }
        forgetKey(key)
        return ue
    }

    private func forgetKey(_ key: UEKey) {
        guard var keys = ueKeysByAssociation.removeValue(forKey: key.association) else { return }
        keys.remove(key)
        if !keys.isEmpty { ueKeysByAssociation[key.association] = keys }
    }

    func prepare(_ recorder: inout RuleRecorder) { handle = recorder.handle(Self.rule.id) }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard handle >= 0, case .f1ap(let result) = event.payload, let m = result.message else { return }
        let c = event.context
        let association = c.endpoints.sctpAssociation ?? -1
        switch (m.procedureCode, m.kind) {
        case (F1APProcedureCode.initialULRRCMessageTransfer, .initiatingMessage):
            guard let du = m.gnbDUUEF1APID else { return }
            setUE(UEKey(association: association, duUEID: du), UEContext(node: c.sender, fromInitialUL: true), &recorder)
        case (F1APProcedureCode.ueContextSetup, .initiatingMessage), (F1APProcedureCode.ueContextModification, .initiatingMessage):
            guard let cu = m.gnbCUUEF1APID else { return }
            let setup = m.procedureCode == F1APProcedureCode.ueContextSetup
            let key = RequestKey(association: association, cuUEID: cu, code: m.procedureCode)
            let evicted = pending.insert(key, PendingRequest(
                node: c.receiver, requested: SRBSet(m.srbIDs(inList: setup ? IE.srbsToBeSetup : IE.srbsToBeSetupMod) ?? []),
                released: SRBSet(setup ? [] : m.srbIDs(inList: IE.srbsToBeReleased) ?? [])))
            if let (_, old) = evicted {
                recorder.inconclusive(handle, node: old.node, reason: "UE context request evicted at the state bound (more open requests than the limit)")
            }
        case (F1APProcedureCode.ueContextSetup, .unsuccessfulOutcome), (F1APProcedureCode.ueContextModification, .unsuccessfulOutcome):
            guard let cu = m.gnbCUUEF1APID else { return }
            pending.removeValue(forKey: RequestKey(association: association, cuUEID: cu, code: m.procedureCode))
        case (F1APProcedureCode.ueContextSetup, .successfulOutcome), (F1APProcedureCode.ueContextModification, .successfulOutcome):
            confirm(m, association: association, node: c.sender, &recorder)
        case (F1APProcedureCode.ueContextRelease, .successfulOutcome):
            if let du = m.gnbDUUEF1APID { _ = removeUE(UEKey(association: association, duUEID: du)) }
        case (F1APProcedureCode.reset, .successfulOutcome):
            for key in ueKeysByAssociation.removeValue(forKey: association) ?? [] { ues.removeValue(forKey: key) }
        case (F1APProcedureCode.dlRRCMessageTransfer, .initiatingMessage), (F1APProcedureCode.ulRRCMessageTransfer, .initiatingMessage):
            transfer(m, association: association, context: c, &recorder)
        default:
            return
        }
    }

    /// A successful UE context setup / modification response: the confirmed SRBs join the UE.
    private func confirm(_ m: F1APMessage, association: Int, node: Int, _ recorder: inout RuleRecorder) {
        guard let cu = m.gnbCUUEF1APID, let du = m.gnbDUUEF1APID,
              let request = pending.removeValue(forKey: RequestKey(association: association, cuUEID: cu, code: m.procedureCode)) else { return }
        let setup = m.procedureCode == F1APProcedureCode.ueContextSetup
        var confirmed = request.requested
        if let listed = m.srbIDs(inList: setup ? IE.srbsSetup : IE.srbsSetupMod) {
            confirmed = SRBSet(confirmed.ids.filter(SRBSet(listed).contains))
        }
        confirmed.subtract(SRBSet(m.srbIDs(inList: setup ? IE.srbsFailedToBeSetup : IE.srbsFailedToBeSetupMod) ?? []))
        let key = UEKey(association: association, duUEID: du)
        var ue = ues[key] ?? UEContext(node: node, fromInitialUL: false)
        ue.established.formUnion(confirmed)
        ue.established.subtract(request.released)
        setUE(key, ue, &recorder)
    }

    private func transfer(_ m: F1APMessage, association: Int, context c: EventContext, _ recorder: inout RuleRecorder) {
        guard let du = m.gnbDUUEF1APID, let srb = m.srbIDValue else { return }
        let node = c.sender
        // RRC re-establishment (§8.4.2): a DL RRC MESSAGE TRANSFER naming the old gNB-DU UE F1AP
        // ID moves the old context's SRBs to the UE's new id.
        if m.procedureCode == F1APProcedureCode.dlRRCMessageTransfer, let old = m.firstIE(IE.oldDUUEID)?.integerValue.flatMap({ UInt64(exactly: $0) }), old != du,
           let previous = removeUE(UEKey(association: association, duUEID: old)) {
            let key = UEKey(association: association, duUEID: du)
            var ue = ues[key] ?? UEContext(node: previous.node, fromInitialUL: false)
            ue.established.formUnion(previous.established)
            setUE(key, ue, &recorder)
        }
        guard let ue = ues[UEKey(association: association, duUEID: du)] else {
            recorder.inconclusive(handle, node: node, reason: "the UE context started before the capture (or was not followed)")
            return
        }
        let downlink = m.procedureCode == F1APProcedureCode.dlRRCMessageTransfer
        let problem: String?
        switch srb {
        case 0:
            problem = !downlink ? "UL RRC MESSAGE TRANSFER on SRB0 (UL-CCCH messages travel in INITIAL UL RRC MESSAGE TRANSFER)"
                : ue.fromInitialUL ? nil : "DL RRC MESSAGE TRANSFER on SRB0 for a UE that did not start with INITIAL UL RRC MESSAGE TRANSFER"
        case 1:
            problem = ue.fromInitialUL || ue.established.contains(1) ? nil : "\(m.messageName) on SRB1, which was not set up for the UE"
        default:
            problem = ue.established.contains(srb) ? nil : "\(m.messageName) on SRB\(srb), which no successful UE CONTEXT SETUP / MODIFICATION set up"
        }
        guard let problem else {
            recorder.evaluated(handle, node: node)
            return
        }
        // A context the capture did not follow from its INITIAL UL RRC MESSAGE TRANSFER may have
        // had SRBs set up before the first captured frame: only a UL message on SRB0 is wrong
        // whatever happened before.
        if !ue.fromInitialUL && !(srb == 0 && !downlink) {
            recorder.inconclusive(handle, node: node, reason: "state from before the capture: the UE context started before the first captured frame")
            return
        }
        recorder.evaluated(handle, node: node)
        var allowed = ue.established
        if ue.fromInitialUL {
            allowed.insert(1)
            if downlink { allowed.insert(0) }
        }
        recorder.violation(handle, node: node, Violation(
            problem + " (gNB-DU UE F1AP ID \(du))", frames: c.frames, fieldPath: "f1ap.SRBID",
            expected: allowed.ids.isEmpty ? "no SRB yet" : "one of SRB " + allowed.ids.map(String.init).joined(separator: ", "), actual: String(srb)))
    }

    func finish(_ recorder: inout RuleRecorder) {
        ues.removeAll()
        ueKeysByAssociation.removeAll()
        pending.removeAll()
    }

    /// A recording that starts earlier than the previous one ended is another run of the
    /// equipment: its UE ids say nothing about the earlier ones. A pause keeps the state.
    func discontinuity(_ recorder: inout RuleRecorder, gapNanoseconds: Int64?) {
        if gapNanoseconds == nil { finish(&recorder) }
    }
}
