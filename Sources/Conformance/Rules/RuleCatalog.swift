import APProtocols
import F1AP
import Fronthaul
import NetLayers
import Timing
import IQAnalysis
import WireCore

/// The built-in rule catalogue: the union of the rule registries (the codecs' and the checkers'
/// own rows), in the order of the checkers that judge them, which is the report order.
public enum RuleCatalog {
    static func checkers(_ configuration: RunConfiguration, customRuleShortcuts: Bool = true) -> [any RuleChecker] {
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
            APProcedureChecker(configuration: configuration),
            E2SubscriptionChecker(configuration: configuration),
            UEBearerChecker(configuration: configuration),
            BFPExponentChecker(),
            PlaneOrderChecker(maximumEntries: configuration.maximumOpenEntries),
            UPlaneSizeChecker(maximumEntries: configuration.maximumOpenEntries, carrierPRBs: configuration.fronthaul.carrierPRBs,
                              testbedMTU: configuration.testbed?.fronthaulMTU),
            IdleSectionChecker(maximumEntries: configuration.maximumOpenEntries, carrierPRBs: configuration.fronthaul.carrierPRBs),
            AckNackChecker(maximumEntries: configuration.maximumOpenEntries),
            CellConfigurationChecker(configuration: configuration),
        ]
        if let iq = configuration.iq { checkers.append(IQChecker(settings: iq, split: configuration.fronthaul.eaxcSplit)) }
        if let custom = CustomRuleChecker(testbed: configuration.testbed, suite: configuration.suite, passesOverUnreadPDUs: customRuleShortcuts) {
            checkers.append(custom)
        }
        let implemented = Set(checkers.flatMap { $0.specs.map(\.id) })
        checkers.append(NotImplementedRules(implemented: implemented, suite: configuration.suite))
        return checkers
    }

    /// Every built-in rule, in report order: each checker's rows in checker order.
    public static var rules: [RuleSpec] { catalogue.rules }

    /// The built-in rule with id `id`, if any.
    public static func spec(_ id: RuleID) -> RuleSpec? { catalogue.byID[id].map { catalogue.rules[$0] } }

    /// The registries rules are declared in: the codecs' (fronthaul, F1AP abstract syntax, timing,
    /// PTP, Ethernet FCS) and the stateful checkers' own rows. The catalogue is their union.
    public static var registries: [(name: String, specs: [RuleSpec])] {
        var out: [(name: String, specs: [RuleSpec])] = [
            ("FronthaulRuleRegistry", FronthaulRuleRegistry.specs),
            ("F1APRuleRegistry", F1APRuleRegistry.specs),
            ("TimingRuleRegistry", TimingRuleRegistry.specs),
            ("PTPRuleRegistry", PTPRuleRegistry.specs),
            ("EthernetRuleRegistry", EthernetRuleRegistry.specs),
            ("APRuleRegistry", APRuleRegistry.specs),
        ]
        let codec = Set(out.flatMap { $0.specs.map(\.id) })
        for checker in checkers(catalogueConfiguration) {
            let own = checker.specs.filter { !codec.contains($0.id) }
            if !own.isEmpty { out.append(("\(type(of: checker))", own)) }
        }
        return out
    }

    /// The judges: each built-in checker with the rules it judges (a run with no testbed); the
    /// F1AP checker's rules by family.
    public static var judges: [(name: String, specs: [RuleSpec])] {
        checkers(catalogueConfiguration).flatMap { checker -> [(name: String, specs: [RuleSpec])] in
            checker is F1APChecker ? F1APChecker.families : [("\(type(of: checker))", checker.specs)]
        }
    }

    /// A run with no testbed and IQ analysis on: the IQ rules are opt-in per run, always in the
    /// catalogue.
    private static var catalogueConfiguration: RunConfiguration {
        var configuration = RunConfiguration()
        configuration.iq = IQSettings()
        return configuration
    }

    private static let catalogue: (rules: [RuleSpec], byID: [RuleID: Int]) = {
        let rules = checkers(catalogueConfiguration).flatMap(\.specs)
        return (rules, Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first }))
    }()
}
