import Foundation

/// What a finished process left: exit status and both streams.
public struct ProcessOutput: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String

    public init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }
}

/// Runs external programs (oracles, the built CLI) to completion.
public enum Subprocess {
    /// Runs `executable` (an absolute path, or a name looked up on PATH through `/usr/bin/env`)
    /// with `arguments`. Standard input (`stdin` text, or the bytes of `stdinFile`), output and
    /// error go through files, so neither side can block on a full pipe whatever the sizes.
    public static func run(
        _ executable: String, _ arguments: [String], stdin: String? = nil, stdinFile: URL? = nil,
        environment: [String: String]? = nil, currentDirectory: URL? = nil
    ) throws -> ProcessOutput {
        let process = Process()
        if executable.hasPrefix("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        if let environment { process.environment = environment }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("ranconform-proc-\(UUID().uuidString)")
        let outURL = base.appendingPathExtension("out"), errURL = base.appendingPathExtension("err")
        let inURL = base.appendingPathExtension("in")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: inURL.path, contents: Data((stdin ?? "").utf8))
        defer { for url in [outURL, errURL, inURL] { try? FileManager.default.removeItem(at: url) } }
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let input = try FileHandle(forReadingFrom: stdinFile ?? inURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        process.waitUntilExit()
        try? out.close()
        try? err.close()
        try? input.close()
        return ProcessOutput(
            status: process.terminationStatus,
            stdout: String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self),
            stderr: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self))
    }

    /// Standard output of a run that exited 0, else nil.
    public static func output(_ executable: String, _ arguments: [String], stdin: String? = nil) -> String? {
        guard let result = try? run(executable, arguments, stdin: stdin), result.status == 0 else { return nil }
        return result.stdout
    }
}
