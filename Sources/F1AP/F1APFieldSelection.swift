import ASN1PER
import WireCore

/// The F1AP fields a custom rule reads (``F1APFields``), resolved once against the committed
/// schema, so that ``F1APDecodeResult/appendFields(to:selecting:)`` builds those fields alone:
/// its walk of a PDU's decode layout skips every part whose type cannot hold one of them (a cell
/// list, an RRC container, a DRB list), and it makes no dotted path.
///
/// A name is selected when it, or one of its dotted prefixes, is among the names (as in
/// `FieldSelection` for the fronthaul). The walk is not pruned when a selected name can match
/// fields the schema's structure does not predict: the whole protocol (`f1ap`), a dotted path
/// (`f1ap.asn1…`) or an unknown extension (`f1ap._ext#`).
public struct F1APFieldSelection: Sendable {
    /// The selected names.
    private let names: DottedNameSelection
    /// Per type id of ``TsharkNameTable/f1ap``: whether a value of the type can hold a selected
    /// field below it (its own name comes from where it sits, and is judged there); nil when the
    /// walk cannot be pruned.
    let reach: [Bool]?
    /// Per type id of the committed schema: what a value of the type is to the walk over the
    /// decode layout (``FieldWalker/walkLayout(_:_:_:entry:leafName:name:type:depth:)``).
    let shapes: [LayoutShape]
    /// Whether any F1AP field can be selected: a name `f1ap` or `f1ap.…`.
    public let any: Bool

    public init(names: Set<String>) {
        let selection = DottedNameSelection(names)
        self.names = selection
        any = names.contains { $0 == "f1ap" || $0.hasPrefix("f1ap.") }
        let unpredictable = names.contains { name in
            name == "f1ap" || name == F1APFields.pathRoot || name.hasPrefix(F1APFields.pathRoot + ".") || name.hasPrefix("f1ap._")
        }
        shapes = any && !unpredictable ? F1AP.schema.nodes.map { LayoutShape($0.kind) } : []
        reach = any && !unpredictable
            ? Self.reach(table: .f1ap, schema: F1AP.schema, shapes: shapes, selects: selection.selects) : nil
    }

    /// Whether `name` or one of its dotted prefixes is selected.
    public func selects(_ name: String) -> Bool { names.selects(name) }

    /// What the walk can meet below a value of each type, mirroring how ``FieldWalker`` names
    /// what it meets: a leaf component by its component name, the items of a SEQUENCE OF by
    /// the list's fixed item name or the holding component's, an open type's value by its type.
    /// An open type with a table constraint (X.682 §10) holds one of the types its object set
    /// gives for the key (``ASN1Schema/openTypeTables``, as the decoder resolves it), else its
    /// octets under the component's name; an unconstrained one is always entered. Recursive
    /// types settle by iterating to a fixed point (a type is marked once it is shown to reach a
    /// selected name). Anything the tables do not name is taken to reach one.
    static func reach(table: TsharkNameTable, schema: ASN1Schema, shapes: [LayoutShape], selects: (String) -> Bool) -> [Bool] {
        let count = shapes.count
        var reach = [Bool](repeating: false, count: count)
        // Each component's table constraint, in the order of the table's flat component arrays.
        var constraints: [ASN1TableReference?] = []
        for node in schema.nodes {
            switch node.kind {
            case .sequence(let s): constraints += (s.root + s.additions.flatMap(\.components)).map(\.table)
            case .choice(let c): constraints += (c.root + c.additions).map(\.table)
            default: break
            }
        }
        guard constraints.count == table.componentType.count else { return [Bool](repeating: true, count: count) }
        // The types each constrained open type can hold (the decoder's lookup table's).
        let openTypes = schema.openTypeTables.map { Array(Set($0.values)).sorted() }
        /// A value of `type` named `name` where it sits: a leaf is judged by its name, a
        /// container by what it can hold.
        func value(_ type: Int, named name: String?) -> Bool {
            guard type >= 0, type < count else { return true }
            switch shapes[type] {
            case .openType: return true
            case .sequence, .choice, .sequenceOf: return reach[type]
            case .leaf: return name.map(selects) ?? true
            }
        }
        func component(_ flat: Int) -> Bool {
            let type = table.componentType[flat]
            guard type >= 0, type < count else { return true }
            switch shapes[type] {
            case .openType:
                guard let t = constraints[flat], t.keyComponent != nil, t.lookup >= 0, t.lookup < openTypes.count else { return true }
                if selects(table.componentTshark[flat]) { return true }
                return openTypes[t.lookup].contains { value($0, named: $0 >= 0 && $0 < table.typeTshark.count ? table.typeTshark[$0] : nil) }
            case .sequence, .choice: return reach[type]
            case .sequenceOf: return items(type, itemName: table.fixedItem[type]?.tshark ?? table.componentItem[flat]?.tshark)
            case .leaf: return selects(table.componentTshark[flat])
            }
        }
        /// The items of the SEQUENCE OF `list`, named `itemName` when the tables name them.
        func items(_ list: Int, itemName: String?) -> Bool {
            let element = list < table.element.count ? table.element[list] : -1
            return value(element, named: itemName)
        }
        func below(_ type: Int) -> Bool {
            switch shapes[type] {
            case .openType: return true
            case .sequence, .choice:
                guard type < table.components.count else { return true }
                let start = table.componentStart[type]
                for k in 0..<table.components[type].count where component(start + k) { return true }
                return false
            case .sequenceOf: return items(type, itemName: table.fixedItem[type]?.tshark)
            case .leaf: return false
            }
        }
        var changed = true
        while changed {
            changed = false
            for type in 0..<count where !reach[type] && below(type) {
                reach[type] = true
                changed = true
            }
        }
        return reach
    }
}

/// What a value of a type is to the walk over a decode layout: a leaf (one field) or one of the
/// containers whose entries it enters.
enum LayoutShape: UInt8, Sendable {
    case leaf, sequence, choice, sequenceOf, openType

    init(_ kind: ASN1TypeKind) {
        switch kind {
        case .sequence: self = .sequence
        case .choice: self = .choice
        case .sequenceOf: self = .sequenceOf
        case .openType: self = .openType
        default: self = .leaf
        }
    }
}

extension F1APDecodeResult {
    /// The fields of ``appendFields(to:value:)`` that `selection` selects, in the same order,
    /// built without the others (custom rules over F1AP fields, which otherwise built every
    /// field of every PDU): the walk goes over the decode layout instead of a decoded value,
    /// skips every part that cannot hold a selected field, decodes only the selected leaves,
    /// and makes no dotted path unless one is selected.
    public func appendFields(to list: inout FieldList, selecting selection: F1APFieldSelection) {
        guard selection.any, let m = message else { return }
        guard let reach = selection.reach, schema.isSameSchema(as: F1AP.schema) else {
            var all = FieldList()
            appendFields(to: &all)
            for field in all.fields where selection.selects(field.name) { list.append(field) }
            return
        }
        if selection.selects(F1APFields.pdu.name) { list.append(F1APFields.pdu.name, .string(m.kind.rawValue)) }
        if selection.selects(F1APFields.message.name) { list.append(F1APFields.message.name, .string(m.messageName)) }
        var walker = FieldWalker()
        walker.selection = selection
        walker.reach = reach
        let root = TsharkNameTable.f1ap.typeIDs[F1AP.pduTypeName] ?? -1
        walker.walkLayout(m.source, m.source.layout, selection.shapes, entry: 0, leafName: nil, type: root, depth: 0)
        list.append(contentsOf: walker.tshark)
    }
}
