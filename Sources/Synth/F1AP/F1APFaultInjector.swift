import ASN1PER

/// Applies the F1AP fault switches of a scenario to a planned message list. Each faulty message
/// gets the fault's name in its comment; a fault that finds no message to act on is reported, not
/// guessed.
struct F1APFaultInjector {
    static let faultNames = ["missing-mandatory-ie", "wrong-transaction-id", "response-timeout", "ue-id-mismatch", "ue-message-before-setup", "cu-starts-association"] + bearerFaultNames
        + SynthCellSystemInformation.faultNames

    var messages: [F1APPlannedMessage]
    var unapplied: [String] = []
    var random: F1APSynthRandom
    let planner: F1APScenarioPlanner

    /// Index of the `occurrence`-th (1-based) message named `name`.
    func find(_ name: String, occurrence: Int?) -> Int? {
        let n = max(occurrence ?? 1, 1)
        var seen = 0
        for (i, m) in messages.enumerated() where m.messageName == name {
            seen += 1
            if seen == n { return i }
        }
        return nil
    }

    mutating func apply(_ fault: F1APFaultConfig) {
        switch fault.name {
        case "missing-mandatory-ie": missingIE(fault)
        case "wrong-transaction-id": wrongTransaction(fault)
        case "response-timeout": responseTimeout(fault)
        case "ue-id-mismatch": ueIDMismatch(fault)
        case "ue-message-before-setup": ueBeforeSetup(fault)
        case "cu-starts-association": break  // the SCTP handshake's direction (SCTPAssociationSimulator)
        case "drb-list-mismatch": drbListMismatch(fault)
        case "rrc-delivery-report-missing": rrcDeliveryReportMissing(fault)
        case "rrc-delivery-report-unsolicited": rrcDeliveryReportUnsolicited(fault)
        case "srb-not-set-up": srbNotSetUp(fault)
        case _ where SynthCellSystemInformation.faultNames.contains(fault.name):
            // applied to the served cell's system information (ScenarioLoader), not to a message
            guard planner.config.systemInformation != nil else { unapplied.append("\(fault.name): needs f1ap.systemInformation: true"); return }
            for i in messages.indices where ["F1SetupRequest", "GNBDUConfigurationUpdate"].contains(messages[i].messageName) {
                messages[i].addFault(fault.name, "the served cell's announcement (cross-plane mismatch with the fronthaul)")
            }
        default: unapplied.append("\(fault.name): unknown F1AP fault")
        }
    }

    /// Removes one PRESENCE mandatory IE (default: gNB-DU ID from the F1 Setup Request).
    mutating func missingIE(_ fault: F1APFaultConfig) {
        let name = fault.message ?? "F1SetupRequest"
        guard let i = find(name, occurrence: fault.occurrence), let spec = F1APMessageTable.spec(name) else {
            unapplied.append("missing-mandatory-ie: no \(name) #\(fault.occurrence ?? 1) in the scenario"); return
        }
        let id = fault.ieID ?? spec.mandatoryIEs.first { ![78, 40, 41].contains($0) } ?? spec.mandatoryIEs.first ?? -1
        guard messages[i].ies.contains(where: { $0.id == id }) else {
            unapplied.append("missing-mandatory-ie: \(name) carries no IE \(id)"); return
        }
        messages[i].ies.removeAll { $0.id == id }
        messages[i].removedIEs.append(id)
        messages[i].refreshViews()
        messages[i].addFault("missing-mandatory-ie", "IE \(id) removed from \(name)")
    }

    /// A response whose TransactionID differs from its request's (default: F1 Setup Response).
    mutating func wrongTransaction(_ fault: F1APFaultConfig) {
        let name = F1APMessageTable.response(of: fault.message ?? "F1SetupResponse") ?? fault.message ?? "F1SetupResponse"
        guard let i = find(name, occurrence: fault.occurrence), let tx = messages[i].transactionID else {
            unapplied.append("wrong-transaction-id: no \(name) #\(fault.occurrence ?? 1) with a TransactionID"); return
        }
        let wrong = (tx + 1 + Int(random.int(0...99))) & 0xFF
        messages[i].setIE(78, .integer(Int64(wrong)))
        messages[i].refreshViews()
        messages[i].addFault("wrong-transaction-id", "\(name) TransactionID \(wrong), the request had \(tx)")
    }

