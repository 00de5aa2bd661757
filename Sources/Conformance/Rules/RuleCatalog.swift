import IQAnalysis

/// The built-in rule catalog: fresh checkers for one run.
public enum RuleCatalog {
    static func checkers(_ configuration: RunConfiguration) -> [any RuleChecker] {
        let flows = FlowResolver(testbed: configuration.testbed)
        let measured = MeasuredTransportDelays()
        var checkers: [any RuleChecker] = [
            FronthaulCodecRules(),
            OneWayDelayChecker(maximumEntries: configuration.maximumOpenEntries, measured: measured),
            SequenceChecker(maximumFlows: configuration.maximumOpenEntries, flows: flows),
            EthernetChecker(flows: flows, testbedMTU: configuration.testbed?.fronthaulMTU),
            FrameCheckSequenceChecker(),
            BeamChecker(testbed: configuration.testbed),
            PRACHChecker(configuration: configuration, flows: flows),
            CrossPlaneChecker(configuration: configuration, flows: flows),
            CapabilityChecker(),
            DelayWindowChecker(configuration: configuration, flows: flows, measured: measured),
            SPlaneChecker(configuration: configuration),
            F1APChecker(configuration: configuration),
            F1APUEFlowChecker(configuration: configuration),
            F1APValueChecker(),
            F1APConditionalIEChecker(),
            F1APReleaseChecker(),
            F1APTransportInitChecker(configuration: configuration),
            F1APErrorReactionChecker(configuration: configuration),
            F1APSRBChecker(configuration: configuration),
            F1APDRBListChecker(configuration: configuration),
            F1APRRCDeliveryChecker(configuration: configuration),
            BFPExponentChecker(),
            PlaneOrderChecker(maximumEntries: configuration.maximumOpenEntries),
            UPlaneSizeChecker(maximumEntries: configuration.maximumOpenEntries, carrierPRBs: configuration.fronthaul.carrierPRBs,
                              testbedMTU: configuration.testbed?.fronthaulMTU),
            IdleSectionChecker(maximumEntries: configuration.maximumOpenEntries, carrierPRBs: configuration.fronthaul.carrierPRBs),
            AckNackChecker(maximumEntries: configuration.maximumOpenEntries),
        ]
        if let iq = configuration.iq { checkers.append(IQChecker(settings: iq, split: configuration.fronthaul.eaxcSplit)) }
        if let custom = CustomRuleChecker(testbed: configuration.testbed, suite: configuration.suite) { checkers.append(custom) }
        let implemented = Set(checkers.flatMap { $0.rules.map(\.id) })
        checkers.append(NotImplementedRules(implemented: implemented, suite: configuration.suite))
        return checkers
    }

    /// Every built-in rule, in report order.
    public static var rules: [RuleDefinition] {
        var configuration = RunConfiguration()
        configuration.iq = IQSettings()  // the IQ rules are opt-in per run, always in the catalogue
        return checkers(configuration).flatMap(\.rules)
    }
}
