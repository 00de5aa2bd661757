import Foundation
import Testing
import TestSupport

/// `ranconform check`, `profile` and `interop`: exit codes, text and JSON output, profile errors.
@Suite struct CheckCommandTests {
    static let root = CLIHarness.packageRoot.path

    @Test func sampleCaptureWithoutTestbedExitsZeroAndNamesNodesFromAddresses() throws {
        guard let r = try CLIHarness.ranconform(["check", "\(Self.root)/Captures/sample-du-ru-cu.pcapng"]) else { return }
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("testbed: none"))
        #expect(r.stdout.contains("10.0.0.2 (o-du)"))
        #expect(r.stdout.contains("no testbed: declared capabilities unknown"))
    }

    @Test(.requires(.shared)) func jsonHasOneResultsArrayWithTheRequiredKeys() throws {
        let shared = Oracle.shared
        guard let r = try CLIHarness.ranconform(["check", "--json", shared.appendingPathComponent("testdata/f1ap/captures/gowireshark_f1ap.pcapng").path]) else { return }
        #expect(r.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let results = object?["results"] as? [[String: Any]] ?? []
        #expect(!results.isEmpty)
        for row in results {
            for key in ["rule", "node", "verdict", "count", "findings"] { #expect(row[key] != nil, "missing \(key)") }
        }
        let mandatory = results.first { $0["rule"] as? String == "F1-IE-MANDATORY" }
        #expect(mandatory?["verdict"] as? String == "FAIL")
        let finding = (mandatory?["findings"] as? [[String: Any]])?.first
        #expect(finding?["frames"] as? [Int] == [5])
        #expect((finding?["message"] as? String)?.isEmpty == false)
    }

    @Test(.requires(.shared)) func fh1x1WithItsTestbedExitsZero() throws {
        let shared = Oracle.shared
        guard let r = try CLIHarness.ranconform(["check", shared.appendingPathComponent("testdata/fronthaul/captures/fh_1x1.pcap").path,
                                                 "--testbed", "\(Self.root)/Profiles/testbeds/fh-1x1.yaml"]) else { return }
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.stdout.contains("frames: 448 (decoded 448, malformed 0"))
        #expect(!r.stdout.contains("\nFAIL   "))
        #expect(r.stdout.contains("FAIL 0,"))
        // Issue 5: every rule PASS or SKIP with a reason on this capture with its testbed.
        #expect(r.stdout.contains("WARN 0,") && r.stdout.contains("INCONCLUSIVE 0"), "\(r.stdout.suffix(200))")
    }

    @Test func badProfileIsOneLocatedLineAndExitTwo() throws {
        let dir = TemporaryFiles.scratch.appendingPathComponent("check-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let bad = dir.appendingPathComponent("bad.yaml")
        try "ranconform: 1\nkind: testbed\nname: x\nnodes: {}\nbogusKey: 3\n".write(to: bad, atomically: true, encoding: .utf8)
        guard let r = try CLIHarness.ranconform(["check", "\(Self.root)/Captures/sample-du-ru-cu.pcapng", "--testbed", bad.path]) else { return }
        #expect(r.status == 2)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.contains("bad.yaml:5:1") == true, "\(r.stderr)")
    }

    @Test func unreadableCaptureAndBadUsageExitTwo() throws {
        guard let missing = try CLIHarness.ranconform(["check", "/nonexistent/file.pcap"]) else { return }
        #expect(missing.status == 2)
        #expect(missing.stderr.split(separator: "\n").count == 1)
        guard let none = try CLIHarness.ranconform(["check"]) else { return }
        #expect(none.status == 2)
        guard let badSet = try CLIHarness.ranconform(["check", "\(Self.root)/Captures/sample-du-ru-cu.pcapng", "--set", "nonsense"]) else { return }
        #expect(badSet.status == 2)
    }

    @Test func profileValidateShowAndInterop() throws {
        guard let ok = try CLIHarness.ranconform(["profile", "validate", "\(Self.root)/Profiles/testbeds/lab-a.yaml"]) else { return }
        #expect(ok.status == 0, "\(ok.stderr)")
        guard let show = try CLIHarness.ranconform(["profile", "show", "\(Self.root)/Profiles/devices/acme-ru-n78.yaml"]) else { return }
        #expect(show.status == 0)
        #expect(show.stdout.contains("kind: device"))
        guard let interop = try CLIHarness.ranconform(["interop", "\(Self.root)/Profiles/testbeds/lab-a.yaml"]) else { return }
        #expect(interop.status == 0 || interop.status == 1)
        #expect(interop.stdout.contains("du1") && interop.stdout.contains("ru1"))
    }
}

