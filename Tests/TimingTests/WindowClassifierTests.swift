import Testing
import Timing

/// Synthetic message streams with exactly known send times: air instants at whole / half
/// milliseconds (symbol 0 of subframe s, and of the slot that starts at 0.5 ms, which TS 38.211
/// puts exactly on 0.5 ms for every µ), so every expected air time is hand arithmetic.
@Suite struct WindowClassifierTests {
    static let unixToGPS: Int64 = (315_964_800 - 18) * 1_000_000_000
    static let windows = DelayWindows(
        t1aMinUp: 250_000, t1aMaxUp: 400_000, t1aMinCpDl: 400_000, t1aMaxCpDl: 550_000, t1aMinCpUl: 350_000,
        t1aMaxCpUl: 500_000, ta4Min: 60_000, ta4Max: 200_000, t2aMinUp: 125_000, t2aMaxUp: 337_000,
        tcpAdvDl: 134_000, t2aMinCpUl: 200_000, t2aMaxCpUl: 400_000, ta3Min: 50_000, ta3Max: 171_000)

    enum Expect { case early, onTime, late }

    /// For "before" windows Δ = air − send; for UL U-plane δ = send − air.
    static func probes(min: Int64, max: Int64, after: Bool) -> [(Int64, Expect)] {
        if after {
            return [(min - 1, .early), (min, .onTime), ((min + max) / 2, .onTime), (max, .onTime), (max + 1, .late)]
        }
        return [(min - 1, .late), (min, .onTime), ((min + max) / 2, .onTime), (max, .onTime), (max + 1, .early)]
    }

