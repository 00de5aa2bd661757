import CaptureIO
import Conformance
import Foundation
import ProfileLoading
import Profiles
import Reports
import TestSupport
import Testing

/// Paths, engine runs and Python oracles for the report tests. Oracle availability comes from
/// TestSupport: a test that needs one requires it with a trait and shows as skipped without it.
enum ReportsTestSupport {
    /// The package root, from this file's path (Tests/ReportsTests/TestSupport.swift).
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()
        url.deleteLastPathComponent()
        url.deleteLastPathComponent()
        return url.path
    }()

    /// `../shared` (tests that use it require `.shared`).
    static var shared: String { Oracle.shared.path }

    /// The pinned rule selection of the golden runs: tests that assert verdicts use it so rules
    /// added to the catalog later (timing) cannot change their expectations.
    static var pinnedSuite: String { packageRoot + "/Tests/ReportsTests/Golden/golden-suite.yaml" }

    static var sampleCapture: String { packageRoot + "/Captures/sample-du-ru-cu.pcapng" }
    static func testbed(_ name: String) -> String { packageRoot + "/Profiles/testbeds/\(name).yaml" }

    /// A fixed report date (2026-01-02T03:04:05Z) so renderings are reproducible.
    static let fixedDate = ReportDate(secondsSinceEpoch: 1_767_323_045)

    /// Runs the engine over `captures` (one stream, as `check` does) and returns the report input.
    /// Capture paths in the input are the file names only, so renderings do not depend on where
    /// the checkout lives.
    static func run(_ captures: [String], testbed: String? = nil, suite: String? = nil) throws -> ReportInput {
        var profile = try testbed.map { try ProfileLoader.loadTestbed(path: $0) }
        // Device paths as a run from the package root shows them (`Profiles/devices/x.yaml`), so
        // renderings do not depend on where the checkout lives.
        for i in profile?.nodes.indices ?? [].indices where profile?.nodes[i].deviceFile.hasPrefix(packageRoot + "/") == true {
            profile?.nodes[i].deviceFile.removeFirst(packageRoot.count + 1)
        }
        let suiteProfile = try suite.map { try ProfileLoader.loadSuite(path: $0) }
        let run = ConformanceRun(configuration: RunConfiguration(testbed: profile, suite: suiteProfile))
        var files: [CaptureFile] = []
        for path in captures {
            let reader = try CaptureReader(path: path)
            while let record = reader.next() { run.feed(record) }
            files.append(CaptureFile(path: (path as NSString).lastPathComponent, bytes: reader.fileSize))
        }
        let results = run.finish()
        return ReportInput(results: results, testbed: profile, captures: files, generated: fixedDate, toolVersion: "test")
    }

    typealias ProcessResult = ProcessOutput

    /// Runs a program to completion (streams through temporary files, so nothing can block).
    static func execute(_ executable: String, _ arguments: [String], stdin: String? = nil) throws -> ProcessResult {
        try Subprocess.run(executable, arguments, stdin: stdin)
    }

    /// Runs a python3 script; the caller requires python3 and the modules the script imports.
    static func python(_ script: String, arguments: [String] = []) throws -> ProcessResult {
        try execute(try #require(Oracle.python3), ["-c", script] + arguments)
    }

    /// A temporary file path with `suffix`.
    static func temporaryPath(_ suffix: String) -> String {
        NSTemporaryDirectory() + "ranconform-report-" + UUID().uuidString + suffix
    }
}
