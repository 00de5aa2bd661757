import Foundation
import Testing
import TestSupport

/// `--report pdf:FILE`: the HTML page printed by headless chromium; pdftotext reads back the DUT
/// and every test case with its verdict. Without a browser the run stops before reading anything.
@Suite(.serialized) struct PDFReportTests {
    var root: String { Oracle.packageRoot.path }

    @Test(.requires(.chromium, .pdftotext)) func pdfHasTheDUTAndEveryTestCaseVerdict() throws {
        let dir = NSTemporaryDirectory() + "ranconform-pdf-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try #require(try CLIHarness.ranconform([
            "check", root + "/Captures/synth/fh-fault-late.pcapng", "--testbed", root + "/Profiles/testbeds/lab-a.yaml",
            "--report", "pdf:\(dir)/r.pdf", "--report", "oran-json:\(dir)/r.json", "-q",
        ]))
        #expect(r.status == 0 || r.status == 1, "\(r.stderr)")
        let head = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/r.pdf")).prefix(5)
        #expect(head == Data("%PDF-".utf8))
        let text = try CLIHarness.run(URL(fileURLWithPath: try #require(Oracle.executable("pdftotext"))), ["-layout", "\(dir)/r.pdf", "-"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("du1") && text.stdout.contains("Beta Networks"), "the DUT")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(dir)/r.json"))) as? [String: Any]
        var cases: [(String, String)] = []
        func walk(_ items: [[String: Any]]) {
            for i in items {
                if let g = i["groupItems"] as? [[String: Any]] { walk(g) } else { cases.append((i["number"] as? String ?? "", i["result"] as? String ?? "")) }
            }
        }
        walk(object?["testResults"] as? [[String: Any]] ?? [])
        #expect(!cases.isEmpty)
        let lines = text.stdout.split(separator: "\n").map(String.init)
        for (number, result) in cases {
            // The case's row: its number and, on the same line, its verdict badge.
            #expect(lines.contains { $0.contains(number) && $0.contains(result) }, "case \(number) \(result) not in the PDF text")
        }
    }

    @Test func withoutABrowserTheRunStopsBeforeReading() throws {
        let dir = NSTemporaryDirectory() + "ranconform-pdf-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let exe = try #require(CLIHarness.executable)
        let r = try CLIHarness.run(URL(fileURLWithPath: "/usr/bin/env"), ["-i", "PATH=\(dir)", exe.path, "check", root + "/Captures/sample-du-ru-cu.pcapng", "--report", "pdf:\(dir)/r.pdf"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("package 'chromium'"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "\(dir)/r.pdf"))
        let stdout = try #require(try CLIHarness.ranconform(["check", root + "/Captures/sample-du-ru-cu.pcapng", "--report", "pdf:-"]))
        #expect(stdout.status == 2 && stdout.stderr.contains("needs a file path"))
    }
}
