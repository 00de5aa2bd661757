import ASN1PER

/// A flat copy of the schema for finding IE containers in a decode layout (TS 38.473
/// clause 9.4.8 ProtocolIE-Container, ProtocolIE-SingleContainer, ProtocolExtensionContainer
/// and the elementary-procedure messages of clause 9.4.3): built once per schema, no reference
/// counting on the walk.
struct F1APContainerIndex: Sendable {
    enum Tag: UInt8, Sendable { case leaf, sequence, choice, sequenceOf }

    struct Node: Sendable {
        var tag: Tag = .leaf
        /// The element type of a SEQUENCE OF.
        var elementType: Int32 = 0
        /// Index in `fields` when this SEQUENCE is an IE field (id, criticality, open type), else -1.
        var field: Int32 = -1
        /// A SEQUENCE OF named `…Container` (ProtocolIE-Container, ProtocolExtensionContainer):
        /// its items are one IE set (presence, uniqueness, order apply); other lists of IE fields
        /// (`SEQUENCE OF ProtocolIE-SingleContainer`) repeat one IE per item.
        var isContainer = false
    }

    /// One IE-field shape: `{ key F1AP-CLASS.&id ({Set}), criticality …({Set}{@key}), value … }`.
    struct Field: Sendable {
        var objectSet: Int
        var keyIndex: Int
        var keyField: String
        var criticalityIndex: Int
        var valueIndex: Int
        /// Root names of the criticality ENUMERATED (`reject`, `ignore`, `notify`).
        var criticalityNames: [String]
    }

    /// What an object set says about one key value.
    struct Entry: Sendable {
        var position: Int
        var criticality: String?
        var presence: String?
        var typeName: String
    }

    struct ObjectSetSpec: Sendable {
        var name: String
        var entries: [Int64: Entry]
        var mandatory: [(key: Int64, typeName: String)]
    }

    var nodes: [Node] = []
    var fields: [Field] = []
    /// By object set index (empty spec for sets no field uses).
    var sets: [Int: ObjectSetSpec] = [:]
    let typeNames: [String]

    init(schema: ASN1Schema) {
        typeNames = schema.nodes.map(\.name)
        nodes = Array(repeating: Node(), count: schema.nodes.count)
        for (id, node) in schema.nodes.enumerated() {
            switch node.kind {
            case .sequence(let s):
                nodes[id].tag = .sequence
                if let f = Self.field(s, schema: schema) {
                    nodes[id].field = Int32(fields.count)
                    fields.append(f)
                    if sets[f.objectSet] == nil { sets[f.objectSet] = Self.spec(schema.objectSets[f.objectSet], keyField: f.keyField, schema: schema) }
                }
            case .choice:
                nodes[id].tag = .choice
            case .sequenceOf(let element, _):
                nodes[id].tag = .sequenceOf
                nodes[id].elementType = Int32(element)
                nodes[id].isContainer = node.name.hasSuffix("Container")
            default:
                break
            }
        }
    }

    /// The IE-field shape of a SEQUENCE, if it has one (X.682 component relation constraints
    /// keyed on a component whose class field is unique in its object set).
    static func field(_ s: ASN1SequenceType, schema: ASN1Schema) -> Field? {
        for (k, key) in s.root.enumerated() {
            guard let kt = key.table, kt.keyComponent == nil, kt.objectSet >= 0, kt.objectSet < schema.objectSets.count else { continue }
            var crit = -1
            var value = -1
            for (i, c) in s.root.enumerated() where i != k {
                guard let t = c.table, t.keyComponent == k, t.objectSet == kt.objectSet else { continue }
                if case .openType = schema.node(c.type).kind { value = i } else if t.field == "criticality" { crit = i }
            }
            if crit >= 0 && value >= 0 {
                var names: [String] = []
                if case .enumerated(let root, _) = schema.node(s.root[crit].type).kind { names = root }
                return Field(objectSet: kt.objectSet, keyIndex: k, keyField: kt.field, criticalityIndex: crit, valueIndex: value, criticalityNames: names)
            }
        }
        return nil
    }

    static func spec(_ set: ASN1ObjectSet, keyField: String, schema: ASN1Schema) -> ObjectSetSpec {
        var spec = ObjectSetSpec(name: set.name, entries: [:], mandatory: [])
        for (i, o) in set.objects.enumerated() {
            guard let key = o.integer(keyField), spec.entries[key] == nil else { continue }
            var typeName = "?"
            for (_, f) in o.fields.sorted(by: { $0.key < $1.key }) {
                if case .type(let t) = f { typeName = schema.node(t).name; break }
            }
            let presence = o.identifier("presence")
            spec.entries[key] = Entry(position: i, criticality: o.identifier("criticality"), presence: presence, typeName: typeName)
            if presence == "mandatory" { spec.mandatory.append((key, typeName)) }
        }
        return spec
    }
}
