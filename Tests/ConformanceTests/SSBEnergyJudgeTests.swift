import Fronthaul
import Testing
@testable import Conformance

/// XP-SSB's per-cell judge (``SSBEnergyJudge``) on hand-built DL U-plane messages: uncompressed
/// 16-bit samples (CUS §8.3.3.13: I then Q, big-endian), so each PRB's energy is known by
/// construction. The expectation is the one of the synthesized xp cell, worked out by hand from
/// TS 38.211 §7.4.3.1: offsetToPointA 2 and k_SSB 0 put SSB subcarrier 0 at 24 × 15 kHz = carrier
/// subcarrier 12 (30 kHz), the start of PRB 1; with k_SSB 16 it starts 8 subcarriers higher, so
/// PRBs 2…20 are inside the 240 SSB subcarriers under both readings.
@Suite struct SSBEnergyJudgeTests {
    static let expectation = SSBExpectation(numerology: 1, blocks: [(index: 0, firstSymbol: 2)], periodHalfFrames: 1, prbs: 2..<21, kSSB: [0, 16], band: 78)

    /// One DL U-plane message of `prbs` PRBs from PRB 0; PRBs in `silent` carry zeros, the others
    /// samples of amplitude `amplitude`.
    static func message(frame: UInt8 = 0, subframe: UInt8 = 0, slot: UInt8 = 0, symbol: UInt8, prbs: Int = 30, start: Int = 0,
                        silent: Range<Int> = 0..<0, amplitude: Int16 = 1000) -> UPlaneMessage {
        var u = UPlaneMessage()
        u.dataDirection = 1
        u.frameId = frame
        u.subframeId = subframe
        u.slotId = slot
        u.symbolId = symbol
        var bytes: [UInt8] = []
        for p in start..<(start + prbs) {
            let v = silent.contains(p) ? 0 : amplitude
            for _ in 0..<24 { bytes += [UInt8(truncatingIfNeeded: UInt16(bitPattern: v) >> 8), UInt8(truncatingIfNeeded: UInt16(bitPattern: v))] }
        }
        u.sections = [UPlaneSection(sectionId: 1, startPrbu: UInt16(start), numPrbu: UInt8(prbs), format: IQFormat(method: .none, iqWidth: 16),
                                    prbCount: prbs, iqData: bytes[...])]
        return u
    }

    @Test func expectationOfTheSynthesizedCellIsTheHandComputedOne() {
        // SSB symbols 2…5 of each half-frame (case C, first candidate: TS 38.213 §4.1).
        #expect(Self.expectation.symbolToBlock == [2: 0, 3: 0, 4: 0, 5: 0])
        #expect(SSBExpectation.bandPattern(78)?.candidates == [2, 8, 16, 22, 30, 36, 44, 50])
        #expect(SSBExpectation.bandPattern(3)?.candidates == [2, 8, 16, 22])
        #expect(SSBExpectation.bandPattern(41) == nil)  // two SSB SCS in TS 38.104: not derivable
        #expect(SSBEnergyJudge.halfFrameSymbol(subframe: 7, slot: 1, symbol: 3, mu: 1) == (1, (2 * 2 + 1) * 14 + 3))
    }

    @Test func energyOnEverySSBSymbolPasses() {
        let j = SSBEnergyJudge(Self.expectation)
        for s in 0..<14 { j.observe(Self.message(symbol: UInt8(s)), eAxC: 0, frame: s + 1) }
        #expect(j.finish() == .pass(symbols: 4))
    }

    @Test func aZeroedSSBSymbolFailsWithItsFrame() {
        let j = SSBEnergyJudge(Self.expectation)
        for s in 0..<14 { j.observe(Self.message(symbol: UInt8(s), silent: s == 2 ? 1..<21 : 0..<0), eAxC: 0, frame: 100 + s) }
        guard case .fail(let frame, let message, _, _) = j.finish() else { Issue.record("expected FAIL"); return }
        #expect(frame == 102)
        #expect(message.contains("symbolId 2") && message.contains("PRBs 2…20"))
    }

    /// A symbol whose U-plane leaves out the SSB PRBs (sent for the carrier, without the SSB) has no SSB energy.
    @Test func uPlaneWithoutTheSSBPRBsFails() {
        let j = SSBEnergyJudge(Self.expectation)
        for s in 2..<6 { j.observe(Self.message(symbol: UInt8(s), prbs: s == 4 ? 2 : 30, start: s == 4 ? 25 : 0), eAxC: 0, frame: s) }
        guard case .fail = j.finish() else { Issue.record("expected FAIL"); return }
    }

    /// The SSB on its own eAxC: another eAxC's zeros on those PRBs do not count against it.
    @Test func energyOnAnyEAxCOfTheSymbolCounts() {
        let j = SSBEnergyJudge(Self.expectation)
        for s in 2..<6 {
            j.observe(Self.message(symbol: UInt8(s), silent: 0..<30), eAxC: 0, frame: 2 * s)
            j.observe(Self.message(symbol: UInt8(s), prbs: 20, start: 1), eAxC: 1, frame: 2 * s + 1)
        }
        #expect(j.finish() == .pass(symbols: 4))
    }

