import F1AP
import WireCore

/// The F1AP rules of the stateful F1AP checkers (TS 38.472, TS 38.473), one row per rule; the
/// abstract-syntax rows are the codec registry's (``F1APRuleRegistry``). Each family checker
/// (transport, interface management, transaction pairing, UE identity) claims its rows.
enum F1APRules {
    static let asDecode = F1APRuleRegistry.asDecode
    static let ieMandatory = F1APRuleRegistry.ieMandatory
    static let ieDuplicate = F1APRuleRegistry.ieDuplicate
    static let ieOrder = F1APRuleRegistry.ieOrder
    static let ieCrit = F1APRuleRegistry.ieCrit
    static let critUnknown = F1APRuleRegistry.critUnknown
    static let onePDU = F1APRuleRegistry.onePDU
    static let ppid = RuleSpec(
        "F1-TNL-PPID",
        "F1AP DATA chunks carry PPID 62 (68 with DTLS)",
        clause: SpecClause(.f1Transport, .section("7")),
        area: .f1ap)
    static let streamNonUE = RuleSpec(
        "F1-TNL-STREAM-NONUE",
        "Non-UE-associated procedures use one SCTP stream per direction",
        clause: SpecClause(.f1Transport, .section("7")),
        status: .optional,
        severity: .warning,
        area: .f1ap)
    static let streamUE = RuleSpec(
        "F1-TNL-STREAM-UE",
        "A UE's messages keep one SCTP stream, not the non-UE stream",
        clause: SpecClause(.f1Transport, .section("7")),
        status: .optional,
        severity: .warning,
        area: .f1ap)
    static let port = RuleSpec(
        "F1-TNL-PORT",
        "The gNB-CU side uses SCTP port 38472",
        clause: SpecClause(.f1Transport, .section("7")),
        status: .optional,
        severity: .warning,
        area: .f1ap)
    static let setupFirst = RuleSpec(
        "F1-SETUP-FIRST",
        "F1 Setup is the first F1AP procedure on an association",
        clause: SpecClause(.f1ap, .section("8.2.3.1")),
        area: .f1ap, exchange: .bothEnds)
    static let setupDir = RuleSpec(
        "F1-SETUP-DIR",
        "F1 Setup Request DU→CU; Response/Failure CU→DU",
        clause: SpecClause(.f1ap, .section("8.2.3")),
        area: .f1ap)
    static let setupOne = RuleSpec(
        "F1-SETUP-ONE-OUTSTANDING",
        "No second F1 Setup Request while one is pending",
        clause: SpecClause(.f1ap, .section("8.2.3")),
        status: .optional,
        severity: .warning,
        area: .f1ap, exchange: .bothEnds)
    static let setupTTW = RuleSpec(
        "F1-SETUP-TTW",
        "After F1 Setup Failure with TimeToWait the DU waits that long before retrying",
        clause: SpecClause(.f1ap, .section("8.2.3.3")),
        area: .f1ap, exchange: .bothEnds)
    static let noUEBeforeSetup = RuleSpec(
        "F1-NO-UE-BEFORE-SETUP",
        "No UE-associated or other class-1 procedure before a successful F1 Setup",
        clause: SpecClause(.f1ap, .section("8.2.3")),
        area: .f1ap, exchange: .bothEnds)
    static let txidEcho = RuleSpec(
        "F1-TXID-ECHO",
        "Response carries the request's TransactionID",
        clause: SpecClause(.f1ap, .section("9.3.1.23")),
        area: .f1ap, exchange: .bothEnds)
    static let txidUnique = RuleSpec(
        "F1-TXID-UNIQUE",
        "TransactionID not reused while outstanding",
        clause: SpecClause(.f1ap, .section("9.3.1.23")),
        status: .optional,
        severity: .warning,
        area: .f1ap, exchange: .bothEnds)
    static let respMatch = RuleSpec(
        "F1-RESP-MATCH",
        "Every response matches one outstanding request in the opposite direction",
        clause: SpecClause(.f1ap, .section("8.1"), .clause("10")),
        area: .f1ap, exchange: .bothEnds)
    static let respTimely = RuleSpec(
        "F1-RESP-TIMELY",
        "Class-1 requests are answered within the timeout (default 5 s)",
        clause: SpecClause(.labPolicy).and(.f1ap, .section("8.1")),
        status: .optional,
        severity: .warning,
        area: .f1ap, exchange: .bothEnds)
    static let class2 = RuleSpec(
        "F1-CLASS2-NORESP",
        "No outcome message for a class-2 procedure",
        clause: SpecClause(.f1ap, .section("9.4.4 (F1AP-PDU-Descriptions)")),
        area: .f1ap)
    static let procDir = RuleSpec(
        "F1-PROC-DIR",
        "Each procedure is initiated by the node allowed to",
        clause: SpecClause(.f1ap, .clause("8")),
        area: .f1ap)
    static let duCells = RuleSpec(
        "F1-DUCFG-CELLS",
        "gNB-DU Configuration Update adds new cells and modifies / deletes served ones",
        clause: SpecClause(.f1ap, .section("8.2.4")),
        status: .optional,
        severity: .warning,
        area: .f1ap, exchange: .bothEnds)
    static let initialULFields = RuleSpec(
        "F1-INITUL-FIELDS",
        "Initial UL RRC Message Transfer names a served, activated cell",
        clause: SpecClause(.f1ap, .section("8.4.1")),
        area: .f1ap)
    static let cuCells = RuleSpec(
        "F1-CUCFG-CELLS",
        "Cells to activate are cells the DU reported as served",
        clause: SpecClause(.f1ap, .section("8.2.3"), .section("8.2.5")),
        status: .optional,
        severity: .warning,
        area: .f1ap, exchange: .bothEnds)
    static let resetAck = RuleSpec(
        "F1-RESET-ACK",
        "RESET is acknowledged with the same TransactionID",
        clause: SpecClause(.f1ap, .section("8.2.1")),
        area: .f1ap, exchange: .bothEnds)
    static let resetSemantics = RuleSpec(
        "F1-RESET-SEMANTICS",
        "UE F1AP ids released by a reset are not used again for old contexts",
        clause: SpecClause(.f1ap, .section("8.2.1")),
        area: .f1ap, exchange: .bothEnds)
    static let removal = RuleSpec(
        "F1-REMOVAL",
        "Nothing is sent after F1 Removal Response",
        clause: SpecClause(.f1ap, .section("8.2.8")),
        status: .optional,
        severity: .warning,
        area: .f1ap, exchange: .bothEnds)
    static let errindScope = RuleSpec(
        "F1-ERRIND-SCOPE",
        "ERROR INDICATION carries Cause or CriticalityDiagnostics",
        clause: SpecClause(.f1ap, .section("8.2.2"), .section("9.2.1.4")),
        area: .f1ap, exchange: .bothEnds)
    static let errindNoLoop = RuleSpec(
        "F1-ERRIND-NOLOOP",
        "No ERROR INDICATION in response to an ERROR INDICATION",
        clause: SpecClause(.f1ap, .section("10.1")),
        area: .f1ap, exchange: .bothEnds)
    static let duAlloc = RuleSpec(
        "F1-UEID-DU-ALLOC",
        "A new gNB-DU UE F1AP ID appears first in a DU→CU Initial UL RRC or UE Context Setup Response and is not in use",
        clause: SpecClause(.f1ap, .section("8.4.1"), .section("9.3.1.5")),
        area: .f1ap, exchange: .bothEnds)
    static let cuAlloc = RuleSpec(
        "F1-UEID-CU-ALLOC",
        "A new gNB-CU UE F1AP ID appears first in a CU→DU message and is unique",
        clause: SpecClause(.f1ap, .section("9.3.1.4")),
        area: .f1ap, exchange: .bothEnds)
    static let pair = RuleSpec(
        "F1-UEID-PAIR",
        "UE-associated messages carry a consistent (CU id, DU id) pair",
        clause: SpecClause(.f1ap, .clause("8"), .section("10.4")),
        area: .f1ap, exchange: .bothEnds)
    static let known = RuleSpec(
        "F1-UEID-KNOWN",
        "UE-associated messages reference an existing UE context",
        clause: SpecClause(.f1ap, .section("10.4")),
        area: .f1ap, exchange: .bothEnds)
    static let released = RuleSpec(
        "F1-UEID-RELEASED",
        "A released UE id pair is not used again except to start a new context",
        clause: SpecClause(.f1ap, .section("8.3.3")),
        area: .f1ap, exchange: .bothEnds)
    static let respIDs = RuleSpec(
        "F1-UECTX-RESP-IDS",
        "UE context responses echo the CU id of the request and carry the DU id",
        clause: SpecClause(.f1ap, .section("8.3.1"), .section("8.3.4")),
        area: .f1ap, exchange: .bothEnds)

    static let all: [RuleSpec] = [
        asDecode, ieMandatory, ieDuplicate, ieOrder, ieCrit, critUnknown, onePDU, ppid, port, streamNonUE, streamUE, setupFirst, setupDir, setupOne, setupTTW,
        noUEBeforeSetup, txidEcho, txidUnique, respMatch, respTimely, class2, procDir, duCells, cuCells, initialULFields, resetAck, resetSemantics, removal,
        errindScope, errindNoLoop, duAlloc, cuAlloc, pair, known, released, respIDs,
    ]
}
