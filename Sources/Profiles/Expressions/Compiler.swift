/// Type-checks a parsed expression and lowers it to a ``ConditionProgram``.
///
/// Field types are not known before a frame arrives, so checking is done on what the text
/// fixes: literal kinds, arithmetic results, function results. A comparison of two kinds that
/// can never be compared (a string with an integer, a MAC address with an IPv4 address),
/// arithmetic on non-numbers, an ordering of booleans, an unknown function, a function applied
/// to something other than a field name, a condition used as a value and a value used as a
/// condition are compile errors.
struct Compiler {
    static let functions = ["len", "count"]

    private(set) var fieldOrder: [String] = []
    /// Every field name the text reads, with the 0-based scalar offset of each occurrence.
    private(set) var references: [(name: String, offset: Int)] = []
    private var seen: Set<String> = []

    private mutating func reference(_ name: String, at offset: Int) {
        references.append((name, offset))
        if seen.insert(name).inserted { fieldOrder.append(name) }
    }

    // MARK: - Conditions

    mutating func condition(_ syntax: Syntax) throws(LocatedMessage) -> ConditionProgram {
        switch syntax {
        case .not(let operand, _):
            return .not(try condition(operand))
        case .and(let items, _):
            var programs: [ConditionProgram] = []
            for item in items { programs.append(try condition(item)) }
            return .and(programs)
        case .or(let items, _):
            var programs: [ConditionProgram] = []
            for item in items { programs.append(try condition(item)) }
            return .or(programs)
        case .comparison(let op, let left, let right, let offset):
            return try comparison(op, left, right, offset: offset)
        case .membership(let operand, let members, let negated, let offset):
            return try membership(operand, members, negated: negated, offset: offset)
        case .field(let name, let offset):
            reference(name, at: offset)
            return .present(name: name, childPrefix: name + ".")
        case .literal(.bool(let b), _):
            return .constant(b)
        case .arithmetic(.bitwiseAnd, _, _, _):
            let (program, type) = try value(syntax)
            if !type.isNumericOrDynamic {
                throw LocatedMessage("'&' needs integers, not \(type.name)", at: syntax.offset)
            }
            return .nonzero(program)
        case .literal, .negate, .arithmetic, .call:
            let (_, type) = try value(syntax)
            throw LocatedMessage(
                "\(type.name) is not a condition; compare it with a value (for example '== 1')", at: syntax.start)
        }
    }

    private mutating func comparison(
        _ op: ComparisonOperator, _ left: Syntax, _ right: Syntax, offset: Int
    ) throws(LocatedMessage) -> ConditionProgram {
        let (l, lt) = try value(left)
        let (r, rt) = try value(right)
        if op == .contains {
            guard lt == .dynamic || lt == .string else {
                throw LocatedMessage("'contains' needs a field or a string on its left, not \(lt.name)", at: offset)
            }
            guard rt == .dynamic || rt == .string else {
                throw LocatedMessage("'contains' needs a string or a field on its right, not \(rt.name)", at: offset)
            }
            return .compare(op, l, r)
        }
        try Self.checkComparable(lt, rt, ordering: op.isOrdering, offset: offset, rightOffset: right.start)
        return .compare(op, l, r)
    }

    private mutating func membership(
        _ operand: Syntax, _ members: [SetMember], negated: Bool, offset: Int
    ) throws(LocatedMessage) -> ConditionProgram {
        let (program, type) = try value(operand)
        var compiled: [SetProgram] = []
        for member in members {
            let (low, lowType) = Self.constant(member.low)
            try Self.checkComparable(type, lowType, ordering: member.high != nil, offset: member.offset, rightOffset: member.offset)
            var high: RuntimeValue?
            if let memberHigh = member.high {
                let (h, highType) = Self.constant(memberHigh)
                guard lowType.isNumeric, highType.isNumeric else {
                    throw LocatedMessage("a range needs numbers at both ends, not \(lowType.isNumeric ? highType.name : lowType.name)", at: member.offset)
                }
                if let order = Values.order(low, h), order > 0 {
                    throw LocatedMessage("empty range: its low end is above its high end", at: member.offset)
                }
                high = h
            }
            compiled.append(SetProgram(low: low, high: high))
        }
        return .member(program, compiled, negated: negated)
    }

