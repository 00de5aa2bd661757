import Foundation
import Testing
import TestSupport
import Timing

/// Window verdicts against a Python re-implementation of the window rules (O-RAN.WG4.CUS §4.4:
/// which windows a DU or RU tap uses, before / after measures) on random windows, taps, offsets and
/// missing parameters.
@Suite struct WindowOracleTests {
    static let oracle = #"""
        import random, sys
        rnd = random.Random(int(sys.argv[1])); n = int(sys.argv[2])
        names = ["t1aMinUp", "t1aMaxUp", "t1aMinCpDl", "t1aMaxCpDl", "t1aMinCpUl", "t1aMaxCpUl", "ta4Min", "ta4Max",
                 "t2aMinUp", "t2aMaxUp", "t2aMinCpDl", "t2aMaxCpDl", "tcpAdvDl", "t2aMinCpUl", "t2aMaxCpUl", "ta3Min", "ta3Max"]
        def window(w, lo, hi):
            return (w[lo], w[hi]) if w[lo] is not None and w[hi] is not None else None
        for _ in range(n):
            w = {}
            for i in range(0, 17):
                w[names[i]] = None if rnd.random() < 0.15 else rnd.randrange(0, 600_000)
            for a, b in [("t1aMinUp", "t1aMaxUp"), ("t1aMinCpDl", "t1aMaxCpDl"), ("t1aMinCpUl", "t1aMaxCpUl"),
                         ("ta4Min", "ta4Max"), ("t2aMinUp", "t2aMaxUp"), ("t2aMinCpDl", "t2aMaxCpDl"),
                         ("t2aMinCpUl", "t2aMaxCpUl"), ("ta3Min", "ta3Max")]:
                if w[a] is not None and w[b] is not None and w[a] > w[b]: w[a], w[b] = w[b], w[a]
            tap = rnd.choice(["du", "ru"]); plane = rnd.choice(["c", "u"]); direction = rnd.choice(["dl", "ul"])
            d = rnd.choice([None, rnd.randrange(0, 100_000)])
            off = rnd.randrange(-800_000, 800_000)
            after = plane == "u" and direction == "ul"
            # O-RU DL C-plane window: declared, else the U-plane window advanced by Tcp_adv_dl
            ru_cpdl = window(w, "t2aMinCpDl", "t2aMaxCpDl")
            if ru_cpdl is None and window(w, "t2aMinUp", "t2aMaxUp") and w["tcpAdvDl"] is not None:
                ru_cpdl = (w["t2aMinUp"] + w["tcpAdvDl"], w["t2aMaxUp"] + w["tcpAdvDl"])
            du = {("u", "dl"): window(w, "t1aMinUp", "t1aMaxUp"), ("c", "dl"): window(w, "t1aMinCpDl", "t1aMaxCpDl"),
                  ("c", "ul"): window(w, "t1aMinCpUl", "t1aMaxCpUl"), ("u", "ul"): window(w, "ta4Min", "ta4Max")}[(plane, direction)]
            ru = {("u", "dl"): window(w, "t2aMinUp", "t2aMaxUp"), ("c", "dl"): ru_cpdl,
                  ("c", "ul"): window(w, "t2aMinCpUl", "t2aMaxCpUl"), ("u", "ul"): window(w, "ta3Min", "ta3Max")}[(plane, direction)]
            own, other = (du, ru) if tap == "du" else (ru, du)
            measured = off if after else -off
            if own is not None:
                win = own
            elif other is not None and d is not None:
                win = other
                # packets travel DU -> RU for DL and UL C-plane, RU -> DU for UL U-plane
                if after: measured += d if tap == "ru" else -d
                else: measured += -d if tap == "du" else d
            else:
                win = None
            if win is None:
                res = ("inconclusive", "-", "-")
            else:
                lo, hi = win
                if measured < lo: res = ("early" if after else "late", measured, lo - measured)
                elif measured > hi: res = ("late" if after else "early", measured, measured - hi)
                else: res = ("on-time", measured, min(measured - lo, hi - measured))
            vals = ["-" if w[k] is None else str(w[k]) for k in names]
            print(tap, plane, direction, off, "-" if d is None else d, *vals, *res)
        """#

    @Test(.requires(.python3)) func verdictsAgreeWithPythonOracle() throws {
        let count = max(1_000, Support.fuzzCount)
        let out = try Support.python(Self.oracle, ["3", String(count)])
        var checked = 0
        for line in out.split(separator: "\n") {
            let t = line.split(separator: " ").map(String.init)
            try #require(t.count == 25, "bad line \(line)")
            let v = Array(t[5..<22].map { Int64($0) })
            try #require(v.count == 17)
            let w = DelayWindows(
                t1aMinUp: v[0], t1aMaxUp: v[1], t1aMinCpDl: v[2], t1aMaxCpDl: v[3], t1aMinCpUl: v[4], t1aMaxCpUl: v[5],
                ta4Min: v[6], ta4Max: v[7], t2aMinUp: v[8], t2aMaxUp: v[9], t2aMinCpDl: v[10], t2aMaxCpDl: v[11],
                tcpAdvDl: v[12], t2aMinCpUl: v[13], t2aMaxCpUl: v[14], ta3Min: v[15], ta3Max: v[16])
            let config = TimingConfiguration(tap: t[0] == "du" ? .du : .ru, transportDelayNs: Int64(t[4]))
            let verdict = WindowClassifier(configuration: config, windows: w).classify(
                plane: t[1] == "c" ? .control : .user, direction: t[2] == "dl" ? .downlink : .uplink,
                offsetNs: Int64(t[3]) ?? 0)
            #expect(verdict.outcome.rawValue == t[22], "\(line)")
            #expect(verdict.measuredNs == Int64(t[23]), "\(line)")
            #expect(verdict.marginNs == Int64(t[24]), "\(line)")
            checked += 1
        }
        #expect(checked == count)
        print("window verdicts: \(checked)/\(count) agree with the Python oracle")
    }
}
