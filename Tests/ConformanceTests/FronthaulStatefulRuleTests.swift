import Conformance
import ProfileLoading
import Fronthaul
import Profiles
import Testing

/// Stateful fronthaul rules on messages built with the Fronthaul encoder; expectations follow the
/// CUS semantics (§7.5.3 symInc / rb, §5.1.3.1.7 sequence ids, §7.8 coupling).
@Suite struct FronthaulStatefulRuleTests {
    typealias S = EngineSupport

    /// One DL slot (C-plane + 2 symbols of U-plane) and one UL slot answered in full.
    func conformingSlot(_ f: inout S.Feeder) {
        f.c(S.cPlane(direction: 1, sections: [(1, 0, 24, 2)]))
        f.u(S.uPlane(direction: 1, symbol: 0, sections: [(1, 0, 24)]))
        f.u(S.uPlane(direction: 1, symbol: 1, sections: [(1, 0, 24)]))
        f.c(S.cPlane(direction: 0, slot: 1, sections: [(2, 0, 24, 2)], udCompHdr: 0x91))
        f.u(S.uPlane(direction: 0, slot: 1, symbol: 0, sections: [(2, 0, 24)]))
        f.u(S.uPlane(direction: 0, slot: 1, symbol: 1, sections: [(2, 0, 24)]))
    }

    @Test func conformingTrafficPassesCrossPlaneAndSequenceRules() {
        var f = S.Feeder(S.specOnly())
        conformingSlot(&f)
        // A later message closes the UL response window (20 ms).
        f.time += 30_000_000
        f.c(S.cPlane(direction: 1, frame: 1, sections: [(1, 0, 24, 2)]))
        f.u(S.uPlane(direction: 1, frame: 1, symbol: 0, sections: [(1, 0, 24)]))
        let r = f.finish()
        for rule in ["FH-XP-COUPLE", "FH-XP-UL-COMPLETE", "FH-XP-UL-FORMAT", "FH-SEQ-INC", "FH-CS-SECID", "FH-CP-UDCOMP-DL", "FH-UP-LEN"] {
            #expect(r.verdicts(rule) == [.pass], "\(rule): \(r.results(for: rule))")
        }
        #expect(S.evaluated(r, "FH-XP-COUPLE") == 5)  // 5 U-plane sections
        #expect(S.evaluated(r, "FH-XP-UL-COMPLETE") == 1)  // 1 UL C-plane section
        #expect(!r.hasFailure)
        #expect(r.frames.malformed == 0)
    }

    @Test func sequenceAnomaliesAreToldApart() {
        var f = S.Feeder(S.specOnly())
        f.c(S.cPlane(direction: 1, sections: [(1, 0, 24, 14)]))
        // (slot, symbol, SequenceId): 0, 1 ok; 3 skips 2; 3 again = duplicate; 2 arrives from
        // another slot = reorder (it fills the gap: nothing lost); 4 ok; 6 skips 5, which never
        // comes: lost once the stream is 32 ids further.
        var steps: [(UInt8, UInt8, UInt8)] = [(0, 0, 0), (0, 1, 1), (1, 0, 3), (1, 1, 3), (0, 2, 2), (1, 2, 4), (1, 3, 6)]
        for n in 0..<40 { steps.append((2 + UInt8(n / 14), UInt8(n % 14), 7 + UInt8(n))) }
        for (slot, symbol, seq) in steps {
            f.u(S.uPlane(direction: 1, slot: slot, symbol: symbol, sections: [(1, 0, 24)]), seq: seq)
        }
        let r = f.finish()
        let findings = r.results(for: "FH-SEQ-INC").flatMap(\.findings)
        #expect(findings.map { String($0.message.prefix(while: { $0 != ":" })) } == ["duplicate", "reorder", "loss"])
        #expect(findings.last?.actual == "1 missing")
        #expect(r.verdicts("FH-SEQ-INC") == [.warn])
    }

