/// O-RAN conformance status of a rule (O-RAN.WG4.CONF test-case status vocabulary).
public enum RuleStatus: String, Hashable, Sendable {
    case mandatory
    case conditionallyMandatory = "conditionally.mandatory"
    case optional
}

/// The protocol area (plane / interface) a rule checks.
public enum RuleArea: String, Hashable, Sendable {
    case fronthaul, f1ap, testbed, e1ap, e2ap, ngap
}

/// What a rule needs besides traffic; the engine turns a missing need into SKIP with a reason.
public enum RuleRequirement: Hashable, Sendable {
    /// Spec-only: runs on any capture with the documented defaults.
    case none
    /// A testbed profile with a device profile for the node (declared fronthaul capabilities).
    case fronthaulCapabilities
    /// Testbed flows (eAxC sets per plane and direction).
    case flows
    /// A VLAN declared in the node's endpoint match.
    case declaredVLAN
    /// A declared MTU for the node (device profile fronthaul section).
    case declaredMTU
    /// A declared ST8 response deadline for the node (device profile `fronthaul.ackNackDeadline`).
    case declaredAckNackDeadline
}

/// Whose messages a rule reads to judge a node: what a capture of one direction only (a mirror
/// set to RX or TX, one port of a tap) can still decide.
public enum RuleExchange: Hashable, Sendable {
    /// The node's own messages (a message's fields, its own sequence and timing).
    case oneEnd
    /// The other end's messages too (a response to a request, an id one end allocates and the
    /// other echoes, an acknowledgement): a violation may only be the other direction missing.
    case bothEnds
    /// A downlink sender's own messages (its DL U-plane against its own C-plane sections); any
    /// other node's against the other end's (an O-RU's UL U-plane against the O-DU's requests).
    case bothEndsUnlessDownlinkSender
}

/// One conformance rule as registered data (after Wireshark's `ei[]` expert-info registration):
/// a stable id, its title, the spec clause it comes from, its O-RAN status, default severity,
/// area and what it needs declared to apply. Each codec that emits findings owns a registry of
/// these rows and each stateful checker declares its own; the rule catalogue is their union.
public struct RuleSpec: Hashable, Sendable {
    public var id: RuleID
    public var title: String
    /// The structured clause; ``clause`` is its rendered text.
    public var reference: SpecClause
    public var status: RuleStatus
    public var severity: Finding.Severity
    public var area: RuleArea
    public var requirement: RuleRequirement
    /// Whose messages it reads (``RuleExchange``).
    public var exchange: RuleExchange

    public init(
        _ id: RuleID, _ title: String, clause: SpecClause, status: RuleStatus = .mandatory,
        severity: Finding.Severity = .error, area: RuleArea, requires requirement: RuleRequirement = .none,
        exchange: RuleExchange = .oneEnd
    ) {
        self.id = id
        self.title = title
        self.reference = clause
        self.status = status
        self.severity = severity
        self.area = area
        self.requirement = requirement
        self.exchange = exchange
    }

    /// The spec clause as text (`O-RAN.WG4.CUS §7.5.2.2`).
    public var clause: String { reference.description }
}
