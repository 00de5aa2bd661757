/// Base64 text for byte strings (RFC 4648 §4: the standard alphabet, padded with `=`), where a
/// state file carries octets in JSON: a third larger than the octets, where ``Hex`` doubles them.
public enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// The value of each ASCII character in the alphabet, 0xFF for any other.
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (i, c) in alphabet.enumerated() { table[Int(c)] = UInt8(i) }
        return table
    }()

    public static func encode(_ bytes: some Collection<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var group: UInt32 = 0, filled = 0
        for byte in bytes {
            group = group << 8 | UInt32(byte)
            filled += 1
            if filled == 3 {
                for shift in stride(from: 18, through: 0, by: -6) { out.append(alphabet[Int(group >> UInt32(shift) & 63)]) }
                group = 0
                filled = 0
            }
        }
        if filled > 0 {
            group <<= UInt32(8 * (3 - filled))
            for (i, shift) in stride(from: 18, through: 0, by: -6).enumerated() {
                out.append(i <= filled ? alphabet[Int(group >> UInt32(shift) & 63)] : UInt8(ascii: "="))
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Parses padded base64 text; nil for a length that is not a multiple of four, a character
    /// outside the alphabet, padding anywhere but the end, or bits set past the last octet
    /// (RFC 4648 §3.5: each octet string has exactly one encoding).
    public static func decode(_ text: String) -> [UInt8]? {
        let chars = Array(text.utf8)
        guard chars.count % 4 == 0 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(chars.count / 4 * 3)
        var i = 0
        while i < chars.count {
            let last = i + 4 == chars.count
            let padding = last ? (chars[i + 3] == UInt8(ascii: "=") ? (chars[i + 2] == UInt8(ascii: "=") ? 2 : 1) : 0) : 0
            var group: UInt32 = 0
            for j in 0..<4 {
                let c = chars[i + j]
                let v: UInt8
                if j >= 4 - padding {
                    v = 0
                } else {
                    v = values[Int(c)]
                    guard v != 0xFF else { return nil }
                }
                group = group << 6 | UInt32(v)
            }
            let octets = 3 - padding
            // the bits the padding covers must be zero
            guard group & ((1 << UInt32(8 * padding)) - 1) == 0 else { return nil }
            for k in 0..<octets { out.append(UInt8(truncatingIfNeeded: group >> UInt32(16 - 8 * k))) }
            i += 4
        }
        return out
    }
}
