import WireCore

extension SpecClause.Document {
    /// 3GPP TS 37.483 (E1 Application Protocol; numbered TS 38.463 up to Release 16).
    public static let e1ap = SpecClause.Document("TS 37.483")
    /// O-RAN.WG3.E2AP (E2 Application Protocol).
    public static let e2ap = SpecClause.Document("O-RAN.WG3.E2AP")
    /// O-RAN.WG3.E2GAP (E2 general aspects: SCTP transport).
    public static let e2gap = SpecClause.Document("O-RAN.WG3.E2GAP")
    /// 3GPP TS 38.413 (NG Application Protocol).
    public static let ngap = SpecClause.Document("TS 38.413")
}

/// The rules of one RAN application protocol (E1AP, E2AP, NGAP): the codec's abstract-syntax
/// rows (judged while decoding, RAN3 clause 10 "Handling of unknown, unforeseen and erroneous
/// protocol data") and the procedure-pairing rows a checker judges across messages
/// (clause 8 elementary procedures: a class 1 request is answered by its successful or
/// unsuccessful outcome). Each protocol has its own ids (`E1-…`, `E2-…`, `NG-…`).
public struct APRuleSet: Sendable {
    public let asDecode: RuleSpec
    public let ieMandatory: RuleSpec
    public let ieDuplicate: RuleSpec
    public let ieOrder: RuleSpec
    public let ieCrit: RuleSpec
    public let critUnknown: RuleSpec
    public let onePDU: RuleSpec
    public let ieValue: RuleSpec
    public let procResponse: RuleSpec
    public let procUnsolicited: RuleSpec
    public let procTransaction: RuleSpec

    /// Codec rows, in catalogue order.
    public var codecSpecs: [RuleSpec] { [asDecode, ieMandatory, ieDuplicate, ieOrder, ieCrit, critUnknown, onePDU, ieValue] }
    /// Procedure-pairing rows, in catalogue order.
    public var pairingSpecs: [RuleSpec] { [procResponse, procUnsolicited, procTransaction] }
    /// Every row.
    public var specs: [RuleSpec] { codecSpecs + pairingSpecs }
    /// The id prefix (`E1-`).
    public let family: RuleFamily

    init(prefix: String, document: SpecClause.Document, transport: SpecClause.Reference, transactionClause: SpecClause, area: RuleArea) {
        family = RuleFamily(prefix: prefix + "-")
        func id(_ s: String) -> RuleID { RuleID(prefix + "-" + s) }
        asDecode = RuleSpec(id("AS-DECODE"), "The PDU decodes with the \(prefix)AP schema (transfer syntax)",
                            clause: SpecClause(document, .section("10.2")).and(.per), area: area)
        ieMandatory = RuleSpec(id("IE-MANDATORY"), "Every mandatory IE of the message is present",
                               clause: SpecClause(document, .section("10.3.5")), area: area)
        ieDuplicate = RuleSpec(id("IE-DUPLICATE"), "No IE id appears twice in a container",
                               clause: SpecClause(document, .section("10.3.6")), area: area)
        ieOrder = RuleSpec(id("IE-ORDER"), "IEs follow the order of the message definition",
                           clause: SpecClause(document, .section("10.3.6")), status: .optional, severity: .warning, area: area)
        ieCrit = RuleSpec(id("IE-CRIT-MATCH"), "IE and procedure criticalities equal the object sets",
                          clause: SpecClause(document, .section("10.3.2")), area: area)
        critUnknown = RuleSpec(id("CRIT-UNKNOWN"), "Unknown IEs / procedures are reported with their criticality",
                               clause: SpecClause(document, .section("10.3.4")), area: area)
        onePDU = RuleSpec(id("TNL-ONE-PDU"), "One SCTP user message carries exactly one PDU (no trailing octets)",
                          clause: SpecClause(document, .section("10.2")).and(.per, .clause("10.1.3")).and(transport), area: area)
        ieValue = RuleSpec(id("IE-VALUE"), "IE values respect their constraints",
                           clause: SpecClause(document, .clause("9 (ASN.1 constraints)")).and(.per), area: area)
        procResponse = RuleSpec(id("PROC-RESPONSE"), "Every class 1 request is answered by its successful or unsuccessful outcome in time",
                                clause: SpecClause(document, .clause("8.1 (class 1 elementary procedures)")), area: area)
        procUnsolicited = RuleSpec(id("PROC-UNSOLICITED"), "Every successful / unsuccessful outcome answers an open request of its procedure",
                                   clause: SpecClause(document, .clause("8.1 (class 1 elementary procedures)")), area: area)
        procTransaction = RuleSpec(id("PROC-TRANSACTION"), "A transaction id is not reused while its procedure is still open",
                                   clause: transactionClause, area: area)
    }
}

