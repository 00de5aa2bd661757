import Foundation
import TestSupport
import Testing

/// Runs the built `ranconform` executable and external oracles (tshark) as subprocesses.
enum CLIHarness {
    /// The package root (two levels above this file's folder).
    static var packageRoot: URL { Oracle.packageRoot }


    /// The `ranconform` binary built next to the test bundle.
    static let executable: URL? = {
        let testBinary = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "")
        var directory = testBinary.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("ranconform")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `executable` with `arguments`, capturing both streams (stderr goes to a temporary file
    /// so a large output on either stream cannot block the child).
    static func run(_ executable: URL, _ arguments: [String]) throws -> Result {
        let r = try Subprocess.run(executable.path, arguments)
        return Result(status: r.status, stdout: r.stdout, stderr: r.stderr)
    }

    /// Runs the built `ranconform`; nil, with an issue recorded, when the build left none next to
    /// the test bundle (`swift test` always builds it, so that is a failure, not a skip).
    static func ranconform(_ arguments: [String]) throws -> Result? {
        guard let executable else {
            Issue.record("the ranconform executable was not found next to the test bundle")
            return nil
        }
        return try run(executable, arguments)
    }

    /// tshark from PATH (tests that use it require `.tshark`).
    static var tshark: URL? { Oracle.tshark.map { URL(fileURLWithPath: $0) } }

    /// `tshark -r FILE -T fields -E separator=/t -E occurrence=a -E aggregator=, -e …`, one row per frame.
    static func tsharkFields(_ file: String, _ fields: [String], options: [String] = []) throws -> [[String]]? {
        guard let tshark else { return nil }
        var arguments = ["-r", file, "-T", "fields", "-E", "separator=/t", "-E", "occurrence=a", "-E", "aggregator=,"]
        arguments += options
        for field in fields { arguments += ["-e", field] }
        let result = try run(tshark, arguments)
        guard result.status == 0 else { return nil }
        return result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.isEmpty }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    /// Parses JSON Lines output into dictionaries.
    static func jsonLines(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed])
            return object as? [String: Any] ?? [:]
        }
    }
}
