import F1AP
import WireCore

/// The rules of the stateful F1AP checkers (TS 38.473 clauses 8–10), one row per rule, declared
/// on the checker that judges it. Rows the codec emits findings for are the codec registry's
/// (``F1APRuleRegistry``).
extension F1APConditionalIEChecker {
    static let rule = RuleSpec(
        "F1-IE-COND",
        "Conditional IEs follow their condition",
        clause: SpecClause(.f1ap, .clause("9 (conditions of the F1AP-PDU-Contents module)")),
        status: .optional,
        severity: .warning,
        area: .f1ap)
}

extension F1APDRBListChecker {
    static let rule = RuleSpec(
        "F1-UECTX-DRB",
        "UE context responses answer exactly the requested DRBs, each once",
        clause: SpecClause(.f1ap, .section("8.3.1"), .section("8.3.4"), .section("8.3.5")),
        area: .f1ap, exchange: .bothEnds)
}

extension F1APErrorReactionChecker {
    static let missingMandatory = RuleSpec(
        "F1-CRIT-MISSING-M",
        "A missing mandatory IE of criticality reject is answered by the failure message or ERROR INDICATION",
        clause: SpecClause(.f1ap, .section("10.3.5")),
        area: .f1ap)
    static let errorIndicationASN = RuleSpec(
        "F1-ERRIND-ASN",
        "Abstract-syntax errors without a usable failure message are answered with ERROR INDICATION",
        clause: SpecClause(.f1ap, .section("10.3")),
        area: .f1ap)
    static let logicalError = RuleSpec(
        "F1-LOGICAL-ERR",
        "A message for an unknown UE context is answered by the failure message or ERROR INDICATION",
        clause: SpecClause(.f1ap, .section("10.4")),
        status: .optional,
        severity: .warning,
        area: .f1ap)
}

extension F1APRRCDeliveryChecker {
    static let rule = RuleSpec(
        "F1-RRCDELIV",
        "An RRC DELIVERY REPORT follows each RRC Delivery Status Request",
        clause: SpecClause(.f1ap, .section("8.4.4"), .section("8.4.2"), .section("8.3.1"), .section("8.3.4")),
        status: .optional,
        severity: .warning,
        area: .f1ap, exchange: .bothEnds)
}

extension F1APReleaseChecker {
    static let rule = RuleSpec(
        "F1-REL-AWARE",
        "The peer's release (RRC Version in F1 Setup, or declared) is known and within the schema's",
        clause: SpecClause(.f1ap, .section("9.3.1.70 (harness policy)")),
        status: .optional,
        severity: .note,
        area: .f1ap)
}

extension F1APSRBChecker {
    static let rule = RuleSpec(
        "F1-RRC-SRB",
        "RRC MESSAGE TRANSFER SRB ID is one the UE has set up",
        clause: SpecClause(.f1ap, .section("8.4.2"), .section("8.4.3")),
        status: .optional,
        severity: .warning,
        area: .f1ap, exchange: .bothEnds)
}

extension F1APTransportInitChecker {
    static let duInit = RuleSpec(
        "F1-TNL-DU-INIT",
        "The SCTP INIT of the F1 Setup association comes from the gNB-DU",
        clause: SpecClause(.f1Transport, .section("7")),
        status: .optional,
        severity: .warning,
        area: .f1ap, exchange: .bothEnds)
}

extension F1APUEFlowChecker {
    static let initialULDUCU = RuleSpec(
        "F1-INITUL-DUCU",
        "INITIAL UL RRC MESSAGE TRANSFER carries the DU to CU RRC Container",
        clause: SpecClause(.f1ap, .section("8.4.1")),
        status: .optional,
        severity: .warning,
        area: .f1ap, exchange: .bothEnds)
    static let releaseFlow = RuleSpec(
        "F1-UECTX-RELEASE-FLOW",
        "UE CONTEXT RELEASE REQUEST is followed by a UE CONTEXT RELEASE COMMAND",
        clause: SpecClause(.f1ap, .section("8.3.2")),
        status: .optional,
        severity: .warning,
        area: .f1ap, exchange: .bothEnds)
}

extension F1APValueChecker {
    static let ieValue = F1APRuleRegistry.ieValue
}
