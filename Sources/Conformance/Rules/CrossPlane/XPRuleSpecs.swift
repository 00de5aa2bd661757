import WireCore

extension SpecClause.Document {
    /// 3GPP TS 38.331 (NR RRC).
    static let nrRRC = SpecClause.Document("TS 38.331")
    /// 3GPP TS 38.213 (NR physical layer procedures for control).
    static let nrControl = SpecClause.Document("TS 38.213")
}

extension RuleFamily {
    /// The cross-plane rules: what the O-DU announces on F1 (served cell, MIB, SIB1) against what
    /// its O-RU is driven with on the fronthaul (``CellConfigurationChecker``).
    public static let cellCrossPlane = RuleFamily(prefix: "XP-")
}

/// The `XP-…` rules: the served cell the gNB-DU announces on F1 (TS 38.473 §9.3.1.10, SIB1 and
/// MIB of §9.3.1.18, TS 38.331 §6.2.2) against the C/U-plane traffic of the O-RU carrying it.
/// Each is SKIP with its reason when F1 or the fronthaul or the needed field is absent.
extension CellConfigurationChecker {
    static let scs = RuleSpec(
        "XP-CELL-SCS", "The fronthaul numerology is the served cell's subcarrier spacing (F1 NR-SCS, SIB1 scs-SpecificCarrierList)",
        clause: SpecClause(.f1ap, .section("9.3.1.10"), .section("9.3.1.15")).and(.nrRRC, .section("6.3.2 SCS-SpecificCarrier"))
            .and(.cus, .section("7.5.2 (slotId)")),
        area: .fronthaul)
    static let bandwidth = RuleSpec(
        "XP-CELL-BANDWIDTH", "C-plane sections stay inside the served cell's carrier bandwidth (F1 NRNRB, SIB1 carrierBandwidth)",
        clause: SpecClause(.f1ap, .section("9.3.1.15")).and(.nrRRC, .section("6.3.2 SCS-SpecificCarrier")).and(.cus, .section("7.5.3.3–7.5.3.6")),
        area: .fronthaul)
    static let tdd = RuleSpec(
        "XP-TDD-PATTERN", "C/U-plane data direction per slot and symbol follows SIB1 tdd-UL-DL-ConfigurationCommon",
        clause: SpecClause(.nrRRC, .section("6.3.2 TDD-UL-DL-ConfigCommon")).and(.nrControl, .section("11.1")).and(.cus, .section("7.5.2.1 (dataDirection)")),
        area: .fronthaul)
    static let prach = RuleSpec(
        "XP-PRACH-CONFIG", "Section type 3 PRACH occasions follow SIB1 rach-ConfigCommon (format class, msg1-SubcarrierSpacing, msg1-FrequencyStart, msg1-FDM)",
        clause: SpecClause(.nrRRC, .section("6.3.2 RACH-ConfigCommon / RACH-ConfigGeneric")).and(.nrPhysical, .section("5.3.2"), .section("6.3.3"))
            .and(.cus, .section("7.5.2.13"), .section("7.5.3.11")),
        area: .fronthaul)
    static let identity = RuleSpec(
        "XP-CELL-IDENTITY", "Served cell NR CGI and PCI are the testbed's declared cell",
        clause: SpecClause(.f1ap, .section("9.3.1.10"), .section("9.3.1.12")),
        area: .fronthaul)

    static let ssb = RuleSpec(
        "XP-SSB", "The O-RU's DL U-plane carries SS/PBCH block energy where SIB1 and the MIB place the SSBs (needs check --iq)",
        clause: SpecClause(.nrControl, .section("4.1")).and(.nrPhysical, .section("7.4.3.1")).and(.nrRRC, .section("6.2.2 MIB"), .section("6.3.2 ServingCellConfigCommonSIB")),
        area: .fronthaul)

    static let all = [scs, bandwidth, tdd, prach, identity, ssb]
}
