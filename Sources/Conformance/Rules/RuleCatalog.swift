/// The built-in rule catalog: fresh checkers for one run.
public enum RuleCatalog {
    static func checkers(_ configuration: RunConfiguration) -> [any RuleChecker] {
        let flows = FlowResolver(testbed: configuration.testbed)
        let measured = MeasuredTransportDelays()
        return [
            FronthaulCodecRules(),
            OneWayDelayChecker(maximumEntries: configuration.maximumOpenEntries, measured: measured),
            SequenceChecker(maximumFlows: configuration.maximumOpenEntries, flows: flows),
            EthernetChecker(flows: flows),
            CrossPlaneChecker(configuration: configuration, flows: flows),
            CapabilityChecker(),
            DelayWindowChecker(configuration: configuration, flows: flows, measured: measured),
            SPlaneChecker(configuration: configuration),
            F1APChecker(configuration: configuration),
        ]
    }

    /// Every built-in rule, in report order.
    public static var rules: [RuleDefinition] {
        checkers(RunConfiguration()).flatMap(\.rules)
    }
}
