import Foundation
import WireCore

/// One leaf field tshark shows (`tshark -T pdml`): its name, tshark's field type family, the
/// displayed value (`show`), the label of a value string (`reject` of `criticality: reject (0)`)
/// and, when it lies inside the decoded contents of a bytes field (an OCTET STRING CONTAINING …,
/// an E2SM payload), that field's name.
public struct TsharkLeaf: Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable { case bytes, uint, int, string, bool, none }
    public var name: String
    public var kind: Kind
    public var show: String
    public var label: String?
    public var nestedIn: String?
    /// The SEQUENCE tshark shows this field as a component of (`nr-rrc.CSI_AssociatedReportConfigInfo_element`,
    /// asn2wrs names it after the type or after the component holding it), nil for the alternative
    /// of a CHOICE or the item of a SEQUENCE OF.
    public var parent: String? = nil
    /// The octets tshark read for a string field (PDML `value`, hex), nil for other kinds.
    public var octets: String? = nil

    public var description: String { "\(name)=\(label.map { "\($0)(\(show))" } ?? show)" }
}

/// What tshark made of one frame of the protocol: its leaves in order, and its expert notes.
public struct TsharkFrameLeaves: Sendable {
    public var frame: Int
    public var leaves: [TsharkLeaf]
    public var malformed: Bool
    public var experts: [String]
}

/// Reads the leaf fields of one protocol from tshark's PDML. A field is a leaf when tshark
/// shows a value for it and it has no children of the protocol (a CHOICE shows its index and a
/// SEQUENCE OF its count, with the alternative or the items as children: structure, not values;
/// a SEQUENCE is FT_NONE). Fields of other protocols (e212, nas-5gs…) and PER helper fields
/// (`per.*`, hidden) are left out; an FT_NONE field without children (NULL, an empty SEQUENCE,
/// an open type tshark does not dissect) is a `none` leaf; so is the place where tshark skips an
/// extension addition its release does not know (its expert note "unknown sequence / choice
/// extension"), named ``unknownExtension``. What tshark decodes from an OCTET STRING's octets is
/// nested in that field, whether it adds it inside the field or beside it (within its octets);
/// a CHOICE tshark adds under its alternative's field name (E2AP ENGNB-ID) is structure.
public enum TsharkLeaves {
    /// The marker leaf at an extension addition tshark skips.
    public static let unknownExtension = "_ws.unknown_extension"

