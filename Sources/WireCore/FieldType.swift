/// The kind of value a registered field holds: one of ``FieldValue``'s kinds, refined where its
/// text has a meaning of its own (tshark's FT_ETHER, FT_IPv4 and FT_IPv6, and the names of
/// numbered values, which tshark keeps as numbers).
public enum FieldType: String, Hashable, Sendable, CaseIterable {
    /// A protocol or a group of fields: no value of its own; a bare name tests presence.
    case protocolName = "protocol"
    case unsigned = "uint"
    /// A signed integer (a non-negative occurrence may be carried as ``FieldValue/unsigned(_:)``).
    case signed = "int"
    case boolean = "bool"
    case double = "double"
    case string = "string"
    case bytes = "bytes"
    /// A MAC address as text, `02:00:00:00:aa:01`.
    case ether = "ether"
    /// An IPv4 address as text, `10.0.0.1`.
    case ipv4 = "ipv4"
    /// An IPv6 address as text.
    case ipv6 = "ipv6"
    /// The name of a numbered value (an ASN.1 ENUMERATED value or CHOICE alternative) as text;
    /// tshark holds the number and shows the name.
    case enumerated = "enum"

    /// True when `value` is of the kind this type's occurrences carry.
    public func admits(_ value: FieldValue) -> Bool {
        switch (self, value) {
        case (.unsigned, .unsigned), (.signed, .signed), (.signed, .unsigned): true
        case (.boolean, .bool), (.double, .double), (.bytes, .bytes): true
        case (.string, .string), (.ether, .string), (.ipv4, .string), (.ipv6, .string), (.enumerated, .string): true
        default: false
        }
    }
}

extension FieldValue {
    /// The name of the value's kind, as ``FieldType`` raw values spell it (`uint`, `string`…).
    public var kindName: String {
        switch self {
        case .unsigned: "uint"
        case .signed: "int"
        case .bool: "bool"
        case .double: "double"
        case .string: "string"
        case .bytes: "bytes"
        }
    }
}
