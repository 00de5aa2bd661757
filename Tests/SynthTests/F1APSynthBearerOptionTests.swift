import Conformance
import Foundation
import Profiles
import Testing
import TestSupport

@testable import Synth

/// The `bearers` option of the F1AP generator (Profiles/scenarios/f1ap-clean.yaml and
/// mixed-lab.yaml) as the oracles read it: pycrate 0.8.1 decodes and re-encodes every PDU and
/// lists the top-level IE ids and the DRB ids of each DRB list; tshark 4.0.17 shows the same
/// procedure codes, `f1ap.id` values and `f1ap.dRBID`s in the committed clean capture, and each
/// RRC DELIVERY REPORT's triggering-message is the PDCP SN of the UE context request it answers
/// (TS 38.473 §8.4.4; PDCP SNs of SRB1 downlink from 0, TS 38.323 §7.1). Expectations are the
/// hand-written tables of F1APExpected. Skipped, with the reason, when an oracle is absent.
@Suite struct F1APSynthBearerOptionTests {
    static let drbLists = [35, 27, 37, 31, 29, 21, 23, 25, 19]

    /// pycrate's view of each PDU: message name, top-level IE ids, DRB ids per DRB list, whether
    /// it re-encodes to the same octets.
    static let view = """
        LISTS = [35, 27, 37, 31, 29, 21, 23, 25, 19]
        def run(pdu, item):
            data = bytes.fromhex(item)
            pdu.from_aper(data)
            kind, body = pdu.get_val()
            name, content = body["value"]
            ies = content["protocolIEs"]
            drb = {str(ie["id"]): [item["value"][1]["dRBID"] for item in ie["value"][1]] for ie in ies if ie["id"] in LISTS}
            return {"message": name, "code": body["procedureCode"], "ies": [ie["id"] for ie in ies], "drb": drb, "same": pdu.to_aper() == data}
        """

    @Test(.requires(.pycrate)) func pycrateDecodesTheBearerMessages() throws {
        let g = F1APSynth.generate(F1APScenarioConfig(ues: 2, bundling: true, bearers: true), seed: 9)
        #expect(g.encodingProblems.isEmpty && g.unappliedFaults.isEmpty)
        try PycrateWorker.shared.define("synth-bearer-view", source: Self.view)
        let rows = try PycrateWorker.shared.objects("synth-bearer-view", items: g.encodedPDUs.map(PycrateWorker.hex))
        try #require(rows.count == g.plan.count)
        var checked = 0
        for (m, row) in zip(g.plan, rows) {
            #expect(row["error"] == nil && row["same"] as? Bool == true, "\(m.messageName): \(row)")
            #expect(row["message"] as? String == m.messageName && row["code"] as? Int == F1APExpected.messages[m.messageName]?.code, "\(row)")
            guard let ies = F1APExpected.bearerIEs[m.messageName] else { continue }
            #expect(row["ies"] as? [Int] == ies, "\(m.messageName): \(row["ies"] ?? "?")")
            #expect(row["drb"] as? [String: [Int]] ?? [:] == F1APExpected.bearerDRBs[m.messageName] ?? [:], "\(m.messageName): \(row["drb"] ?? "?")")
            checked += 1
        }
        // 6 changed messages and 2 RRC DELIVERY REPORTs per UE
        #expect(checked == 2 * 8)
        for k in 0..<2 {
            #expect(g.plan.filter { $0.ue == k }.map(\.messageName) == F1APExpected.attachWithBearers + ["UEContextReleaseCommand", "UEContextReleaseComplete"])
        }
        print("pycrate: \(rows.count) PDUs decode and re-encode identically; \(checked) bearer messages with the expected IEs and DRB ids")
    }

    @Test func withoutTheOptionTheAttachIsUnchanged() {
        let g = F1APSynth.generate(F1APScenarioConfig(ues: 1))
        #expect(g.plan.filter { $0.ue == 0 }.map(\.messageName) == F1APExpected.attach + ["UEContextReleaseCommand", "UEContextReleaseComplete"])
        #expect(!g.plan.contains { $0.ieIDs.contains(184) || $0.ieIDs.contains(35) })
    }

