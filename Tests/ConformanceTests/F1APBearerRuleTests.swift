import Conformance
import Profiles
import Testing
import TestSupport

/// F1-UECTX-DRB, F1-RRC-SRB and F1-RRCDELIV on PDU sequences pycrate 0.8.1 encodes from JER
/// values (F1APRuleTests.encode; skipped with a printed reason when python3/pycrate or ../shared
/// are absent). Each violating sequence has one fault, known by construction: its frame numbers
/// are the 1-based positions in the sequence.
@Suite(.requires(.pycrate)) struct F1APBearerRuleTests {
    typealias T = F1APRuleTests
    typealias J = F1APBearerJER

    static let cu = 9, du = 5
    /// F1 Setup (frames 1, 2) and a UE that starts with Initial UL RRC (frame 3).
    static let start: [(T.Side, String, Int64)] = [(.du, T.setupRequest(3), 0), (.cu, T.setupResponse(3), 1), (.du, T.initialUL(du: du), 2)]

    func expect(_ rule: String, _ steps: [(T.Side, String, Int64)], _ verdict: Verdict, frames: [Int]? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let r = T.run(steps) else { return }
        let rows = r.results(for: rule)
        #expect(rows.map(\.verdict) == [verdict], "\(rule): \(rows)", sourceLocation: sourceLocation)
        if let frames {
            #expect(rows.flatMap(\.findings).first?.frames == frames, "\(rows.flatMap(\.findings))", sourceLocation: sourceLocation)
        }
        if verdict == .pass || verdict == .inconclusive {
            #expect(rows.allSatisfy { $0.findings.isEmpty }, sourceLocation: sourceLocation)
        }
    }

    // MARK: F1-UECTX-DRB

    @Test func setupResponseAnsweringEachRequestedDRBOncePasses() {
        expect("F1-UECTX-DRB", Self.start + [
            (.cu, J.setupRequest(cu: Self.cu, du: Self.du, drbs: [1, 2]), 10), (.du, J.setupResponse(cu: Self.cu, du: Self.du, drbs: [1], failedDRBs: [2]), 12),
        ], .pass)
    }

    @Test func setupResponseWithAnUnrequestedDRBFails() {
        expect("F1-UECTX-DRB", Self.start + [
            (.cu, J.setupRequest(cu: Self.cu, du: Self.du, drbs: [1, 2]), 10), (.du, J.setupResponse(cu: Self.cu, du: Self.du, drbs: [1, 3], failedDRBs: [2]), 12),
        ], .fail, frames: [4, 5])
    }

    @Test func setupResponseLeavingARequestedDRBUnansweredFails() {
        expect("F1-UECTX-DRB", Self.start + [
            (.cu, J.setupRequest(cu: Self.cu, du: Self.du, drbs: [1, 2]), 10), (.du, J.setupResponse(cu: Self.cu, du: Self.du, drbs: [1]), 12),
        ], .fail, frames: [4, 5])
    }

    @Test func setupResponseListingADRBAsSetupAndFailedFails() {
        expect("F1-UECTX-DRB", Self.start + [
            (.cu, J.setupRequest(cu: Self.cu, du: Self.du, drbs: [1, 2]), 10), (.du, J.setupResponse(cu: Self.cu, du: Self.du, drbs: [1, 2], failedDRBs: [2]), 12),
        ], .fail, frames: [4, 5])
    }

    @Test func modificationResponseAnsweringSetupAndModifyListsPasses() {
        expect("F1-UECTX-DRB", Self.start + [
            (.cu, J.modificationRequest(cu: Self.cu, du: Self.du, drbs: [3], modify: [1]), 10),
            (.du, J.modificationResponse(cu: Self.cu, du: Self.du, drbs: [3], modified: [1]), 12),
        ], .pass)
    }

    @Test func modificationResponseModifyingAnotherDRBFails() {
        expect("F1-UECTX-DRB", Self.start + [
            (.cu, J.modificationRequest(cu: Self.cu, du: Self.du, drbs: [3], modify: [1]), 10),
            (.du, J.modificationResponse(cu: Self.cu, du: Self.du, drbs: [3], modified: [2]), 12),
        ], .fail, frames: [4, 5])
    }

    @Test func responseWithoutAnyDRBListInEitherMessageIsNotCounted() {
        expect("F1-UECTX-DRB", Self.start + [
            (.cu, J.setupRequest(cu: Self.cu, du: Self.du, srbs: [2]), 10), (.du, J.setupResponse(cu: Self.cu, du: Self.du), 12),
        ], .skip)
    }

    /// UE CONTEXT MODIFICATION REQUIRED (DU→CU) / CONFIRM (CU→DU), TS 38.473 §8.3.5: judged
    /// for the gNB-CU (10.0.0.1), which sends the CONFIRM.
    func expectRequired(_ required: String, _ answer: String, _ verdict: Verdict, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let r = T.run(Self.start + [(.du, required, 10), (.cu, answer, 12)]) else { return }
        let rows = r.results(for: "F1-UECTX-DRB")
        #expect(rows.map(\.verdict) == [verdict], "\(rows)", sourceLocation: sourceLocation)
        if verdict == .fail {
            #expect(rows.first?.node.hasPrefix("10.0.0.1") == true, "\(rows.map(\.node))", sourceLocation: sourceLocation)
            #expect(rows.flatMap(\.findings).first?.frames == [4, 5], sourceLocation: sourceLocation)
        }
    }

    @Test func confirmOfEachRequiredModificationPasses() {
        expectRequired(J.modificationRequired(cu: Self.cu, du: Self.du, modify: [1, 3], release: [2]), J.modificationConfirm(cu: Self.cu, du: Self.du, confirmed: [3, 1]), .pass)
        // only releases required: nothing to confirm
        expectRequired(J.modificationRequired(cu: Self.cu, du: Self.du, release: [2]), J.modificationConfirm(cu: Self.cu, du: Self.du), .pass)
    }

    @Test func confirmOfADRBRequiredReleasedFails() {
        expectRequired(J.modificationRequired(cu: Self.cu, du: Self.du, modify: [1], release: [2]), J.modificationConfirm(cu: Self.cu, du: Self.du, confirmed: [1, 2]), .fail)
    }

    @Test func confirmOfAnUnrequiredDRBFails() {
        expectRequired(J.modificationRequired(cu: Self.cu, du: Self.du, modify: [1]), J.modificationConfirm(cu: Self.cu, du: Self.du, confirmed: [1, 4]), .fail)
    }

    @Test func confirmLeavingARequiredModificationOutFails() {
        expectRequired(J.modificationRequired(cu: Self.cu, du: Self.du, modify: [1, 3]), J.modificationConfirm(cu: Self.cu, du: Self.du, confirmed: [1]), .fail)
        expectRequired(J.modificationRequired(cu: Self.cu, du: Self.du, modify: [1]), J.modificationConfirm(cu: Self.cu, du: Self.du, confirmed: [1, 1]), .fail)
    }

    @Test func refusedModificationRequiredIsNotJudged() {
        expectRequired(J.modificationRequired(cu: Self.cu, du: Self.du, modify: [1]), J.modificationRefuse(cu: Self.cu, du: Self.du), .skip)
    }

    // MARK: F1-RRC-SRB

    /// RRCSetup on SRB0, SRB1 both ways, SRB2 set up by UE Context Setup then used both ways.
    static let srbDialogue: [(T.Side, String, Int64)] = start + [
        (.cu, J.rrcTransfer(12, cu: cu, du: du, srb: 0), 4), (.du, J.rrcTransfer(13, cu: cu, du: du, srb: 1), 6), (.cu, J.rrcTransfer(12, cu: cu, du: du, srb: 1), 8),
        (.cu, J.setupRequest(cu: cu, du: du, srbs: [2]), 10), (.du, J.setupResponse(cu: cu, du: du, srbs: [2]), 12),
        (.cu, J.rrcTransfer(12, cu: cu, du: du, srb: 2, pdcpSN: 0), 14), (.du, J.rrcTransfer(13, cu: cu, du: du, srb: 2, pdcpSN: 0), 16),
    ]

    @Test func transfersOnTheUEsSRBsPass() {
        guard let r = T.run(Self.srbDialogue) else { return }
        let rows = r.results(for: "F1-RRC-SRB")
        #expect(rows.count == 2 && rows.allSatisfy { $0.verdict == .pass }, "\(rows)")
        #expect(rows.map(\.evaluated).reduce(0, +) == 5)
    }

    /// An acknowledged F1 Reset (TS 38.473 §8.2.1: the UE contexts are released) lets go of the
    /// association's SRB contexts: a transfer for the UE afterwards is INCONCLUSIVE (no context),
    /// not judged against the SRBs it had; the reset alone (unacknowledged) keeps them.
    @Test func transfersAfterAnAcknowledgedResetAreInconclusive() {
        let after = (T.Side.cu, J.rrcTransfer(12, cu: Self.cu, du: Self.du, srb: 2, pdcpSN: 1), Int64(30))
        guard let reset = T.run(Self.srbDialogue + [(.cu, T.reset(5), 20), (.du, T.resetAck(5), 21), after]),
              let unacknowledged = T.run(Self.srbDialogue + [(.cu, T.reset(5), 20), after]) else { return }
        let cu = reset.results(for: "F1-RRC-SRB").filter { $0.node == "10.0.0.1" }
        #expect(cu.map(\.evaluated) == [3] && cu.map(\.inconclusive) == [1], "\(cu)")
        let kept = unacknowledged.results(for: "F1-RRC-SRB").filter { $0.node == "10.0.0.1" }
        #expect(kept.map(\.evaluated) == [4] && kept.map(\.inconclusive) == [0], "\(kept)")
    }

    @Test func uplinkTransferOnSRB0Warns() {
        expect("F1-RRC-SRB", Self.start + [(.du, J.rrcTransfer(13, cu: Self.cu, du: Self.du, srb: 0), 4)], .warn, frames: [4])
    }

    @Test func sRB2BeforeItsSetupWarns() {
        expect("F1-RRC-SRB", Self.start + [
            (.cu, J.rrcTransfer(12, cu: Self.cu, du: Self.du, srb: 0), 4), (.cu, J.setupRequest(cu: Self.cu, du: Self.du, srbs: [2]), 10),
            (.cu, J.rrcTransfer(12, cu: Self.cu, du: Self.du, srb: 2), 11), (.du, J.setupResponse(cu: Self.cu, du: Self.du, srbs: [2]), 12),
        ], .warn, frames: [6])
    }

    @Test func sRB2ThatFailedToBeSetUpWarns() {
        expect("F1-RRC-SRB", Self.start + [
            (.cu, J.setupRequest(cu: Self.cu, du: Self.du, srbs: [2]), 10), (.du, J.setupResponse(cu: Self.cu, du: Self.du, failedSRBs: [2]), 12),
            (.du, J.rrcTransfer(13, cu: Self.cu, du: Self.du, srb: 2), 14),
        ], .warn, frames: [6])
    }

    @Test func sRB3NeverRequestedWarnsEvenWhenTheDUListsIt() {
        expect("F1-RRC-SRB", Self.start + [
            (.cu, J.setupRequest(cu: Self.cu, du: Self.du, srbs: [2]), 10), (.du, J.setupResponse(cu: Self.cu, du: Self.du, srbs: [2, 3]), 12),
            (.cu, J.rrcTransfer(12, cu: Self.cu, du: Self.du, srb: 3), 14),
        ], .warn, frames: [6])
    }

    @Test func sRB2ReleasedByModificationWarns() {
        expect("F1-RRC-SRB", Self.start + [
            (.cu, J.setupRequest(cu: Self.cu, du: Self.du, srbs: [2]), 10), (.du, J.setupResponse(cu: Self.cu, du: Self.du, srbs: [2]), 12),
            (.cu, J.rrcTransfer(12, cu: Self.cu, du: Self.du, srb: 2), 14),
            (.cu, J.modificationRequest(cu: Self.cu, du: Self.du, releaseSRBs: [2]), 16), (.du, J.modificationResponse(cu: Self.cu, du: Self.du), 18),
            (.cu, J.rrcTransfer(12, cu: Self.cu, du: Self.du, srb: 2), 20),
        ], .warn, frames: [9])
    }

    @Test func sRB3AddedByModificationPasses() {
        expect("F1-RRC-SRB", Self.start + [
            (.cu, J.modificationRequest(cu: Self.cu, du: Self.du, srbs: [3]), 10), (.du, J.modificationResponse(cu: Self.cu, du: Self.du, srbs: [3]), 12),
            (.cu, J.rrcTransfer(12, cu: Self.cu, du: Self.du, srb: 3), 14),
        ], .pass)
    }

    @Test func reestablishmentKeepsTheOldContextsSRB2() {
        // the UE re-establishes with a new gNB-DU UE F1AP ID (6); the CU's RRCReestablishment names the old one (5)
        let setUp: [(T.Side, String, Int64)] = Self.start + [
            (.cu, J.setupRequest(cu: Self.cu, du: Self.du, srbs: [2]), 10), (.du, J.setupResponse(cu: Self.cu, du: Self.du, srbs: [2]), 12),
            (.du, T.initialUL(du: 6), 20),
        ]
        let srb2 = (T.Side.du, J.rrcTransfer(13, cu: Self.cu, du: 6, srb: 2), Int64(24))
        guard let kept = T.run(setUp + [(.cu, J.rrcTransfer(12, cu: Self.cu, du: 6, srb: 1, oldDU: Self.du), 22), srb2]),
              let lost = T.run(setUp + [(.cu, J.rrcTransfer(12, cu: Self.cu, du: 6, srb: 1), 22), srb2]) else { return }
        // the DU's SRB2 transfer (frame 8) is judged for the DU (10.0.0.2)
        let du: (RunResults) -> [RuleResult] = { $0.results(for: "F1-RRC-SRB").filter { $0.node.hasPrefix("10.0.0.2") } }
        #expect(du(kept).map(\.verdict) == [.pass], "\(du(kept))")
        // without the old id the new context has no SRB2
        #expect(du(lost).map(\.verdict) == [.warn], "\(du(lost))")
        #expect(du(lost).flatMap(\.findings).first?.frames == [8])
        #expect(kept.results(for: "F1-RRC-SRB").allSatisfy { $0.verdict == .pass })
    }

    @Test func transferForAUEStartedBeforeTheCaptureIsInconclusive() {
        expect("F1-RRC-SRB", [(.du, T.setupRequest(3), 0), (.cu, T.setupResponse(3), 1), (.du, J.rrcTransfer(13, cu: 77, du: 78, srb: 2), 2)], .inconclusive)
    }

    // MARK: F1-RRCDELIV

    static let withContext: [(T.Side, String, Int64)] = start + [(.cu, J.rrcTransfer(12, cu: cu, du: du, srb: 0), 4)]

    @Test func requestedDeliveryReportedPasses() {
        expect("F1-RRCDELIV", Self.withContext + [
            (.cu, J.rrcTransfer(12, cu: Self.cu, du: Self.du, srb: 1, pdcpSN: 3, deliveryRequest: true), 10),
            (.du, J.deliveryReport(cu: Self.cu, du: Self.du, srb: 1, triggeringSN: 3), 40),
        ], .pass)
    }

    @Test func deliveryReportForAUEContextSetupRRCContainerPasses() {
        expect("F1-RRCDELIV", Self.withContext + [
            (.cu, J.setupRequest(cu: Self.cu, du: Self.du, srbs: [2], rrc: "000208000000000000", deliveryRequest: true), 10),
            (.du, J.setupResponse(cu: Self.cu, du: Self.du, srbs: [2]), 12), (.du, J.deliveryReport(cu: Self.cu, du: Self.du, srb: 1, triggeringSN: 2), 30),
        ], .pass)
    }

    /// Two open requests on SRB1: a DL RRC transfer (PDCP SN 6, frame 5) and a UE context setup
    /// whose RRC container is PDCP SN 5 (frame 6). The report for SN 5 (frame 8) answers the UE
    /// context request, so the late report for SN 6 (frame 9) is judged against frame 5.
    @Test func reportMatchesTheRequestWithItsPDCPSNAcrossTransferAndUEContext() {
        expect("F1-RRCDELIV", Self.withContext + [
            (.cu, J.rrcTransfer(12, cu: Self.cu, du: Self.du, srb: 1, pdcpSN: 6, deliveryRequest: true), 10),
            (.cu, J.setupRequest(cu: Self.cu, du: Self.du, srbs: [2], rrc: "000508000000000000", deliveryRequest: true), 11),
            (.du, J.setupResponse(cu: Self.cu, du: Self.du, srbs: [2]), 12),
            (.du, J.deliveryReport(cu: Self.cu, du: Self.du, srb: 1, triggeringSN: 5), 20),
            (.du, J.deliveryReport(cu: Self.cu, du: Self.du, srb: 1, triggeringSN: 6), 6_000),
        ], .warn, frames: [5, 9])
    }

    @Test func requestWithoutReportWhileTrafficGoesOnWarns() {
        guard let r = T.run(Self.withContext + [
            (.cu, J.rrcTransfer(12, cu: Self.cu, du: Self.du, srb: 1, pdcpSN: 3, deliveryRequest: true), 10),
            (.du, J.rrcTransfer(13, cu: Self.cu, du: Self.du, srb: 1), 7_000),
        ]) else { return }
        let rows = r.results(for: "F1-RRCDELIV")
        #expect(rows.map(\.verdict) == [.warn], "\(rows)")
        #expect(rows.first?.node == "10.0.0.2", "the DU owes the report: \(rows.map(\.node))")
        #expect(rows.flatMap(\.findings).first?.frames == [5])
    }

    @Test func requestOpenAtTheEndOfTheCaptureIsInconclusive() {
        expect("F1-RRCDELIV", Self.withContext + [(.cu, J.rrcTransfer(12, cu: Self.cu, du: Self.du, srb: 1, deliveryRequest: true), 10)], .inconclusive)
    }

    @Test func lateDeliveryReportWarns() {
        expect("F1-RRCDELIV", Self.withContext + [
            (.cu, J.rrcTransfer(12, cu: Self.cu, du: Self.du, srb: 1, pdcpSN: 3, deliveryRequest: true), 10),
            (.du, J.deliveryReport(cu: Self.cu, du: Self.du, srb: 1, triggeringSN: 3), 6_000),
        ], .warn, frames: [5, 6])
    }

    /// The clock passes the request's timeout (a frame at 5,011 ms) before the report comes: the
    /// warning is decided there (its finding cites the request alone) and the late report pairs
    /// with the request without a second judgement or an "unrequested report" one.
    @Test func reportAfterTheClockPassedTheTimeoutIsJudgedOnce() {
        guard let r = T.run(Self.withContext + [
            (.cu, J.rrcTransfer(12, cu: Self.cu, du: Self.du, srb: 1, pdcpSN: 3, deliveryRequest: true), 10),
            (.du, J.rrcTransfer(13, cu: Self.cu, du: Self.du, srb: 1), 5_010),
            (.du, J.rrcTransfer(13, cu: Self.cu, du: Self.du, srb: 1), 5_011),
            (.du, J.deliveryReport(cu: Self.cu, du: Self.du, srb: 1, triggeringSN: 3), 6_000),
        ]) else { return }
        let rows = r.results(for: "F1-RRCDELIV")
        #expect(rows.map(\.verdict) == [.warn], "\(rows)")
        #expect(rows.map(\.violations) == [1] && rows.map(\.evaluated) == [1], "\(rows)")
        #expect(rows.flatMap(\.findings).map(\.frames) == [[5]], "\(rows)")
    }

    /// 400 requests 100 ms apart, each reported 10 ms later but every 50th (from the 8th):
    /// the checker drops answered requests from its arrival queue while the clock judges the
    /// unreported ones. Those older than the timeout at the last frame warn, each with its own
    /// request frame, the last one is INCONCLUSIVE, and every reported one passes.
    @Test func unreportedRequestsAmongManyAreJudgedEachOnce() {
        var steps = Self.withContext
        var unreported: [Int] = []
        let lastTime = Int64(10 + 399 * 100 + 10)
        for i in 0..<400 {
            let time = Int64(10 + i * 100)
            steps.append((.cu, J.rrcTransfer(12, cu: Self.cu, du: Self.du, srb: 1, pdcpSN: i, deliveryRequest: true), time))
            if i % 50 == 7 {
                if lastTime - time > 5_000 { unreported.append(steps.count) }
            } else {
                steps.append((.du, J.deliveryReport(cu: Self.cu, du: Self.du, srb: 1, triggeringSN: i), time + 10))
            }
        }
        guard let r = T.run(steps) else { return }
        let rows = r.results(for: "F1-RRCDELIV")
        #expect(rows.map(\.verdict) == [.warn], "\(rows)")
        #expect(rows.map(\.violations) == [unreported.count] && rows.map(\.inconclusive) == [1], "\(rows)")
        #expect(rows.map(\.evaluated) == [400 - 8 + unreported.count], "\(rows)")
        #expect(rows.flatMap(\.findings).map(\.frames) == unreported.map { [$0] }, "\(rows)")
    }

    /// One UE with more open delivery status requests than its bound (64): the oldest (the six on
    /// SRB2) are judged when the bound is reached (INCONCLUSIVE, none past its timeout), a report
    /// on SRB2 then matches nothing and is INCONCLUSIVE (never a FAIL), a report of a kept one pairs.
    @Test func requestsOfOneUEPastItsBoundAreJudgedAtOnce() {
        var steps = Self.withContext
        let n = 70
        for i in 0..<n {
            steps.append((.cu, J.rrcTransfer(12, cu: Self.cu, du: Self.du, srb: i < n - 64 ? 2 : 1, pdcpSN: i, deliveryRequest: true), Int64(10 + i)))
        }
        steps.append((.du, J.deliveryReport(cu: Self.cu, du: Self.du, srb: 2, triggeringSN: 0), 100))
        steps.append((.du, J.deliveryReport(cu: Self.cu, du: Self.du, srb: 1, triggeringSN: n - 1), 101))
        guard let r = T.run(steps) else { return }
        let rows = r.results(for: "F1-RRCDELIV")
        let kept = 64
        #expect(rows.map(\.evaluated) == [1] && rows.map(\.violations) == [0], "\(rows)")
        // evicted at the bound, the report that found none of them, the kept ones left at the end
        #expect(rows.map(\.inconclusive) == [(n - kept) + 1 + (kept - 1)], "\(rows)")
    }

    @Test func unrequestedDeliveryReportWarns() {
        expect("F1-RRCDELIV", Self.withContext + [
            (.cu, J.rrcTransfer(12, cu: Self.cu, du: Self.du, srb: 1, pdcpSN: 3), 10), (.du, J.deliveryReport(cu: Self.cu, du: Self.du, srb: 1, triggeringSN: 3), 40),
        ], .warn, frames: [6])
    }

    @Test func reportOnAnotherSRBThanRequestedWarns() {
        guard let r = T.run(Self.withContext + [
            (.cu, J.rrcTransfer(12, cu: Self.cu, du: Self.du, srb: 1, pdcpSN: 3, deliveryRequest: true), 10),
            (.du, J.deliveryReport(cu: Self.cu, du: Self.du, srb: 2, triggeringSN: 3), 40), (.du, J.rrcTransfer(13, cu: Self.cu, du: Self.du, srb: 1), 7_000),
        ]) else { return }
        let findings = r.results(for: "F1-RRCDELIV").flatMap(\.findings)
        #expect(r.verdicts("F1-RRCDELIV") == [.warn])
        // the unsolicited SRB2 report, then the SRB1 request never answered
        #expect(findings.map(\.frames) == [[6], [5]], "\(findings)")
    }

    @Test func reportWithoutTheAssociationsF1SetupIsInconclusive() {
        expect("F1-RRCDELIV", [(.du, J.deliveryReport(cu: Self.cu, du: Self.du, srb: 1), 0)], .inconclusive)
    }
}
