import Conformance
import Fronthaul
import Profiles
import Testing

/// FH-SE22-ACK on hand-built request / ST8 sequences whose pairing is known by construction:
/// ST4 command requests, NACKs, a repeated ACK, and an ACK on another eAxC (not the same flow).
@Suite struct AckNackPairingTests {
    typealias S = EngineSupport

    static func request(id: UInt16) -> CPlaneMessage {
        var m = S.cPlane(direction: 1, startSymbol: 0, sections: [(id: 1, start: 0, num: 10, symbols: 14)])
        m.sections[0].ef = true
        m.sections[0].extensions = [SectionExtension(extType: 22, extLen: 1, isLongLength: false,
                                                     fields: [WireField("oran_fh_cus.ackNackReqId", UInt64(id), bits: 16)])]
        return m
    }

    /// ST4 TDD_CONFIG_PATTERN (command 2, one body word) asking for an ST8 with `id`.
    static func st4(id: UInt16) -> CPlaneMessage {
        var m = CPlaneMessage()
        m.dataDirection = 1
        m.sectionType = 4
        m.typeByte6 = 1
        m.body = [WireField("oran_fh_cus.st4CmdType", 2, bits: 8), WireField("oran_fh_cus.st4CmdLen", 1, bits: 16),
                  WireField("oran_fh_cus.numSlots", 0, bits: 8), WireField("oran_fh_cus.ackNackReqId", UInt64(id), bits: 16),
                  WireField("oran_fh_cus.reserved16", 0, bits: 16), WireField("oran_fh_cus.reserved", 0, bits: 2),
                  WireField("oran_fh_cus.dirPattern", 0x3FF0, bits: 14), WireField("oran_fh_cus.reserved", 0, bits: 2),
                  WireField("oran_fh_cus.guardPattern", 0x000C, bits: 14)]
        return m
    }

    static func st8(acks: [UInt16], nacks: [UInt16] = []) -> CPlaneMessage {
        var m = CPlaneMessage()
        m.dataDirection = 0
        m.sectionType = 8
        m.numberOfSections = 0
        m.typeByte6 = UInt8(acks.count)
        m.typeByte7 = UInt8(nacks.count)
        m.body = acks.map { WireField("oran_fh_cus.ackId", UInt64($0), bits: 16) } + nacks.map { WireField("oran_fh_cus.nackId", UInt64($0), bits: 16) }
        return m
    }

    @Test func st4AndSE22RequestsAnsweredPass() {
        var f = S.Feeder(S.specOnly())
        f.c(Self.request(id: 5))
        f.c(Self.st4(id: 9))
        f.c(Self.st8(acks: [9, 5]), from: S.ruMAC, to: S.duMAC)
        let r = f.finish()
        #expect(r.verdicts("FH-SE22-ACK") == [.pass])
        #expect(S.evaluated(r, "FH-SE22-ACK") == 2)
        // Requests at 10 µs and 20 µs, the ST8 at 30 µs (the feeder's 10 µs steps).
        let m = r.results(for: "FH-SE22-ACK").flatMap(\.measurements).first { $0.name == "ST8 ACK latency" }
        #expect(m?.count == 2 && m?.minimum == 10 && m?.maximum == 20)
        // No testbed: the deadline rule has nothing declared to judge against.
        #expect(r.verdicts("FH-XP-ACK-LAT") == [.skip])
    }

    /// An ST8 right after the capture starts may answer a request sent before the first frame:
    /// INCONCLUSIVE, not a FH-SE22-ACK finding; the same ST8 later in a capture that holds both
    /// directions is one (with the O-RU's direction alone it is INCONCLUSIVE: the requests may be
    /// in the direction not captured).
    @Test func st8AtTheCaptureStartAnsweringNothingSeenIsInconclusive() {
        var f = S.Feeder(S.specOnly())
        f.c(Self.st8(acks: [7]), from: S.ruMAC, to: S.duMAC)
        let r = f.finish()
        #expect(r.verdicts("FH-SE22-ACK") == [.inconclusive])
        #expect(r.results(for: "FH-SE22-ACK").first?.reason?.contains("state from before the capture") == true)
        var g = S.Feeder(S.specOnly())
        g.leadIn(200_000_000)
        g.c(S.cPlane(direction: 1, sections: [(1, 0, 24, 1)]))  // the O-DU's direction is captured too
        g.c(Self.st8(acks: [7]), from: S.ruMAC, to: S.duMAC)
        #expect(g.finish().verdicts("FH-SE22-ACK") == [.warn])
        var h = S.Feeder(S.specOnly())
        h.leadIn(200_000_000)
        h.c(Self.st8(acks: [7]), from: S.ruMAC, to: S.duMAC)
        let oneWay = h.finish()
        #expect(oneWay.verdicts("FH-SE22-ACK") == [.inconclusive])
        #expect(oneWay.results(for: "FH-SE22-ACK").first?.reason?.contains("one way only") == true)
    }

    @Test func nackRepeatAndOtherEAxCAreReported() {
        var f = S.Feeder(S.specOnly())
        f.leadIn(200_000_000)  // the capture starts long before: no request can predate it
        f.c(Self.request(id: 1))                                   // frame 1
        f.c(Self.request(id: 2))                                   // frame 2
        f.c(Self.st8(acks: [1], nacks: [2]), from: S.ruMAC, to: S.duMAC)   // frame 3: ACK 1, NACK 2
        f.c(Self.st8(acks: [1]), from: S.ruMAC, to: S.duMAC)       // frame 4: 1 already answered
        f.c(Self.request(id: 3))                                   // frame 5
        f.c(Self.st8(acks: [3]), eAxC: 1, from: S.ruMAC, to: S.duMAC)      // frame 6: request 3 was on eAxC 0
        let r = f.finish()
        #expect(r.verdicts("FH-SE22-ACK") == [.warn])
        #expect(S.evaluated(r, "FH-SE22-ACK") == 4)
        #expect(S.violations(r, "FH-SE22-ACK") == 3)
        let findings = r.results(for: "FH-SE22-ACK").flatMap(\.findings)
        #expect(findings.map(\.frames) == [[2, 3], [4], [6]])
        #expect(findings.first?.actual == "NACK")
        #expect(r.results(for: "FH-SE22-ACK").flatMap(\.measurements).contains { $0.name == "ST8 NACK latency" && $0.count == 1 && $0.mean == 10 })
    }
}
