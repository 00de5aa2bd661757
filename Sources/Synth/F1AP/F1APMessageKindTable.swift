/// The F1AP messages the generator produces (TS 38.473 clause 9.2, elementary procedures of
/// clause 8 / F1AP-ELEMENTARY-PROCEDURES): procedure code, PDU alternative, procedure
/// criticality, which node sends it, and the ids of its PRESENCE mandatory IEs.
struct F1APMessageSpec: Sendable {
    var name: String
    var procedureCode: Int
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
        .init(name: "Reset", procedureCode: 0, pduAlternative: "initiatingMessage", criticality: "reject", sentByDU: true, mandatoryIEs: [78, 0, 48], counterpart: "ResetAcknowledge"),
        .init(name: "ResetAcknowledge", procedureCode: 0, pduAlternative: "successfulOutcome", criticality: "reject", sentByDU: false, mandatoryIEs: [78], counterpart: "Reset"),
        .init(name: "F1SetupRequest", procedureCode: 1, pduAlternative: "initiatingMessage", criticality: "reject", sentByDU: true, mandatoryIEs: [78, 42, 171], counterpart: "F1SetupResponse"),
        .init(name: "F1SetupResponse", procedureCode: 1, pduAlternative: "successfulOutcome", criticality: "reject", sentByDU: false, mandatoryIEs: [78, 170], counterpart: "F1SetupRequest"),
        .init(name: "GNBDUConfigurationUpdate", procedureCode: 3, pduAlternative: "initiatingMessage", criticality: "reject", sentByDU: true, mandatoryIEs: [78], counterpart: "GNBDUConfigurationUpdateAcknowledge"),
        .init(name: "GNBDUConfigurationUpdateAcknowledge", procedureCode: 3, pduAlternative: "successfulOutcome", criticality: "reject", sentByDU: false, mandatoryIEs: [78], counterpart: "GNBDUConfigurationUpdate"),
        .init(name: "UEContextSetupRequest", procedureCode: 5, pduAlternative: "initiatingMessage", criticality: "reject", sentByDU: false, mandatoryIEs: [40, 63, 107, 9], counterpart: "UEContextSetupResponse"),
        .init(name: "UEContextSetupResponse", procedureCode: 5, pduAlternative: "successfulOutcome", criticality: "reject", sentByDU: true, mandatoryIEs: [40, 41, 39], counterpart: "UEContextSetupRequest"),
        .init(name: "UEContextReleaseCommand", procedureCode: 6, pduAlternative: "initiatingMessage", criticality: "reject", sentByDU: false, mandatoryIEs: [40, 41, 0], counterpart: "UEContextReleaseComplete"),
        .init(name: "UEContextReleaseComplete", procedureCode: 6, pduAlternative: "successfulOutcome", criticality: "reject", sentByDU: true, mandatoryIEs: [40, 41], counterpart: "UEContextReleaseCommand"),
        .init(name: "UEContextModificationRequest", procedureCode: 7, pduAlternative: "initiatingMessage", criticality: "reject", sentByDU: false, mandatoryIEs: [40, 41], counterpart: "UEContextModificationResponse"),
        .init(name: "UEContextModificationResponse", procedureCode: 7, pduAlternative: "successfulOutcome", criticality: "reject", sentByDU: true, mandatoryIEs: [40, 41], counterpart: "UEContextModificationRequest"),
        .init(name: "UEContextModificationRequired", procedureCode: 8, pduAlternative: "initiatingMessage", criticality: "reject", sentByDU: true, mandatoryIEs: [40, 41, 0], counterpart: "UEContextModificationConfirm"),
        .init(name: "UEContextModificationConfirm", procedureCode: 8, pduAlternative: "successfulOutcome", criticality: "reject", sentByDU: false, mandatoryIEs: [40, 41], counterpart: "UEContextModificationRequired"),
        .init(name: "InitialULRRCMessageTransfer", procedureCode: 11, pduAlternative: "initiatingMessage", criticality: "ignore", sentByDU: true, mandatoryIEs: [41, 111, 95, 50, 78], counterpart: nil),
        .init(name: "DLRRCMessageTransfer", procedureCode: 12, pduAlternative: "initiatingMessage", criticality: "ignore", sentByDU: false, mandatoryIEs: [40, 41, 64, 50], counterpart: nil),
        .init(name: "RRCDeliveryReport", procedureCode: 25, pduAlternative: "initiatingMessage", criticality: "ignore", sentByDU: true, mandatoryIEs: [40, 41, 185, 64], counterpart: nil),
        .init(name: "ULRRCMessageTransfer", procedureCode: 13, pduAlternative: "initiatingMessage", criticality: "ignore", sentByDU: true, mandatoryIEs: [40, 41, 64, 50], counterpart: nil),
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