    /// An O-DU that permutes SequenceIds within a slot loses nothing and breaks no rule: the
    /// permutation is counted per stream, not reported as a loss plus a reorder per message.
    @Test func permutationWithinASlotIsMeasuredNotReported() {
        var f = S.Feeder(S.specOnly())
        f.c(S.cPlane(direction: 1, sections: [(1, 0, 24, 14)]))
        for (symbol, seq) in [(0, 0), (1, 2), (2, 1), (3, 3), (4, 5), (5, 4), (6, 6)] as [(UInt8, UInt8)] {
            f.u(S.uPlane(direction: 1, symbol: symbol, sections: [(1, 0, 24)]), seq: seq)
        }
        let r = f.finish()
        #expect(r.verdicts("FH-SEQ-INC") == [.pass])
        #expect(r.results(for: "FH-SEQ-INC").flatMap(\.measurements).first { $0.name == "reordered within a slot" }?.sum == 2)
    }

    /// The capture can start between two messages an O-DU permuted: the stream's first captured
    /// id overtook the one before it in its slot. That is the same permutation, not a reorder;
    /// an earlier id arriving in another slot still is.
    @Test func permutationCutByTheCaptureStartIsMeasuredNotReported() {
        var f = S.Feeder(S.specOnly())
        f.c(S.cPlane(direction: 1, sections: [(1, 0, 24, 14)]))
        for (symbol, seq) in [(1, 1), (0, 0), (2, 2), (3, 3)] as [(UInt8, UInt8)] {
            f.u(S.uPlane(direction: 1, symbol: symbol, sections: [(1, 0, 24)]), seq: seq)
        }
        let r = f.finish()
        #expect(r.verdicts("FH-SEQ-INC") == [.pass])
        #expect(r.results(for: "FH-SEQ-INC").flatMap(\.measurements).first { $0.name == "reordered within a slot" }?.sum == 1)

        var g = S.Feeder(S.specOnly())
        g.c(S.cPlane(direction: 1, sections: [(1, 0, 24, 14)]))
        g.u(S.uPlane(direction: 1, symbol: 0, sections: [(1, 0, 24)]), seq: 5)
        g.u(S.uPlane(direction: 1, slot: 1, symbol: 0, sections: [(1, 0, 24)]), seq: 4)  // another slot
        let other = g.finish()
        #expect(other.verdicts("FH-SEQ-INC") == [.warn])
    }

    /// The capture can also start on the overtaken message: the id that overtook it was sent
    /// before the first frame, so the stream's first captured slot skips it and it never comes.
    /// That is state from before the capture (INCONCLUSIVE), not a loss; the same skip in a
    /// later slot still is one.
    @Test func idThatOvertookTheFirstCapturedMessageIsNotALoss() {
        func run(skipInSlot skipSlot: UInt8) -> RunResults {
            var f = S.Feeder(S.specOnly())
            for slot: UInt8 in 0..<6 {
                f.c(S.cPlane(direction: 1, slot: slot, sections: [(1, 0, 24, 14)]))
            }
            // Sent: …, 12, 11, 13, … with 12 before the capture; later slots without gaps.
            var seq: UInt8 = 11
            for slot: UInt8 in 0..<6 {
                for symbol: UInt8 in 0..<14 {
                    if slot == skipSlot && symbol == 1 { seq &+= 1 }
                    f.u(S.uPlane(direction: 1, slot: slot, symbol: symbol, sections: [(1, 0, 24)]), seq: seq)
                    seq &+= 1
                }
            }
            return f.finish()
        }
        // Sent: …, 25, 24 | 26, … with 25 before the capture, which starts on 24, the last
        // message of its slot: the first message of the next slot skips 25.
        var g = S.Feeder(S.specOnly())
        g.c(S.cPlane(direction: 1, slot: 0, sections: [(1, 0, 24, 14)]))
        g.c(S.cPlane(direction: 1, slot: 1, sections: [(1, 0, 24, 14)]))
        g.c(S.cPlane(direction: 1, slot: 2, sections: [(1, 0, 24, 14)]))
        g.c(S.cPlane(direction: 1, slot: 3, sections: [(1, 0, 24, 14)]))
        g.u(S.uPlane(direction: 1, slot: 0, symbol: 12, sections: [(1, 0, 24)]), seq: 24)
        var next: UInt8 = 26
        for slot: UInt8 in 1..<4 {
            for symbol: UInt8 in 0..<14 {
                g.u(S.uPlane(direction: 1, slot: slot, symbol: symbol, sections: [(1, 0, 24)]), seq: next)
                next &+= 1
            }
        }
        let boundary = g.finish().results(for: "FH-SEQ-INC").first
        #expect(boundary?.violations == 0 && boundary?.inconclusive == 1)

        let cut = run(skipInSlot: 0).results(for: "FH-SEQ-INC").first
        #expect(cut?.verdict == .inconclusive || cut?.verdict == .pass)
        #expect(cut?.violations == 0 && cut?.inconclusive == 1)
        let lost = run(skipInSlot: 2).results(for: "FH-SEQ-INC").first
        #expect(lost?.verdict == .warn && lost?.violations == 1)
    }

