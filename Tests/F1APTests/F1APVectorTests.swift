import ASN1PER
import F1AP
import Foundation
import Testing
import TestSupport
import WireCore

/// Real vectors (`shared/testdata/f1ap/vectors`) and the worked examples decoded with the committed
/// schema and compared with pycrate 0.8.1's JER of the same bytes.
@Suite struct F1APVectorTests {
    struct Vector {
        var name: String
        var bytes: [UInt8]
    }

    static func vectors() throws -> [Vector] {
        var out: [Vector] = []
        let dir = Oracle.shared.appendingPathComponent("testdata/f1ap/vectors")
        for f in try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() where f.hasSuffix(".json") {
            let obj = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent(f))) as! [String: Any]
            out.append(Vector(name: f, bytes: Hex.decode(obj["hex"] as! String)!))
        }
        let ex = try JSONSerialization.jsonObject(with: Data(contentsOf: Oracle.shared.appendingPathComponent("oracles/examples/f1ap_worked_examples.json"))) as! [String: [String: Any]]
        for (name, e) in ex.sorted(by: { $0.key < $1.key }) { out.append(Vector(name: name, bytes: Hex.decode(e["hex"] as! String)!)) }
        return out
    }

    /// pycrate's JER for each PDU (one request to the shared pycrate worker).
    static func pycrateJER(_ pdus: [[UInt8]]) throws -> [String] {
        try PycrateWorker.shared.decode(pdus).map { answer in
            guard let jer = answer["jer"], let text = Oracle.canonicalJSON(object: jer) else {
                throw OracleFailure(message: "pycrate: \(answer["error"] ?? answer)")
            }
            return text
        }
    }

    @Test(.requires(.pycrate)) func vectorsDecodeLikePycrate() throws {
        let vectors = try Self.vectors()
        let expected = try Self.pycrateJER(vectors.map(\.bytes))
        #expect(vectors.count == 9)
        var agree = 0
        for (v, jer) in zip(vectors, expected) {
            let r = F1AP.decode(v.bytes[...])
            #expect(r.error == nil, "\(v.name): \(String(describing: r.error))")
            guard let m = r.message else { continue }
            let ours = Oracle.canonicalJSON(r.jer())
            #expect(ours == jer, "\(v.name)")
            if ours == jer { agree += 1 }
            // re-encoding gives the bytes pycrate consumed (all of them but trailing junk)
            let again = try F1AP.schema.encodeAPER(m.value, as: "F1AP-PDU")
            #expect(Array(v.bytes.prefix(again.count)) == again, "\(v.name) re-encoding")
            let trailing = r.findings.filter { $0.id == "F1-TNL-ONE-PDU" }
            #expect((again.count < v.bytes.count) == !trailing.isEmpty, "\(v.name) trailing-octets finding")
        }
        print("vectors agreeing with pycrate JER: \(agree)/\(vectors.count)")
    }

    /// `--asn1 DIR`: the same vectors through an ``F1APDecoder`` over the pycrate copy of the
    /// modules compiled at run time give the same views as the committed schema.
    @Test(.requires(.shared)) func runtimeSchemaDecoderMatchesCommittedSchema() throws {
        let decoder = F1APDecoder(schema: try Oracle.schema("f1ap/pycrate-0.8.1"))
        for v in try Self.vectors() {
            let a = F1AP.decode(v.bytes[...]), b = decoder.decode(v.bytes[...])
            #expect(a.summary == b.summary, "\(v.name)")
            #expect(a.message?.ies.map(\.id) == b.message?.ies.map(\.id) && a.findings.map(\.id) == b.findings.map(\.id), "\(v.name)")
            #expect(a.message?.servedCells == b.message?.servedCells && a.message?.activatedCells == b.message?.activatedCells)
        }
    }

    @Test(.requires(.shared)) func viewsOfWorkedExamples() throws {
        let v = try Self.vectors()
        func decode(_ n: String) -> F1APDecodeResult { F1AP.decode(v.first { $0.name == n }!.bytes[...]) }
        // F1SetupRequest (worked example): TransactionID 1, one served cell 00F110 / 000066C01
        let setup = decode("F1SetupRequest")
        let m = try #require(setup.message)
        #expect(m.kind == .initiatingMessage && m.procedureCode == 1 && m.procedureName == "F1SetupRequest")
        #expect(m.criticality == "reject" && m.transactionID == 1)
        #expect(m.ies.map(\.id) == [78, 42, 45, 44, 171])
        #expect(m.ies.map(\.presence) == ["mandatory", "mandatory", "optional", "optional", "mandatory"])
        #expect(m.servedCells.count == 1 && m.servedCells.first?.plmn == [0x00, 0xF1, 0x10] && m.servedCells.first?.cellIdentity == 0x000066C01)
        #expect(setup.findings.isEmpty, "\(setup.findings)")
        #expect(setup.summary == "F1SetupRequest TransactionID=1")
        // the IE list is located: IE 78 starts at octet 7 (after 00 01 00 56 00 00 05)
        #expect(m.ies.first?.bitOffset == 7 * 8)
        // F1SetupResponse (worked example): activated cell
        let resp = try #require(decode("F1SetupResponse").message)
        #expect(resp.kind == .successfulOutcome && resp.messageName == "F1SetupResponse" && resp.activatedCells.count == 1)
        // ULRRCMessageTransfer (worked example): UE ids 0 / 1
        let ul = decode("ULRRCMessageTransfer")
        #expect(ul.message?.gnbCUUEF1APID == 0 && ul.message?.gnbDUUEF1APID == 1)
        var fields = FieldList()
        ul.appendFields(to: &fields)
        #expect(fields.values("f1ap.id") == [40, 41, 64, 50].map { FieldValue.unsigned($0) })
        #expect(fields.first("f1ap.procedureCode") == .unsigned(13))
        #expect(fields.first("f1ap.GNB_CU_UE_F1AP_ID") == .unsigned(0))
        #expect(fields.first("f1ap.GNB_DU_UE_F1AP_ID") == .unsigned(1))
        // Reset (worked example): Cause misc/om-intervention
        let reset = try #require(decode("Reset").message)
        #expect(reset.cause == F1APCause(group: "misc", value: "om-intervention") && reset.transactionID == 2)
        // value notation matches pycrate's to_asn1() text from the examples file
        let ex = try JSONSerialization.jsonObject(with: Data(contentsOf: Oracle.shared.appendingPathComponent("oracles/examples/f1ap_worked_examples.json"))) as! [String: [String: Any]]
        #expect(decode("Reset").valueNotation() == ex["Reset"]!["asn1"] as! String)
    }

    @Test(.requires(.shared)) func realSetupResponseWithUnknownIEAndTrailingOctets() throws {
        let v = try Self.vectors().first { $0.name.contains("gowireshark") }!
        let r = F1AP.decode(v.bytes[...])
        let m = try #require(r.message)
        // vector metadata: 18-octet PDU + 22 trailing octets; IE id 0 is not in F1SetupResponseIEs
        let trailing = try #require(r.findings.first { $0.id == "F1-TNL-ONE-PDU" })
        #expect(trailing.bitOffset == 18 * 8 && trailing.bitLength == 22 * 8)
        let unknown = try #require(r.findings.first { $0.id == "F1-CRIT-UNKNOWN" })
        #expect(unknown.message.contains("criticality reject"))
        #expect(m.ies.map(\.id) == [78, 0] && m.transactionID == 20)
    }
}

struct OracleFailure: Error { var message: String }
