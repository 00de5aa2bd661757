import Foundation
import Testing
import TestSupport

/// `check --evidence FILE.pcapng`, read back by tshark: one packet per cited frame, each with
/// `RULE-ID: message` comments, byte-identical (time, length) to the frame in the original capture.
@Suite struct EvidenceOptionTests {
    @Test(.requires(.shared, .tshark)) func tsharkShowsTheCitedFramesWithTheirComments() throws {
        let shared = Oracle.shared
        let capture = shared.appendingPathComponent("testdata/f1ap/captures/gowireshark_f1ap.pcapng").path
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("evidence-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let evidence = dir.appendingPathComponent("e.pcapng").path
        let json = dir.appendingPathComponent("r.json").path
        guard let r = try CLIHarness.ranconform(["check", capture, "--evidence", evidence, "--report", "json:\(json)"]) else { return }
        #expect(r.status == 1, "\(r.stderr)")

        // The frames the findings cite and their rules, from our own JSON report.
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any]
        var cited: [Int: Set<String>] = [:]
        for row in object?["results"] as? [[String: Any]] ?? [] {
            for finding in row["findings"] as? [[String: Any]] ?? [] {
                for frame in finding["frames"] as? [Int] ?? [] { cited[frame, default: []].insert(row["rule"] as? String ?? "") }
            }
        }
        #expect(!cited.isEmpty)

        guard let rows = try CLIHarness.tsharkFields(evidence, ["frame.comment", "frame.time_epoch", "frame.len"]) else {
            Issue.record("tshark could not read the evidence file")
            return
        }
        #expect(rows.count == cited.count)
        let frames = cited.keys.sorted()
        let filter = "frame.number in {" + frames.map(String.init).joined(separator: " ") + "}"
        guard let original = try CLIHarness.tsharkFields(capture, ["frame.time_epoch", "frame.len"], options: ["-Y", filter]) else { return }
        #expect(original.count == frames.count)
        for (i, row) in rows.enumerated() where i < frames.count && i < original.count {
            let comment = row[0]
            for rule in cited[frames[i]] ?? [] { #expect(comment.contains("\(rule): "), "frame \(frames[i]) lacks \(rule): \(comment)") }
            #expect(comment.contains("original frame \(frames[i]) of gowireshark_f1ap.pcapng"))
            #expect(Array(row[1...]) == original[i], "time and length of frame \(frames[i])")
        }
    }
}
