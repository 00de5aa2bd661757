import Foundation
import TestSupport
import Testing

/// Results never depend on hashing: each process seeds Swift's hasher afresh, so two runs of
/// the same check in two processes give byte-identical JSON only when no rule reports in
/// dictionary order. The captures are those whose end-of-capture judgements (UL response
/// horizons, U-plane with no C-plane, sequence flows) hold several open entries at once.
@Suite struct RunToRunDeterminismTests {
    static let captures = ["synth/mixed-lab.pcapng", "synth/fh-clean.pcapng", "synth/fh-fault-missing-ul-symbol.pcapng"]

    @Test(arguments: captures) func twoProcessesGiveIdenticalJSON(capture: String) throws {
        let path = Oracle.captures.appendingPathComponent(capture).path
        let testbed = Oracle.profiles.appendingPathComponent("testbeds/lab-a.yaml").path
        var outputs: [String] = []
        for _ in 0..<3 {
            guard let r = try CLIHarness.ranconform(["check", path, "--testbed", testbed, "--json"]) else { return }
            #expect(!r.stdout.isEmpty)
            outputs.append(r.stdout)
        }
        #expect(Set(outputs).count == 1, "the JSON results differ between runs of \(capture)")
    }
}
