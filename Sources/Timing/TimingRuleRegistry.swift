import WireCore

/// The timing rules (O-RAN.WG4.CUS delay management, windows of the M-plane `o-du-window` /
/// `o-ru-window` groupings): one row per rule, next to the window judgement (``WindowVerdict``). Every
/// one needs declared device windows, so it is SKIP for nodes without a fronthaul device profile.
public enum TimingRuleRegistry {
    public static let dlU = RuleSpec(
        "FH-T-DLU",
        "DL U-plane inside its delay window (T1a_up at the O-DU, T2a_up at the O-RU)",
        clause: SpecClause(.cus, .topic("delay management")).and(.mPlane, .topic("o-ran-delay-management")),
        area: .fronthaul,
        requires: .fronthaulCapabilities)

    public static let dlC = RuleSpec(
        "FH-T-DLC",
        "DL C-plane inside its delay window (T1a_cp_dl at the O-DU, T2a_cp_dl at the O-RU)",
        clause: SpecClause(.cus, .topic("delay management")).and(.mPlane, .topic("o-ran-delay-management")),
        area: .fronthaul,
        requires: .fronthaulCapabilities)

    public static let ulC = RuleSpec(
        "FH-T-ULC",
        "UL C-plane inside its delay window (T1a_cp_ul at the O-DU, T2a_cp_ul at the O-RU)",
        clause: SpecClause(.cus, .topic("delay management")).and(.mPlane, .topic("o-ran-delay-management")),
        area: .fronthaul,
        requires: .fronthaulCapabilities)

    public static let ulU = RuleSpec(
        "FH-T-ULU",
        "UL U-plane inside its delay window (Ta4 at the O-DU, Ta3 at the O-RU)",
        clause: SpecClause(.cus, .topic("delay management")).and(.mPlane, .topic("o-ran-delay-management")),
        area: .fronthaul,
        requires: .fronthaulCapabilities)

    public static let frame = RuleSpec(
        "FH-T-FRAME",
        "frameId / subframeId / slotId agree with GPS time (after α, β) within the largest window",
        clause: SpecClause(.cus, .topic("delay management")).and(.mPlane, .topic("o-ran-delay-management")).and(.cus, .topic("synchronization (radio frames from GPS time, α, β)")),
        area: .fronthaul,
        requires: .fronthaulCapabilities)

    public static let spread = RuleSpec(
        "FH-T-SPREAD",
        "The UL U-plane burst of one symbol spans at most the Ta3 / Ta4 width (or the lab limit)",
        clause: SpecClause(.cus, .topic("delay management")).and(.mPlane, .topic("o-ran-delay-management")),
        severity: .warning,
        area: .fronthaul,
        requires: .fronthaulCapabilities)

    public static let profile = RuleSpec(
        "FH-T-PROFILE",
        "The O-DU and O-RU windows satisfy the delay-window relations for the declared or measured T12 / T34",
        clause: SpecClause(.cus, .topic("delay management")).and(.mPlane, .topic("o-ran-delay-management")),
        area: .fronthaul,
        requires: .fronthaulCapabilities)

    /// Every row, in catalogue order.
    public static let specs: [RuleSpec] = [
        dlU, dlC, ulC, ulU, frame, spread, profile,
    ]
}

/// Timing rule ids (the `FH-T-…` rows of ``TimingRuleRegistry``).
public enum TimingRuleID: String, Sendable, Hashable, CaseIterable {
    case dlU = "FH-T-DLU", dlC = "FH-T-DLC", ulC = "FH-T-ULC", ulU = "FH-T-ULU"
    case frame = "FH-T-FRAME", spread = "FH-T-SPREAD", profile = "FH-T-PROFILE"

    /// The registry row of this rule.
    public var spec: RuleSpec {
        switch self {
        case .dlU: TimingRuleRegistry.dlU
        case .dlC: TimingRuleRegistry.dlC
        case .ulC: TimingRuleRegistry.ulC
        case .ulU: TimingRuleRegistry.ulU
        case .frame: TimingRuleRegistry.frame
        case .spread: TimingRuleRegistry.spread
        case .profile: TimingRuleRegistry.profile
        }
    }

    /// The window rule for a message of `plane` and `direction`.
    public static func forMessage(plane: Plane, direction: Direction) -> TimingRuleID {
        switch (plane, direction) {
        case (.user, .downlink): return .dlU
        case (.control, .downlink): return .dlC
        case (.control, .uplink): return .ulC
        case (.user, .uplink): return .ulU
        }
    }
}
