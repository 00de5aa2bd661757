import Conformance
import Foundation
import Fronthaul
import ProfileLoading
import Profiles
import Testing
import TestSupport

/// Delay-window rules on hand-computed cases: the header says subframe 0, slot 0, symbol 0 of a
/// frame F ≡ 0 (mod 256) whose start is exactly F·10 ms GPS (α = β = 0), so the air time is F·10 ms
/// and a capture Δ before it is stamped F·10 ms − Δ + (315 964 800 − 18) s in Unix time (GPS frame
/// alignment). Windows are the lab-a values (T1a_up [150, 300] µs, Ta4 [40, 200] µs).
@Suite struct TimingRuleTests {
    typealias S = EngineSupport
    static let firstFrame: Int64 = 256 * 565_000_000
    static let unixMinusGPS: Int64 = (315_964_800 - 18) * 1_000_000_000
    static let du: [String: Int] = [
        "t1aMinUp": 150000, "t1aMaxUp": 300000, "t1aMinCpDl": 275000, "t1aMaxCpDl": 425000, "t1aMinCpUl": 275000,
        "t1aMaxCpUl": 425000, "ta4Min": 40000, "ta4Max": 200000,
    ]
    static let ru: [String: Int] = [
        "t2aMinUp": 125000, "t2aMaxUp": 337000, "tcpAdvDl": 125000, "t2aMinCpUl": 250000, "t2aMaxCpUl": 462000,
        "ta3Min": 50000, "ta3Max": 160000,
    ]
    static let transport: [String: Int] = ["t12Min": 2000, "t12Max": 5000, "t34Min": 2000, "t34Max": 5000]

