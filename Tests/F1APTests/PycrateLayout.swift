import Foundation

/// pycrate 0.8.1 as the oracle for where components lie: `from_aper_ws` keeps the decoded
/// structure (`_struct`, envelopes with bit lengths, alignment padding inside the component it
/// precedes), walked here into dotted paths of our convention (`protocolIEs[2].value`); also
/// pycrate's canonical re-encoding (`to_aper`) of the decoded value.
enum PycrateLayout {
    struct Result {
        var paths: [String: (offset: Int, length: Int)]
        var bits: Int
        var aper: String
    }

    static let script = """
    import sys, json
    from pycrate_asn1dir import F1AP
    pdu = F1AP.F1AP_PDU_Descriptions.F1AP_PDU
    def walk(e, off, path, out):
        out[path] = [off, e.get_bl()]
        if not isinstance(getattr(e, '_content', None), list):
            return
        o, i = off, 0
        for c in e._content:
            if type(c).__name__ == 'Envelope':
                if c._name == '_item_':
                    walk(c, o, path + '[%d]' % i, out)
                    i += 1
                else:
                    walk(c, o, path + '.' + c._name, out)
            o += c.get_bl()
    res = []
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            pdu.from_aper_ws(bytes.fromhex(line))
            out = {}
            walk(pdu._struct, 0, 'F1AP-PDU', out)
            res.append({'ok': True, 'paths': out, 'bits': pdu._struct.get_bl(), 'aper': pdu.to_aper().hex()})
        except Exception as ex:
            res.append({'ok': False, 'error': str(ex)})
    print(json.dumps(res))
    """

    /// One result per PDU (nil when pycrate could not decode it).
    static func layouts(_ pdus: [[UInt8]]) throws -> [Result?] {
        let input = pdus.map { $0.map { String(format: "%02x", $0) }.joined() }.joined(separator: "\n")
        let r = try Oracle.run(["python3", "-c", script], stdin: input)
        guard r.status == 0, let list = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [[String: Any]] else {
            throw OracleFailure(message: r.err)
        }
        return list.map { item in
            guard item["ok"] as? Bool == true, let paths = item["paths"] as? [String: [Int]],
                  let bits = item["bits"] as? Int, let aper = item["aper"] as? String else { return nil }
            var p: [String: (Int, Int)] = [:]
            for (k, v) in paths where v.count == 2 { p[k] = (v[0], v[1]) }
            return Result(paths: p, bits: bits, aper: aper)
        }
    }
}