    static let script = #"""
import json, re, subprocess, sys
import xml.etree.ElementTree as ET
tshark, pcap, proto = sys.argv[1], sys.argv[2], sys.argv[3]
# the protocol whose tree holds the leaves (nr-rrc inside f1ap); other prefixes after a comma
top = sys.argv[4] if len(sys.argv) > 4 else proto
prefixes = tuple(p + '.' for p in proto.split(','))
proto = proto.split(',')[0]
types = {}
for line in subprocess.run([tshark, '-G', 'fields'], capture_output=True, text=True, errors='replace').stdout.splitlines():
    f = line.split('\t')
    if len(f) > 3 and f[0] == 'F' and f[2].startswith(prefixes):
        types[f[2]] = f[3]
pdml = subprocess.run([tshark, '-r', pcap, '-T', 'pdml'], capture_output=True, text=True, errors='replace').stdout
root = ET.fromstring(pdml)
prefix = proto + '.'
def kind(t):
    if t in ('FT_BYTES', 'FT_UINT_BYTES', 'FT_IPv4', 'FT_IPv6', 'FT_ETHER'): return 'bytes'
    if t.startswith('FT_UINT'): return 'uint'
    if t.startswith('FT_INT'): return 'int'
    if t in ('FT_STRING', 'FT_STRINGZ', 'FT_PRINTABLE'): return 'string'
    if t == 'FT_BOOLEAN': return 'bool'
    if t == 'FT_NONE': return 'none'
    return t
def own(children):
    return [c for c in children if c.tag == 'field' and (c.get('name', '').startswith(prefixes) or c.get('name', '') == '')]
def label(showname):
    if not showname or ': ' not in showname: return None
    rest = showname.split(': ', 1)[1]
    if rest.endswith(')') and ' (' in rest: return rest[:rest.rindex(' (')]
    return None
def walk(el, out, experts, nested, parent=None):
    previous = None  # the last bytes field of ours at this level: (name, first octet, end)
    for c in el:
        if c.tag == 'field' and previous and c.get('name', '').startswith(prefixes) and not nested \
                and c.get('pos') and c.get('size') and previous[1] <= int(c.get('pos')) \
                and int(c.get('pos')) + int(c.get('size')) <= previous[2] and int(c.get('size')) > 0:
            # a field tshark decodes from the octets of the bytes field before it and adds beside
            # it, not inside it (E2AP's E2SM indication header, E2SM-RC call process ID): contents
            # of that field, as if nested in it
            holder = ET.Element('field'); holder.append(c)
            walk(holder, out, experts, previous[0], parent)
            continue
        if c.tag != 'field':
            if c.tag == 'proto': walk(c, out, experts, nested, parent)
            continue
        name = c.get('name', '')
        if name == '_ws.expert':
            text = c.get('showname') or c.get('show') or ''
            experts.append(text)
            # where tshark skips an extension addition its release does not know
            if 'unknown sequence extension' in text or 'unknown choice extension' in text:
                out.append({'name': '_ws.unknown_extension', 'kind': 'none', 'show': '', 'nested': nested})
            continue
        if name == '':
            walk(c, out, experts, nested, parent); continue
        if not name.startswith(prefixes):
            # another protocol's field: its subtree may hold ours (nr-rrc inside f1ap)
            if top != proto: walk(c, out, experts, nested)
            continue
        k = kind(types.get(name, ''))
        kids = own(list(c))
        if k == 'none':
            # a SEQUENCE's fields are the components of `parent`
            if kids: walk(c, out, experts, nested, name)
            else: out.append({'name': name, 'kind': 'none', 'show': '', 'nested': nested, 'parent': parent})
            continue
        if k in ('uint', 'int') and (kids or re.search(r': [0-9]+ items?$', c.get('showname', ''))):
            if not kids and c.get('show') == '0':
                out.append({'name': name, 'kind': 'none', 'show': '0 items', 'nested': nested, 'parent': parent})
            # a CHOICE's alternative or a list's items are no components: no parent
            walk(c, out, experts, nested); continue
        if k == 'bytes' and any(x.get('name') == name for x in kids):
            # a CHOICE tshark adds under its alternative's field (E2AP ENGNB-ID under
            # e2ap.gNB_ID, showing the alternative index): the alternative is the leaf
            walk(c, out, experts, nested); continue
        show = c.get('show', '')
        if k == 'bytes':
            value = c.get('value', '')
            show = show.replace(':', '') if show and '\u2026' not in show and all(ch in '0123456789abcdef:' for ch in show) else value
        leaf = {'name': name, 'kind': k, 'show': show, 'label': label(c.get('showname')), 'nested': nested, 'parent': parent}
        if k == 'string': leaf['octets'] = c.get('value', '')
        out.append(leaf)
        if k == 'bytes' and c.get('pos') and c.get('size'): previous = (name, int(c.get('pos')), int(c.get('pos')) + int(c.get('size')))
        # decoded contents of the octets (an OCTET STRING CONTAINING, an E2SM payload) are
        # leaves; tshark's own readings of them (named bits, an IPv4 address) are not
        contents = [x for x in kids if kind(types.get(x.get('name', ''), '')) == 'none']
        if contents:
            holder = ET.Element('field'); holder.extend(contents)
            walk(holder, out, experts, nested or name)
frames = []
for packet in root.findall('packet'):
    n = 0; leaves = []; experts = []; malformed = False
    for p in packet.findall('proto'):
        if p.get('name') == 'frame':
            for f in p.findall('field'):
                if f.get('name') == 'frame.number': n = int(f.get('show'))
        if p.get('name') == top: walk(p, leaves, experts, None)
        if p.get('name') == '_ws.malformed': malformed = True
    frames.append({'frame': n, 'leaves': leaves, 'experts': experts, 'malformed': malformed})
values = {'id': [], 'procedureCode': []}
for line in subprocess.run([tshark, '-G', 'values'], capture_output=True, text=True, errors='replace').stdout.splitlines():
    f = line.split('\t')
    if len(f) > 3 and f[0] == 'V' and f[1] in (prefix + 'id', prefix + 'procedureCode'):
        values[f[1][len(prefix):]].append(int(f[2]))
json.dump({'frames': frames, 'fields': sorted(types), 'ids': values['id'], 'procedureCodes': values['procedureCode']}, sys.stdout)
"""#

    /// What tshark's release knows of the protocol: its field names (`tshark -G fields`) and
    /// the values it names for `<proto>.id` and `<proto>.procedureCode` (`tshark -G values`).
    public struct Known: Sendable {
        public var fields: Set<String>
        public var ids: Set<UInt64>
        public var procedureCodes: Set<UInt64>

        /// Why our leaf `name` may be missing from tshark's output because its release is older,
        /// when it is: tshark noted an extension addition it skipped before the leaf, or its
        /// field list has no such field. Nil otherwise.
        public func olderReleaseReason(for name: String, afterSkippedExtension skippedExtension: Bool) -> String? {
            if skippedExtension { return "extension addition tshark's release does not know (its note: unknown sequence extension)" }
            if !fields.contains(name) { return "field of a newer release: tshark has no \(name)" }
            return nil
        }
    }

    /// The leaves of `proto` in every frame of `pcap`, in frame order.
    public static func read(pcap: String, proto: String) throws -> [TsharkFrameLeaves] { try readWithKnown(pcap: pcap, proto: proto).frames }

    /// The leaves of `proto` in every frame of `pcap`, and what tshark knows of `proto`; `proto`
    /// may list several prefixes (`nr-rrc,pdcp-nr`) and `top` name the protocol whose tree holds
    /// them (`f1ap`).
    public static func readWithKnown(pcap: String, proto: String, within top: String? = nil) throws -> (frames: [TsharkFrameLeaves], known: Known) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tshark-leaves-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let scriptURL = dir.appendingPathComponent("leaves.py")
        try script.write(to: scriptURL, atomically: true, encoding: .utf8)
        let r = try Subprocess.run("python3", [scriptURL.path, Oracle.tshark ?? "tshark", pcap, proto] + (top.map { [$0] } ?? []))
        guard r.status == 0 else { throw ScriptError(message: r.stderr) }
        let top = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any] ?? [:]
        let frames = top["frames"] as? [[String: Any]] ?? []
        let known = Known(fields: Set(top["fields"] as? [String] ?? []), ids: Set((top["ids"] as? [Int] ?? []).map { UInt64($0) }),
                          procedureCodes: Set((top["procedureCodes"] as? [Int] ?? []).map { UInt64($0) }))
        let out: [TsharkFrameLeaves] = frames.map { f in
            let leaves = (f["leaves"] as? [[String: Any]] ?? []).map { l in
                TsharkLeaf(name: l["name"] as? String ?? "", kind: TsharkLeaf.Kind(rawValue: l["kind"] as? String ?? "") ?? .none,
                           show: l["show"] as? String ?? "", label: l["label"] as? String, nestedIn: l["nested"] as? String,
                           parent: l["parent"] as? String, octets: l["octets"] as? String)
            }
            return TsharkFrameLeaves(frame: f["frame"] as? Int ?? 0, leaves: leaves, malformed: f["malformed"] as? Bool ?? false,
                                     experts: f["experts"] as? [String] ?? [])
        }
        return (out, known)
    }

    public struct ScriptError: Error, CustomStringConvertible {
        public var message: String
        public init(message: String) { self.message = message }
        public var description: String { message }
    }
}
