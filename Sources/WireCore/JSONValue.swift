/// A JSON document built in code and written deterministically (RFC 8259): object keys keep the
/// order they were given in, numbers use Swift's shortest round-trip form. The one JSON writer of
/// the results: ``text()`` pretty-prints (reports), ``compactText()`` writes one line (`check --json`).
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// Written as an integer when integral (below 10^15), else Swift's shortest round-trip form.
    case double(Double)
    /// A number already in its text form, written as given (Swift's `description` of a `Double`,
    /// `1.0` rather than `1`, where a document has always written it so).
    case number(String)
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

    /// One line, no whitespace between tokens.
    public func compactText() -> String {
        var out = ""
        writeCompact(into: &out)
        return out
    }

    /// Scalars as both forms write them; nil for arrays and objects.
    private var scalarText: String? {
        switch self {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .int(let i): String(i)
        case .double(let d): d.isFinite ? (d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)) : "null"
        case .number(let text): text
        case .string(let s): JSONString.quoted(s)
        case .array, .object: nil
        }
    }

    private func writeCompact(into out: inout String) {
        switch self {
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.writeCompact(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, m) in members.enumerated() {
                if i > 0 { out += "," }
                out += JSONString.quoted(m.key) + ":"
                m.value.writeCompact(into: &out)
            }
            out += "}"
        default:
            out += scalarText ?? ""
        }
    }

    private func write(into out: inout String, indent: Int) {
        switch self {
        case .null, .bool, .int, .double, .number, .string: out += scalarText ?? ""
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

/// Builds an object member list; the `String?` and `Int?` forms skip nil values.
public struct JSONObjectBuilder {
    public var members: [JSONMember] = []
    public init() {}
    public mutating func add(_ key: String, _ value: JSONValue) { members.append(JSONMember(key, value)) }
    public mutating func add(_ key: String, _ value: String?) { if let value { members.append(JSONMember(key, .string(value))) } }
    public mutating func add(_ key: String, _ value: Int?) { if let value { members.append(JSONMember(key, .int(value))) } }
    public var value: JSONValue { .object(members) }
}

/// Reading a parsed or built value (the report tools, a restored boundary state).
extension JSONValue {
    /// The member `key` of an object (the first, if repeated), else nil.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public var intValue: Int? {
        switch self {
        case .int(let i): return i
        case .double(let d) where d == d.rounded() && abs(d) < 1e15: return Int(d)
        default: return nil
        }
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }
}
