import WireCore

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
