import WireCore

/// A rule id or a glob over rule ids (`*` any run, `?` one character), e.g. `FH-SEQ-INC`,
/// `FH-XP-*`. Unknown ids are accepted: the catalogue grows.
public struct RulePattern: Hashable, Sendable, CustomStringConvertible {
    public var text: String

    public init(parsing text: String) throws(ProfileValueError) {
        guard !text.isEmpty,
            text.unicodeScalars.allSatisfy({
                ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0) || "-_.*?".unicodeScalars.contains($0)
            })
        else {
            throw ProfileValueError(
                "bad rule id pattern '\(text)': use letters, digits, '-', '_', '.', and the globs '*' and '?'")
        }
        self.text = text
    }

    public var isGlob: Bool { text.contains("*") || text.contains("?") }

    public func matches(_ ruleId: String) -> Bool {
        Self.glob(Array(text.unicodeScalars), Array(ruleId.unicodeScalars))
    }

    public var description: String { text }

    /// Iterative wildcard match with single backtrack point (linear in practice).
    private static func glob(_ pattern: [Unicode.Scalar], _ subject: [Unicode.Scalar]) -> Bool {
        var p = 0
        var s = 0
        var starP = -1
        var starS = 0
        while s < subject.count {
            if p < pattern.count && (pattern[p] == "?" || pattern[p] == subject[s]) {
                p += 1
                s += 1
            } else if p < pattern.count && pattern[p] == "*" {
                starP = p
                starS = s
                p += 1
            } else if starP >= 0 {
                p = starP + 1
                starS += 1
                s = starS
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}

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

/// Where a piece of profile text starts (1-based line and column, as in the YAML file).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// Expression source text kept verbatim with the location of its first character, so that the
/// expression compiler can report errors at file:line:column.
public struct SourceText: Hashable, Sendable, CustomStringConvertible {
    public var text: String
    public var location: SourceLocation?

    public init(_ text: String, location: SourceLocation? = nil) {
        self.text = text
        self.location = location
    }

    public var description: String { text }
}

/// A custom rule written in the display-filter-like language: for every message matching
/// `where`, `assert` must hold. Compiled by the engine, not here.
public struct CustomRuleSource: Hashable, Sendable {
    public var id: String
    public var title: String
    public var severity: Finding.Severity
    public var whereClause: SourceText?
    public var assertion: SourceText
    /// Location of the rule's mapping in the profile.
    public var location: SourceLocation?

    public init(
        id: String, title: String, severity: Finding.Severity = .error, whereClause: SourceText? = nil,
        assertion: SourceText, location: SourceLocation? = nil
    ) {
        self.id = id
        self.title = title
        self.severity = severity
        self.whereClause = whereClause
        self.assertion = assertion
        self.location = location
    }
}

/// Rule selection shared by many testbeds (architecture §3 decision 5).
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
