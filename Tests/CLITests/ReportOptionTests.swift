import Foundation
import Testing

/// `check --report FORMAT:PATH`: parsing, standard output, files, one-line errors with exit 2.
@Suite struct ReportOptionTests {
    static let root = CLIHarness.packageRoot.path
    static let sample = "\(root)/Captures/sample-du-ru-cu.pcapng"
    static let labA = "\(root)/Profiles/testbeds/lab-a.yaml"

    @Test(arguments: ["bogus:out.json", "junit", "html:", ":x.html"])
    func badReportSpecIsOneLineAndExitTwo(spec: String) throws {
        guard let r = try CLIHarness.ranconform(["check", Self.sample, "--report", spec]) else { return }
        #expect(r.status == 2)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(r.stderr)")
        #expect(lines.first?.contains("--report") == true)
        #expect(r.stdout.isEmpty)
    }

    @Test func jsonReportOnStandardOutputIsTheOnlyOutputAndParses() throws {
        guard let r = try CLIHarness.ranconform(["check", Self.sample, "--testbed", Self.labA, "--report", "json:-"]) else { return }
        #expect(r.status == 0, "\(r.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let results = object?["results"] as? [[String: Any]] ?? []
        #expect(!results.isEmpty)
        #expect(object?["testbed"] as? String == "lab-a-du-x-ru")
        // The text summary is not mixed into a report written to standard output.
        #expect(!r.stdout.contains("testbed: lab-a"))
    }

    @Test func reportFilesAreWrittenAndTheTextSummaryStillPrinted() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("report-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = dir.appendingPathComponent("r.json").path
        let md = dir.appendingPathComponent("r.md").path
        guard let r = try CLIHarness.ranconform(["check", Self.sample, "--report", "json:\(json)", "--report", "markdown:\(md)"]) else { return }
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("testbed: none"))
        #expect(FileManager.default.fileExists(atPath: json))
        #expect((try? String(contentsOfFile: md, encoding: .utf8))?.hasPrefix("## ") == true)
    }

    @Test func unwritableReportPathIsExitTwo() throws {
        guard let r = try CLIHarness.ranconform(["check", Self.sample, "--report", "json:/nonexistent-dir/x/r.json"]) else { return }
        #expect(r.status == 2)
        #expect(r.stderr.contains("cannot write report /nonexistent-dir/x/r.json"), "\(r.stderr)")
    }

    /// Runs ranconform with extra environment variables.
    static func run(_ arguments: [String], environment: [String: String]) throws -> Int32? {
        guard let executable = CLIHarness.executable else {
            Issue.record("the ranconform executable was not found next to the test bundle")
            return nil
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func sourceDateEpochPinsTheDatesAndTwoRunsGiveTheSameBytes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("report-det-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let formats = ["oran-json", "junit", "html", "markdown", "json"]
        var outputs: [[Data]] = []
        for attempt in 0..<2 {
            var arguments = ["check", Self.sample, "--testbed", Self.labA]
            for f in formats { arguments += ["--report", "\(f):\(dir.path)/\(attempt).\(f)"] }
            guard let status = try Self.run(arguments, environment: ["SOURCE_DATE_EPOCH": "1700000000"]) else { return }
            #expect(status == 0)
            outputs.append(try formats.map { try Data(contentsOf: URL(fileURLWithPath: "\(dir.path)/\(attempt).\($0)")) })
        }
        for (i, f) in formats.enumerated() { #expect(outputs[0][i] == outputs[1][i], "\(f) differs between runs") }
        let json = String(decoding: outputs[0][4], as: UTF8.self)
        #expect(json.contains("\"generated\": \"2023-11-14T22:13:20Z\""), "date -u -d @1700000000")
    }
}
