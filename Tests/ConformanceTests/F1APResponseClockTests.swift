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
        guard let request = F1APRuleTests.encode([F1APRuleTests.setupRequest(3)])?.first else {
            return nil
        }
        let run = ConformanceRun(configuration: RunConfiguration())
        var e = Endpoints()
        e.sourceIP = .v4(0x0A00_0002)
        e.destinationIP = .v4(0x0A00_0001)
        e.sourcePort = 40000
        e.destinationPort = 38472
        e.sctpAssociation = 1
        e.payloadProtocolID = 62
        e.sctpStream = 0
        run.feed(pdu: PDU(kind: .f1ap, payload: request[...], endpoints: e, frameNumbers: [1], timestampNanoseconds: 1_000_000, offsetInFrame: nil))
        if let ms = laterFronthaulAtMs {
            let u = S.uPlane(direction: 1, symbol: 0, sections: [(id: 1, start: 0, num: 1)])
            let bytes = FronthaulEncoder.encode(ECPRIMessage.oran(uPlane: u, transport: ORANTransportHeader(eAxC: 0, sequenceId: 0)))
            run.feed(pdu: PDU(kind: .ecpri, payload: bytes[...], endpoints: S.ethernet(from: S.duMAC, to: S.ruMAC), frameNumbers: [2],
                              timestampNanoseconds: ms * 1_000_000, offsetInFrame: 18))
        }
        return run.finish()
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
