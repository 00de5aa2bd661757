/// The Python side of ``PycrateWorker``: one JSON request per line on stdin, one JSON answer per
/// line on stdout, until stdin closes.
///
/// Requests:
/// - `{"op": "define", "name": N, "source": S}`: runs `S`, which defines `run(pdu, item)`, and
///   keeps that function as operation `N`; answers `{"ok": true}`.
/// - `{"op": OP, "proto": "f1ap"|"e1ap"|"e2ap"|"ngap", "items": [...]}`: applies operation `OP`
///   to each item with the protocol's top-level PDU object (loaded once); answers
///   `{"results": [...]}`, one per item, an item that raises giving `{"error": "Type: text"}`.
///
/// Built-in operations: `decode` (APER hex → `{"jer", "hex"}`: JER and pycrate's re-encoding),
/// `encode` (JER text → `{"hex"}`), `layout` (APER hex → `{"paths", "bits", "aper"}`: every
/// component of `from_aper_ws`'s structure by dotted path, as [bit offset, bit length]).
enum PycrateWorkerScript {
    static let source = #"""
import sys, json
sys.path.insert(0, sys.argv[1])
import f1ap_pycrate

PDUS = {}

def pdu_for(proto):
    if proto not in PDUS:
        PDUS[proto] = f1ap_pycrate.load_pdu(proto)
    return PDUS[proto]

def op_decode(pdu, item):
    pdu.from_aper(bytes.fromhex(item))
    return {"jer": json.loads(pdu.to_jer()), "hex": pdu.to_aper().hex()}

def op_encode(pdu, item):
    pdu.from_jer(item if isinstance(item, str) else json.dumps(item))
    return {"hex": pdu.to_aper().hex()}

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

def op_layout(pdu, item):
    pdu.from_aper_ws(bytes.fromhex(item))
    out = {}
    walk(pdu._struct, 0, pdu._name, out)
    return {"paths": out, "bits": pdu._struct.get_bl(), "aper": pdu.to_aper().hex()}

OPS = {"decode": op_decode, "encode": op_encode, "layout": op_layout}

def error_text(e):
    return (type(e).__name__ + ": " + str(e))[:400]

def answer(req):
    op = req["op"]
    if op == "define":
        ns = {"json": json, "f1ap_pycrate": f1ap_pycrate}
        exec(req["source"], ns)
        OPS[req["name"]] = ns["run"]
        return {"ok": True}
    fn = OPS[op]
    pdu = pdu_for(req.get("proto", "f1ap"))
    results = []
    for item in req["items"]:
        try:
            results.append(fn(pdu, item))
        except Exception as e:
            results.append({"error": error_text(e)})
    return {"results": results}

while True:
    line = sys.stdin.readline()
    if not line:
        break
    if not line.strip():
        continue
    try:
        out = answer(json.loads(line))
    except Exception as e:
        out = {"error": error_text(e)}
    sys.stdout.write(json.dumps(out) + "\n")
    sys.stdout.flush()
"""#
}
