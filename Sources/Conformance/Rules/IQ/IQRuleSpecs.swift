import WireCore

extension SpecClause.Document {
    /// 3GPP TS 38.104 (NR base station radio transmission and reception).
    static let nrBaseStationRadio = SpecClause.Document("TS 38.104")
}

extension RuleFamily {
    /// The IQ quality rules (``IQRules``), opt-in per run.
    public static let fronthaulIQ = RuleFamily(prefix: "FH-IQ-")
}

/// The IQ rules (fronthaul family): RF quality of the U-plane samples as the fronthaul carries
/// them. They run only when IQ analysis is requested (`check --iq` or testbed `iq.analyze: true`).
enum IQRules {
    static let clip = RuleSpec(
        "FH-IQ-CLIP", "IQ samples are not clipped at the compressed format's full scale",
        clause: SpecClause(.cus, .annex("A"), .section("8.3.3.13")), status: .optional, severity: .error, area: .fronthaul)
    static let power = RuleSpec(
        "FH-IQ-POWER", "Mean IQ power per flow within the declared range",
        clause: SpecClause(.cus, .section("8.3.3.13 (udIqWidth, full scale)")), status: .optional, severity: .error, area: .fronthaul)
    static let outsideAllocation = RuleSpec(
        "FH-IQ-OUTSIDE-ALLOC", "No IQ energy in PRBs the C-plane did not allocate or an idle section blanks",
        clause: SpecClause(.cus, .section("7.4.2"), .section("7.5.3.5–7.5.3.7"), .section("8.3.3")), status: .optional, severity: .error,
        area: .fronthaul)
    static let emptyAllocation = RuleSpec(
        "FH-IQ-EMPTY-ALLOC", "Allocated PRBs carry IQ energy",
        clause: SpecClause(.cus, .section("7.5.3.5–7.5.3.7"), .section("8.3.3")), status: .optional, severity: .warning, area: .fronthaul)
    static let exponentSaturated = RuleSpec(
        "FH-IQ-EXP-SATURATED", "BFP exponents are not pinned at the maximum (headroom left)",
        clause: SpecClause(.cus, .annex("A.1")), status: .optional, severity: .warning, area: .fronthaul)
    static let evm = RuleSpec(
        "FH-IQ-EVM", "Modulation quality (EVM) within the TS 38.104 limit of the flow's modulation",
        clause: SpecClause(.nrBaseStationRadio, .section("6.5.2.2"), .table("6.5.2.2-1"), .annex("B")), status: .optional, severity: .error,
        area: .fronthaul)
    static let prach = RuleSpec(
        "FH-IQ-PRACH", "Every PRACH occasion's U-plane carries energy",
        clause: SpecClause(.cus, .section("7.5.3.11"), .section("8.3.3")).and(.nrPhysical, .section("6.3.3")), status: .optional, severity: .error,
        area: .fronthaul)

    static let all = [clip, power, outsideAllocation, emptyAllocation, exponentSaturated, evm, prach]

    /// Why each rule is SKIP when it has nothing to judge.
    static let noIQ = "no U-plane IQ samples in the capture"
}