/// Timing in the `check` output: per-flow measurements in the text and the JSON.
@Suite struct CheckTimingOutputTests {
    /// lab-a declares the sample capture not synchronised: the window rules are SKIP "not
    /// applicable", the per-flow table still counts every message as not judged, exit 0.
    @Test func sampleWithLabAShowsInconclusiveTimingFlows() throws {
        let capture = CLIHarness.packageRoot.appendingPathComponent("Captures/sample-du-ru-cu.pcapng").path
        let testbed = CLIHarness.packageRoot.appendingPathComponent("Profiles/testbeds/lab-a.yaml").path
        guard let text = try CLIHarness.ranconform(["check", capture, "--testbed", testbed]),
            let json = try CLIHarness.ranconform(["check", capture, "--testbed", testbed, "--json"])
        else { return }
        #expect(text.status == 0 && json.status == 0)
        #expect(text.stdout.contains("timing per flow"))
        #expect(text.stdout.contains("SKIP         FH-T-DLU                   du1                not applicable: the testbed does not declare the capture time-synchronised"), "\(text.stdout)")
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let flows = (object?["timing"] as? [String: Any])?["flows"] as? [[String: Any]] ?? []
        #expect(flows.count == 4)
        #expect(flows.compactMap { $0["inconclusive"] as? Int }.reduce(0, +) == 6)
    }

    /// The same capture declared synchronised: its generator stamped frameId 0 at UTC
    /// 2026-01-01T00:00:00 (Captures/tools/make_sample_capture.py), i.e. it ignored the 18 leap
    /// seconds; 18 s mod 2.56 s = 80 ms, so every message is about 80 ms late and the frame check
    /// names the leap seconds.
    @Test func sampleDeclaredSynchronisedIsEightyMillisecondsLate() throws {
        let root = CLIHarness.packageRoot.appendingPathComponent("Profiles").path
        let original = try String(contentsOfFile: root + "/testbeds/lab-a.yaml", encoding: .utf8)
        let text = original.replacingOccurrences(of: "../devices/", with: root + "/devices/")
            .replacingOccurrences(of: "../suites/", with: root + "/suites/")
            .replacingOccurrences(of: "gpsAligned: false", with: "gpsAligned: true")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("check-timing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let testbed = dir.appendingPathComponent("tb.yaml").path
        try text.write(toFile: testbed, atomically: true, encoding: .utf8)
        let capture = CLIHarness.packageRoot.appendingPathComponent("Captures/sample-du-ru-cu.pcapng").path
        guard let r = try CLIHarness.ranconform(["check", capture, "--testbed", testbed, "--json"]) else { return }
        #expect(r.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let flows = (object?["timing"] as? [String: Any])?["flows"] as? [[String: Any]] ?? []
        #expect(flows.count == 4)
        for flow in flows {
            let late = flow["late"] as? Int ?? -1
            #expect(late > 0 && flow["early"] as? Int == 0 && flow["onTime"] as? Int == 0, "\(flow)")
            let median = flow["medianOffsetNs"] as? Int ?? 0
            #expect(abs(median - 80_000_000) < 300_000, "\(flow)")
        }
        let results = object?["results"] as? [[String: Any]] ?? []
        let frame = results.first { $0["rule"] as? String == "FH-T-FRAME" && $0["node"] as? String == "du1" }
        #expect(frame?["verdict"] as? String == "FAIL")
        let message = ((frame?["findings"] as? [[String: Any]])?.first?["message"] as? String) ?? ""
        #expect(message.contains("18 s modulo the 2.56 s frameId wrap"), "\(message)")
    }
}
