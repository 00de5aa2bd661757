import Conformance
import Foundation
import ProfileLoading
import Profiles
import Testing
import TestSupport

/// FH-UP-SIZE on the committed synthesized captures: eCPRI payload sizes and the U-plane
/// startPrbu / numPrbu / sectionId come from tshark 4.0.17; the oversize messages (4 + ecpri.size
/// over the 1000-byte MTU synth-lab-sw24's devices declare) and the splits off a PRB boundary
/// (a message of the same eAxC, slot, symbol and section starting inside PRBs already sent) are
/// worked out from those values.
@Suite struct UPlaneSizeRuleTests {
    typealias O = SynthCaptureOracle
    static let mtu = 1000

    static func oversize(_ rows: [O.Row], mtu: Int = mtu) -> [[Int]] {
        rows.filter { $0.ecpriType == 0 && 4 + $0.ecpriSize > mtu }.map { [$0.frame] }
    }

    /// The synth testbed's nodes on devices that leave `fronthaul.mtu` out (`deviceMTU` nil) or
    /// write it, and a testbed-level `fronthaul.mtu` of `testbedMTU`.
    static func configuration(deviceMTU: Int?, testbedMTU: Int?) throws -> RunConfiguration {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mtu-tb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (id, role) in [("du", "o-du"), ("ru", "o-ru")] {
            try """
                ranconform: 1
                kind: device
                id: m-\(id)
                role: \(role)
                vendor: Test
                model: m-\(id)
                software: "1.0"
                fronthaul:
                  cus: "13.00"
                  eaxc: {duPortBits: 2, bandSectorBits: 6, ccBits: 4, ruPortBits: 4}
                  sectionTypes: [0, 1, 3, 8]
                  sectionExtensions: [6, 22]
                  compression:
                    - {method: bfp, iqWidth: [9], static: true}
                \(deviceMTU.map { "  mtu: \($0)\n" } ?? "")
                """.write(to: dir.appendingPathComponent("\(id).yaml"), atomically: true, encoding: .utf8)
        }
        let testbed = """
            ranconform: 1
            kind: testbed
            name: mtu
            nodes:
              du1: {device: du.yaml, match: {mac: "02:00:00:00:bb:01", vlan: 100}}
              ru1: {device: ru.yaml, match: {mac: "02:00:00:00:aa:01", vlan: 100}}
            carrier: {numerology: 1, prbs: 51, duplex: tdd, tddPattern: DDDSU}
            \(testbedMTU.map { "fronthaul: {mtu: \($0)}\n" } ?? "")
            """
        let path = dir.appendingPathComponent("tb.yaml")
        try testbed.write(to: path, atomically: true, encoding: .utf8)
        return RunConfiguration(testbed: try ProfileLoader.loadTestbed(path: path.path))
    }

    static func overlaps(_ rows: [O.Row]) -> [[Int]] {
        var next: [String: (frame: Int, end: Int)] = [:]
        var out: [[Int]] = []
        for r in rows where r.ecpriType == 0 {
            guard let start = r.startPrbu, let count = r.numPrbu else { continue }
            let key = "\(r.eAxC) \(r.downlink) \(r.slot) \(r.symbol) \(r.sectionId)"
            if let p = next[key], start < p.end { out.append([p.frame, r.frame]) }
            next[key] = (r.frame, max(next[key]?.end ?? 0, start + count))
        }
        return out
    }

    func rows(_ name: String) throws -> [O.Row]? {
        let rows = try #require(try O.tsharkRows(name))
        #expect(rows.contains { $0.ecpriType == 0 })
        return rows
    }

    @Test(.requires(.tshark)) func cleanCaptureSplitsAtPRBBoundariesWithinTheMTU() throws {
        guard let rows = try rows("fh-clean-idle-acknack") else { return }
        #expect(Self.oversize(rows).isEmpty && Self.overlaps(rows).isEmpty)
        // The 40-PRB DL symbols really are split (35 + 5 PRBs), so the continuity is exercised.
        #expect(rows.contains { $0.ecpriType == 0 && $0.downlink && $0.startPrbu == 35 })
        let r = try O.check("fh-clean-idle-acknack")
        #expect(r.verdicts("FH-UP-SIZE") == [.pass])
        #expect(EngineSupport.evaluated(r, "FH-UP-SIZE") == rows.filter { $0.ecpriType == 0 }.count)
    }

