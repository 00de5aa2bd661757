import APProtocols
import ASN1PER
import Foundation
import Testing
import TestSupport
import WireCore

/// tshark 4.0.17 (its e1ap, e2ap and ngap dissectors, older releases of the specs) reads PDUs of
/// every message type made by our encoder, wrapped into SCTP by `shared/oracles/f1ap_to_pcap.py
/// --protocol P`, with the same PDU alternative, procedure code, ProtocolIE ids (tshark's `P.id`
/// list, at any depth, is a subsequence of ours: it stops at IEs its release does not know) and
/// identity values (UE E1AP / NGAP ids, RIC request id parts, RAN function and action ids).
@Suite struct APTsharkTests {
    static let identityFields: [APProtocol: [String]] = [
        .e1ap: ["e1ap.GNB_CU_CP_UE_E1AP_ID", "e1ap.GNB_CU_UP_UE_E1AP_ID", "e1ap.TransactionID"],
        .e2ap: ["e2ap.ricRequestorID", "e2ap.ricInstanceID", "e2ap.RANfunctionID", "e2ap.RICactionID"],
        .ngap: ["ngap.AMF_UE_NGAP_ID", "ngap.RAN_UE_NGAP_ID"],
    ]

    static func unsigned(_ list: FieldList, _ name: String) -> [UInt64] {
        list.values(name).compactMap { if case .unsigned(let x) = $0 { return x } else { return nil } }
    }

    @Test(.requires(.tshark, .scapy, .shared), arguments: APProtocol.allCases) func tsharkAgreesOnHeadersIEIdsAndIdentities(_ p: APProtocol) throws {
        let pdus = APRandomPDUs.make(p, seeds: [0x7A, 0x7B], extensionPercent: 0)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ap-tshark-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let list = dir.appendingPathComponent("pdus.txt"), pcap = dir.appendingPathComponent("\(p.rawValue).pcap")
        try pdus.map { Hex.encode($0) }.joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
        let w = try Subprocess.run("python3", [Oracle.shared("oracles/f1ap_to_pcap.py").path, "--protocol", p.rawValue, "-f", list.path, "-o", pcap.path])
        try #require(w.status == 0, "\(w.stderr)")
        let prefix = p.fieldPrefix
        let fields = ["frame.number", "\(prefix).\(p.displayName)_PDU", "\(prefix).procedureCode", "\(prefix).id", "_ws.malformed", "_ws.expert.severity"] + Self.identityFields[p]!
        let t = try Subprocess.run(Oracle.tshark ?? "tshark", ["-r", pcap.path, "-T", "fields", "-E", "separator=\t", "-E", "aggregator=,"] + fields.flatMap { ["-e", $0] })
        try #require(t.status == 0, "\(t.stderr)")
        let rows = t.stdout.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }.map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count == pdus.count)
        var compared = 0, idsCompared = 0, identitiesCompared = 0, dirty = 0
        for (bytes, row) in zip(pdus, rows) where row.count == fields.count {
            let r = p.decode(bytes[...])
            guard let m = r.message else { Issue.record("we cannot decode \(Hex.encode(bytes))"); continue }
            var ours = FieldList()
            r.appendFields(to: &ours)
            guard let kind = Int(row[1]), let code = Int(row[2]) else { continue }
            compared += 1
            #expect(kind == m.kind.index && code == m.procedureCode, "tshark \(row) vs ours \(m.messageName) \(Hex.encode(bytes))")
            let theirs = row[3].split(separator: ",").compactMap { UInt64($0) }
            let ourIDs = Self.unsigned(ours, "\(prefix).id")
            var it = ourIDs.makeIterator()
            let subsequence = theirs.allSatisfy { id in while let o = it.next() { if o == id { return true } }; return false }
            // tshark 4.0.17's E2AP dissector (an older E2AP) reads some newer list items as other
            // structures and flags the PDU malformed or with an expert error: only clean dissections count
            let tsharkClean = row[4].isEmpty && row[5].isEmpty
            if tsharkClean {
                #expect(subsequence, "\(m.messageName): tshark ids \(theirs) not a subsequence of ours \(ourIDs)")
                if !theirs.isEmpty { idsCompared += 1 }
            } else if !subsequence {
                dirty += 1
                continue
            }
            for (i, name) in Self.identityFields[p]!.enumerated() {
                let values = row[6 + i].split(separator: ",").compactMap { UInt64($0) }
                guard let first = values.first else { continue }
                identitiesCompared += 1
                #expect(Self.unsigned(ours, name).first == first, "\(m.messageName) \(name): tshark \(values), ours \(Self.unsigned(ours, name)) \(Hex.encode(bytes))")
            }
        }
        print("\(p.displayName): of \(pdus.count) PDUs, tshark decodes the header of \(compared) and agrees on each (alternative, procedure code), on the IE id lists of \(idsCompared) it dissects cleanly and on \(identitiesCompared) identity values; \(dirty) it flags malformed, with other ids")
        #expect(compared >= pdus.count / 2)
    }
}
