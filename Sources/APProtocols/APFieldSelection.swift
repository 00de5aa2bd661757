import ASN1PER
import WireCore

/// The E1AP, E2AP and NGAP fields a custom rule reads (``APFields``), resolved once against each
/// named protocol's committed schema, so that ``APDecodeResult/appendFields(to:selecting:)``
/// walks only the parts of a message that can hold one of them: a PDU of a protocol no name
/// starts with builds nothing, and within a named protocol an IE value, a list or a structure
/// whose type cannot hold a selected field is passed over.
///
/// A name is selected when it, or one of its dotted prefixes, is among the names (as for the
/// fronthaul and F1AP fields). The walk is not pruned when a selected name can match fields the
/// schema's structure does not predict: the whole protocol (`ngap`) or an unknown extension
/// (`ngap._ext#`).
public struct APFieldSelection: Sendable {
    /// The selected names.
    private let names: DottedNameSelection
    /// What the walk may pass over in the PDUs of each protocol a name starts with.
    private let pruning: [APProtocol: APFieldPruning?]

    public init(names: Set<String>) {
        self.names = DottedNameSelection(names)
        var pruning: [APProtocol: APFieldPruning?] = [:]
        for p in APProtocol.allCases {
            let prefix = p.fieldPrefix
            guard names.contains(where: { $0 == prefix || $0.hasPrefix(prefix + ".") }) else { continue }
            let unpredictable = names.contains { $0 == prefix || $0.hasPrefix(prefix + "._") }
            pruning[p] = unpredictable ? .some(nil) : APFieldPruning(naming: APFields.naming(p), prefix: prefix + ".", names: names)
        }
        self.pruning = pruning
    }

    /// Whether a name is `p`'s prefix or starts with it: only then can a PDU of `p` hold a
    /// selected field.
    public func reads(_ p: APProtocol) -> Bool { pruning[p] != nil }

    /// Whether `name` or one of its dotted prefixes is selected.
    public func selects(_ name: String) -> Bool { names.selects(name) }

    fileprivate func pruning(_ p: APProtocol) -> APFieldPruning? { pruning[p] ?? nil }
}

/// Which values of one protocol's messages can hold a selected field, mirroring how
/// ``APFields/walk(_:expanded:prefix:leafName:naming:type:depth:into:pruning:)`` names what it
/// meets: a leaf by the component, alternative, item or open-type name it sits under, the items of
/// a SEQUENCE OF by ``ASN1FieldNaming/itemName(list:holder:)``, an open type's value by its type.
///
/// An open type with a table constraint (X.682 §10) holds one of the types its object set gives
/// for the key (``ASN1Schema/openTypeTables``, as the decoder resolves it), else its octets under
/// the component's name; so the IE values and extension containers of a message are entered only
/// when their type can hold a selected name, and most `iE-Extensions` (empty object sets) never
/// are. The walk finds an open type's value's type by its name: below a value whose type name
/// is not one type's alone (a built-in type, an instance of a parameterised type) nothing is
/// passed over.
struct APFieldPruning: Sendable {
    let naming: ASN1FieldNaming
    let prefix: String
    /// Per type id of the schema: whether a SEQUENCE or CHOICE value of the type can hold a
    /// selected field below it (its own name comes from where it sits, and is judged there).
    let reach: [Bool]
    /// Per type id: whether the type is the only one of its name, so that the walk, which finds
    /// an open type's value's type by its name, finds this one.
    let trusted: [Bool]
    /// Whether the walk needs the message's contents-constrained OCTET STRINGs decoded: false
    /// when no decoded contents can hold a selected field and no selected name can be one the
    /// contents give.
    let needsContents: Bool
    /// The selected names under the protocol's prefix, without it (`procedureCode` for
    /// `ngap.procedureCode`), as UTF-8: a leaf is selected when its name, hyphens and spaces as
    /// underscores, is one of them (an ASN.1 name has no dot, so no selected name is a dotted
    /// prefix of a leaf's but the protocol's own, which turns pruning off).
    let leafNames: [[UInt8]]