/// The rule rows of E1AP, E2AP and NGAP, and E2AP's first service-level rules (RIC subscription
/// and indication consistency).
public enum APRuleRegistry {
    public static let e1ap = APRuleSet(
        prefix: "E1", document: .e1ap, transport: .init(.e1ap, [.topic("SCTP PPID 64, port 38462 (TS 37.482 §7)")]),
        transactionClause: SpecClause(.e1ap, .topic("Transaction ID IE: one value per open procedure")), area: .e1ap)
    public static let e2ap = APRuleSet(
        prefix: "E2", document: .e2ap, transport: .init(.e2gap, [.topic("SCTP PPID 70, port 36421")]),
        transactionClause: SpecClause(.e2ap, .topic("Transaction ID IE: one value per open global procedure")), area: .e2ap)
    public static let ngap = APRuleSet(
        prefix: "NG", document: .ngap, transport: .init(.ngap, [.topic("SCTP PPID 60, port 38412 (TS 38.412 §7)")]),
        transactionClause: SpecClause(.ngap, .topic("UE-associated: the AMF / RAN UE NGAP IDs pair messages")), area: .ngap)

    public static func rules(_ p: APProtocol) -> APRuleSet {
        switch p {
        case .e1ap: e1ap
        case .e2ap: e2ap
        case .ngap: ngap
        }
    }

    /// E2: an indication carries the RIC request id of a subscription the E2 node accepted.
    public static let e2SubscriptionKnown = RuleSpec(
        "E2-SUB-INDICATION", "A RIC Indication carries the RIC Request ID of an accepted, not deleted subscription",
        clause: SpecClause(.e2ap, .topic("RIC Subscription, RIC Subscription Delete and RIC Indication procedures")), area: .e2ap)
    /// E2: an indication's action id is one the subscription response admitted.
    public static let e2ActionAdmitted = RuleSpec(
        "E2-SUB-ACTION", "A RIC Indication's RIC Action ID is one the RIC Subscription Response admitted",
        clause: SpecClause(.e2ap, .topic("RIC Subscription procedure: RIC Actions Admitted List; RIC Indication")), area: .e2ap)
    /// E2: the RAN function of an indication is the subscription's.
    public static let e2FunctionMatches = RuleSpec(
        "E2-SUB-FUNCTION", "A RIC Indication names the RAN Function ID of its subscription",
        clause: SpecClause(.e2ap, .topic("RIC Subscription procedure; RIC Indication")), area: .e2ap)

    public static let e2SubscriptionSpecs: [RuleSpec] = [e2SubscriptionKnown, e2ActionAdmitted, e2FunctionMatches]

    /// Every row, in catalogue order.
    public static let specs: [RuleSpec] = e1ap.specs + e2ap.specs + ngap.specs + e2SubscriptionSpecs

    /// The id of a PDU the `decode` command could not decode (a decode finding; `check` reports
    /// such a PDU under the protocol's AS-DECODE rule).
    public static func malformedPDU(_ p: APProtocol) -> RuleID { RuleID(rules(p).family.prefix + "ASN-MALFORMED") }
    /// An E2SM payload (OCTET STRING in E2AP) that does not decode with its service model.
    public static let malformedE2SM: RuleID = "E2-E2SM-MALFORMED"
}

extension SpecClause {
    /// This clause followed by `reference`.
    func and(_ reference: Reference) -> SpecClause { SpecClause(references + [reference]) }
}