    /// A gap the capture ends inside may still fill after the last frame: INCONCLUSIVE, not a loss.
    @Test func gapAtTheEndOfTheCaptureIsInconclusive() {
        var f = S.Feeder(S.specOnly())
        f.c(S.cPlane(direction: 1, sections: [(1, 0, 24, 14)]))
        for (symbol, seq) in [(0, 0), (1, 1), (2, 4)] as [(UInt8, UInt8)] {
            f.u(S.uPlane(direction: 1, symbol: symbol, sections: [(1, 0, 24)]), seq: seq)
        }
        let r = f.finish()
        let row = r.results(for: "FH-SEQ-INC").first
        #expect(row?.violations == 0 && row?.inconclusive == 2)
    }

    @Test func uPlaneOutsideItsCPlaneSectionFailsCoupling() {
        var f = S.Feeder(S.specOnly())
        f.leadIn()  // the capture starts before this slot's C-plane
        f.c(S.cPlane(direction: 1, sections: [(1, 0, 24, 2)]))
        f.u(S.uPlane(direction: 1, symbol: 0, sections: [(1, 0, 30)]))  // PRBs 24-29 not requested
        f.u(S.uPlane(direction: 1, symbol: 1, sections: [(7, 40, 8)]))  // no section 7, PRBs 40-47 not covered
        f.u(S.uPlane(direction: 1, symbol: 2, sections: [(1, 0, 24)]))  // symbol outside 0-1
        f.u(S.uPlane(direction: 1, symbol: 1, sections: [(1, 0, 24)]))  // fine
        let r = f.finish()
        #expect(r.verdicts("FH-XP-COUPLE") == [.fail])
        #expect(S.violations(r, "FH-XP-COUPLE") == 3)
        #expect(S.evaluated(r, "FH-XP-COUPLE") == 4)
        #expect(r.results(for: "FH-XP-COUPLE").flatMap(\.findings).map(\.frames) == [[2], [3], [4]])
        #expect(r.exitCode == 1)
    }

