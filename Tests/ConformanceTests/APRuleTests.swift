import APProtocols
import ASN1PER
import Conformance
import Foundation
import NetLayers
import Testing
import TestSupport

/// E1AP, E2AP and NGAP rules (abstract syntax, procedure pairing, E2 subscription ↔ indication)
/// on PDUs built from the committed schemas' object sets; the bytes of the E2 dialogue are
/// checked with pycrate 0.8.1 when it is installed (the messages it decodes are the ones meant).
@Suite struct APRuleTests {
    enum Side { case a, b }

    /// Feeds (side, PDU, time ms) between 10.0.0.2:40000 (side a) and 10.0.0.1:`port` (side b).
    static func feed(_ p: APProtocol, _ steps: [(Side, [UInt8], Int64)], port: UInt16, configuration: RunConfiguration = RunConfiguration()) -> RunResults {
        let run = ConformanceRun(configuration: configuration)
        for (i, (side, bytes, ms)) in steps.enumerated() { run.feed(pdu: pdu(p, side, bytes, frame: i + 1, ms: ms, port: port)) }
        return run.finish()
    }

    /// The PDU `bytes` of protocol `p` from `side`, SCTP association 1, at `ms` milliseconds.
    static func pdu(_ p: APProtocol, _ side: Side, _ bytes: [UInt8], frame: Int, ms: Int64, port: UInt16) -> PDU {
        var e = Endpoints()
        let a = IPAddress.v4(0x0A00_0002), b = IPAddress.v4(0x0A00_0001)
        e.sourceIP = side == .a ? a : b
        e.destinationIP = side == .a ? b : a
        e.sourcePort = side == .a ? 40000 : port
        e.destinationPort = side == .a ? port : 40000
        e.sctpAssociation = 1
        e.payloadProtocolID = p.sctpPPID
        let kind: PDUKind = p == .e1ap ? .e1ap : p == .e2ap ? .e2ap : .ngap
        return PDU(kind: kind, payload: bytes[...], endpoints: e, frameNumbers: [frame], timestampNanoseconds: ms * 1_000_000, offsetInFrame: nil)
    }

    static func builder(_ p: APProtocol, seed: UInt64 = 3) -> APMessageBuilder {
        APMessageBuilder(schema: p.schema, pduType: p.pduTypeName, procedures: p.proceduresSetName, seed: seed)
    }

    static func ricRequest(_ requestor: Int64, _ instance: Int64) -> ASN1Value {
        .sequence([ASN1NamedValue("ricRequestorID", .integer(requestor)), ASN1NamedValue("ricInstanceID", .integer(instance))])
    }

    /// RICaction-Admitted-List of `actions`.
    static func admitted(_ actions: [Int64]) -> ASN1Value {
        let id = APProtocol.e2ap.schema.constants["id-RICaction-Admitted-Item"]!
        return .sequenceOf(actions.map { a in
            .sequence([
                ASN1NamedValue("id", .integer(id)), ASN1NamedValue("criticality", .enumerated(index: 1, name: "ignore")),
                ASN1NamedValue("value", .openType(typeName: "RICaction-Admitted-Item", value: .sequence([ASN1NamedValue("ricActionID", .integer(a))]))),
            ])
        })
    }

    /// E2 messages: the Near-RT RIC is side a, the E2 node side b (port 36421).
    struct E2Dialogue {
        var b = APRuleTests.builder(.e2ap)
        mutating func subscribe(_ r: (Int64, Int64), function: Int64) -> [UInt8] {
            b.build("RICsubscriptionRequest", ["RICrequestID": ricRequest(r.0, r.1), "RANfunctionID": .integer(function)])!
        }
        mutating func accept(_ r: (Int64, Int64), function: Int64, actions: [Int64]) -> [UInt8] {
            b.build("RICsubscriptionResponse", ["RICrequestID": ricRequest(r.0, r.1), "RANfunctionID": .integer(function), "RICaction-Admitted-List": admitted(actions)])!
        }
        mutating func indication(_ r: (Int64, Int64), function: Int64, action: Int64) -> [UInt8] {
            b.build("RICindication", ["RICrequestID": ricRequest(r.0, r.1), "RANfunctionID": .integer(function), "RICactionID": .integer(action)])!
        }
        mutating func deleteRequest(_ r: (Int64, Int64), function: Int64) -> [UInt8] {
            b.build("RICsubscriptionDeleteRequest", ["RICrequestID": ricRequest(r.0, r.1), "RANfunctionID": .integer(function)])!
        }
        mutating func deleteResponse(_ r: (Int64, Int64), function: Int64) -> [UInt8] {
            b.build("RICsubscriptionDeleteResponse", ["RICrequestID": ricRequest(r.0, r.1), "RANfunctionID": .integer(function)])!
        }
        mutating func setup(tx: Int64) -> [UInt8] { b.build("E2setupRequest", ["TransactionID": .integer(tx)])! }
        mutating func setupResponse(tx: Int64) -> [UInt8] { b.build("E2setupResponse", ["TransactionID": .integer(tx)])! }
    }