    static func configuration(du: [String: Int] = du, ru: [String: Int] = ru, tap: String = "du", gpsAligned: Bool = true) throws -> RunConfiguration {
        let dir = TemporaryFiles.scratch.appendingPathComponent("timing-rules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        var path = try TimingOracleTests.writeProfiles(["du": du, "ru": ru, "transport": transport], ["mu": 1, "tap": tap], in: dir)
        if !gpsAligned {
            let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "gpsAligned: true", with: "gpsAligned: false")
            path = dir.appendingPathComponent("tb2.yaml").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return RunConfiguration(testbed: try ProfileLoader.loadTestbed(path: path))
    }

    /// DL U-plane messages, the k-th for frame firstFrame + k, sent `before[k]` ns before its air time.
    static func dlUPlane(_ before: [Int64], frameShift: Int = 0, configuration: RunConfiguration) -> RunResults {
        var f = S.Feeder(configuration)
        for (k, delta) in before.enumerated() {
            let frame = firstFrame + Int64(k)
            f.time = frame * 10_000_000 + unixMinusGPS - delta
            let header = UInt8(truncatingIfNeeded: k + frameShift)
            f.u(S.uPlane(direction: 1, frame: header, symbol: 0, sections: [(1, 0, 1)]), advance: 0)
        }
        return f.finish()
    }

    @Test func everyMessageLateByTheSameAmountFailsAndHintsAtAnOffset() throws {
        let r = Self.dlUPlane(Array(repeating: 100_000, count: 25), configuration: try Self.configuration())
        #expect(r.verdicts("FH-T-DLU") == [.fail])
        #expect(S.violations(r, "FH-T-DLU") == 25)
        let finding = r.results(for: "FH-T-DLU").first?.findings.first
        #expect(finding?.expected == "[150000, 300000] ns before air" && finding?.actual == "100000 ns before air")
        let flow = try #require(r.flowTiming.first { $0.rule == "FH-T-DLU" })
        #expect((flow.early, flow.onTime, flow.late) == (0, 0, 25))
        #expect(flow.minOffsetNs == -100_000 && flow.maxOffsetNs == -100_000 && flow.medianOffsetNs == -100_000)
        #expect(flow.windowStartNs == -300_000 && flow.windowEndNs == -150_000)
        #expect(flow.histogramCounts.reduce(0, +) == 25)
        #expect(r.timingHints.map(\.kind) == ["HINT-T-CONSTANT-OFFSET"])
        #expect(r.verdicts("FH-T-FRAME") == [.pass])
    }

    @Test func earlyAndLateMixedHintsAtPTPNotLocked() throws {
        let deltas: [Int64] = (0..<30).map { $0 % 3 == 0 ? 100_000 : ($0 % 3 == 1 ? 400_000 : 200_000) }
        let r = Self.dlUPlane(deltas, configuration: try Self.configuration())
        let flow = try #require(r.flowTiming.first)
        #expect((flow.early, flow.onTime, flow.late) == (10, 10, 10))
        #expect(r.timingHints.map(\.kind) == ["HINT-T-WIDE-SPREAD"])
    }

    @Test func headersThreeFramesBehindFailTheFrameCheckAndHintAtBeta() throws {
        // Header frameId = true frame − 3: its air time is 30 ms earlier, so the offset is +29.8 ms.
        let r = Self.dlUPlane(Array(repeating: 200_000, count: 25), frameShift: -3, configuration: try Self.configuration())
        #expect(r.verdicts("FH-T-FRAME") == [.fail])
        #expect(S.violations(r, "FH-T-FRAME") == 25)
        #expect(r.results(for: "FH-T-FRAME").first?.findings.first?.measurement?.value == 29_800_000)
        #expect(r.timingHints.contains { $0.kind == "HINT-T-FRAME-MISMATCH" && $0.message.contains("3 radio frames") })
    }

    /// What the testbed declares rules the window check out: SKIP "not applicable" with the reason.
    @Test func notApplicableReasons() throws {
        let unsynchronised = Self.dlUPlane([200_000], configuration: try Self.configuration(gpsAligned: false))
        #expect(unsynchronised.verdicts("FH-T-DLU") == [.skip])
        #expect(unsynchronised.results(for: "FH-T-DLU").first?.inconclusive == 0)
        #expect(unsynchronised.results(for: "FH-T-DLU").first?.reason?.contains("gpsAligned is false") == true)
        let unknownTap = Self.dlUPlane([200_000], configuration: try Self.configuration(tap: "unknown"))
        #expect(unknownTap.results(for: "FH-T-DLU").first?.reason?.contains("timing.tap is unknown") == true)
        var noDLWindow = Self.du
        noDLWindow["t1aMinUp"] = nil
        let missing = Self.dlUPlane([200_000], configuration: try Self.configuration(du: noDLWindow))
        #expect(missing.verdicts("FH-T-DLU") == [.skip])
        #expect(missing.results(for: "FH-T-DLU").first?.reason?.hasPrefix("not applicable: no T1a_up (DU) window declared") == true)
        // The RU tap uses T2a_up [125, 337] µs: 200 µs is on time there too.
        let ruTap = Self.dlUPlane([200_000, 130_000, 340_000], configuration: try Self.configuration(tap: "ru"))
        let flow = try #require(ruTap.flowTiming.first)
        #expect((flow.early, flow.onTime, flow.late) == (1, 2, 0))
    }

    /// FH-T-PROFILE: T1a_min_up 120 µs < T2a_min_up 125 µs + T12_max 5 µs, Ta4_max 150 µs <
    /// Ta3_max 160 µs + T34_max 5 µs, and T1a_min_cp_dl 245 µs < T2a_min_cp_dl (125 + Tcp_adv_dl
    /// 125 µs) + T12_max 5 µs: windows that cannot be met together.
    @Test func windowsThatCannotBeMetTogetherFailTheProfileRule() throws {
        var du = Self.du
        du["t1aMinUp"] = 120000
        du["t1aMinCpDl"] = 245000  // T1a_up + Tcp_adv_dl, yet the latest C-plane then arrives late
        du["ta4Max"] = 150000
        let r = Self.dlUPlane([200_000], configuration: try Self.configuration(du: du))
        #expect(r.verdicts("FH-T-PROFILE") == [.fail])
        let expected = r.results(for: "FH-T-PROFILE").flatMap(\.findings).compactMap(\.expected)
        #expect(Set(expected) == ["T1a_min_up ≥ T2a_min_up + T12_max", "Ta4_max ≥ Ta3_max + T34_max", "T1a_min_cp_dl ≥ T2a_min_cp_dl + T12_max"])
        let good = Self.dlUPlane([200_000], configuration: try Self.configuration())
        #expect(good.verdicts("FH-T-PROFILE") == [.pass])
    }

    /// FH-OWD-DELAY: t1 = 100 s, t2 = 100 s + 3 500 ns, tCV2 = 500 ns → 3 000 ns (eCPRI §3.2.4.6);
    /// a Response stamped before its Request gives a negative delay (a finding).
    @Test func oneWayDelayIsComputedAndReported() {
        var f = S.Feeder(S.specOnly())
        func owd(_ id: UInt8, _ action: UInt8, ns: UInt32, seconds: UInt64 = 100, cv: Int64 = 0, from: UInt64, to: UInt64) {
            let d = Fronthaul.OneWayDelayMeasurement(measurementId: id, actionType: action, seconds: seconds, nanoseconds: ns, compensation: UInt64(bitPattern: cv))
            f.send(ECPRIMessage.oneWayDelay(d), from: from, to: to)
        }
        owd(1, 0, ns: 0, from: S.duMAC, to: S.ruMAC)
        owd(1, 2, ns: 3_500, cv: 500 << 16, from: S.ruMAC, to: S.duMAC)
        owd(2, 1, ns: 0, seconds: 0, from: S.duMAC, to: S.ruMAC)  // two-step: t1 comes in the Follow_Up
        owd(2, 5, ns: 1_000, from: S.duMAC, to: S.ruMAC)
        owd(2, 2, ns: 5_000, from: S.ruMAC, to: S.duMAC)
        let r = f.finish()
        let row = r.results(for: "FH-OWD-DELAY").first { $0.node == "02:00:00:00:bb:01" }
        #expect(row?.verdict == .pass && row?.evaluated == 2)
        let m = row?.measurements.first { $0.name == "one-way delay" }
        #expect(m?.minimum == 3_000 && m?.maximum == 4_000)

        var g = S.Feeder(S.specOnly())
        func owd2(_ action: UInt8, ns: UInt32, from: UInt64, to: UInt64) {
            g.send(ECPRIMessage.oneWayDelay(Fronthaul.OneWayDelayMeasurement(measurementId: 9, actionType: action, seconds: 100, nanoseconds: ns, compensation: 0)), from: from, to: to)
        }
        owd2(0, ns: 5_000, from: S.duMAC, to: S.ruMAC)
        owd2(2, ns: 1_000, from: S.ruMAC, to: S.duMAC)
        #expect(g.finish().verdicts("FH-OWD-DELAY") == [.warn])
    }

    /// T12 measured with eCPRI type 5 (30 µs DU→RU) replaces the declared 2–5 µs in FH-T-PROFILE:
    /// T1a_min_up 150 µs < T2a_min_up 125 µs + 30 µs, T1a_min_cp_dl 275 µs < T2a_min_cp_dl 250 µs + 30 µs.
    @Test func measuredTransportDelayFeedsTheProfileRule() throws {
        var f = S.Feeder(try Self.configuration())
        func owd(_ action: UInt8, ns: UInt32, from: UInt64, to: UInt64) {
            f.send(ECPRIMessage.oneWayDelay(Fronthaul.OneWayDelayMeasurement(measurementId: 3, actionType: action, seconds: 50, nanoseconds: ns, compensation: 0)), from: from, to: to)
        }
        owd(0, ns: 1_000, from: S.duMAC, to: S.ruMAC)
        owd(2, ns: 31_000, from: S.ruMAC, to: S.duMAC)
        let r = f.finish()
        #expect(r.verdicts("FH-T-PROFILE") == [.fail])
        let findings = r.results(for: "FH-T-PROFILE").flatMap(\.findings)
        #expect(findings.map(\.expected) == ["T1a_min_up ≥ T2a_min_up + T12_max", "T1a_min_cp_dl ≥ T2a_min_cp_dl + T12_max", "T1a_min_cp_ul ≥ T2a_min_cp_ul + T12_max"])
        #expect(findings.allSatisfy { $0.message.contains("measured with eCPRI type 5") })
    }

    /// Capture timestamps anywhere in the Int64 range and arbitrary header times never trap the
    /// timing rules (saturating arithmetic on input values).
    @Test func extremeTimestampsAndHeadersDoNotTrap() throws {
        var f = S.Feeder(try Self.configuration())
        var rng = SystemRandomNumberGenerator()
        let count = Int(ProcessInfo.processInfo.environment["TIMING_FUZZ_COUNT"] ?? "") ?? 300
        for i in 0..<count {
            f.time = [Int64.min, Int64.max, 0, -1, Int64.random(in: .min ... .max, using: &rng)][i % 5]
            let header = (UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...15, using: &rng), UInt8.random(in: 0...63, using: &rng), UInt8.random(in: 0...15, using: &rng))
            if i % 2 == 0 {
                f.u(S.uPlane(direction: UInt8(i / 2 % 2), frame: header.0, subframe: header.1, slot: header.2, symbol: header.3, sections: [(1, 0, 1)]), advance: 0)
            } else {
                let c = S.cPlane(direction: UInt8(i / 2 % 2), frame: header.0, subframe: header.1, slot: header.2, startSymbol: header.3, sections: [(1, 0, 1, 1)])
                f.send(ECPRIMessage.oran(cPlane: c, transport: ORANTransportHeader(eAxC: 0, sequenceId: UInt8(truncatingIfNeeded: i))), from: S.duMAC, to: S.ruMAC, advance: 0)
            }
        }
        let r = f.finish()
        #expect(r.frames.pdus == count)
    }
}
