import WireCore
/// What the rule catalogue knows about when a rule applies, in words (`ranconform rules`): the
/// declaration each ``RuleRequirement`` needs and the SKIP reasons its applicability gives.
extension RuleRequirement {
    /// A short name for listings: `-` for spec-only rules.
    public var keyword: String {
        switch self {
        case .none: "-"
        case .fronthaulCapabilities: "device-fronthaul"
        case .flows: "testbed-flows"
        case .declaredVLAN: "node-vlan"
        case .declaredMTU: "node-mtu"
        case .declaredAckNackDeadline: "node-acknack-deadline"
        }
    }

    /// What the profiles must declare for the rule to apply to a node.
    public var declaration: String {
        switch self {
        case .none:
            "nothing: a spec-only rule, judged on any capture (also without --testbed)"
        case .fronthaulCapabilities:
            "a testbed whose node names a device profile with a 'fronthaul:' section (the declared capabilities)"
        case .flows:
            "a testbed with 'flows:' (the eAxC sets of each plane and direction)"
        case .declaredVLAN:
            "a testbed whose node declares 'vlan:' in its 'match:'"
        case .declaredMTU:
            "a testbed whose node names a device profile with a 'fronthaul:' section ('mtu:', 1500 when not given)"
        case .declaredAckNackDeadline:
            "a testbed whose O-RU names a device profile declaring 'fronthaul.ackNackDeadline'"
        }
    }
}

extension RuleSpec {
    /// The reasons the rule is SKIP "not applicable" when its declaration is missing: without a
    /// testbed, for a node the testbed does not declare, and for a testbed without flows (as
    /// ``applicability(to:in:)`` gives them, for a node named `<node>`). Empty for spec-only rules.
    public var skipReasons: [String] {
        let undeclared = NodeInfo(name: "<node>")
        let cases: [(NodeInfo, RuleEnvironment)] = [
            (undeclared, RuleEnvironment(hasTestbed: false, hasFlows: false)),
            (undeclared, RuleEnvironment(hasTestbed: true, hasFlows: true)),
            (NodeInfo(name: "<node>", declared: true), RuleEnvironment(hasTestbed: true, hasFlows: false)),
        ]
        var reasons: [String] = []
        for (node, environment) in cases {
            if case .notApplicable(let reason) = applicability(to: node, in: environment), !reasons.contains(reason) {
                reasons.append(reason)
            }
        }
        return reasons
    }
}
