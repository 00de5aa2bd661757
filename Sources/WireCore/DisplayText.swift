/// Text from captures, profiles and file names made safe for a terminal, a log or a report:
/// control characters (C0 but tab and line feed where allowed, DEL, C1) and the Unicode
/// bidirectional overrides and isolates (which can reorder what a reader sees) are shown as
/// `\u{…}` escapes instead of being acted on.
public enum DisplayText {
    /// True for a scalar that must not reach a terminal or report raw.
    @inlinable
    public static func isUnsafe(_ scalar: Unicode.Scalar, allowNewline: Bool) -> Bool {
        let v = scalar.value
        if v == 0x0A { return !allowNewline }
        if v == 0x09 { return false }
        return v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
            || v == 0x200E || v == 0x200F || v == 0x061C
    }

    /// `text` with every unsafe scalar escaped; the same string (no copy) when it has none.
    public static func escaped(_ text: String, allowNewline: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { isUnsafe($0, allowNewline: allowNewline) }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar, allowNewline: allowNewline) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// At most `limit` characters of `text`, escaped, with "…" when it was cut: for quoting input
    /// in an error message without echoing a whole file.
    public static func excerpt(_ text: String, limit: Int = 40) -> String {
        let cut = text.count > limit
        return escaped(String(text.prefix(limit))) + (cut ? "…" : "")
    }
}
