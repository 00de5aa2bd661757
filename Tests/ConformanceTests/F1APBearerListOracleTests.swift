import F1AP
import Foundation
import Testing
import TestSupport

@testable import Conformance
@testable import Profiles

/// The bearer accessors the F1-UECTX-DRB / F1-RRC-SRB / F1-RRCDELIV checkers read (DRB and SRB
/// list ids, SRB ID, presence of RRC Delivery Status Request IE 184, triggering-message) agree
/// with pycrate 0.8.1 decoding the same bytes: pycrate encodes each JER of the rule tests, a
/// small Python script decodes the bytes again with pycrate and lists those values, and our
/// F1AP decoder plus the accessors must give the same. Skipped when python3/pycrate or
/// ../shared are absent.
@Suite(.requires(.pycrate)) struct F1APBearerListOracleTests {
    typealias J = F1APBearerJER

    static let samples: [String] = [
        J.setupRequest(cu: 9, du: 5, srbs: [2, 3], drbs: [1, 2, 7], rrc: "000208000000000000", deliveryRequest: true),
        J.setupResponse(cu: 9, du: 5, drbs: [1, 7], failedDRBs: [2], srbs: [2], failedSRBs: [3]),
        J.modificationRequest(cu: 9, du: 5, rrc: "0003", srbs: [3], drbs: [4], modify: [1, 2], releaseSRBs: [2], deliveryRequest: true),
        J.modificationResponse(cu: 9, du: 5, drbs: [4], modified: [1], failedModified: [2], srbs: [3]),
        J.rrcTransfer(12, cu: 9, du: 5, srb: 2, pdcpSN: 0x123, deliveryRequest: true),
        J.rrcTransfer(13, cu: 9, du: 5, srb: 0),
        J.deliveryReport(cu: 9, du: 5, srb: 3, triggeringSN: 4095),
        J.modificationRequired(cu: 9, du: 5, modify: [1, 6], release: [2, 3]),
        J.modificationConfirm(cu: 9, du: 5, confirmed: [6]),
    ]

    /// List IE ids whose items carry `dRBID` / `sRBID`.
    static let drbLists = [35, 27, 15, 37, 29, 17, 31, 21, 13, 23, 25, 19]
    static let srbLists = [74, 202, 66, 76, 204, 68, 72]

    /// For each hex PDU, pycrate's view as one JSON line: {"drb": {ie: [ids]}, "srb": {...},
    /// "srbID": n|null, "has184": bool, "trigger": n|null}.
    static func pycrateViews(_ pdus: [[UInt8]]) throws -> [[String: Any]] {
        let source = """
            DRB = [35, 27, 15, 37, 29, 17, 31, 21, 13, 23, 25, 19]
            SRB = [74, 202, 66, 76, 204, 68, 72]
            def run(pdu, item):
                pdu.from_aper(bytes.fromhex(item))
                alt, body = pdu.get_val()
                out = {"drb": {}, "srb": {}, "srbID": None, "has184": False, "trigger": None}
                for ie in body["value"][1]["protocolIEs"]:
                    i, v = ie["id"], ie["value"][1]
                    if i in DRB: out["drb"][str(i)] = [item["value"][1]["dRBID"] for item in v]
                    if i in SRB: out["srb"][str(i)] = [item["value"][1]["sRBID"] for item in v]
                    if i == 64: out["srbID"] = v
                    if i == 184: out["has184"] = True
                    if i == 185: out["trigger"] = v["triggering-message"]
                return out
            """
        try PycrateWorker.shared.define("bearer-list-views", source: source)
        return try PycrateWorker.shared.objects("bearer-list-views", items: pdus.map(PycrateWorker.hex))
    }

    @Test func accessorsAgreeWithPycrateDecoding() throws {
        let pdus = try #require(F1APRuleTests.encode(Self.samples))
        let views = try Self.pycrateViews(pdus)
        try #require(views.count == pdus.count && views.allSatisfy { $0["error"] == nil }, "\(views)")
        var compared = 0
        for (pdu, view) in zip(pdus, views) {
            let m = try #require(F1AP.decode(pdu[...]).message)
            let drb = view["drb"] as? [String: [Int]] ?? [:]
            let srb = view["srb"] as? [String: [Int]] ?? [:]
            for id in Self.drbLists {
                #expect(m.drbIDs(inList: id) == drb[String(id)], "\(m.messageName) IE \(id)")
                compared += 1
            }
            for id in Self.srbLists {
                #expect(m.srbIDs(inList: id) == srb[String(id)], "\(m.messageName) IE \(id)")
                compared += 1
            }
            #expect(m.srbIDValue == view["srbID"] as? Int, "\(m.messageName) SRB ID")
            #expect(m.requestsRRCDeliveryStatus == (view["has184"] as? Bool ?? false), "\(m.messageName) IE 184")
            #expect(m.rrcDeliveryTriggeringSN == view["trigger"] as? Int, "\(m.messageName) triggering-message")
            compared += 3
        }
        // the samples do exercise the lists: pycrate saw these ids
        #expect((views[0]["drb"] as? [String: [Int]])?["35"] == [1, 2, 7])
        #expect((views[3]["drb"] as? [String: [Int]])?["13"] == [2])
        #expect(views[6]["trigger"] as? Int == 4095)
        #expect((views[7]["drb"] as? [String: [Int]])?["25"] == [2, 3] && (views[8]["drb"] as? [String: [Int]])?["19"] == [6])
        print("bearer accessors vs pycrate: \(compared) values compared over \(pdus.count) PDUs")
    }
}
