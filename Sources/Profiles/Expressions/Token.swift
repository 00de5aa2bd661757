/// Punctuation and operator symbols of the filter language.
enum Symbol: String, Sendable {
    case equal = "=="
    case allEqual = "==="
    case notEqual = "!="
    case anyNotEqual = "!=="
    case less = "<"
    case lessEqual = "<="
    case greater = ">"
    case greaterEqual = ">="
    case logicalAnd = "&&"
    case logicalOr = "||"
    case bang = "!"
    case ampersand = "&"
    case plus = "+"
    case minus = "-"
    case star = "*"
    case slash = "/"
    case percent = "%"
    case openParen = "("
    case closeParen = ")"
    case openBrace = "{"
    case closeBrace = "}"
    case comma = ","
    case range = ".."
}

/// One lexical token with the 0-based scalar offset and length of its text.
struct Token: Sendable {
    enum Kind: Sendable, Equatable {
        /// Field name, protocol name, function name or word operator (`and`, `eq`, `in`…).
        case word(String)
        case integer(UInt64)
        case double(Double)
        case string(String)
        case mac([UInt8])
        /// IPv4 address with an optional CIDR prefix length (`10.0.0.0/8`).
        case ipv4(UInt32, prefix: Int?)
        case symbol(Symbol)
        case end
    }

    var kind: Kind
    var offset: Int
    var length: Int

    /// How the token reads in an error message.
    var display: String {
        switch kind {
        case .word(let w): "'\(w)'"
        case .integer(let v): "'\(v)'"
        case .double(let v): "'\(v)'"
        case .string: "a string"
        case .mac: "a MAC address"
        case .ipv4: "an IPv4 address"
        case .symbol(let s): "'\(s.rawValue)'"
        case .end: "the end of the expression"
        }
    }

    func isWord(_ word: String) -> Bool {
        if case .word(let w) = kind { return w == word }
        return false
    }

    func isSymbol(_ symbol: Symbol) -> Bool {
        if case .symbol(let s) = kind { return s == symbol }
        return false
    }
}
