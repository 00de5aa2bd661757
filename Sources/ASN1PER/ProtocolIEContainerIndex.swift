/// A flat copy of the schema for finding IE containers in a decode layout (the RAN3 application
/// protocols F1AP TS 38.473, E1AP TS 37.483, NGAP TS 38.413 and E2AP O-RAN.WG3.E2AP share the
/// shape: clause 9.4.8 ProtocolIE-Container, ProtocolIE-SingleContainer, ProtocolExtensionContainer
/// and the elementary-procedure messages of clause 9.4.3) and checking them against their
/// object sets: built once per schema as arrays of small integer structs, so that the per-PDU
/// walk compares integers only (no dictionaries, no strings, no reference counting); names
/// are looked up when a finding is written. A class, so that the checks and the views share
/// one copy per schema.
public final class ProtocolIEContainerIndex: Sendable {
    /// Per type id.
    public struct Node: Sendable {
        /// Index in `fields` when this SEQUENCE is an IE field (id, criticality, open type), else -1.
        public var field: Int32 = -1
        /// For a SEQUENCE OF named `…Container` (ProtocolIE-Container, ProtocolExtensionContainer)
        /// whose items are IE fields: the items' field (one IE set: presence, uniqueness and order
        /// apply), else -1. Other lists of IE fields (`SEQUENCE OF ProtocolIE-SingleContainer`)
        /// repeat one IE per item and are checked item by item.
        public var containerField: Int32 = -1
    }

    /// One IE-field shape: `{ key XXAP-PROTOCOL-IES.&id ({Set}), criticality …({Set}{@key}), value … }`.
    public struct Field: Sendable {
        /// Index in `sets`.
        public var set: Int32
        public var keyIndex: Int32
        public var criticalityIndex: Int32
        public var valueIndex: Int32
        /// The key is a procedure code (the …-ELEMENTARY-PROCEDURE class), not an IE id.
        public var isProcedure: Bool
        /// Root names of the criticality ENUMERATED (`reject`, `ignore`, `notify`): start and
        /// count in `criticalityNames`.
        public var criticalityNamesStart: Int32
        public var criticalityNamesCount: Int32
    }

    /// What an object set says about one key value.
    public struct Entry: Sendable {
        public var key: Int64
        /// Index of the object in its set (object-set order).
        public var position: Int32
        /// Root index of the set's criticality in the criticality ENUMERATED of the fields using
        /// the set; -1 when the object names none, -2 when the name is not in the ENUMERATED.
        public var criticality: Int8
        public var mandatory: Bool
    }

    /// One object set: its entries sorted by key (`entries[start..<start+count]`) and its
    /// mandatory objects in object-set order (`mandatory[mandatoryStart..<…+mandatoryCount]`,
    /// indexes in `entries`).
    public struct ObjectSetSpec: Sendable {
        public var start: Int32
        public var count: Int32
        public var mandatoryStart: Int32
        public var mandatoryCount: Int32
    }

    /// Text for findings, parallel to `entries`.
    public struct EntryText: Sendable {
        public var criticality: String?
        public var typeName: String
    }

    public let nodes: [Node]
    public let fields: [Field]
    public let sets: [ObjectSetSpec]
    public let setNames: [String]
    public let entries: [Entry]
    public let entryTexts: [EntryText]
    public let mandatory: [Int32]
    public let criticalityNames: [String]

    /// Every IE id some object set of the schema has (the keys of the sets its containers and IE
    /// fields are checked against; procedure codes not included). An id none has is not one the
    /// schema's version uses: an IE of a later version, or an error.
    public func ieIDsInObjectSets() -> Set<Int64> {
        var ids = Set<Int64>()
        for field in fields where !field.isProcedure {
            let set = sets[Int(field.set)]
            for e in Int(set.start)..<Int(set.start + set.count) { ids.insert(entries[e].key) }
        }
        return ids
    }

    public init(schema: ASN1Schema) {
        let b = Builder(schema: schema)
        nodes = b.nodes
        fields = b.fields
        sets = b.sets
        setNames = b.setNames
        entries = b.entries
        entryTexts = b.entryTexts
        mandatory = b.mandatory
        criticalityNames = b.criticalityNames
    }

    /// The tables while they are derived from the schema.
    struct Builder {
        var nodes: [Node] = []
        var fields: [Field] = []
        var sets: [ObjectSetSpec] = []
        var setNames: [String] = []
        var entries: [Entry] = []
        var entryTexts: [EntryText] = []
        var mandatory: [Int32] = []
        var criticalityNames: [String] = []

