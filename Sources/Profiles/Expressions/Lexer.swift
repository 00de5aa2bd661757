/// Splits filter-expression text into tokens.
///
/// Lexical rules (after Wireshark's display-filter syntax, `wireshark-filter(4)`):
/// - field names: a letter or `_` first, then letters, digits, `_`, `-` and `.`; a `-` or `.`
///   belongs to the name only when a name character follows it, so `a-1` is one field name and
///   `a - 1` a subtraction (as in Wireshark);
/// - integers: decimal or `0x` hex, at most 64 bits; a decimal with a leading zero is refused
///   because Wireshark reads it as octal; decimals such as `1.5` are floating point;
/// - MAC addresses: six two-digit hex groups separated by `:`;
/// - IPv4 addresses: dotted quad, optionally with a `/prefix` (CIDR subnet);
/// - strings: in double or single quotes with the escapes `\\ \" \' \n \r \t \0 \xHH`.
struct Lexer {
    private let scalars: [Unicode.Scalar]
    private var position = 0

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    static func tokenize(_ scalars: [Unicode.Scalar]) throws(LocatedMessage) -> [Token] {
        var lexer = Lexer(scalars)
        var tokens: [Token] = []
        while true {
            let token = try lexer.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        let index = position + ahead
        return index < scalars.count ? scalars[index] : nil
    }

    mutating func next() throws(LocatedMessage) -> Token {
        while let c = peek(), c == " " || c == "\t" || c == "\n" || c == "\r" { position += 1 }
        let start = position
        guard let c = peek() else { return Token(kind: .end, offset: start, length: 0) }
        if let mac = macAddress(at: start) {
            position += 17
            return Token(kind: .mac(mac), offset: start, length: 17)
        }
        if Self.isDigit(c) { return try number() }
        if Self.isLetter(c) || c == "_" { return word() }
        if c == "\"" || c == "'" { return try string(quote: c) }
        return try symbol()
    }

    // MARK: - Words and numbers

    private mutating func word() -> Token {
        let start = position
        position += 1
        while let c = peek() {
            if Self.isNameCharacter(c) {
                position += 1
            } else if c == "." || c == "-", let d = peek(1), Self.isNameCharacter(d) {
                position += 1
            } else {
                break
            }
        }
        return Token(kind: .word(text(start, position)), offset: start, length: position - start)
    }

    private mutating func number() throws(LocatedMessage) -> Token {
        let start = position
        while let c = peek() {
            if Self.isNameCharacter(c) {
                position += 1
            } else if c == ".", let d = peek(1), Self.isNameCharacter(d) {
                position += 1
            } else {
                break
            }
        }
        let literal = text(start, position)
        let length = position - start
        if peek() == ":" { throw LocatedMessage("invalid MAC address (write six two-digit hex groups, aa:bb:cc:dd:ee:ff)", at: start) }
        if literal.hasPrefix("0x") || literal.hasPrefix("0X") {
            let digits = literal.dropFirst(2)
            guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit) else {
                throw LocatedMessage("malformed hex number '\(literal)'", at: start)
            }
            guard digits.drop(while: { $0 == "0" }).count <= 16, let value = UInt64(digits, radix: 16) else {
                throw LocatedMessage("integer '\(literal)' does not fit in 64 bits", at: start)
            }
            return Token(kind: .integer(value), offset: start, length: length)
        }
        if literal.allSatisfy(\.isASCIIDigit) {
            if literal.count > 1 && literal.hasPrefix("0") {
                throw LocatedMessage(
                    "integer '\(literal)' has a leading zero (Wireshark would read it as octal); write it without", at: start)
            }
            guard let value = UInt64(literal) else {
                throw LocatedMessage("integer '\(literal)' does not fit in 64 bits", at: start)
            }
            return Token(kind: .integer(value), offset: start, length: length)
        }
        let parts = literal.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 4 {
            guard let address = Self.ipv4(parts) else {
                throw LocatedMessage("invalid IPv4 address '\(literal)'", at: start)
            }
            return try prefix(address: address, start: start)
        }
        if parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
            let value = Double(literal), value.isFinite
        {
            return Token(kind: .double(value), offset: start, length: length)
        }
        throw LocatedMessage("malformed number '\(literal)'", at: start)
    }

    /// An optional `/N` after an IPv4 address (a subnet).
    private mutating func prefix(address: UInt32, start: Int) throws(LocatedMessage) -> Token {
        guard peek() == "/", let d = peek(1), Self.isDigit(d) else {
            return Token(kind: .ipv4(address, prefix: nil), offset: start, length: position - start)
        }
        let slash = position
        position += 1
        let digitsStart = position
        while let c = peek(), Self.isNameCharacter(c) { position += 1 }
        let digits = text(digitsStart, position)
        guard digits.count <= 2, digits.allSatisfy(\.isASCIIDigit), let bits = Int(digits), bits <= 32 else {
            throw LocatedMessage("invalid subnet prefix length '/\(digits)' (0 to 32)", at: slash)
        }
        return Token(kind: .ipv4(address, prefix: bits), offset: start, length: position - start)
    }

