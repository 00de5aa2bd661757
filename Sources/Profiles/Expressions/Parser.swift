/// Recursive-descent parser for the filter language.
///
/// Precedence, loosest first (as Wireshark 4.0's grammar, `dfilter/grammar.lemon`):
/// `||` `or` · `&&` `and` · prefix `!` `not` · comparisons and `in` (not associative) ·
/// `&` · `+ -` · `* / %` · prefix `-` · primaries (literal, field, `len(…)`/`count(…)`,
/// `( … )`, and `{ … }` which Wireshark uses to group arithmetic).
struct Parser {
    static let maximumDepth = 64
    static let maximumSetMembers = 1024

    /// Words that are operators or literals, never field names.
    static let keywords: Set<String> = [
        "and", "or", "not", "eq", "ne", "lt", "le", "gt", "ge", "in", "contains", "all_eq", "any_ne",
        "bitwise_and", "true", "false", "True", "False", "TRUE", "FALSE", "matches", "xor",
    ]

    private var tokens: [Token]
    private var index = 0
    private var level = 0

    private struct Parsed {
        var syntax: Syntax
        var depth: Int
    }

    static func parse(_ tokens: [Token]) throws(LocatedMessage) -> Syntax {
        var parser = Parser(tokens: tokens)
        if parser.current.kind == .end { throw LocatedMessage("empty expression", at: 0) }
        let result = try parser.parseOr()
        guard parser.current.kind == .end else {
            throw LocatedMessage("unexpected \(parser.current.display) after a complete expression", at: parser.current.offset)
        }
        return result.syntax
    }

    private init(tokens: [Token]) {
        self.tokens = tokens
    }

    private var current: Token { tokens[min(index, tokens.count - 1)] }
    private var following: Token { tokens[min(index + 1, tokens.count - 1)] }

