/// A flat, reference-free copy of the schema for the decoder's hot path: plain structs in
/// contiguous arrays, so that walking the type graph costs no reference counting.
final class APERPlan: Sendable {
    enum Tag: UInt8 { case other, boolean, null, integer, enumerated, bitString, octetString, sequence, choice, sequenceOf }

    struct Node {
        var tag: Tag = .other
        var extensible = false
        var hasLower = false
        var hasUpper = false
        var lower: Int64 = 0
        var upper: Int64 = 0
        /// sequence: first component, component count; choice: root alternatives; enumerated:
        /// root names in `strings`; sequenceOf: element type in `start`.
        var start: Int32 = 0
        var count: Int32 = 0
        /// enumerated: extension names (start2, count2; count2 = -1 without `...`); choice:
        /// extension alternatives in `components`.
        var start2: Int32 = 0
        var count2: Int32 = -1
        var optionalCount: Int32 = 0
        var hasAdditions = false
    }

    struct Component {
        var type: Int32
        var optional: Bool
        /// Root index of the key component (`@id`) of a table-constrained open type, else -1.
        var key: Int32
        var lookup: Int32
        var name: Int32
        var isKey: Bool
    }

    let nodes: [Node]
    let components: [Component]
    let strings: [String]
    /// The name of each type, by type id (for rendering layout paths).
    let typeNames: [String]
    /// The schema's open-type tables (key value → type id) flattened: table `t` holds the keys
    /// `tableKeys[tableStart[t]..<tableStart[t + 1]]` in ascending order, and their type ids at
    /// the same indexes of `tableTypes` (a binary search instead of hashing on the hot path).
    let tableStart: [Int32]
    let tableKeys: [Int64]
    let tableTypes: [Int32]

    init(_ schemaNodes: [ASN1TypeNode], openTypeTables: [[Int64: Int]] = []) {
        typeNames = schemaNodes.map(\.name)
        var starts: [Int32] = [0]
        var keys: [Int64] = []
        var types: [Int32] = []
        for table in openTypeTables {
            for (k, t) in table.sorted(by: { $0.key < $1.key }) {
                keys.append(k)
                types.append(Int32(t))
            }
            starts.append(Int32(keys.count))
        }
        tableStart = starts
        tableKeys = keys
        tableTypes = types
        var nodes: [Node] = []
        nodes.reserveCapacity(schemaNodes.count)
        var components: [Component] = []
        var strings: [String] = []
        func addComponents(_ cs: [ASN1Component]) -> Int32 {
            let start = Int32(components.count)
            var keys = Set<Int>()
            for c in cs { if let t = c.table, let k = t.keyComponent { keys.insert(k) } }
            for (i, c) in cs.enumerated() {
                strings.append(c.name)
                var key: Int32 = -1
                var lookup: Int32 = -1
                if let t = c.table, let k = t.keyComponent, t.lookup >= 0, case .openType = schemaNodes[c.type].kind {
                    key = Int32(k)
                    lookup = Int32(t.lookup)
                }
                components.append(Component(type: Int32(c.type), optional: c.optional, key: key, lookup: lookup, name: Int32(strings.count - 1), isKey: keys.contains(i)))
            }
            return start
        }
        func size(_ n: inout Node, _ s: ASN1SizeBounds) {
            n.hasLower = true
            n.lower = Int64(s.lower)
            n.hasUpper = s.upper != nil
            n.upper = Int64(s.upper ?? 0)
            n.extensible = s.extensible
        }
        for node in schemaNodes {
            var n = Node()
            switch node.kind {
            case .boolean: n.tag = .boolean
            case .null: n.tag = .null
            case .integer(let b):
                n.tag = .integer
                n.hasLower = b.lower != nil
                n.lower = b.lower ?? 0
                n.hasUpper = b.upper != nil
                n.upper = b.upper ?? 0
                n.extensible = b.extensible
            case .enumerated(let root, let additions):
                n.tag = .enumerated
                n.start = Int32(strings.count)
                n.count = Int32(root.count)
                strings += root
                if let additions {
                    n.start2 = Int32(strings.count)
                    n.count2 = Int32(additions.count)
                    strings += additions
                }
            case .bitString(let s):
                n.tag = .bitString
                size(&n, s)
            case .octetString(let s):
                n.tag = .octetString
                size(&n, s)
            case .sequenceOf(let e, let s):
                n.tag = .sequenceOf
                size(&n, s)
                n.start = Int32(e)
            case .sequence(let s):
                n.tag = .sequence
                n.extensible = s.extensible
                n.start = addComponents(s.root)
                n.count = Int32(s.root.count)
                n.optionalCount = Int32(s.root.filter(\.optional).count)
                n.hasAdditions = !s.additions.isEmpty
            case .choice(let c):
                n.tag = .choice
                n.extensible = c.extensible
                n.start = addComponents(c.root)
                n.count = Int32(c.root.count)
            default:
                n.tag = .other
            }
            nodes.append(n)
        }
        self.nodes = nodes
        self.components = components
        self.strings = strings
    }

    /// The type id for `key` in open-type table `table`, if the table has it.
    @inline(__always) func openType(_ table: Int, _ key: Int64) -> Int? {
        guard table >= 0 && table + 1 < tableStart.count else { return nil }
        var lo = Int(tableStart[table])
        var hi = Int(tableStart[table + 1])
        while lo < hi {
            let mid = (lo + hi) >> 1
            let k = tableKeys[mid]
            if k == key { return Int(tableTypes[mid]) }
            if k < key { lo = mid + 1 } else { hi = mid }
        }
        return nil
    }
}
