/// The `f1ap:` section of a scenario (`Profiles/scenarios/*.yaml`), as the scenario loader reads
/// it, before it is bound to testbed nodes. The F1AP traffic generator turns it, with the CU and
/// DU endpoints from the testbed, into an SCTP association carrying F1AP (TS 38.473, over
/// TS 38.472 SCTP with PPID 62).
public struct F1APScenarioConfig: Sendable, Equatable {
    /// Number of UEs that attach after F1 Setup.
    public var ues: Int
    /// Procedure names to run, e.g. `f1-setup`, `initial-ul-rrc`, `dl-rrc`, `ul-rrc`,
    /// `ue-context-setup`, `ue-context-modification`, `ue-context-release`,
    /// `du-configuration-update`, `reset`. Empty means all of them.
    public var procedures: [String]
    /// Bundle several DATA chunks into one SCTP packet where the sender would (an option).
    public var bundling: Bool
    /// Fragment user messages into DATA chunks of at most this many bytes (an option).
    public var fragmentSize: Int?
    /// Fault switches for the F1AP traffic.
    public var faults: [F1APFaultConfig]
    /// Each UE's UE Context Setup / Modification also sets up and modifies DRBs (answered in the
    /// responses), asks for RRC delivery status (answered by RRC DELIVERY REPORTs), and the
    /// gNB-DU runs a UE Context Modification Required / Confirm on its DRBs (an option).
    public var bearers: Bool
    /// The served cell announces gNB-DU System Information (MIB, SIB1) and its NR-Mode-Info as
    /// derived from the scenario's fronthaul (`systemInformation: true`), after the cross-plane
    /// fault switches among ``faults`` (``SynthCellSystemInformation/faultNames``).
    public var systemInformation: SynthCellSystemInformation?

    public init(ues: Int = 1, procedures: [String] = [], bundling: Bool = false, fragmentSize: Int? = nil, faults: [F1APFaultConfig] = [], bearers: Bool = false) {
        self.ues = ues
        self.procedures = procedures
        self.bundling = bundling
        self.fragmentSize = fragmentSize
        self.faults = faults
        self.bearers = bearers
    }
}

/// One F1AP fault switch from a scenario: its name (`missing-mandatory-ie`,
/// `wrong-transaction-id`, `response-timeout`, `ue-id-mismatch`, `ue-message-before-setup`,
/// `drb-list-mismatch`, `rrc-delivery-report-missing`, `rrc-delivery-report-unsolicited`,
/// `srb-not-set-up`) and the parameters the scenario gave it.
public struct F1APFaultConfig: Sendable, Equatable {
    public var name: String
    /// Which occurrence of the affected message is faulty (1-based); `nil` means the first.
    public var occurrence: Int?
    /// Message name the fault applies to, e.g. `F1SetupRequest`.
    public var message: String?
    /// Protocol IE id to remove (for `missing-mandatory-ie`).
    public var ieID: Int?
    /// Delay in microseconds (for `response-timeout`).
    public var delayMicroseconds: Int?

    public init(name: String, occurrence: Int? = nil, message: String? = nil, ieID: Int? = nil, delayMicroseconds: Int? = nil) {
        self.name = name
        self.occurrence = occurrence
        self.message = message
        self.ieID = ieID
        self.delayMicroseconds = delayMicroseconds
    }
}

/// Where one side of the F1-C association sits on the wire.
public struct F1APEndpoint: Sendable, Equatable {
    public var mac: [UInt8]
    public var ipv4: [UInt8]
    public var sctpPort: UInt16
    public var vlan: UInt16?

    public init(mac: [UInt8], ipv4: [UInt8], sctpPort: UInt16, vlan: UInt16? = nil) {
        self.mac = mac
        self.ipv4 = ipv4
        self.sctpPort = sctpPort
        self.vlan = vlan
    }
}
