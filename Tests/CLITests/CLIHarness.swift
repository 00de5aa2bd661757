import Foundation

/// Runs the built `ranconform` executable and external oracles (tshark) as subprocesses.
enum CLIHarness {
    /// The package root (two levels above this file's folder).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared` beside the package, when present.
    static let sharedDirectory: URL? = {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }()

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
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe()
        let errFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("ranconform-stderr-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: errFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errFile) }
        let errHandle = try FileHandle(forWritingTo: errFile)
        process.standardOutput = out
        process.standardError = errHandle
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errHandle.close()
        let errData = (try? Data(contentsOf: errFile)) ?? Data()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    static func ranconform(_ arguments: [String]) throws -> Result? {
        guard let executable else {
            print("skipped: the ranconform executable was not found next to the test bundle")
            return nil
        }
        return try run(executable, arguments)
    }

    /// tshark from PATH, or nil (the caller skips with a printed reason).
    static let tshark: URL? = findOnPath("tshark")

    static func findOnPath(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

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