    @Test func couplingHonoursRbAndSymInc() {
        var f = S.Feeder(S.specOnly())
        f.leadIn()  // the capture starts before this slot's C-plane
        var c = S.cPlane(direction: 1, startSymbol: 4, sections: [(1, 0, 12, 1), (2, 100, 10, 1)])
        c.sections[0].rb = true  // PRBs 0, 2, …, 22
        c.sections[1].symInc = true  // symbol 5
        f.c(c)
        var everyOther = S.uPlane(direction: 1, symbol: 4, sections: [(1, 0, 12)])
        everyOther.sections[0].rb = true
        f.u(everyOther)  // covered
        f.u(S.uPlane(direction: 1, symbol: 4, sections: [(1, 0, 12)]))  // contiguous 0-11: 1, 3, … not requested
        f.u(S.uPlane(direction: 1, symbol: 5, sections: [(2, 100, 10)]))  // covered after symInc
        f.u(S.uPlane(direction: 1, symbol: 4, sections: [(2, 100, 10)]))  // section 2 is on symbol 5 only
        let r = f.finish()
        #expect(S.evaluated(r, "FH-XP-COUPLE") == 4)
        #expect(r.results(for: "FH-XP-COUPLE").flatMap(\.findings).map(\.frames) == [[3], [5]])
    }

    @Test func missingAndRepeatedULDataFailCompleteness() {
        var f = S.Feeder(S.specOnly())
        f.c(S.cPlane(direction: 0, sections: [(2, 0, 24, 2)], udCompHdr: 0x91))
        f.u(S.uPlane(direction: 0, symbol: 0, sections: [(2, 0, 24)]))
        f.u(S.uPlane(direction: 0, symbol: 0, sections: [(2, 0, 12)]))  // extra: repeated PRBs 0-11
        // symbol 1 never comes; a later DL message moves capture time past the window.
        f.time += 30_000_000
        f.c(S.cPlane(direction: 1, frame: 2, sections: [(1, 0, 24, 2)]))
        f.u(S.uPlane(direction: 1, frame: 2, symbol: 0, sections: [(1, 0, 24)]))
        let r = f.finish()
        let findings = r.results(for: "FH-XP-UL-COMPLETE").flatMap(\.findings)
        #expect(r.verdicts("FH-XP-UL-COMPLETE") == [.fail])
        #expect(findings.count == 2)
        #expect(findings.contains { $0.message.hasPrefix("extra") && $0.frames == [1, 3] })
        #expect(findings.contains { $0.message.hasPrefix("missing: 24 ") && $0.frames == [1] })
    }

    @Test func ulCompletenessIsInconclusiveWhenTheCaptureEndsInsideTheWindow() {
        var f = S.Feeder(S.specOnly())
        f.c(S.cPlane(direction: 0, sections: [(2, 0, 24, 2)], udCompHdr: 0x91))
        f.u(S.uPlane(direction: 0, symbol: 0, sections: [(2, 0, 24)]))
        let r = f.finish()
        #expect(r.verdicts("FH-XP-UL-COMPLETE") == [.inconclusive])
        #expect(!r.hasFailure)
    }

    @Test func ulFormatMustMatchTheCPlaneUdCompHdr() {
        var f = S.Feeder(S.specOnly())
        f.c(S.cPlane(direction: 0, sections: [(2, 0, 24, 1)], udCompHdr: 0xE1))  // asks for BFP 14-bit
        f.u(S.uPlane(direction: 0, symbol: 0, sections: [(2, 0, 24)]))  // sends BFP 9-bit
        let r = f.finish()
        #expect(r.verdicts("FH-XP-UL-FORMAT") == [.fail])
        let finding = r.results(for: "FH-XP-UL-FORMAT").first?.findings.first
        #expect(finding?.expected == "udCompMeth 1 width 14")
        #expect(finding?.actual == "udCompMeth 1 width 9")
    }

    @Test func duplicateSectionIdsWithOverlappingReMasksFail() {
        var f = S.Feeder(S.specOnly())
        f.c(S.cPlane(direction: 1, sections: [(5, 0, 10, 1), (5, 20, 10, 1)]))
        var paired = S.cPlane(direction: 1, slot: 1, sections: [(6, 0, 10, 1), (6, 0, 10, 1)])
        paired.sections[0].reMask = 0xFC0
        paired.sections[1].reMask = 0x03F
        f.c(paired)  // the allowed complementary-reMask pair
        let r = f.finish()
        #expect(S.evaluated(r, "FH-CS-SECID") == 2)
        #expect(S.violations(r, "FH-CS-SECID") == 1)
        #expect(r.results(for: "FH-CS-SECID").first?.findings.first?.frames == [1])
    }

