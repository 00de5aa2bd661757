import Conformance
import Fronthaul
import NetLayers
import Profiles
import Testing

/// Message-local rules: one violating message per rule (a field set outside the range the rule
/// states) is reported under that rule id for the sending node; the same message with the field in
/// range passes.
@Suite struct CodecRuleMappingTests {
    typealias S = EngineSupport

    static let cPlaneCases: [(String, @Sendable (inout CPlaneMessage) -> Void)] = [
        ("FH-CP-VER", { $0.payloadVersion = 2 }),
        ("FH-CP-TIME", { $0.subframeId = 10 }),
        ("FH-CS-SYM", { $0.sections[0].numSymbol = 15 }),
        ("FH-CS-REMASK", { $0.sections[0].reMask = 0 }),
        ("FH-CS-PRB", { $0.sections[0].startPrbc = 270 }),
        ("FH-CP-UDCOMP-DL", { $0.udCompHdr = 0x91 }),
    ]

    @Test(arguments: 0..<6) func cPlaneFieldOutOfRangeIsReportedUnderItsRule(_ index: Int) {
        let (rule, mutate) = Self.cPlaneCases[index]
        var f = S.Feeder(S.specOnly())
        var good = S.cPlane(direction: 1, sections: [(1, 0, 24, 1)])
        f.c(good)
        mutate(&good)
        f.c(good)
        let r = f.finish()
        let row = r.results(for: rule).first
        #expect(row?.evaluated == 2, "\(rule)")
        #expect(row?.violations == 1, "\(rule): \(r.results(for: rule))")
        #expect(row?.findings.first?.frames == [2], "\(rule)")
    }

    static let uPlaneCases: [(String, @Sendable (inout UPlaneMessage) -> Void)] = [
        ("FH-UP-VER", { $0.payloadVersion = 2 }),
        ("FH-UP-TIME", { $0.symbolId = 14 }),
        ("FH-UP-PRB", { $0.sections[0].startPrbu = 260 }),
    ]

    @Test(arguments: 0..<3) func uPlaneFieldOutOfRangeIsReportedUnderItsRule(_ index: Int) {
        let (rule, mutate) = Self.uPlaneCases[index]
        var f = S.Feeder(S.specOnly())
        f.c(S.cPlane(direction: 1, sections: [(1, 0, 255, 14)]))
        var good = S.uPlane(direction: 1, symbol: 0, sections: [(1, 0, 24)])
        f.u(good)
        mutate(&good)
        f.u(good)
        let r = f.finish()
        let row = r.results(for: rule).first
        #expect(row?.evaluated == 2, "\(rule)")
        #expect(row?.violations == 1, "\(rule): \(r.results(for: rule))")
        #expect(row?.findings.first?.frames == [3], "\(rule)")
    }

    @Test func eCPRIRevisionOtherThanOneFails() {
        var f = S.Feeder(S.specOnly())
        var m = ECPRIMessage.oran(cPlane: S.cPlane(direction: 1, sections: [(1, 0, 24, 1)]), transport: ORANTransportHeader(eAxC: 0, sequenceId: 0))
        f.send(m, from: S.duMAC, to: S.ruMAC)
        m.header.revision = 2
        f.send(m, from: S.duMAC, to: S.ruMAC)
        let r = f.finish()
        #expect(r.verdicts("FH-ECPRI-REV") == [.fail])
        #expect(r.results(for: "FH-ECPRI-REV").first?.evaluated == 2)
    }

    @Test func truncatedMessageIsAMalformedFrameAndAFinding() {
        let run = ConformanceRun(configuration: S.specOnly())
        let bytes = FronthaulEncoder.encode(ECPRIMessage.oran(uPlane: S.uPlane(direction: 1, symbol: 0, sections: [(1, 0, 24)]), transport: ORANTransportHeader(eAxC: 0, sequenceId: 0)))
        // payloadSize promises more than the 40 bytes present.
        run.feed(pdu: PDU(kind: .ecpri, payload: bytes[..<40], endpoints: S.ethernet(from: S.duMAC, to: S.ruMAC), frameNumbers: [1], timestampNanoseconds: 0, offsetInFrame: 18))
        let r = run.finish()
        #expect(r.verdicts("FH-ECPRI-FIT") == [.fail])
        #expect(r.results(for: "FH-ECPRI-FIT").first?.findings.first?.frames == [1])
    }
}
