import CaptureIO
import F1AP
import Foundation
import NetLayers
import Synth
import Testing
import TestSupport

/// pycrate 0.8.1 decodes every generated F1AP PDU; our own NetLayers and F1AP decoders read the
/// pcapng back, reassemble every SCTP user message and decode it without a finding.
@Suite struct F1APSynthDecodeTests {
    @Test(.requires(.pycrate), arguments: [false, true]) func pycrateDecodesEveryPDU(_ fragmented: Bool) throws {
        let g = F1APSynth.generate(F1APScenarioConfig(ues: 4, bundling: fragmented, fragmentSize: fragmented ? 40 : nil), seed: 11)
        let rows = try F1APSynthPycrate.decode(g.encodedPDUs)
        var ok = 0
        for (m, row) in zip(g.plan, rows) {
            guard row["error"] == nil, let e = F1APExpected.messages[m.messageName] else { Issue.record("pycrate: \(m.messageName): \(row["error"] ?? "?")"); continue }
            let same = row["pdu"] as? String == e.pdu && row["procedureCode"] as? Int == e.code && row["message"] as? String == m.messageName
                && row["same"] as? Bool == true && row["ies"] as? [Int] == m.ieIDs
            #expect(same, "\(m.messageName): \(row)")
            if same { ok += 1 }
        }
        #expect(ok == g.plan.count)
        print("pycrate decodes and re-encodes \(ok)/\(g.plan.count) PDUs identically")
    }

    @Test(arguments: [(false, nil), (true, nil), (false, 40), (true, 40)] as [(Bool, Int?)])
    func ourDecodersReassembleEverything(_ bundling: Bool, _ fragmentSize: Int?) throws {
        let g = F1APSynth.generate(F1APScenarioConfig(ues: 3, bundling: bundling, fragmentSize: fragmentSize), seed: 5)
        let url = try F1APSynth.write(g.frames)
        defer { try? FileManager.default.removeItem(at: url) }
        let reader = try CaptureReader(path: url.path)
        var demux = NetworkDemux()
        var pdus: [PDU] = []
        var findings: [String] = []
        var frames = 0
        var comments = 0
        while let record = reader.next() {
            frames += 1
            comments += record.comments.count
            let d = demux.dissect(frame: record.bytes, linkType: record.linkType.rawValue, frameNumber: record.frameNumber,
                                  timestampNanoseconds: record.timestampNanoseconds, isTruncated: record.isTruncated)
            findings += d.findings.map(\.id.rawValue)
            pdus += d.pdus.filter { $0.kind == .f1ap }
        }
        #expect(frames == g.frames.count)
        #expect(comments == 0)
        #expect(findings.isEmpty, "\(findings)")
        #expect(pdus.count == g.plan.count)
        for (i, (pdu, m)) in zip(pdus, g.plan).enumerated() {
            #expect(Array(pdu.payload) == g.encodedPDUs[i])
            #expect(pdu.endpoints.sctpStream == m.stream && pdu.endpoints.payloadProtocolID == 62)
            let r = F1AP.decode(pdu.payload)
            #expect(r.error == nil && r.findings.isEmpty, "\(m.messageName): \(r.findings.map(\.message))")
            #expect(r.message?.messageName == m.messageName)
            #expect(r.message?.transactionID == m.transactionID && r.message?.gnbCUUEF1APID == m.gnbCUUEF1APID && r.message?.gnbDUUEF1APID == m.gnbDUUEF1APID)
        }
    }
}
