import Foundation
import Testing
import TestSupport
import Timing

/// Air times against an independent Python oracle that evaluates the TS 38.211 §5.3.1 symbol
/// layout by summing symbol durations (not the closed form we use) with exact fractions, and
/// resolves the frameId wrap by brute force.
@Suite struct AirTimeOracleTests {
    static let oracle = #"""
        import random, sys
        from fractions import Fraction as F
        seed = int(sys.argv[1]); n = int(sys.argv[2])
        rnd = random.Random(seed)
        NS = 10**9
        Tc = F(1, 480000 * 4096)          # TS 38.211 §4.1, seconds
        kappa = 64
        def sym_start_s(mu, l):
            # Sum of the durations of symbols 0..l-1 of the subframe (TS 38.211 §5.3.1, normal CP):
            # N_u = 2048*kappa*2^-mu, N_CP = 144*kappa*2^-mu + 16*kappa when l == 0 or l == 7*2^mu.
            t = F(0)
            for i in range(l):
                ncp = F(144 * kappa, 2**mu) + (16 * kappa if i % (7 * 2**mu) == 0 else 0)
                t += (F(2048 * kappa, 2**mu) + ncp) * Tc
            return t
        def air_gps_ns(F_abs, sf, slot, sym, mu, alpha, beta):
            t = F(alpha) * F(1, 1) / F(12288, 10000)        # alpha / 1.2288 ns
            t += (beta + F_abs) * 10 * 10**6 + sf * 10**6    # ns
            t += sym_start_s(mu, slot * 14 + sym) * NS
            return (t + F(1, 2)).__floor__()                 # round half up to whole ns
        def case(cap, mu, fid, sf, slot, sym, leap, alpha, beta, off):
            gps = cap - off - (315964800 - leap) * NS
            k0 = (gps // (2560 * 10**6)) - (beta // 256) - 2
            best = None
            for k in range(k0 - 3, k0 + 6):
                Fa = fid + 256 * k
                air = air_gps_ns(Fa, sf, slot, sym, mu, alpha, beta)
                o = gps - air
                if best is None or abs(o) < abs(best[2]) or (abs(o) == abs(best[2]) and air < best[1]):
                    best = (Fa, air, o)
            print(cap, mu, fid, sf, slot, sym, leap, alpha, beta, off, *best)
        for i in range(n):
            mu = rnd.randrange(5)
            sf = rnd.randrange(10); slot = rnd.randrange(2**mu); sym = rnd.randrange(14)
            leap = rnd.choice([18, 18, 18, 17, 0, 37])
            alpha = rnd.choice([0, 0, rnd.randrange(0, 12288000)])
            beta = rnd.choice([0, 0, rnd.randrange(-300, 300)])
            off = rnd.choice([0, 0, rnd.randrange(-2 * 10**6, 2 * 10**6)])
            cap = rnd.randrange(1577836800 * NS, 1893456000 * NS)  # 2020..2030
            style = rnd.randrange(4)
            if style == 0:
                fid = rnd.randrange(256)
            else:
                # the frame really on air near the capture, or its neighbours across the 255 -> 0 wrap
                gps = cap - off - (315964800 - leap) * NS
                local = F(gps) - F(alpha) / F(12288, 10000) - beta * 10 * 10**6
                frame = int(local // (10 * 10**6))
                fid = (frame + rnd.choice([0, 0, 1, -1, 128, -127, 255])) % 256
                if style == 3:
                    # force the wrap: put the capture in frame 0..2 of a cycle and ask for frame 250..255
                    rem = frame % 256
                    cap -= (rem - rnd.randrange(0, 3)) * 10 * 10**6
                    fid = rnd.randrange(250, 256)
            case(cap, mu, fid, sf, slot, sym, leap, alpha, beta, off)
        """#

    @Test(.requires(.python3)) func airTimesAgreeWithSpecFormulaOracle() throws {
        let count = max(400, Support.fuzzCount / 2)
        let out = try Support.python(Self.oracle, ["7", String(count)])
        var checked = 0
        for line in out.split(separator: "\n") {
            let v = line.split(separator: " ").compactMap { Int64($0) }
            try #require(v.count == 13, "bad oracle line \(line)")
            let config = TimingConfiguration(leapSeconds: v[6], alpha: v[7], beta: v[8], captureOffsetNs: v[9])
            let calc = AirTimeCalculator(configuration: config)
            let mu = try #require(Numerology(mu: Int(v[1])))
            let match = try #require(
                calc.nearestAirTime(
                    captureNs: v[0], frameId: UInt8(v[2]), subframeId: UInt8(v[3]), slotId: UInt8(v[4]),
                    symbolId: UInt8(v[5]), numerology: mu))
            #expect(match.absoluteFrame == v[10], "frame for \(line)")
            #expect(match.airGPSNs == v[11], "air time for \(line)")
            #expect(match.offsetNs == v[12], "offset for \(line)")
            #expect(match.offsetNs.magnitude <= 1_280_000_000)
            checked += 1
        }
        #expect(checked == count)
        print("air time: \(checked)/\(count) cases agree with the Python spec-formula oracle")
    }

    /// The numerology table (TS 38.211 §5.3.1): first symbol of each 0.5 ms and a normal symbol, in
    /// ns.
    @Test func symbolDurationsMatchTheNumerologyTable() {
        // (µ, normal symbol ns ≈, first symbol ns ≈), computed by hand from TS 38.211 §5.3.1 (µs
        // with 3 decimals).
        let table: [(Int, Double, Double)] = [
            (0, 71_354, 71_875), (1, 35_677, 36_198), (2, 17_839, 18_359), (3, 8_919, 9_440), (4, 4_460, 4_980),
        ]
        for (mu, normal, first) in table {
            let n = Numerology(mu: mu)!
            let firstNs = Double(n.symbolStartNs(indexInSubframe: 1))
            let normalNs = Double(n.symbolStartNs(indexInSubframe: 2) - n.symbolStartNs(indexInSubframe: 1))
            #expect(abs(firstNs - first) <= 1.5, "µ\(mu) first symbol \(firstNs)")
            #expect(abs(normalNs - normal) <= 1.5, "µ\(mu) normal symbol \(normalNs)")
            // The half-subframe boundary falls exactly on 0.5 ms.
            #expect(n.symbolStartNs(indexInSubframe: 7 << mu) == 500_000)
        }
    }

    /// Hand-computed: GPS epoch + 18 leap seconds; Unix 315 964 782 s is GPS 0 (frame 0).
    @Test func gpsEpochAndLeapSeconds() throws {
        let calc = AirTimeCalculator(configuration: TimingConfiguration(leapSeconds: 18))
        let capture: Int64 = (315_964_800 - 18) * 1_000_000_000 + 10_000_000 * 300 + 2_000_000 + 5
        // frame 300 → frameId 44, subframe 2, symbol 0: 5 ns after its start
        let m = try #require(
            calc.nearestAirTime(
                captureNs: capture, frameId: 44, subframeId: 2, slotId: 0, symbolId: 0, numerology: .mu1))
        #expect(m.absoluteFrame == 300)
        #expect(m.offsetNs == 5)
        #expect(m.systemFrameNumber == 300)
        let now = calc.radioTime(atCaptureNs: capture, numerology: .mu1)
        #expect(now.airTime == AirTime(frameId: 44, subframeId: 2, slotId: 0, symbolId: 0))
        // TAI-stamped capture: GPS = TAI − 19 s (PTP epoch == Unix epoch numerically).
        let tai = AirTimeCalculator(configuration: TimingConfiguration(timestampsAreTAI: true))
        let m2 = try #require(
            tai.nearestAirTime(
                captureNs: capture + 37_000_000_000, frameId: 44, subframeId: 2, slotId: 0, symbolId: 0,
                numerology: .mu1))
        #expect(m2.offsetNs == 5)
        // Out-of-range header fields give nil, never a trap.
        #expect(
            calc.nearestAirTime(
                captureNs: capture, frameId: 0, subframeId: 10, slotId: 0, symbolId: 0, numerology: .mu0) == nil)
        #expect(
            calc.nearestAirTime(captureNs: capture, frameId: 0, subframeId: 0, slotId: 1, symbolId: 0, numerology: .mu0)
                == nil)
        #expect(
            calc.nearestAirTime(
                captureNs: capture, frameId: 0, subframeId: 0, slotId: 0, symbolId: 14, numerology: .mu4) == nil)
    }
}
