import Foundation
import Testing

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

    @Test func jsonHasOneResultsArrayWithTheRequiredKeys() throws {
        guard let shared = CLIHarness.sharedDirectory else {
            print("skipped: ../shared absent")
            return
        }
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

    @Test func fh1x1WithItsTestbedExitsZero() throws {
        guard let shared = CLIHarness.sharedDirectory else {
            print("skipped: ../shared absent")
            return
        }
        guard let r = try CLIHarness.ranconform(["check", shared.appendingPathComponent("testdata/fronthaul/captures/fh_1x1.pcap").path,
                                                 "--testbed", "\(Self.root)/Profiles/testbeds/fh-1x1.yaml"]) else { return }
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.stdout.contains("frames: 448 (decoded 448, malformed 0"))
        #expect(!r.stdout.contains("\nFAIL   "))
        #expect(r.stdout.contains("FAIL 0,"))
    }

    @Test func badProfileIsOneLocatedLineAndExitTwo() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("check-cli-\(UUID().uuidString)")
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
