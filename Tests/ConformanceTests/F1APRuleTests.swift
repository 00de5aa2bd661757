import Conformance
import Foundation
import NetLayers
import ProfileLoading
import Profiles
import Testing
import TestSupport

/// F1AP procedure rules on PDU sequences whose bytes pycrate 0.8.1 encodes from JER values (the
/// independent oracle, via ../shared/oracles/f1ap_pycrate.py in the shared pycrate worker);
/// skipped, with the reason, when python3/pycrate or ../shared are absent.
@Suite(.requires(.pycrate)) struct F1APRuleTests {
    typealias S = EngineSupport

    enum Side { case du, cu }

    /// Encodes JER texts with pycrate (the shared worker; tests that call it require pycrate);
    /// nil, with an issue recorded, when pycrate cannot encode one of them.
    static func encode(_ jers: [String]) -> [[UInt8]]? {
        do {
            return try PycrateWorker.shared.encode(jers).enumerated().map { i, answer in
                guard let hex = answer["hex"] as? String, let bytes = PycrateWorker.bytes(hex) else {
                    throw PycrateWorker.Failure(message: "pycrate cannot encode JER \(i): \(answer["error"] ?? answer)")
                }
                return bytes
            }
        } catch {
            Issue.record("\(error)")
            return nil
        }
    }

    // JER builders (TS 38.473 IE ids: 78 TransactionID, 42 gNB-DU ID, 171/170 RRC version,
    // 40/41 CU/DU UE F1AP ID, 64 SRBID, 50 RRCContainer, 111 NRCGI, 95 C-RNTI, 0 Cause, 48 ResetType).
    static func setupRequest(_ tx: Int) -> String {
        #"{"initiatingMessage":{"procedureCode":1,"criticality":"reject","value":{"protocolIEs":[{"id":78,"criticality":"reject","value":\#(tx)},{"id":42,"criticality":"reject","value":7},{"id":171,"criticality":"reject","value":{"latest-RRC-Version":"00"}}]}}}"#
    }
    static func setupResponse(_ tx: Int) -> String {
        #"{"successfulOutcome":{"procedureCode":1,"criticality":"reject","value":{"protocolIEs":[{"id":78,"criticality":"reject","value":\#(tx)},{"id":170,"criticality":"reject","value":{"latest-RRC-Version":"00"}}]}}}"#
    }
    static func initialUL(du: Int, plmn: String = "00f110", cell: String = "000012340") -> String {
        #"{"initiatingMessage":{"procedureCode":11,"criticality":"ignore","value":{"protocolIEs":[{"id":41,"criticality":"reject","value":\#(du)},{"id":111,"criticality":"reject","value":{"pLMN-Identity":"\#(plmn)","nRCellIdentity":"\#(cell)"}},{"id":95,"criticality":"reject","value":4660},{"id":50,"criticality":"reject","value":"1dec89d05766"},{"id":128,"criticality":"reject","value":"5c00"},{"id":78,"criticality":"ignore","value":1}]}}}"#
    }
    static func rrc(_ code: Int, cu: Int, du: Int) -> String {
        #"{"initiatingMessage":{"procedureCode":\#(code),"criticality":"ignore","value":{"protocolIEs":[{"id":40,"criticality":"reject","value":\#(cu)},{"id":41,"criticality":"reject","value":\#(du)},{"id":64,"criticality":"reject","value":1},{"id":50,"criticality":"reject","value":"00"}]}}}"#
    }
    static func reset(_ tx: Int) -> String {
        #"{"initiatingMessage":{"procedureCode":0,"criticality":"reject","value":{"protocolIEs":[{"id":78,"criticality":"reject","value":\#(tx)},{"id":0,"criticality":"ignore","value":{"radioNetwork":"unspecified"}},{"id":48,"criticality":"reject","value":{"f1-Interface":"reset-all"}}]}}}"#
    }
    static func resetAck(_ tx: Int) -> String {
        #"{"successfulOutcome":{"procedureCode":0,"criticality":"reject","value":{"protocolIEs":[{"id":78,"criticality":"reject","value":\#(tx)}]}}}"#
    }
    static func errorIndication(_ tx: Int, cause: Bool) -> String {
        let c = cause ? #",{"id":0,"criticality":"ignore","value":{"protocol":"semantic-error"}}"# : ""
        return #"{"initiatingMessage":{"procedureCode":2,"criticality":"ignore","value":{"protocolIEs":[{"id":78,"criticality":"reject","value":\#(tx)}\#(c)]}}}"#
    }
    static func removalRequest(_ tx: Int) -> String {
        #"{"initiatingMessage":{"procedureCode":26,"criticality":"reject","value":{"protocolIEs":[{"id":78,"criticality":"reject","value":\#(tx)}]}}}"#
    }
    static func removalResponse(_ tx: Int) -> String {
        #"{"successfulOutcome":{"procedureCode":26,"criticality":"reject","value":{"protocolIEs":[{"id":78,"criticality":"reject","value":\#(tx)}]}}}"#
    }

    static func releaseCommand(cu: Int, du: Int) -> String {
        #"{"initiatingMessage":{"procedureCode":6,"criticality":"reject","value":{"protocolIEs":[{"id":40,"criticality":"reject","value":\#(cu)},{"id":41,"criticality":"reject","value":\#(du)},{"id":0,"criticality":"ignore","value":{"radioNetwork":"unspecified"}}]}}}"#
    }
    static func releaseComplete(cu: Int, du: Int) -> String {
        #"{"successfulOutcome":{"procedureCode":6,"criticality":"reject","value":{"protocolIEs":[{"id":40,"criticality":"reject","value":\#(cu)},{"id":41,"criticality":"reject","value":\#(du)}]}}}"#
    }

    /// Feeds (side, JER, time ms) as SCTP PPID 62 PDUs between DU 10.0.0.2 and CU 10.0.0.1:38472.
    static func run(_ steps: [(Side, String, Int64)], ppid: UInt32 = 62, cuPort: UInt16 = 38472, configuration: RunConfiguration = RunConfiguration()) -> RunResults? {
        guard let pdus = encode(steps.map(\.1)) else { return nil }
        return feed(zip(steps, pdus).map { ($0.0, $1, $0.2) }, ppid: ppid, cuPort: cuPort, configuration: configuration)
    }

    /// Feeds (side, PDU bytes, time ms) between DU 10.0.0.2:40000 and CU 10.0.0.1:`cuPort`.
    static func feed(_ steps: [(Side, [UInt8], Int64)], ppid: UInt32 = 62, cuPort: UInt16 = 38472, streams: [UInt16]? = nil, configuration: RunConfiguration = RunConfiguration()) -> RunResults {
        let run = ConformanceRun(configuration: configuration)
        for (i, (side, bytes, ms)) in steps.enumerated() {
            var e = Endpoints()
            let du = IPAddress.v4(0x0A00_0002), cu = IPAddress.v4(0x0A00_0001)
            e.sourceIP = side == .du ? du : cu
            e.destinationIP = side == .du ? cu : du
            e.sourcePort = side == .du ? 40000 : cuPort
            e.destinationPort = side == .du ? cuPort : 40000
            e.sctpAssociation = 1
            e.payloadProtocolID = ppid
            e.sctpStream = streams.map { i < $0.count ? $0[i] : 0 }
            run.feed(pdu: PDU(kind: .f1ap, payload: bytes[...], endpoints: e, frameNumbers: [i + 1], timestampNanoseconds: ms * 1_000_000, offsetInFrame: nil))
        }
        return run.finish()
    }

    static let goodDialogue: [(Side, String, Int64)] = [
        (.du, setupRequest(3), 0), (.cu, setupResponse(3), 5), (.du, initialUL(du: 5), 10), (.cu, rrc(12, cu: 9, du: 5), 12),
        (.du, rrc(13, cu: 9, du: 5), 14), (.cu, reset(4), 20), (.du, resetAck(4), 21), (.du, errorIndication(1, cause: true), 30),
    ]

    @Test func conformingDialoguePassesEveryF1Rule() {
        guard let r = Self.run(Self.goodDialogue) else { return }
        // PDUs fed without SCTP packets carry no INIT: F1-TNL-DU-INIT cannot be judged
        let f1 = r.results.filter { $0.rule.hasPrefix("F1-") && !($0.rule == "F1-TNL-DU-INIT" && $0.verdict == .inconclusive) }
        #expect(f1.allSatisfy { $0.verdict == .pass || $0.verdict == .skip }, "\(f1.filter { $0.verdict != .pass && $0.verdict != .skip })")
        for rule in ["F1-SETUP-FIRST", "F1-SETUP-DIR", "F1-TXID-ECHO", "F1-RESP-MATCH", "F1-RESET-ACK", "F1-PROC-DIR", "F1-UEID-DU-ALLOC",
                     "F1-UEID-CU-ALLOC", "F1-UEID-PAIR", "F1-ERRIND-SCOPE", "F1-NO-UE-BEFORE-SETUP", "F1-TNL-PPID", "F1-TNL-PORT", "F1-RESP-TIMELY"] {
            #expect(r.verdicts(rule).contains(.pass), "\(rule): \(r.results(for: rule))")
        }
        let roles = Dictionary(uniqueKeysWithValues: r.nodes.map { ($0.name, $0.role) })
        #expect(roles["10.0.0.2"] == .oDU && roles["10.0.0.1"] == .oCU)
    }

    func expectFailure(_ rule: String, _ steps: [(Side, String, Int64)], frames: [Int]? = nil, verdict: Verdict = .fail, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let r = Self.run(steps) else { return }
        #expect(r.verdicts(rule).contains(verdict), "\(rule): \(r.results(for: rule))", sourceLocation: sourceLocation)
        if let frames {
            #expect(r.results(for: rule).flatMap(\.findings).first?.frames == frames, sourceLocation: sourceLocation)
        }
    }

    @Test func responseWithAnotherTransactionIDFailsTxidEcho() {
        expectFailure("F1-TXID-ECHO", [(.du, Self.setupRequest(3), 0), (.cu, Self.setupResponse(4), 5)], frames: [1, 2])
    }

    @Test func resetAcknowledgeWithAnotherTransactionIDFailsResetAck() {
        expectFailure("F1-RESET-ACK", [(.du, Self.setupRequest(3), 0), (.cu, Self.setupResponse(3), 5), (.cu, Self.reset(4), 6), (.du, Self.resetAck(5), 7)], frames: [3, 4])
    }

    @Test func setupRequestFromTheDeclaredCUFailsSetupDirection() throws {
        // lab-a declares cu1 (an O-CU) at 10.0.0.1 port 38472: it must not send F1 Setup Request.
        var configuration = RunConfiguration(testbed: try ProfileLoader.loadTestbed(path: S.packageRoot.appendingPathComponent("Profiles/testbeds/lab-a.yaml").path))
        configuration.suite = nil
        guard let r = Self.run([(.cu, Self.setupRequest(3), 0), (.du, Self.setupResponse(3), 1)], configuration: configuration) else { return }
        let cu = r.results(for: "F1-SETUP-DIR").first { $0.node == "cu1" }
        #expect(cu?.verdict == .fail)
        #expect(cu?.findings.first?.frames == [1])
    }

    @Test func initialULFromTheCUFailsProcedureDirection() {
        expectFailure("F1-PROC-DIR", [(.du, Self.setupRequest(3), 0), (.cu, Self.setupResponse(3), 1), (.cu, Self.initialUL(du: 5), 2)], frames: [3])
    }

    @Test func secondResponseFailsResponseMatching() {
        expectFailure("F1-RESP-MATCH", [(.du, Self.setupRequest(3), 0), (.cu, Self.setupResponse(3), 1), (.cu, Self.setupResponse(3), 2)], frames: [3])
    }

    @Test func lateResponseWarnsTimeliness() {
        expectFailure("F1-RESP-TIMELY", [(.du, Self.setupRequest(3), 0), (.cu, Self.setupResponse(3), 6_000)], verdict: .warn)
    }

    @Test func unansweredRequestWarnsTimelinessAtTheEnd() {
        expectFailure("F1-RESP-TIMELY", [(.du, Self.setupRequest(3), 0), (.cu, Self.setupResponse(3), 1), (.cu, Self.reset(1), 2), (.du, Self.errorIndication(2, cause: true), 8_000)], verdict: .warn)
    }

    @Test func reusedTransactionIDWarns() {
        expectFailure("F1-TXID-UNIQUE", [(.du, Self.setupRequest(3), 0), (.cu, Self.setupResponse(3), 1), (.cu, Self.reset(1), 2), (.cu, Self.reset(1), 3)], frames: [4], verdict: .warn)
    }

    @Test func secondSetupWhilePendingWarns() {
        expectFailure("F1-SETUP-ONE-OUTSTANDING", [(.du, Self.setupRequest(3), 0), (.du, Self.setupRequest(4), 1)], frames: [2], verdict: .warn)
    }

    @Test func ueMessageBeforeSetupResponseFails() {
        expectFailure("F1-NO-UE-BEFORE-SETUP", [(.du, Self.setupRequest(3), 0), (.du, Self.initialUL(du: 5), 1), (.cu, Self.setupResponse(3), 2)], frames: [2])
    }

    @Test func messagesBeforeSetupRequestFailSetupFirst() {
        expectFailure("F1-SETUP-FIRST", [(.du, Self.initialUL(du: 5), 0), (.du, Self.setupRequest(3), 1), (.cu, Self.setupResponse(3), 2)], frames: [1])
    }

    /// Every PDU before the F1 Setup Request is counted, not only those kept with their frames:
    /// 100 UE messages from the DU and 30 from the CU (more than the 64 kept per sender for the DU)
    /// are 130 F1-SETUP-FIRST violations once the request comes, each finding with its frame, and
    /// 130 INCONCLUSIVE when it never does.
    @Test func everyMessageBeforeSetupIsCounted() {
        var steps: [(Side, String, Int64)] = (0..<100).map { (.du, Self.initialUL(du: $0), Int64($0)) }
        steps += (0..<30).map { (.cu, Self.rrc(12, cu: $0, du: $0), 100 + Int64($0)) }
        guard let r = Self.run(steps + [(.du, Self.setupRequest(3), 200), (.cu, Self.setupResponse(3), 201)]) else { return }
        let first = r.results(for: "F1-SETUP-FIRST")
        #expect(first.reduce(0) { $0 + $1.violations } == 130, "\(first)")
        #expect(first.allSatisfy { $0.findings.allSatisfy { $0.frames.count == 1 && !$0.message.isEmpty } })
        #expect(r.results(for: "F1-NO-UE-BEFORE-SETUP").reduce(0) { $0 + $1.violations } == 130)
        guard let never = Self.run(steps) else { return }
        #expect(never.results(for: "F1-SETUP-FIRST").reduce(0) { $0 + $1.inconclusive } == 130)
    }

    @Test func changedDUIdFailsPairing() {
        expectFailure("F1-UEID-PAIR", [(.du, Self.setupRequest(3), 0), (.cu, Self.setupResponse(3), 1), (.du, Self.initialUL(du: 5), 2),
                                       (.cu, Self.rrc(12, cu: 9, du: 5), 3), (.du, Self.rrc(13, cu: 9, du: 6), 4)], frames: [5])
    }

    @Test func unknownUEContextFails() {
        expectFailure("F1-UEID-KNOWN", [(.du, Self.setupRequest(3), 0), (.cu, Self.setupResponse(3), 1), (.du, Self.rrc(13, cu: 77, du: 88), 2)], frames: [3])
    }

    @Test func reusedDUIdOnInitialULFailsAllocation() {
        expectFailure("F1-UEID-DU-ALLOC", [(.du, Self.setupRequest(3), 0), (.cu, Self.setupResponse(3), 1), (.du, Self.initialUL(du: 5), 2),
                                           (.cu, Self.rrc(12, cu: 9, du: 5), 3), (.du, Self.initialUL(du: 5), 4)], frames: [5])
    }

    @Test func cuIdFirstSeenFromTheDUFailsAllocation() {
        expectFailure("F1-UEID-CU-ALLOC", [(.du, Self.setupRequest(3), 0), (.cu, Self.setupResponse(3), 1), (.du, Self.initialUL(du: 5), 2),
                                           (.du, Self.rrc(13, cu: 9, du: 5), 3)], frames: [4])
    }

    @Test func ueIdsUsedAfterResetFailResetSemantics() {
        expectFailure("F1-RESET-SEMANTICS", [(.du, Self.setupRequest(3), 0), (.cu, Self.setupResponse(3), 1), (.du, Self.initialUL(du: 5), 2),
                                           (.cu, Self.rrc(12, cu: 9, du: 5), 3), (.cu, Self.reset(4), 4), (.du, Self.resetAck(4), 5), (.du, Self.rrc(13, cu: 9, du: 5), 6)], frames: [7])
    }

    @Test func ueIdsUsedAfterContextReleaseFail() {
        expectFailure("F1-UEID-RELEASED", [(.du, Self.setupRequest(3), 0), (.cu, Self.setupResponse(3), 1), (.du, Self.initialUL(du: 5), 2),
                                           (.cu, Self.rrc(12, cu: 9, du: 5), 3), (.cu, Self.releaseCommand(cu: 9, du: 5), 4), (.du, Self.releaseComplete(cu: 9, du: 5), 5),
                                           (.du, Self.rrc(13, cu: 9, du: 5), 6)], frames: [7])
    }

    @Test func errorIndicationWithoutCauseFailsScope() {
        expectFailure("F1-ERRIND-SCOPE", [(.du, Self.setupRequest(3), 0), (.cu, Self.setupResponse(3), 1), (.du, Self.errorIndication(1, cause: false), 2)], frames: [3])
    }

    @Test func anythingAfterRemovalWarns() {
        expectFailure("F1-REMOVAL", [(.du, Self.setupRequest(3), 0), (.cu, Self.setupResponse(3), 1), (.du, Self.removalRequest(2), 2),
                                     (.cu, Self.removalResponse(2), 3), (.du, Self.errorIndication(1, cause: true), 4)], frames: [5], verdict: .warn)
    }

    static func modification(_ outcome: Bool, cu: Int, du: Int) -> String {
        let kind = outcome ? "successfulOutcome" : "initiatingMessage"
        return #"{"\#(kind)":{"procedureCode":7,"criticality":"reject","value":{"protocolIEs":[{"id":40,"criticality":"reject","value":\#(cu)},{"id":41,"criticality":"reject","value":\#(du)}]}}}"#
    }

    @Test func ueContextResponseMustEchoTheCUId() {
        let prefix: [(Side, String, Int64)] = [(.du, Self.setupRequest(3), 0), (.cu, Self.setupResponse(3), 1), (.du, Self.initialUL(du: 5), 2), (.cu, Self.rrc(12, cu: 9, du: 5), 3)]
        guard let good = Self.run(prefix + [(.cu, Self.modification(false, cu: 9, du: 5), 4), (.du, Self.modification(true, cu: 9, du: 5), 5)]) else { return }
        #expect(good.verdicts("F1-UECTX-RESP-IDS") == [.pass])
        expectFailure("F1-UECTX-RESP-IDS", prefix + [(.cu, Self.modification(false, cu: 9, du: 5), 4), (.du, Self.modification(true, cu: 10, du: 5), 5)], frames: [6])
    }

    @Test func errorIndicationAnsweringAnErrorIndicationFails() {
        let loop = #"{"initiatingMessage":{"procedureCode":2,"criticality":"ignore","value":{"protocolIEs":[{"id":78,"criticality":"reject","value":2},{"id":7,"criticality":"ignore","value":{"procedureCode":2}}]}}}"#
        expectFailure("F1-ERRIND-NOLOOP", [(.du, Self.setupRequest(3), 0), (.cu, Self.setupResponse(3), 1), (.du, Self.errorIndication(1, cause: true), 2), (.cu, loop, 3)], frames: [4])
    }

    @Test func cuOnAnotherPortWarns() {
        guard let r = Self.run([(.du, Self.setupRequest(3), 0), (.cu, Self.setupResponse(3), 1)], cuPort: 36_000) else { return }
        #expect(r.verdicts("F1-TNL-PORT") == [.warn])
        #expect(r.results(for: "F1-TNL-PORT").first?.findings.first?.actual == "36000")
    }

    @Test func outcomeOfAClass2ProcedureFails() {
        // Hand-assembled APER (X.691; F1AP-PDU has no extension marker): successfulOutcome (0x40),
        // procedureCode 11 (Initial UL RRC Message Transfer, class 2), criticality reject, open
        // type of 3 octets: empty IE list.
        let r = Self.feed([(.du, [0x40, 0x0B, 0x00, 0x03, 0x00, 0x00, 0x00], 0)])
        #expect(r.verdicts("F1-CLASS2-NORESP") == [.fail])
        #expect(r.results(for: "F1-CLASS2-NORESP").first?.findings.first?.actual == "11")
    }

    /// The O-RAN SC O-DU F1 Setup Request (shared/testdata/f1ap/vectors, TransactionID 1) serves
    /// one cell, PLMN 13f184 cell identity 1; the response activates that cell or another one.
    @Test func activatedCellsMustBeServedCells() throws {
        let shared = Oracle.shared
        let vector = try JSONSerialization.jsonObject(with: Data(contentsOf: shared.appendingPathComponent("testdata/f1ap/vectors/f1ap_alsoran_oran_du_f1_setup_request.json"))) as? [String: Any]
        guard let hex = vector?["hex"] as? String else { return }
        var request: [UInt8] = []
        var i = hex.startIndex
        while let j = hex.index(i, offsetBy: 2, limitedBy: hex.endIndex), i < hex.endIndex, let b = UInt8(hex[i..<j], radix: 16) {
            request.append(b)
            i = j
        }
        func response(cell: String) -> String {
            #"{"successfulOutcome":{"procedureCode":1,"criticality":"reject","value":{"protocolIEs":[{"id":78,"criticality":"reject","value":1},{"id":3,"criticality":"reject","value":[{"id":4,"criticality":"reject","value":{"nRCGI":{"pLMN-Identity":"13f184","nRCellIdentity":"\#(cell)"}}}]},{"id":170,"criticality":"reject","value":{"latest-RRC-Version":"00"}}]}}}"#
        }
        let deleteCell = { (cell: String) in
            #"{"initiatingMessage":{"procedureCode":3,"criticality":"reject","value":{"protocolIEs":[{"id":78,"criticality":"reject","value":2},{"id":60,"criticality":"reject","value":[{"id":59,"criticality":"reject","value":{"oldNRCGI":{"pLMN-Identity":"13f184","nRCellIdentity":"\#(cell)"}}}]}]}}}"#
        }
        guard let pdus = Self.encode([response(cell: "0000000010"), response(cell: "0000000020"),
                                      Self.initialUL(du: 5, plmn: "13f184", cell: "0000000010"), Self.initialUL(du: 6, plmn: "13f184", cell: "0000000030"),
                                      deleteCell("0000000010"), deleteCell("0000000040")]) else { return }
        let good = Self.feed([(.du, request, 0), (.cu, pdus[0], 1), (.du, pdus[2], 2), (.du, pdus[4], 3)])
        for rule in ["F1-CUCFG-CELLS", "F1-INITUL-FIELDS", "F1-DUCFG-CELLS"] {
            #expect(good.verdicts(rule) == [.pass], "\(rule): \(good.results(for: rule))")
        }
        let bad = Self.feed([(.du, request, 0), (.cu, pdus[1], 1), (.du, pdus[3], 2), (.du, pdus[5], 3)])
        #expect(bad.verdicts("F1-CUCFG-CELLS") == [.warn])
        #expect(bad.results(for: "F1-CUCFG-CELLS").first?.findings.first?.frames == [2])
        #expect(bad.results(for: "F1-INITUL-FIELDS").first?.findings.first?.frames == [3])
        #expect(bad.verdicts("F1-DUCFG-CELLS") == [.warn])
        #expect(bad.results(for: "F1-DUCFG-CELLS").first?.findings.first?.frames == [4])
    }

    @Test func wrongPPIDFails() {
        guard let r = Self.run([(.du, Self.setupRequest(3), 0)], ppid: 46) else { return }
        #expect(r.verdicts("F1-TNL-PPID") == [.fail])
        #expect(r.results(for: "F1-TNL-PPID").first?.findings.first?.actual == "46")
    }
}
