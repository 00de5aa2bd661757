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

/// Bursts of one air time on several eAxCs (the usual case: every antenna's symbol is on air at
/// once) close in a fixed order, and at the bound the same one closes early, whatever order the
/// tracker's table lists them in (it changes from table to table: each is seeded apart).
@Suite struct ULBurstTrackerTieTests {
    static func closings(maximumOpen: Int) throws -> [[UInt16]] {
        let calc = AirTimeCalculator(configuration: TimingConfiguration(tap: .ru))
        let unixToGPS: Int64 = (315_964_800 - 18) * 1_000_000_000
        let air = unixToGPS + 1_000_000 * 10_000_000
        let m = try #require(calc.nearestAirTime(captureNs: air + 60_000, frameId: UInt8(1_000_000 % 256), subframeId: 0, slotId: 0, symbolId: 0, numerology: .mu0))
        var runs: [[UInt16]] = []
        for _ in 0..<8 {
            var tracker = ULBurstTracker(closeAfterNs: 1_000_000, maximumOpen: maximumOpen)
            var closed: [ULBurst] = []
            for (n, eAxC) in [UInt16(9), 3, 12, 0, 7, 5].enumerated() {
                closed += tracker.add(eAxC: eAxC, match: m, captureNs: air + 60_000 + Int64(n), frame: n + 1)
            }
            closed += tracker.finish()
            runs.append(closed.map(\.eAxC))
        }
        return runs
    }

    @Test func burstsOfOneAirTimeCloseInTheOrderOfTheirKeys() throws {
        let runs = try Self.closings(maximumOpen: 16)
        #expect(runs.allSatisfy { $0 == [0, 3, 5, 7, 9, 12] })
    }

    @Test func theBoundClosesTheSameBurstEveryTime() throws {
        // three open at most: each new eAxC past the third closes the lowest key open then
        let runs = try Self.closings(maximumOpen: 3)
        #expect(runs.allSatisfy { $0 == runs[0] })
        #expect(runs[0] == [3, 0, 7, 5, 9, 12])
    }
}
