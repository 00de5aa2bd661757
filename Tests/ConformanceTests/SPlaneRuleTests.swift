import Conformance
import Foundation
import ProfileLoading
import Profiles
import Testing
import TestSupport

/// S-plane verdicts on the two streams of `Tests/TimingOracle/splane_stream.py` (scapy's PTP layer;
/// the script states the verdicts that follow from what it built and the G.8275.1 values).
@Suite struct SPlaneRuleTests {
    typealias S = EngineSupport

    @Test(.requires(.scapy), arguments: ["good", "bad"])
    func verdictsMatchWhatTheStreamWasBuiltWith(scenario: String) throws {
        let python = try #require(TimingOracleTests.python3())
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("splane-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let pcap = dir.appendingPathComponent("s.pcap")
        let check = Process()
        check.executableURL = URL(fileURLWithPath: python)
        check.arguments = ["-c", "import scapy.contrib.ptp_v2"]
        check.standardError = FileHandle.nullDevice
        try check.run()
        check.waitUntilExit()
        try #require(check.terminationStatus == 0, "scapy.contrib.ptp_v2 does not import")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [S.packageRoot.appendingPathComponent("Tests/TimingOracle/splane_stream.py").path, scenario, pcap.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let doc = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let expected = doc?["expected"] as? [String: String] ?? [:]
        try #require(expected.count == 6)
        let r = try S.check(pcap.path, configuration: RunConfiguration())
        #expect(r.frames.frames == doc?["frames"] as? Int)
        for (rule, verdict) in expected {
            #expect(r.verdicts(rule).map(\.rawValue) == [verdict], "\(scenario) \(rule): \(r.results(for: rule).map { "\($0.node) \($0.verdict) \($0.findings.first?.message ?? $0.reason ?? "")" })")
        }
        if scenario == "bad" {
            let messages = r.results(for: "SP-PTP-SEQ").flatMap(\.findings).map(\.message)
            #expect(messages.first?.contains("expected 10, got 12") == true, "\(messages)")
        }
    }

    /// Without PTP in the capture, the S-plane rules are SKIP "not applicable" unless the testbed
    /// declares a time-synchronised capture: then presence warns and the other five are SKIP
    /// (nothing to judge).
    @Test func noPTPWarnsOnlyForASynchronisedCapture() throws {
        let others = ["SP-PTP-RATE", "SP-PTP-DOMAIN", "SP-PTP-GM", "SP-PTP-SEQ", "SP-PTP-CLASS"]
        var f = S.Feeder(S.specOnly())
        f.c(S.cPlane(direction: 1, sections: [(1, 0, 4, 1)]))
        let r = f.finish()
        for id in ["SP-PTP-PRESENT"] + others {
            #expect(r.verdicts(id) == [.skip], "\(id)")
            #expect(r.results(for: id).first?.reason?.hasPrefix("not applicable: no PTP message in the capture, and no testbed") == true, "\(id)")
        }
        let unsynchronised = try ProfileLoader.loadTestbed(path: try S.writeTestbed(extra: "timing: {gpsAligned: false, tap: du}\n"))
        var h = S.Feeder(RunConfiguration(testbed: unsynchronised))
        h.c(S.cPlane(direction: 1, sections: [(1, 0, 4, 1)]))
        let u = h.finish()
        #expect(u.verdicts("SP-PTP-PRESENT").allSatisfy { $0 == .skip } && !u.verdicts("SP-PTP-PRESENT").isEmpty)
        #expect(u.results(for: "SP-PTP-PRESENT").first?.reason?.contains("gpsAligned is false") == true)
        let path = try S.writeTestbed(extra: "timing: {gpsAligned: true, tap: du}\n")
        let testbed = try ProfileLoader.loadTestbed(path: path)
        // Under two Announce intervals of capture, no PTP proves nothing: the capture may fall
        // between two messages (state from before/after the capture).
        var short = S.Feeder(RunConfiguration(testbed: testbed))
        short.c(S.cPlane(direction: 1, sections: [(1, 0, 4, 1)]))
        short.c(S.cPlane(direction: 1, slot: 1, sections: [(1, 0, 4, 1)]))
        let brief = short.finish()
        #expect(brief.verdicts("SP-PTP-PRESENT") == [.inconclusive])
        #expect(brief.results(for: "SP-PTP-PRESENT").first?.reason?.contains("state from before/after the capture") == true)
        var g = S.Feeder(RunConfiguration(testbed: testbed))
        g.c(S.cPlane(direction: 1, sections: [(1, 0, 4, 1)]))
        g.time += 300_000_000
        g.c(S.cPlane(direction: 1, slot: 1, sections: [(1, 0, 4, 1)]))
        let s = g.finish()
        #expect(s.verdicts("SP-PTP-PRESENT") == [.warn])
        for id in others {
            #expect(s.verdicts(id) == [.skip], "\(id)")
            #expect(s.results(for: id).first?.reason?.contains("SP-PTP-PRESENT reports it") == true, "\(id)")
        }
    }

    /// A declared fronthaul node the capture never shows (a second O-RU of the testbed) gets no
    /// S-plane result: its other fronthaul rules are SKIP for lack of traffic too.
    @Test func declaredNodeWithoutTrafficGetsNoSPlaneResult() throws {
        let path = try S.writeTestbed(
            extra: "timing: {gpsAligned: true, tap: du}\n",
            extraNodes: "  ru2: {device: ru.yaml, match: {mac: \"02:00:00:00:aa:02\", vlan: 100}}\n")
        let testbed = try ProfileLoader.loadTestbed(path: path)
        var g = S.Feeder(RunConfiguration(testbed: testbed))
        g.c(S.cPlane(direction: 1, sections: [(1, 0, 4, 1)]))
        g.time += 300_000_000
        g.c(S.cPlane(direction: 1, slot: 1, sections: [(1, 0, 4, 1)]))
        let r = g.finish()
        let nodes = Set(r.results(for: "SP-PTP-PRESENT").map(\.node))
        #expect(nodes == ["du", "ru"], "\(nodes)")
        #expect(r.verdicts("SP-PTP-PRESENT") == [.warn])
    }
}
