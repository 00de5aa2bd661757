import Conformance
import Foundation
import Fronthaul
import NetLayers
import Profiles
import Testing
import TestSupport

/// F1-RESP-TIMELY on a request nobody answers (TS 38.473 §8.2.3: F1 Setup Request, default
/// timeout 5 s): the capture's clock is every frame's, not only F1AP ones. The request bytes come
/// from pycrate (F1APRuleTests.encode); the fault (no response, 7 s of later traffic) is known by
/// construction.
@Suite(.requires(.pycrate)) struct F1APResponseClockTests {
    typealias S = EngineSupport

    static func run(laterFronthaulAtMs: Int64?) -> RunResults? {
        run(fronthaulAtMs: laterFronthaulAtMs.map { [$0] } ?? [])?.results
    }

    /// The F1 Setup Request at 1 ms (frame 1), fronthaul frames at `fronthaulAtMs` (frames 2…),
    /// and the F1 Setup Response at `responseAtMs` (the last frame) when given. Returns the
    /// results and, per finding the run decided, the frame being fed when it was decided (0:
    /// at the end of the capture).
    static func run(fronthaulAtMs: [Int64], responseAtMs: Int64? = nil) -> (results: RunResults, decidedAt: [(rule: String, frame: Int, message: String)])? {
        guard let pdus = F1APRuleTests.encode([F1APRuleTests.setupRequest(3), F1APRuleTests.setupResponse(3)]), pdus.count == 2 else {
            return nil
        }
        let run = ConformanceRun(configuration: RunConfiguration())
        final class Log: @unchecked Sendable {
            var feeding = 0
            var decided: [(rule: String, frame: Int, message: String)] = []
        }
        let log = Log()
        run.onFinding = { finding in log.decided.append((finding.rule, log.feeding, finding.message)) }
        var e = Endpoints()
        e.sourceIP = .v4(0x0A00_0002)
        e.destinationIP = .v4(0x0A00_0001)
        e.sourcePort = 40000
        e.destinationPort = 38472
        e.sctpAssociation = 1
        e.payloadProtocolID = 62
        e.sctpStream = 0
        log.feeding = 1
        run.feed(pdu: PDU(kind: .f1ap, payload: pdus[0][...], endpoints: e, frameNumbers: [1], timestampNanoseconds: 1_000_000, offsetInFrame: nil))
        for (index, ms) in fronthaulAtMs.enumerated() {
            let u = S.uPlane(direction: 1, symbol: 0, sections: [(id: 1, start: 0, num: 1)])
            let bytes = FronthaulEncoder.encode(ECPRIMessage.oran(uPlane: u, transport: ORANTransportHeader(eAxC: 0, sequenceId: UInt8(index))))
            log.feeding = index + 2
            run.feed(pdu: PDU(kind: .ecpri, payload: bytes[...], endpoints: S.ethernet(from: S.duMAC, to: S.ruMAC), frameNumbers: [index + 2],
                              timestampNanoseconds: ms * 1_000_000, offsetInFrame: 18))
        }
        if let ms = responseAtMs {
            var back = e
            swap(&back.sourceIP, &back.destinationIP)
            swap(&back.sourcePort, &back.destinationPort)
            let frame = fronthaulAtMs.count + 2
            log.feeding = frame
            run.feed(pdu: PDU(kind: .f1ap, payload: pdus[1][...], endpoints: back, frameNumbers: [frame], timestampNanoseconds: ms * 1_000_000, offsetInFrame: nil))
        }
        log.feeding = 0
        let results = run.finish()
        return (results, log.decided)
    }

    /// The violation is decided at the first frame of any kind past the timeout (so `--follow`
    /// prints it then), not at the end of the capture, and only once.
    @Test func unansweredRequestIsDecidedWhenTheClockPassesItsTimeout() throws {
        // Request at 1 ms: 5,001 ms is not past 5 s after it, 5,002 ms is.
        guard let (results, decided) = Self.run(fronthaulAtMs: [2_000, 5_001, 5_002, 9_000, 20_000]) else { return }
        let timely = decided.filter { $0.rule == "F1-RESP-TIMELY" }
        #expect(timely.count == 1, "\(decided)")
        #expect(timely.first?.frame == 4, "decided while feeding frame \(timely.first?.frame ?? -1), expected 4 (5,002 ms)")
        #expect(timely.first?.message == "request 1 not answered within 5000 ms")
        let rows = results.results(for: "F1-RESP-TIMELY")
        #expect(rows.map(\.violations).reduce(0, +) == 1 && rows.map(\.evaluated).reduce(0, +) == 1, "\(rows)")
    }

    /// A response after the clock passed the timeout still answers its request: F1-RESP-MATCH
    /// holds, and F1-RESP-TIMELY counts the request once (the violation decided at the timeout),
    /// with the latency measured; with no frame in between, the response itself is the first
    /// frame past the timeout and is judged late.
    @Test(arguments: [true, false])
    func lateResponsePairsWithTheRequestJudgedAtItsTimeout(framesBetween: Bool) throws {
        guard let (results, decided) = Self.run(fronthaulAtMs: framesBetween ? [5_500] : [], responseAtMs: 6_001) else { return }
        let timely = results.results(for: "F1-RESP-TIMELY")
        #expect(timely.map(\.violations).reduce(0, +) == 1, "\(timely)")
        #expect(timely.map(\.evaluated).reduce(0, +) == 1, "\(timely)")
        #expect(timely.flatMap(\.measurements).map(\.count).reduce(0, +) == 1, "\(timely)")
        let match = results.results(for: "F1-RESP-MATCH")
        #expect(match.map(\.violations).reduce(0, +) == 0 && match.map(\.evaluated).reduce(0, +) == 1, "\(match)")
        let finding = try #require(decided.first { $0.rule == "F1-RESP-TIMELY" })
        if framesBetween {
            #expect(finding.frame == 2 && finding.message == "request 1 not answered within 5000 ms", "\(finding)")
        } else {
            #expect(finding.frame == 2 && finding.message.hasSuffix("after 6000 ms"), "\(finding)")
        }
    }

    @Test func unansweredRequestWithLaterOtherTrafficIsAViolation() {
        guard let r = Self.run(laterFronthaulAtMs: 7_001) else { return }
        let rows = r.results(for: "F1-RESP-TIMELY")
        #expect(rows.contains { $0.violations == 1 && ($0.verdict == .warn || $0.verdict == .fail) }, "\(rows)")
        #expect(rows.flatMap(\.findings).first?.frames == [1])
    }

    @Test func unansweredRequestAtTheEndOfTheCaptureStaysInconclusive() {
        guard let r = Self.run(laterFronthaulAtMs: 3_000) else { return }
        #expect(r.verdicts("F1-RESP-TIMELY") == [.inconclusive])
    }
}
