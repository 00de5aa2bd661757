import WireCore

/// The outcome of a filter expression on one frame.
///
/// Three-valued (Kleene) logic: a comparison over a field the frame does not have is
/// `notApplicable`; `!` keeps it; `&&` is `false` as soon as one side is `false`, `||` is
/// `true` as soon as one side is `true`, otherwise either is `notApplicable` when a side is.
/// So whenever the result is `true` or `false` it is what Wireshark's filter engine gives,
/// whatever Wireshark decides for the absent field. Presence tests (`vlan.id`, `!vlan`) and
/// `count()` are defined on every frame and never `notApplicable`.
public enum ExpressionResult: Sendable, Hashable {
    case `true`
    case `false`
    case notApplicable

    init(_ value: Bool) { self = value ? .true : .false }

    static prefix func ! (operand: ExpressionResult) -> ExpressionResult {
        switch operand {
        case .true: .false
        case .false: .true
        case .notApplicable: .notApplicable
        }
    }
}

/// The values of a sub-expression on one frame; `truncated` when a bound cut them short, so
/// a missing match cannot be called `false`.
struct ValueSet {
    var values: [RuntimeValue] = []
    var truncated = false

    var isEmpty: Bool { values.isEmpty }
}

/// Evaluates compiled programs against one frame's fields.
struct Evaluator {
    /// Most values one sub-expression may produce (products of multi-occurrence operands are
    /// cut there), and most value pairs one operator looks at, so evaluation stays bounded on
    /// frames with many occurrences. A result that depends on what was cut off is
    /// `notApplicable`.
    static let maximumValues = 65_536
    static let maximumPairs = 1 << 20

    let fields: FieldList

    func evaluate(_ program: ConditionProgram) -> ExpressionResult {
        switch program {
        case .constant(let b):
            return ExpressionResult(b)
        case .present(let name, let childPrefix):
            let length = name.utf8.count
            return ExpressionResult(
                fields.fields.contains {
                    let n = $0.name.utf8.count
                    return (n == length && $0.name == name) || (n > length && $0.name.hasPrefix(childPrefix))
                })
        case .nonzero(let value):
            let set = values(value)
            var comparable = false
            for v in set.values {
                guard let number = Values.number(v) else { continue }
                comparable = true
                if number.asDouble != 0 { return .true }
            }
            return comparable && !set.truncated ? .false : .notApplicable
        case .compare(let op, .field(let name), .constant(let constant)):
            return compare(op, field: name, constant, fieldOnLeft: true)
        case .compare(let op, .constant(let constant), .field(let name)):
            return compare(op, field: name, constant, fieldOnLeft: false)
        case .compare(let op, let left, let right):
            return compare(op, values(left), values(right))
        case .member(let value, let set, let negated):
            let result = member(values(value), set)
            return negated ? !result : result
        case .not(let operand):
            return !evaluate(operand)
        case .and(let items):
            var unknown = false
            for item in items {
                switch evaluate(item) {
                case .false: return .false
                case .notApplicable: unknown = true
                case .true: break
                }
            }
            return unknown ? .notApplicable : .true
        case .or(let items):
            var unknown = false
            for item in items {
                switch evaluate(item) {
                case .true: return .true
                case .notApplicable: unknown = true
                case .false: break
                }
            }
            return unknown ? .notApplicable : .false
        }
    }

    private func compare(_ op: ComparisonOperator, _ left: ValueSet, _ right: ValueSet) -> ExpressionResult {
        guard !left.isEmpty, !right.isEmpty else { return .notApplicable }
        switch op {
        case .notEqual: return !compare(.equal, left, right)
        case .anyNotEqual: return !compare(.allEqual, left, right)
        default: break
        }
        var comparable = false
        var pairs = 0
        var complete = !left.truncated && !right.truncated
        // `===` is decided by a pair that differs, every other operator by a pair that holds.
        let decisive = op != .allEqual
        outer: for l in left.values {
            for r in right.values {
                pairs += 1
                if pairs > Self.maximumPairs {
                    complete = false
                    break outer
                }
                let holds = Self.test(op, l, r)
                guard let holds else { continue }
                comparable = true
                if holds == decisive { return ExpressionResult(decisive) }
            }
        }
        guard comparable, complete else { return .notApplicable }
        return ExpressionResult(!decisive)
    }

