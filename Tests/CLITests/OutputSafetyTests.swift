import CaptureIO
import Foundation
import Testing

/// Outputs never overwrite inputs, are written whole or not at all, and an evidence problem does
/// not stop the reports.
@Suite struct OutputSafetyTests {
    static let sample = CLIHarness.packageRoot.appendingPathComponent("Captures/sample-du-ru-cu.pcapng")
    static let available = CLIHarness.executable != nil

    static func directory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("outputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test(.enabled(if: available, "the ranconform executable was not found next to the test bundle"))
    func anOutputThatIsAnInputIsRefusedBeforeAnythingIsRead() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let capture = dir.appendingPathComponent("x.pcapng")
        try FileManager.default.copyItem(at: Self.sample, to: capture)
        let link = dir.appendingPathComponent("link.pcapng")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: capture)
        let hard = dir.appendingPathComponent("hard.pcapng")
        try FileManager.default.linkItem(at: capture, to: hard)
        let original = try Data(contentsOf: capture)
        for arguments in [
            ["--evidence", capture.path], ["--evidence", link.path], ["--report", "html:\(capture.path)"],
            ["--report", "json:\(hard.path)"], ["--report", "markdown:\(link.path)"],
        ] {
            let r = try #require(try CLIHarness.ranconform(["check", capture.path] + arguments))
            #expect(r.status == 2, "\(arguments)")
            #expect(r.stdout.isEmpty, "\(arguments): nothing is checked")
            #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains("refusing to overwrite"), "\(r.stderr)")
            #expect(try Data(contentsOf: capture) == original, "\(arguments)")
        }
        let scenario = dir.appendingPathComponent("s.yaml")
        try FileManager.default.copyItem(at: CLIHarness.packageRoot.appendingPathComponent("Profiles/scenarios/fh-clean.yaml"), to: scenario)
        let before = try Data(contentsOf: scenario)
        let s = try #require(try CLIHarness.ranconform(["synth", scenario.path, "-o", scenario.path]))
        #expect(s.status == 2 && s.stderr.contains("refusing to overwrite"))
        #expect(try Data(contentsOf: scenario) == before)
    }

    /// A classic pcap of one Ethernet frame holding an eCPRI message of revision 2 (a finding,
    /// so the frame is evidence) whose record says 40 original bytes for 64 captured.
    static func pcapWithOriginalBelowCaptured() -> [UInt8] {
        func le32(_ v: UInt32) -> [UInt8] { [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8(v >> 24)] }
        var bytes = le32(0xA1B2_C3D4) + [2, 0, 4, 0] + le32(0) + le32(0) + le32(65_535) + le32(1)
        var frame: [UInt8] = [0x02, 0, 0, 0, 0xAA, 1, 0x02, 0, 0, 0, 0xBB, 1, 0xAE, 0xFE]
        frame += [0x20, 0x02, 0x00, 0x2E] + [UInt8](repeating: 0, count: 46)
        bytes += le32(1_700_000_000) + le32(0) + le32(UInt32(frame.count)) + le32(40) + frame
        return bytes
    }

    @Test(.enabled(if: available, "the ranconform executable was not found next to the test bundle"))
    func evidenceOfARecordShorterThanItsCapturedBytesIsClampedAndReportsAreWritten() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let capture = dir.appendingPathComponent("odd.pcap")
        try Data(Self.pcapWithOriginalBelowCaptured()).write(to: capture)
        let evidence = dir.appendingPathComponent("evidence.pcapng"), report = dir.appendingPathComponent("r.json")
        let r = try #require(try CLIHarness.ranconform(["check", capture.path, "--evidence", evidence.path, "--report", "json:\(report.path)"]))
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")  // FH-ECPRI-REV fails; nothing else goes wrong
        #expect(FileManager.default.fileExists(atPath: report.path))
        let reader = try CaptureReader(path: evidence.path)
        let record = try #require(reader.next())
        #expect(record.capturedLength == 64 && record.originalLength == 64)
        #expect(record.comments.contains { $0.hasPrefix("FH-ECPRI-REV") })
        // No temporary file is left beside the outputs.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["evidence.pcapng", "odd.pcap", "r.json"])
    }
}
