/// F1AP elementary procedures: the `ProcedureCode` values of TS 38.473 clause 9.4.7
/// (`F1AP-Constants`, Rel-18) with their class and initiating node (TS 38.473 clause 8).
///
/// Profiles name procedures by the identifier after `id-` (`F1Setup`, `UEContextSetup`, …). Codes
/// 9, 72, 73 and 74 are reserved "not to be used" and have no entry. The initiator is `.unknown`
/// where we have not read the initiating node from the procedure's TS 38.473 clause 8 text.
public struct F1APProcedure: Hashable, Sendable, Comparable {
    /// Which node sends the initiating message.
    public enum Initiator: String, Hashable, Sendable {
        case cu, du, either, unknown
    }

    public var code: Int
    public var name: String
    /// Class 1 has a response (successful or unsuccessful outcome); class 2 has none.
    public var procedureClass: Int
    public var initiator: Initiator

    public init(code: Int, name: String, procedureClass: Int, initiator: Initiator) {
        self.code = code
        self.name = name
        self.procedureClass = procedureClass
        self.initiator = initiator
    }

    public static func < (lhs: F1APProcedure, rhs: F1APProcedure) -> Bool { lhs.code < rhs.code }

    /// Looks a procedure up by its profile name (case-sensitive, as in the ASN.1 identifier).
    public static func named(_ name: String) -> F1APProcedure? { byName[name] }

