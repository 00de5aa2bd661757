import ASN1PER
import Foundation
import NRRRC
import TestSupport
import WireCore

/// pycrate 0.8.1's NR RRC (`pycrate_asn1dir.RRCNR`) through the shared worker: decode (hex →
/// JER and pycrate's re-encoding) and encode (JER → hex) of any TS 38.331 type, in UPER or APER.
enum NRRRCPycrate {
    static let operation = "nrrrc"
    static let source = #"""
from pycrate_asn1dir import RRCNR
MODULES = [RRCNR.NR_RRC_Definitions, RRCNR.NR_InterNodeDefinitions, RRCNR.NR_UE_Variables]

# OCTET STRING (CONTAINING T): the random values hold arbitrary octets there, so they are
# compared as octets (the contents constraint is not PER-visible, X.691 B.2.6); the containers
# of real captures are compared with their contents decoded, as we show them
SEEN = set()
CONTAINING = []
def find_containing(x):
    if id(x) in SEEN:
        return
    SEEN.add(id(x))
    if getattr(x, '_const_cont', None) is not None and x.TYPE in ('OCTET STRING', 'BIT STRING'):
        CONTAINING.append((x, x._const_cont))
    c = getattr(x, '_cont', None)
    if c is None:
        return
    if hasattr(c, 'values'):
        for v in c.values():
            find_containing(v)
    elif hasattr(c, 'TYPE'):
        find_containing(c)
for m in MODULES:
    for o in m._all_:
        find_containing(o)

def set_contents(decoded):
    for x, cont in CONTAINING:
        x._const_cont = cont if decoded else None

def obj(name):
    attr = name.replace('-', '_')
    for m in MODULES:
        if hasattr(m, attr):
            return getattr(m, attr)
    raise KeyError(name)

def own_decode_differs(o, b, uper):
    # pycrate 0.8.1's APER encoder pads some extension bit-maps it then cannot decode itself
    jer = o.to_jer()
    try:
        o.from_uper(b) if uper else o.from_aper(b)
        return o.to_jer() != jer
    except Exception:
        return True

def run(pdu, item):
    set_contents(item.get("contents", "octets") == "decoded")
    o = obj(item["type"])
    uper = item.get("codec", "uper") == "uper"
    if "hex" in item:
        b = bytes.fromhex(item["hex"])
        o.from_uper(b) if uper else o.from_aper(b)
        jer = json.loads(o.to_jer())
        again = o.to_uper() if uper else o.to_aper()
        return {"jer": jer, "hex": again.hex(), "selfInconsistent": own_decode_differs(o, again, uper)}
    o.from_jer(item["jer"])
    again = o.to_uper() if uper else o.to_aper()
    return {"hex": again.hex(), "selfInconsistent": own_decode_differs(o, again, uper)}
"""#

    /// One answer per item (`{"jer", "hex"}`, `{"hex"}` or `{"error"}`); an item with
    /// `"contents": "decoded"` has OCTET STRING (CONTAINING T) decoded as T, else kept as octets.
    static func call(_ items: [[String: String]]) throws -> [[String: Any]] {
        try PycrateWorker.shared.define(operation, source: source)
        return try PycrateWorker.shared.objects(operation, items: items)
    }

    struct Report {
        var generated = 0
        var checked = 0
        var mismatches: [String] = []
        /// Values our octets of which pycrate decodes to our value, but whose pycrate re-encoding
        /// pycrate itself cannot decode back (not compared byte for byte).
        var pycrateInconsistent = 0
    }

    /// Seeded random values of each type, encoded by us (UPER and APER), decoded and re-encoded by
    /// pycrate; our JER encoded by pycrate and decoded by us: all must agree byte for byte.
    static func crossCheck(types: [String], perType: Int, seed: UInt64) throws -> Report {
        let schema = NRRRC.schema
        var report = Report()
        var gen = ASN1RandomValueGenerator(schema: schema, seed: seed)
        gen.optionalPercent = 30
        gen.maximumItems = 2
        var cases: [(type: String, codec: String, bytes: [UInt8], jer: String)] = []
        for type in types {
            for _ in 0..<perType {
                guard let v = gen.value(of: type) else { continue }
                do {
                    let jer = schema.jerJSON(v, as: type)
                    cases.append((type, "uper", try schema.encodeUPER(v, as: type), jer))
                    cases.append((type, "aper", try schema.encodeAPER(v, as: type), jer))
                } catch {
                    report.mismatches.append("\(type): our encoder failed: \(error)")
                }
            }
        }
        report.generated = cases.count
        var items: [[String: String]] = []
        for c in cases {
            items.append(["type": c.type, "codec": c.codec, "hex": Hex.encode(c.bytes)])
            items.append(["type": c.type, "codec": c.codec, "jer": c.jer])
        }
        let answers = try call(items)
        for (i, c) in cases.enumerated() {
            let d = answers[2 * i], e = answers[2 * i + 1]
            var ok = true
            func miss(_ s: String) {
                ok = false
                if report.mismatches.count < 20 { report.mismatches.append("\(c.type) \(c.codec): \(s)\n  ours \(Hex.encode(c.bytes))") }
            }
            if let err = d["error"] { miss("pycrate decode failed: \(err)\n  our JER \(c.jer)"); continue }
            let ours = Oracle.canonicalJSON(c.jer)
            let t = schema.typeID(c.type) ?? -1
            let oursStripped = (try? JSONSerialization.jsonObject(with: Data(c.jer.utf8), options: .fragmentsAllowed)).map { Oracle.canonicalJSON(object: JERDefaults.stripped($0, typeID: t, schema: schema)) }
            if Oracle.canonicalJSON(object: d["jer"]!) != ours, Oracle.canonicalJSON(object: JERDefaults.stripped(d["jer"]!, typeID: t, schema: schema)) != oursStripped ?? nil { miss("JER differs\n  pycrate \(Oracle.canonicalJSON(object: d["jer"]!) ?? "nil")\n  ours    \(ours ?? "nil")") }
            if let err = e["error"] { miss("pycrate encode failed: \(err)"); continue }
            // pycrate decodes our octets to our value; where its own re-encoding does not decode
            // back in pycrate (an APER bit-map padding quirk), its octets are no reference
            if d["selfInconsistent"] as? Bool == true || e["selfInconsistent"] as? Bool == true {
                if ok { report.pycrateInconsistent += 1 }
                continue
            }
            if (d["hex"] as? String) != Hex.encode(c.bytes) { miss("pycrate re-encoding differs: \(d["hex"] ?? "")") }
            if let hex = e["hex"] as? String, let bytes = Hex.decode(hex) {
                if bytes != c.bytes { miss("pycrate encoding differs from ours: \(hex)") }
                let r = c.codec == "uper" ? schema.decodeUPER(bytes[...], as: c.type) : schema.decodeAPER(bytes[...], as: c.type)
                if let value = r.value {
                    if Oracle.canonicalJSON(schema.jerJSON(value, as: c.type)) != ours { miss("our decode of pycrate's bytes differs") }
                } else {
                    miss("we cannot decode pycrate's bytes \(hex): \(String(describing: r.error))")
                }
            }
            if ok { report.checked += 1 }
        }
        return report
    }
}