    init(naming: ASN1FieldNaming, prefix: String, names: Set<String>) {
        self.naming = naming
        self.prefix = prefix
        let leafNames = names.filter { $0.hasPrefix(prefix) }.map { Array($0.utf8.dropFirst(prefix.utf8.count)) }
        self.leafNames = leafNames
        let schema = naming.schema
        let nodes = schema.nodes
        var counts: [String: Int] = [:]
        for node in nodes { counts[node.name, default: 0] += 1 }
        let trusted = nodes.indices.map { id in counts[nodes[id].name] == 1 && schema.typeID(nodes[id].name) == id }
        self.trusted = trusted
        // OCTET STRING types with a contents constraint (X.682 §11): the walk follows their
        // octets with the decoded contents, walked under the contained type's name as a value of
        // the type of that name.
        let contents = schema.containedTypes
        // The types each constrained open type can hold (the decoder's lookup table's).
        let openTypes = schema.openTypeTables.map { Array(Set($0.values)).sorted() }
        var reach = [Bool](repeating: false, count: nodes.count)

        /// A value of `type` walked under the leaf name `name` (nil: none).
        func holds(_ type: Int, named name: String?, depth: Int) -> Bool {
            guard type >= 0, type < nodes.count, depth < 8 else { return true }
            switch nodes[type].kind {
            case .sequence, .choice: return reach[type]
            case .openType: return true
            case .sequenceOf(let element, _):
                // the items' name, as the walk gives it
                let item = name.flatMap { naming.itemName(list: type, holder: $0) } ?? name
                return holds(element, named: item, depth: depth + 1)
            default:
                guard let name else { return false }
                return Self.selects(leaf: name, in: leafNames) || contents[type].map(containedHolds) ?? false
            }
        }
        /// The decoded contents of a contents-constrained OCTET STRING, of type `contained`.
        func containedHolds(_ contained: Int) -> Bool {
            guard contained >= 0, contained < nodes.count, trusted[contained] else { return true }
            return holds(contained, named: nodes[contained].name, depth: 1)
        }
        /// A component of a SEQUENCE or CHOICE.
        func holds(_ c: ASN1Component) -> Bool {
            guard c.type >= 0, c.type < nodes.count else { return true }
            guard case .openType = nodes[c.type].kind else { return holds(c.type, named: c.name, depth: 0) }
            guard let t = c.table, t.keyComponent != nil, t.lookup >= 0, t.lookup < openTypes.count else { return true }
            // an unresolved value is its octets under the component's name
            if Self.selects(leaf: c.name, in: leafNames) { return true }
            // a resolved one is walked under its type's name, as a value of the type of that name
            return openTypes[t.lookup].contains { held in
                guard held >= 0, held < nodes.count, trusted[held] else { return true }
                return holds(held, named: nodes[held].name, depth: 0)
            }
        }
        // Recursive types settle by iterating to a fixed point: a type is marked once one of its
        // components is shown to hold a selected field.
        var changed = true
        while changed {
            changed = false
            for type in nodes.indices where !reach[type] {
                let components: [ASN1Component]
                switch nodes[type].kind {
                case .sequence(let s): components = s.root + s.additions.flatMap(\.components)
                case .choice(let c): components = c.root + c.additions
                default: continue
                }
                if components.contains(where: holds) {
                    reach[type] = true
                    changed = true
                }
            }
        }
        self.reach = reach
        // The contents are decoded for the walk when one can hold a selected field, or when a
        // selected name can be the one an open type's contents-constrained octets take from their
        // contents (`<contained>_OCTET_STRING`, ``APFields/anonymousContainerName(_:contained:)``).
        let spaced = Set(nodes.map(\.name).filter { $0.contains(" ") }.map { APFields.name("", $0) })
        needsContents = contents.values.contains(where: containedHolds)
            || leafNames.contains { leaf in spaced.contains { String(decoding: leaf, as: UTF8.self).hasSuffix($0) } }
    }

    /// Whether the leaf the walk names `prefix + name` (hyphens and spaces as underscores) is
    /// selected, decided without making that name.
    func selects(leaf name: String) -> Bool { Self.selects(leaf: name, in: leafNames) }

    private static func selects(leaf name: String, in leafNames: [[UInt8]]) -> Bool {
        var name = name
        return name.withUTF8 { leaf in
            // no ASN.1 name has a dot; should one, a selected prefix of it is not looked for here
            if leaf.contains(0x2E) { return true }
            for selected in leafNames where selected.count == leaf.count {
                var equal = true
                for i in 0..<leaf.count {
                    let b = leaf[i] == 0x2D || leaf[i] == 0x20 ? 0x5F : leaf[i]
                    if b != selected[i] { equal = false; break }
                }
                if equal { return true }
            }
            return false
        }
    }

    /// Whether the walk must enter `value`, walked as a value of `type`: false only for a
    /// SEQUENCE or CHOICE whose type cannot hold a selected field. Lists, open types and leaves
    /// are entered (their items, value and name are judged as the walk meets them).
    func mayHold(_ value: ASN1Value, type: Int?) -> Bool {
        guard let type, type >= 0, type < reach.count else { return true }
        switch (value, naming.schema.nodes[type].kind) {
        case (.sequence, .sequence), (.choice, .choice): return reach[type]
        default: return true
        }
    }

    /// The pruning that goes on below a value the walk takes for one of `type`, which it found by
    /// the value's type name: none when other types bear that name.
    func below(typeNamed type: Int?) -> APFieldPruning? {
        guard let type, type >= 0, type < trusted.count, trusted[type] else { return nil }
        return self
    }
}

extension APDecodeResult {
    /// The fields of ``appendFields(to:)`` that `selection` selects, in the same order, built
    /// without walking the parts of the message that cannot hold one (custom rules over E1AP,
    /// E2AP or NGAP fields, which otherwise built every field of every PDU).
    public func appendFields(to list: inout FieldList, selecting selection: APFieldSelection) {
        guard selection.reads(proto), let m = message else { return }
        var all = FieldList()
        if let pruning = selection.pruning(proto), schema.isSameSchema(as: proto.schema) {
            APFields.append(m, proto: proto, to: &all, pruning: pruning)
        } else {
            APFields.append(m, proto: proto, to: &all)
        }
        for field in all.fields where selection.selects(field.name) { list.append(field) }
    }
}
