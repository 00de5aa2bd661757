#!/usr/bin/env python3
"""Seed corpora for the libFuzzer targets, from the repository's captures and profiles (and
../shared/testdata when it is beside the repository). Usage: seeds.py OUT_DIR"""
import glob, os, re, struct, sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
out = sys.argv[1]
def put(target, name, data):
    d = os.path.join(out, target); os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name), "wb") as f: f.write(data)

captures = sorted(glob.glob(os.path.join(root, "Captures", "**", "*.pcap*"), recursive=True))
shared = os.path.join(os.path.dirname(root), "shared", "testdata")
captures += sorted(glob.glob(os.path.join(shared, "**", "*.pcap*"), recursive=True))
captures = [c for c in captures if not c.endswith((".gz", ".zst"))]

def frames(path):
    """(linktype, frame bytes) of a pcap or pcapng file, read by hand (no dependency)."""
    data = open(path, "rb").read()
    magic = data[:4]
    if magic in (b"\xd4\xc3\xb2\xa1", b"\x4d\x3c\xb2\xa1"):
        lt = struct.unpack_from("<I", data, 20)[0] & 0xFFFF; i = 24
        while i + 16 <= len(data):
            cap = struct.unpack_from("<I", data, i + 8)[0]
            yield lt, data[i + 16:i + 16 + cap]; i += 16 + cap
    elif magic == b"\x0a\x0d\x0d\x0a":
        i = 0; links = []
        while i + 12 <= len(data):
            t, n = struct.unpack_from("<II", data, i)
            if n < 12: break
            if t == 0x0A0D0D0A: links = []
            elif t == 1: links.append(struct.unpack_from("<H", data, i + 8)[0])
            elif t == 6:
                ifc, cap = struct.unpack_from("<I", data, i + 8)[0], struct.unpack_from("<I", data, i + 20)[0]
                yield (links[ifc] if ifc < len(links) else 1), data[i + 28:i + 28 + cap]
            i += n

def uplane_variant(c, base, suffix, rewrite):
    """A pcap seed for FuzzCapture and FuzzNetwork: capture c with each eCPRI type-0 message sent
    whole (not concatenated, E = 1, Subsequence ID 0) replaced by the frames rewrite(frame, offset
    of its eCPRI header) gives."""
    recs = b""
    for n, (lt, f) in enumerate(frames(c)):
        if lt != 1 or len(f) < 14 or len(recs) > 65536: continue
        i, et = 12, struct.unpack_from(">H", f, 12)[0]
        while et in (0x8100, 0x88A8) and i + 6 <= len(f): i += 4; et = struct.unpack_from(">H", f, i)[0]
        h = i + 2
        out = [f]
        if et == 0xAEFE and len(f) >= h + 8 and f[h + 1] == 0 and f[h] & 1 == 0 and f[h + 7] == 0x80:
            out = rewrite(f, h)
        for g in out:
            recs += struct.pack("<IIII", 1_700_000_000 + n, 0, len(g), len(g)) + g
    if recs:
        pcap = struct.pack("<IHHiIII", 0xA1B2C3D4, 2, 4, 0, 0, 65535, 1) + recs
        put("FuzzCapture", base + "." + suffix + ".pcap", pcap)
        put("FuzzNetwork", base + "." + suffix + ".pcap", pcap)