    /// A symbol without SSB energy that lacks the U-plane of the eAxC carrying the SSB (a frame
    /// the tap dropped) is undecided, not a FAIL; with that eAxC present and silent it FAILs.
    @Test func aDroppedSSBEAxCIsNotAMissingSSB() {
        for dropped in [true, false] {
            let j = SSBEnergyJudge(Self.expectation)
            for s in 2..<6 {
                j.observe(Self.message(symbol: UInt8(s), silent: 0..<30), eAxC: 0, frame: 2 * s)
                if s == 2 && dropped { continue }
                j.observe(Self.message(symbol: UInt8(s), prbs: 20, start: 1, silent: s == 2 ? 0..<30 : 0..<0), eAxC: 1, frame: 2 * s + 1)
            }
            let v = j.finish()
            if dropped {
                #expect(v == .pass(symbols: 3), "\(v)")
            } else {
                guard case .fail = v else { Issue.record("expected FAIL, got \(v)"); continue }
            }
        }
    }

    /// −30 dB below the cell's data power is still energy (SSB power offsets are a few dB);
    /// −40 dB is not.
    @Test func thresholdIsRelativeToTheDataPower() {
        for (amplitude, passes) in [(Int16(40), true), (Int16(9), false)] {
            let j = SSBEnergyJudge(Self.expectation)
            // data at amplitude 1000 on the other PRBs; SSB PRBs at `amplitude` (−28 dB / −41 dB)
            for s in 2..<6 {
                var u = Self.message(symbol: UInt8(s))
                let low = Self.message(symbol: UInt8(s), prbs: 20, start: 1, amplitude: amplitude)
                u.sections = [Self.message(symbol: UInt8(s), prbs: 1, start: 0).sections[0], low.sections[0],
                              Self.message(symbol: UInt8(s), prbs: 9, start: 21).sections[0]]
                j.observe(u, eAxC: 0, frame: s)
            }
            let v = j.finish()
            #expect((v == .pass(symbols: 4)) == passes, "amplitude \(amplitude): \(v)")
        }
    }

    /// A 10 ms period: the burst is in one of the two half-frames, the gNB's choice.
    @Test func everyHalfFramePhaseIsACandidate() {
        var e = Self.expectation
        e.periodHalfFrames = 2
        // first half-frame silent, second with energy: PASS (the burst is in the second)
        var j = SSBEnergyJudge(e)
        for s in 2..<6 {
            j.observe(Self.message(subframe: 0, symbol: UInt8(s), silent: 0..<30), eAxC: 0, frame: s)
            j.observe(Self.message(subframe: 5, symbol: UInt8(s)), eAxC: 0, frame: 10 + s)
        }
        #expect(j.finish() == .pass(symbols: 4))
        // only the silent half-frame captured: INCONCLUSIVE, not FAIL
        j = SSBEnergyJudge(e)
        for s in 2..<6 { j.observe(Self.message(subframe: 0, symbol: UInt8(s), silent: 0..<30), eAxC: 0, frame: s) }
        guard case .inconclusive(let reason) = j.finish() else { Issue.record("expected INCONCLUSIVE"); return }
        #expect(reason.contains("not in the capture"))
        // both half-frames silent: FAIL
        j = SSBEnergyJudge(e)
        for s in 2..<6 {
            j.observe(Self.message(subframe: 0, symbol: UInt8(s), silent: 1..<21), eAxC: 0, frame: s)
            j.observe(Self.message(subframe: 5, symbol: UInt8(s), silent: 1..<21), eAxC: 0, frame: 10 + s)
        }
        guard case .fail = j.finish() else { Issue.record("expected FAIL"); return }
    }

    @Test func withoutSSBSymbolsInTheCaptureItIsInconclusive() {
        let j = SSBEnergyJudge(Self.expectation)
        for s in [0, 1, 6, 7, 13] { j.observe(Self.message(symbol: UInt8(s), silent: 0..<30), eAxC: 0, frame: s) }
        guard case .inconclusive(let reason) = j.finish() else { Issue.record("expected INCONCLUSIVE"); return }
        #expect(reason.contains("no DL U-plane"))
    }

    /// Samples this judge does not decode (modulation compression) leave the symbol undecided;
    /// UL and non-zero filterIndex messages are not the SSB's.
    @Test func undecodableUplinkAndOtherNumerologiesAreNotJudged() {
        let j = SSBEnergyJudge(Self.expectation)
        for s in 2..<6 {
            var u = Self.message(symbol: UInt8(s), silent: 0..<30)
            u.sections[0].format = IQFormat(method: .modulation, iqWidth: 4)
            j.observe(u, eAxC: 0, frame: s)
            var ul = Self.message(symbol: UInt8(s), silent: 0..<30)
            ul.dataDirection = 0
            j.observe(ul, eAxC: 0, frame: s)
            var mixed = Self.message(symbol: UInt8(s), silent: 0..<30)
            mixed.filterIndex = 1
            j.observe(mixed, eAxC: 0, frame: s)
        }
        guard case .inconclusive = j.finish() else { Issue.record("expected INCONCLUSIVE"); return }
    }

    /// Malformed or random ids never crash and stay bounded.
    @Test func randomMessagesNeverCrash() {
        var e = Self.expectation
        e.periodHalfFrames = 32
        let j = SSBEnergyJudge(e)
        var state: UInt64 = 7
        for i in 0..<3000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1
            let r = state >> 20
            j.observe(Self.message(frame: UInt8(truncatingIfNeeded: r), subframe: UInt8(truncatingIfNeeded: r >> 8) % 16, slot: UInt8(truncatingIfNeeded: r >> 12) % 4,
                                   symbol: UInt8(truncatingIfNeeded: r >> 16) % 16, prbs: 1 + Int(r >> 24) % 40, start: Int(r >> 32) % 60,
                                   silent: 0..<Int(r >> 40) % 30), eAxC: UInt16(truncatingIfNeeded: r >> 44) % 8, frame: i)
        }
        _ = j.finish()
    }
}
