import Conformance
import F1AP
import Foundation
import ProfileLoading
import Profiles
import Testing
import TestSupport

/// The receiver's reaction to a not comprehended IE (TS 38.473 §10.3.4; F1-CRIT-UNKNOWN,
/// F1-ERRIND-ASN). The erroneous PDUs are pycrate 0.8.1 encodings of valid JER values with one IE
/// field's id and criticality octets overwritten (id 65520, which no F1AP object set has); pycrate
/// decodes each patched PDU again and must report that id, with its criticality, as an unknown
/// (`_unk_`) value at the intended place, so the test bytes are checked by the oracle, not by our
/// decoder. Skipped when python3/pycrate or ../shared are absent.
@Suite(.requires(.pycrate)) struct F1APNotComprehendedReactionTests {
    typealias T = F1APRuleTests
    typealias J = F1APBearerJER
    typealias E = F1APErrorReactionRuleTests

    static let cu = 9, du = 5
    static let unknownID: [UInt8] = [0xFF, 0xF0]  // 65520
    static let criticality: [String: UInt8] = ["reject": 0x00, "ignore": 0x40, "notify": 0x80]

    /// `bytes` with the first `find` (after the first `after`, if given) replaced by id `id` (the
    /// unknown id unless given) and `criticality` (the id field is 2 aligned octets, the
    /// criticality the next octet's top 2 bits: TS 38.473 ProtocolIE-Field in APER, X.691 open
    /// types).
    static func patch(_ bytes: [UInt8], find: [UInt8], after: [UInt8]? = nil, id: [UInt8] = unknownID, criticality: String) -> [UInt8]? {
        func index(_ pattern: [UInt8], from start: Int) -> Int? {
            guard bytes.count >= pattern.count else { return nil }
            return (start...(bytes.count - pattern.count)).first { Array(bytes[$0..<$0 + pattern.count]) == pattern }
        }
        let start = after.flatMap { index($0, from: 0) } ?? 0
        guard let crit = Self.criticality[criticality], let at = index(find, from: start) else { return nil }
        var out = bytes
        out.replaceSubrange(at..<at + 3, with: id + [crit])
        return out
    }

    /// pycrate's reading of each patched PDU: unknown (id, criticality) pairs at the top level and
    /// among the items of DRBs-ToBeSetup-List (IE 35), or the unknown (procedure code, criticality).
    static func pycrateUnknowns(_ pdus: [[UInt8]]) -> [[String: [[String]]]]? {
        let source = """
            def run(pdu, item):
                pdu.from_aper(bytes.fromhex(item))
                body = pdu.get_val()[1]
                if body["value"][0].startswith("_unk_"):
                    return {"procedure": [[str(body["procedureCode"]), body["criticality"]]]}
                ies = body["value"][1]["protocolIEs"]
                top = [[str(ie["id"]), ie["criticality"]] for ie in ies if ie["value"][0].startswith("_unk_")]
                nested = [[str(item["id"]), item["criticality"]] for ie in ies if ie["id"] == 35 for item in ie["value"][1] if item["value"][0].startswith("_unk_")]
                return {"top": top, "nested": nested}
            """
        let worker = PycrateWorker.shared
        guard (try? worker.define("not-comprehended-unknowns", source: source)) != nil,
              let answers = try? worker.call("not-comprehended-unknowns", items: pdus.map(PycrateWorker.hex)) else { return nil }
        return answers.compactMap { $0 as? [String: [[String]]] }
    }

    /// F1 Setup, Initial UL RRC and the first DL RRC of UE (9, 5): frames 1–4.
    static let ue: [(T.Side, String, Int64)] = E.ue

    /// CriticalityDiagnostics (IE 7) naming IE `ie` (criticality `criticality`) with `error`.
    static func diagnostics(code: Int, ie: Int, criticality: String, error: String = "not-understood") -> String {
        #"{"id":7,"criticality":"ignore","value":{"procedureCode":\#(code),"triggeringMessage":"initiating-message","iEsCriticalityDiagnostics":[{"iECriticality":"\#(criticality)","iE-ID":\#(ie),"typeOfError":"\#(error)"}]}}"#
    }

    static let rejectCause = #"{"protocol":"abstract-syntax-error-reject"}"#
    static let notifyCause = #"{"protocol":"abstract-syntax-error-ignore-and-notify"}"#

    /// UE CONTEXT MODIFICATION FAILURE (9.2.2.9) / SETUP FAILURE (9.2.2.3) with Cause and optional diagnostics.
    static func failure(code: Int, cause: String, diagnostics: String?) -> String {
        var ies = [J.ie(40, "reject", "\(cu)"), J.ie(41, code == 5 ? "ignore" : "reject", "\(du)"), J.ie(0, "ignore", cause)]
        if let diagnostics { ies.append(diagnostics) }
        return J.message("unsuccessfulOutcome", code, "reject", ies)
    }

    /// UE CONTEXT MODIFICATION RESPONSE with optional CriticalityDiagnostics (IE 7, after the IE
    /// lists in UEContextModificationResponseIEs).
    static func modificationResponse(diagnostics: String?) -> String {
        let plain = J.modificationResponse(cu: cu, du: du)
        guard let diagnostics else { return plain }
        return plain.replacingOccurrences(of: #"{"id":41,"criticality":"reject","value":5}]"#, with: #"{"id":41,"criticality":"reject","value":5},"# + diagnostics + "]")
    }

    /// Encodes `steps` with pycrate, overwrites the IE of step `patched` (`find`, after `after`)
    /// with id `id` (65520 unless given) sent with `criticality`, checks pycrate's reading of the
    /// patched PDU (`where`: "top" or "nested") and runs the engine with `configuration` (both
    /// peers declaring the schema's version, TS 38.473 V18.2.0, unless given: what its object sets
    /// lack is then not comprehended by either). Nil when an oracle is missing.
    /// With `find` nil the procedure code (octet 1 of the PDU) becomes 240, which
    /// F1AP-ELEMENTARY-PROCEDURES does not have, and the procedure criticality `criticality`.
    func run(_ steps: [(T.Side, String, Int64)], patched: Int, find: [UInt8]?, after: [UInt8]? = nil, id: UInt16 = 65520, criticality: String,
             where place: String = "top", configuration: RunConfiguration? = nil,
             sourceLocation: Testing.SourceLocation = #_sourceLocation) -> RunResults? {
        guard var pdus = T.encode(steps.map(\.1)) else { return nil }
        var bad = pdus[patched]
        if let find {
            guard let p = Self.patch(bad, find: find, after: after, id: [UInt8(id >> 8), UInt8(id & 0xFF)], criticality: criticality) else {
                Issue.record("pattern not found in the pycrate encoding", sourceLocation: sourceLocation)
                return nil
            }
            bad = p
        } else if bad.count > 2, let crit = Self.criticality[criticality] {
            bad[1] = 240
            bad[2] = crit
        }
        pdus[patched] = bad
        let views = Self.pycrateUnknowns([bad])
        let expected = [[find == nil ? "240" : "\(id)", criticality]]
        #expect(views?.first?[find == nil ? "procedure" : place] == expected, "pycrate reads \(String(describing: views))", sourceLocation: sourceLocation)
        guard let configuration = configuration ?? (try? Self.releases(cu: Self.schemaVersion, du: Self.schemaVersion)) else {
            Issue.record("testbed not written", sourceLocation: sourceLocation)
            return nil
        }
        return T.feed(zip(steps, pdus).map { ($0.0, $1, $0.2) }, configuration: configuration)
    }

    static let schemaVersion = #"{release: 18, version: "18.2.0"}"#

    /// A testbed binding the gNB-CU (10.0.0.1) and gNB-DU (10.0.0.2) to devices declaring `f1ap`
    /// as given (no device for nil).
    static func releases(cu: String?, du: String?) throws -> RunConfiguration {
        let dir = TemporaryFiles.scratch.appendingPathComponent("nc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        var nodes = ""
        for (name, role, ip, declaration) in [("cu", "o-cu", "10.0.0.1", cu), ("du", "o-du", "10.0.0.2", du)] {
            guard let declaration else { continue }
            try """
                ranconform: 1
                kind: device
                id: \(name)
                role: \(role)
                vendor: Test
                model: \(name)
                software: "1.0"
                f1ap: \(declaration)

                """.write(to: dir.appendingPathComponent("\(name).yaml"), atomically: true, encoding: .utf8)
            // named after their addresses, as nodes named from traffic are
            nodes += "  \"\(ip)-\(name)\": {device: \(name).yaml, match: {ip: \(ip)}}\n"
        }
        let path = dir.appendingPathComponent("t.yaml").path
        try "ranconform: 1\nkind: testbed\nname: not-comprehended\nnodes:\n\(nodes.isEmpty ? "  {}\n" : nodes)".write(toFile: path, atomically: true, encoding: .utf8)
        return RunConfiguration(testbed: try ProfileLoader.loadTestbed(path: path))
    }

    // IE 184 (RRCDeliveryStatusRequest, criticality ignore) as encoded: id 00 b8, criticality 0x40, length 1.
    static let ie184: [UInt8] = [0x00, 0xB8, 0x40]

    // MARK: class 2 (DL RRC MESSAGE TRANSFER, code 12): ERROR INDICATION, F1-ERRIND-ASN

    @Test func class2UnknownRejectIEWantsErrorIndication() {
        let dl = J.rrcTransfer(12, cu: Self.cu, du: Self.du, srb: 1, pdcpSN: 1, deliveryRequest: true)
        let good = E.errorIndication(cause: Self.rejectCause, diagnostics: Self.diagnostics(code: 12, ie: 65520, criticality: "reject"), cu: Self.cu, du: Self.du)
        guard let pass = run(Self.ue + [(.cu, dl, 20), (.du, good, 22)], patched: 4, find: Self.ie184, criticality: "reject") else { return }
        #expect(pass.results(for: "F1-ERRIND-ASN").map(\.verdict) == [.pass], "\(pass.results(for: "F1-ERRIND-ASN"))")
        // judged for the gNB-DU (10.0.0.2), the receiver
        #expect(pass.results(for: "F1-ERRIND-ASN").first?.node.hasPrefix("10.0.0.2") == true)
        // no reaction while the capture goes on 6 s
        guard let silent = run(Self.ue + [(.cu, dl, 20), (.du, T.rrc(13, cu: Self.cu, du: Self.du), 6_100)], patched: 4, find: Self.ie184, criticality: "reject") else { return }
        #expect(silent.verdicts("F1-ERRIND-ASN") == [.fail])
        #expect(silent.results(for: "F1-ERRIND-ASN").flatMap(\.findings).map(\.frames) == [[5]])
        // ERROR INDICATION whose diagnostics name another IE as missing
        let wrong = E.errorIndication(cause: Self.rejectCause, diagnostics: Self.diagnostics(code: 12, ie: 64, criticality: "reject", error: "missing"), cu: Self.cu, du: Self.du)
        guard let named = run(Self.ue + [(.cu, dl, 20), (.du, wrong, 22)], patched: 4, find: Self.ie184, criticality: "reject") else { return }
        #expect(named.verdicts("F1-ERRIND-ASN") == [.fail])
        #expect(named.results(for: "F1-ERRIND-ASN").flatMap(\.findings).map(\.frames) == [[5, 6]])
    }

    @Test func unknownIgnoreIEIsNotJudged() {
        let dl = J.rrcTransfer(12, cu: Self.cu, du: Self.du, srb: 1, pdcpSN: 1, deliveryRequest: true)
        guard let r = run(Self.ue + [(.cu, dl, 20), (.du, T.rrc(13, cu: Self.cu, du: Self.du), 6_100)], patched: 4, find: Self.ie184, criticality: "ignore") else { return }
        #expect(r.verdicts("F1-ERRIND-ASN").isDisjoint(with: [.fail, .inconclusive]), "\(r.results(for: "F1-ERRIND-ASN"))")
        // the gNB-DU's F1-CRIT-UNKNOWN rows come from its own PDUs only: all pass
        #expect(r.results(for: "F1-CRIT-UNKNOWN").filter { $0.node.hasPrefix("10.0.0.2") }.map(\.verdict) == [.pass])
    }

    @Test func unknownProcedureCodeWithRejectWantsErrorIndication() {
        let dl = J.rrcTransfer(12, cu: Self.cu, du: Self.du, srb: 1, pdcpSN: 1)
        let diagnostics = #"{"id":7,"criticality":"ignore","value":{"procedureCode":240,"triggeringMessage":"initiating-message","procedureCriticality":"reject"}}"#
        let good = E.errorIndication(cause: Self.rejectCause, diagnostics: diagnostics)
        guard let pass = run(Self.ue + [(.cu, dl, 20), (.du, good, 22)], patched: 4, find: nil, criticality: "reject") else { return }
        #expect(pass.results(for: "F1-ERRIND-ASN").map(\.verdict) == [.pass], "\(pass.results(for: "F1-ERRIND-ASN"))")
        guard let silent = run(Self.ue + [(.cu, dl, 20), (.du, T.rrc(13, cu: Self.cu, du: Self.du), 6_100)], patched: 4, find: nil, criticality: "reject") else { return }
        #expect(silent.verdicts("F1-ERRIND-ASN") == [.fail])
        #expect(silent.results(for: "F1-ERRIND-ASN").flatMap(\.findings).map(\.frames) == [[5]])
        // sent with criticality ignore: nothing is asked of the receiver
        guard let ignored = run(Self.ue + [(.cu, dl, 20), (.du, T.rrc(13, cu: Self.cu, du: Self.du), 6_100)], patched: 4, find: nil, criticality: "ignore") else { return }
        #expect(!ignored.verdicts("F1-ERRIND-ASN").contains(.fail))
    }

    // MARK: class 1 with a failure message (UE CONTEXT MODIFICATION, code 7): F1-CRIT-UNKNOWN

    static let modification = J.modificationRequest(cu: cu, du: du, rrc: "0002", deliveryRequest: true)

    /// F1-CRIT-UNKNOWN rows of the gNB-DU (the receiver of the request).
    static func duRows(_ r: RunResults) -> [RuleResult] { r.results(for: "F1-CRIT-UNKNOWN").filter { $0.node.hasPrefix("10.0.0.2") } }

    @Test func unknownRejectIEAnsweredByTheFailureMessagePasses() {
        let failure = Self.failure(code: 7, cause: Self.rejectCause, diagnostics: Self.diagnostics(code: 7, ie: 65520, criticality: "reject"))
        guard let r = run(Self.ue + [(.cu, Self.modification, 20), (.du, failure, 22)], patched: 4, find: Self.ie184, criticality: "reject") else { return }
        #expect(Self.duRows(r).map(\.verdict) == [.pass], "\(Self.duRows(r))")
        // the gNB-CU sent the unknown IE: its own row fails (per-PDU check of F1APChecker)
        #expect(r.results(for: "F1-CRIT-UNKNOWN").filter { $0.node.hasPrefix("10.0.0.1") }.map(\.verdict) == [.fail])
    }

    @Test func unknownRejectIEAnsweredWithSuccessFails() {
        guard let r = run(Self.ue + [(.cu, Self.modification, 20), (.du, J.modificationResponse(cu: Self.cu, du: Self.du), 22)], patched: 4, find: Self.ie184, criticality: "reject") else { return }
        #expect(Self.duRows(r).map(\.verdict) == [.fail])
        #expect(Self.duRows(r).flatMap(\.findings).map(\.frames) == [[5, 6]])
    }

    @Test func failureWithoutNotUnderstoodDiagnosticsFails() {
        let bare = Self.failure(code: 7, cause: Self.rejectCause, diagnostics: nil)
        guard let r = run(Self.ue + [(.cu, Self.modification, 20), (.du, bare, 22)], patched: 4, find: Self.ie184, criticality: "reject") else { return }
        #expect(Self.duRows(r).map(\.verdict) == [.fail])
        let radio = Self.failure(code: 7, cause: #"{"radioNetwork":"unspecified"}"#, diagnostics: Self.diagnostics(code: 7, ie: 65520, criticality: "reject"))
        guard let cause = run(Self.ue + [(.cu, Self.modification, 20), (.du, radio, 22)], patched: 4, find: Self.ie184, criticality: "reject") else { return }
        #expect(Self.duRows(cause).map(\.verdict) == [.fail])
    }

    // MARK: ignore and notify in a class-1 request

    @Test func unknownNotifyIEReportedInTheResponsePasses() {
        let reported = Self.modificationResponse(diagnostics: Self.diagnostics(code: 7, ie: 65520, criticality: "notify"))
        guard let r = run(Self.ue + [(.cu, Self.modification, 20), (.du, reported, 22)], patched: 4, find: Self.ie184, criticality: "notify") else { return }
        #expect(Self.duRows(r).map(\.verdict) == [.pass], "\(Self.duRows(r))")
        guard let silent = run(Self.ue + [(.cu, Self.modification, 20), (.du, J.modificationResponse(cu: Self.cu, du: Self.du), 22)], patched: 4, find: Self.ie184, criticality: "notify") else { return }
        #expect(Self.duRows(silent).map(\.verdict) == [.fail])
        #expect(Self.duRows(silent).flatMap(\.findings).map(\.frames) == [[5, 6]])
    }

    // MARK: a nested mandatory IE replaced by an unknown one (a DRBs-ToBeSetup-Item)

    /// UE CONTEXT SETUP REQUEST with DRBs 1 and 2; the first item's id 34 (00 22, reject) after
    /// the list IE 35 (00 23, reject) is overwritten.
    static let setup = J.setupRequest(cu: cu, du: du, drbs: [1, 2])
    static let item34: [UInt8] = [0x00, 0x22, 0x00], list35: [UInt8] = [0x00, 0x23, 0x00]

    @Test func nestedUnknownRejectItemWantsTheFailureMessage() {
        let failure = Self.failure(code: 5, cause: Self.rejectCause, diagnostics: Self.diagnostics(code: 5, ie: 65520, criticality: "reject"))
        guard let pass = run(Self.ue + [(.cu, Self.setup, 20), (.du, failure, 22)], patched: 4, find: Self.item34, after: Self.list35, criticality: "reject", where: "nested") else { return }
        #expect(Self.duRows(pass).map(\.verdict) == [.pass], "\(Self.duRows(pass))")
        guard let fail = run(Self.ue + [(.cu, Self.setup, 20), (.du, J.setupResponse(cu: Self.cu, du: Self.du, drbs: [2]), 22)],
                             patched: 4, find: Self.item34, after: Self.list35, criticality: "reject", where: "nested") else { return }
        #expect(Self.duRows(fail).map(\.verdict) == [.fail])
        #expect(Self.duRows(fail).flatMap(\.findings).map(\.frames) == [[5, 6]])
    }

    // MARK: what a later release may hold (TS 38.473 V18.2.0 is the schema)

    /// An IE id no object set of TS 38.473 V18.2.0 has, or an unknown procedure code, is what a
    /// peer of a later version sends: with neither peer's release known, with Release 19 declared,
    /// with Release 18 declared without its version, or with V18.7.0 declared, neither the sender
    /// nor a silent receiver is judged; the reason says what would decide.
    @Test(arguments: [
        (nil, "the receiver's release is not known"),
        ("{release: 19}", "declares Release 19, later than the schema's TS 38.473 V18.2.0"),
        ("{release: 18}", "declares Release 18 without its version"),
        (#"{release: 18, version: "18.7.0"}"#, "declares TS 38.473 V18.7.0, later than the schema's V18.2.0"),
    ] as [(String?, String)])
    func unassignedKeysAreNotJudgedWithoutAnEarlierVersion(declared: String?, reasonSays: String) throws {
        let configuration = try declared == nil ? RunConfiguration() : Self.releases(cu: declared, du: declared)
        let dl = J.rrcTransfer(12, cu: Self.cu, du: Self.du, srb: 1, pdcpSN: 1, deliveryRequest: true)
        let silence = Self.ue + [(.cu, dl, 20), (.du, T.rrc(13, cu: Self.cu, du: Self.du), 6_100)]
        for find in [Self.ie184, nil] as [[UInt8]?] {
            guard let r = run(silence, patched: 4, find: find, criticality: "reject", configuration: configuration) else { return }
            let reaction = r.results(for: "F1-ERRIND-ASN")
            #expect(reaction.map(\.verdict) == [.inconclusive], "\(reaction)")
            let reason = reaction.first?.reason ?? ""
            #expect(reason.contains(reasonSays), "\(reason)")
            // the gNB-CU's message is not an error of its own either
            let sender = r.results(for: "F1-CRIT-UNKNOWN").filter { $0.node.hasPrefix("10.0.0.1") }
            #expect(sender.allSatisfy { $0.verdict != .fail && $0.violations == 0 } && sender.map(\.inconclusive).reduce(0, +) == 1, "\(sender)")
        }
    }

    /// A message of a later version as its sender encodes it: TS 38.473 V18.7.0 (what the schema
    /// pycrate 0.8.1 is compiled from matches) adds LTMResetInformation (IE 855, criticality ignore) to
    /// UE CONTEXT MODIFICATION REQUEST, which V18.2.0 does not have. Without the sender's version it
    /// is not an error (before: F1-CRIT-UNKNOWN WARN); a sender declaring V18.2.0 is judged.
    @Test func aLaterVersionsIEAsPycrateEncodesIt() throws {
        #expect(!F1AP.assignsIEID(855))
        let request = Self.modification.replacingOccurrences(of: "]}}}", with: #",{"id":855,"criticality":"ignore","value":{}}]}}}"#)
        let steps = Self.ue + [(.cu, request, 20), (.du, J.modificationResponse(cu: Self.cu, du: Self.du), 22)]
        guard let pdus = T.encode(steps.map(\.1)) else { return }
        // pycrate knows the IE: its reading has no unknown one
        #expect(Self.pycrateUnknowns([pdus[4]])?.first?["top"] == [])
        for (declared, alarm) in [(nil, false), (Self.schemaVersion, true)] as [(String?, Bool)] {
            let configuration = try declared == nil ? RunConfiguration() : Self.releases(cu: declared, du: declared)
            let r = T.feed(zip(steps, pdus).map { ($0.0, $1, $0.2) }, configuration: configuration)
            let sender = r.results(for: "F1-CRIT-UNKNOWN").filter { $0.node.hasPrefix("10.0.0.1") }
            if alarm {
                #expect(sender.map(\.verdict) == [.warn] && sender.first?.violations == 1, "\(sender)")
            } else {
                #expect(sender.map(\.verdict) == [.pass] && sender.first?.violations == 0 && sender.first?.inconclusive == 1, "\(sender)")
            }
        }
    }

    /// An IE id the schema has in other sets (0, Cause, which DLRRCMessageTransferIEs does not have)
    /// is an IE out of place whatever the release: judged with neither release known.
    @Test func anIEOutOfPlaceIsJudgedWithoutTheRelease() {
        let dl = J.rrcTransfer(12, cu: Self.cu, du: Self.du, srb: 1, pdcpSN: 1, deliveryRequest: true)
        guard let r = run(Self.ue + [(.cu, dl, 20), (.du, T.rrc(13, cu: Self.cu, du: Self.du), 6_100)], patched: 4, find: Self.ie184, id: 0,
                          criticality: "reject", configuration: RunConfiguration()) else { return }
        #expect(r.verdicts("F1-ERRIND-ASN") == [.fail], "\(r.results(for: "F1-ERRIND-ASN"))")
        #expect(r.results(for: "F1-CRIT-UNKNOWN").filter { $0.node.hasPrefix("10.0.0.1") }.map(\.verdict) == [.fail])
    }

    /// A sender that declares TS 38.473 V18.2.0 is judged for an IE id no Release 18 set has, and the
    /// finding says what the release rests on.
    @Test func aDeclaredReleaseIsTheBasis() {
        let dl = J.rrcTransfer(12, cu: Self.cu, du: Self.du, srb: 1, pdcpSN: 1, deliveryRequest: true)
        guard let r = run(Self.ue + [(.cu, dl, 20), (.du, T.rrc(13, cu: Self.cu, du: Self.du), 6_100)], patched: 4, find: Self.ie184, criticality: "reject") else { return }
        let sender = r.results(for: "F1-CRIT-UNKNOWN").filter { $0.node.hasPrefix("10.0.0.1") }
        #expect(sender.map(\.verdict) == [.fail])
        #expect(sender.first?.findings.first?.message.contains("the sender declares TS 38.473 V18.2.0, whose object sets do not have it") == true, "\(sender)")
    }
}
