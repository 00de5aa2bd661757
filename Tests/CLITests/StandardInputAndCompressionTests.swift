import Foundation
import TestSupport
import Testing

/// `check -` and `decode -` read a capture from standard input (`dumpcap -w - | ranconform check -`),
/// and `.gz` / `.zst` captures are read as streams: the results equal those of the plain file.
@Suite(.enabled(if: CLIHarness.executable != nil, "the ranconform executable was not found next to the test bundle"))
struct StandardInputAndCompressionTests {
    static let sample = Oracle.captures.appendingPathComponent("sample-du-ru-cu.pcapng")
    static let testbed = Oracle.path("Profiles/testbeds/lab-a.yaml")

    static func ranconform(_ arguments: [String], stdinFile: URL? = nil) throws -> ProcessOutput {
        let executable = try #require(CLIHarness.executable)
        return try Subprocess.run(executable.path, arguments, stdinFile: stdinFile)
    }

    /// The rule results of a `check --json` run (the capture list differs by name only).
    static func results(_ output: ProcessOutput) throws -> String {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let rows = try #require(object["results"])
        return String(decoding: try JSONSerialization.data(withJSONObject: rows, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test func checkAndDecodeFromStandardInput() throws {
        let fromFile = try Self.ranconform(["check", Self.sample.path, "--testbed", Self.testbed, "--json"])
        let fromStdin = try Self.ranconform(["check", "-", "--testbed", Self.testbed, "--json"], stdinFile: Self.sample)
        #expect(fromStdin.status == fromFile.status)
        #expect(try Self.results(fromStdin) == Self.results(fromFile))
        let decodeFile = try Self.ranconform(["decode", Self.sample.path])
        let decodeStdin = try Self.ranconform(["decode", "-"], stdinFile: Self.sample)
        #expect(decodeStdin.status == 0)
        #expect(decodeStdin.stdout == decodeFile.stdout)
        #expect(!decodeFile.stdout.isEmpty)
    }

    @Test(.requires(.gzip, .zstd)) func compressedFilesAndPipes() throws {
        let directory = try TemporaryFiles.directory("cli-compressed")
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = directory.appendingPathComponent("sample.pcapng")
        try FileManager.default.copyItem(at: Self.sample, to: plain)
        #expect(try Subprocess.run("gzip", ["-k", "-n", plain.path]).status == 0)
        #expect(try Subprocess.run("zstd", ["-q", "-k", plain.path]).status == 0)
        let reference = try Self.results(Self.ranconform(["check", plain.path, "--testbed", Self.testbed, "--json"]))
        for suffix in [".gz", ".zst"] {
            let compressed = URL(fileURLWithPath: plain.path + suffix)
            let fromFile = try Self.ranconform(["check", compressed.path, "--testbed", Self.testbed, "--json"])
            #expect(try Self.results(fromFile) == reference, "\(suffix)")
            let fromPipe = try Self.ranconform(["check", "-", "--testbed", Self.testbed, "--json"], stdinFile: compressed)
            #expect(try Self.results(fromPipe) == reference, "\(suffix) on standard input")
        }
    }

    @Test func standardInputOnceAndNotWithEvidence() throws {
        let twice = try Self.ranconform(["check", "-", "-"], stdinFile: Self.sample)
        #expect(twice.status == 2)
        #expect(twice.stderr.contains("standard input (-) can be read only once"))
        let evidence = try Self.ranconform(["check", "-", "--evidence", "/tmp/never-written.pcapng"], stdinFile: Self.sample)
        #expect(evidence.status == 2)
        #expect(evidence.stderr.contains("--evidence"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written.pcapng"))
    }
}
