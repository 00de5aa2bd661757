/// The timing rules (O-RAN.WG4.CUS delay management, windows of the M-plane `o-du-window` /
/// `o-ru-window` groupings). Every one needs declared device windows, so it is SKIPped for nodes
/// without a fronthaul device profile.
enum TimingRules {
    static let clause = "O-RAN.WG4.CUS delay management; O-RAN.WG4.MP o-ran-delay-management"

    static let dlU = RuleDefinition(
        "FH-T-DLU", "DL U-plane inside its delay window (T1a_up at the O-DU, T2a_up at the O-RU)", clause: clause,
        area: .fronthaul, requires: .fronthaulCapabilities)
    static let dlC = RuleDefinition(
        "FH-T-DLC", "DL C-plane inside its delay window (T1a_cp_dl at the O-DU, T2a_cp_dl at the O-RU)",
        clause: clause, area: .fronthaul, requires: .fronthaulCapabilities)
    static let ulC = RuleDefinition(
        "FH-T-ULC", "UL C-plane inside its delay window (T1a_cp_ul at the O-DU, T2a_cp_ul at the O-RU)",
        clause: clause, area: .fronthaul, requires: .fronthaulCapabilities)
    static let ulU = RuleDefinition(
        "FH-T-ULU", "UL U-plane inside its delay window (Ta4 at the O-DU, Ta3 at the O-RU)", clause: clause,
        area: .fronthaul, requires: .fronthaulCapabilities)
    static let frame = RuleDefinition(
        "FH-T-FRAME", "frameId / subframeId / slotId agree with GPS time (after α, β) within the largest window",
        clause: clause + "; O-RAN.WG4.CUS synchronization (radio frames from GPS time, α, β)", area: .fronthaul, requires: .fronthaulCapabilities)
    static let spread = RuleDefinition(
        "FH-T-SPREAD", "The UL U-plane burst of one symbol spans at most the Ta3 / Ta4 width (or the lab limit)",
        clause: clause, severity: .warning, area: .fronthaul, requires: .fronthaulCapabilities)
    static let profile = RuleDefinition(
        "FH-T-PROFILE", "The O-DU and O-RU windows satisfy the delay-window relations for the declared or measured T12 / T34",
        clause: clause, area: .fronthaul, requires: .fronthaulCapabilities)

    static let all = [dlU, dlC, ulC, ulU, frame, spread, profile]
}