    @Test func codecFindingsBecomeRuleResultsOfTheSender() {
        var f = S.Feeder(S.specOnly())
        f.c(S.cPlane(direction: 1, sections: [(1, 0, 24, 1)], udCompHdr: 0x91))  // DL udCompHdr must be 0
        f.u(S.uPlane(direction: 1, symbol: 0, sections: [(1, 0, 24)]))
        let r = f.finish()
        #expect(r.results(for: "FH-CP-UDCOMP-DL").map(\.verdict) == [.warn])
        #expect(r.results(for: "FH-CP-UDCOMP-DL").first?.node == "02:00:00:00:bb:01")
        #expect(r.verdicts("FH-CP-VER") == [.pass])
        #expect(r.verdicts("FH-OWD-TS") == [.skip])
    }

    /// U-plane of a flow with no C-plane at all in the capture: a violation where the testbed
    /// declares that flow's C-plane (plane c, or both planes); else INCONCLUSIVE, as the M-plane
    /// may configure IQ data transfer without C-plane (O-RAN.WG4.CUS §8.2.2: UL PRACH and SRS,
    /// DL in UPLANE-ONLY-DL-MODE) or the capture may have left the C-plane out.
    @Test(arguments: [(Optional<String>.none, false), ("  - {name: dl, eaxc: \"0:0:0:0\", direction: dl}\n", true),
                      ("  - {name: dl, eaxc: \"0:0:0:0\", plane: c, direction: dl}\n", true),
                      ("  - {name: dl, eaxc: \"0:0:0:0\", plane: u, direction: dl}\n", false),
                      ("  - {name: ul, eaxc: \"0:0:0:0\", direction: ul}\n", false)])
    func uPlaneOfAFlowWithNoCPlaneAtAll(flows: String?, declared: Bool) throws {
        let configuration = try flows.map { RunConfiguration(testbed: try ProfileLoader.loadTestbed(path: try S.writeTestbed(flows: $0))) } ?? S.specOnly()
        var f = S.Feeder(configuration)
        f.c(S.cPlane(direction: 0, sections: [(1, 0, 24, 1)]), eAxC: 1)  // another flow's C-plane: the capture holds C-plane
        f.leadIn(5_000_000)  // later than any C-plane lead after the capture start
        f.u(S.uPlane(direction: 1, symbol: 0, sections: [(1, 0, 24)]))
        let r = f.finish()
        let row = try #require(r.results(for: "FH-XP-COUPLE").first { $0.node == "du" || $0.node == "02:00:00:00:bb:01" })
        if declared {
            #expect(row.verdict == .fail && row.violations == 1)
            #expect(row.findings.first?.message.contains("no C-plane at all for this eAxC and direction") == true)
        } else {
            #expect(row.verdict == .inconclusive && row.inconclusive == 1 && row.violations == 0)
            #expect(row.reason?.contains("§8.2.2") == true, "\(row.reason ?? "")")
        }
    }

    /// A capture with no C-plane data message at all (the U-plane's VLAN alone, a filter) cannot
    /// show what controlled its U-plane, testbed or not.
    @Test func aCaptureOfTheUPlaneAloneIsInconclusive() throws {
        let declared = RunConfiguration(testbed: try ProfileLoader.loadTestbed(path: try S.writeTestbed()))
        for configuration in [S.specOnly(), declared] {
            var f = S.Feeder(configuration)
            f.leadIn(5_000_000)
            f.u(S.uPlane(direction: 1, symbol: 0, sections: [(1, 0, 24)]))
            let r = f.finish()
            #expect(r.verdicts("FH-XP-COUPLE") == [.inconclusive])
            #expect(r.results(for: "FH-XP-COUPLE").first?.reason?.contains("no C-plane data message at all") == true)
        }
    }

