import Foundation
import NetLayers
import Testing
import TestSupport
import WireCore

/// Random SCTP traffic from scapy: every message put in comes out once, byte for byte, with its
/// TSNs, stream and association; chunk fields agree with tshark.
@Suite struct RandomSCTPTests {
    @Test(.requires(.scapy, .tshark), arguments: [11, 13])
    func everyMessageComesOutOnce(seed: Int) throws {
        let dir = Support.temporaryDirectory("rand\(seed)")
        let script = dir.appendingPathComponent("rand.py")
        try RandomSCTPScript.source.write(to: script, atomically: true, encoding: .utf8)
        #expect(Subprocess.output("python3", [script.path, dir.path, "\(seed)"]) != nil)
        let records = try #require(Support.readPcap(dir.appendingPathComponent("rand.pcap")))
        let data = try Data(contentsOf: dir.appendingPathComponent("rand.json"))
        let messages = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        var demux = NetworkDemux()
        var pdus: [PDU] = []
        for (i, r) in records.enumerated() {
            demux.demux(frame: r.bytes[...], linkType: r.linkType, frameNumber: i + 1, timestampNanoseconds: r.timestamp, isTruncated: false) {
                pdus.append($0)
            }
        }
        func key(_ assoc: Int, _ tsn: Int) -> String { "\(assoc):\(tsn)" }
        var ours: [String: PDU] = [:]
        for pdu in pdus {
            let k = key(pdu.endpoints.sctpAssociation ?? -1, Int(pdu.endpoints.sctpTSNs.first ?? 0))
            #expect(ours[k] == nil, "message \(k) delivered twice")
            ours[k] = pdu
        }
        #expect(pdus.count == messages.count, "seed \(seed)")
        for m in messages {
            let tsns = m["tsns"] as? [Int] ?? []
            let k = key(m["assoc"] as? Int ?? -2, tsns.first ?? -1)
            guard let pdu = ours[k] else {
                Issue.record("seed \(seed): message \(k) missing")
                continue
            }
            #expect(Hex.encode(pdu.payload) == m["payload"] as? String, "seed \(seed) message \(k)")
            #expect(pdu.endpoints.sctpTSNs.map(Int.init) == tsns)
            #expect(pdu.endpoints.sctpStream.map(Int.init) == m["sid"] as? Int)
            #expect(pdu.kind == (m["assoc"] as? Int == 2 ? .e1ap : .f1ap))
        }
        do {
            let fields = ["sctp.chunk_type", "sctp.chunk_length", "sctp.data_tsn_raw", "sctp.data_sid", "sctp.data_ssn",
                          "sctp.data_payload_proto_id", "sctp.data_b_bit", "sctp.data_e_bit", "sctp.data_u_bit", "ip.src", "ipv6.src"]
            #expect(Subprocess.output("python3", [script.path, dir.path, "\(seed)", "4242"]) != nil)
            let url = dir.appendingPathComponent("rand-ppid.pcap")
            let sameShape = try #require(Support.readPcap(url))
            #expect(sameShape.count == records.count)
            let result = try #require(Support.compareWithTshark(url, records: sameShape, fields: fields))
            #expect(result.mismatches.isEmpty, "seed \(seed): \(result.mismatches.prefix(10).joined(separator: "\n"))")
        }
        print("NetLayers random SCTP seed \(seed): \(records.count) packets, \(messages.count) messages, \(demux.statistics.sctpRetransmissions) retransmitted TSNs dropped")
    }
}
