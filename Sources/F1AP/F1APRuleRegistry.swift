import WireCore

/// The rules the F1AP codec judges while decoding (TS 38.473 clause 10 abstract syntax, the transfer
/// syntax, one PDU per SCTP user message, IE value constraints): one row per rule, next to the
/// decoder and ``ProtocolIEAbstractSyntaxChecks`` (ASN1PER) that emit its findings.
public enum F1APRuleRegistry {
    public static let asDecode = RuleSpec(
        "F1-AS-DECODE",
        "The PDU decodes with the F1AP schema (transfer syntax)",
        clause: SpecClause(.f1ap, .section("10.2")),
        area: .f1ap)

    public static let ieMandatory = RuleSpec(
        "F1-IE-MANDATORY",
        "Every mandatory IE of the message is present",
        clause: SpecClause(.f1ap, .section("10.3.5")),
        area: .f1ap)

    public static let ieDuplicate = RuleSpec(
        "F1-IE-DUPLICATE",
        "No IE id appears twice in a container",
        clause: SpecClause(.f1ap, .section("10.3.6")),
        area: .f1ap)

    public static let ieOrder = RuleSpec(
        "F1-IE-ORDER",
        "IEs follow the order of the message definition",
        clause: SpecClause(.f1ap, .section("10.3.6"), .clause("9")),
        status: .optional,
        severity: .warning,
        area: .f1ap)

    public static let ieCrit = RuleSpec(
        "F1-IE-CRIT-MATCH",
        "IE and procedure criticalities equal the object sets",
        clause: SpecClause(.f1ap, .section("10.3.2")),
        area: .f1ap)

    public static let critUnknown = RuleSpec(
        "F1-CRIT-UNKNOWN",
        "Unknown IEs / procedures are reported with their criticality",
        clause: SpecClause(.f1ap, .section("10.3.4")),
        area: .f1ap)

    public static let onePDU = RuleSpec(
        "F1-TNL-ONE-PDU",
        "One SCTP user message carries exactly one F1AP PDU",
        clause: SpecClause(.f1ap, .clause("9/10")).and(.f1Transport, .section("7")),
        area: .f1ap)

    public static let ieValue = RuleSpec(
        "F1-IE-VALUE",
        "IE values respect their constraints",
        clause: SpecClause(.f1ap, .clause("9 (ASN.1 constraints)")).and(.per),
        area: .f1ap)

    /// Every row, in catalogue order.
    public static let specs: [RuleSpec] = [
        asDecode, ieMandatory, ieDuplicate, ieOrder, ieCrit, critUnknown, onePDU, ieValue,
    ]

    /// The id of an F1AP PDU the `decode` command could not decode (a decode finding, not a
    /// catalogue rule: `check` reports such a PDU under ``asDecode``).
    public static let malformedPDU: RuleID = "F1-ASN-MALFORMED"
    /// The id of an RRC container inside F1AP that does not decode as the NR RRC message its IE
    /// carries (a `decode` finding, like ``malformedPDU``; no `check` rule judges RRC yet).
    public static let malformedRRCContainer: RuleID = "F1-RRC-MALFORMED"
}
