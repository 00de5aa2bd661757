/// A value the evaluator works with: a field occurrence converted from `FieldValue`, or a
/// literal of the expression.
enum RuntimeValue: Sendable, Equatable {
    case integer(Int128)
    case double(Double)
    case bool(Bool)
    case string(String)
    case bytes([UInt8])
    /// A MAC address literal (6 bytes).
    case mac([UInt8])
    /// An IPv4 address literal; with a prefix length it stands for the subnet.
    case ipv4(UInt32, prefix: Int?)
}

/// What the compiler knows about a value expression's type. Field values are `dynamic`: a
/// frame's `FieldList` carries no schema, so their type is only seen when evaluating.
enum StaticType: Sendable, Equatable {
    case dynamic
    /// A number whose integer-or-floating kind depends on field values.
    case number
    case integer
    case double
    case bool
    case string
    case mac
    case ipv4
    case subnet

    var name: String {
        switch self {
        case .dynamic: "a field"
        case .number: "a number"
        case .integer: "an integer"
        case .double: "a floating-point number"
        case .bool: "a boolean"
        case .string: "a string"
        case .mac: "a MAC address"
        case .ipv4: "an IPv4 address"
        case .subnet: "an IPv4 subnet"
        }
    }

    var isNumeric: Bool { self == .number || self == .integer || self == .double }
    var isNumericOrDynamic: Bool { isNumeric || self == .dynamic }
}

/// A compiled, type-checked value expression.
indirect enum ValueProgram: Sendable {
    case field(String)
    case constant(RuntimeValue)
    case negate(ValueProgram)
    case arithmetic(ArithmeticOperator, ValueProgram, ValueProgram)
    /// `len(field)`: byte length of each occurrence.
    case length(String)
    /// `count(field)`: number of occurrences (0 when absent).
    case count(String)
}

/// A compiled set member: one value or an inclusive range.
struct SetProgram: Sendable {
    var low: RuntimeValue
    var high: RuntimeValue?
}

/// A compiled, type-checked condition.
indirect enum ConditionProgram: Sendable {
    case constant(Bool)
    /// A bare field or protocol name: true when the frame has the field, or any field under
    /// it (`vlan` is present when `vlan.id` is).
    case present(name: String, childPrefix: String)
    /// A bare `x & mask`: true when the result is not zero (Wireshark's bit test).
    case nonzero(ValueProgram)
    case compare(ComparisonOperator, ValueProgram, ValueProgram)
    case member(ValueProgram, [SetProgram], negated: Bool)
    case not(ConditionProgram)
    case and([ConditionProgram])
    case or([ConditionProgram])
}
