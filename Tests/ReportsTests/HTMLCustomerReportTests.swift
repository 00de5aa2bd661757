import Conformance
import Foundation
import Profiles
import Reports
import Testing
import TestSupport

/// The customer-facing HTML page in a headless chromium at 1280 px: clean, failing and F1AP-only
/// runs give non-blank screenshots, the page never scrolls sideways, the header names the DUT and
/// the test, test-case verdicts come first, and nothing names a local path.
@Suite(.serialized) struct HTMLCustomerReportTests {
    static var synthLab: String { ReportsTestSupport.testbed("synth-lab") }
    static func synth(_ name: String) -> String { ReportsTestSupport.packageRoot + "/Captures/synth/\(name).pcapng" }

    /// (name, input): a clean fronthaul run, a failing one (late U-plane) and an F1AP-only one.
    static func runs() throws -> [(String, ReportInput)] {
        [("clean", try ReportsTestSupport.run([synth("fh-clean")], testbed: synthLab) { $0.report.dut = ["du1"]; $0.report.testType = .conformance }),
         ("failing", try ReportsTestSupport.run([synth("fh-fault-late")], testbed: synthLab) { $0.report.dut = ["du1"]; $0.report.testType = .conformance }),
         ("f1ap-only", try ReportsTestSupport.run([synth("f1ap-fault-wrong-transaction-id")]))]
    }

    /// Measures the laid-out page: whether anything is wider than the window.
    static let probe = """
        <script>
        (function () {
          var w = window.innerWidth, wide = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) > w;
          var t = document.getElementById('rules'), fits = !t || t.getBoundingClientRect().right <= w + 0.5;
          document.body.setAttribute('data-overflow', String(wide));
          document.body.setAttribute('data-rules-fit', String(fits));
        })();
        </script>
        """

    @Test func headerTestCasesFirstAndNoLocalPaths() throws {
        for (name, input) in try Self.runs() {
            let html = Reports.render(.html, input).text
            #expect(!html.contains(ReportsTestSupport.packageRoot), "\(name): a local path")
            #expect(!html.contains("/work/"), "\(name): a local path")
            #expect(html.contains("id=\"test-header\""), "\(name)")
            #expect(html.contains("test id <code>"), "\(name)")
            if name != "f1ap-only" {
                let cases = try #require(html.range(of: "id=\"test-cases\""), "\(name)")
                let rules = try #require(html.range(of: "id=\"rules\""))
                #expect(cases.lowerBound < rules.lowerBound, "\(name): test cases come before the rules")
                #expect(html.contains("Beta Networks"), "\(name): the DUT's vendor")
            }
            // Failures first in the rules table.
            if let body = html.range(of: "<table id=\"rules\"").map({ html[$0.upperBound...] }) {
                let verdicts = body.components(separatedBy: "<tr data-verdict=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
                let firstPass = verdicts.firstIndex(of: "PASS") ?? verdicts.count
                #expect(!verdicts[firstPass...].contains("FAIL"), "\(name): a FAIL after a PASS")
            }
            for section in ["Sequence anomalies", "C/U-plane coupling", "F1AP message sequence", "Delay windows"] {
                if html.contains("<h2>\(section)") {
                    let after = html[html.range(of: "<h2>\(section)")!.upperBound...].prefix(400)
                    #expect(!after.contains("No "), "\(name): empty section \(section)")
                }
            }
        }
        let f1 = try Self.runs()[2].1
        let html = Reports.render(.html, f1).text
        #expect(html.contains("class=\"failing\""), "failing F1AP frames are marked on the ladder")
    }

    @Test(.requires(.chromium, .numpy)) func screenshotsAreNotBlankAndNothingOverflowsAt1280() throws {
        for (name, input) in try Self.runs() {
            let html = Reports.render(.html, input).text.replacingOccurrences(of: "</body>", with: Self.probe + "</body>")
            let page = ReportsTestSupport.temporaryPath(".html")
            try html.write(toFile: page, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: page) }
            let dom = try HTMLReportTests.chromiumRun(["--window-size=1280,1600", "--dump-dom", "file://" + page])
            #expect(dom.stdout.contains("data-overflow=\"false\""), "\(name): the page is wider than 1280 px")
            #expect(dom.stdout.contains("data-rules-fit=\"true\""), "\(name): the rules table overflows")
            let png = ReportsTestSupport.temporaryPath(".png")
            defer { try? FileManager.default.removeItem(atPath: png) }
            let shot = try HTMLReportTests.chromiumRun(["--screenshot=\(png)", "--window-size=1280,1600", "--hide-scrollbars", "file://" + page])
            #expect(shot.status == 0, "\(name): \(shot.stderr.suffix(300))")
            let count = try ReportsTestSupport.python(HTMLReportTests.pngCounter, arguments: [png])
            let numbers = count.stdout.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
            #expect(numbers.count == 2 && numbers[1] > numbers[0] / 25, "\(name): screenshot almost blank \(numbers)")
        }
    }
}