    @Test(arguments: [TapPoint.du, TapPoint.ru])
    func exactCountsEveryNumerologyAcrossFrameWrap(tap: TapPoint) throws {
        let config = TimingConfiguration(tap: tap)
        let calc = AirTimeCalculator(configuration: config)
        let classifier = WindowClassifier(configuration: config, windows: Self.windows)
        let kinds: [(Plane, Direction)] = [
            (.user, .downlink), (.control, .downlink), (.control, .uplink), (.user, .uplink),
        ]
        var total = 0
        for mu in Numerology.allCases {
            for (plane, direction) in kinds {
                let after = plane == .user && direction == .uplink
                let (lo, hi): (Int64, Int64)
                switch (plane, direction, tap) {
                case (.user, .downlink, .du): (lo, hi) = (250_000, 400_000)
                case (.control, .downlink, .du): (lo, hi) = (400_000, 550_000)
                case (.control, .uplink, .du): (lo, hi) = (350_000, 500_000)
                case (.user, .uplink, .du): (lo, hi) = (60_000, 200_000)
                case (.user, .downlink, .ru): (lo, hi) = (125_000, 337_000)
                case (.control, .downlink, .ru): (lo, hi) = (125_000 + 134_000, 337_000 + 134_000)
                case (.control, .uplink, .ru): (lo, hi) = (200_000, 400_000)
                case (.user, .uplink, .ru): (lo, hi) = (50_000, 171_000)
                }
                var expected = [Expect: Int]()
                var got = [TimingOutcome: Int]()
                // Absolute frames 700 000·256 + 250 … + 262: the frameId wraps 255 → 0 inside.
                for frame in Int64(179_200_250)...179_200_262 {
                    for sf in 0..<10 {
                        for half in mu == .mu0 ? [false] : [false, true] {
                            let slot = half ? mu.slotsPerSubframe / 2 : 0
                            let airGPS = frame * 10_000_000 + Int64(sf) * 1_000_000 + (half ? 500_000 : 0)
                            for (value, kind) in Self.probes(min: lo, max: hi, after: after) {
                                let send = Self.unixToGPS + airGPS + (after ? value : -value)
                                let match = try #require(
                                    calc.nearestAirTime(
                                        captureNs: send, frameId: UInt8(frame % 256), subframeId: UInt8(sf),
                                        slotId: UInt8(slot), symbolId: 0, numerology: mu))
                                #expect(match.absoluteFrame == frame)
                                #expect(match.airGPSNs == airGPS)
                                let v = classifier.classify(plane: plane, direction: direction, match: match)
                                expected[kind, default: 0] += 1
                                got[v.outcome, default: 0] += 1
                                total += 1
                            }
                        }
                    }
                }
                #expect(
                    got[.early, default: 0] == expected[.early, default: 0], "µ\(mu.mu) \(plane) \(direction) \(tap)")
                #expect(
                    got[.onTime, default: 0] == expected[.onTime, default: 0], "µ\(mu.mu) \(plane) \(direction) \(tap)")
                #expect(got[.late, default: 0] == expected[.late, default: 0], "µ\(mu.mu) \(plane) \(direction) \(tap)")
                #expect(got[.inconclusive, default: 0] == 0)
            }
        }
        #expect(total > 4_000)
    }

    @Test func marginsAreDistancesToTheEdges() {
        let c = WindowClassifier(configuration: TimingConfiguration(tap: .ru), windows: Self.windows)
        // DL U-plane at the RU, window [125 000, 337 000] on Δ = −offset.
        let late = c.classify(plane: .user, direction: .downlink, offsetNs: -100_000)
        #expect(late.outcome == .late && late.marginNs == 25_000 && late.measuredNs == 100_000)
        let early = c.classify(plane: .user, direction: .downlink, offsetNs: -400_000)
        #expect(early.outcome == .early && early.marginNs == 63_000)
        let ok = c.classify(plane: .user, direction: .downlink, offsetNs: -200_000)
        #expect(ok.outcome == .onTime && ok.marginNs == 75_000)
        #expect(ok.rule == .dlU)
        // UL U-plane at the RU, Ta3 [50 000, 171 000] on δ = offset.
        let ulLate = c.classify(plane: .user, direction: .uplink, offsetNs: 171_500)
        #expect(ulLate.outcome == .late && ulLate.marginNs == 500 && ulLate.rule == .ulU)
    }

    @Test func inconclusiveWhenNotSynchronisedOrWindowMissing() {
        let unsynced = WindowClassifier(
            configuration: TimingConfiguration(timeSynchronised: false), windows: Self.windows)
        let v = unsynced.classify(plane: .user, direction: .downlink, offsetNs: -300_000)
        #expect(v.outcome == .inconclusive && v.reason.contains("time-synchronised"))
        var noDL = Self.windows
        noDL.t1aMinUp = nil
        let missing = WindowClassifier(configuration: TimingConfiguration(tap: .du), windows: noDL)
        let m = missing.classify(plane: .user, direction: .downlink, offsetNs: -300_000)
        #expect(m.outcome == .inconclusive && m.reason.contains("T1a_up"))
        // With the transport delay known, the RU window is used across the link: Δ_RU = Δ_DU − T12.
        let translated = WindowClassifier(
            configuration: TimingConfiguration(tap: .du, transportDelayNs: 30_000), windows: noDL)
        let t = translated.classify(plane: .user, direction: .downlink, offsetNs: -154_999)  // Δ_RU = 124 999
        #expect(t.outcome == .late && t.marginNs == 1 && t.windowName.hasPrefix("T2a_up"))
        // UL at the RU tap with only Ta4: δ_DU = δ_RU + T34.
        var noTa3 = Self.windows
        noTa3.ta3Min = nil
        let ul = WindowClassifier(
            configuration: TimingConfiguration(tap: .ru, transportDelayNs: 30_000), windows: noTa3)
        let u = ul.classify(plane: .user, direction: .uplink, offsetNs: 170_001)  // δ_DU = 200 001
        #expect(u.outcome == .late && u.marginNs == 1)
    }

    @Test func frameCheckAndHintForWrongBeta() throws {
        // The DU numbers frames with β = 8 while the testbed says 0: headers are 80 ms behind.
        let truth = AirTimeCalculator(configuration: TimingConfiguration(beta: 8))
        let config = TimingConfiguration(tap: .du)
        let calc = AirTimeCalculator(configuration: config)
        let classifier = WindowClassifier(configuration: config, windows: Self.windows)
        let airGPS: Int64 = 5_000 * 10_000_000 + 80_000_000 + 3_000_000  // frame 5 008 subframe 3
        let send = Self.unixToGPS + airGPS - 300_000
        let header = truth.radioTime(atCaptureNs: send + 300_000, numerology: .mu1).airTime
        #expect(header == AirTime(frameId: UInt8(5_000 % 256), subframeId: 3, slotId: 0, symbolId: 0))
        let match = try #require(calc.nearestAirTime(captureNs: send, airTime: header, numerology: .mu1))
        #expect(match.offsetNs == 80_000_000 - 300_000)
        let frameVerdict = classifier.classifyFrame(captureNs: send, match: match, numerology: .mu1)
        #expect(frameVerdict.outcome == .fail)
        let hint = try #require(TimingHints.frameMismatch(medianOffsetNs: match.offsetNs))
        #expect(hint.kind == .frameMismatch)
        #expect(hint.evidence.contains(TimingHint.Evidence("frames", 8)))
        // 18 s ≡ 80 ms modulo the 2.56 s wrap: the leap-second reading is offered too.
        #expect(hint.evidence.contains(TimingHint.Evidence("leapSeconds", 18)))
        // A correct header passes.
        let good = try #require(
            calc.nearestAirTime(
                captureNs: send, frameId: UInt8((5_008) % 256), subframeId: 3, slotId: 0, symbolId: 0, numerology: .mu1)
        )
        #expect(classifier.classifyFrame(captureNs: send, match: good, numerology: .mu1).outcome == .onTime)
    }

    @Test func spreadOfAnULBurst() {
        let ru = WindowClassifier(configuration: TimingConfiguration(tap: .ru), windows: Self.windows)
        #expect(ru.classifySpread(firstNs: 1_000, lastNs: 1_000 + 121_000).outcome == .onTime)
        let wide = ru.classifySpread(firstNs: 1_000, lastNs: 1_000 + 121_001)
        #expect(wide.outcome == .fail && wide.marginNs == 1 && wide.windowMaxNs == 121_000)
        #expect(ru.classifySpread(firstNs: 0, lastNs: 50_000, labLimitNs: 40_000).outcome == .fail)
        var none = Self.windows
        none.ta4Max = nil
        let du = WindowClassifier(configuration: TimingConfiguration(tap: .du), windows: none)
        #expect(du.classifySpread(firstNs: 0, lastNs: 1).outcome == .inconclusive)
    }
}
