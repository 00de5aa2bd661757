import F1AP

/// What the F1AP checkers need to know about one decoded F1AP PDU beyond its views, worked out
/// where the PDU was decoded: by a decode worker under `check --jobs N` (``ParallelCheck``),
/// inline by the checking stage otherwise, with the same initialiser, so the two give the same
/// facts by construction.
///
/// Each fact is a pure function of the PDU's octets that costs a walk of the message: the UE
/// join evidence (the message's decode layout and an UNALIGNED PER scan of every RRC container
/// it carries, TS 38.331) and the cell configurations of F1 Setup and gNB-DU Configuration
/// Update (their value tree, SIB1 and MIB included), so none of it waits for the checking thread.
struct F1APPDUFacts: Sendable {
    /// What the UE timeline (``UEBearerChecker``) reads of a UE-associated message (one with a
    /// gNB-DU UE F1AP ID); nil for any other message.
    struct UE: Sendable, Equatable {
        /// The UE join tokens of the message (``UEEvidence``): those of its RRC containers for an
        /// UL / DL RRC Message Transfer (TS 38.473 §9.2.3.2-3), those of the whole message for a
        /// UE Context Setup or Modification message (§9.2.2), none for any other message.
        var tokens: [UEToken]
        /// An Initial UL RRC Message Transfer (TS 38.473 §9.2.3.1) whose RRC container carries an
        /// RRCSetupRequest (TS 38.331 §5.3.3): an initial access, not a resume or re-establishment.
        var initialAccess: Bool

        init?(_ result: F1APDecodeResult) {
            guard let m = result.message, m.gnbDUUEF1APID != nil else { return nil }
            // The procedure code before the name: most messages are told apart without comparing strings.
            typealias Code = F1APProcedureCode
            let name = m.messageName, code = m.procedureCode
            if (code == Code.dlRRCMessageTransfer || code == Code.ulRRCMessageTransfer) && (name == "ULRRCMessageTransfer" || name == "DLRRCMessageTransfer") {
                tokens = UEEvidence.rrcContainerTokens(result)
            } else if (code == Code.ueContextSetup || code == Code.ueContextModification || code == Code.ueContextModificationRequired)
                        && (name.hasPrefix("UEContextSetup") || name.hasPrefix("UEContextModification")) {
                tokens = UEEvidence.tokens(m)
            } else {
                tokens = []
            }
            initialAccess = code == Code.initialULRRCMessageTransfer && name == "InitialULRRCMessageTransfer" && F1APRRCJoinEvidence.messageNames(result).contains("rrcSetupRequest")
        }
    }

    var ue: UE?
    /// The cells an F1 Setup Request or gNB-DU Configuration Update announces
    /// (``F1APCellConfiguration/cells(in:)``, for ``CellConfigurationChecker``); empty otherwise.
    var cells: [F1APCellConfiguration]

    init(_ result: F1APDecodeResult) {
        ue = UE(result)
        cells = result.message.map(F1APCellConfiguration.cells(in:)) ?? []
    }
}
