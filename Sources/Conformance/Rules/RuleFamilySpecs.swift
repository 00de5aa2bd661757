import WireCore

/// The rule families the reports group by (interfaces, charts) and a suite's unknown ids are
/// placed in: the id prefixes of the registries.
extension RuleFamily {
    /// Open fronthaul rules (O-RAN.WG4.CUS, eCPRI).
    public static let fronthaul = RuleFamily(prefix: "FH-")
    /// F1AP rules (TS 38.472, TS 38.473).
    public static let f1ap = RuleFamily(prefix: "F1-")
    /// Testbed capability rules (what a node sends is what its profile declares).
    public static let testbedCapabilities = RuleFamily(prefix: "TB-")
    /// The sequence rules (sequenceId, radio-transport fragmentation).
    public static let fronthaulSequence = RuleFamily(prefix: "FH-SEQ")
    /// The cross-plane rules (C-plane and U-plane judged together).
    public static let crossPlane = RuleFamily(prefix: "FH-XP")
}
