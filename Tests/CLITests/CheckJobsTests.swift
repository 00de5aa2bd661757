import Foundation
import TestSupport
import Testing

/// `check --jobs N` through the command line: the text and JSON results, every report format and
/// the evidence file are the same bytes as with `--jobs 1`; several captures and a testbed too.
@Suite struct CheckJobsTests {
    static func run(_ arguments: [String]) throws -> ProcessOutput? {
        guard let executable = CLIHarness.executable else {
            Issue.record("the ranconform executable was not found next to the test bundle")
            return nil
        }
        return try Subprocess.run(executable.path, arguments, environment: ["SOURCE_DATE_EPOCH": "1700000000", "CI": "1"])
    }

    @Test func reportsAndEvidenceAreTheSameBytesWithOneOrThreeWorkers() throws {
        let root = CLIHarness.packageRoot
        let captures = ["Captures/sample-du-ru-cu.pcapng", "Captures/synth/fh-fault-seqid-jump.pcapng"].map { root.appendingPathComponent($0).path }
            .filter { FileManager.default.fileExists(atPath: $0) }
        #expect(captures.count >= 1)
        let testbed = root.appendingPathComponent("Profiles/testbeds/synth-lab.yaml").path
        var outputs: [[String]] = []
        for jobs in ["1", "3"] {
            let directory = try TemporaryFiles.directory("jobs-\(jobs)")
            var texts: [String] = []
            for arguments in [captures, [captures[0]], captures + ["--testbed", testbed]] {
                let text = try #require(try Self.run(["check", "--jobs", jobs] + arguments))
                let json = try #require(try Self.run(["check", "--jobs", jobs, "--json"] + arguments))
                #expect(text.status == json.status)
                #expect(json.stdout.hasPrefix("{"))
                texts += [String(text.status), text.stdout, json.stdout]
            }
            let reports = ["junit", "html", "markdown", "oran-json"].map { ($0, directory.appendingPathComponent("r.\($0)").path) }
            let evidence = directory.appendingPathComponent("e.pcapng").path
            var arguments = ["check", "--jobs", jobs, captures[0], "--evidence", evidence]
            for (format, path) in reports { arguments += ["--report", "\(format):\(path)"] }
            _ = try #require(try Self.run(arguments))
            for (_, path) in reports { texts.append(try String(contentsOfFile: path, encoding: .utf8)) }
            texts.append((try Data(contentsOf: URL(fileURLWithPath: evidence))).base64EncodedString())
            outputs.append(texts)
        }
        #expect(outputs[0].count == outputs[1].count)
        for (a, b) in zip(outputs[0], outputs[1]) { #expect(a == b) }
    }

    @Test func jobsOutOfRangeIsBadUsage() throws {
        let capture = CLIHarness.packageRoot.appendingPathComponent("Captures/sample-du-ru-cu.pcapng").path
        for value in ["0", "65", "x"] {
            let result = try #require(try Self.run(["check", "--jobs", value, capture]))
            #expect(result.status == 2, "--jobs \(value)")
        }
    }
}