    /// Refuses comparisons that can never hold for any frame.
    private static func checkComparable(
        _ left: StaticType, _ right: StaticType, ordering: Bool, offset: Int, rightOffset: Int
    ) throws(LocatedMessage) {
        if ordering {
            for t in [left, right] where t == .bool {
                throw LocatedMessage("booleans have no order; compare them with '==' or '!='", at: offset)
            }
            for t in [left, right] where t == .subnet {
                throw LocatedMessage("a subnet can only be compared with '==' or '!='", at: offset)
            }
        }
        if left == .dynamic || right == .dynamic { return }
        func group(_ t: StaticType) -> Int {
            switch t {
            case .number, .integer, .double: 0
            case .bool: 1
            case .string: 2
            case .mac: 3
            case .ipv4, .subnet: 4
            case .dynamic: 5
            }
        }
        let (a, b) = (group(left), group(right))
        if a == b { return }
        // Wireshark accepts 0 and 1 for a boolean.
        if (left == .bool && right == .integer) || (left == .integer && right == .bool) { return }
        throw LocatedMessage("cannot compare \(left.name) with \(right.name)", at: rightOffset)
    }

    // MARK: - Values

    mutating func value(_ syntax: Syntax) throws(LocatedMessage) -> (ValueProgram, StaticType) {
        switch syntax {
        case .field(let name, let offset):
            reference(name, at: offset)
            return (.field(name), .dynamic)
        case .literal(let literal, _):
            let (value, type) = Self.constant(literal)
            return (.constant(value), type)
        case .negate(let operand, let offset):
            let (program, type) = try value(operand)
            guard type.isNumericOrDynamic else {
                throw LocatedMessage("cannot negate \(type.name)", at: offset)
            }
            return (.negate(program), type == .dynamic ? .number : type)
        case .arithmetic(let op, let left, let right, let offset):
            let (l, lt) = try value(left)
            let (r, rt) = try value(right)
            for t in [lt, rt] where !t.isNumericOrDynamic {
                throw LocatedMessage("'\(op.rawValue)' needs numbers, not \(t.name)", at: offset)
            }
            if op == .bitwiseAnd || op == .remainder, lt == .double || rt == .double {
                throw LocatedMessage("'\(op.rawValue)' needs integers, not a floating-point number", at: offset)
            }
            let type: StaticType =
                lt == .integer && rt == .integer ? .integer : (lt == .double || rt == .double) ? .double : .number
            return (.arithmetic(op, l, r), type)
        case .call(let name, let arguments, let offset):
            guard Self.functions.contains(name) else {
                throw LocatedMessage("unknown function '\(name)' (functions: len, count)", at: offset)
            }
            guard arguments.count == 1 else {
                throw LocatedMessage("\(name)() takes one field name, not \(arguments.count) arguments", at: offset)
            }
            guard case .field(let field, let fieldOffset) = arguments[0] else {
                throw LocatedMessage("\(name)() takes a field name", at: arguments[0].start)
            }
            reference(field, at: fieldOffset)
            return (name == "len" ? .length(field) : .count(field), .integer)
        case .comparison, .membership, .not, .and, .or:
            throw LocatedMessage("a condition cannot be used as a value", at: syntax.start)
        }
    }

    static func constant(_ literal: Literal) -> (RuntimeValue, StaticType) {
        switch literal {
        case .integer(let v): (.integer(v), .integer)
        case .double(let v): (.double(v), .double)
        case .string(let s): (.string(s), .string)
        case .mac(let m): (.mac(m), .mac)
        case .ipv4(let a, let p): (.ipv4(a, prefix: p), p == nil ? .ipv4 : .subnet)
        case .bool(let b): (.bool(b), .bool)
        }
    }
}
