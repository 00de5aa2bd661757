import Foundation

/// Oracle runners: the shared tshark field extractor and a pycrate 0.8.1 batch decoder.
enum F1APSynthPycrate {
    /// One JSON object per F1AP PDU tshark finds (shared/oracles/f1ap_tshark_fields.py).
    static func tsharkPDUs(_ url: URL) throws -> [[String: Any]] {
        let script = F1APSynth.shared.appendingPathComponent("oracles/f1ap_tshark_fields.py").path
        let r = try F1APSynth.run(["python3", script, url.path])
        guard r.status == 0 else { throw Failure(text: "f1ap_tshark_fields.py: \(r.err)") }
        return r.out.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    static let driver = """
        import sys, json
        sys.path.insert(0, sys.argv[1])
        import f1ap_pycrate
        pdu = f1ap_pycrate.load_pdu("f1ap")
        for line in sys.stdin:
            line = line.strip()
            if not line:
                continue
            try:
                data = bytes.fromhex(line)
                pdu.from_aper(data)
                kind, body = pdu.get_val()
                name, content = body["value"]
                ies = content.get("protocolIEs", [])
                out = {"pdu": kind, "procedureCode": body["procedureCode"], "message": name,
                       "ies": [ie["id"] for ie in ies], "same": pdu.to_aper() == data,
                       "values": {str(ie["id"]): ie["value"][1] for ie in ies if isinstance(ie["value"][1], int)}}
            except Exception as e:
                out = {"error": (type(e).__name__ + ": " + str(e))[:300]}
            print(json.dumps(out))
        """

    /// pycrate's reading of each PDU: alternative, procedure code, message name, top-level IE
    /// ids, integer IE values by id, and whether it re-encodes to the same octets.
    static func decode(_ pdus: [[UInt8]]) throws -> [[String: Any]] {
        let input = pdus.map { $0.map { String(format: "%02x", $0) }.joined() }.joined(separator: "\n") + "\n"
        let r = try F1APSynth.run(["python3", "-c", driver, F1APSynth.shared.appendingPathComponent("oracles").path], stdin: input)
        let rows = r.out.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        guard rows.count == pdus.count else { throw Failure(text: "pycrate returned \(rows.count) of \(pdus.count): \(r.err.suffix(400))") }
        return rows
    }

    struct Failure: Error, CustomStringConvertible {
        var text: String
        var description: String { text }
    }
}
