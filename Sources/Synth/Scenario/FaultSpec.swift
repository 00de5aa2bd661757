/// The fronthaul fault switches a scenario can turn on. Each applies to the messages it can affect
/// ("eligible" messages, counted from 1 in send order) and is selected by a rate, a list of
/// ordinals or a period.
public enum FaultKind: String, Sendable, Equatable, CaseIterable {
    /// A C/U-plane frame is not sent.
    case drop
    /// A C/U-plane frame is sent twice (same SequenceId).
    case duplicate
    /// A C/U-plane frame is sent after the next frame of its own stream.
    case reorder
    /// A frame leaves N µs before / after its window.
    case early, late
    /// The SequenceId of a frame jumps ahead (by `count`, default 5).
    case seqidJump = "seqid-jump"
    /// A C-plane message (and its U-plane) uses an eAxC no flow declares.
    case unknownEAxC = "unknown-eaxc"
    /// A U-plane message is compressed with another width than declared.
    case wrongCompWidth = "wrong-comp-width"
    /// A U-plane section carries udCompHdr although the flow uses static compression.
    case udCompHdrUnderStatic = "udcomphdr-under-static"
    /// A C-plane numberOfSections says one more section than present.
    case numSectionsMismatch = "numsections-mismatch"
    /// A C-plane section extension has a wrong extLen.
    case badExtLen = "bad-extlen"
    /// A C-plane section (and its U-plane) reaches past the carrier's last PRB.
    case prbOutsideCarrier = "prb-outside-carrier"
    /// A DL U-plane message is sent without its C-plane message.
    case uplaneWithoutCPlane = "uplane-without-cplane"
    /// One UL U-plane symbol requested by the C-plane never comes back.
    case missingULSymbol = "missing-ul-symbol"
    /// A C/U-plane frame is tagged with another VLAN.
    case wrongVLAN = "wrong-vlan"
    /// The section type 0 message of a DL slot (scenario `idleSections`) declares idle the last
    /// PRBs that the slot's DL U-plane then fills (FH-XP-ST0).
    case uplaneInST0Idle = "uplane-in-st0-idle"
    /// The ST8 answering a DL C-plane SE22 request (scenario `ackNack`) carries an ackId nobody
    /// requested (FH-SE22-ACK).
    case st8UnknownAckId = "st8-unknown-ackid"
    /// The ST8 answering a DL C-plane SE22 request comes `us` µs later than normal (FH-XP-ACK-LAT).
    case st8Late = "st8-late"
    /// A DL U-plane symbol is split inside a PRB: the PRB cut is sent in both messages (FH-UP-SIZE).
    case uplaneSplitMidPRB = "uplane-split-mid-prb"
    /// A DL U-plane symbol is sent in one message, not split to fit the MTU (FH-UP-SIZE, FH-ETH-MTU).
    case oversizeUPlane = "oversize-uplane"
    /// A C-plane section's beamId (`value`, default 32767) is outside the O-RU beam table.
    case badBeamID = "bad-beamid"
    /// A PRACH (section type 3) message's freqOffset puts half its occasion above the carrier;
    /// its eligible messages are the PRACH C-plane messages.
    case prachOutsideCarrier = "prach-outside-carrier"
    /// A frame of another EtherType (`value`, default 0x88B5, IEEE local experimental) goes from
    /// the O-DU to the O-RU on the fronthaul VLAN right after a C-plane message.
    case foreignEtherType = "foreign-ethertype"
    /// A DL C-plane section allocates one PRB fewer than its U-plane then fills: the last PRB
    /// carries energy the C-plane never allocated (FH-IQ-OUTSIDE-ALLOC).
    case energyOutsideAlloc = "energy-outside-alloc"
}

/// One fault switch and its selection.
public struct FaultSpec: Sendable, Equatable {
    public var kind: FaultKind
    /// Probability per eligible message (from the scenario's seeded generator).
    public var rate: Double?
    /// 1-based ordinals of the eligible messages to break.
    public var at: [Int]
    /// Break every N-th eligible message.
    public var every: Int?
    /// For early / late: microseconds outside the window; for st8-late: the extra delay.
    public var microseconds: Int
    /// For seqid-jump: the jump; for wrong-vlan: the VLAN id used; for unknown-eaxc: the eAxC id;
    /// for bad-beamid: the beamId; for foreign-ethertype: the EtherType.
    public var value: Int?
    /// Which messages the switch applies to (only drop, duplicate, reorder, early, late,
    /// seqid-jump, wrong-vlan, wrong-comp-width, udcomphdr-under-static, numsections-mismatch,
    /// bad-extlen choose; the others have one fixed class).
    public var target: FaultTarget

    public init(kind: FaultKind, rate: Double? = nil, at: [Int] = [], every: Int? = nil, microseconds: Int = 100, value: Int? = nil,
                target: FaultTarget? = nil) {
        self.kind = kind
        self.target = target ?? kind.defaultTarget
        self.rate = rate
        self.at = at
        self.every = every
        self.microseconds = microseconds
        self.value = value
    }

    /// Whether eligible message number `ordinal` (1-based) is broken; `draw` is a uniform [0, 1) value.
    public func selects(ordinal: Int, draw: Double) -> Bool {
        if at.contains(ordinal) { return true }
        if let every, every > 0, ordinal % every == 0 { return true }
        if let rate, draw < rate { return true }
        return false
    }
}

/// The class of message a fault switch counts and breaks.
public enum FaultTarget: String, Sendable, Equatable, CaseIterable {
    case dlC = "dl-c", dlU = "dl-u", ulC = "ul-c", ulU = "ul-u"
    /// One UL symbol of one eAxC (all its U-plane packets).
    case ulSymbol = "ul-symbol"
}

extension FaultKind {
    public var defaultTarget: FaultTarget {
        switch self {
        case .unknownEAxC, .numSectionsMismatch, .badExtLen, .prbOutsideCarrier, .uplaneWithoutCPlane, .uplaneInST0Idle, .st8UnknownAckId, .st8Late, .badBeamID, .foreignEtherType, .energyOutsideAlloc: .dlC
        case .prachOutsideCarrier: .ulC
        case .missingULSymbol: .ulSymbol
        default: .dlU
        }
    }
    /// Kinds whose eligible U-plane "message" is one symbol of one eAxC (all its packets).
    public static let perSymbol: Set<FaultKind> = [.uplaneSplitMidPRB, .oversizeUPlane]
    /// Targets the switch may be given.
    public var allowedTargets: [FaultTarget] {
        switch self {
        case .drop, .duplicate, .reorder, .early, .late, .seqidJump, .wrongVLAN: [.dlC, .dlU, .ulC, .ulU]
        case .wrongCompWidth, .udCompHdrUnderStatic: [.dlU, .ulU]
        case .numSectionsMismatch, .badExtLen, .badBeamID: [.dlC, .ulC]
        default: [defaultTarget]
        }
    }
}
