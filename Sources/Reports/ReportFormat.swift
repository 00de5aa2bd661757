/// The report formats of `ranconform check --report FORMAT:PATH`.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// O-RAN test-results JSON (`o-ran-test-results-schema.json`, schemaVersion 1).
    case oranJSON = "oran-json"
    /// JUnit XML for Jenkins, GitLab and GitHub test tabs.
    case junit
    /// One self-contained HTML page with charts.
    case html
    /// A Markdown summary for CI step summaries and merge-request comments.
    case markdown
    /// RANConform's own full results (every field the engine produced).
    case json
    /// The HTML report printed to PDF by a headless Chromium (`chromium --headless
    /// --print-to-pdf`); ``Reports/render(_:_:)`` gives the HTML the browser prints.
    case pdf

    /// Accepted names, for error messages.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// One `--report FORMAT:PATH` request; `-` as PATH means standard output.
public struct ReportRequest: Hashable, Sendable {
    public var format: ReportFormat
    /// File path, or nil for standard output.
    public var path: String?

    public init(format: ReportFormat, path: String?) {
        self.format = format
        self.path = path
    }

    /// Parses `FORMAT:PATH` (the first colon separates; the path may contain colons).
    public init(parsing spec: String) throws(ReportError) {
        guard let colon = spec.firstIndex(of: ":") else {
            throw ReportError("bad --report '\(spec)': expected FORMAT:PATH with FORMAT one of \(ReportFormat.names) and PATH a file or - for standard output")
        }
        let name = String(spec[..<colon])
        let path = String(spec[spec.index(after: colon)...])
        guard let format = ReportFormat(rawValue: name) else {
            throw ReportError("bad --report '\(spec)': unknown format '\(name)' (expected one of \(ReportFormat.names))")
        }
        guard !path.isEmpty else {
            throw ReportError("bad --report '\(spec)': empty path (give a file, or - for standard output)")
        }
        self.format = format
        self.path = path == "-" ? nil : path
    }
}

/// A report could not be requested or written (one line for the user).
public struct ReportError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
