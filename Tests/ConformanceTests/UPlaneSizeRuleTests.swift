import Conformance
import Foundation
import Testing

/// FH-UP-SIZE on the committed synthesized captures: eCPRI payload sizes and the U-plane
/// startPrbu / numPrbu / sectionId come from tshark 4.0.17; the oversize messages (4 + ecpri.size
/// over the 1000-byte MTU synth-lab-sw24's devices declare) and the splits off a PRB boundary
/// (a message of the same eAxC, slot, symbol and section starting inside PRBs already sent) are
/// worked out from those values.
@Suite struct UPlaneSizeRuleTests {
    typealias O = SynthCaptureOracle
    static let mtu = 1000

    static func oversize(_ rows: [O.Row]) -> [[Int]] {
        rows.filter { $0.ecpriType == 0 && 4 + $0.ecpriSize > mtu }.map { [$0.frame] }
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
        guard let rows = try O.tsharkRows(name) else {
            print("skipped: tshark not found")
            return nil
        }
        #expect(rows.contains { $0.ecpriType == 0 })
        return rows
    }

    @Test func cleanCaptureSplitsAtPRBBoundariesWithinTheMTU() throws {
        guard let rows = try rows("fh-clean-idle-acknack") else { return }
        #expect(Self.oversize(rows).isEmpty && Self.overlaps(rows).isEmpty)
        // The 40-PRB DL symbols really are split (35 + 5 PRBs), so the continuity is exercised.
        #expect(rows.contains { $0.ecpriType == 0 && $0.downlink && $0.startPrbu == 35 })
        let r = try O.check("fh-clean-idle-acknack")
        #expect(r.verdicts("FH-UP-SIZE") == [.pass])
        #expect(EngineSupport.evaluated(r, "FH-UP-SIZE") == rows.filter { $0.ecpriType == 0 }.count)
    }

    @Test func splitInsideAPRBFailsNamingBothMessages() throws {
        guard let rows = try rows("fh-fault-uplane-split-mid-prb") else { return }
        let expected = Self.overlaps(rows)
        #expect(expected.count == 1 && Self.oversize(rows).isEmpty)
        let r = try O.check("fh-fault-uplane-split-mid-prb")
        #expect(r.verdicts("FH-UP-SIZE").contains(.fail))
        #expect(r.results(for: "FH-UP-SIZE").flatMap(\.findings).map(\.frames) == expected)
        #expect(r.verdicts("FH-ETH-MTU").isSubset(of: [.pass]))
    }

    @Test func unsplitOversizeMessageFails() throws {
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
