import Foundation
import NetLayers
import Testing
import TestSupport
import WireCore

/// Real captures and the F1AP-over-SCTP oracle from `../shared`: fields agree with tshark, PDU
/// payloads equal the F1AP vectors that went in.
@Suite(.requires(.shared, .tshark)) struct SharedCaptureTests {
    static let captures = [
        "testdata/f1ap/captures/gowireshark_f1ap.pcapng",
        "testdata/fronthaul/captures/fh_1x1.pcap",
    ]

    @Test func realCapturesAgreeWithTshark() throws {
        for path in Self.captures {
            let url = Oracle.shared.appendingPathComponent(path)
            let records = try #require(Support.readAnyCapture(url), "cannot read \(path)")
            let result = try #require(Support.compareWithTshark(url, records: records, fields: Support.comparedFields))
            #expect(result.mismatches.isEmpty, "\(path): \(result.mismatches.prefix(20).joined(separator: "\n"))")
            // Protocol chains and the number of PDUs per kind agree with tshark's layers.
            let rows = try #require(Support.tsharkFields(url, ["frame.protocols"]))
            let ours = Support.dissectAll(records)
            var tsharkF1AP = 0
            var tsharkECPRI = 0
            for (row, d) in zip(rows, ours) {
                let chain = row.first ?? ""
                #expect(Support.chainAgrees(ours: d.protocols, tshark: chain), "\(d.protocolChain) vs \(chain)")
                tsharkF1AP += chain.components(separatedBy: ":").filter { $0 == "f1ap" }.count
                tsharkECPRI += chain.components(separatedBy: ":").filter { $0 == "ecpri" }.count
                #expect(d.findings.filter { $0.severity == .error }.isEmpty)
            }
            let pdus = ours.flatMap(\.pdus)
            #expect(pdus.filter { $0.kind == .f1ap }.count == tsharkF1AP)
            #expect(pdus.filter { $0.kind == .ecpri }.count == tsharkECPRI)
            let summary = try #require(Support.summaryMismatches(url, records: records))
            #expect(summary.mismatches.isEmpty, "\(path): \(summary.mismatches.prefix(10).joined(separator: "\n"))")
            print("NetLayers: \(path): \(summary.compared) summary lines agree with tshark")
            print("NetLayers: \(path): \(records.count) frames, \(result.compared) field values agree with tshark, \(pdus.count) PDUs")
        }
    }

    /// The F1AP vector inside the gowireshark capture is exactly the PDU we hand on.
    @Test func realF1APPayloadIsTheVector() throws {
        let vectorURL = Oracle.shared.appendingPathComponent("testdata/f1ap/vectors/f1ap_gowireshark_capture_f1_setup_response.json")
        let data = try Data(contentsOf: vectorURL)
        let hex = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["hex"] as? String)
        let url = Oracle.shared.appendingPathComponent(Self.captures[0])
        let records = try #require(Support.readAnyCapture(url))
        let pdus = Support.dissectAll(records).flatMap(\.pdus)
        #expect(pdus.count == 1)
        #expect(pdus.first.map { Hex.encode($0.payload) } == hex)
        #expect(pdus.first?.frameNumbers == [5])
        #expect(pdus.first?.endpoints.payloadProtocolID == 62)
    }

    static let oracleVariants: [[String]] = [[], ["--bundle"], ["--fragment", "100"], ["--ipv6"], ["--udp-encap"], ["--ipv6", "--fragment", "64"]]

    /// `f1ap_to_pcap.py` wraps the F1AP vectors (bundled, fragmented, IPv6, over UDP); each
    /// PDU comes out byte for byte, and the fields agree with tshark.
    @Test(.requires(.scapy)) func f1apOracleCapturesRoundTrip() throws {
        let vectorsDir = Oracle.shared.appendingPathComponent("testdata/f1ap/vectors")
        let files = try FileManager.default.contentsOfDirectory(atPath: vectorsDir.path).filter { $0.hasSuffix(".json") }.sorted()
        var vectors: [String] = []
        for file in files {
            let data = try Data(contentsOf: vectorsDir.appendingPathComponent(file))
            if let hex = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["hex"] as? String { vectors.append(hex) }
        }
        #expect(vectors.count >= 4)
        let script = Oracle.shared.appendingPathComponent("oracles/f1ap_to_pcap.py").path
        let dir = Support.temporaryDirectory("f1ap")
        var checked = 0
        for (n, variant) in Self.oracleVariants.enumerated() {
            let out = dir.appendingPathComponent("v\(n).pcap")
            guard Subprocess.output("python3", [script, "-o", out.path, "--direction", "du>cu"] + variant + vectors) != nil else {
                Issue.record("f1ap_to_pcap.py \(variant) failed")
                continue
            }
            let records = try #require(Support.readPcap(out))
            var demux = NetworkDemux()
            var pdus: [PDU] = []
            for (i, r) in records.enumerated() {
                demux.demux(frame: r.bytes[...], linkType: r.linkType, frameNumber: i + 1, timestampNanoseconds: r.timestamp, isTruncated: false) {
                    pdus.append($0)
                }
            }
            #expect(pdus.map { Hex.encode($0.payload) } == vectors, "variant \(variant)")
            #expect(pdus.allSatisfy { $0.kind == .f1ap && $0.endpoints.destinationPort == 38472 && $0.endpoints.payloadProtocolID == 62 })
            if variant.contains("--fragment") {
                #expect(pdus.contains { $0.frameNumbers.count > 1 && $0.offsetInFrame == nil })
            }
            let result = try #require(Support.compareWithTshark(out, records: records, fields: Support.comparedFields))
            #expect(result.mismatches.isEmpty, "\(variant): \(result.mismatches.prefix(10).joined(separator: "\n"))")
            checked += result.compared
            if variant == ["--bundle"] || variant == ["--fragment", "100"] {
                let summary = try #require(Support.summaryMismatches(out, records: records))
                #expect(summary.mismatches.isEmpty, "\(variant): \(summary.mismatches.prefix(10).joined(separator: "\n"))")
            }
        }
        print("NetLayers: f1ap_to_pcap variants: \(checked) field values agree with tshark, PDUs equal the vectors")
    }
}
