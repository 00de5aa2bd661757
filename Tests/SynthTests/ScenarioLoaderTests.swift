import Foundation
import ProfileLoading
import Profiles
import Testing
@testable import Synth

/// Scenario YAML: the committed scenarios load, and bad ones fail with file:line:column.
@Suite struct ScenarioLoaderTests {
    static func write(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scenario-\(UUID().uuidString).yaml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    static let header = "ranconform: 1\nkind: scenario\nname: t\ntestbed: \(SynthSupport.path("Profiles/testbeds/synth-lab.yaml"))\n"

    @Test func cleanScenarioLoadsWithTestbedValues() throws {
        let s = try ScenarioLoader.load(path: SynthSupport.path("Profiles/scenarios/fh-clean.yaml"))
        let fh = try #require(s.fronthaul)
        #expect(s.durationNanoseconds == 10_000_000)
        #expect(s.startNanoseconds == 1_767_225_600_000_000_000)
        // From the testbed (synth-lab.yaml): du1 and ru1 MACs, VLAN 100, 51 PRBs, DDDSU, special slot 10/2/2.
        #expect(fh.duMAC == [0x02, 0, 0, 0, 0xbb, 0x01])
        #expect(fh.ruMAC == [0x02, 0, 0, 0, 0xaa, 0x01])
        #expect(fh.vlan == 100)
        #expect(fh.carrier.prbs == 51 && fh.carrier.numerology == 1)
        #expect(fh.carrier.pattern.map(\.rawValue) == Array("DDDSU"))
        #expect(fh.carrier.specialDL == 10 && fh.carrier.specialUL == 2)
        #expect(fh.mtu == 1000)
        // eAxC "0:0:0:0-1" with the 2/6/4/4 split is raw 0x0000 and 0x0001; "0:0:0:12" is 0x000c.
        #expect(fh.flows.map(\.eaxcs) == [[0, 1], [0, 1], [8], [12]])
        #expect(fh.flows.map(\.purpose) == [.pdsch, .pusch, .prach, .srs])
        #expect(fh.flows[2].sectionType == 3 && fh.flows[2].startPRB == 2 && fh.flows[2].prbCount == 12)
        // O-DU windows of beta-du.yaml: T1a up 150–300 µs, Ta4 40–200 µs.
        #expect(fh.timing.dlUPlane == 150_000...300_000)
        #expect(fh.timing.ulUPlane == 40_000...200_000)
        #expect(fh.timing.jitterNanoseconds == 5_000)
        #expect(fh.ptp?.domain == 24)
        #expect(fh.delayMeasurementIntervalNanoseconds == 1_000_000)
    }

    @Test func everyCommittedScenarioLoads() throws {
        let dir = SynthSupport.packageRoot.appendingPathComponent("Profiles/scenarios")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".yaml") && !$0.hasPrefix(".") }
        #expect(files.count >= 16)
        for file in files {
            do { _ = try ScenarioLoader.load(path: dir.appendingPathComponent(file).path) } catch { Issue.record("\(file): \(error)") }
        }
    }

    /// The `f1ap:` section binds to the testbed's O-DU (MAC, VLAN) and O-CU (IP, SCTP port).
    @Test func f1apSectionBindsTheTestbedNodes() throws {
        let s = try ScenarioLoader.load(path: SynthSupport.path("Profiles/scenarios/mixed-lab.yaml"))
        let f1 = try #require(s.f1ap)
        #expect(f1.config.ues == 2 && f1.config.faults.isEmpty && !f1.config.bundling)
        #expect(f1.du.mac == [0x02, 0, 0, 0, 0xbb, 0x01] && f1.du.vlan == 100 && f1.du.ipv4 == [10, 0, 0, 2])
        #expect(f1.cu.ipv4 == [10, 0, 0, 1] && f1.cu.sctpPort == 38472 && f1.cu.vlan == 100)
    }

    @Test func faultSectionParses() throws {
        let path = try Self.write(Self.header + "fronthaul:\n  flows:\n    - {eaxc: \"0:0:0:0\", purpose: pdsch}\n  faults:\n    - {name: late, rate: 0.25, us: 30, target: dl-c}\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let f = try #require(try ScenarioLoader.load(path: path).fronthaul?.faults.first)
        #expect(f == FaultSpec(kind: .late, rate: 0.25, microseconds: 30, target: .dlC))
    }

    /// (YAML after the header, line, column, words the message must contain); lines count the 4 header lines.
    static let badCases: [(String, Int, Int, String)] = [
        ("fronthaul:\n  flows:\n    - {eaxc: \"0:0:0:0\", purpose: pdsh}\n", 7, 34, "pdsch"),
        ("fronthaul:\n  flowz: []\n", 6, 3, "unknown key 'flowz'"),
        ("fronthaul:\n  flows:\n    - {eaxc: \"0:0:0:0\", purpose: pdsch}\n  faults:\n    - {name: drop}\n", 9, 7, "'rate', 'at' or 'every'"),
        ("fronthaul:\n  flows:\n    - {eaxc: \"0:0:0:0\", purpose: pdsch}\n  faults:\n    - {name: dorp, at: [1]}\n", 9, 14, "drop"),
        ("fronthaul:\n  mtu: 100\n  flows:\n    - {eaxc: \"0:0:0:0\", purpose: pdsch}\n", 6, 8, "576"),
        ("fronthaul:\n  du: du9\n  flows:\n    - {eaxc: \"0:0:0:0\", purpose: pdsch}\n", 6, 7, "no node 'du9'"),
        ("durationMs: ten\nfronthaul:\n  flows:\n    - {eaxc: \"0:0:0:0\", purpose: pdsch}\n", 5, 13, "number"),
        ("fronthaul:\n  flows:\n    - {eaxc: \"0:0:0:0\", purpose: pdsch, prbs: {start: 40, count: 20}}\n", 7, 47, "exceed"),
        ("f1ap:\n  faults:\n    - {name: nope}\n", 7, 14, "missing-mandatory-ie"),
        ("f1ap:\n  procedures: [f1-setup, f1-teardown]\n", 6, 15, "unknown procedure 'f1-teardown'"),
    ]

    @Test(arguments: 0..<10) func badScenarioIsLocated(_ index: Int) throws {
        let (body, line, column, words) = Self.badCases[index]
        let path = try Self.write(Self.header + body)
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try ScenarioLoader.load(path: path)
            Issue.record("case \(index) loaded")
        } catch {
            #expect(error.file == path)
            #expect(error.line == line && error.column == column, "case \(index): \(error)")
            #expect(error.message.contains(words), "case \(index): \(error)")
        }
    }
}