    /// Every procedure of the Rel-18 catalogue, ordered by code.
    public static let catalog: [F1APProcedure] = [
        F1APProcedure(code: 0, name: "Reset", procedureClass: 1, initiator: .either),
        F1APProcedure(code: 1, name: "F1Setup", procedureClass: 1, initiator: .du),
        F1APProcedure(code: 2, name: "ErrorIndication", procedureClass: 2, initiator: .either),
        F1APProcedure(code: 3, name: "gNBDUConfigurationUpdate", procedureClass: 1, initiator: .du),
        F1APProcedure(code: 4, name: "gNBCUConfigurationUpdate", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 5, name: "UEContextSetup", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 6, name: "UEContextRelease", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 7, name: "UEContextModification", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 8, name: "UEContextModificationRequired", procedureClass: 1, initiator: .du),
        F1APProcedure(code: 10, name: "UEContextReleaseRequest", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 11, name: "InitialULRRCMessageTransfer", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 12, name: "DLRRCMessageTransfer", procedureClass: 2, initiator: .cu),
        F1APProcedure(code: 13, name: "ULRRCMessageTransfer", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 14, name: "privateMessage", procedureClass: 2, initiator: .either),
        F1APProcedure(code: 15, name: "UEInactivityNotification", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 16, name: "GNBDUResourceCoordination", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 17, name: "SystemInformationDeliveryCommand", procedureClass: 2, initiator: .cu),
        F1APProcedure(code: 18, name: "Paging", procedureClass: 2, initiator: .cu),
        F1APProcedure(code: 19, name: "Notify", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 20, name: "WriteReplaceWarning", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 21, name: "PWSCancel", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 22, name: "PWSRestartIndication", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 23, name: "PWSFailureIndication", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 24, name: "GNBDUStatusIndication", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 25, name: "RRCDeliveryReport", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 26, name: "F1Removal", procedureClass: 1, initiator: .either),
        F1APProcedure(code: 27, name: "NetworkAccessRateReduction", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 28, name: "TraceStart", procedureClass: 2, initiator: .cu),
        F1APProcedure(code: 29, name: "DeactivateTrace", procedureClass: 2, initiator: .cu),
        F1APProcedure(code: 30, name: "DUCURadioInformationTransfer", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 31, name: "CUDURadioInformationTransfer", procedureClass: 2, initiator: .cu),
        F1APProcedure(code: 32, name: "BAPMappingConfiguration", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 33, name: "GNBDUResourceConfiguration", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 34, name: "IABTNLAddressAllocation", procedureClass: 1, initiator: .du),
        F1APProcedure(code: 35, name: "IABUPConfigurationUpdate", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 36, name: "resourceStatusReportingInitiation", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 37, name: "resourceStatusReporting", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 38, name: "accessAndMobilityIndication", procedureClass: 2, initiator: .cu),
        F1APProcedure(code: 39, name: "accessSuccess", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 40, name: "cellTrafficTrace", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 41, name: "PositioningMeasurementExchange", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 42, name: "PositioningAssistanceInformationControl", procedureClass: 2, initiator: .cu),
        F1APProcedure(code: 43, name: "PositioningAssistanceInformationFeedback", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 44, name: "PositioningMeasurementReport", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 45, name: "PositioningMeasurementAbort", procedureClass: 2, initiator: .cu),
        F1APProcedure(code: 46, name: "PositioningMeasurementFailureIndication", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 47, name: "PositioningMeasurementUpdate", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 48, name: "TRPInformationExchange", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 49, name: "PositioningInformationExchange", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 50, name: "PositioningActivation", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 51, name: "PositioningDeactivation", procedureClass: 2, initiator: .cu),
        F1APProcedure(code: 52, name: "E-CIDMeasurementInitiation", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 53, name: "E-CIDMeasurementFailureIndication", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 54, name: "E-CIDMeasurementReport", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 55, name: "E-CIDMeasurementTermination", procedureClass: 2, initiator: .cu),
        F1APProcedure(code: 56, name: "PositioningInformationUpdate", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 57, name: "ReferenceTimeInformationReport", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 58, name: "ReferenceTimeInformationReportingControl", procedureClass: 2, initiator: .cu),
        F1APProcedure(code: 59, name: "BroadcastContextSetup", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 60, name: "BroadcastContextRelease", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 61, name: "BroadcastContextReleaseRequest", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 62, name: "BroadcastContextModification", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 63, name: "MulticastGroupPaging", procedureClass: 2, initiator: .cu),
        F1APProcedure(code: 64, name: "MulticastContextSetup", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 65, name: "MulticastContextRelease", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 66, name: "MulticastContextReleaseRequest", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 67, name: "MulticastContextModification", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 68, name: "MulticastDistributionSetup", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 69, name: "MulticastDistributionRelease", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 70, name: "PDCMeasurementInitiation", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 71, name: "PDCMeasurementReport", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 75, name: "pRSConfigurationExchange", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 76, name: "measurementPreconfiguration", procedureClass: 1, initiator: .du),
        F1APProcedure(code: 77, name: "measurementActivation", procedureClass: 2, initiator: .cu),
        F1APProcedure(code: 78, name: "QoEInformationTransfer", procedureClass: 2, initiator: .unknown),
        F1APProcedure(code: 79, name: "PDCMeasurementTerminationCommand", procedureClass: 2, initiator: .cu),
        F1APProcedure(code: 80, name: "PDCMeasurementFailureIndication", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 81, name: "PosSystemInformationDeliveryCommand", procedureClass: 2, initiator: .cu),
        F1APProcedure(code: 82, name: "DUCUCellSwitchNotification", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 83, name: "CUDUCellSwitchNotification", procedureClass: 2, initiator: .cu),
        F1APProcedure(code: 84, name: "DUCUTAInformationTransfer", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 85, name: "CUDUTAInformationTransfer", procedureClass: 2, initiator: .cu),
        F1APProcedure(code: 86, name: "QoEInformationTransferControl", procedureClass: 2, initiator: .unknown),
        F1APProcedure(code: 87, name: "RachIndication", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 88, name: "TimingSynchronisationStatus", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 89, name: "TimingSynchronisationStatusReport", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 90, name: "MIABF1SetupTriggering", procedureClass: 2, initiator: .unknown),
        F1APProcedure(code: 91, name: "MIABF1SetupOutcomeNotification", procedureClass: 2, initiator: .unknown),
        F1APProcedure(code: 92, name: "MulticastContextNotification", procedureClass: 1, initiator: .unknown),
        F1APProcedure(code: 93, name: "MulticastCommonConfiguration", procedureClass: 1, initiator: .cu),
        F1APProcedure(code: 94, name: "BroadcastTransportResourceRequest", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 95, name: "DUCUAccessAndMobilityIndication", procedureClass: 2, initiator: .du),
        F1APProcedure(code: 96, name: "SRSInformationReservationNotification", procedureClass: 2, initiator: .unknown),
        F1APProcedure(code: 97, name: "CUDUMobilityInitiationRequest", procedureClass: 2, initiator: .cu),
    ]

    private static let byName: [String: F1APProcedure] = {
        var table: [String: F1APProcedure] = [:]
        for procedure in catalog { table[procedure.name] = procedure }
        return table
    }()

    /// Procedures without which a CU and a DU cannot bring up F1 and serve one UE
    /// (TS 38.473 clause 8.2 interface management and 8.3 UE context, 8.4 RRC transfer).
    public static let interopBaseline: [String] = [
        "F1Setup", "Reset", "ErrorIndication", "UEContextSetup", "UEContextRelease",
        "InitialULRRCMessageTransfer", "DLRRCMessageTransfer", "ULRRCMessageTransfer",
    ]
}