    /// The response to a request is never sent, or sent `delayMicroseconds` late (default:
    /// gNB-DU Configuration Update).
    mutating func responseTimeout(_ fault: F1APFaultConfig) {
        let requestName = F1APMessageTable.request(of: fault.message ?? "GNBDUConfigurationUpdate") ?? "GNBDUConfigurationUpdate"
        guard let responseName = F1APMessageTable.response(of: requestName), let r = find(requestName, occurrence: fault.occurrence) else {
            unapplied.append("response-timeout: no \(requestName) #\(fault.occurrence ?? 1) in the scenario"); return
        }
        let request = messages[r]
        // The response of this request: the first one after it with the same transaction or UE.
        guard let s = messages.indices.first(where: { j in
            j > r && messages[j].messageName == responseName
                && (request.transactionID == nil || messages[j].transactionID == request.transactionID)
                && (request.gnbCUUEF1APID == nil || messages[j].gnbCUUEF1APID == request.gnbCUUEF1APID)
        }) else {
            unapplied.append("response-timeout: \(requestName) #\(fault.occurrence ?? 1) has no response in the scenario"); return
        }
        if let delay = fault.delayMicroseconds {
            // at most one hour late
            messages[s].timestampNanoseconds += Int64(min(max(delay, 0), 3_600_000_000)) * 1_000
            messages[s].addFault("response-timeout", "\(responseName) sent \(delay) µs late")
        } else {
            messages.remove(at: s)
            messages[r].addFault("response-timeout", "no \(responseName) is sent for this \(requestName)")
        }
    }

    /// A UE-associated message naming a gNB-DU UE F1AP ID that is not the UE's (default: the
    /// first UL RRC Message Transfer).
    mutating func ueIDMismatch(_ fault: F1APFaultConfig) {
        let name = fault.message ?? "ULRRCMessageTransfer"
        guard let i = find(name, occurrence: fault.occurrence), let du = messages[i].gnbDUUEF1APID else {
            unapplied.append("ue-id-mismatch: no UE-associated \(name) #\(fault.occurrence ?? 1) in the scenario"); return
        }
        let wrong = (du + 100_000 + UInt64(random.int(0...999))) & 0xFFFF_FFFF
        messages[i].setIE(41, .integer(Int64(wrong)))
        messages[i].refreshViews()
        messages[i].addFault("ue-id-mismatch", "\(name) carries gNB-DU UE F1AP ID \(wrong), the UE has \(du)")
    }

    /// A UE-associated message from the DU before the F1 Setup Request, for a UE the scenario
    /// does not otherwise use (default: an Initial UL RRC Message Transfer).
    mutating func ueBeforeSetup(_ fault: F1APFaultConfig) {
        let name = fault.message ?? "InitialULRRCMessageTransfer"
        guard let first = messages.first, let handshakeEnd = planner.handshake.last else {
            unapplied.append("ue-message-before-setup: the scenario has no F1AP traffic"); return
        }
        let du = planner.duUEBase + 50_000, cu = planner.cuUEBase + 50_000
        let ies: [F1APIEField]
        switch name {
        case "ULRRCMessageTransfer":
            ies = F1APMessageFactory.rrcTransfer(cu: cu, du: du, srbID: 1, rrc: NRRRCContainers.pdcp(
                sequenceNumber: 0, rrc: NRRRCContainers.rrcReconfigurationComplete(transaction: 0), macI: [0, 0, 0, 0]))
        case "InitialULRRCMessageTransfer":
            ies = F1APMessageFactory.initialULRRC(du: du, cell: planner.cell, cRNTI: 0x4600, rrc: NRRRCContainers.rrcSetupRequest(randomValue: random.next()),
                                                  duToCU: NRRRCContainers.cellGroupConfig(), tx: planner.duTransaction)
        default:
            unapplied.append("ue-message-before-setup: \(name) is not a message the gNB-DU starts a UE with"); return
        }
        guard let spec = F1APMessageTable.spec(name) else { return }
        let time = handshakeEnd + (first.timestampNanoseconds - handshakeEnd) / 3
        var m = F1APPlannedMessage(
            sender: .du, timestampNanoseconds: time, messageName: name, procedureCode: spec.procedureCode, pduAlternative: spec.pduAlternative,
            stream: 1, ue: nil, transactionID: nil, gnbCUUEF1APID: nil, gnbDUUEF1APID: nil, srbID: nil, faults: [], removedIEs: [], comment: nil, ies: ies)
        m.refreshViews()
        m.addFault("ue-message-before-setup", "\(name) sent before F1 Setup")
        messages.insert(m, at: 0)
    }
}
