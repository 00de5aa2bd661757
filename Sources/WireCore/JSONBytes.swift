/// JSON text (RFC 8259) written as UTF-8 bytes straight into a caller's buffer, for the writers
/// that produce a lot of it (`decode --json` prints one object per frame): no String is built per
/// value. Strings are escaped exactly as ``JSONString`` escapes them (§7: `"`, `\`, control
/// characters; U+2028 and U+2029 too).
public enum JSONBytes {
    /// `value` as JSON: integers and booleans as such, a finite double in Swift's shortest form
    /// (else `null`), strings quoted, byte strings as lower-case hex without separators.
    public static func appendValue(_ value: FieldValue, to out: inout [UInt8]) {
        switch value {
        case .unsigned(let v): appendDecimal(v, to: &out)
        case .signed(let v):
            if v < 0 { out.append(UInt8(ascii: "-")) }
            appendDecimal(v.magnitude, to: &out)
        case .bool(let v): out.append(contentsOf: v ? "true".utf8 : "false".utf8)
        case .double(let v): out.append(contentsOf: (v.isFinite ? "\(v)" : "null").utf8)
        case .string(let s): appendString(s, to: &out)
        case .bytes(let b): appendHexString(b, to: &out)
        }
    }

    /// `bytes` as a quoted string of lower-case hex digits.
    public static func appendHexString(_ bytes: [UInt8], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in bytes {
            out.append(hexDigits[Int(byte >> 4)])
            out.append(hexDigits[Int(byte & 0x0F)])
        }
        out.append(UInt8(ascii: "\""))
    }

    static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// `v` in decimal.
    public static func appendDecimal(_ v: UInt64, to out: inout [UInt8]) {
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

    /// `text` as a quoted JSON string.
    public static func appendString(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendString(utf8: $0, to: &out) }
    }

    /// The UTF-8 text `bytes` as a quoted JSON string, copying the runs that need no escape at
    /// once (eight octets are screened at a time).
    public static func appendString(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var runStart = 0
        var i = 0
        let n = bytes.count
        let raw = UnsafeRawBufferPointer(bytes)
        while i < n {
            if i + 8 <= n, isPlain(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) {
                i += 8
                continue
            }
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
        out.append(UInt8(ascii: "\""))
    }

    /// Whether none of the eight octets of `word` needs a look: none is below 0x20, `"`, `\` or
    /// above 0x7F (where U+2028 and U+2029 start). Each test is exact for "some octet is".
    @inline(__always)
    static func isPlain(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let below20 = (word &- ones &* 0x20) & ~word & highs
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let hasQuote = (quote &- ones) & ~quote & highs
        let hasBackslash = (backslash &- ones) & ~backslash & highs
        return (below20 | hasQuote | hasBackslash | (word & highs)) == 0
    }
}

/// Members of a JSON object written as text ahead of time (`"name":value,"name":value`), held
/// in a side buffer and placed among a frame's fields by a marker field: `decode --json` writes
/// the fields whose names cannot repeat in the frame (the dotted ASN.1 paths of one PDU) this
/// way, with no String and no grouping per field. A renderer that knows no side buffer must not
/// be handed markers.
public enum RawJSONMembers {
    /// The marker's name (no field is named so: it starts with a NUL).
    public static let markerName = "\u{0}raw-json-members"

    /// A marker's bit offset (no field has it), so a renderer tells a marker by one integer.
    public static let markerBitOffset = Int.min

    /// The marker of the members in `start..<end` of the side buffer.
    public static func marker(start: Int, end: Int) -> Field {
        Field(markerName, .unsigned(UInt64(start) << 32 | UInt64(end)), bitOffset: markerBitOffset, bitLength: 0)
    }

    /// The side-buffer range of a marker's members; nil when `field` is no marker.
    public static func range(_ field: Field) -> Range<Int>? {
        guard field.bitOffset == markerBitOffset, case .unsigned(let v) = field.value, field.name == markerName else { return nil }
        return Int(v >> 32)..<Int(v & 0xFFFF_FFFF)
    }
}
