/// A waived rule: its findings are reported as waived, not as FAIL (style practice 13).
public struct Waiver: Hashable, Sendable {
    public var rule: RulePattern
    public var reason: String
    /// Only findings on this node, when set.
    public var node: String?
    /// Only findings on this named flow, when set.
    public var flow: String?

    public init(rule: RulePattern, reason: String, node: String? = nil, flow: String? = nil) {
        self.rule = rule
        self.reason = reason
        self.node = node
        self.flow = flow
    }

    public func applies(to ruleId: String, node: String?, flow: String?) -> Bool {
        guard rule.matches(ruleId) else { return false }
        if let scope = self.node, scope != node { return false }
        if let scope = self.flow, scope != flow { return false }
        return true
    }
}
