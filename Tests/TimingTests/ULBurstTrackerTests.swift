import Testing
@testable import Timing

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

/// The tracker against a plain model (every open burst looked at when anything may close; the
/// oldest in closing order closed at the bound) on random UL traffic: messages of random
/// eAxCs and symbols, capture times that stand still, jump and run backwards, a small bound.
@Suite struct ULBurstTrackerModelTests {
    struct Model {
        var open: [String: ULBurst] = [:]
        let closeAfterNs: Int64, maximumOpen: Int
        static func name(_ b: ULBurst) -> String { "\(b.eAxC)/\(b.absoluteFrame)/\(b.airTime.subframeId)/\(b.airTime.slotId)/\(b.airTime.symbolId)" }
        static func before(_ a: ULBurst, _ b: ULBurst) -> Bool {
            (a.airCaptureNs, a.eAxC, a.absoluteFrame, a.airTime.subframeId, a.airTime.slotId, a.airTime.symbolId)
                < (b.airCaptureNs, b.eAxC, b.absoluteFrame, b.airTime.subframeId, b.airTime.slotId, b.airTime.symbolId)
        }

        mutating func add(_ fresh: ULBurst, captureNs: Int64, frame: Int) -> [ULBurst] {
            var closed: [ULBurst] = []
            let k = Self.name(fresh)
            if var b = open[k] {
                if captureNs < b.firstNs { (b.firstNs, b.firstFrame) = (captureNs, frame) }
                if captureNs >= b.lastNs { (b.lastNs, b.lastFrame) = (captureNs, frame) }
                b.count += 1
                open[k] = b
            } else {
                if open.count >= maximumOpen, let oldest = open.values.min(by: Self.before) {
                    closed.append(oldest)
                    open[Self.name(oldest)] = nil
                }
                open[k] = fresh
            }
            let limit = captureNs - closeAfterNs
            let done = open.values.filter { $0.airCaptureNs < limit }.sorted(by: Self.before)
            for b in done { open[Self.name(b)] = nil }
            return closed + done
        }
    }

    @Test(arguments: [11, 12, 13, 14])
    func sameClosingsAsLookingAtEveryOpenBurst(_ seed: UInt64) throws {
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % n
        }
        let calc = AirTimeCalculator(configuration: TimingConfiguration(tap: .ru))
        let unixToGPS: Int64 = (315_964_800 - 18) * 1_000_000_000
        var tracker = ULBurstTracker(closeAfterNs: 500_000, maximumOpen: 12)
        var model = Model(closeAfterNs: 500_000, maximumOpen: 12)
        var now = unixToGPS + 1_000_000 * 10_000_000
        var got: [ULBurst] = [], want: [ULBurst] = []
        for frame in 1...3_000 {
            switch next(10) {
            case 0: now -= 300_000
            case 1: now += 2_000_000
            case 2: break
            default: now += Int64(next(80_000))
            }
            // a symbol on air shortly before now (µ0: 71.4 µs symbols in 1 ms subframes)
            let airBack = Int64(next(900_000))
            let air = now - airBack
            let sf = Int((air - unixToGPS) / 1_000_000 % 10), absFrame = (air - unixToGPS) / 10_000_000
            let symbol = Int((air - unixToGPS) % 1_000_000 / 71_429)
            guard let m = calc.nearestAirTime(captureNs: now, frameId: UInt8(absFrame % 256), subframeId: UInt8(sf), slotId: 0,
                                              symbolId: UInt8(min(symbol, 13)), numerology: .mu0) else { continue }
            let eAxC = UInt16(next(4))
            got += tracker.add(eAxC: eAxC, match: m, captureNs: now, frame: frame)
            let fresh = ULBurst(eAxC: eAxC, absoluteFrame: m.absoluteFrame, airTime: m.airTime, airCaptureNs: m.airCaptureNs,
                                firstNs: now, lastNs: now, firstFrame: frame, lastFrame: frame, count: 1)
            want += model.add(fresh, captureNs: now, frame: frame)
        }
        got += tracker.finish()
        want += model.open.values.sorted(by: Model.before)
        #expect(got == want)
        #expect(got.count > 100 && got.contains { $0.count > 1 }, "the traffic exercises closing and grouping")
    }
}
