import WireCore

/// The rule NetLayers judges on every Ethernet frame that keeps its FCS (IEEE 802.3 §3.2.9):
/// the stored frame check sequence equals the CRC of the frame (``EthernetFCSDetector``).
public enum EthernetRuleRegistry {
    public static let frameCheckSequence = RuleSpec(
        "FH-ETH-FCS",
        "Ethernet FCS matches the frame (when the capture keeps it)",
        clause: SpecClause(.ethernet, .section("3.2.9")),
        area: .fronthaul)

    /// Every row, in catalogue order.
    public static let specs: [RuleSpec] = [frameCheckSequence]
}
