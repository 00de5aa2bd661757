import CaptureIO
import Conformance
import Foundation
import ProfileLoading
import Reports
import Testing

/// Paths, engine runs and external oracles (python3 with jsonschema, chromium, tshark) for the
/// report tests. Every oracle is optional: a test without it prints why it skipped.
enum ReportsTestSupport {
    /// The package root, from this file's path (Tests/ReportsTests/TestSupport.swift).
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()
        url.deleteLastPathComponent()
        url.deleteLastPathComponent()
        return url.path
    }()

    /// `../shared` beside the package, when present.
    static var sharedDirectory: String? {
        let path = (packageRoot as NSString).deletingLastPathComponent + "/shared"
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

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

    /// An executable on PATH, or nil.
    static func which(_ name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    struct ProcessResult {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs a program, both streams to temporary files (no pipe can fill up and block).
    static func execute(_ executable: String, _ arguments: [String], stdin: String? = nil) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let base = NSTemporaryDirectory() + "reports-proc-" + UUID().uuidString
        FileManager.default.createFile(atPath: base + ".out", contents: nil)
        FileManager.default.createFile(atPath: base + ".err", contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: base + ".out")
            try? FileManager.default.removeItem(atPath: base + ".err")
            try? FileManager.default.removeItem(atPath: base + ".in")
        }
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: base + ".out"))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: base + ".err"))
        process.standardOutput = out
        process.standardError = err
        if let stdin {
            try stdin.write(toFile: base + ".in", atomically: true, encoding: .utf8)
            process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: base + ".in"))
        }
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return ProcessResult(status: process.terminationStatus,
                             stdout: (try? String(contentsOfFile: base + ".out", encoding: .utf8)) ?? "",
                             stderr: (try? String(contentsOfFile: base + ".err", encoding: .utf8)) ?? "")
    }

    /// Runs a python3 script (nil with a printed reason when python3 or `module` is missing).
    static func python(_ script: String, arguments: [String] = [], requiring module: String? = nil) throws -> ProcessResult? {
        guard let python = which("python3") else {
            print("skipped: python3 not on PATH")
            return nil
        }
        if let module {
            let probe = try execute(python, ["-c", "import \(module)"])
            guard probe.status == 0 else {
                print("skipped: python3 module \(module) not installed")
                return nil
            }
        }
        return try execute(python, ["-c", script] + arguments)
    }

    /// A temporary file path with `suffix`.
    static func temporaryPath(_ suffix: String) -> String {
        NSTemporaryDirectory() + "ranconform-report-" + UUID().uuidString + suffix
    }
}
