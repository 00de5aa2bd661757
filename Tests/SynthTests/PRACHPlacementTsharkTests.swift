import Foundation
import Testing
import TestSupport

/// The synthesized PRACH occasion (section type 3) is placed once, by freqOffset: tshark 4.0.17
/// reads freqOffset (raw 24-bit), startPrbc, numPrbc and the SCS code of every ST3 message of the
/// committed captures, and the occasion is worked out here from the spec (CUS §7.5.3.11: freqOffset
/// × ½·SCS is the centre of the first RE relative to the carrier centre; carrier subcarrier k sits
/// at (k − 6·N)·SCS, TS 38.211 §5.3.1), independently of RANConform's FH-CS-PRACH arithmetic.
/// fh-clean declares its PRACH on carrier PRBs 2–13 (`prbs: {start: 2, count: 12}`): every occasion
/// must start at carrier PRB 2 with startPrbc 0, and FH-CS-PRACH must PASS. In
/// fh-fault-prach-outside-carrier exactly the frames tshark shows outside the carrier are the ones
/// FH-CS-PRACH fails.
@Suite struct PRACHPlacementTsharkTests {
    struct Occasion: Equatable {
        var frame: Int
        /// Occupied band in Hz from the carrier centre.
        var low: Int, high: Int
        /// Carrier subcarrier index of the first RE (only meaningful when the grids align).
        var firstSubcarrier: Int
        var startPrbc: Int
    }

    static let carrierPRBs = 51, carrierSCSHz = 30_000

    /// ST3 occasions of a capture as tshark 4.0.17 decodes them.
    static func occasions(_ capture: String) throws -> [Occasion]? {
        let tshark = try #require(Oracle.tshark)
        let out = try SynthSupport.run(tshark, ["-n", "-r", capture, "-Y", "oran_fh_cus.sectionType == 3", "-T", "fields",
                                                "-e", "frame.number", "-e", "oran_fh_cus.freqOffset", "-e", "oran_fh_cus.startPrbc",
                                                "-e", "oran_fh_cus.numPrbc", "-e", "oran_fh_cus.frameStructure.spacing"])
        return out.split(separator: "\n").compactMap { line in
            let c = line.split(separator: "\t").map(String.init)
            guard c.count == 5, let frame = Int(c[0]), let raw = Int(c[1]), let start = Int(c[2]), let num = Int(c[3]),
                  let code = Int(c[4].dropFirst(2), radix: 16) else { return nil }
            let offset = raw >= 1 << 23 ? raw - (1 << 24) : raw  // two's complement, 24 bits
            let scs = 15_000 << code
            let firstCentre = offset * scs / 2 + start * 12 * scs
            let low = firstCentre - scs / 2
            return Occasion(frame: frame, low: low, high: low + num * 12 * scs, firstSubcarrier: firstCentre / scs + 6 * carrierPRBs, startPrbc: start)
        }
    }

    static func inside(_ o: Occasion) -> Bool {
        let edge = 6 * carrierPRBs * carrierSCSHz
        return o.low >= -edge - carrierSCSHz / 2 && o.high <= edge - carrierSCSHz / 2
    }

    static let testbed = SynthSupport.path("Profiles/testbeds/synth-lab.yaml")

    @Test(.requires(.tshark)) func cleanCaptureHasItsPRACHOnTheDeclaredPRBsOnce() throws {
        let capture = SynthSupport.synthCaptures.appendingPathComponent("fh-clean.pcapng").path
        let occasions = try #require(try Self.occasions(capture))
        #expect(occasions.count == 4)  // the PRACH occasions of the 10 ms scenario
        for o in occasions {
            #expect(o.startPrbc == 0, "frame \(o.frame)")
            #expect(o.firstSubcarrier == 2 * 12, "frame \(o.frame): first RE on carrier subcarrier \(o.firstSubcarrier)")
            #expect(Self.inside(o), "frame \(o.frame): \(o.low)…\(o.high) Hz")
        }
        let (_, results) = try SynthSupport.failOrWarn(capture: capture, testbed: Self.testbed)
        let rows = results.results.filter { $0.rule == "FH-CS-PRACH" }
        #expect(Set(rows.map(\.verdict)) == [.pass])
        #expect(rows.reduce(0) { $0 + $1.evaluated } == occasions.count)
    }

    @Test(.requires(.tshark)) func outsideCarrierFaultFailsExactlyTheFramesTsharkPlacesOutside() throws {
        let capture = SynthSupport.synthCaptures.appendingPathComponent("fh-fault-prach-outside-carrier.pcapng").path
        let occasions = try #require(try Self.occasions(capture))
        let outside = occasions.filter { !Self.inside($0) }.map(\.frame)
        #expect(outside == [50])
        // tshark: freqOffset 468 × 15 kHz, 12 PRBs at 30 kHz → 7005 … 11325 kHz; the carrier ends at 9165 kHz.
        #expect(occasions.first { $0.frame == 50 }.map { [$0.low, $0.high] } == [7_005_000, 11_325_000])
        let (rules, results) = try SynthSupport.failOrWarn(capture: capture, testbed: Self.testbed)
        #expect(rules == ["FH-CS-PRACH"])
        let findings = results.results.filter { $0.rule == "FH-CS-PRACH" }.flatMap(\.findings)
        #expect(findings.map(\.frames) == outside.map { [$0] })
    }
}
