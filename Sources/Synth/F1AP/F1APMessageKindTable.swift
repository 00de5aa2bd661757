import F1AP

/// The F1AP messages the generator produces (TS 38.473 clause 9.2, elementary procedures of
/// clause 8 / F1AP-ELEMENTARY-PROCEDURES): elementary procedure, PDU alternative, procedure
/// criticality, which node sends it, and the ids of its PRESENCE mandatory IEs.
struct F1APMessageSpec: Sendable {
    var name: String
    /// The elementary procedure, by its name in the F1AP procedure table (``F1APProcedure``).
    var procedure: String
    /// Its `ProcedureCode` (TS 38.473 §9.4.7), from the F1AP procedure table; -1 for a name the
    /// table does not have (a test requires every entry to resolve).
    var procedureCode: Int { F1APProcedure.named(procedure)?.code ?? -1 }
    /// `initiatingMessage` or `successfulOutcome`.
    var pduAlternative: String
    var criticality: String
    var sentByDU: Bool
    var mandatoryIEs: [Int]
    /// The other message of a class-1 procedure (request ↔ response).
    var counterpart: String?
}

enum F1APMessageTable {
    static let specs: [F1APMessageSpec] = [
        .init(name: "Reset", procedure: "Reset", pduAlternative: "initiatingMessage", criticality: "reject", sentByDU: true, mandatoryIEs: [78, 0, 48], counterpart: "ResetAcknowledge"),
        .init(name: "ResetAcknowledge", procedure: "Reset", pduAlternative: "successfulOutcome", criticality: "reject", sentByDU: false, mandatoryIEs: [78], counterpart: "Reset"),
        .init(name: "F1SetupRequest", procedure: "F1Setup", pduAlternative: "initiatingMessage", criticality: "reject", sentByDU: true, mandatoryIEs: [78, 42, 171], counterpart: "F1SetupResponse"),
        .init(name: "F1SetupResponse", procedure: "F1Setup", pduAlternative: "successfulOutcome", criticality: "reject", sentByDU: false, mandatoryIEs: [78, 170], counterpart: "F1SetupRequest"),
        .init(name: "GNBDUConfigurationUpdate", procedure: "gNBDUConfigurationUpdate", pduAlternative: "initiatingMessage", criticality: "reject", sentByDU: true, mandatoryIEs: [78], counterpart: "GNBDUConfigurationUpdateAcknowledge"),
        .init(name: "GNBDUConfigurationUpdateAcknowledge", procedure: "gNBDUConfigurationUpdate", pduAlternative: "successfulOutcome", criticality: "reject", sentByDU: false, mandatoryIEs: [78], counterpart: "GNBDUConfigurationUpdate"),
        .init(name: "UEContextSetupRequest", procedure: "UEContextSetup", pduAlternative: "initiatingMessage", criticality: "reject", sentByDU: false, mandatoryIEs: [40, 63, 107, 9], counterpart: "UEContextSetupResponse"),
        .init(name: "UEContextSetupResponse", procedure: "UEContextSetup", pduAlternative: "successfulOutcome", criticality: "reject", sentByDU: true, mandatoryIEs: [40, 41, 39], counterpart: "UEContextSetupRequest"),
        .init(name: "UEContextReleaseCommand", procedure: "UEContextRelease", pduAlternative: "initiatingMessage", criticality: "reject", sentByDU: false, mandatoryIEs: [40, 41, 0], counterpart: "UEContextReleaseComplete"),
        .init(name: "UEContextReleaseComplete", procedure: "UEContextRelease", pduAlternative: "successfulOutcome", criticality: "reject", sentByDU: true, mandatoryIEs: [40, 41], counterpart: "UEContextReleaseCommand"),
        .init(name: "UEContextModificationRequest", procedure: "UEContextModification", pduAlternative: "initiatingMessage", criticality: "reject", sentByDU: false, mandatoryIEs: [40, 41], counterpart: "UEContextModificationResponse"),
        .init(name: "UEContextModificationResponse", procedure: "UEContextModification", pduAlternative: "successfulOutcome", criticality: "reject", sentByDU: true, mandatoryIEs: [40, 41], counterpart: "UEContextModificationRequest"),
        .init(name: "UEContextModificationRequired", procedure: "UEContextModificationRequired", pduAlternative: "initiatingMessage", criticality: "reject", sentByDU: true, mandatoryIEs: [40, 41, 0], counterpart: "UEContextModificationConfirm"),
        .init(name: "UEContextModificationConfirm", procedure: "UEContextModificationRequired", pduAlternative: "successfulOutcome", criticality: "reject", sentByDU: false, mandatoryIEs: [40, 41], counterpart: "UEContextModificationRequired"),
        .init(name: "InitialULRRCMessageTransfer", procedure: "InitialULRRCMessageTransfer", pduAlternative: "initiatingMessage", criticality: "ignore", sentByDU: true, mandatoryIEs: [41, 111, 95, 50, 78], counterpart: nil),
        .init(name: "DLRRCMessageTransfer", procedure: "DLRRCMessageTransfer", pduAlternative: "initiatingMessage", criticality: "ignore", sentByDU: false, mandatoryIEs: [40, 41, 64, 50], counterpart: nil),
        .init(name: "RRCDeliveryReport", procedure: "RRCDeliveryReport", pduAlternative: "initiatingMessage", criticality: "ignore", sentByDU: true, mandatoryIEs: [40, 41, 185, 64], counterpart: nil),
        .init(name: "ULRRCMessageTransfer", procedure: "ULRRCMessageTransfer", pduAlternative: "initiatingMessage", criticality: "ignore", sentByDU: true, mandatoryIEs: [40, 41, 64, 50], counterpart: nil),
    ]

    static let byName: [String: F1APMessageSpec] = Dictionary(specs.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

    static func spec(_ name: String) -> F1APMessageSpec? { byName[name] }

    /// The request of a class-1 procedure given either of its messages.
    static func request(of name: String) -> String? {
        guard let s = byName[name], s.counterpart != nil else { return nil }
        return s.pduAlternative == "initiatingMessage" ? s.name : s.counterpart
    }

    /// The response of a class-1 procedure given either of its messages.
    static func response(of name: String) -> String? {
        guard let s = byName[name], s.counterpart != nil else { return nil }
        return s.pduAlternative == "successfulOutcome" ? s.name : s.counterpart
    }
}
