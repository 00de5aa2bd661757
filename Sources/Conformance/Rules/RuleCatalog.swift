/// The built-in rule catalog: fresh checkers for one run.
public enum RuleCatalog {
    static func checkers(_ configuration: RunConfiguration) -> [any RuleChecker] {
        let flows = FlowResolver(testbed: configuration.testbed)
        return [
            FronthaulCodecRules(),
            OneWayDelayChecker(maximumEntries: configuration.maximumOpenEntries),
            SequenceChecker(maximumFlows: configuration.maximumOpenEntries, flows: flows),
            EthernetChecker(flows: flows),
            CrossPlaneChecker(configuration: configuration, flows: flows),
            CapabilityChecker(),
            F1APChecker(configuration: configuration),
        ]
    }

    /// Every built-in rule, in report order.
    public static var rules: [RuleDefinition] {
        checkers(RunConfiguration()).flatMap(\.rules)
    }
}
