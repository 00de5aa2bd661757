/// A compile error in a filter expression, located by its column inside the expression text
/// and, when the expression came from a profile, by file:line:column in that file.
///
/// `description` is `file:line:column: message` when the source location is known (the form
/// compilers and editors understand), `column N: message` otherwise.
public struct ExpressionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, e.g. `unknown function 'size'`.
    public var message: String
    /// 1-based column inside the expression text (counted in Unicode scalars; a text spanning
    /// several lines counts from its first character, newlines included).
    public var column: Int
    /// The position in the profile file, when the expression carried a ``SourceLocation``.
    public var location: SourceLocation?

    public init(message: String, column: Int, location: SourceLocation? = nil) {
        self.message = message
        self.column = column
        self.location = location
    }

    /// The profile file the expression came from, if known.
    public var file: String? { location?.file }
    /// The 1-based line in that file, if known.
    public var line: Int? { location?.line }

    public var description: String {
        if let location { return "\(location): \(message)" }
        return "column \(column): \(message)"
    }

    /// Maps a 0-based scalar offset in `text` to file:line:column, given where the text's first
    /// character sits. Lines after the first are assumed to start at the same column as the
    /// first (true of YAML block scalars, whose location is their first content character);
    /// escapes inside a quoted YAML scalar cannot be seen here and shift later columns.
    static func locate(offset: Int, in scalars: [Unicode.Scalar], from start: SourceLocation?) -> SourceLocation? {
        guard let start else { return nil }
        var line = start.line
        var lineStart = 0
        var index = 0
        let end = min(offset, scalars.count)
        while index < end {
            if scalars[index] == "\n" {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return SourceLocation(file: start.file, line: line, column: start.column + (offset - lineStart))
    }
}

/// Error raised inside the lexer and parser before the source location is attached.
struct LocatedMessage: Error {
    var message: String
    /// 0-based scalar offset.
    var offset: Int

    init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }
}
