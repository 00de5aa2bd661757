import Foundation
import Testing

/// `ranconform synth`: writes the committed reference capture byte for byte for its seed, and a
/// bad scenario is one `file:line:column` line on stderr with exit code 2.
@Suite struct SynthCommandTests {
    @Test func writesTheCommittedCaptureForItsSeed() throws {
        let scenario = CLIHarness.packageRoot.appendingPathComponent("Profiles/scenarios/fh-fault-drop.yaml").path
        let committed = CLIHarness.packageRoot.appendingPathComponent("Captures/synth/fh-fault-drop.pcapng")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("synth-\(UUID().uuidString).pcapng")
        defer { try? FileManager.default.removeItem(at: output) }
        guard let r = try CLIHarness.ranconform(["synth", scenario, "-o", output.path, "--seed", "1"]) else { return }
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Data(contentsOf: output) == Data(contentsOf: committed))
        guard let other = try CLIHarness.ranconform(["synth", scenario, "-o", output.path, "--seed", "2"]) else { return }
        #expect(other.status == 0)
        #expect(try Data(contentsOf: output) != Data(contentsOf: committed))
    }

    @Test func badScenarioIsOneLocatedErrorAndExit2() throws {
        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("scenario-\(UUID().uuidString).yaml")
        let testbed = CLIHarness.packageRoot.appendingPathComponent("Profiles/testbeds/synth-lab.yaml").path
        try "ranconform: 1\nkind: scenario\nname: x\ntestbed: \(testbed)\nfronthaul:\n  flows:\n    - {eaxc: \"0:0:0:0\", purpose: pdsch}\n  mtu: 50000\n"
            .write(to: bad, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: bad) }
        guard let r = try CLIHarness.ranconform(["synth", bad.path, "-o", "/dev/null"]) else { return }
        #expect(r.status == 2)
        #expect(r.stderr == "ranconform: error: \(bad.path):8:8: fronthaul.mtu 50000 is out of range 576...9600\n", "\(r.stderr)")
    }

    @Test func f1apFaultThatFindsNothingIsAWarning() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("scenario-\(UUID().uuidString).yaml")
        let testbed = CLIHarness.packageRoot.appendingPathComponent("Profiles/testbeds/synth-f1.yaml").path
        try "ranconform: 1\nkind: scenario\nname: x\ntestbed: \(testbed)\ndurationMs: 100\nf1ap:\n  faults:\n    - {name: missing-mandatory-ie, message: NoSuchMessage}\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("synth-\(UUID().uuidString).pcapng")
        defer {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: output)
        }
        guard let r = try CLIHarness.ranconform(["synth", file.path, "-o", output.path]) else { return }
        #expect(r.status == 0)
        #expect(r.stderr.hasPrefix("ranconform: warning: \(file.path): f1ap fault not applied: missing-mandatory-ie"), "\(r.stderr)")
    }
}
