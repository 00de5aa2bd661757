import Conformance
import Foundation
import Profiles
import Testing
import TestSupport

/// FH-XP-ST0 on the committed synthesized captures: the idle declarations (section type 0 start
/// PRB, PRB count, start symbol, symbol count) and the DL U-plane PRBs come from tshark 4.0.17,
/// which decodes ST0 and U-plane sections; the clashes are worked out from those values.
@Suite struct IdleSectionRuleTests {
    typealias O = SynthCaptureOracle

    /// [ST0 frame, U-plane frame] for each DL U-plane message carrying data in PRBs an earlier
    /// ST0 of its eAxC and slot declares idle on its symbol.
    static func clashes(_ rows: [O.Row]) -> [[Int]] {
        var idle: [String: [(frame: Int, symbols: Range<Int>, prbs: Range<Int>)]] = [:]
        var out: [[Int]] = []
        for r in rows where r.downlink {
            let key = "\(r.eAxC) \(r.slot)"
            if r.ecpriType == 2, r.sectionType == 0, let start = r.startPrbc, let count = r.numPrbc, let n = r.numSymbol {
                idle[key, default: []].append((r.frame, r.symbol..<(r.symbol + n), start..<(start + count)))
            } else if r.ecpriType == 0, let start = r.startPrbu, let count = r.numPrbu {
                for d in idle[key] ?? [] where d.symbols.contains(r.symbol) && d.prbs.overlaps(start..<(start + count)) {
                    out.append([d.frame, r.frame])
                    break
                }
            }
        }
        return out
    }

    @Test(.requires(.tshark)) func cleanCaptureKeepsIdlePRBsEmpty() throws {
        let rows = try #require(try O.tsharkRows("fh-clean-idle-acknack"))
        #expect(rows.contains { $0.sectionType == 0 })
        #expect(Self.clashes(rows).isEmpty)
        let r = try O.check("fh-clean-idle-acknack")
        #expect(r.verdicts("FH-XP-ST0") == [.pass])
        #expect(EngineSupport.evaluated(r, "FH-XP-ST0") == rows.filter { $0.downlink && $0.ecpriType == 0 }.count)
    }

    @Test(.requires(.tshark)) func uPlaneInIdlePRBsWarnsWithBothFrames() throws {
        let rows = try #require(try O.tsharkRows("fh-fault-uplane-in-st0-idle"))
        let expected = Self.clashes(rows)
        #expect(!expected.isEmpty)
        let r = try O.check("fh-fault-uplane-in-st0-idle")
        #expect(r.verdicts("FH-XP-ST0") == [.warn])
        #expect(EngineSupport.violations(r, "FH-XP-ST0") == expected.count)
        let frames = r.results(for: "FH-XP-ST0").flatMap(\.findings).map(\.frames)
        #expect(frames == Array(expected.prefix(frames.count)))
    }
}
