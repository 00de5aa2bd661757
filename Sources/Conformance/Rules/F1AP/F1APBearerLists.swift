import ASN1PER
import F1AP

/// Read-only accessors over the F1AP message views for the UE-associated bearer rules
/// (F1-UECTX-DRB, F1-RRC-SRB, F1-RRCDELIV). Bearer ids and SRB ID are read off the decode
/// layout; the other accessors decode their IE's value.
extension F1APMessage {
    /// Protocol IE ids (F1AP-Constants, TS 38.473 clause 9.4.7) the bearer rules read.
    enum BearerIE {
        static let srbID = 64
        static let oldDUUEID = 47
        static let rrcContainer = 50
        static let rrcDeliveryStatusRequest = 184
        static let rrcDeliveryStatus = 185
        // DRB lists of UE Context Setup (clause 9.2.2.1/9.2.2.2) and Modification (9.2.2.7/9.2.2.8).
        static let drbsToBeSetup = 35, drbsSetup = 27, drbsFailedToBeSetup = 15
        static let drbsToBeSetupMod = 37, drbsSetupMod = 29, drbsFailedToBeSetupMod = 17
        static let drbsToBeModified = 31, drbsModified = 21, drbsFailedToBeModified = 13
        // DRB lists of UE Context Modification Required (9.2.2.10) and Confirm (9.2.2.11).
        static let drbsRequiredToBeModified = 23, drbsRequiredToBeReleased = 25, drbsModifiedConf = 19
        // SRB lists.
        static let srbsToBeSetup = 74, srbsSetup = 202, srbsFailedToBeSetup = 66
        static let srbsToBeSetupMod = 76, srbsSetupMod = 204, srbsFailedToBeSetupMod = 68
        static let srbsToBeReleased = 72
    }

    /// The first IE with protocol IE id `id`.
    func firstIE(_ id: Int) -> F1APIE? { ies.first { $0.id == id } }

    /// The bearer ids of a list IE (`DRBs-ToBeSetup-List` …), in order with duplicates kept: each
    /// list is a SEQUENCE OF ProtocolIE-SingleContainer whose item value holds `component`
    /// (`dRBID` for DRB items, `sRBID` for SRB items), read off the decode layout (no value
    /// tree). Nil when the IE is absent.
    func bearerIDs(inList listID: Int, component: String) -> [Int]? {
        guard let ie = firstIE(listID) else { return nil }
        return ie.itemIntegers(component).compactMap { Int(exactly: $0) }
    }

    func drbIDs(inList listID: Int) -> [Int]? { bearerIDs(inList: listID, component: "dRBID") }
    func srbIDs(inList listID: Int) -> [Int]? { bearerIDs(inList: listID, component: "sRBID") }

    /// The SRB ID IE (IE 64, `SRBID ::= INTEGER (0..3, ..., 4 | 5)`) of an RRC message transfer,
    /// an RRC DELIVERY REPORT or a UE CONTEXT RELEASE COMMAND.
    var srbIDValue: Int? {
        firstIE(BearerIE.srbID)?.integerValue.flatMap { Int(exactly: $0) }
    }

    /// True when the message carries RRC Delivery Status Request (IE 184,
    /// `RRCDeliveryStatusRequest ::= ENUMERATED {true, ...}`).
    var requestsRRCDeliveryStatus: Bool { firstIE(BearerIE.rrcDeliveryStatusRequest) != nil }

    /// The RRC container octets (IE 50), when present.
    var rrcContainerOctets: [UInt8]? {
        guard case .octetString(let bytes)? = firstIE(BearerIE.rrcContainer)?.value.unwrapped else { return nil }
        return bytes
    }

    /// `triggering-message` of the RRC Delivery Status IE (IE 185 of RRC DELIVERY REPORT,
    /// `PDCP-SN (0..4095)`): the PDCP SN of the DL RRC message whose delivery is reported.
    var rrcDeliveryTriggeringSN: Int? {
        guard let status = firstIE(BearerIE.rrcDeliveryStatus)?.value.unwrapped else { return nil }
        return status["triggering-message"]?.integerValue.flatMap { Int(exactly: $0) }
    }
}
