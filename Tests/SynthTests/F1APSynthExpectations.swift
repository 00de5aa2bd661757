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
        "ULRRCMessageTransfer": (13, "initiatingMessage"),
    ]

    /// The messages one UE's full attach and release produce, in order, per TS 38.401 clause 8.1
    /// (initial access) as the scenario runs it.
    static let attach = [
        "InitialULRRCMessageTransfer", "DLRRCMessageTransfer", "ULRRCMessageTransfer", "DLRRCMessageTransfer", "ULRRCMessageTransfer",
        "UEContextSetupRequest", "UEContextSetupResponse", "ULRRCMessageTransfer", "UEContextModificationRequest",
        "UEContextModificationResponse", "ULRRCMessageTransfer",
    ]
}