    /// tshark on the committed clean capture: per F1AP message the procedure code, the top-level
    /// and nested `f1ap.id`s, `f1ap.dRBID`s and `f1ap.triggering_message`.
    @Test(.requires(.tshark)) func tsharkSeesTheBearersInTheCleanCapture() throws {
        let capture = SynthSupport.synthCaptures.appendingPathComponent("f1ap-clean.pcapng")
        let rows = try F1APSynthTsharkTests.fields(capture, ["f1ap.procedureCode", "f1ap.id", "f1ap.dRBID", "f1ap.triggering_message", "f1ap.GNB_CU_UE_F1AP_ID", "_ws.malformed"])
        var perUE: [String: [(code: Int, ids: [Int], drbs: [Int], trigger: Int?)]] = [:]
        for row in rows where row.count >= 6 && !row[0].isEmpty {
            #expect(row[5].isEmpty, "malformed: \(row)")
            // a bundled packet carries several PDUs: tshark lists their fields one after another
            let codes = F1APSynthTsharkTests.list(row[0]).compactMap { Int($0) }
            guard codes.count == 1, let cu = F1APSynthTsharkTests.list(row[4]).first else { continue }
            perUE[cu, default: []].append((codes[0], F1APSynthTsharkTests.list(row[1]).compactMap { Int($0) }, F1APSynthTsharkTests.list(row[2]).compactMap { Int($0) },
                                           F1APSynthTsharkTests.list(row[3]).first.flatMap { Int($0) }))
        }
        try #require(perUE.count == 3, "\(perUE.keys)")
        for (cu, messages) in perUE {
            let setup = messages.filter { $0.code == 5 }, modification = messages.filter { $0.code == 7 }, required = messages.filter { $0.code == 8 }
            let reports = messages.filter { $0.code == 25 }
            // request then response of each procedure, with the DRB ids of F1APExpected.bearerDRBs
            #expect(setup.map(\.drbs) == [[1], [1]], "UE \(cu): \(setup)")
            #expect(modification.map(\.drbs) == [[2, 1], [2, 1]], "UE \(cu): \(modification)")
            #expect(required.map(\.drbs) == [[1, 2], [1]], "UE \(cu): \(required)")
            // IE 184 in both requests; list IEs and their item IEs (nested f1ap.id) in the responses
            #expect(setup.first?.ids.contains(184) == true && modification.first?.ids.contains(184) == true)
            #expect(setup.last?.ids == [40, 41, 39, 27, 26] && modification.last?.ids == [40, 41, 39, 29, 28, 21, 20])
            #expect(required.first?.ids == [40, 41, 23, 22, 25, 24, 0] && required.last?.ids == [40, 41, 19, 18])
            // SRB1 downlink PDCP SNs: 0 DLInformationTransfer, 1 SecurityModeCommand (UE context setup), 2 RRCReconfiguration
            #expect(reports.map(\.trigger) == [1, 2], "UE \(cu): \(reports)")
            #expect(reports.allSatisfy { $0.ids == [40, 41, 185, 64] })
        }
    }

    /// The engine's verdicts on the committed clean captures: F1-UECTX-DRB and F1-RRCDELIV pass,
    /// evaluated once per response with DRB lists (two per UE from the gNB-DU, one per UE from
    /// the gNB-CU) and once per RRC DELIVERY REPORT (two per UE), as the scenario sends them.
    @Test(arguments: [("f1ap-clean", "synth-f1", 3), ("mixed-lab", "synth-lab", 2)])
    func bearerRulesPassOnTheCleanCaptures(_ name: String, _ testbed: String, _ ues: Int) throws {
        let capture = SynthSupport.synthCaptures.appendingPathComponent("\(name).pcapng").path
        let (_, results) = try SynthSupport.failOrWarn(capture: capture, testbed: SynthSupport.path("Profiles/testbeds/\(testbed).yaml"))
        let drb = results.results(for: "F1-UECTX-DRB"), delivery = results.results(for: "F1-RRCDELIV")
        // the gNB-DU answers UE Context Setup / Modification, the gNB-CU confirms Modification Required
        #expect(drb.map(\.verdict) == [.pass, .pass] && delivery.map(\.verdict) == [.pass], "\(drb) \(delivery)")
        #expect(drb.map(\.evaluated).sorted() == [ues, 2 * ues], "\(drb)")
        #expect(delivery.map(\.evaluated).reduce(0, +) == 2 * ues)
    }
}
