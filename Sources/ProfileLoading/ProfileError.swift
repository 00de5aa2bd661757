/// A profile problem located in its file: `file:line:column: message` on one line.
///
/// Line and column are 1-based (columns counted in Unicode scalars, as libyaml does); both are
/// 0 when the problem concerns the whole file (for example it cannot be read).
public struct ProfileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    init(_ mark: Mark, _ message: String) {
        self.init(file: mark.file, line: mark.line, column: mark.column, message: message)
    }

    public var description: String {
        line > 0 ? "\(file):\(line):\(column): \(message)" : "\(file): \(message)"
    }
}

/// A position in a profile file.
struct Mark: Hashable, Sendable {
    var file: String
    var line: Int
    var column: Int

    static func wholeFile(_ file: String) -> Mark { Mark(file: file, line: 0, column: 0) }
}