    @Test(.requires(.tshark)) func splitInsideAPRBFailsNamingBothMessages() throws {
        guard let rows = try rows("fh-fault-uplane-split-mid-prb") else { return }
        let expected = Self.overlaps(rows)
        #expect(expected.count == 1 && Self.oversize(rows).isEmpty)
        let r = try O.check("fh-fault-uplane-split-mid-prb")
        #expect(r.verdicts("FH-UP-SIZE").contains(.fail))
        #expect(r.results(for: "FH-UP-SIZE").flatMap(\.findings).map(\.frames) == expected)
        #expect(r.verdicts("FH-ETH-MTU").isSubset(of: [.pass]))
    }

    /// Testbed `fronthaul.mtu` where the devices declare none: the oversize frames tshark shows for
    /// that MTU fail, at 1136 bytes nothing passes a 1000-byte link and everything a 1200-byte one;
    /// a device's own `fronthaul.mtu` wins over the testbed's.
    @Test(.requires(.tshark)) func testbedMTUAppliesWhenTheDevicesDeclareNone() throws {
        guard let rows = try rows("fh-fault-oversize-uplane") else { return }
        let capture = O.capture("fh-fault-oversize-uplane")
        for (deviceMTU, testbedMTU, effective) in [(nil, 1000, 1000), (nil, 1200, 1200), (9000, 1000, 9000), (nil, nil, 1500)] as [(Int?, Int?, Int)] {
            let label = "device mtu \(deviceMTU.map(String.init) ?? "none"), testbed mtu \(testbedMTU.map(String.init) ?? "none")"
            let expected = Self.oversize(rows, mtu: effective)
            let r = try EngineSupport.check(capture, configuration: try Self.configuration(deviceMTU: deviceMTU, testbedMTU: testbedMTU))
            let findings = r.results(for: "FH-UP-SIZE").flatMap(\.findings)
            #expect(findings.map(\.frames) == expected, "\(label)")
            #expect(findings.allSatisfy { $0.expected == "≤ \(effective) bytes" }, "\(label)")
            // Per node: the O-DU sent the oversize DL message, the O-RU's UL messages fit.
            #expect(r.verdicts("FH-UP-SIZE") == (expected.isEmpty ? [.pass] : [.pass, .fail]), "\(label)")
            if deviceMTU == nil, testbedMTU != nil, let f = findings.first { #expect(f.message.contains("testbed's fronthaul.mtu"), "\(f.message)") }
            // FH-ETH-MTU holds every frame to the same MTU: its Ethernet payload is the 4-byte
            // eCPRI common header plus tshark's ecpri.size, for any message type.
            let ethernet = r.results(for: "FH-ETH-MTU").flatMap(\.findings)
            #expect(ethernet.map(\.frames) == rows.filter { 4 + $0.ecpriSize > effective }.map { [$0.frame] }, "\(label)")
            if deviceMTU == nil, testbedMTU != nil, let f = ethernet.first { #expect(f.message.contains("testbed's fronthaul.mtu"), "\(f.message)") }
        }
        #expect(Self.oversize(rows, mtu: 1000).count == 1 && Self.oversize(rows, mtu: 1200).isEmpty)
    }

    @Test(.requires(.tshark)) func unsplitOversizeMessageFails() throws {
        guard let rows = try rows("fh-fault-oversize-uplane") else { return }
        let expected = Self.oversize(rows)
        #expect(expected.count == 1 && Self.overlaps(rows).isEmpty)
        let r = try O.check("fh-fault-oversize-uplane")
        let findings = r.results(for: "FH-UP-SIZE").flatMap(\.findings)
        #expect(findings.map(\.frames) == expected)
        #expect(findings.first?.actual == String(4 + (rows.first { $0.frame == expected.first?.first }?.ecpriSize ?? 0)))
        // The same frame is FH-ETH-MTU's link-level finding (its text differs: see the rule's doc comment).
        #expect(r.results(for: "FH-ETH-MTU").flatMap(\.findings).map(\.frames) == expected)
    }
}
