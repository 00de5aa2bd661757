import WireCore

/// The F1AP rules a capture can show (TS 38.472, TS 38.473), with their clauses.
enum F1APRules {
    static func r(_ id: String, _ title: String, _ clause: String, _ sev: Finding.Severity = .error) -> RuleDefinition {
        RuleDefinition(id, title, clause: clause, status: sev == .error ? .mandatory : .optional, severity: sev, area: .f1ap)
    }

    // Abstract syntax (codec findings; TS 38.473 clause 10).
    static let asDecode = r("F1-AS-DECODE", "The PDU decodes with the F1AP schema (transfer syntax)", "TS 38.473 §10.2")
    static let ieMandatory = r("F1-IE-MANDATORY", "Every mandatory IE of the message is present", "TS 38.473 §10.3.5")
    static let ieDuplicate = r("F1-IE-DUPLICATE", "No IE id appears twice in a container", "TS 38.473 §10.3.6")
    static let ieOrder = r("F1-IE-ORDER", "IEs follow the order of the message definition", "TS 38.473 §10.3.6, clause 9", .warning)
    static let ieCrit = r("F1-IE-CRIT-MATCH", "IE and procedure criticalities equal the object sets", "TS 38.473 §10.3.2")
    static let critUnknown = r("F1-CRIT-UNKNOWN", "Unknown IEs / procedures are reported with their criticality", "TS 38.473 §10.3.4")
    static let onePDU = r("F1-TNL-ONE-PDU", "One SCTP user message carries exactly one F1AP PDU", "TS 38.473 clause 9/10; TS 38.472 §7")
    // Transport (TS 38.472).
    static let ppid = r("F1-TNL-PPID", "F1AP DATA chunks carry PPID 62 (68 with DTLS)", "TS 38.472 §7")
    static let streamNonUE = r("F1-TNL-STREAM-NONUE", "Non-UE-associated procedures use one SCTP stream per direction", "TS 38.472 §7", .warning)
    static let streamUE = r("F1-TNL-STREAM-UE", "A UE's messages keep one SCTP stream, not the non-UE stream", "TS 38.472 §7", .warning)
    static let port = r("F1-TNL-PORT", "The gNB-CU side uses SCTP port 38472", "TS 38.472 §7", .warning)
    // Interface management (TS 38.473 §8.2).
    static let setupFirst = r("F1-SETUP-FIRST", "F1 Setup is the first F1AP procedure on an association", "TS 38.473 §8.2.3.1")
    static let setupDir = r("F1-SETUP-DIR", "F1 Setup Request DU→CU; Response/Failure CU→DU", "TS 38.473 §8.2.3")
    static let setupOne = r("F1-SETUP-ONE-OUTSTANDING", "No second F1 Setup Request while one is pending", "TS 38.473 §8.2.3", .warning)
    static let setupTTW = r("F1-SETUP-TTW", "After F1 Setup Failure with TimeToWait the DU waits that long before retrying", "TS 38.473 §8.2.3.3")
    static let noUEBeforeSetup = r("F1-NO-UE-BEFORE-SETUP", "No UE-associated or other class-1 procedure before a successful F1 Setup", "TS 38.473 §8.2.3")
    static let txidEcho = r("F1-TXID-ECHO", "Response carries the request's TransactionID", "TS 38.473 §9.3.1.23")
    static let txidUnique = r("F1-TXID-UNIQUE", "TransactionID not reused while outstanding", "TS 38.473 §9.3.1.23", .warning)
    static let respMatch = r("F1-RESP-MATCH", "Every response matches one outstanding request in the opposite direction", "TS 38.473 §8.1, clause 10")
    static let respTimely = r("F1-RESP-TIMELY", "Class-1 requests are answered within the timeout (default 5 s)", "lab policy; TS 38.473 §8.1", .warning)
    static let class2 = r("F1-CLASS2-NORESP", "No outcome message for a class-2 procedure", "TS 38.473 §9.4.4 (F1AP-PDU-Descriptions)")
    static let procDir = r("F1-PROC-DIR", "Each procedure is initiated by the node allowed to", "TS 38.473 clause 8")
    static let duCells = r("F1-DUCFG-CELLS", "gNB-DU Configuration Update adds new cells and modifies / deletes served ones", "TS 38.473 §8.2.4", .warning)
    static let initialULFields = r("F1-INITUL-FIELDS", "Initial UL RRC Message Transfer names a served, activated cell", "TS 38.473 §8.4.1")
    static let cuCells = r("F1-CUCFG-CELLS", "Cells to activate are cells the DU reported as served", "TS 38.473 §8.2.3, §8.2.5", .warning)
    static let resetAck = r("F1-RESET-ACK", "RESET is acknowledged with the same TransactionID", "TS 38.473 §8.2.1")
    static let resetSemantics = r("F1-RESET-SEMANTICS", "UE F1AP ids released by a reset are not used again for old contexts", "TS 38.473 §8.2.1")
    static let removal = r("F1-REMOVAL", "Nothing is sent after F1 Removal Response", "TS 38.473 §8.2.8", .warning)
    static let errindScope = r("F1-ERRIND-SCOPE", "ERROR INDICATION carries Cause or CriticalityDiagnostics", "TS 38.473 §8.2.2, §9.2.1.4")
    static let errindNoLoop = r("F1-ERRIND-NOLOOP", "No ERROR INDICATION in response to an ERROR INDICATION", "TS 38.473 §10.1")
    // UE-associated (TS 38.473 §8.3, §8.4).
    static let duAlloc = r("F1-UEID-DU-ALLOC", "A new gNB-DU UE F1AP ID appears first in a DU→CU Initial UL RRC or UE Context Setup Response and is not in use", "TS 38.473 §8.4.1, §9.3.1.5")
    static let cuAlloc = r("F1-UEID-CU-ALLOC", "A new gNB-CU UE F1AP ID appears first in a CU→DU message and is unique", "TS 38.473 §9.3.1.4")
    static let pair = r("F1-UEID-PAIR", "UE-associated messages carry a consistent (CU id, DU id) pair", "TS 38.473 clause 8, §10.4")
    static let known = r("F1-UEID-KNOWN", "UE-associated messages reference an existing UE context", "TS 38.473 §10.4")
    static let released = r("F1-UEID-RELEASED", "A released UE id pair is not used again except to start a new context", "TS 38.473 §8.3.3")
    static let respIDs = r("F1-UECTX-RESP-IDS", "UE context responses echo the CU id of the request and carry the DU id", "TS 38.473 §8.3.1, §8.3.4")

    static let all: [RuleDefinition] = [
        asDecode, ieMandatory, ieDuplicate, ieOrder, ieCrit, critUnknown, onePDU, ppid, port, streamNonUE, streamUE, setupFirst, setupDir, setupOne, setupTTW,
        noUEBeforeSetup, txidEcho, txidUnique, respMatch, respTimely, class2, procDir, duCells, cuCells, initialULFields, resetAck, resetSemantics, removal,
        errindScope, errindNoLoop, duAlloc, cuAlloc, pair, known, released, respIDs,
    ]
}
