/// The stable identifier of a conformance rule (`FH-ECPRI-REV`, `F1-SETUP-FIRST`, `SP-PTP-GM`,
/// `TB-CAP-…`, or a profile's custom rule id).
///
/// Ids are written once, in the registry row (``RuleSpec``) beside the code that judges the rule;
/// everything else names the rule through that row, so no id is spelled or guessed elsewhere.
public struct RuleID: RawRepresentable, Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    public static func < (a: RuleID, b: RuleID) -> Bool { a.rawValue < b.rawValue }

    /// True when the id starts with the family prefix `family` (the id of a registry's family,
    /// e.g. the sequence rules): used to group results, never to find a rule.
    public func belongs(to family: RuleFamily) -> Bool { rawValue.hasPrefix(family.prefix) }
}

/// A group of rules that share an id prefix (the sequence rules, the cross-plane rules, one
/// interface's rules), declared in the registry that owns them.
public struct RuleFamily: Hashable, Sendable {
    public let prefix: String
    public init(prefix: String) { self.prefix = prefix }
}
