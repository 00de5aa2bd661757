import Testing
import Timing

/// Per-flow statistics and hints. Expected quantiles come from sorting the raw values (the
/// exact answer); the histogram must be within half a bin of it.
@Suite struct FlowAccumulatorTests {
    struct LCG {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
    }

    @Test func quantilesWithinHalfABinOfExact() {
        var rng = LCG(state: 42)
        var acc = FlowTimingAccumulator(
            histogram: OffsetHistogram(lowerNs: -500_000, binWidthNs: 1_000, binCount: 1_000))
        var values: [Int64] = []
        for _ in 0..<5_000 {
            let v = Int64(rng.next() % 600_000) - 450_000
            values.append(v)
            acc.record(offsetNs: v, outcome: v < -400_000 ? .early : (v > 100_000 ? .late : .onTime))
        }
        values.sort()
        func exact(_ q: Double) -> Int64 {
            values[max(0, Int((q * Double(values.count)).rounded(.up)) - 1)]
        }
        #expect(acc.minOffsetNs == values.first && acc.maxOffsetNs == values.last)
        #expect(abs(acc.medianOffsetNs! - exact(0.5)) <= 500)
        #expect(abs(acc.p99OffsetNs! - exact(0.99)) <= 500)
        #expect(acc.early == UInt64(values.filter { $0 < -400_000 }.count))
        #expect(acc.late == UInt64(values.filter { $0 > 100_000 }.count))
        #expect(acc.early + acc.onTime + acc.late == 5_000)
        #expect(acc.histogram.bins.reduce(0, +) + acc.histogram.underflow + acc.histogram.overflow == 5_000)
        #expect(acc.histogram.bins.count == 1_000)  // bounded whatever the count
    }

    @Test func outOfRangeValuesClampToExactExtremes() {
        var h = OffsetHistogram(lowerNs: 0, binWidthNs: 10, binCount: 10)
        for v: Int64 in [-5_000, 5, 15, 9_000] { h.add(v) }
        #expect(h.quantile(0) == -5_000 && h.quantile(1) == 9_000)
        #expect(h.underflow == 1 && h.overflow == 1)
        #expect(h.quantile(0.5) == 5)  // bin [0,10) midpoint
    }

    @Test func constantLateOffsetGivesCaptureOrPTPOffsetHint() {
        let flow = FlowKey(eAxC: 3, plane: .user, direction: .downlink)
        let classifier = WindowClassifier(
            configuration: TimingConfiguration(tap: .ru), windows: DelayWindows(t2aMinUp: 125_000, t2aMaxUp: 337_000))
        var acc = FlowTimingAccumulator()
        for i in 0..<200 {
            // every packet 50 µs ahead of air time (Δ = 50 µs < 125 µs): late by 75 µs ± 2 µs
            let offset = Int64(-50_000 + (i % 5) * 1_000 - 2_000)
            acc.record(
                offsetNs: offset, verdict: classifier.classify(plane: .user, direction: .downlink, offsetNs: offset))
        }
        #expect(acc.late == 200)
        let hints = TimingHints.hints(for: flow, acc, windowWidthNs: 212_000)
        #expect(hints.map(\.kind) == [.constantOffset], "\(hints)")
        #expect(hints.first?.evidence.contains(TimingHint.Evidence("late", 200)) == true)
        #expect(hints.first?.message.contains("capture clock offset") == true)
        #expect(hints.first?.evidence.contains(TimingHint.Evidence("worstOutsideNs", 77_000)) == true)
    }

