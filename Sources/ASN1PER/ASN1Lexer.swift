/// Lexical analysis of ASN.1 module text (ITU-T X.680 clause 12): identifiers and references,
/// numbers, character/bit/hex strings, the multi-character symbols and comments (`--` to the end
/// of the line or the next `--`, and `/* */`).
struct ASN1Token: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A type/value reference, identifier or keyword (`F1AP-PDU`, `id-Reset`, `SEQUENCE`).
        case word
        /// `&id`, `&Value` (X.681 field references); `text` excludes the ampersand.
        case field
        case number
        /// `"text"`; `text` is the content with `""` unescaped.
        case cstring
        /// `'0101'B`; `text` holds the binary digits.
        case bstring
        /// `'0AF'H`; `text` holds the hex digits.
        case hstring
        /// Punctuation: `::=`, `...`, `..`, `[[`, `]]` and single characters.
        case symbol
    }
    var kind: Kind
    var text: String
    var file: Int
    var line: Int
    var column: Int

    func isSymbol(_ s: String) -> Bool { kind == .symbol && text == s }
    func isWord(_ s: String) -> Bool { kind == .word && text == s }
}

/// Splits one source text into tokens; errors carry file, line and column.
struct ASN1Lexer {
    static func tokenize(_ text: String, fileIndex: Int, fileName: String) throws(ASN1CompileError) -> [ASN1Token] {
        let bytes = Array(text.utf8)
        var tokens: [ASN1Token] = []
        tokens.reserveCapacity(bytes.count / 4)
        var i = 0
        var line = 1
        var lineStart = 0
        let n = bytes.count

        func isAlpha(_ c: UInt8) -> Bool { (c >= 65 && c <= 90) || (c >= 97 && c <= 122) }
        func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
        func isAlnum(_ c: UInt8) -> Bool { isAlpha(c) || isDigit(c) }

        while i < n {
            let c = bytes[i]
            let column = i - lineStart + 1
            if c == 10 { line += 1; i += 1; lineStart = i; continue }
            if c == 32 || c == 9 || c == 13 || c == 11 || c == 12 { i += 1; continue }
            if c >= 0x80 { i += 1; continue }  // stray non-ASCII outside comments: ignore (NBSP etc.)
            // comments
            if c == 45, i + 1 < n, bytes[i + 1] == 45 {
                i += 2
                while i < n, bytes[i] != 10 {
                    if bytes[i] == 45, i + 1 < n, bytes[i + 1] == 45 { i += 2; break }
                    i += 1
                }
                continue
            }
            if c == 47, i + 1 < n, bytes[i + 1] == 42 {
                i += 2
                var depth = 1
                while i < n, depth > 0 {
                    if bytes[i] == 10 { line += 1; lineStart = i + 1 }
                    if bytes[i] == 42, i + 1 < n, bytes[i + 1] == 47 { depth -= 1; i += 2; continue }
                    if bytes[i] == 47, i + 1 < n, bytes[i + 1] == 42 { depth += 1; i += 2; continue }
                    i += 1
                }
                continue
            }
            func make(_ kind: ASN1Token.Kind, _ s: String) -> ASN1Token {
                ASN1Token(kind: kind, text: s, file: fileIndex, line: line, column: column)
            }
            if isAlpha(c) || (c == 38 && i + 1 < n && isAlpha(bytes[i + 1])) {
                let isField = c == 38
                let start = isField ? i + 1 : i
                var j = start + 1
                while j < n {
                    let d = bytes[j]
                    if isAlnum(d) || d == 95 { j += 1; continue }
                    // a hyphen continues the name only if followed by a letter/digit and not "--"
                    if d == 45, j + 1 < n, isAlnum(bytes[j + 1]) { j += 1; continue }
                    break
                }
                let s = String(decoding: bytes[start..<j], as: UTF8.self)
                tokens.append(make(isField ? .field : .word, s))
                i = j
                continue
            }
            if isDigit(c) {
                var j = i + 1
                while j < n, isDigit(bytes[j]) { j += 1 }
                // real numbers (e.g. 1.5) are not used by the 3GPP modules; "1..2" must stay a range
                tokens.append(make(.number, String(decoding: bytes[i..<j], as: UTF8.self)))
                i = j
                continue
            }
            if c == 34 {  // "cstring"
                var j = i + 1
                var content: [UInt8] = []
                while true {
                    guard j < n else {
                        throw ASN1CompileError(file: fileName, line: line, column: column, message: "unterminated character string")
                    }
                    if bytes[j] == 34 {
                        if j + 1 < n, bytes[j + 1] == 34 { content.append(34); j += 2; continue }
                        j += 1
                        break
                    }
                    if bytes[j] == 10 { line += 1; lineStart = j + 1 }
                    content.append(bytes[j])
                    j += 1
                }
                tokens.append(make(.cstring, String(decoding: content, as: UTF8.self)))
                i = j
                continue
            }
            if c == 39 {  // 'bits'B or 'hex'H
                var j = i + 1
                var content: [UInt8] = []
                while j < n, bytes[j] != 39 {
                    if bytes[j] != 32 && bytes[j] != 10 && bytes[j] != 9 && bytes[j] != 13 { content.append(bytes[j]) }
                    j += 1
                }
                guard j + 1 < n, bytes[j + 1] == 66 || bytes[j + 1] == 72 || bytes[j + 1] == 98 || bytes[j + 1] == 104 else {
                    throw ASN1CompileError(file: fileName, line: line, column: column, message: "malformed bstring/hstring")
                }
                let kind: ASN1Token.Kind = (bytes[j + 1] == 66 || bytes[j + 1] == 98) ? .bstring : .hstring
                tokens.append(make(kind, String(decoding: content, as: UTF8.self)))
                i = j + 2
                continue
            }
            func starts(_ s: String) -> Bool {
                let u = Array(s.utf8)
                guard i + u.count <= n else { return false }
                for k in 0..<u.count where bytes[i + k] != u[k] { return false }
                return true
            }
            var matched = false
            for sym in ["::=", "...", "..", "[[", "]]"] where starts(sym) {
                tokens.append(make(.symbol, sym))
                i += sym.utf8.count
                matched = true
                break
            }
            if matched { continue }
            let singles: [UInt8] = Array("{}()[],;|^@.:<>!=-&*".utf8)
            if singles.contains(c) {
                tokens.append(make(.symbol, String(UnicodeScalar(c))))
                i += 1
                continue
            }
            throw ASN1CompileError(
                file: fileName, line: line, column: column,
                message: "unexpected character '\(String(UnicodeScalar(c)))'")
        }
        return tokens
    }
}

/// A compile error in an ASN.1 module, located at file:line:column.
public struct ASN1CompileError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}
