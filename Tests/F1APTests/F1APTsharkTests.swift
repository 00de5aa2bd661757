import ASN1PER
import F1AP
import Foundation
import Testing
import TestSupport
import WireCore

/// tshark 4.0.17 (TS 38.473 V16.9.0 dissector) reads PDUs made by our encoder, wrapped into
/// SCTP by `shared/oracles/f1ap_to_pcap.py`, with the same procedure codes, message names, IE
/// ids, UE ids and transaction ids as our decoder reports.
@Suite struct F1APTsharkTests {
    /// tshark's `f1ap.GNB_CU_UE_F1AP_ID` etc. are per type: the first IE value of that type.
    func first(_ f: FieldList, _ name: String) -> UInt64? {
        if case .unsigned(let x)? = f.first(name) { return x }
        return nil
    }

    @Test(.requires(.tshark, .scapy, .shared)) func tsharkAgreesOnHeadersAndIEIds() throws {
        var pdus = try F1APVectorTests.vectors().map(\.bytes)
        // random PDUs of Rel-15/16 procedures (codes 0...31 without the unused 9), re-encoded by us
        var gen = ASN1RandomValueGenerator(schema: F1AP.schema, seed: 0x75_4A_12)
        gen.optionalPercent = 30
        let messages = PycrateBatch.messages(F1AP.schema, procedures: "F1AP-ELEMENTARY-PROCEDURES").filter { $0.code <= 31 && $0.code != 9 }
        for (i, m) in messages.enumerated() where i < 120 {
            guard let body = gen.value(m.type, depth: 1) else { continue }
            let pdu = ASN1Value.choice(name: m.alternative, value: .sequence([
                ASN1NamedValue("procedureCode", .integer(m.code)),
                ASN1NamedValue("criticality", .enumerated(index: m.criticality == "reject" ? 0 : 1, name: m.criticality)),
                ASN1NamedValue("value", .openType(typeName: F1AP.schema.node(m.type).name, value: body)),
            ]))
            pdus.append(try F1AP.schema.encodeAPER(pdu, as: "F1AP-PDU"))
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("f1ap-tshark-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let list = dir.appendingPathComponent("pdus.txt"), pcap = dir.appendingPathComponent("f1ap.pcap")
        try pdus.map { Hex.encode($0) }.joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
        let w = try Subprocess.run("python3", [Oracle.shared.appendingPathComponent("oracles/f1ap_to_pcap.py").path, "-f", list.path, "-o", pcap.path])
        try #require(w.status == 0, "\(w.stderr)")
        let t = try Subprocess.run("python3", [Oracle.shared.appendingPathComponent("oracles/f1ap_tshark_fields.py").path, pcap.path])
        try #require(t.status == 0, "\(t.stderr)")
        let rows = t.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(rows.count == pdus.count)
        var agree = 0
        for (bytes, row) in zip(pdus, rows) {
            let r = F1AP.decode(bytes[...])
            guard let m = r.message else { Issue.record("we cannot decode \(Hex.encode(bytes))"); continue }
            var fields = FieldList()
            r.appendFields(to: &fields)
            let ours = fields.values("f1ap.id").compactMap { v -> Int? in if case .unsigned(let x) = v { return Int(x) } else { return nil } }
            let theirs = (row["ie_ids"] as? [Int]) ?? []
            var it = ours.makeIterator()
            let subsequence = theirs.allSatisfy { id in while let o = it.next() { if o == id { return true } }; return false }
            let same = row["procedureCode"] as? Int == m.procedureCode && row["pdu"] as? String == m.kind.rawValue
                && row["message"] as? String == m.messageName && subsequence
                // where tshark reports them (it stops dissecting at IEs it cannot decode)
                && ((row["transactionID"] as? String).map { first(fields, "f1ap.TransactionID") == UInt64($0) } ?? true)
                && ((row["gNB_CU_UE_F1AP_ID"] as? String).map { first(fields, "f1ap.GNB_CU_UE_F1AP_ID") == UInt64($0) } ?? true)
                && ((row["gNB_DU_UE_F1AP_ID"] as? String).map { first(fields, "f1ap.GNB_DU_UE_F1AP_ID") == UInt64($0) } ?? true)
            #expect(same, "tshark \(row) vs ours \(m.messageName) \(ours) \(Hex.encode(bytes))")
            if same { agree += 1 }
        }
        print("tshark agrees on \(agree)/\(pdus.count) PDUs (procedure code, kind, message, IE ids, UE ids, TransactionID)")
    }
}