    @Test func mixedEarlyAndLateGivesPTPNotLockedHint() {
        let classifier = WindowClassifier(
            configuration: TimingConfiguration(tap: .ru), windows: DelayWindows(t2aMinUp: 125_000, t2aMaxUp: 337_000))
        var acc = FlowTimingAccumulator()
        var rng = LCG(state: 9)
        for _ in 0..<1_000 {
            let offset = -Int64(rng.next() % 600_000)  // Δ spread over 0…600 µs
            acc.record(
                offsetNs: offset, verdict: classifier.classify(plane: .user, direction: .downlink, offsetNs: offset))
        }
        #expect(acc.early > 0 && acc.late > 0 && acc.onTime > 0)
        let hints = TimingHints.hints(for: nil, acc, windowWidthNs: 212_000)
        #expect(hints.map(\.kind) == [.wideSpread], "\(hints)")
        #expect(hints.first?.message.contains("PTP not locked") == true)
        // A clean flow gets no hint.
        var clean = FlowTimingAccumulator()
        for i in 0..<100 { clean.record(offsetNs: -200_000 - Int64(i), outcome: .onTime) }
        #expect(TimingHints.hints(for: nil, clean, windowWidthNs: 212_000).isEmpty)
    }

    @Test func tableIsBoundedAndOrdered() {
        var table = FlowTimingTable(maximumFlows: 2)
        let v = WindowVerdict(
            rule: .dlU, outcome: .onTime, measuredNs: 0, windowMinNs: 0, windowMaxNs: 1, windowName: "", marginNs: 0,
            reason: "")
        for e: UInt16 in [5, 1, 9, 1] {
            table.record(FlowKey(eAxC: e, plane: .user, direction: .downlink), offsetNs: 0, verdict: v)
        }
        #expect(table.sortedKeys.map(\.eAxC) == [1, 5])
        #expect(table.droppedMessages == 1)
        #expect(table.flows[FlowKey(eAxC: 1, plane: .user, direction: .downlink)]?.count == 2)
    }
}

/// Extreme values from public callers and profiles never trap.
@Suite struct ExtremeValueTests {
    @Test func extremesDoNotTrap() {
        var h = OffsetHistogram(lowerNs: -1_000, binWidthNs: 10, binCount: 200)
        for v in [Int64.min, Int64.max, 0, -1_000, 999] { h.add(v) }
        #expect(h.underflow == 1 && h.overflow == 1 && h.count == 5)
        var acc = FlowTimingAccumulator()
        for i in 0..<30 { acc.record(offsetNs: i % 2 == 0 ? .max : .min, outcome: i % 2 == 0 ? .late : .early) }
        _ = TimingHints.hints(for: nil, acc, windowWidthNs: 1)
        _ = TimingHints.frameMismatch(medianOffsetNs: .max)
        _ = TimingHints.frameMismatch(medianOffsetNs: .min)
        let w = DelayWindows(
            t1aMinUp: .max, t1aMaxUp: .min, t2aMinUp: .max, t2aMaxUp: .max, tcpAdvDl: .max, t12Min: .max, t12Max: .max)
        _ = w.checkRelations()
        let c = WindowClassifier(configuration: TimingConfiguration(tap: .du, transportDelayNs: .max), windows: w)
        for offset in [Int64.min, Int64.max, 0] {
            for plane in Plane.allCases {
                for direction in Direction.allCases {
                    _ = c.classify(plane: plane, direction: direction, offsetNs: offset)
                }
            }
        }
        _ = c.classifySpread(firstNs: .min, lastNs: .max, labLimitNs: .min)
        let calc = AirTimeCalculator(
            configuration: TimingConfiguration(leapSeconds: .max, alpha: .min, beta: .max, captureOffsetNs: .min))
        for capture in [Int64.min, Int64.max, 0] {
            for mu in Numerology.allCases {
                if let m = calc.nearestAirTime(
                    captureNs: capture, frameId: 255, subframeId: 9, slotId: 0, symbolId: 13, numerology: mu)
                {
                    _ = c.classifyFrame(captureNs: capture, match: m, numerology: mu)
                }
                _ = calc.radioTime(atCaptureNs: capture, numerology: mu)
            }
        }
        #expect(Bool(true))
    }
}