    static func verdicts(_ r: RunResults, _ rule: String) -> Set<Verdict> { Set(r.results.filter { $0.rule == rule }.map(\.verdict)) }

    @Test func conformingE2DialoguePasses() throws {
        var d = E2Dialogue()
        let steps: [(Side, [UInt8], Int64)] = [
            (.b, d.setup(tx: 1), 0), (.a, d.setupResponse(tx: 1), 2),
            (.a, d.subscribe((7, 1), function: 2), 10), (.b, d.accept((7, 1), function: 2, actions: [1, 3]), 12),
            (.b, d.indication((7, 1), function: 2, action: 3), 20), (.b, d.indication((7, 1), function: 2, action: 1), 30),
            (.a, d.deleteRequest((7, 1), function: 2), 40), (.b, d.deleteResponse((7, 1), function: 2), 41),
        ]
        let r = Self.feed(.e2ap, steps, port: 36421)
        for rule in ["E2-AS-DECODE", "E2-IE-MANDATORY", "E2-IE-DUPLICATE", "E2-IE-ORDER", "E2-PROC-RESPONSE", "E2-PROC-UNSOLICITED",
                     "E2-PROC-TRANSACTION", "E2-SUB-INDICATION", "E2-SUB-ACTION", "E2-SUB-FUNCTION"] {
            #expect(Self.verdicts(r, rule) == [.pass], "\(rule): \(r.results.filter { $0.rule == rule })")
        }
        // no E1AP or NGAP traffic: their rules are SKIP with the reason
        let e1 = r.results.filter { $0.rule.hasPrefix("E1-") }
        #expect(!e1.isEmpty && e1.allSatisfy { $0.verdict == .skip && ($0.reason ?? "").contains("E1AP") })
        // pycrate decodes the same bytes to the messages meant
        if Oracle.pycrateAvailable {
            let answers = try PycrateWorker.shared.decode(steps.map(\.1), protocol: "e2ap")
            // (PDU alternative, procedure code, RIC Request ID present) of each message
            let meant: [(String, Int, Bool)] = [("initiatingMessage", 1, false), ("successfulOutcome", 1, false), ("initiatingMessage", 8, true),
                                                ("successfulOutcome", 8, true), ("initiatingMessage", 5, true), ("initiatingMessage", 5, true),
                                                ("initiatingMessage", 9, true), ("successfulOutcome", 9, true)]
            for (answer, m) in zip(answers, meant) {
                let jer = Oracle.canonicalJSON(object: answer["jer"] ?? "") ?? ""
                #expect(jer.hasPrefix("{\"\(m.0)\":") && jer.contains("\"procedureCode\":\(m.1),"), "pycrate: \(jer)")
                if m.2 { #expect(jer.contains("{\"ricInstanceID\":1,\"ricRequestorID\":7}"), "pycrate: \(jer)") }
            }
        }
    }

    @Test func indicationAfterDeleteFails() {
        var d = E2Dialogue()
        let r = Self.feed(.e2ap, [
            (.a, d.subscribe((7, 1), function: 2), 0), (.b, d.accept((7, 1), function: 2, actions: [1]), 1),
            (.a, d.deleteRequest((7, 1), function: 2), 5), (.b, d.deleteResponse((7, 1), function: 2), 6),
            (.b, d.indication((7, 1), function: 2, action: 1), 9),
        ], port: 36421)
        #expect(Self.verdicts(r, "E2-SUB-INDICATION") == [.fail])
        #expect(r.results.first { $0.rule == "E2-SUB-INDICATION" }?.findings.first?.frames == [4, 5])
    }

    @Test func indicationForUnknownRequestIDFailsOnlyWhenTheAssociationIsWhole() {
        var d = E2Dialogue()
        // E2 Setup in the capture: every subscription is in it, an unknown id FAILs
        let whole = Self.feed(.e2ap, [(.b, d.setup(tx: 1), 0), (.a, d.setupResponse(tx: 1), 1), (.b, d.indication((9, 9), function: 2, action: 1), 5)], port: 36421)
        #expect(Self.verdicts(whole, "E2-SUB-INDICATION") == [.fail])
        // capture starting mid-subscription: INCONCLUSIVE, never FAIL
        let mid = Self.feed(.e2ap, [(.b, d.indication((9, 9), function: 2, action: 1), 5), (.b, d.indication((9, 9), function: 2, action: 1), 6)], port: 36421)
        #expect(Self.verdicts(mid, "E2-SUB-INDICATION") == [.inconclusive])
        #expect(!mid.results.contains { $0.verdict == .fail }, "\(mid.results.filter { $0.verdict == .fail })")
    }

    @Test func indicationWithAnActionNotAdmittedOrAnotherFunctionFails() {
        var d = E2Dialogue()
        let r = Self.feed(.e2ap, [
            (.a, d.subscribe((7, 1), function: 2), 0), (.b, d.accept((7, 1), function: 2, actions: [1]), 1),
            (.b, d.indication((7, 1), function: 2, action: 4), 3), (.b, d.indication((7, 1), function: 5, action: 1), 4),
        ], port: 36421)
        #expect(Self.verdicts(r, "E2-SUB-ACTION") == [.fail])
        #expect(Self.verdicts(r, "E2-SUB-FUNCTION") == [.fail])
        #expect(r.results.first { $0.rule == "E2-SUB-ACTION" }?.findings.first?.actual == "4")
    }

    /// At the subscription table's bound the oldest subscription goes, the same one on every
    /// run; an indication of a subscription let go is then INCONCLUSIVE, never a FAIL (the E2
    /// Setup was seen, but the table no longer holds every subscription since).
    @Test func subscriptionsLetGoAtTheBoundMakeIndicationsInconclusive() {
        var d = E2Dialogue()
        var steps: [(Side, [UInt8], Int64)] = [(.b, d.setup(tx: 1), 0), (.a, d.setupResponse(tx: 1), 2)]
        for r in Int64(1)...5 {
            steps.append((.a, d.subscribe((r, 1), function: 2), 10 * r))
            steps.append((.b, d.accept((r, 1), function: 2, actions: [1]), 10 * r + 1))
        }
        for r in Int64(1)...5 { steps.append((.b, d.indication((r, 1), function: 2, action: 1), 100 + r)) }
        var configuration = RunConfiguration()
        configuration.maximumOpenEntries = 3
        let first = Self.feed(.e2ap, steps, port: 36421, configuration: configuration)
        let row = first.results.first { $0.rule == "E2-SUB-INDICATION" }
        #expect(row?.violations == 0 && row?.inconclusive == 2 && row?.evaluated == 3, "\(String(describing: row))")
        for _ in 0..<6 { #expect(Self.feed(.e2ap, steps, port: 36421, configuration: configuration).renderJSON() == first.renderJSON()) }
    }

    /// Two files of one recording (a ring buffer's), parted by a 1 s pause in the signalling: an
    /// E1AP request in the first is answered in the second (PASS, not INCONCLUSIVE), and an E2
    /// subscription made in the first covers an indication in the second. A pause longer than
    /// the response timeout starts a new recording, as for F1AP.
    @Test func signallingContinuesAcrossFilesOfOneRecording() {
        func run(gapMilliseconds: Int64, _ p: APProtocol, port: UInt16, _ first: [(Side, [UInt8])], _ second: [(Side, [UInt8])]) -> RunResults {
            let run = ConformanceRun(configuration: RunConfiguration())
            var frame = 0, ms: Int64 = 0
            func feed(_ steps: [(Side, [UInt8])]) {
                for (side, bytes) in steps {
                    frame += 1
                    ms += 1
                    run.feed(pdu: Self.pdu(p, side, bytes, frame: frame, ms: ms, port: port))
                }
            }
            run.beginCapture(name: "a.pcapng", firstFrame: 1)
            feed(first)
            run.beginCapture(name: "b.pcapng", firstFrame: frame + 1)
            ms += gapMilliseconds
            feed(second)
            return run.finish()
        }
        var b = Self.builder(.e1ap)
        let request = b.build("GNB-CU-UP-E1SetupRequest", ["TransactionID": .integer(4)])!
        let response = b.build("GNB-CU-UP-E1SetupResponse", ["TransactionID": .integer(4)])!
        let paused = run(gapMilliseconds: 1_000, .e1ap, port: 38462, [(.a, request)], [(.b, response)])
        #expect(Self.verdicts(paused, "E1-PROC-RESPONSE") == [.pass] && Self.verdicts(paused, "E1-PROC-UNSOLICITED") == [.pass])
        let apart = run(gapMilliseconds: 60_000, .e1ap, port: 38462, [(.a, request)], [(.b, response)])
        #expect(Self.verdicts(apart, "E1-PROC-RESPONSE") == [.inconclusive])
        var d = E2Dialogue()
        let made = [(Side.b, d.setup(tx: 1)), (.a, d.setupResponse(tx: 1)), (.a, d.subscribe((7, 1), function: 2)), (.b, d.accept((7, 1), function: 2, actions: [1]))]
        let later = [(Side.b, d.indication((7, 1), function: 2, action: 1))]
        #expect(Self.verdicts(run(gapMilliseconds: 1_000, .e2ap, port: 36421, made, later), "E2-SUB-INDICATION") == [.pass])
        #expect(Self.verdicts(run(gapMilliseconds: 60_000, .e2ap, port: 36421, made, later), "E2-SUB-INDICATION") == [.inconclusive])
    }

    /// E1AP requests never answered, more than an association keeps: the oldest are judged as
    /// they are let go (FAIL once the capture ran past their timeout), every one counted.
    @Test func unansweredRequestsPastTheAssociationBoundAreJudged() {
        var b = Self.builder(.e1ap)
        let request = b.build("GNB-CU-UP-E1SetupRequest", ["TransactionID": .integer(4)])!
        // the per-association bound (4096, APProcedureChecker.maximumOpenPerAssociation)
        let count = 4096 + 10
        // one request every 10 ms: the first ones are far past the 5 s timeout when let go
        var steps: [(Side, [UInt8], Int64)] = []
        for i in 0..<count { steps.append((Side.a, request, Int64(i) * 10)) }
        let r = Self.feed(.e1ap, steps, port: 38462)
        let row = r.results.first { $0.rule == "E1-PROC-RESPONSE" }
        #expect((row?.violations ?? 0) + (row?.inconclusive ?? 0) == count, "\(String(describing: row))")
        #expect((row?.violations ?? 0) > 0)
        // every request after the first reuses Transaction ID 4 while it is open
        #expect(r.results.first { $0.rule == "E1-PROC-TRANSACTION" }?.violations == count - 1)
        // an outcome matching no open request, once requests were let go, may answer one of
        // them: INCONCLUSIVE, not "answers no open request"
        steps.append((.b, b.build("GNB-CU-UP-E1SetupResponse", ["TransactionID": .integer(5)])!, Int64(count) * 10 + 1))
        let late = Self.feed(.e1ap, steps, port: 38462)
        let unsolicited = late.results.first { $0.rule == "E1-PROC-UNSOLICITED" }
        #expect(unsolicited?.violations == 0 && unsolicited?.inconclusive == 1, "\(String(describing: unsolicited))")
    }

    @Test func unansweredAndUnsolicitedNGAPProceduresFail() {
        var b = Self.builder(.ngap)
        let setup = b.build("NGSetupRequest")!, response = b.build("NGSetupResponse")!
        // request never answered, capture runs on for 10 s: FAIL the AMF side (the receiver)
        let unanswered = Self.feed(.ngap, [(.a, setup, 0), (.a, b.build("ErrorIndication")!, 10_000)], port: 38412)
        #expect(Self.verdicts(unanswered, "NG-PROC-RESPONSE") == [.fail])
        #expect(unanswered.results.first { $0.rule == "NG-PROC-RESPONSE" }?.node == "10.0.0.1")
        // a request at the very end of the capture: INCONCLUSIVE
        let late = Self.feed(.ngap, [(.a, setup, 0)], port: 38412)
        #expect(Self.verdicts(late, "NG-PROC-RESPONSE") == [.inconclusive])
        // answered: PASS
        let ok = Self.feed(.ngap, [(.a, setup, 0), (.b, response, 3)], port: 38412)
        #expect(Self.verdicts(ok, "NG-PROC-RESPONSE") == [.pass] && Self.verdicts(ok, "NG-PROC-UNSOLICITED") == [.pass])
        // an outcome with no request, long after the association's first message: FAIL; right at the start: INCONCLUSIVE
        let unsolicited = Self.feed(.ngap, [(.a, b.build("ErrorIndication")!, 0), (.b, response, 9_000)], port: 38412)
        #expect(Self.verdicts(unsolicited, "NG-PROC-UNSOLICITED") == [.fail])
        let early = Self.feed(.ngap, [(.b, response, 0)], port: 38412)
        #expect(Self.verdicts(early, "NG-PROC-UNSOLICITED") == [.inconclusive])
    }

    /// NG Setup never answered for 5 s: NG-PROC-RESPONSE FAILs at the first frame past the
    /// timeout (so `check --follow` prints it then), not at the end of the capture; an outcome
    /// that still comes answers the request (no NG-PROC-UNSOLICITED) and is not judged again.
    @Test func unansweredRequestIsDecidedWhenTheClockPassesItsTimeout() {
        var b = Self.builder(.ngap)
        let setup = b.build("NGSetupRequest")!, response = b.build("NGSetupResponse")!, indication = b.build("ErrorIndication")!
        for late in [false, true] {
            let run = ConformanceRun(configuration: RunConfiguration())
            final class Log: @unchecked Sendable { var feeding = 0; var decided: [(rule: String, frame: Int, message: String)] = [] }
            let log = Log()
            run.onFinding = { log.decided.append(($0.rule, log.feeding, $0.message)) }
            // the request at 0 ms; error indications at 4,000, 5,000 (not past) and 5,001 ms (past); the outcome at 6,000 ms
            let steps: [(Side, [UInt8], Int64)] = [(.a, setup, 0), (.a, indication, 4_000), (.a, indication, 5_000), (.a, indication, 5_001)]
                + (late ? [(.b, response, 6_000)] : [(.a, indication, 9_000)])
            for (i, (side, bytes, ms)) in steps.enumerated() {
                log.feeding = i + 1
                run.feed(pdu: Self.pdu(.ngap, side, bytes, frame: i + 1, ms: ms, port: 38412))
            }
            log.feeding = 0
            let r = run.finish()
            let decided = log.decided.filter { $0.rule == "NG-PROC-RESPONSE" }
            #expect(decided.count == 1 && decided.first?.frame == 4, "late \(late): \(log.decided)")
            #expect(decided.first?.message == "NGSetupRequest not answered within 5000 ms", "\(decided)")
            let row = r.results.first { $0.rule == "NG-PROC-RESPONSE" }
            #expect(row?.violations == 1 && row?.evaluated == 1, "late \(late): \(String(describing: row))")
            #expect(row?.measurements.first?.count == (late ? 1 : nil), "late \(late): \(String(describing: row))")
            #expect(r.results.first { $0.rule == "NG-PROC-UNSOLICITED" }?.violations ?? 0 == 0)
            if late { #expect(Self.verdicts(r, "NG-PROC-UNSOLICITED") == [.pass]) }
        }
    }

    @Test func e1apTransactionIDsPairAndMustNotBeReused() {
        var b = Self.builder(.e1ap)
        let req1 = b.build("GNB-CU-UP-E1SetupRequest", ["TransactionID": .integer(4)])!
        let req2 = b.build("GNB-CU-UP-E1SetupRequest", ["TransactionID": .integer(4)])!
        let resp = b.build("GNB-CU-UP-E1SetupResponse", ["TransactionID": .integer(5)])!
        let r = Self.feed(.e1ap, [(.a, req1, 0), (.a, req2, 1), (.b, resp, 2)], port: 38462)
        #expect(Self.verdicts(r, "E1-PROC-TRANSACTION") == [.fail])
        // the response's Transaction ID 5 answers neither request
        #expect(Self.verdicts(r, "E1-PROC-UNSOLICITED").contains(.inconclusive))
        let good = Self.feed(.e1ap, [(.a, req1, 0), (.b, b.build("GNB-CU-UP-E1SetupResponse", ["TransactionID": .integer(4)])!, 2)], port: 38462)
        #expect(Self.verdicts(good, "E1-PROC-RESPONSE") == [.pass] && Self.verdicts(good, "E1-PROC-TRANSACTION") == [.pass])
    }

    /// Missing, repeated and reordered IEs, unknown ids, trailing octets: each its own rule, located.
    @Test(arguments: APProtocol.allCases) func abstractSyntaxFaultsAreFindings(_ p: APProtocol) throws {
        let message = ["e1ap": "GNB-CU-UP-E1SetupRequest", "e2ap": "RICsubscriptionRequest", "ngap": "NGSetupRequest"][p.rawValue]!
        var b = Self.builder(p)
        let ies = b.ies(message)
        try #require(ies.count >= 2)
        let prefix = APRuleRegistry.rules(p).family.prefix
        func ids(_ bytes: [UInt8]) -> [String] { p.decode(bytes[...]).findings.map(\.id.rawValue) }
        #expect(ids(b.pdu(message, ies)!) == [])
        let missing = p.decode(b.pdu(message, Array(ies.dropFirst()))![...])
        let m = try #require(missing.findings.first { $0.id.rawValue == prefix + "IE-MANDATORY" })
        #expect(m.message.contains("mandatory IE \(ies[0].id)") && m.fieldPath.hasSuffix("protocolIEs"))
        #expect(ids(b.pdu(message, ies + [ies[0]])!).contains(prefix + "IE-DUPLICATE"))
        #expect(ids(b.pdu(message, [ies[1], ies[0]] + ies.dropFirst(2))!).contains(prefix + "IE-ORDER"))
        let unknown = APMessageBuilder.IE(id: 65000, criticality: "reject", typeName: "", value: .rawOpenType([0x00]))
        let u = p.decode(b.pdu(message, ies + [unknown])![...])
        let f = try #require(u.findings.first { $0.id.rawValue == prefix + "CRIT-UNKNOWN" }, "\(u.findings)")
        #expect(f.severity == .error && f.message.contains(String(65000)))
        var wrongCrit = ies[0]
        wrongCrit.criticality = ies[0].criticality == "reject" ? "notify" : "reject"
        #expect(ids(b.pdu(message, [wrongCrit] + ies.dropFirst())!).contains(prefix + "IE-CRIT-MATCH"))
        #expect(ids(b.pdu(message, ies)! + [0, 0]).contains(prefix + "TNL-ONE-PDU"))
        let cut = b.pdu(message, ies)!.dropLast(2)
        #expect(ids(Array(cut)).contains(prefix + "AS-DECODE"))
    }

    /// An IE id no object set of the protocol's schema has (what a peer of a later version of the
    /// protocol sends) is not its sender's error: its …-CRIT-UNKNOWN row has no violation and one
    /// inconclusive item, with the reason. An IE id the schema has in another message's set, out of
    /// place here, is still a violation.
    @Test(arguments: APProtocol.allCases) func idsOfALaterVersionAreNotJudged(_ p: APProtocol) throws {
        let message = ["e1ap": "GNB-CU-UP-E1SetupRequest", "e2ap": "RICsubscriptionRequest", "ngap": "NGSetupRequest"][p.rawValue]!
        let port: UInt16 = ["e1ap": 38462, "e2ap": 36421, "ngap": 38412][p.rawValue]!
        var b = Self.builder(p)
        let ies = b.ies(message)
        let rule = APRuleRegistry.rules(p).family.prefix + "CRIT-UNKNOWN"
        func pdu(_ id: Int64) -> [UInt8]? {
            b.pdu(message, ies + [APMessageBuilder.IE(id: id, criticality: "reject", typeName: "", value: .rawOpenType([0x00]))])
        }
        let later = try #require(pdu(65000))
        #expect(p.decode(later[...]).findings.contains { $0.id.rawValue == rule })
        let r = Self.feed(p, [(.a, later, 0)], port: port)
        let rows = r.results.filter { $0.rule == rule }
        #expect(rows.map(\.violations).reduce(0, +) == 0 && rows.map(\.inconclusive).reduce(0, +) == 1, "\(rows)")
        // an id the schema has, not in this message's set
        let present = Set(ies.map(\.id))
        let elsewhere = try #require((Int64(0)..<2000).first { id in
            guard !present.contains(id), let bytes = pdu(id) else { return false }
            let d = p.decode(bytes[...])
            return d.findings.contains { $0.id.rawValue == rule } && d.unassignedKeys.isEmpty
        })
        let out = Self.feed(p, [(.a, try #require(pdu(elsewhere)), 0)], port: port)
        #expect(Self.verdicts(out, rule) == [.fail], "IE id \(elsewhere): \(out.results.filter { $0.rule == rule })")
    }
}
