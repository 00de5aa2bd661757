/// What the tests expect of each generated message, written from TS 38.473 (clause 9.4,
/// F1AP-ELEMENTARY-PROCEDURES) and independent of the generator's own tables.
enum F1APExpected {
    /// Message name → (procedureCode, F1AP-PDU alternative).
    static let messages: [String: (code: Int, pdu: String)] = [
        "Reset": (0, "initiatingMessage"), "ResetAcknowledge": (0, "successfulOutcome"),
        "F1SetupRequest": (1, "initiatingMessage"), "F1SetupResponse": (1, "successfulOutcome"),
        "GNBDUConfigurationUpdate": (3, "initiatingMessage"), "GNBDUConfigurationUpdateAcknowledge": (3, "successfulOutcome"),
        "UEContextSetupRequest": (5, "initiatingMessage"), "UEContextSetupResponse": (5, "successfulOutcome"),
        "UEContextReleaseCommand": (6, "initiatingMessage"), "UEContextReleaseComplete": (6, "successfulOutcome"),
        "UEContextModificationRequest": (7, "initiatingMessage"), "UEContextModificationResponse": (7, "successfulOutcome"),
        "InitialULRRCMessageTransfer": (11, "initiatingMessage"), "DLRRCMessageTransfer": (12, "initiatingMessage"),
        "ULRRCMessageTransfer": (13, "initiatingMessage"), "RRCDeliveryReport": (25, "initiatingMessage"),
        "UEContextModificationRequired": (8, "initiatingMessage"), "UEContextModificationConfirm": (8, "successfulOutcome"),
    ]

    /// The messages one UE's full attach and release produce, in order, per TS 38.401 clause 8.1
    /// (initial access) as the scenario runs it.
    static let attach = [
        "InitialULRRCMessageTransfer", "DLRRCMessageTransfer", "ULRRCMessageTransfer", "DLRRCMessageTransfer", "ULRRCMessageTransfer",
        "UEContextSetupRequest", "UEContextSetupResponse", "ULRRCMessageTransfer", "UEContextModificationRequest",
        "UEContextModificationResponse", "ULRRCMessageTransfer",
    ]

    /// One UE's attach with the `bearers` option: each UE context request answered, then an RRC
    /// DELIVERY REPORT (TS 38.473 §8.4.4), and the DU's UE Context Modification Required (§8.3.5)
    /// after the RRCReconfigurationComplete.
    static let attachWithBearers = [
        "InitialULRRCMessageTransfer", "DLRRCMessageTransfer", "ULRRCMessageTransfer", "DLRRCMessageTransfer", "ULRRCMessageTransfer",
        "UEContextSetupRequest", "UEContextSetupResponse", "RRCDeliveryReport", "ULRRCMessageTransfer", "UEContextModificationRequest",
        "UEContextModificationResponse", "RRCDeliveryReport", "ULRRCMessageTransfer", "UEContextModificationRequired", "UEContextModificationConfirm",
    ]

    /// Top-level IE ids of the messages the `bearers` option changes, in the order of their IE
    /// object sets (F1AP-PDU-Contents; ids from F1AP-Constants): UE CONTEXT SETUP REQUEST with
    /// SRBs-ToBeSetup-List 74, DRBs-ToBeSetup-List 35, RRCContainer 50, GNB-DU-UE-AMBR-UL 158,
    /// RRCDeliveryStatusRequest 184; RESPONSE with DUtoCURRCInformation 39, DRBs-Setup-List 27;
    /// MODIFICATION REQUEST with 50, DRBs-ToBeSetupMod-List 37, DRBs-ToBeModified-List 31, 184;
    /// RESPONSE with 39, DRBs-SetupMod-List 29, DRBs-Modified-List 21; RRC DELIVERY REPORT with
    /// RRCDeliveryStatus 185, SRBID 64; MODIFICATION REQUIRED with DRBs-Required-ToBeModified-List
    /// 23, DRBs-Required-ToBeReleased-List 25, Cause 0; CONFIRM with DRBs-ModifiedConf-List 19.
    static let bearerIEs: [String: [Int]] = [
        "UEContextSetupRequest": [40, 41, 63, 107, 9, 74, 35, 50, 158, 184], "UEContextSetupResponse": [40, 41, 39, 27],
        "UEContextModificationRequest": [40, 41, 50, 37, 31, 184], "UEContextModificationResponse": [40, 41, 39, 29, 21],
        "RRCDeliveryReport": [40, 41, 185, 64], "UEContextModificationRequired": [40, 41, 23, 25, 0], "UEContextModificationConfirm": [40, 41, 19],
    ]

    /// DRB ids per list IE of those messages: DRB 1 set up, DRB 2 added and DRB 1 modified by the
    /// modification, then DRB 1 required modified (and confirmed) and DRB 2 required released.
    static let bearerDRBs: [String: [String: [Int]]] = [
        "UEContextSetupRequest": ["35": [1]], "UEContextSetupResponse": ["27": [1]],
        "UEContextModificationRequest": ["37": [2], "31": [1]], "UEContextModificationResponse": ["29": [2], "21": [1]],
        "UEContextModificationRequired": ["23": [1], "25": [2]], "UEContextModificationConfirm": ["19": [1]],
    ]
}
