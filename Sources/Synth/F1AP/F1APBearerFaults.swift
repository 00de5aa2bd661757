/// The bearer fault switches of the F1AP generator (F1-UECTX-DRB, F1-RRCDELIV, F1-RRC-SRB):
/// each breaks one rule of TS 38.473 §8.3.1 / §8.4.2–8.4.4 in one UE's otherwise clean attach.
extension F1APFaultInjector {
    static let bearerFaultNames = ["drb-list-mismatch", "rrc-delivery-report-missing", "rrc-delivery-report-unsolicited", "srb-not-set-up"]

    /// Inserts `ies` after the last IE whose id is in `after` (or at the end).
    static func insert(_ ie: F1APIEField, into ies: inout [F1APIEField], after: Set<Int>) {
        let at = ies.lastIndex { after.contains($0.id) }.map { $0 + 1 } ?? ies.endIndex
        ies.insert(ie, at: at)
    }

    /// The UE CONTEXT SETUP REQUEST (`occurrence`) asks for DRBs 1 and 2; its response sets up
    /// DRBs 1 and 3: DRB 3 was not requested and DRB 2 is answered in neither list (§8.3.1).
    mutating func drbListMismatch(_ fault: F1APFaultConfig) {
        guard let r = find("UEContextSetupRequest", occurrence: fault.occurrence), let cu = messages[r].gnbCUUEF1APID else {
            unapplied.append("drb-list-mismatch: no UEContextSetupRequest #\(fault.occurrence ?? 1) in the scenario"); return
        }
        guard let s = messages.indices.first(where: { $0 > r && messages[$0].messageName == "UEContextSetupResponse" && messages[$0].gnbCUUEF1APID == cu }) else {
            unapplied.append("drb-list-mismatch: UEContextSetupRequest #\(fault.occurrence ?? 1) has no response in the scenario"); return
        }
        // Object-set order (UEContextSetupRequestIEs): … SRBs-ToBeSetup-List (74), DRBs-ToBeSetup-List
        // (35), … RRCContainer (50), …, GNB-DU-UE-AMBR-UL (158).
        Self.insert(F1APMessageFactory.drbsToBeSetup([1, 2]), into: &messages[r].ies, after: [40, 41, 63, 107, 9, 74])
        Self.insert(F1APMessageFactory.duUEAMBRUL(100_000_000), into: &messages[r].ies, after: [40, 41, 63, 107, 9, 74, 35, 50])
        Self.insert(F1APMessageFactory.drbsSetup([1, 3]), into: &messages[s].ies, after: [40, 41, 39])
        messages[r].addFault("drb-list-mismatch", "UEContextSetupRequest asks for DRBs 1 and 2")
        messages[s].addFault("drb-list-mismatch", "UEContextSetupResponse sets up DRBs 1 and 3 (3 not requested, 2 not answered)")
    }

    /// The DL RRC MESSAGE TRANSFER `occurrence` (default the 2nd: the first on SRB1) sets RRC
    /// Delivery Status Request and no RRC DELIVERY REPORT follows (§8.4.2, §8.4.4). A rule can
    /// only tell once the capture goes on for the response timeout after it.
    mutating func rrcDeliveryReportMissing(_ fault: F1APFaultConfig) {
        guard let i = find("DLRRCMessageTransfer", occurrence: fault.occurrence ?? 2) else {
            unapplied.append("rrc-delivery-report-missing: no DLRRCMessageTransfer #\(fault.occurrence ?? 2) in the scenario"); return
        }
        // DLRRCMessageTransferIEs: … RRCContainer (50), RAT-FrequencyPriorityInformation (108), RRCDeliveryStatusRequest (184).
        Self.insert(F1APMessageFactory.rrcDeliveryStatusRequest(), into: &messages[i].ies, after: [40, 41, 47, 64, 50, 108])
        messages[i].addFault("rrc-delivery-report-missing", "DLRRCMessageTransfer sets RRC Delivery Status Request; no RRC DELIVERY REPORT follows")
    }

    /// The gNB-DU sends an RRC DELIVERY REPORT that no request asked for, for the UE of the UL
    /// RRC MESSAGE TRANSFER `occurrence` (default the first), right after it (§8.4.4).
    mutating func rrcDeliveryReportUnsolicited(_ fault: F1APFaultConfig) {
        guard let i = find("ULRRCMessageTransfer", occurrence: fault.occurrence), let cu = messages[i].gnbCUUEF1APID, let du = messages[i].gnbDUUEF1APID,
              let spec = F1APMessageTable.spec("RRCDeliveryReport") else {
            unapplied.append("rrc-delivery-report-unsolicited: no UE-associated ULRRCMessageTransfer #\(fault.occurrence ?? 1) in the scenario"); return
        }
        let ul = messages[i]
        var m = F1APPlannedMessage(
            sender: .du, timestampNanoseconds: ul.timestampNanoseconds + 200_000, messageName: spec.name, procedureCode: spec.procedureCode,
            pduAlternative: spec.pduAlternative, stream: ul.stream, ue: ul.ue, transactionID: nil, gnbCUUEF1APID: nil, gnbDUUEF1APID: nil,
            srbID: nil, faults: [], removedIEs: [], comment: nil, ies: F1APMessageFactory.rrcDeliveryReport(cu: cu, du: du, srbID: 1, pdcpSN: 0))
        m.refreshViews()
        m.addFault("rrc-delivery-report-unsolicited", "RRC DELIVERY REPORT that no RRC Delivery Status Request asked for")
        messages.insert(m, at: i + 1)
    }

    /// The UL RRC MESSAGE TRANSFER `occurrence` (default the 2nd: the UL Information Transfer
    /// before UE Context Setup) travels on SRB2, which is not set up yet (§8.4.3).
    mutating func srbNotSetUp(_ fault: F1APFaultConfig) {
        let name = fault.message ?? "ULRRCMessageTransfer"
        guard name == "ULRRCMessageTransfer" || name == "DLRRCMessageTransfer", let i = find(name, occurrence: fault.occurrence ?? 2), messages[i].srbID != nil else {
            unapplied.append("srb-not-set-up: no \(name) #\(fault.occurrence ?? 2) in the scenario"); return
        }
        let old = messages[i].srbID ?? 0
        messages[i].setIE(64, .integer(2))
        messages[i].refreshViews()
        messages[i].addFault("srb-not-set-up", "\(name) on SRB2 (was SRB\(old)) before any UE CONTEXT SETUP set SRB2 up")
    }
}
