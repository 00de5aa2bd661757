import Foundation

/// JER texts of the UE-associated messages the bearer rule tests feed (TS 38.473 clause 9.2.2
/// and 9.2.3; IE ids from F1AP-Constants): pycrate 0.8.1 encodes them (F1APRuleTests.encode),
/// so the bytes come from the oracle, not from our encoder.
enum F1APBearerJER {
    static func list(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }

    static func ie(_ id: Int, _ criticality: String, _ value: String) -> String {
        #"{"id":\#(id),"criticality":"\#(criticality)","value":\#(value)}"#
    }

    static func message(_ alternative: String, _ code: Int, _ criticality: String, _ ies: [String]) -> String {
        #"{"\#(alternative)":{"procedureCode":\#(code),"criticality":"\#(criticality)","value":{"protocolIEs":\#(list(ies))}}}"#
    }

    static func gtpTunnel(_ address: String, _ teid: String) -> String {
        #"{"gTPTunnel":{"transportLayerAddress":{"value":"\#(address)","length":32},"gTP-TEID":"\#(teid)"}}"#
    }

    // DRB list items (ProtocolIE-SingleContainer): 34 DRBs-ToBeSetup-Item, 36 -ToBeSetupMod-Item,
    // 30 -ToBeModified-Item, 26 -Setup-Item, 28 -SetupMod-Item, 20 -Modified-Item,
    // 14 -FailedToBeSetup-Item, 16 -FailedToBeSetupMod-Item, 12 -FailedToBeModified-Item.
    static let eutranQoS = #"{"eUTRANQoS":{"qCI":9,"allocationAndRetentionPriority":{"priorityLevel":1,"pre-emptionCapability":"shall-not-trigger-pre-emption","pre-emptionVulnerability":"not-pre-emptable"}}}"#