import gzip, shutil, subprocess
ecpri, f1ap = [], []
for c in captures:
    base = os.path.basename(c)
    put("FuzzCapture", base, open(c, "rb").read()[:262144])
    # Compressed seeds reach the streaming decompressors in front of the parser.
    small = open(c, "rb").read()[:16384]
    put("FuzzCapture", base + ".gz", gzip.compress(small, mtime=0))
    if shutil.which("zstd"):
        z = subprocess.run(["zstd", "-q", "-c"], input=small, capture_output=True)
        if z.returncode == 0: put("FuzzCapture", base + ".zst", z.stdout)
    put("FuzzNetwork", base, open(c, "rb").read()[:262144])
    try:
        # The same Ethernet frames as a native ERF file (type 2 records, 32.32 timestamps, port by
        # frame index): the reader tells that format by its first records.
        erf = b""
        for n, (lt, f) in enumerate(frames(c)):
            if lt != 1 or len(erf) > 65536: continue
            length = 18 + len(f); padded = (length + 7) // 8 * 8
            erf += struct.pack("<Q", (1_700_000_000 + n) << 32) + bytes([2, 4 | (n & 3)])
            erf += struct.pack(">HHH", padded, 0, len(f)) + b"\0\0" + f + b"\0" * (padded - length)
        if erf: put("FuzzCapture", base + ".erf", erf)
    except Exception:
        pass
    try:
        # U-plane messages sent in radio-transport pieces (O-RAN.WG4.CUS 5.5.3): each eCPRI type-0
        # message split in two, one SequenceId, Subsequence IDs 0 and 1, E on the second.
        def pieces(f, h):
            size = struct.unpack_from(">H", f, h + 2)[0]
            data = f[h + 8:h + 4 + size]
            if len(data) <= 8: return [f]
            half = len(data) // 2
            return [f[:h] + bytes([f[h], 0]) + struct.pack(">H", len(part) + 4) + f[h + 4:h + 7] + bytes([k | (0x80 if k else 0)]) + part
                    for k, part in enumerate((data[:half], data[half:]))]
        uplane_variant(c, base, "pieces", pieces)
        # The two pieces concatenated in one eCPRI PDU (eCPRI v2.0 3.1.3.1: C = 1 on the first,
        # the second at the next 4-octet boundary).
        def concatenated(f, h):
            parts = pieces(f, h)
            if len(parts) != 2: return [f]
            first, second = parts[0][h:], parts[1][h:]
            first = bytes([first[0] | 1]) + first[1:] + b"\0" * ((4 - len(first) % 4) % 4)
            return [f[:h] + first + second]
        uplane_variant(c, base, "concat", concatenated)
        # A sender that clears the E bit of the U-plane messages it sends whole: E = 0, Subsequence ID 0.
        uplane_variant(c, base, "eclear", lambda f, h: [f[:h + 7] + b"\0" + f[h + 8:]])
    except Exception as e:
        print("seeds: %s: %s" % (base, e), file=sys.stderr)
    try:
        for lt, f in frames(c):
            if lt != 1 or len(f) < 14: continue
            i, et = 12, struct.unpack_from(">H", f, 12)[0]
            while et in (0x8100, 0x88A8) and i + 6 <= len(f): i += 4; et = struct.unpack_from(">H", f, i)[0]
            p = f[i + 2:]
            if et == 0xAEFE and len(ecpri) < 400: ecpri.append(p)
            if et == 0x0800 and len(p) > 20 and p[9] == 132:
                s = p[(p[0] & 15) * 4:][12:]
                while len(s) >= 16:
                    ctype, clen = s[0], struct.unpack_from(">H", s, 2)[0]
                    if clen < 4: break
                    if ctype == 0 and clen > 16 and s[1] & 3 == 3 and struct.unpack_from(">I", s, 12)[0] in (62, 68) and len(f1ap) < 400:
                        f1ap.append(s[16:clen])
                    s = s[(clen + 3) & ~3:]
    except Exception as e:
        print("seeds: %s: %s" % (base, e), file=sys.stderr)
for n, p in enumerate(ecpri):
    for sel in (0x09, 0x49, 0x0E):  # BFP 9 static, BFP 9 with udCompHdr, BFP 14
        put("FuzzFronthaul", "ecpri-%03d-%02x" % (n, sel), bytes([sel]) + p)
for n, p in enumerate(f1ap): put("FuzzF1AP", "f1ap-%03d" % n, p)
# E1AP / E2AP / NGAP: first octet selects the protocol (0 E1AP, 1 E2AP, 2 NGAP); minimal PDUs
# (E2AP RICsubscriptionDeleteRequest as pycrate 0.8.1 encodes it, and bare headers)
for name, sel, hexpdu in (("e2ap-delete", 1, "00090012000002001d00050000070001000500020002"),
                          ("e1ap-header", 0, "0003000400000000"), ("ngap-header", 2, "00150000")):
    put("FuzzAP", name, bytes([sel]) + bytes.fromhex(hexpdu))

kinds = {"devices": 0, "testbeds": 1, "suites": 2, "scenarios": 3}
exprs = set()
for y in sorted(glob.glob(os.path.join(root, "Profiles", "**", "*.yaml"), recursive=True)):
    text = open(y, "rb").read()
    k = kinds.get(os.path.basename(os.path.dirname(y)), 3)
    put("FuzzProfile", os.path.basename(y), bytes([k]) + text)
    for m in re.finditer(rb"(?:where|assert):\s*(.+)", text): exprs.add(m.group(1).strip())
exprs |= {b"ecpri.type == 2 && oran_fh_cus.data_direction == 1", b"oran_fh_cus.udCompHdrMeth in {0, 1}",
          b"!(f1ap.procedureCode >= 3) || eth.src == 02:00:00:00:bb:01", b"count(oran_fh_cus.sectionId) < 4 && f1ap.message contains \"Setup\""}
for n, e in enumerate(sorted(exprs)): put("FuzzRuleExpression", "expr-%03d" % n, e)
for t in ("FuzzCapture", "FuzzNetwork", "FuzzFronthaul", "FuzzF1AP", "FuzzAP", "FuzzProfile", "FuzzRuleExpression"):
    d = os.path.join(out, t); os.makedirs(d, exist_ok=True)
    print("seeds: %-20s %d" % (t, len(os.listdir(d))))
