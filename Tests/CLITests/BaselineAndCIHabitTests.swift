import CaptureIO
import Foundation
import TestSupport
import Testing

/// `check --baseline`, `ranconform diff`, `--fail-on`, `-q`, exit codes in `--help`, and output
/// paths checked before the run.
@Suite(.enabled(if: CLIHarness.executable != nil, "the ranconform executable was not found next to the test bundle"))
struct BaselineAndCIHabitTests {
    static let synth = Oracle.captures.appendingPathComponent("synth")
    static let testbed = Oracle.path("Profiles/testbeds/synth-lab.yaml")

    static func run(_ arguments: [String]) throws -> ProcessOutput {
        try Subprocess.run(try #require(CLIHarness.executable).path, arguments)
    }

    /// `check --json` of a capture into `directory/NAME.json`.
    static func results(_ capture: URL, _ name: String, in directory: URL) throws -> URL {
        let out = try run(["check", capture.path, "--testbed", testbed, "--report", "json:" + directory.appendingPathComponent(name + ".json").path])
        #expect([0, 1].contains(out.status), "\(out.stderr)")
        return directory.appendingPathComponent(name + ".json")
    }

    static func diffJSON(_ a: URL, _ b: URL) throws -> [String: Any] {
        let out = try run(["diff", a.path, b.path, "--json"])
        #expect(out.status == 0, "\(out.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
    }

    /// A copy of `capture` with three foreign frames in front (every frame number shifts by 3) and
    /// every timestamp moved by 10.24 s (one SFN period of 1024 radio frames, so each message keeps
    /// its frame, subframe and slot against GPS time).
    static func retimed(_ capture: URL, to url: URL) throws {
        let reader = try CaptureReader(path: capture.path)
        var writer = PcapngWriter()
        let interface = writer.addInterface(linkType: .ethernet)
        let shift: Int64 = 10_240_000_000
        var first = true
        while let record = reader.next() {
            if first {
                first = false
                // An ARP request (EtherType 0x0806) from an address no profile names.
                let arp: [UInt8] = [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x02, 0, 0, 0, 0, 0x99, 0x08, 0x06] + [UInt8](repeating: 0, count: 46)
                for i in 0..<3 { try writer.write(arp, timestampNanoseconds: record.timestampNanoseconds + shift - 1_000 + Int64(i), interfaceID: interface) }
            }
            try writer.write(record.bytes, timestampNanoseconds: record.timestampNanoseconds + shift, originalLength: record.originalLength, interfaceID: interface)
        }
        try Data(writer.bytes).write(to: url)
    }

    @Test func oneInjectedFaultIsOneNewFinding() throws {
        let directory = try TemporaryFiles.directory("baseline")
        defer { try? FileManager.default.removeItem(at: directory) }
        let clean = try Self.results(Self.synth.appendingPathComponent("fh-clean.pcapng"), "clean", in: directory)
        let drop = try Self.results(Self.synth.appendingPathComponent("fh-fault-drop.pcapng"), "drop", in: directory)
        let diff = try Self.diffJSON(clean, drop)
        #expect(diff["newFindings"] as? Int == 1)
        #expect(diff["fixedFindings"] as? Int == 0)
        let changes = try #require(diff["changes"] as? [[String: Any]])
        #expect(changes.count == 1)
        #expect(changes.first?["rule"] as? String == "FH-SEQ-INC")
        #expect(changes.first?["regression"] as? Bool == true)
        // The other way round the same finding is fixed, and nothing regressed.
        let back = try Self.diffJSON(drop, clean)
        #expect(back["newFindings"] as? Int == 0)
        #expect(back["fixedFindings"] as? Int == 1)
        #expect(back["regressions"] as? Int == 0)
        // --fail-on new: 1 on the regression, 0 on the fix.
        #expect(try Self.run(["diff", clean.path, drop.path, "--fail-on", "new"]).status == 1)
        #expect(try Self.run(["diff", drop.path, clean.path, "--fail-on", "new"]).status == 0)
        // The same through check --baseline.
        let checked = try Self.run(["check", Self.synth.appendingPathComponent("fh-fault-drop.pcapng").path, "--testbed", Self.testbed,
                                    "--baseline", clean.path, "--fail-on", "new"])
        #expect(checked.status == 1)
        let last = checked.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("verdict: WARN; against the baseline: 1 new, 0 fixed"), "\(last)")
    }