    static func drbToBeSetup(_ id: Int, item: Int = 34) -> String {
        ie(item, "reject", #"{"dRBID":\#(id),"qoSInformation":\#(eutranQoS),"uLUPTNLInformation-ToBeSetup-List":[{"uLUPTNLInformation":\#(gtpTunnel("0a000001", "00000001"))}],"rLCMode":"rlc-am"}"#)
    }
    static func drbToBeModified(_ id: Int) -> String {
        ie(30, "reject", #"{"dRBID":\#(id),"uLUPTNLInformation-ToBeSetup-List":[{"uLUPTNLInformation":\#(gtpTunnel("0a000001", "00000003"))}]}"#)
    }
    static func drbSetup(_ id: Int, item: Int = 26) -> String {
        ie(item, "ignore", #"{"dRBID":\#(id),"dLUPTNLInformation-ToBeSetup-List":[{"dLUPTNLInformation":\#(gtpTunnel("0a000002", "00000002"))}]}"#)
    }
    static func drbFailed(_ id: Int, item: Int = 14) -> String { ie(item, "ignore", #"{"dRBID":\#(id)}"#) }

    static let cell = #"{"pLMN-Identity":"00f110","nRCellIdentity":{"value":"000012340","length":36}}"#

    /// UE CONTEXT SETUP REQUEST (9.2.2.1): SRBs-ToBeSetup-List (74, items 73), DRBs-ToBeSetup-List
    /// (35), optional RRC Container (50) and RRC Delivery Status Request (184).
    static func setupRequest(cu: Int, du: Int, srbs: [Int] = [], drbs: [Int] = [], rrc: String? = nil, deliveryRequest: Bool = false) -> String {
        var ies = [ie(40, "reject", "\(cu)"), ie(41, "ignore", "\(du)"), ie(63, "reject", cell), ie(107, "reject", "0"), ie(9, "reject", "{}")]
        if !srbs.isEmpty { ies.append(ie(74, "reject", list(srbs.map { ie(73, "reject", #"{"sRBID":\#($0)}"#) }))) }
        if !drbs.isEmpty { ies.append(ie(35, "reject", list(drbs.map { drbToBeSetup($0) }))) }
        if let rrc { ies.append(ie(50, "ignore", #""\#(rrc)""#)) }
        if deliveryRequest { ies.append(ie(184, "ignore", #""true""#)) }
        return message("initiatingMessage", 5, "reject", ies)
    }

    /// UE CONTEXT SETUP RESPONSE (9.2.2.2): DRBs-Setup-List (27), SRBs-FailedToBeSetup-List (66,
    /// items 65), DRBs-FailedToBeSetup-List (15), SRBs-Setup-List (202, items 203).
    static func setupResponse(cu: Int, du: Int, drbs: [Int]? = nil, failedDRBs: [Int]? = nil, srbs: [Int]? = nil, failedSRBs: [Int]? = nil) -> String {
        var ies = [ie(40, "reject", "\(cu)"), ie(41, "reject", "\(du)"), ie(39, "reject", #"{"cellGroupConfig":"5c00"}"#)]
        if let drbs { ies.append(ie(27, "ignore", list(drbs.map { drbSetup($0) }))) }
        if let failedSRBs { ies.append(ie(66, "ignore", list(failedSRBs.map { ie(65, "ignore", #"{"sRBID":\#($0)}"#) }))) }
        if let failedDRBs { ies.append(ie(15, "ignore", list(failedDRBs.map { drbFailed($0) }))) }
        if let srbs { ies.append(ie(202, "ignore", list(srbs.map { ie(203, "ignore", #"{"sRBID":\#($0),"lCID":\#($0)}"#) }))) }
        return message("successfulOutcome", 5, "reject", ies)
    }

    /// UE CONTEXT MODIFICATION REQUEST (9.2.2.7): RRC Container (50), SRBs-ToBeSetupMod-List (76,
    /// items 75), DRBs-ToBeSetupMod-List (37), DRBs-ToBeModified-List (31), SRBs-ToBeReleased-List
    /// (72, items 71), RRC Delivery Status Request (184).
    static func modificationRequest(cu: Int, du: Int, rrc: String? = nil, srbs: [Int] = [], drbs: [Int] = [], modify: [Int] = [], releaseSRBs: [Int] = [],
                                    deliveryRequest: Bool = false) -> String {
        var ies = [ie(40, "reject", "\(cu)"), ie(41, "reject", "\(du)")]
        if let rrc { ies.append(ie(50, "reject", #""\#(rrc)""#)) }
        if !srbs.isEmpty { ies.append(ie(76, "reject", list(srbs.map { ie(75, "reject", #"{"sRBID":\#($0)}"#) }))) }
        if !drbs.isEmpty { ies.append(ie(37, "reject", list(drbs.map { drbToBeSetup($0, item: 36) }))) }
        if !modify.isEmpty { ies.append(ie(31, "reject", list(modify.map(drbToBeModified)))) }
        if !releaseSRBs.isEmpty { ies.append(ie(72, "reject", list(releaseSRBs.map { ie(71, "ignore", #"{"sRBID":\#($0)}"#) }))) }
        if deliveryRequest { ies.append(ie(184, "ignore", #""true""#)) }
        return message("initiatingMessage", 7, "reject", ies)
    }

    /// UE CONTEXT MODIFICATION RESPONSE (9.2.2.8): DRBs-SetupMod-List (29), DRBs-Modified-List
    /// (21), DRBs-FailedToBeSetupMod-List (17), DRBs-FailedToBeModified-List (13),
    /// SRBs-SetupMod-List (204, items 205).
    static func modificationResponse(cu: Int, du: Int, drbs: [Int]? = nil, modified: [Int]? = nil, failedDRBs: [Int]? = nil, failedModified: [Int]? = nil,
                                     srbs: [Int]? = nil) -> String {
        var ies = [ie(40, "reject", "\(cu)"), ie(41, "reject", "\(du)")]
        if let drbs { ies.append(ie(29, "ignore", list(drbs.map { drbSetup($0, item: 28) }))) }
        if let modified { ies.append(ie(21, "ignore", list(modified.map { drbSetup($0, item: 20) }))) }
        if let failedDRBs { ies.append(ie(17, "ignore", list(failedDRBs.map { drbFailed($0, item: 16) }))) }
        if let failedModified { ies.append(ie(13, "ignore", list(failedModified.map { drbFailed($0, item: 12) }))) }
        if let srbs { ies.append(ie(204, "ignore", list(srbs.map { ie(205, "ignore", #"{"sRBID":\#($0),"lCID":\#($0)}"#) }))) }
        return message("successfulOutcome", 7, "reject", ies)
    }

    /// UE CONTEXT MODIFICATION REQUIRED (9.2.2.10, DU→CU, procedure code 8):
    /// DRBs-Required-ToBeModified-List (23, items 22 with a DL tunnel), DRBs-Required-ToBeReleased-List
    /// (25, items 24), Cause (0, mandatory).
    static func modificationRequired(cu: Int, du: Int, modify: [Int] = [], release: [Int] = []) -> String {
        var ies = [ie(40, "reject", "\(cu)"), ie(41, "reject", "\(du)")]
        if !modify.isEmpty {
            ies.append(ie(23, "reject", list(modify.map { ie(22, "reject", #"{"dRBID":\#($0),"dLUPTNLInformation-ToBeSetup-List":[{"dLUPTNLInformation":\#(gtpTunnel("0a000002", "00000012"))}]}"#) })))
        }
        if !release.isEmpty { ies.append(ie(25, "reject", list(release.map { ie(24, "reject", #"{"dRBID":\#($0)}"#) }))) }
        ies.append(ie(0, "ignore", #"{"radioNetwork":"action-desirable-for-radio-reasons"}"#))
        return message("initiatingMessage", 8, "reject", ies)
    }

    /// UE CONTEXT MODIFICATION CONFIRM (9.2.2.11): DRBs-ModifiedConf-List (19, items 18 with a UL tunnel).
    static func modificationConfirm(cu: Int, du: Int, confirmed: [Int]? = nil) -> String {
        var ies = [ie(40, "reject", "\(cu)"), ie(41, "reject", "\(du)")]
        if let confirmed {
            ies.append(ie(19, "ignore", list(confirmed.map { ie(18, "ignore", #"{"dRBID":\#($0),"uLUPTNLInformation-ToBeSetup-List":[{"uLUPTNLInformation":\#(gtpTunnel("0a000001", "00000011"))}]}"#) })))
        }
        return message("successfulOutcome", 8, "reject", ies)
    }

    /// UE CONTEXT MODIFICATION REFUSE (9.2.2.12): Cause.
    static func modificationRefuse(cu: Int, du: Int) -> String {
        message("unsuccessfulOutcome", 8, "reject", [ie(40, "reject", "\(cu)"), ie(41, "reject", "\(du)"), ie(0, "ignore", #"{"radioNetwork":"unspecified"}"#)])
    }

    /// DL / UL RRC MESSAGE TRANSFER (9.2.3.2 / 9.2.3.3) on `srb`; the container of SRB1+ starts
    /// with a 2-octet PDCP header holding `pdcpSN`.
    /// `oldDU` adds oldgNB-DU-UE-F1AP-ID (IE 47, DL only: RRC re-establishment).
    static func rrcTransfer(_ code: Int, cu: Int, du: Int, srb: Int, pdcpSN: Int = 0, deliveryRequest: Bool = false, oldDU: Int? = nil) -> String {
        let container = srb == 0 ? "2000" : String(format: "%04x", pdcpSN & 0xFFF) + "0800" + "00000000"
        var ies = [ie(40, "reject", "\(cu)"), ie(41, "reject", "\(du)")]
        if let oldDU { ies.append(ie(47, "reject", "\(oldDU)")) }
        ies += [ie(64, "reject", "\(srb)"), ie(50, "reject", #""\#(container)""#)]
        if deliveryRequest { ies.append(ie(184, "ignore", #""true""#)) }
        return message("initiatingMessage", code, "ignore", ies)
    }

    /// RRC DELIVERY REPORT (procedure code 25, RRCDeliveryReportIEs): RRC Delivery Status (185) and SRB ID.
    static func deliveryReport(cu: Int, du: Int, srb: Int, triggeringSN: Int = 0) -> String {
        message("initiatingMessage", 25, "ignore", [
            ie(40, "reject", "\(cu)"), ie(41, "reject", "\(du)"),
            ie(185, "ignore", #"{"delivery-status":\#(triggeringSN),"triggering-message":\#(triggeringSN)}"#), ie(64, "ignore", "\(srb)"),
        ])
    }

    /// UE CONTEXT RELEASE COMMAND / COMPLETE (9.2.2.4 / 9.2.2.5).
    static func releaseCommand(cu: Int, du: Int) -> String {
        message("initiatingMessage", 6, "reject", [ie(40, "reject", "\(cu)"), ie(41, "reject", "\(du)"), ie(0, "ignore", #"{"radioNetwork":"normal-release"}"#)])
    }
    static func releaseComplete(cu: Int, du: Int) -> String {
        message("successfulOutcome", 6, "reject", [ie(40, "reject", "\(cu)"), ie(41, "reject", "\(du)")])
    }
}
