import Conformance
import Foundation
import Profiles
import Reports
import Testing
import TestSupport

/// Golden files per format (Tests/ReportsTests/Golden): the same inputs give the same bytes.
/// `RANCONFORM_RECORD_GOLDEN=1 swift test --filter GoldenReportTests` re-records them. The goldens
/// themselves are checked by the independent oracles too (jsonschema, xml.etree, Python's json,
/// the GFM table splitter, chromium), so a wrong golden cannot be recorded unnoticed.
@Suite(.serialized) struct GoldenReportTests {
    static let directory = ReportsTestSupport.packageRoot + "/Tests/ReportsTests/Golden"
    static var recording: Bool { ProcessInfo.processInfo.environment["RANCONFORM_RECORD_GOLDEN"] == "1" }

    static let extensions: [ReportFormat: String] = [
        .oranJSON: "oran.json", .junit: "junit.xml", .html: "html", .markdown: "md", .json: "json",
    ]

    /// Rules pinned for the golden runs (Golden/golden-suite.yaml): new catalog rules stay out.
    static let suite = ReportsTestSupport.pinnedSuite

    /// Named runs: the sample with its lab testbed (always available) and the failing public F1AP
    /// capture without a testbed (needs ../shared), both with the pinned rule selection.
    static func sampleRuns() throws -> [(String, ReportInput)] {
        [("sample-lab-a", try ReportsTestSupport.run([ReportsTestSupport.sampleCapture], testbed: ReportsTestSupport.testbed("lab-a"), suite: suite))]
    }

    /// The run that needs ../shared (tests that use it require `.shared`).
    static func sharedRuns() throws -> [(String, ReportInput)] {
        [("f1ap-no-testbed", try ReportsTestSupport.run([ReportsTestSupport.shared + "/testdata/f1ap/captures/gowireshark_f1ap.pcapng"], suite: suite))]
    }

    static func path(_ run: String, _ format: ReportFormat) -> String { "\(directory)/\(run).\(extensions[format] ?? format.rawValue)" }

    @Test func renderingsEqualTheGoldenFiles() throws {
        try Self.expectGoldens(try Self.sampleRuns())
    }

    @Test(.requires(.shared)) func renderingsWithoutTestbedEqualTheGoldenFiles() throws {
        try Self.expectGoldens(try Self.sharedRuns())
    }

    /// Every format of every run equals its golden file (or records it with RANCONFORM_RECORD_GOLDEN=1).
    static func expectGoldens(_ runs: [(String, ReportInput)]) throws {
        for (name, input) in runs {
            for format in ReportFormat.allCases {
                let text = Reports.render(format, input).text
                let file = Self.path(name, format)
                if Self.recording {
                    try FileManager.default.createDirectory(atPath: Self.directory, withIntermediateDirectories: true)
                    try text.write(toFile: file, atomically: true, encoding: .utf8)
                    print("recorded \(file)")
                    continue
                }
                guard let golden = try? String(contentsOfFile: file, encoding: .utf8) else {
                    Issue.record("missing golden \(file): run with RANCONFORM_RECORD_GOLDEN=1")
                    continue
                }
                if text != golden {
                    let a = text.split(separator: "\n", omittingEmptySubsequences: false)
                    let b = golden.split(separator: "\n", omittingEmptySubsequences: false)
                    let line = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
                    Issue.record("\(file) differs at line \(line + 1): got '\(line < a.count ? a[line] : "<end>")', golden '\(line < b.count ? b[line] : "<end>")'")
                }
            }
        }
    }

    @Test func twoIndependentRunsGiveTheSameBytes() throws {
        try Self.expectSameBytes(try Self.sampleRuns(), try Self.sampleRuns())
    }

    @Test(.requires(.shared)) func twoIndependentRunsWithoutTestbedGiveTheSameBytes() throws {
        try Self.expectSameBytes(try Self.sharedRuns(), try Self.sharedRuns())
    }

    static func expectSameBytes(_ first: [(String, ReportInput)], _ second: [(String, ReportInput)]) throws {
        for ((name, a), (_, b)) in zip(first, second) {
            for format in ReportFormat.allCases {
                #expect(Reports.render(format, a).text == Reports.render(format, b).text, "\(name) \(format.rawValue)")
            }
        }
    }

    @Test(.requires(.shared, .jsonschema, .chromium)) func goldenFilesPassTheIndependentChecks() throws {
        for (name, input) in try Self.sampleRuns() + Self.sharedRuns() {
            guard let oran = try? String(contentsOfFile: Self.path(name, .oranJSON), encoding: .utf8),
                  let junit = try? String(contentsOfFile: Self.path(name, .junit), encoding: .utf8),
                  let json = try? String(contentsOfFile: Self.path(name, .json), encoding: .utf8),
                  let markdown = try? String(contentsOfFile: Self.path(name, .markdown), encoding: .utf8),
                  let html = try? String(contentsOfFile: Self.path(name, .html), encoding: .utf8)
            else {
                Issue.record("goldens of \(name) missing")
                continue
            }
            if let facts = try ORANResultsJSONTests.validate(text: oran) {
                #expect(facts.errors == 0, "\(name) O-RAN golden")
                #expect(facts.metrics == input.results.results.count)
            }
            _ = try JUnitReportTests.check(input, text: junit)
            let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            #expect((parsed?["results"] as? [Any])?.count == input.results.results.count, "\(name) JSON golden")
            let tables = try MarkdownSummaryTests.parse(markdown)
            for t in tables.tables { #expect(t.rows.allSatisfy { $0 == t.header }, "\(name) Markdown golden") }
            #expect(tables.tables.contains { $0.rows.count == input.results.results.count })
            let dom = try HTMLReportTests.scriptRan(html)
            #expect(dom.contains("data-script=\"ok\""), "\(name) HTML golden: script did not run")
            let n = input.results.results.count
            #expect(dom.contains("\(n) of \(n) shown"))
        }
    }
}
