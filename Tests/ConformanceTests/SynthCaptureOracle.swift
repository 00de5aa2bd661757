import Conformance
import Foundation
import Profiles
import TestSupport
import Testing
import ProfileLoading

/// Independent readings of the committed synthesized captures (Captures/synth) for the rule tests:
/// tshark 4.0.17 field values where it decodes the fields, and a small Python reader written from
/// the spec layouts (eCPRI v2.0 §3.1.3.1; CUS §7.4.9 ST8, §7.6.1 / §7.7.22 SE22) for the
/// ackNackReqId, ackId and nackId that tshark 4.0.17 does not decode (it skips SE22 by extLen and
/// parses no ST8 body).
enum SynthCaptureOracle {
    typealias S = EngineSupport

    static func capture(_ name: String) -> String { S.packageRoot.appendingPathComponent("Captures/synth/\(name).pcapng").path }

    /// The run of `check` on a committed capture against the sw24 synth testbed (or another one).
    static func check(_ name: String, testbed: String = "synth-lab-sw24") throws -> RunResults {
        let tb = try ProfileLoader.loadTestbed(path: S.packageRoot.appendingPathComponent("Profiles/testbeds/\(testbed).yaml").path)
        return try S.check(capture(name), configuration: RunConfiguration(testbed: tb))
    }

    /// Standard output of `tool` when it exits 0, else nil.
    static func run(_ tool: URL, _ arguments: [String]) throws -> String? {
        let result = try Subprocess.run(tool.path, arguments)
        return result.status == 0 ? result.stdout : nil
    }

    /// One O-RAN message as tshark 4.0.17 shows it (first occurrence of each field; the synth
    /// messages carry one section each).
    struct Row {
        var frame: Int
        var ecpriType: Int
        var ecpriSize: Int
        var eAxC: String
        var downlink: Bool
        var sectionType: Int?
        var slot: String
        var symbol: Int
        var numSymbol: Int?
        var sectionId: Int
        var startPrbc: Int?, numPrbc: Int?
        var startPrbu: Int?, numPrbu: Int?
        var extType: Int?
    }

    static let fields = [
        "frame.number", "ecpri.type", "ecpri.size", "oran_fh_cus.c_eaxc_id", "oran_fh_cus.data_direction", "oran_fh_cus.sectionType",
        "oran_fh_cus.frameId", "oran_fh_cus.subframe_id", "oran_fh_cus.slotId", "oran_fh_cus.startSymbolId", "oran_fh_cus.numSymbol",
        "oran_fh_cus.sectionId", "oran_fh_cus.startPrbc", "oran_fh_cus.numPrbc", "oran_fh_cus.startPrbu", "oran_fh_cus.numPrbu",
        "oran_fh_cus.extType",
    ]

    /// tshark rows of every C/U-plane message; nil when tshark is absent.
    static func tsharkRows(_ name: String) throws -> [Row]? {
        guard let tshark = Oracle.tshark.map({ URL(fileURLWithPath: $0) }) else { return nil }
        var args = ["-o", "oran_fh_cus.oran.iq_bitwidth_down:9", "-o", "oran_fh_cus.oran.iq_bitwidth_up:9", "-r", capture(name),
                    "-Y", "ecpri.type == 0 || ecpri.type == 2", "-T", "fields", "-E", "occurrence=f"]
        for f in fields { args += ["-e", f] }
        guard let text = try run(tshark, args) else { return nil }
        return text.split(separator: "\n").compactMap { line in
            let c = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard c.count == fields.count, let frame = Int(c[0]), let type = Int(c[1].dropFirst(2), radix: 16), let size = Int(c[2]) else { return nil }
            return Row(frame: frame, ecpriType: type, ecpriSize: size, eAxC: c[3], downlink: c[4] == "1", sectionType: Int(c[5]),
                       slot: "\(c[6])/\(c[7])/\(c[8])", symbol: Int(c[9]) ?? -1, numSymbol: Int(c[10]), sectionId: Int(c[11]) ?? -1,
                       startPrbc: Int(c[12]), numPrbc: Int(c[13]), startPrbu: Int(c[14]), numPrbu: Int(c[15]), extType: Int(c[16]))
        }
    }

