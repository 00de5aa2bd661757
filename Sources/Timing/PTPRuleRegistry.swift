import WireCore

/// The S-plane rules the PTP monitor (``SPlaneMonitor``) judges over a capture (IEEE 1588-2019,
/// ITU-T G.8275.1), one row per rule.
public enum PTPRuleRegistry {
    public static let present = RuleSpec(
        "SP-PTP-PRESENT",
        "PTP messages are present and decode",
        clause: SpecClause(.ptp, .section("13")).and(.g8275_1, .section("6"), .annex("A")),
        status: .conditionallyMandatory,
        severity: .warning,
        area: .fronthaul)

    public static let rate = RuleSpec(
        "SP-PTP-RATE",
        "Sync, Delay_Req and Announce rates and logMessageInterval follow G.8275.1",
        clause: SpecClause(.ptp, .section("13")).and(.g8275_1, .section("6"), .annex("A")),
        status: .conditionallyMandatory,
        area: .fronthaul)

    public static let domain = RuleSpec(
        "SP-PTP-DOMAIN",
        "PTP domainNumber inside the G.8275.1 range 24–43",
        clause: SpecClause(.ptp, .section("13")).and(.g8275_1, .section("6"), .annex("A")),
        status: .conditionallyMandatory,
        area: .fronthaul)

    public static let grandmaster = RuleSpec(
        "SP-PTP-GM",
        "A single grandmaster is announced",
        clause: SpecClause(.ptp, .section("13")).and(.g8275_1, .section("6"), .annex("A")),
        status: .conditionallyMandatory,
        area: .fronthaul)

    public static let sequence = RuleSpec(
        "SP-PTP-SEQ",
        "sequenceId increments by one per source port and message type",
        clause: SpecClause(.ptp, .section("13")).and(.g8275_1, .section("6"), .annex("A")),
        status: .conditionallyMandatory,
        severity: .warning,
        area: .fronthaul)

    public static let clockClass = RuleSpec(
        "SP-PTP-CLASS",
        "Announced clockClass is one the O-RU accepts (default G.8275.1 6, 7, 135)",
        clause: SpecClause(.ptp, .section("13")).and(.g8275_1, .section("6"), .annex("A")).and(.mPlane, .topic("o-ran-sync")),
        status: .optional,
        severity: .warning,
        area: .fronthaul)

    /// Every row, in catalogue order.
    public static let specs: [RuleSpec] = [
        present, rate, domain, grandmaster, sequence, clockClass,
    ]

    /// The id of a PTP message the `decode` command could not decode (a decode finding, not a
    /// catalogue rule: in `check` such frames count as malformed).
    public static let malformedMessage: RuleID = "SP-PTP-MALFORMED"
}
