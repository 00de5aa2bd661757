import Conformance

/// A rendered report and what the writer had to warn about (placeholders for facts the profiles
/// lack); the CLI prints each warning on standard error.
public struct RenderedReport: Sendable {
    public var format: ReportFormat
    public var text: String
    public var warnings: [String]
    public init(format: ReportFormat, text: String, warnings: [String] = []) {
        self.format = format
        self.text = text
        self.warnings = warnings
    }
}

/// Entry point: renders `input` in `format`.
public enum Reports {
    public static func render(_ format: ReportFormat, _ input: ReportInput) -> RenderedReport {
        switch format {
        case .json:
            RenderedReport(
                format: format,
                text: input.results.fullJSON(
                    toolName: input.toolName, toolVersion: input.toolVersion, generated: input.generated.rfc3339(),
                    captures: input.captures.map { ($0.path, $0.bytes.map { Int($0) }) }
                ).text())
        case .oranJSON: ORANResultsJSON.render(input)
        case .junit: RenderedReport(format: format, text: JUnitReport.render(input))
        case .markdown: RenderedReport(format: format, text: MarkdownSummary.render(input))
        case .html: RenderedReport(format: format, text: HTMLReport.render(input))
        }
    }
}
