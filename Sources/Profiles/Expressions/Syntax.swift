/// Comparison operators. Over a field that occurs several times in a frame they follow
/// Wireshark 4.0 (`wireshark-filter(4)`, "Comparison operators"): `==`, `<`, `<=`, `>`, `>=`
/// and `contains` hold when *any* occurrence satisfies them; `!=` is "all not equal", the
/// negation of `==`; `===` (`all_eq`) holds when *every* occurrence equals; `!==` (`any_ne`)
/// is its negation, "some occurrence differs".
enum ComparisonOperator: String, Sendable {
    case equal = "=="
    case notEqual = "!="
    case allEqual = "==="
    case anyNotEqual = "!=="
    case less = "<"
    case lessEqual = "<="
    case greater = ">"
    case greaterEqual = ">="
    case contains

    var isOrdering: Bool { self == .less || self == .lessEqual || self == .greater || self == .greaterEqual }
}

/// Arithmetic and bitwise operators (Wireshark 4.0 "Arithmetic operators").
enum ArithmeticOperator: String, Sendable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case remainder = "%"
    case bitwiseAnd = "&"
}

/// A literal as written, before typing.
enum Literal: Sendable {
    case integer(Int128)
    case double(Double)
    case string(String)
    case mac([UInt8])
    case ipv4(UInt32, prefix: Int?)
    case bool(Bool)
}

/// One member of an `in { … }` set: a literal or an inclusive range `low..high`.
struct SetMember: Sendable {
    var low: Literal
    var high: Literal?
    var offset: Int
}

/// Parsed expression tree; every node keeps the 0-based scalar offset of the text it stands
/// for (binary nodes: of their operator) so the compiler can point at it.
indirect enum Syntax: Sendable {
    case field(String, offset: Int)
    case literal(Literal, offset: Int)
    case negate(Syntax, offset: Int)
    case arithmetic(ArithmeticOperator, Syntax, Syntax, offset: Int)
    case call(String, [Syntax], offset: Int)
    case comparison(ComparisonOperator, Syntax, Syntax, offset: Int)
    case membership(Syntax, [SetMember], negated: Bool, offset: Int)
    case not(Syntax, offset: Int)
    case and([Syntax], offset: Int)
    case or([Syntax], offset: Int)

    /// Where the node's own text starts (for a binary node, its left operand's start).
    var start: Int {
        switch self {
        case .field(_, let o), .literal(_, let o), .negate(_, let o), .call(_, _, let o), .not(_, let o): o
        case .arithmetic(_, let l, _, _), .comparison(_, let l, _, _), .membership(let l, _, _, _): l.start
        case .and(let items, let o), .or(let items, let o): items.first?.start ?? o
        }
    }

    /// Offset to blame for a type error of this node (its operator where it has one).
    var offset: Int {
        switch self {
        case .field(_, let o), .literal(_, let o), .negate(_, let o), .arithmetic(_, _, _, let o), .call(_, _, let o),
            .comparison(_, _, _, let o), .membership(_, _, _, let o), .not(_, let o), .and(_, let o), .or(_, let o):
            o
        }
    }
}
