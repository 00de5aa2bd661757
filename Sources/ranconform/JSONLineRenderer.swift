import WireCore

/// Renders a frame's fields as one flat JSON object (JSON Lines), keys being tshark field names.
///
/// A name that occurs several times in the frame becomes an array, in order of occurrence, as
/// `tshark -T fields` lists repeated fields. Unsigned and signed integers are JSON numbers;
/// `frame.time_epoch` is a JSON number with nine decimals (exact nanoseconds in the text);
/// byte strings are lower-case hex without separators.
///
/// The text is written as UTF-8 bytes straight into the caller's buffer (`decode --json` reuses
/// one for the whole capture): no String is built per field or per frame.
struct JSONLineRenderer {
    /// Open-addressing table from a name's hash to its group (-1: empty), rebuilt per frame: the
    /// names are hashed with FNV-1a over their UTF-8, cheaper than `Hasher` for these short keys.
    private var slots: [Int32] = []
    private var slotHashes: [UInt64] = []
    /// Per name (in order of first occurrence): the index of its first field and how many there are.
    private var firstField: [Int] = []
    private var groupCount: [Int] = []
    /// For each field, the index of the next field with the same name (-1: none).
    private var nextSame: [Int] = []
    private var lastField: [Int] = []

    /// Appends `fields` as one JSON object (no newline) to `out`.
    mutating func render(_ fields: FieldList, into out: inout [UInt8]) {
        fields.fields.withUnsafeBufferPointer { render($0, into: &out) }
    }

    private mutating func render(_ list: UnsafeBufferPointer<Field>, into out: inout [UInt8]) {
        var size = 64
        while size < 2 * list.count { size *= 2 }
        if slots.count != size {
            slots = [Int32](repeating: -1, count: size)
            slotHashes = [UInt64](repeating: 0, count: size)
        } else {
            for k in slots.indices { slots[k] = -1 }
        }
        let mask = size - 1
        firstField.removeAll(keepingCapacity: true)
        groupCount.removeAll(keepingCapacity: true)
        lastField.removeAll(keepingCapacity: true)
        nextSame.removeAll(keepingCapacity: true)
        nextSame.reserveCapacity(list.count)
        for i in list.indices {
            nextSame.append(-1)
            let name = list[i].name
            let h = Self.hash(name)
            var k = Int(truncatingIfNeeded: h) & mask
            while true {
                let g = Int(slots[k])
                if g < 0 {
                    slots[k] = Int32(firstField.count)
                    slotHashes[k] = h
                    firstField.append(i)
                    lastField.append(i)
                    groupCount.append(1)
                    break
                }
                if slotHashes[k] == h && list[firstField[g]].name == name {
                    nextSame[lastField[g]] = i
                    lastField[g] = i
                    groupCount[g] += 1
                    break
                }
                k = (k + 1) & mask
            }
        }
        out.append(UInt8(ascii: "{"))
        for g in firstField.indices {
            if g > 0 { out.append(UInt8(ascii: ",")) }
            var i = firstField[g]
            Self.appendString(list[i].name, to: &out)
            out.append(UInt8(ascii: ":"))
            if groupCount[g] == 1 {
                Self.appendValue(list[i].value, to: &out)
                continue
            }
            out.append(UInt8(ascii: "["))
            var first = true
            while i >= 0 {
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                Self.appendValue(list[i].value, to: &out)
                i = nextSame[i]
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "}"))
    }

    /// A hash of `name` from its length and its last 16 and first 8 UTF-8 bytes (dotted field
    /// names share long prefixes and differ at the end); equal hashes are compared in full.
    static func hash(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { bytes -> UInt64 in
            let n = bytes.count
            var h = UInt64(n) &* 0x9E37_79B9_7F4A_7C15
            guard n >= 16 else {
                for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
                return h
            }
            let raw = UnsafeRawBufferPointer(bytes)
            for offset in [n - 8, n - 16, 0] {
                h = (h ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x0000_0100_0000_01B3
                h ^= h >> 29
            }
            return h
        }
    }

    /// `fields` as one JSON object (for the single-PDU path).
    static func render(_ fields: FieldList) -> String {
        var renderer = JSONLineRenderer()
        var out: [UInt8] = []
        renderer.render(fields, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func appendValue(_ value: FieldValue, to out: inout [UInt8]) {
        switch value {
        case .unsigned(let v): appendDecimal(v, to: &out)
        case .signed(let v):
            if v < 0 { out.append(UInt8(ascii: "-")) }
            appendDecimal(v.magnitude, to: &out)
        case .bool(let v): out.append(contentsOf: v ? "true".utf8 : "false".utf8)
        case .double(let v): out.append(contentsOf: (v.isFinite ? "\(v)" : "null").utf8)
        case .string(let s): appendString(s, to: &out)
        case .bytes(let b):
            out.append(UInt8(ascii: "\""))
            for byte in b {
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0x0F)])
            }
            out.append(UInt8(ascii: "\""))
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    static func appendDecimal(_ v: UInt64, to out: inout [UInt8]) {
        if v < 10 {
            out.append(UInt8(ascii: "0") + UInt8(v))
            return
        }
        var digits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)  // 20 digits at most, 8 per word
        var n = 0
        var rest = v
        withUnsafeMutableBytes(of: &digits) { raw in
            while rest > 0 {
                raw[n] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                n += 1
            }
            for k in stride(from: n - 1, through: 0, by: -1) { out.append(raw[k]) }
        }
    }

    /// `text` as a quoted JSON string, escaped as ``JSONString`` does (RFC 8259 §7: `"`, `\`,
    /// control characters; U+2028 and U+2029 too), copying unescaped runs of UTF-8 at once.
    static func appendString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            var i = 0
            let n = bytes.count
            while i < n {
                let b = bytes[i]
                let escape: Bool
                if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x20 {
                    escape = true
                } else if b == 0xE2, i + 2 < n, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 {
                    escape = true
                } else {
                    escape = false
                }
                guard escape else {
                    i += 1
                    continue
                }
                if runStart < i { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<i])) }
                switch b {
                case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
                case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
                case UInt8(ascii: "\n"): out.append(contentsOf: "\\n".utf8)
                case UInt8(ascii: "\r"): out.append(contentsOf: "\\r".utf8)
                case UInt8(ascii: "\t"): out.append(contentsOf: "\\t".utf8)
                case 0xE2:
                    out.append(contentsOf: (bytes[i + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                    i += 2
                default:
                    out.append(contentsOf: "\\u00".utf8)
                    out.append(hexDigits[Int(b >> 4)])
                    out.append(hexDigits[Int(b & 0x0F)])
                }
                i += 1
                runStart = i
            }
            if runStart < n { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<n])) }
        }
        out.append(UInt8(ascii: "\""))
    }
}
