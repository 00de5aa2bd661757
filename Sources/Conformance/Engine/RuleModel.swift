import WireCore

/// The outcome of one rule for one node (PASS / FAIL / WARN / SKIP / INCONCLUSIVE). `waived` is a
/// FAIL or WARN that every violation of which a testbed waiver covers.
public enum Verdict: String, Hashable, Sendable, Comparable {
    case pass = "PASS"
    case waived = "WAIVED"
    case skip = "SKIP"
    case inconclusive = "INCONCLUSIVE"
    case warn = "WARN"
    case fail = "FAIL"

    private var rank: Int {
        switch self {
        case .pass: 0
        case .skip: 1
        case .waived: 2
        case .inconclusive: 3
        case .warn: 4
        case .fail: 5
        }
    }

    public static func < (lhs: Verdict, rhs: Verdict) -> Bool { lhs.rank < rhs.rank }
}

/// Whether a rule applies to a node.
public enum Applicability: Hashable, Sendable {
    case applicable
    case notApplicable(String)
}

/// A conformance rule: a stable id (`FH-…`, `SP-…`, `F1-…`, `TB-…`), its title, spec clause, O-RAN
/// status, default severity and applicability computed from declared capabilities.
public protocol Rule: Sendable {
    var id: RuleID { get }
    var title: String { get }
    var clause: String { get }
    var status: RuleStatus { get }
    var severity: Finding.Severity { get }
    var area: RuleArea { get }
    /// Whose messages it reads to judge a node (captures of one direction only: ``OneDirectionTraffic``).
    var exchange: RuleExchange { get }
    /// Applicability to `node` in `environment` (not applicable → SKIP with the reason).
    func applicability(to node: NodeInfo, in environment: RuleEnvironment) -> Applicability
}

extension Rule {
    /// A node's own messages, unless the rule says otherwise.
    public var exchange: RuleExchange { .oneEnd }
}

/// A registry row is a rule; applicability follows its ``RuleRequirement``.
extension RuleSpec: Rule {
    public func applicability(to node: NodeInfo, in environment: RuleEnvironment) -> Applicability {
        switch requirement {
        case .none:
            return .applicable
        case .fronthaulCapabilities:
            guard environment.hasTestbed else { return .notApplicable("no testbed: declared capabilities unknown") }
            guard let device = node.device else { return .notApplicable("node \(node.name) is not declared in the testbed") }
            guard device.fronthaul != nil else { return .notApplicable("device \(device.id) declares no fronthaul capabilities") }
            return .applicable
        case .flows:
            guard environment.hasTestbed else { return .notApplicable("no testbed: eAxC flows not declared") }
            guard environment.hasFlows else { return .notApplicable("the testbed declares no flows") }
            return .applicable
        case .declaredVLAN:
            guard environment.hasTestbed else { return .notApplicable("no testbed: VLANs not declared") }
            guard node.declaredVLAN != nil else { return .notApplicable("node \(node.name) declares no VLAN in its match") }
            return .applicable
        case .declaredMTU:
            guard environment.hasTestbed else { return .notApplicable("no testbed: MTU not declared") }
            guard node.device?.fronthaul != nil else { return .notApplicable("node \(node.name) declares no fronthaul MTU") }
            return .applicable
        case .declaredAckNackDeadline:
            guard environment.hasTestbed else { return .notApplicable("no testbed: ST8 response deadline not declared") }
            guard node.device?.fronthaul?.ackNackDeadline != nil else {
                return .notApplicable("node \(node.name) declares no ST8 response deadline (device profile fronthaul.ackNackDeadline)")
            }
            return .applicable
        }
    }
}

/// Facts about the run that applicability depends on.
public struct RuleEnvironment: Sendable {
    public var hasTestbed: Bool
    public var hasFlows: Bool
    public init(hasTestbed: Bool, hasFlows: Bool) {
        self.hasTestbed = hasTestbed
        self.hasFlows = hasFlows
    }
}