    @Test func uPlaneAtTheCaptureStartWithNoCPlaneIsInconclusive() {
        // The same U-plane right at the capture start: its C-plane may precede the capture.
        var g = S.Feeder(S.specOnly())
        g.u(S.uPlane(direction: 1, symbol: 0, sections: [(1, 0, 24)]))
        let early = g.finish()
        #expect(early.verdicts("FH-XP-COUPLE") == [.inconclusive])
        #expect(early.results(for: "FH-XP-COUPLE").first?.reason?.contains("state from before the capture") == true)
    }

    @Test func uPlaneBeforeTheFirstCPlaneOfItsFlowIsInconclusive() {
        var f = S.Feeder(S.specOnly())
        f.u(S.uPlane(direction: 1, symbol: 13, sections: [(1, 0, 24)]))  // its C-plane predates the capture
        f.c(S.cPlane(direction: 1, slot: 1, sections: [(1, 0, 24, 1)]))
        f.u(S.uPlane(direction: 1, slot: 1, symbol: 0, sections: [(1, 0, 24)]))
        let r = f.finish()
        let row = r.results(for: "FH-XP-COUPLE").first
        #expect(row?.verdict == .pass)
        #expect(row?.inconclusive == 1)
        #expect(row?.evaluated == 1)  // judged items only; the inconclusive one is counted apart
    }

