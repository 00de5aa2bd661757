import ASN1PER

/// One F1AP message of a generated scenario, as planned before encoding: who sends it, when it
/// is handed to SCTP, on which stream, and the identifiers it carries. Tests and the synth
/// command read the plan to know what the capture should contain.
public struct F1APPlannedMessage: Sendable, Equatable {
    public enum Sender: String, Sendable { case du, cu }

    public var sender: Sender
    /// Time the sender hands the message to SCTP (nanoseconds since the Unix epoch).
    public var timestampNanoseconds: Int64
    /// Message type name as in TS 38.473 clause 9.2 (`F1SetupRequest`).
    public var messageName: String
    public var procedureCode: Int
    /// F1AP-PDU alternative: `initiatingMessage` or `successfulOutcome`.
    public var pduAlternative: String
    public var stream: UInt16
    /// The UE (0-based) a UE-associated message belongs to; `nil` for non-UE-associated ones.
    public var ue: Int?
    public var transactionID: Int?
    public var gnbCUUEF1APID: UInt64?
    public var gnbDUUEF1APID: UInt64?
    /// SRB the RRC container travels on (DL/UL RRC Message Transfer, release command).
    public var srbID: Int?
    /// Names of the faults injected into this message (empty for a clean message).
    public var faults: [String]
    /// IE ids a fault removed.
    public var removedIEs: [Int]
    /// The pcapng comment the frame carrying this message gets (set for faulty messages).
    public var comment: String?

    /// The protocol IEs, in order (TS 38.473 clause 9.2 tables).
    var ies: [F1APIEField]

    /// The IE ids the encoded message carries, in order.
    public var ieIDs: [Int] { ies.map(\.id) }

    var spec: F1APMessageSpec? { F1APMessageTable.spec(messageName) }

    /// The whole F1AP-PDU value.
    var value: ASN1Value? { spec.map { F1APValues.pdu($0, ies: ies) } }

    mutating func addFault(_ name: String, _ text: String) {
        faults.append(name)
        let line = "fault \(name): \(text)"
        comment = comment.map { $0 + "; " + line } ?? line
    }

    mutating func setIE(_ id: Int, _ value: ASN1Value) {
        guard let i = ies.firstIndex(where: { $0.id == id }) else { return }
        ies[i].value = value
    }
}
