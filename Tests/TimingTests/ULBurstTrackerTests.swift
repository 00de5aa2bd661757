import Testing
import Timing

/// UL bursts per (eAxC, symbol) with constructed send times (air at whole ms: symbol 0 of each
/// subframe), then FH-T-ULU on first / last and FH-T-SPREAD on the span.
@Suite struct ULBurstTrackerTests {
    @Test func burstsCloseWithExactFirstLastAndSpread() throws {
        let config = TimingConfiguration(tap: .ru)
        let calc = AirTimeCalculator(configuration: config)
        let classifier = WindowClassifier(configuration: config, windows: DelayWindows(ta3Min: 50_000, ta3Max: 171_000))
        var tracker = ULBurstTracker(closeAfterNs: 1_000_000)
        let unixToGPS: Int64 = (315_964_800 - 18) * 1_000_000_000
        var closed: [ULBurst] = []
        var frameNo = 0
        // 20 subframes × 2 eAxC; each burst: 4 messages at δ = 60, 90, 120, 60+spread µs.
        for n in 0..<20 {
            let absFrame = Int64(1_000_000 + n / 10)
            let sf = n % 10
            let air = unixToGPS + absFrame * 10_000_000 + Int64(sf) * 1_000_000
            for eAxC: UInt16 in [0, 1] {
                let extra: Int64 = n == 7 && eAxC == 1 ? 200_000 : 100_000  // one burst too wide and late
                for delta: Int64 in [60_000, 90_000, 120_000, 60_000 + extra] {
                    frameNo += 1
                    let m = try #require(
                        calc.nearestAirTime(
                            captureNs: air + delta, frameId: UInt8(absFrame % 256), subframeId: UInt8(sf), slotId: 0,
                            symbolId: 0, numerology: .mu0))
                    closed += tracker.add(eAxC: eAxC, match: m, captureNs: air + delta, frame: frameNo)
                }
            }
        }
        closed += tracker.finish()
        #expect(closed.count == 40 && tracker.openCount == 0)
        #expect(closed.allSatisfy { $0.count == 4 && $0.firstOffsetNs == 60_000 })
        let wide = closed.filter { classifier.classifySpread(firstNs: $0.firstNs, lastNs: $0.lastNs).outcome == .fail }
        #expect(wide.count == 1 && wide.first?.spreadNs == 200_000 && wide.first?.airTime.subframeId == 7)
        let late = closed.filter {
            classifier.classify(plane: .user, direction: .uplink, offsetNs: $0.lastOffsetNs).outcome == .late
        }
        #expect(late.count == 1 && late.first?.eAxC == 1)
        // Bursts close in air-time order.
        #expect(closed.map(\.airCaptureNs) == closed.map(\.airCaptureNs).sorted())
    }
}