    /// Fast path for a field against a literal: no intermediate arrays.
    private func compare(_ op: ComparisonOperator, field name: String, _ constant: RuntimeValue, fieldOnLeft: Bool) -> ExpressionResult {
        switch op {
        case .notEqual: return !compare(.equal, field: name, constant, fieldOnLeft: fieldOnLeft)
        case .anyNotEqual: return !compare(.allEqual, field: name, constant, fieldOnLeft: fieldOnLeft)
        default: break
        }
        let decisive = op != .allEqual
        var present = false
        var comparable = false
        let length = name.utf8.count
        for field in fields.fields where field.name.utf8.count == length && field.name == name {
            present = true
            let value = Values.runtime(field.value)
            guard let holds = fieldOnLeft ? Self.test(op, value, constant) : Self.test(op, constant, value) else { continue }
            comparable = true
            if holds == decisive { return ExpressionResult(decisive) }
        }
        guard present, comparable else { return .notApplicable }
        return ExpressionResult(!decisive)
    }

    /// Whether `left op right` holds for one pair of values; nil when they cannot be compared.
    private static func test(_ op: ComparisonOperator, _ left: RuntimeValue, _ right: RuntimeValue) -> Bool? {
        if op == .contains { return Values.contains(left, right) }
        guard let order = Values.order(left, right) else { return nil }
        switch op {
        case .less: return order < 0
        case .lessEqual: return order <= 0
        case .greater: return order > 0
        case .greaterEqual: return order >= 0
        default: return order == 0
        }
    }

    private func member(_ set: ValueSet, _ members: [SetProgram]) -> ExpressionResult {
        guard !set.isEmpty else { return .notApplicable }
        var comparable = false
        var pairs = 0
        for v in set.values {
            for item in members {
                pairs += 1
                if pairs > Self.maximumPairs { return .notApplicable }
                guard let low = Values.order(v, item.low) else { continue }
                if let high = item.high {
                    guard let upper = Values.order(v, high) else { continue }
                    comparable = true
                    if low >= 0 && upper <= 0 { return .true }
                } else {
                    comparable = true
                    if low == 0 { return .true }
                }
            }
        }
        return comparable && !set.truncated ? .false : .notApplicable
    }

    func values(_ program: ValueProgram) -> ValueSet {
        var result = ValueSet()
        switch program {
        case .constant(let v):
            result.values.append(v)
        case .field(let name):
            let length = name.utf8.count
            for field in fields.fields where field.name.utf8.count == length && field.name == name {
                guard result.values.count < Self.maximumValues else {
                    result.truncated = true
                    break
                }
                result.values.append(Values.runtime(field.value))
            }
        case .length(let name):
            let length = name.utf8.count
            for field in fields.fields where field.name.utf8.count == length && field.name == name {
                guard result.values.count < Self.maximumValues else {
                    result.truncated = true
                    break
                }
                if let n = Values.length(field) { result.values.append(.integer(Int128(n))) }
            }
        case .count(let name):
            var n = 0
            let length = name.utf8.count
            // Comparing the UTF-8 lengths first skips most names without a string comparison.
            for field in fields.fields where field.name.utf8.count == length && field.name == name { n += 1 }
            result.values.append(.integer(Int128(n)))
        case .negate(let operand):
            let inner = values(operand)
            result.values = inner.values.compactMap(Values.negate)
            result.truncated = inner.truncated
        case .arithmetic(let op, let left, let right):
            let l = values(left)
            guard !l.isEmpty else { return result }
            let r = values(right)
            result.truncated = l.truncated || r.truncated
            var pairs = 0
            outer: for a in l.values {
                for b in r.values {
                    pairs += 1
                    if pairs > Self.maximumPairs || result.values.count >= Self.maximumValues {
                        result.truncated = true
                        break outer
                    }
                    if let v = Values.arithmetic(op, a, b) { result.values.append(v) }
                }
            }
        }
        return result
    }
}
