import Foundation
import TestSupport
import Testing

/// The same capture checked by separate processes gives byte-identical results: Swift seeds its
/// hashing per process, so any rule that reports in dictionary order would show here as runs that
/// differ (findings, their order, measurement sums).
@Suite(.enabled(if: CLIHarness.executable != nil, "the ranconform executable was not found next to the test bundle"))
struct ReproducibleOutputTests {
    @Test(arguments: [
        ("Captures/synth/fh-clean.pcapng", "Profiles/testbeds/lab-a.yaml"),
        ("Captures/synth/mixed-lab.pcapng", "Profiles/testbeds/lab-a.yaml"),
        ("Captures/synth/fh-clean-idle-acknack.pcapng", "Profiles/testbeds/synth-lab.yaml"),
        ("Captures/synth/f1ap-fault-response-timeout.pcapng", "Profiles/testbeds/synth-lab.yaml"),
        ("Captures/sample-du-ru-cu.pcapng", "Profiles/testbeds/lab-a.yaml"),
    ])
    func separateProcessesAgree(capture: String, testbed: String) throws {
        let executable = try #require(CLIHarness.executable)
        try #require(FileManager.default.fileExists(atPath: Oracle.path(capture)), "\(capture) missing")
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = nil
        var outputs: Set<String> = []
        for _ in 0..<5 {
            let run = try Subprocess.run(executable.path, ["check", Oracle.path(capture), "--testbed", Oracle.path(testbed), "--json"], environment: environment)
            #expect([0, 1, 3].contains(run.status), "\(run.stderr)")
            outputs.insert(run.stdout)
        }
        #expect(outputs.count == 1, "\(capture): \(outputs.count) different outputs from 5 runs")
    }
}
