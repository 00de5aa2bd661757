import Foundation
import TestSupport
import Testing

/// Oracle runners: the shared tshark field extractor and pycrate 0.8.1 through the shared worker.
enum F1APSynthPycrate {
    /// One JSON object per F1AP PDU tshark finds (shared/oracles/f1ap_tshark_fields.py).
    static func tsharkPDUs(_ url: URL) throws -> [[String: Any]] {
        let script = F1APSynth.shared.appendingPathComponent("oracles/f1ap_tshark_fields.py").path
        let r = try F1APSynth.run(["python3", script, url.path])
        guard r.status == 0 else { throw Failure(text: "f1ap_tshark_fields.py: \(r.err)") }
        return r.out.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    /// The worker operation: one PDU's alternative, procedure code, message, IE ids, integer IE
    /// values, and whether pycrate re-encodes it to the same octets.
    static let summary = """
        def run(pdu, item):
            data = bytes.fromhex(item)
            pdu.from_aper(data)
            kind, body = pdu.get_val()
            name, content = body["value"]
            ies = content.get("protocolIEs", [])
            return {"pdu": kind, "procedureCode": body["procedureCode"], "message": name,
                    "ies": [ie["id"] for ie in ies], "same": pdu.to_aper() == data,
                    "values": {str(ie["id"]): ie["value"][1] for ie in ies if isinstance(ie["value"][1], int)}}
        """

    /// pycrate's reading of each PDU: alternative, procedure code, message name, top-level IE
    /// ids, integer IE values by id, and whether it re-encodes to the same octets.
    static func decode(_ pdus: [[UInt8]]) throws -> [[String: Any]] {
        try PycrateWorker.shared.define("synth-summary", source: summary)
        return try PycrateWorker.shared.objects("synth-summary", items: pdus.map(PycrateWorker.hex))
    }

    struct Failure: Error, CustomStringConvertible {
        var text: String
        var description: String { text }
    }
}
