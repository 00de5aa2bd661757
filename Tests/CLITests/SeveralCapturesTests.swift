import CaptureIO
import Foundation
import Testing

/// `check A B` of captures that are not one recording: no loss or coupling failure is invented
/// across the file boundary, findings name the file (`B.pcapng#8`), and `--evidence` copies the
/// cited frames of every file.
@Suite struct SeveralCapturesTests {
    static let synth = CLIHarness.packageRoot.appendingPathComponent("Captures/synth")
    static let testbed = CLIHarness.packageRoot.appendingPathComponent("Profiles/testbeds/synth-lab.yaml").path

    @Test(.enabled(if: CLIHarness.executable != nil, "the ranconform executable was not found next to the test bundle"))
    func twoRecordingsInventNothingAtTheirBoundary() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("several-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("a.pcapng"), b = dir.appendingPathComponent("b.pcapng")
        try FileManager.default.copyItem(at: Self.synth.appendingPathComponent("fh-clean.pcapng"), to: a)
        try FileManager.default.copyItem(at: Self.synth.appendingPathComponent("fh-fault-drop.pcapng"), to: b)
        // b starts before a ends (both synthesized from the same epoch): two recordings.
        let one = try #require(try CLIHarness.ranconform(["check", a.path, "--testbed", Self.testbed]))
        #expect(one.status == 0, "\(one.stdout)")
        let evidence = dir.appendingPathComponent("e.pcapng")
        let both = try #require(try CLIHarness.ranconform(["check", a.path, b.path, "--testbed", Self.testbed, "--json", "--evidence", evidence.path]))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(both.stdout.utf8)) as? [String: Any])
        let rows = try #require(json["results"] as? [[String: Any]])
        let alarms = rows.filter { ["FAIL", "WARN"].contains($0["verdict"] as? String) }.compactMap { $0["rule"] as? String }
        // Only the drop fault of b: a sequence loss, nothing at the boundary.
        #expect(Set(alarms) == ["FH-SEQ-INC"], "\(alarms)")
        let seq = rows.filter { $0["rule"] as? String == "FH-SEQ-INC" && $0["verdict"] as? String == "WARN" }
        let refs = seq.flatMap { ($0["findings"] as? [[String: Any]] ?? []).flatMap { $0["frameRefs"] as? [String] ?? [] } }
        #expect(!refs.isEmpty && refs.allSatisfy { $0.hasPrefix("b.pcapng#") }, "\(refs)")
        // The evidence holds b's cited frames, commented with their own frame numbers.
        let reader = try CaptureReader(path: evidence.path)
        var comments: [String] = []
        while let record = reader.next() { comments += record.comments }
        #expect(comments.contains { $0.hasPrefix("original frame") && $0.hasSuffix("of b.pcapng") })
        #expect(comments.contains { $0.hasPrefix("FH-SEQ-INC") })
    }
}
