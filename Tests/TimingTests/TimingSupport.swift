import Foundation
import TestSupport
import Testing

/// Timing test helpers: Python oracles run from their text, a tiny pcap reader (oracle
/// availability, subprocesses and paths come from TestSupport).
enum Support {
    /// Runs a Python script (given as text) with arguments and returns its standard output; the
    /// caller requires python3 and the modules the script imports. A failing script fails the test.
    static func python(_ script: String, _ args: [String] = []) throws -> String {
        let py = try #require(Oracle.python3)
        let file = try TemporaryFiles.file("oracle.py", text: script)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = try Subprocess.run(py, [file.path] + args)
        try #require(result.status == 0, "python oracle failed with status \(result.status): \(result.stderr.suffix(600))")
        return result.stdout
    }

    static func tempDir() throws -> URL { try TemporaryFiles.directory("timing-tests") }

    static var fuzzCount: Int {
        ProcessInfo.processInfo.environment["RANCONFORM_FUZZ_COUNT"].flatMap(Int.init) ?? 2_000
    }
}