    /// ackNackReqId requests (SE22) and ST8 ids per frame, from the spec layout.
    struct AckFrame: Decodable {
        var frame: Int
        var ns: Int64
        var src: String
        var eaxc: Int
        var sectionType: Int
        var requests: [Int]
        var acks: [Int]
        var nacks: [Int]
    }

    static let python = #"""
import struct, sys, json
data = open(sys.argv[1], 'rb').read()
off, e, n, resol, out = 0, '<', 0, {}, []
while off + 12 <= len(data):
    if data[off:off + 4] == b'\x0a\x0d\x0d\x0a':
        e = '<' if data[off + 8:off + 12] == b'\x4d\x3c\x2b\x1a' else '>'
    btype, blen = struct.unpack_from(e + 'II', data, off)
    body = data[off + 8:off + blen - 4]
    off += blen
    if btype == 1:  # interface description: if_tsresol (code 9), default microseconds
        r, o = 10 ** 6, 8
        while o + 4 <= len(body):
            code, length = struct.unpack_from(e + 'HH', body, o)
            if code == 0:
                break
            if code == 9:
                v = body[o + 4]
                r = 2 ** (v & 0x7f) if v & 0x80 else 10 ** v
            o += 4 + (length + 3) // 4 * 4
        resol[len(resol)] = r
        continue
    if btype != 6:
        continue
    n += 1
    iface, th, tl, caplen = struct.unpack_from(e + 'IIII', body, 0)
    ns = ((th << 32) | tl) * 10 ** 9 // resol.get(iface, 10 ** 6)
    p = body[20:20 + caplen]
    et, o = struct.unpack_from('>H', p, 12)[0], 14
    while et in (0x8100, 0x88a8):
        et, o = struct.unpack_from('>H', p, o + 2)[0], o + 4
    if et != 0xaefe or p[o + 1] != 2:  # eCPRI type 2: real-time control (C-plane)
        continue
    eaxc = struct.unpack_from('>H', p, o + 4)[0]
    a = o + 8  # radio application header after ecpriRtcid and ecpriSeqid
    st = p[a + 5]
    f = dict(frame=n, ns=ns, src=p[6:12].hex(':'), eaxc=eaxc, sectionType=st, requests=[], acks=[], nacks=[])
    if st == 8:  # ST8: numberOfAcks (byte 6), numberOfNacks (byte 7), then 16-bit ids
        na, nn = p[a + 6], p[a + 7]
        ids = [struct.unpack_from('>H', p, a + 8 + 2 * i)[0] for i in range(na + nn)]
        f['acks'], f['nacks'] = ids[:na], ids[na:]
    elif st in (0, 1, 3, 5):
        s = a + (12 if st in (0, 3) else 8)
        for _ in range(p[a + 4]):  # numberOfSections
            ef = p[s + 6] & 0x80
            x = s + (12 if st == 3 else 8)
            while ef:
                ef, t = p[x] & 0x80, p[x] & 0x7f
                ln = struct.unpack_from('>H', p, x + 1)[0] if t in (11, 19, 20) else p[x + 1]
                if t == 22:
                    f['requests'].append(struct.unpack_from('>H', p, x + 2)[0])
                x += 4 * ln
            s = x
    out.append(f)
print(json.dumps(out))
"""#

    /// The C-plane frames with their SE22 request ids and ST8 ids; nil when python3 is absent.
    static func ackFrames(_ name: String) throws -> [AckFrame]? {
        guard let python3 = Oracle.python3.map({ URL(fileURLWithPath: $0) }), let text = try run(python3, ["-c", python, capture(name)]) else { return nil }
        return try JSONDecoder().decode([AckFrame].self, from: Data(text.utf8))
    }
}
