/// The IQ rules (fronthaul family): RF quality of the U-plane samples as the fronthaul carries
/// them. They run only when IQ analysis is requested (`check --iq` or testbed `iq.analyze: true`).
enum IQRules {
    static let clip = RuleDefinition(
        "FH-IQ-CLIP", "IQ samples are not clipped at the compressed format's full scale", clause: "O-RAN.WG4.CUS Annex A; §8.3.3.13",
        status: .optional, severity: .error, area: .fronthaul)
    static let power = RuleDefinition(
        "FH-IQ-POWER", "Mean IQ power per flow within the declared range", clause: "O-RAN.WG4.CUS §8.3.3.13 (udIqWidth, full scale)",
        status: .optional, severity: .error, area: .fronthaul)
    static let outsideAllocation = RuleDefinition(
        "FH-IQ-OUTSIDE-ALLOC", "No IQ energy in PRBs the C-plane did not allocate or an idle section blanks",
        clause: "O-RAN.WG4.CUS §7.4.2, §7.5.3.5–7.5.3.7, §8.3.3", status: .optional, severity: .error, area: .fronthaul)
    static let emptyAllocation = RuleDefinition(
        "FH-IQ-EMPTY-ALLOC", "Allocated PRBs carry IQ energy", clause: "O-RAN.WG4.CUS §7.5.3.5–7.5.3.7, §8.3.3",
        status: .optional, severity: .warning, area: .fronthaul)
    static let exponentSaturated = RuleDefinition(
        "FH-IQ-EXP-SATURATED", "BFP exponents are not pinned at the maximum (headroom left)", clause: "O-RAN.WG4.CUS Annex A.1",
        status: .optional, severity: .warning, area: .fronthaul)
    static let evm = RuleDefinition(
        "FH-IQ-EVM", "Modulation quality (EVM) within the TS 38.104 limit of the flow's modulation",
        clause: "3GPP TS 38.104 §6.5.2.2, Table 6.5.2.2-1; Annex B", status: .optional, severity: .error, area: .fronthaul)
    static let prach = RuleDefinition(
        "FH-IQ-PRACH", "Every PRACH occasion's U-plane carries energy", clause: "O-RAN.WG4.CUS §7.5.3.11, §8.3.3; TS 38.211 §6.3.3",
        status: .optional, severity: .error, area: .fronthaul)

    static let all = [clip, power, outsideAllocation, emptyAllocation, exponentSaturated, evm, prach]

    /// Why each rule is SKIP when it has nothing to judge.
    static let noIQ = "no U-plane IQ samples in the capture"
}
