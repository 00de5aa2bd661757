/// Hexadecimal text for byte strings, as test vectors and JSON output write them.
public enum Hex {
    private static let digits = Array("0123456789abcdef".utf8)

    /// Lower-case hex with no separators.
    public static func encode<C: Collection>(_ bytes: C, separator: String = "") -> String where C.Element == UInt8 {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * (2 + separator.utf8.count))
        var first = true
        for byte in bytes {
            if !first { out.append(contentsOf: separator.utf8) }
            first = false
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Parses hex text; spaces, colons and newlines are ignored. Nil on an odd digit count or a
    /// non-hex character.
    public static func decode(_ text: String) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count / 2)
        var high: UInt8?
        for char in text.utf8 {
            let nibble: UInt8
            switch char {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = char - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = char - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = char - UInt8(ascii: "A") + 10
            case UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                continue
            default: return nil
            }
            if let h = high {
                out.append(h << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        return high == nil ? out : nil
    }
}