    private mutating func advance() -> Token {
        let token = current
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    private mutating func enter(at offset: Int) throws(LocatedMessage) {
        level += 1
        if level > Self.maximumDepth {
            throw LocatedMessage("expression nested deeper than \(Self.maximumDepth) levels", at: offset)
        }
    }

    private func node(_ syntax: Syntax, depth: Int, at offset: Int) throws(LocatedMessage) -> Parsed {
        if depth > Self.maximumDepth {
            throw LocatedMessage("expression nested deeper than \(Self.maximumDepth) levels", at: offset)
        }
        return Parsed(syntax: syntax, depth: depth)
    }

    // MARK: - Conditions

    private mutating func parseOr() throws(LocatedMessage) -> Parsed {
        var first = try parseAnd()
        guard isOr(current) else { return first }
        let offset = current.offset
        var items = [first.syntax]
        var depth = first.depth
        while isOr(current) {
            _ = advance()
            first = try parseAnd()
            items.append(first.syntax)
            depth = max(depth, first.depth)
            if items.count > Self.maximumSetMembers {
                throw LocatedMessage("more than \(Self.maximumSetMembers) alternatives", at: current.offset)
            }
        }
        return try node(.or(items, offset: offset), depth: depth + 1, at: offset)
    }

    private mutating func parseAnd() throws(LocatedMessage) -> Parsed {
        var first = try parseNot()
        guard isAnd(current) else { return first }
        let offset = current.offset
        var items = [first.syntax]
        var depth = first.depth
        while isAnd(current) {
            _ = advance()
            first = try parseNot()
            items.append(first.syntax)
            depth = max(depth, first.depth)
            if items.count > Self.maximumSetMembers {
                throw LocatedMessage("more than \(Self.maximumSetMembers) conjuncts", at: current.offset)
            }
        }
        return try node(.and(items, offset: offset), depth: depth + 1, at: offset)
    }

    private mutating func parseNot() throws(LocatedMessage) -> Parsed {
        guard current.isSymbol(.bang) || current.isWord("not") else { return try parseComparison() }
        let offset = advance().offset
        try enter(at: offset)
        defer { level -= 1 }
        let operand = try parseNot()
        return try node(.not(operand.syntax, offset: offset), depth: operand.depth + 1, at: offset)
    }

    private mutating func parseComparison() throws(LocatedMessage) -> Parsed {
        let left = try parseBitwise()
        let token = current
        if token.isWord("in") || (token.isWord("not") && following.isWord("in")) {
            let negated = token.isWord("not")
            _ = advance()
            if negated { _ = advance() }
            let members = try parseSet()
            return try node(
                .membership(left.syntax, members, negated: negated, offset: token.offset), depth: left.depth + 1,
                at: token.offset)
        }
        guard let op = comparisonOperator(token) else {
            if token.isWord("matches") || token.isWord("xor") {
                throw LocatedMessage("operator '\(token.isWord("xor") ? "xor" : "matches")' is not supported", at: token.offset)
            }
            return left
        }
        _ = advance()
        let right = try parseBitwise()
        if comparisonOperator(current) != nil || current.isWord("in") {
            throw LocatedMessage("comparisons cannot be chained; combine them with '&&'", at: current.offset)
        }
        return try node(
            .comparison(op, left.syntax, right.syntax, offset: token.offset), depth: max(left.depth, right.depth) + 1,
            at: token.offset)
    }

    private func comparisonOperator(_ token: Token) -> ComparisonOperator? {
        switch token.kind {
        case .symbol(.equal): .equal
        case .symbol(.notEqual): .notEqual
        case .symbol(.allEqual): .allEqual
        case .symbol(.anyNotEqual): .anyNotEqual
        case .symbol(.less): .less
        case .symbol(.lessEqual): .lessEqual
        case .symbol(.greater): .greater
        case .symbol(.greaterEqual): .greaterEqual
        case .word("eq"): .equal
        case .word("ne"): .notEqual
        case .word("all_eq"): .allEqual
        case .word("any_ne"): .anyNotEqual
        case .word("lt"): .less
        case .word("le"): .lessEqual
        case .word("gt"): .greater
        case .word("ge"): .greaterEqual
        case .word("contains"): .contains
        default: nil
        }
    }

    private func isOr(_ token: Token) -> Bool { token.isSymbol(.logicalOr) || token.isWord("or") }
    private func isAnd(_ token: Token) -> Bool { token.isSymbol(.logicalAnd) || token.isWord("and") }

    // MARK: - Sets

    private mutating func parseSet() throws(LocatedMessage) -> [SetMember] {
        guard current.isSymbol(.openBrace) else {
            throw LocatedMessage("expected '{' to start a set after 'in', found \(current.display)", at: current.offset)
        }
        let open = advance()
        var members: [SetMember] = []
        if current.isSymbol(.closeBrace) { throw LocatedMessage("empty set", at: current.offset) }
        while true {
            let offset = current.offset
            let low = try parseSetLiteral()
            var high: Literal?
            if current.isSymbol(.range) {
                _ = advance()
                high = try parseSetLiteral()
            }
            members.append(SetMember(low: low, high: high, offset: offset))
            if members.count > Self.maximumSetMembers {
                throw LocatedMessage("set has more than \(Self.maximumSetMembers) members", at: offset)
            }
            if current.isSymbol(.comma) {
                _ = advance()
                continue
            }
            if current.isSymbol(.closeBrace) {
                _ = advance()
                return members
            }
            if current.kind == .end {
                throw LocatedMessage("set opened here is not closed with '}'", at: open.offset)
            }
            throw LocatedMessage("expected ',' or '}' in a set, found \(current.display)", at: current.offset)
        }
    }

    private mutating func parseSetLiteral() throws(LocatedMessage) -> Literal {
        let token = current
        if token.isSymbol(.minus) {
            _ = advance()
            switch current.kind {
            case .integer(let v):
                _ = advance()
                return .integer(-Int128(v))
            case .double(let v):
                _ = advance()
                return .double(-v)
            default:
                throw LocatedMessage("expected a number after '-' in a set, found \(current.display)", at: current.offset)
            }
        }
        if let literal = literal(token) {
            _ = advance()
            return literal
        }
        throw LocatedMessage("set members must be literals, found \(token.display)", at: token.offset)
    }

    private func literal(_ token: Token) -> Literal? {
        switch token.kind {
        case .integer(let v): .integer(Int128(v))
        case .double(let v): .double(v)
        case .string(let s): .string(s)
        case .mac(let m): .mac(m)
        case .ipv4(let a, let p): .ipv4(a, prefix: p)
        case .word("true"), .word("True"), .word("TRUE"): .bool(true)
        case .word("false"), .word("False"), .word("FALSE"): .bool(false)
        default: nil
        }
    }

    // MARK: - Values

    private mutating func parseBitwise() throws(LocatedMessage) -> Parsed {
        var left = try parseAdditive()
        while current.isSymbol(.ampersand) || current.isWord("bitwise_and") {
            let offset = advance().offset
            let right = try parseAdditive()
            left = try node(
                .arithmetic(.bitwiseAnd, left.syntax, right.syntax, offset: offset), depth: max(left.depth, right.depth) + 1,
                at: offset)
        }
        return left
    }

    private mutating func parseAdditive() throws(LocatedMessage) -> Parsed {
        var left = try parseMultiplicative()
        while true {
            let op: ArithmeticOperator
            if current.isSymbol(.plus) {
                op = .add
            } else if current.isSymbol(.minus) {
                op = .subtract
            } else {
                return left
            }
            let offset = advance().offset
            let right = try parseMultiplicative()
            left = try node(
                .arithmetic(op, left.syntax, right.syntax, offset: offset), depth: max(left.depth, right.depth) + 1, at: offset)
        }
    }

    private mutating func parseMultiplicative() throws(LocatedMessage) -> Parsed {
        var left = try parseUnary()
        while true {
            let op: ArithmeticOperator
            if current.isSymbol(.star) {
                op = .multiply
            } else if current.isSymbol(.slash) {
                op = .divide
            } else if current.isSymbol(.percent) {
                op = .remainder
            } else {
                return left
            }
            let offset = advance().offset
            let right = try parseUnary()
            left = try node(
                .arithmetic(op, left.syntax, right.syntax, offset: offset), depth: max(left.depth, right.depth) + 1, at: offset)
        }
    }

    private mutating func parseUnary() throws(LocatedMessage) -> Parsed {
        guard current.isSymbol(.minus) else { return try parsePrimary() }
        let offset = advance().offset
        // A minus directly before a number is part of the literal.
        if case .integer(let v) = current.kind {
            _ = advance()
            return Parsed(syntax: .literal(.integer(-Int128(v)), offset: offset), depth: 1)
        }
        if case .double(let v) = current.kind {
            _ = advance()
            return Parsed(syntax: .literal(.double(-v), offset: offset), depth: 1)
        }
        try enter(at: offset)
        defer { level -= 1 }
        let operand = try parseUnary()
        return try node(.negate(operand.syntax, offset: offset), depth: operand.depth + 1, at: offset)
    }

    private mutating func parsePrimary() throws(LocatedMessage) -> Parsed {
        let token = current
        if let literal = literal(token) {
            _ = advance()
            return Parsed(syntax: .literal(literal, offset: token.offset), depth: 1)
        }
        switch token.kind {
        case .word(let word):
            if following.isSymbol(.openParen) { return try parseCall(word, at: token.offset) }
            if Self.keywords.contains(word) {
                throw LocatedMessage("expected a field or a value, found the operator '\(word)'", at: token.offset)
            }
            _ = advance()
            return Parsed(syntax: .field(word, offset: token.offset), depth: 1)
        case .symbol(.openParen), .symbol(.openBrace):
            let close: Symbol = token.isSymbol(.openParen) ? .closeParen : .closeBrace
            _ = advance()
            try enter(at: token.offset)
            defer { level -= 1 }
            let inner = try parseOr()
            guard current.isSymbol(close) else {
                if current.kind == .end {
                    throw LocatedMessage("'\(token.isSymbol(.openParen) ? "(" : "{")' is not closed", at: token.offset)
                }
                throw LocatedMessage("expected '\(close.rawValue)', found \(current.display)", at: current.offset)
            }
            _ = advance()
            return inner
        default:
            throw LocatedMessage("expected a field or a value, found \(token.display)", at: token.offset)
        }
    }

    private mutating func parseCall(_ name: String, at offset: Int) throws(LocatedMessage) -> Parsed {
        _ = advance()
        let open = advance()
        try enter(at: open.offset)
        defer { level -= 1 }
        var arguments: [Syntax] = []
        var depth = 0
        if !current.isSymbol(.closeParen) {
            while true {
                let argument = try parseOr()
                arguments.append(argument.syntax)
                depth = max(depth, argument.depth)
                if arguments.count > 8 { throw LocatedMessage("too many arguments", at: current.offset) }
                if current.isSymbol(.comma) {
                    _ = advance()
                    continue
                }
                break
            }
        }
        guard current.isSymbol(.closeParen) else {
            if current.kind == .end { throw LocatedMessage("'(' is not closed", at: open.offset) }
            throw LocatedMessage("expected ')' or ',' in the arguments of \(name)(), found \(current.display)", at: current.offset)
        }
        _ = advance()
        return try node(.call(name, arguments, offset: offset), depth: depth + 1, at: offset)
    }
}
