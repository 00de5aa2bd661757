import Foundation
import Testing

/// A capture cut short is not a PASS: a file truncated mid-record, or with frames cut by the snap
/// length, gives the verdict INCONCLUSIVE, exit code 3 (when no rule failed), and says so in the
/// text output and in every report.
@Suite struct IncompleteCaptureTests {
    static let sample = CLIHarness.packageRoot.appendingPathComponent("Captures/sample-du-ru-cu.pcapng")
    static let testbed = CLIHarness.packageRoot.appendingPathComponent("Profiles/testbeds/lab-a.yaml").path

    static func temporary(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("incomplete-\(UUID().uuidString)-\(name)")
    }

    @Test(.enabled(if: CLIHarness.executable != nil, "the ranconform executable was not found next to the test bundle"))
    func captureCutMidRecordIsInconclusiveWithExitThree() throws {
        let whole = try Data(contentsOf: Self.sample)
        let complete = try #require(try CLIHarness.ranconform(["check", Self.sample.path, "--testbed", Self.testbed]))
        #expect(complete.status == 0)
        #expect(complete.stdout.contains("\nverdict: PASS"))
        // Cut 37 bytes into the last block: the file ends mid-record.
        let cut = Self.temporary("cut.pcapng")
        defer { try? FileManager.default.removeItem(at: cut) }
        try whole.prefix(whole.count - 37).write(to: cut)
        let dir = Self.temporary("reports")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try #require(try CLIHarness.ranconform([
            "check", cut.path, "--testbed", Self.testbed,
            "--report", "json:\(dir.path)/r.json", "--report", "junit:\(dir.path)/r.xml", "--report", "html:\(dir.path)/r.html",
            "--report", "markdown:\(dir.path)/r.md", "--report", "oran-json:\(dir.path)/r.oran.json",
        ]))
        #expect(r.status == 3, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("\nverdict: INCONCLUSIVE"))
        #expect(r.stdout.contains("capture incomplete: \(cut.path)"))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("r.json"))) as? [String: Any]
        #expect(json?["verdict"] as? String == "INCONCLUSIVE")
        #expect((json?["capture"] as? [String: Any])?["complete"] as? Bool == false)
        let junit = try String(contentsOf: dir.appendingPathComponent("r.xml"), encoding: .utf8)
        #expect(junit.contains("<error message=\"capture incomplete") && junit.contains("errors=\"1\""))
        #expect(try String(contentsOf: dir.appendingPathComponent("r.html"), encoding: .utf8).contains("capture incomplete"))
        #expect(try String(contentsOf: dir.appendingPathComponent("r.md"), encoding: .utf8).contains("**Capture incomplete:**"))
        let oran = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("r.oran.json"))) as? [String: Any]
        #expect(oran != nil)
        #expect(r.stderr.contains("capture incomplete"))

        let asJSON = try #require(try CLIHarness.ranconform(["check", cut.path, "--testbed", Self.testbed, "--json"]))
        #expect(asJSON.status == 3)
        let object = try JSONSerialization.jsonObject(with: Data(asJSON.stdout.utf8)) as? [String: Any]
        #expect(object?["captureComplete"] as? Bool == false)
        #expect(object?["verdict"] as? String == "INCONCLUSIVE")
    }
}
