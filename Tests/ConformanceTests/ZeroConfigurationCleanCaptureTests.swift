import Conformance
import Foundation
import Profiles
import Testing

/// The zero-configuration first run (`ranconform check CAPTURE`, no testbed) on the committed
/// clean reference captures (tshark 4.0.17 finds no malformed frame in them, SynthTests): no
/// FAIL, no malformed frame. A U-plane message whose static compression cannot yet be inferred
/// from its lengths is inconclusive, not a FH-UP-LEN failure.
@Suite struct ZeroConfigurationCleanCaptureTests {
    typealias S = EngineSupport

    static let captures = ["fh-clean", "fh-clean-idle-acknack", "mixed-lab", "f1ap-clean"]

    @Test(arguments: captures) func cleanCaptureHasNoFailWithoutATestbed(name: String) throws {
        let path = S.packageRoot.appendingPathComponent("Captures/synth/\(name).pcapng").path
        let r = try S.check(path, configuration: RunConfiguration())
        let failed = r.results.filter { $0.verdict == .fail }.map { "\($0.rule) \($0.node): \($0.findings.first?.message ?? "")" }
        #expect(failed.isEmpty, "\(failed)")
        #expect(r.frames.malformed == 0, "malformed frames \(r.frames.malformedFrames)")
        #expect(r.frames.decoded + r.frames.inconclusive + r.frames.other == r.frames.frames)
    }
}
