/// A minimal deterministic YAML writer for effective profiles: block mappings in the order
/// given, flow sequences for lists of scalars, every string double-quoted.
indirect enum YAMLOutput {
    /// Written as is (numbers, booleans, enum words).
    case plain(String)
    /// Written double-quoted with escapes.
    case string(String)
    case mapping([(String, YAMLOutput)])
    case sequence([YAMLOutput])

    var isScalar: Bool {
        switch self {
        case .plain, .string: true
        default: false
        }
    }

    func render() -> String {
        var out = ""
        write(to: &out, indent: 0)
        return out
    }

    private func write(to out: inout String, indent: Int) {
        let pad = String(repeating: " ", count: indent)
        switch self {
        case .mapping(let entries):
            for (key, value) in entries {
                out += pad + Self.key(key) + ":"
                value.writeValue(to: &out, indent: indent)
            }
        case .sequence(let items):
            for item in items {
                switch item {
                case .mapping(let entries) where !entries.isEmpty:
                    var nested = ""
                    item.write(to: &nested, indent: indent + 2)
                    // "- " replaces the first line's indentation.
                    out += pad + "- " + nested.dropFirst(indent + 2)
                default:
                    out += pad + "-"
                    item.writeValue(to: &out, indent: indent)
                }
            }
        case .plain, .string:
            out += pad + scalarText + "\n"
        }
    }

    /// After "key:" or "-": a scalar or flow list on the same line, else a nested block.
    private func writeValue(to out: inout String, indent: Int) {
        switch self {
        case .plain, .string:
            out += " " + scalarText + "\n"
        case .sequence(let items) where items.allSatisfy(\.isScalar):
            out += " [" + items.map(\.scalarText).joined(separator: ", ") + "]\n"
        case .mapping(let entries) where entries.isEmpty:
            out += " {}\n"
        case .sequence, .mapping:
            out += "\n"
            write(to: &out, indent: indent + 2)
        }
    }

    private var scalarText: String {
        switch self {
        case .plain(let text): text
        case .string(let text): Self.quote(text)
        default: ""
        }
    }

    static func key(_ text: String) -> String {
        let simple = !text.isEmpty && text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0))
        } && !["true", "false", "null", "yes", "no", "on", "off", "~"].contains(text.lowercased())
            && text.first != "-" && MappingReader.integer(text) == nil
        return simple ? text : quote(text)
    }

    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
