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
