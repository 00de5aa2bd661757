/// The types a field walk over decoded values of one schema follows, and the names asn2wrs
/// (Wireshark's ASN.1 dissector generator) gives the items of a SEQUENCE OF: built once per
/// schema, shared by every protocol's `decode --json` walk.
///
/// asn2wrs names an item of `SEQUENCE OF T` after T when T is a type reference
/// (`nr-rrc.SPS_ConfigIndex_r16`, `ngap.QoEReference`), and `<list>_item` when T is a built-in
/// type, `<list>` being the list's type name when it is a named type, else the component that
/// holds it (`nr-rrc.perHARQ_item`).
public struct ASN1FieldNaming: Sendable {
    public let schema: ASN1Schema
    /// Per type id: component or alternative name → its type id (empty for other kinds).
    let children: [[String: Int]]

    public init(schema: ASN1Schema) {
        self.schema = schema
        children = schema.nodes.map { node in
            let list: [ASN1Component]
            switch node.kind {
            case .sequence(let s): list = s.root + s.additions.flatMap(\.components)
            case .choice(let c): list = c.root + c.additions
            default: return [:]
            }
            var out: [String: Int] = [:]
            for c in list where out[c.name] == nil { out[c.name] = c.type }
            return out
        }
    }

    /// The type of component or alternative `name` of `type` (nil when unknown).
    public func child(_ type: Int?, _ name: String) -> Int? {
        guard let type, type >= 0, type < children.count else { return nil }
        return children[type][name]
    }

    /// The element type of the SEQUENCE OF `type`.
    public func element(_ type: Int?) -> Int? {
        guard let type, type >= 0, type < schema.nodes.count, case .sequenceOf(let e, _) = schema.node(type).kind else { return nil }
        return e
    }

    /// The type named `name` (an open type's value).
    public func named(_ name: String) -> Int? { schema.typeID(name) }

    /// The ASN.1 name of the items of the SEQUENCE OF `list` held under `holder` (a component,
    /// alternative or IE type name); nil when `list` is not a SEQUENCE OF.
    public func itemName(list: Int, holder: String) -> String? {
        guard let e = element(list) else { return nil }
        if let name = Self.referenceName(schema.node(e).name) { return name }
        return (Self.referenceName(schema.node(list).name) ?? holder) + "_item"
    }

    /// `name` when it names a type reference, nil for the name the compiler gives a built-in type.
    static func referenceName(_ name: String) -> String? {
        guard let first = name.first, first.isUppercase, !builtInNames.contains(name) else { return nil }
        return name
    }

    static let builtInNames: Set<String> = [
        "BOOLEAN", "NULL", "REAL", "OBJECT IDENTIFIER", "INTEGER", "OCTET STRING", "BIT STRING", "ENUMERATED", "SEQUENCE",
        "SET", "CHOICE", "SEQUENCE OF", "SET OF", "OPEN TYPE", "ANY", "PrintableString", "VisibleString", "IA5String",
        "UTF8String", "NumericString", "BMPString", "UniversalString", "GraphicString", "GeneralString", "TeletexString",
        "T61String", "VideotexString", "ISO646String",
    ]
}
