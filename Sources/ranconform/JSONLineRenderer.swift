import WireCore

/// Renders a frame's fields as one flat JSON object (JSON Lines), keys being tshark field names.
///
/// A name that occurs several times in the frame becomes an array, in order of occurrence, as
/// `tshark -T fields` lists repeated fields. Unsigned and signed integers are JSON numbers;
/// `frame.time_epoch` is a JSON number with nine decimals (exact nanoseconds in the text);
/// byte strings are lower-case hex without separators.
enum JSONLineRenderer {
    static func render(_ fields: FieldList) -> String {
        // Group by name, keeping the order of first occurrence.
        var order: [String] = []
        var groups: [String: [FieldValue]] = [:]
        for field in fields.fields {
            if groups[field.name] == nil {
                order.append(field.name)
                groups[field.name] = [field.value]
            } else {
                groups[field.name]!.append(field.value)
            }
        }
        var out = "{"
        for (index, name) in order.enumerated() {
            if index > 0 { out += "," }
            JSONString.append(name, to: &out)
            out += ":"
            let values = groups[name]!
            if values.count == 1 {
                appendValue(values[0], to: &out)
            } else {
                out += "["
                for (i, value) in values.enumerated() {
                    if i > 0 { out += "," }
                    appendValue(value, to: &out)
                }
                out += "]"
            }
        }
        out += "}"
        return out
    }

    static func appendValue(_ value: FieldValue, to out: inout String) {
        switch value {
        case .unsigned(let v): out += String(v)
        case .signed(let v): out += String(v)
        case .bool(let v): out += v ? "true" : "false"
        case .double(let v): out += v.isFinite ? "\(v)" : "null"
        case .string(let s): JSONString.append(s, to: &out)
        case .bytes(let b): JSONString.append(Hex.encode(b), to: &out)
        }
    }
}
