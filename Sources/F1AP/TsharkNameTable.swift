import ASN1PER
import NRRRC

/// The tshark field name of every name a schema gives a value (type names and SEQUENCE / CHOICE
/// component names: `f1ap.GNB_DU_UE_F1AP_ID`, `nr-rrc.rrc_TransactionIdentifier`), made once per
/// schema, so `decode --json` shares one string per name instead of building one per leaf (and
/// equal names compare by identity when its fields are grouped).
///
/// It also holds the walk plan of ``FieldWalker``: per type id, its components with their type,
/// tshark name and path text, and the names of a SEQUENCE OF's items (asn2wrs's, as
/// ``ASN1FieldNaming`` gives them), resolved once here rather than looked up per component of
/// every PDU. A class, so that a walk holds one reference to it instead of copying its tables.
final class TsharkNameTable: Sendable {
    let prefix: String
    let names: [String: String]
    /// The types the walk follows and the names of SEQUENCE OF items.
    let naming: ASN1FieldNaming

    /// One component of a SEQUENCE (root, then extension additions) or alternative of a CHOICE.
    struct Component: Sendable {
        let name: String
        /// `name`'s UTF-8 (appended to the dotted path).
        let pathText: [UInt8]
        let tshark: String
        let type: Int
        /// When `type` is a SEQUENCE OF whose items are named after the component that holds it
        /// (`<component>_item`): that name and its tshark name.
        let item: ItemName?
    }

    /// The name of a SEQUENCE OF's items and its tshark name.
    struct ItemName: Sendable {
        let raw: String
        let tshark: String
    }

    /// Per type id: its components or alternatives (empty for other kinds).
    let components: [[Component]]
    /// Every type's components in one array (type by type, in `components` order), its fields
    /// apart, so that a walk passes a component as an index and reads a field without copying
    /// the others: `componentStart[type] + k` is `components[type][k]`.
    let componentStart: [Int]
    let componentType: [Int]
    let componentTshark: [String]
    let componentPath: [[UInt8]]
    let componentItem: [ItemName?]
    /// Per type id: the element type of a SEQUENCE OF, else -1.
    let element: [Int]
    /// Per type id: the items' name when it does not depend on the holder (the element's or the
    /// list's type reference), nil otherwise.
    let fixedItem: [ItemName?]
    /// Per type id: the type's name and its tshark name (an open type's value is named by its type).
    let typeName: [String]
    let typeTshark: [String]
    /// Type name → type id (the schema's).
    let typeIDs: [String: Int]
    /// Whether an OCTET STRING named after the component (flat index) or the type (id) is an
    /// RRC container (``F1APRRCContainers/isContainerName(_:)``).
    let componentNamesContainer: [Bool]
    let typeNamesContainer: [Bool]

    init(prefix: String, schema: ASN1Schema) {
        self.prefix = prefix
        let naming = ASN1FieldNaming(schema: schema)
        self.naming = naming
        var names: [String: String] = [:]
        func add(_ name: String) {
            if names[name] == nil { names[name] = prefix + name.replacingHyphens() }
        }
        for node in schema.nodes {
            add(node.name)
            switch node.kind {
            case .sequence(let s):
                for c in s.root { add(c.name) }
                for a in s.additions { for c in a.components { add(c.name) } }
            case .choice(let c):
                for a in c.root + c.additions { add(a.name) }
            default:
                break
            }
        }
        self.names = names
        func tshark(_ name: String) -> String { names[name] ?? prefix + name.replacingHyphens() }

        element = schema.nodes.indices.map { naming.element($0) ?? -1 }
        fixedItem = schema.nodes.indices.map { id -> ItemName? in
            // with an empty holder, a holder-dependent name is "_item" (a type reference is never empty)
            guard let raw = naming.itemName(list: id, holder: ""), raw != "_item" else { return nil }
            return ItemName(raw: raw, tshark: tshark(raw))
        }
        typeName = schema.nodes.map(\.name)
        typeTshark = schema.nodes.map { tshark($0.name) }
        typeIDs = schema.namedTypes
        let fixedItem = self.fixedItem
        components = schema.nodes.map { node -> [Component] in
            let list: [ASN1Component]
            switch node.kind {
            case .sequence(let s): list = s.root + s.additions.flatMap(\.components)
            case .choice(let c): list = c.root + c.additions
            default: return []
            }
            return list.map { c in
                var item: ItemName?
                if naming.element(c.type) != nil, fixedItem[c.type] == nil, let raw = naming.itemName(list: c.type, holder: c.name) {
                    item = ItemName(raw: raw, tshark: tshark(raw))
                }
                return Component(name: c.name, pathText: Array(c.name.utf8), tshark: tshark(c.name), type: c.type, item: item)
            }
        }
        var start: [Int] = []
        var total = 0
        for list in components {
            start.append(total)
            total += list.count
        }
        componentStart = start
        let all = components.flatMap { $0 }
        componentType = all.map(\.type)
        componentTshark = all.map(\.tshark)
        componentPath = all.map(\.pathText)
        componentItem = all.map(\.item)
        func isContainer(_ name: String) -> Bool { F1APRRCContainers.isContainerName(name) }
        componentNamesContainer = all.map { isContainer($0.name) }
        typeNamesContainer = schema.nodes.map { isContainer($0.name) }
    }

    /// The index in `components[type]` of the component `name`, searched from `start` on (the
    /// components of a SEQUENCE value come in schema order), then from the start; nil when absent.
    /// The index in the flat component arrays of the component `name` of `type` (nil when absent).
    func flatComponentIndex(_ type: Int, _ name: String, from start: Int) -> Int? {
        componentIndex(type, name, from: start).map { componentStart[type] + $0 }
    }

    func componentIndex(_ type: Int, _ name: String, from start: Int) -> Int? {
        guard type >= 0, type < components.count else { return nil }
        return components[type].withUnsafeBufferPointer { list -> Int? in
            var i = start
            while i < list.count {
                if list[i].name == name { return i }
                i += 1
            }
            i = 0
            while i < min(start, list.count) {
                if list[i].name == name { return i }
                i += 1
            }
            return nil
        }
    }

    /// F1AP (TS 38.473) leaves: `f1ap.` names.
    static let f1ap = TsharkNameTable(prefix: "f1ap.", schema: F1AP.schema)
    /// The NR RRC (TS 38.331) leaves of F1AP's RRC containers: `nr-rrc.` names.
    static let nrRRC = TsharkNameTable(prefix: F1APRRCFields.prefix, schema: NRRRC.schema)
}
