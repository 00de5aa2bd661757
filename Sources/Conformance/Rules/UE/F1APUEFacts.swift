import F1AP

/// What the UE timeline (``UEBearerChecker``) needs to know about one decoded F1AP PDU beyond its
/// ids and message name, worked out where the PDU was decoded: by a decode worker under
/// `check --jobs N` (``ParallelCheck``), inline by the checking stage otherwise, with the same
/// initialiser, so the two give the same facts by construction.
///
/// Reading the join evidence walks the message's decode layout and scans every RRC container it
/// carries (unaligned PER, TS 38.331): the costliest part of following a UE, and a pure function
/// of the PDU's octets, so it need not wait for the checking thread.
struct F1APUEFacts: Sendable, Equatable {
    /// The UE join tokens of the message (``UEEvidence``): those of its RRC containers for an
    /// UL / DL RRC Message Transfer (TS 38.473 §9.2.3.2-3), those of the whole message for a UE
    /// Context Setup or Modification message (§9.2.2), none for any other message.
    var tokens: [String]
    /// An Initial UL RRC Message Transfer (TS 38.473 §9.2.3.1) whose RRC container carries an
    /// RRCSetupRequest (TS 38.331 §5.3.3): an initial access, not a resume or re-establishment.
    var initialAccess: Bool

    /// The facts of `result`; nil when the PDU carries no UE-associated message (no gNB-DU UE
    /// F1AP ID), which the UE timeline does not follow.
    init?(_ result: F1APDecodeResult) {
        guard let m = result.message, m.gnbDUUEF1APID != nil else { return nil }
        let name = m.messageName
        if name == "ULRRCMessageTransfer" || name == "DLRRCMessageTransfer" {
            tokens = UEEvidence.rrcContainerTokens(result)
        } else if name.hasPrefix("UEContextSetup") || name.hasPrefix("UEContextModification") {
            tokens = UEEvidence.tokens(m)
        } else {
            tokens = []
        }
        initialAccess = name == "InitialULRRCMessageTransfer" && F1APRRCJoinEvidence.messageNames(result).contains("rrcSetupRequest")
    }
}
