@testable import Conformance
@testable import Profiles
import Foundation
import Testing
import TestSupport

/// F1-IE-COND on messages pycrate 0.8.1 encodes from JER (F1APRuleTests.encode), and the
/// checker's condition table against the F1AP-PDU-Contents module in ../shared (the data the
/// conditions are read from).
@Suite struct F1APConditionalIERuleTests {
    typealias S = EngineSupport
    typealias J = F1APBearerJER

    // UE CONTEXT RELEASE COMMAND (procedure 6): 40/41 UE ids, 0 Cause, 50 RRC Container, 64 SRB ID.
    static func releaseCommand(rrc: Bool, srb: Bool) -> String {
        var ies = [J.ie(40, "reject", "9"), J.ie(41, "reject", "5"), J.ie(0, "ignore", #"{"radioNetwork":"normal-release"}"#)]
        if rrc { ies.append(J.ie(50, "ignore", #""2c00""#)) }
        if srb { ies.append(J.ie(64, "ignore", "1")) }
        return J.message("initiatingMessage", 6, "reject", ies)
    }

    /// UE CONTEXT SETUP REQUEST with or without DRBs and gNB-DU UE AMBR UL (158, BitRate).
    static func setupRequest(drbs: [Int], ambr: Bool) -> String {
        let base = J.setupRequest(cu: 9, du: 5, srbs: [1], drbs: drbs)
        guard ambr else { return base }
        // Append IE 158 to the container (the object set lists it after the DRB list).
        return base.replacingOccurrences(of: "]}}}", with: "," + J.ie(158, "ignore", "100000000") + "]}}}")
    }

    // RESOURCE STATUS REQUEST (procedure 36): 78 TransactionID, 345 gNB-CU Measurement ID,
    // 346 gNB-DU Measurement ID, 347 Registration Request, 348 Report Characteristics (BIT STRING 32).
    static func resourceStatusRequest(_ registration: String, duID: Bool, characteristics: Bool) -> String {
        var ies = [J.ie(78, "reject", "1"), J.ie(345, "reject", "7")]
        if duID { ies.append(J.ie(346, "ignore", "3")) }
        ies.append(J.ie(347, "ignore", #""\#(registration)""#))
        if characteristics { ies.append(J.ie(348, "ignore", #"{"value":"80000000","length":32}"#)) }
        return J.message("initiatingMessage", 36, "reject", ies)
    }

    // E-CID MEASUREMENT INITIATION REQUEST (procedure 52): 412 / 413 measurement ids, 424 report
    // characteristics, 416 periodicity, 414 quantities (items 415), 672 NR-AoA periodicity.
    static func eCIDRequest(_ characteristics: String, periodicity: Bool, quantities: [String], aoaPeriodicity: Bool) -> String {
        var ies = [J.ie(40, "reject", "9"), J.ie(41, "reject", "5"), J.ie(412, "reject", "1"), J.ie(413, "reject", "2"),
                   J.ie(424, "reject", #""\#(characteristics)""#)]
        if periodicity { ies.append(J.ie(416, "reject", #""ms240""#)) }
        ies.append(J.ie(414, "reject", J.list(quantities.map { J.ie(415, "reject", #"{"e-CIDmeasurementQuantitiesValue":"\#($0)"}"#) })))
        if aoaPeriodicity { ies.append(J.ie(672, "reject", #""ms320""#)) }
        return J.message("initiatingMessage", 52, "reject", ies)
    }

    // PDC MEASUREMENT INITIATION REQUEST (procedure 70): 546 RAN-UE-PDC-MeasID, 545 report type,
    // 541 periodicity, 542 quantities (items 543).
    static func pdcRequest(_ type: String, periodicity: Bool) -> String {
        var ies = [J.ie(40, "reject", "9"), J.ie(41, "reject", "5"), J.ie(546, "reject", "1"), J.ie(545, "reject", #""\#(type)""#)]
        if periodicity { ies.append(J.ie(541, "reject", #""ms160""#)) }
        ies.append(J.ie(542, "reject", J.list([J.ie(543, "reject", #"{"pDCmeasurementQuantitiesValue":"nr-pdc-tadv"}"#)])))
        return J.message("initiatingMessage", 70, "reject", ies)
    }

    /// One conforming and one violating message per condition kind; the findings name exactly the
    /// violating frames and IEs.
    @Test(.requires(.pycrate)) func conditionsAreJudgedPerMessage() throws {
        let steps: [(F1APRuleTests.Side, String, Int64)] = [
            (.cu, Self.releaseCommand(rrc: true, srb: true), 0),  // 1 pass
            (.cu, Self.releaseCommand(rrc: false, srb: false), 1),  // 2 pass (condition false)
            (.cu, Self.releaseCommand(rrc: true, srb: false), 2),  // 3 SRB ID missing
            (.cu, Self.setupRequest(drbs: [1], ambr: true), 3),  // 4 pass
            (.cu, Self.setupRequest(drbs: [], ambr: false), 4),  // 5 pass
            (.cu, Self.setupRequest(drbs: [], ambr: true), 5),  // 6 AMBR without DRBs ("only if")
            (.cu, Self.resourceStatusRequest("start", duID: false, characteristics: true), 6),  // 7 pass (2 items)
            (.cu, Self.resourceStatusRequest("stop", duID: true, characteristics: false), 7),  // 8 pass (2 items)
            (.cu, Self.resourceStatusRequest("start", duID: false, characteristics: false), 8),  // 9 Report Characteristics missing
            (.cu, Self.resourceStatusRequest("add", duID: false, characteristics: false), 9),  // 10 gNB-DU Measurement ID missing
            (.cu, Self.eCIDRequest("periodic", periodicity: true, quantities: ["default"], aoaPeriodicity: false), 10),  // 11 pass
            (.cu, Self.eCIDRequest("onDemand", periodicity: false, quantities: ["angleOfArrivalNR"], aoaPeriodicity: false), 11),  // 12 pass
            (.cu, Self.eCIDRequest("periodic", periodicity: false, quantities: ["default"], aoaPeriodicity: false), 12),  // 13 periodicity missing
            (.cu, Self.eCIDRequest("periodic", periodicity: true, quantities: ["default", "angleOfArrivalNR"], aoaPeriodicity: false), 13),  // 14 NR-AoA missing
            (.cu, Self.eCIDRequest("periodic", periodicity: true, quantities: ["angleOfArrivalNR"], aoaPeriodicity: true), 14),  // 15 pass
            (.cu, Self.pdcRequest("periodic", periodicity: true), 15),  // 16 pass
            (.cu, Self.pdcRequest("onDemand", periodicity: false), 16),  // 17 pass
            (.cu, Self.pdcRequest("periodic", periodicity: false), 17),  // 18 periodicity missing
        ]
        guard let r = F1APRuleTests.run(steps) else { return }
        #expect(r.frames.malformed == 0)
        let findings = r.results(for: "F1-IE-COND").flatMap(\.findings)
        let got = findings.map { "\($0.frames.first ?? 0):\($0.fieldPath)" }.sorted()
        let want = ["3:f1ap.id == 64", "6:f1ap.id == 158", "9:f1ap.id == 348", "10:f1ap.id == 346", "13:f1ap.id == 416",
                    "14:f1ap.id == 672", "18:f1ap.id == 541"].sorted()
        #expect(got == want, "\(findings.map(\.message))")
        #expect(r.verdicts("F1-IE-COND") == [.warn])
        // Items: 3 release commands × 1, 3 setup requests × 1, 4 resource status requests × 2,
        // 5 E-CID requests × 2, 3 PDC requests × 1.
        #expect(S.evaluated(r, "F1-IE-COND") == 3 + 3 + 8 + 10 + 3)
        #expect(findings.first { $0.frames == [6] }?.message.contains("present only if the DRB to Be Setup List IE is present") == true)
    }

    @Test(.requires(.pycrate)) func conformingMessagesPass() throws {
        guard let r = F1APRuleTests.run([
            (.cu, Self.releaseCommand(rrc: true, srb: true), 0),
            (.cu, Self.resourceStatusRequest("stop", duID: true, characteristics: false), 1),
            (.cu, Self.pdcRequest("periodic", periodicity: true), 2),
        ]) else { return }
        #expect(r.verdicts("F1-IE-COND") == [.pass])
        #expect(S.evaluated(r, "F1-IE-COND") == 4)
    }

    /// Without any message of these object sets the rule is SKIP (no applicable traffic).
    @Test(.requires(.pycrate)) func otherMessagesAreNotJudged() throws {
        guard let r = F1APRuleTests.run([(.du, F1APRuleTests.setupRequest(1), 0)]) else { return }
        #expect(r.verdicts("F1-IE-COND") == [.skip])
    }

    /// The table quotes the module: every `PRESENCE conditional` IE of F1AP-PDU-Contents (its
    /// object set, its id name, and the comment under it) is one row, and no row is invented.
    /// Ids come from F1AP-Constants.
    @Test(.requires(.shared)) func tableEqualsTheModuleComments() throws {
        let shared = Oracle.shared
        let dir = shared.appendingPathComponent("asn1/f1ap")
        let contents = try String(contentsOf: dir.appendingPathComponent("F1AP-PDU-Contents.asn"), encoding: .utf8)
        let constants = try String(contentsOf: dir.appendingPathComponent("F1AP-Constants.asn"), encoding: .utf8)
        var ids: [String: Int] = [:]
        for line in constants.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if words.count == 4, words[1] == "ProtocolIE-ID", words[2] == "::=", let v = Int(words[3]) { ids[String(words[0])] = v }
        }
        struct Row: Hashable { var set: String; var idName: String; var id: Int; var comment: String }
        var rows: [Row] = []
        var currentSet = ""
        let lines = contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (i, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasSuffix("F1AP-PROTOCOL-IES ::= {"), let name = trimmed.split(separator: " ").first { currentSet = String(name) }
            guard line.contains("PRESENCE conditional"), let r = line.range(of: "ID ") else { continue }
            let idName = String(line[r.upperBound...].prefix { !$0.isWhitespace })
            let comment = lines[(i + 1)...].first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
            let text = comment.trimmingCharacters(in: .whitespaces)
                .trimmingCharacters(in: CharacterSet(charactersIn: "-–— \t"))
            rows.append(Row(set: currentSet, idName: idName, id: ids[idName] ?? -1, comment: text))
        }
        let table = F1APConditionalIEChecker.conditions.map { Row(set: $0.ieSet, idName: $0.idName, id: $0.id, comment: $0.moduleComment) }
        #expect(rows.count == 9)
        #expect(Set(rows) == Set(table), "module: \(rows)\ntable: \(table)")
    }
}