    private static func ipv4(_ parts: [Substring]) -> UInt32? {
        var address: UInt32 = 0
        for part in parts {
            guard !part.isEmpty, part.count <= 3, part.allSatisfy(\.isASCIIDigit), let octet = UInt32(part), octet <= 255 else {
                return nil
            }
            address = address << 8 | octet
        }
        return address
    }

    /// `HH:HH:HH:HH:HH:HH` at `start`, not followed by another name character or `:`.
    private func macAddress(at start: Int) -> [UInt8]? {
        guard start + 17 <= scalars.count else { return nil }
        var bytes: [UInt8] = []
        for group in 0..<6 {
            let index = start + group * 3
            guard let high = Self.hexValue(scalars[index]), let low = Self.hexValue(scalars[index + 1]) else { return nil }
            if group < 5 && scalars[index + 2] != ":" { return nil }
            bytes.append(high << 4 | low)
        }
        if start + 17 < scalars.count {
            let after = scalars[start + 17]
            if Self.isNameCharacter(after) || after == ":" { return nil }
            if after == ".", start + 18 < scalars.count, Self.isNameCharacter(scalars[start + 18]) { return nil }
        }
        return bytes
    }

    // MARK: - Strings

    private mutating func string(quote: Unicode.Scalar) throws(LocatedMessage) -> Token {
        let start = position
        position += 1
        var value = String.UnicodeScalarView()
        while true {
            guard let c = peek() else { throw LocatedMessage("unterminated string", at: start) }
            position += 1
            if c == quote { break }
            if c != "\\" {
                value.append(c)
                continue
            }
            guard let e = peek() else { throw LocatedMessage("unterminated string", at: start) }
            position += 1
            switch e {
            case "\\", "\"", "'": value.append(e)
            case "n": value.append("\n")
            case "r": value.append("\r")
            case "t": value.append("\t")
            case "0": value.append("\0")
            case "x":
                guard let h = peek().flatMap(Self.hexValue), let l = peek(1).flatMap(Self.hexValue) else {
                    throw LocatedMessage("\\x needs two hex digits", at: position - 2)
                }
                position += 2
                value.append(Unicode.Scalar(h << 4 | l))
            default:
                throw LocatedMessage("unknown escape '\\\(e)' in string", at: position - 2)
            }
        }
        return Token(kind: .string(String(value)), offset: start, length: position - start)
    }

    // MARK: - Symbols

    private mutating func symbol() throws(LocatedMessage) -> Token {
        let start = position
        let candidates: [Symbol] = [
            .allEqual, .anyNotEqual, .equal, .notEqual, .lessEqual, .greaterEqual, .logicalAnd, .logicalOr, .range,
            .less, .greater, .bang, .ampersand, .plus, .minus, .star, .slash, .percent, .openParen, .closeParen,
            .openBrace, .closeBrace, .comma,
        ]
        for symbol in candidates where matches(symbol.rawValue) {
            position += symbol.rawValue.unicodeScalars.count
            return Token(kind: .symbol(symbol), offset: start, length: position - start)
        }
        let c = scalars[start]
        switch c {
        case "=": throw LocatedMessage("'=' is not an operator; compare with '=='", at: start)
        case "|": throw LocatedMessage("'|' is not an operator; use '||' or 'or'", at: start)
        case ".": throw LocatedMessage("unexpected '.'", at: start)
        default:
            if c.value < 0x20 || c.value == 0x7F || c.value > 0x7E {
                let hex = String(c.value, radix: 16, uppercase: true)
                throw LocatedMessage("unexpected character U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex)", at: start)
            }
            throw LocatedMessage("unexpected character '\(c)'", at: start)
        }
    }

    private func matches(_ symbol: String) -> Bool {
        var index = position
        for s in symbol.unicodeScalars {
            guard index < scalars.count, scalars[index] == s else { return false }
            index += 1
        }
        return true
    }

    // MARK: - Character classes

    private func text(_ start: Int, _ end: Int) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<end])
        return String(view)
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
    static func isLetter(_ c: Unicode.Scalar) -> Bool { (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") }
    static func isNameCharacter(_ c: Unicode.Scalar) -> Bool { isLetter(c) || isDigit(c) || c == "_" }
    static func hexValue(_ c: Unicode.Scalar) -> UInt8? {
        switch c {
        case "0"..."9": UInt8(c.value - 48)
        case "a"..."f": UInt8(c.value - 87)
        case "A"..."F": UInt8(c.value - 55)
        default: nil
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
