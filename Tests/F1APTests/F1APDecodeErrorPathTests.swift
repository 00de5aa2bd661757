import ASN1PER
import F1AP
import Foundation
import Testing
import TestSupport
import WireCore

/// Decoding errors carry the dotted ASN.1 path of the component being decoded when the PDU ran
/// out (`F1AP-PDU.initiatingMessage.value.F1SetupRequest.protocolIEs[3].value`) and an absolute
/// bit offset, checked against pycrate 0.8.1: the real vectors are cut at several octets;
/// pycrate must reject each cut PDU too, and in pycrate's layout of the whole PDU
/// (`from_aper_ws`) the reported component must exist, start at or before the reported offset
/// and run past the cut (it is the component whose octets the cut removed).
@Suite struct F1APDecodeErrorPathTests {
    @Test(.requires(.pycrate)) func truncatedVectorsNameTheComponentPycrateLaysAcrossTheCut() throws {
        let vectors = try F1APVectorTests.vectors().map(\.bytes)
        let whole = try PycrateLayout.layouts(vectors)
        var cutPDUs: [[UInt8]] = []
        var cases: [(vector: Int, cut: Int)] = []
        for (v, bytes) in vectors.enumerated() {
            // the encoding's own length (the gowireshark vector has trailing octets)
            let used = ((whole[v]?.bits ?? bytes.count * 8) + 7) / 8
            for cut in Set([2, used / 4, used / 2, (3 * used) / 4, used - 1]) where cut > 0 && cut < used {
                cutPDUs.append(Array(bytes[0..<cut]))
                cases.append((v, cut))
            }
        }
        let theirsCut = try PycrateLayout.layouts(cutPDUs)
        var checked = 0
        for (i, c) in cases.enumerated() {
            let oracle = try #require(whole[c.vector])
            #expect(theirsCut[i] == nil, "pycrate decodes vector \(c.vector) cut at \(c.cut)")
            let r = F1AP.decode(cutPDUs[i][...], baseBitOffset: 64)
            let e = try #require(r.error, "vector \(c.vector) cut at \(c.cut) decodes")
            #expect(e.code == .truncated || e.code == .lengthExceedsEnclosing, "\(e)")
            #expect(e.fieldPath.hasPrefix("F1AP-PDU"), "\(e.fieldPath)")
            let offset = e.bitOffset - 64
            guard let span = oracle.paths[e.fieldPath] else {
                Issue.record("vector \(c.vector) cut at \(c.cut): \(e.fieldPath) not in pycrate's layout")
                continue
            }
            #expect(span.offset <= offset && offset <= c.cut * 8, "vector \(c.vector) cut \(c.cut): \(e.fieldPath) at \(span.offset), error at \(offset)")
            #expect(span.offset + span.length > c.cut * 8, "vector \(c.vector) cut \(c.cut): \(e.fieldPath) ends at \(span.offset + span.length)")
            // the located finding says the same
            let finding = try #require(r.findings.first { $0.id == "F1-AS-DECODE" })
            #expect(finding.fieldPath == e.fieldPath && finding.bitOffset == e.bitOffset)
            checked += 1
        }
        print("decode errors: \(checked) cut PDUs located on pycrate's layout")
        #expect(checked >= 12)
    }
}
