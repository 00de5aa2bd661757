import ArgumentParser
import Conformance
import Profiles
import WireCore

/// `ranconform fields [PREFIX] [--json]`: the field registry, like `tshark -G fields`: one line
/// per field or protocol, sorted by name, tab-separated: name, type, bits on the wire (`-` when
/// the width varies or the field is derived), description, spec clause (`-` when none).
struct FieldsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fields",
        abstract: "List the fields the decoders produce (names for custom rules and decode --json).",
        discussion: """
            Tab-separated: name, type (uint, int, bool, double, string, bytes, ether, ipv4, ipv6, enum, protocol), \
            bits on the wire ('-' when it varies or the field is derived), description, spec clause. A name with '#' \
            stands for any decimal number there; f1ap.asn1 stands for the dotted ASN.1 paths under it, checked \
            against the F1AP schema.
            """
    )

    @Argument(help: "Only fields whose names start with this text (for example oran_fh_cus.section).")
    var prefix: String = ""
    @Flag(help: "One JSON array of {name, type, bits, description, clause}.") var json = false

    func run() throws {
        let registry = KnownFields.registry
        var specs = registry.listing(prefix: prefix)
        if specs.isEmpty, case .subtree(let root, _)? = registry.lookup(prefix) {
            // A path inside a subtree (f1ap.asn1.initiatingMessage…): the subtree's entry.
            specs = registry.listing(prefix: root).filter { $0.name == root }
        }
        if specs.isEmpty {
            let hint = registry.suggestion(for: prefix).map { " (did you mean '\($0)'?)" } ?? ""
            throw CommandFailure(message: "no field starts with '\(prefix)'\(hint)")
        }
        var out = BufferedOutput()
        if json {
            out.writeLine("[")
            for (index, spec) in specs.enumerated() {
                out.writeLine(Self.json(spec) + (index + 1 < specs.count ? "," : ""))
            }
            out.writeLine("]")
        } else {
            for spec in specs { out.writeLine(Self.line(spec)) }
        }
        out.flush()
    }

    static func line(_ spec: FieldSpec) -> String {
        [spec.name, spec.type.rawValue, spec.bitLength.map(String.init) ?? "-", spec.description, spec.clause ?? "-"]
            .joined(separator: "\t")
    }

    static func json(_ spec: FieldSpec) -> String {
        var out = "{\"name\":" + JSONString.quoted(spec.name) + ",\"type\":" + JSONString.quoted(spec.type.rawValue)
        out += ",\"bits\":" + (spec.bitLength.map(String.init) ?? "null")
        out += ",\"description\":" + JSONString.quoted(spec.description)
        out += ",\"clause\":" + (spec.clause.map(JSONString.quoted) ?? "null") + "}"
        return out
    }
}