        init(schema: ASN1Schema) {
            nodes = Array(repeating: Node(), count: schema.nodes.count)
            var setOfObjectSet: [Int: Int32] = [:]
            for (id, node) in schema.nodes.enumerated() {
                guard case .sequence(let s) = node.kind, let shape = Self.field(s, schema: schema) else { continue }
                var f = shape.field
                if let existing = setOfObjectSet[shape.objectSet] {
                    f.set = existing
                } else {
                    f.set = Int32(sets.count)
                    setOfObjectSet[shape.objectSet] = f.set
                    addSet(schema.objectSets[shape.objectSet], keyField: shape.keyField, criticalities: shape.criticalityNames, schema: schema)
                }
                f.criticalityNamesStart = Int32(criticalityNames.count)
                f.criticalityNamesCount = Int32(shape.criticalityNames.count)
                criticalityNames += shape.criticalityNames
                nodes[id].field = Int32(fields.count)
                fields.append(f)
            }
            for (id, node) in schema.nodes.enumerated() {
                guard case .sequenceOf(let element, _) = node.kind, node.name.hasSuffix("Container"),
                      element >= 0, element < nodes.count, nodes[element].field >= 0 else { continue }
                nodes[id].containerField = nodes[element].field
            }
        }

        /// The IE-field shape of a SEQUENCE, if it has one (X.682 component relation constraints
        /// keyed on a component whose class field is unique in its object set).
        static func field(_ s: ASN1SequenceType, schema: ASN1Schema) -> (field: Field, objectSet: Int, keyField: String, criticalityNames: [String])? {
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
                    let f = Field(set: -1, keyIndex: Int32(k), criticalityIndex: Int32(crit), valueIndex: Int32(value),
                                  isProcedure: kt.field == "procedureCode", criticalityNamesStart: 0, criticalityNamesCount: 0)
                    return (f, kt.objectSet, kt.field, names)
                }
            }
            return nil
        }

        mutating func addSet(_ set: ASN1ObjectSet, keyField: String, criticalities: [String], schema: ASN1Schema) {
            var found: [(entry: Entry, text: EntryText)] = []
            var seen = Set<Int64>()
            for (i, o) in set.objects.enumerated() {
                guard let key = o.integer(keyField), seen.insert(key).inserted else { continue }
                var typeName = "?"
                for (_, f) in o.fields.sorted(by: { $0.key < $1.key }) {
                    if case .type(let t) = f { typeName = schema.node(t).name; break }
                }
                let criticality = o.identifier("criticality")
                var code: Int8 = -1
                if let criticality { code = criticalities.firstIndex(of: criticality).map { Int8($0) } ?? -2 }
                found.append((Entry(key: key, position: Int32(i), criticality: code, mandatory: o.identifier("presence") == "mandatory"),
                              EntryText(criticality: criticality, typeName: typeName)))
            }
            let start = Int32(entries.count)
            let byKey = found.sorted { $0.entry.key < $1.entry.key }
            entries += byKey.map(\.entry)
            entryTexts += byKey.map(\.text)
            let mandatoryStart = Int32(mandatory.count)
            // mandatory objects in object-set order, as indexes of their sorted entries
            for (i, e) in entries[Int(start)...].enumerated().sorted(by: { $0.element.position < $1.element.position }) where e.mandatory {
                mandatory.append(start + Int32(i))
            }
            sets.append(ObjectSetSpec(start: start, count: Int32(byKey.count), mandatoryStart: mandatoryStart, mandatoryCount: Int32(mandatory.count) - mandatoryStart))
            setNames.append(set.name)
        }
    }

    /// Index in `entries` of `key` in set `set`, or -1 (binary search over the sorted keys).
    public func entry(_ set: Int, key: Int64) -> Int {
        let s = sets[set]
        var lo = Int(s.start)
        var hi = lo + Int(s.count)
        while lo < hi {
            let mid = (lo + hi) >> 1
            let k = entries[mid].key
            if k == key { return mid }
            if k < key { lo = mid + 1 } else { hi = mid }
        }
        return -1
    }

    /// The position in ``criticalityNames`` of `field`'s criticality `index`, -1 outside the
    /// ENUMERATED (where ``criticalityName(_:_:)`` gives "?").
    public func criticalityNameIndex(_ field: Field, _ index: Int) -> Int32 {
        index >= 0 && index < Int(field.criticalityNamesCount) ? field.criticalityNamesStart + Int32(index) : -1
    }

    /// The name of criticality root index `index` of `field` ("?" outside the ENUMERATED).
    public func criticalityName(_ field: Field, _ index: Int) -> String {
        index >= 0 && index < Int(field.criticalityNamesCount) ? criticalityNames[Int(field.criticalityNamesStart) + index] : "?"
    }
}
