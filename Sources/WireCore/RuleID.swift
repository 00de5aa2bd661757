/// The stable identifier of a conformance rule (`FH-ECPRI-REV`, `F1-SETUP-FIRST`, `SP-PTP-GM`,
/// `TB-CAP-…`, or a profile's custom rule id).
///
/// Ids are written once, in the registry row (``RuleSpec``) beside the code that judges the rule;
/// everything else names the rule through that row, so no id is spelled or guessed elsewhere.
///
/// The id's text is hashed once, where the id is made (a registry row, a profile's rule): a
/// finding copies its rule's id, and tables of rule handles are looked up by it for every PDU
/// that has a finding, where hashing the text each time cost some 400 instructions.
public struct RuleID: RawRepresentable, WordHashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String
    /// The text's standard hash (equal texts, canonically equivalent ones included, have equal
    /// digests).
    private let digest: Int

    public init(rawValue: String) {
        self.rawValue = rawValue
        digest = rawValue.hashValue
    }

    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    public var description: String { rawValue }

    public var hashWords: (UInt64, UInt64) { (UInt64(bitPattern: Int64(digest)), 0) }
    // named here: `RawRepresentable` has defaults of its own for these
    public func hash(into hasher: inout Hasher) { hasher.combine(digest) }
    public func _rawHashValue(seed: Int) -> Int { WordHash.mix(UInt64(bitPattern: Int64(digest)), 0, seed: seed) }

    /// The digest first: ids that differ almost always differ there, before the text is compared.
    public static func == (a: RuleID, b: RuleID) -> Bool { a.digest == b.digest && a.rawValue == b.rawValue }

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
