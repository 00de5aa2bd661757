import WireCore

/// Rule selection shared by many testbeds.
public struct SuiteProfile: Hashable, Sendable {
    public var name: String
    public var description: String?
    /// Empty means every rule.
    public var include: [RulePattern]
    public var exclude: [RulePattern]
    /// Ordered; the last matching override wins.
    public var severityOverrides: [SeverityOverride]
    public var custom: [CustomRuleSource]

    public struct SeverityOverride: Hashable, Sendable {
        public var rule: RulePattern
        public var severity: Finding.Severity

        public init(rule: RulePattern, severity: Finding.Severity) {
            self.rule = rule
            self.severity = severity
        }
    }

    public init(
        name: String, description: String? = nil, include: [RulePattern] = [], exclude: [RulePattern] = [],
        severityOverrides: [SeverityOverride] = [], custom: [CustomRuleSource] = []
    ) {
        self.name = name
        self.description = description
        self.include = include
        self.exclude = exclude
        self.severityOverrides = severityOverrides
        self.custom = custom
    }

    /// Included (or no include list) and not excluded.
    public func selects(_ ruleId: String) -> Bool {
        (include.isEmpty || include.contains { $0.matches(ruleId) }) && !exclude.contains { $0.matches(ruleId) }
    }

    public func severity(for ruleId: String) -> Finding.Severity? {
        severityOverrides.last { $0.rule.matches(ruleId) }?.severity
    }
}