    /// A capture that starts mid-stream: the first C-plane captured is slot 1's, sent before the
    /// last U-plane of slot 0, whose own C-plane predates the first frame. Slot 0's U-plane is
    /// INCONCLUSIVE ("state from before the capture"), never a coupling FAIL; a later slot with no
    /// C-plane still fails.
    @Test func uPlaneOfASlotWhoseCPlanePrecedesTheCaptureIsInconclusive() {
        for direction in [UInt8(1), 0] {
            var f = S.Feeder(S.specOnly())
            f.c(S.cPlane(direction: direction, slot: 1, sections: [(1, 0, 24, 14)], udCompHdr: direction == 0 ? 0x91 : 0))
            f.u(S.uPlane(direction: direction, slot: 0, symbol: 12, sections: [(1, 0, 24)]))
            f.u(S.uPlane(direction: direction, slot: 0, symbol: 13, sections: [(1, 0, 24)]))
            f.u(S.uPlane(direction: direction, slot: 1, symbol: 0, sections: [(1, 0, 24)]))
            let clean = f.run.finish()
            let row = clean.results(for: "FH-XP-COUPLE").first
            #expect(row?.verdict == .pass, "direction \(direction)")
            #expect(row?.inconclusive == 2)
            // the PASS says why the two were not judged
            #expect(row?.reason?.hasPrefix("2 item(s) could not be judged: state from before the capture") == true, "\(String(describing: row?.reason))")
            if direction == 0 { #expect(S.violations(clean, "FH-XP-UL-COMPLETE") == 0) }

            var g = S.Feeder(S.specOnly())
            g.c(S.cPlane(direction: direction, slot: 1, sections: [(1, 0, 24, 14)], udCompHdr: direction == 0 ? 0x91 : 0))
            g.u(S.uPlane(direction: direction, slot: 0, symbol: 13, sections: [(1, 0, 24)]))
            g.u(S.uPlane(direction: direction, slot: 2, symbol: 0, sections: [(1, 0, 24)]))  // slot 2: no C-plane
            let r = g.finish()
            #expect(r.verdicts("FH-XP-COUPLE") == [.fail])
            #expect(r.results(for: "FH-XP-COUPLE").flatMap(\.findings).map(\.frames) == [[3]])
        }
    }

    /// UL U-plane whose sections cannot be read (no compression declared, and one 1-PRB
    /// section fits several BFP widths): unknown content is INCONCLUSIVE for coupling, but the
    /// data did come back, so UL completeness does not call it missing.
    @Test func undecodableULUPlaneCountsAsReceived() {
        var f = S.Feeder(RunConfiguration())
        f.leadIn()
        f.c(S.cPlane(direction: 0, sections: [(3, 10, 1, 1)], udCompHdr: 0x91))
        f.u(S.uPlane(direction: 0, symbol: 0, sections: [(3, 10, 1)]))
        f.time += 30_000_000  // past the response horizon
        f.c(S.cPlane(direction: 1, slot: 5, sections: [(1, 0, 1, 1)]))
        let r = f.finish()
        #expect(S.violations(r, "FH-XP-UL-COMPLETE") == 0, "\(r.results(for: "FH-XP-UL-COMPLETE").flatMap(\.findings).map(\.message))")
        #expect(S.evaluated(r, "FH-XP-UL-COMPLETE") == 1)
        #expect(r.results(for: "FH-XP-COUPLE").contains { $0.inconclusive == 1 })
    }

    /// `check A B` of two recordings: a request open when the first ends is judged with the first
    /// (INCONCLUSIVE: it ended 10 µs later), not FAILed because the second ran on for seconds,
    /// and a Response of the same id in the second answers nothing of the first.
    @Test func oneWayDelayRequestsDoNotSpanRecordings() {
        var f = S.Feeder(S.specOnly())
        func owd(_ id: UInt8, _ action: UInt8, from: UInt64, to: UInt64) {
            let d = OneWayDelayMeasurement(measurementId: id, actionType: action, seconds: action == 0 || action == 2 ? 1 : 0, nanoseconds: 0, compensation: 0)
            f.send(ECPRIMessage.oneWayDelay(d), from: from, to: to)
        }
        f.run.beginCapture(name: "a.pcapng", firstFrame: 1)
        owd(4, 0, from: S.duMAC, to: S.ruMAC)
        f.run.beginCapture(name: "b.pcapng", firstFrame: 2)
        f.time += 3_600_000_000_000  // an hour later
        owd(4, 2, from: S.ruMAC, to: S.duMAC)
        owd(5, 0, from: S.duMAC, to: S.ruMAC)
        owd(5, 2, from: S.ruMAC, to: S.duMAC)
        f.time += 5_000_000_000
        owd(6, 0, from: S.duMAC, to: S.ruMAC)
        owd(6, 2, from: S.ruMAC, to: S.duMAC)
        let r = f.finish()
        let ru = r.results(for: "FH-OWD-PAIR").first { $0.node == "02:00:00:00:aa:01" }
        #expect(ru?.violations == 0 && ru?.inconclusive == 1 && ru?.evaluated == 2, "\(String(describing: ru))")
    }

    @Test func oneWayDelayRequestsMustBeAnswered() {
        var f = S.Feeder(S.specOnly())
        func owd(_ id: UInt8, _ action: UInt8, from: UInt64, to: UInt64) {
            let d = OneWayDelayMeasurement(measurementId: id, actionType: action, seconds: action == 0 || action == 2 ? 1 : 0, nanoseconds: 0, compensation: 0)
            f.send(ECPRIMessage.oneWayDelay(d), from: from, to: to)
        }
        owd(1, 0, from: S.duMAC, to: S.ruMAC)  // answered
        owd(1, 2, from: S.ruMAC, to: S.duMAC)
        owd(2, 0, from: S.duMAC, to: S.ruMAC)  // never answered
        f.time += 2_000_000_000
        owd(3, 0, from: S.duMAC, to: S.ruMAC)  // the capture ends 10 µs later: inconclusive
        let r = f.finish()
        let ru = r.results(for: "FH-OWD-PAIR").first { $0.node == "02:00:00:00:aa:01" }
        #expect(ru?.verdict == .warn)
        #expect(ru?.evaluated == 2 && ru?.violations == 1 && ru?.inconclusive == 1)
        #expect(ru?.findings.first?.frames == [3])
    }
}
