import WireCore

/// A JSON document built in code and written deterministically: object keys keep the order they
/// were given in, numbers use Swift's shortest round-trip form (RFC 8259).
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// `.string` or `.null`.
    public static func optional(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }

    /// Pretty text with two-space indentation and a final newline.
    public func text() -> String {
        var out = ""
        write(into: &out, indent: 0)
        return out + "\n"
    }

    func write(into out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .double(let d): out += d.isFinite ? (d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)) : "null"
        case .string(let s): out += JSONString.quoted(s)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                item.write(into: &out, indent: indent + 2)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (i, m) in members.enumerated() {
                out += String(repeating: " ", count: indent + 2) + JSONString.quoted(m.key) + ": "
                m.value.write(into: &out, indent: indent + 2)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        }
    }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Hashable, Sendable {
    public var key: String
    public var value: JSONValue
    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

/// Builds an object member list, skipping nil values.
struct JSONObjectBuilder {
    var members: [JSONMember] = []
    mutating func add(_ key: String, _ value: JSONValue) { members.append(JSONMember(key, value)) }
    mutating func add(_ key: String, _ value: String?) { if let value { members.append(JSONMember(key, .string(value))) } }
    mutating func add(_ key: String, _ value: Int?) { if let value { members.append(JSONMember(key, .int(value))) } }
    var value: JSONValue { .object(members) }
}