    @Test func rerunAndRetimedCaptureGiveAnEmptyDiff() throws {
        let directory = try TemporaryFiles.directory("rerun")
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["fh-fault-drop", "fh-fault-duplicate", "f1ap-fault-wrong-transaction-id"] {
            let capture = Self.synth.appendingPathComponent(name + ".pcapng")
            let first = try Self.results(capture, name + "-1", in: directory)
            let second = try Self.results(capture, name + "-2", in: directory)
            let rerun = try Self.diffJSON(first, second)
            #expect((rerun["changes"] as? [Any])?.isEmpty == true, "\(name) rerun: \(rerun)")
            #expect((rerun["unchangedFindings"] as? Int ?? 0) > 0, "\(name): the capture has findings to match")
            let moved = directory.appendingPathComponent(name + "-retimed.pcapng")
            try Self.retimed(capture, to: moved)
            let third = try Self.results(moved, name + "-3", in: directory)
            let retimed = try Self.diffJSON(first, third)
            #expect((retimed["changes"] as? [Any])?.isEmpty == true, "\(name) re-timed: \(retimed)")
            #expect(try Self.run(["check", moved.path, "--testbed", Self.testbed, "--baseline", first.path, "--fail-on", "new", "-q"]).status == 0)
        }
    }

    @Test func quietFailOnWarnAndExitCodesInHelp() throws {
        let drop = Self.synth.appendingPathComponent("fh-fault-drop.pcapng").path
        let quiet = try Self.run(["check", drop, "--testbed", Self.testbed, "-q"])
        #expect(quiet.status == 0)
        #expect(quiet.stdout == "verdict: WARN\n")
        #expect(try Self.run(["check", drop, "--testbed", Self.testbed, "-q", "--fail-on", "warn"]).status == 1)
        #expect(try Self.run(["check", Self.synth.appendingPathComponent("fh-clean.pcapng").path, "--testbed", Self.testbed, "-q", "--fail-on", "warn"]).status == 0)
        let full = try Self.run(["check", drop, "--testbed", Self.testbed])
        #expect(full.stdout.hasSuffix("verdict: WARN\n"))
        let help = try Self.run(["check", "--help"])
        for code in ["0 the run passed", "1 a rule FAILed", "2 bad usage", "3 the capture was"] {
            #expect(help.stdout.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "  ", with: " ").contains(code), "\(code)")
        }
        let noBaseline = try Self.run(["check", drop, "--fail-on", "new"])
        #expect(noBaseline.status == 2)
        #expect(noBaseline.stderr.contains("--fail-on new needs --baseline"))
    }

    @Test func outputPathsAreCheckedBeforeTheRun() throws {
        let directory = try TemporaryFiles.directory("paths")
        defer { try? FileManager.default.removeItem(at: directory) }
        let sample = Oracle.captures.appendingPathComponent("sample-du-ru-cu.pcapng").path
        let good = directory.appendingPathComponent("good.xml").path
        let cases: [([String], String)] = [
            (["--report", "junit:" + good, "--report", "html:" + directory.appendingPathComponent("no/such/dir/r.html").path], "does not exist"),
            (["--report", "junit:" + good, "--report", "json:" + directory.path], "is a directory"),
            (["--report", "junit:" + good, "--evidence", directory.appendingPathComponent("missing/e.pcapng").path], "does not exist"),
            (["--report", "junit:-", "--report", "markdown:-"], "only one report can go to standard output"),
            (["--json", "--report", "markdown:-"], "--json prints the results on standard output"),
        ]
        for (arguments, expected) in cases {
            let out = try Self.run(["check", sample] + arguments)
            #expect(out.status == 2, "\(arguments)")
            let lines = out.stderr.split(separator: "\n")
            #expect(lines.count == 1 && out.stderr.contains(expected), "\(arguments): \(out.stderr)")
            #expect(out.stdout.isEmpty, "\(arguments): nothing is printed")
            #expect(!FileManager.default.fileExists(atPath: good), "\(arguments): nothing half-written")
            #expect(!out.stderr.contains("NSCocoaErrorDomain") && !out.stderr.contains("The file"), "no Foundation error text")
        }
        let bad = try Self.run(["diff", directory.appendingPathComponent("absent.json").path, good])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("cannot read"))
        let notJSON = directory.appendingPathComponent("x.json")
        try Data("{\"results\": [1,\n 2,, ]}".utf8).write(to: notJSON)
        let parse = try Self.run(["diff", notJSON.path, notJSON.path])
        #expect(parse.status == 2)
        #expect(parse.stderr.contains("x.json:2:4: not JSON"), "\(parse.stderr)")
    }
}
