import CaptureIO
import Foundation
import NetLayers
import TestSupport
import WireCore

/// F1AP PDUs of the real vectors (shared/testdata/f1ap/vectors, shared/oracles/examples) and of
/// the synthesized F1AP captures in Captures/synth, with their frame numbers.
enum F1APCapturePDUs {
    struct PDU {
        var source: String
        var frame: Int
        var bytes: [UInt8]
    }

    static func vectors() throws -> [PDU] {
        var out: [PDU] = []
        let dir = Oracle.shared("testdata/f1ap/vectors")
        for f in try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() where f.hasSuffix(".json") {
            let obj = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent(f))) as! [String: Any]
            out.append(PDU(source: f, frame: 0, bytes: Hex.decode(obj["hex"] as! String)!))
        }
        let examples = try JSONSerialization.jsonObject(with: Data(contentsOf: Oracle.shared("oracles/examples/f1ap_worked_examples.json"))) as! [String: [String: Any]]
        for (name, e) in examples.sorted(by: { $0.key < $1.key }) { out.append(PDU(source: name, frame: 0, bytes: Hex.decode(e["hex"] as! String)!)) }
        return out
    }

    static var synthCaptures: [String] {
        let dir = Oracle.captures.appendingPathComponent("synth")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasPrefix("f1ap-") && $0.hasSuffix(".pcapng") }.sorted().map { dir.appendingPathComponent($0).path }
    }

    static func capture(_ path: String) throws -> [PDU] {
        let reader = try CaptureReader(path: path)
        var demux = NetworkDemux()
        var out: [PDU] = []
        let name = URL(fileURLWithPath: path).lastPathComponent
        while let record = reader.next() {
            demux.demux(frame: record.bytes, linkType: record.linkType.rawValue, frameNumber: record.frameNumber,
                        timestampNanoseconds: record.timestampNanoseconds, isTruncated: record.isTruncated) { pdu in
                if pdu.kind == .f1ap { out.append(PDU(source: name, frame: record.frameNumber, bytes: Array(pdu.payload))) }
            }
        }
        return out
    }
}
