import ASN1PER
import NRRRC
import WireCore

/// UE join evidence and message names of the RRC containers of an F1AP PDU, read off an
/// UNALIGNED PER scan of each container (``ASN1Schema/scanUPER(_:typeID:baseBitOffset:)``): no RRC
/// value tree is built and only the NAS octets are decoded.
///
/// The result is the one a walk of each container's decoded value
/// (``F1APRRCContainers/decode(_:value:)``, contents constraints expanded) gives, in the same
/// order: every OCTET STRING component named `dedicatedNAS-Message` or `nAS-PDU` and every item
/// of a `dedicatedNAS-MessageList` (TS 38.331 §6.2.2: DLInformationTransfer, ULInformationTransfer,
/// RRCSetupComplete, RRCReconfiguration), no deeper than `maximumDepth` levels. Where a scan
/// cannot tell the same answer without the value (an OCTET STRING (CONTAINING T) whose T could
/// carry such evidence or that is itself named as NAS, a SEQUENCE with GTP tunnel components, an
/// open type), ``evidence(_:maximumDepth:)`` returns nil and the caller takes the value walk.
public enum F1APRRCJoinEvidence {
    /// The join evidence of every RRC container of `result`'s message, containers in order;
    /// nil when one of them needs the value walk.
    public static func evidence(_ result: F1APDecodeResult, maximumDepth: Int) -> [F1APJoinEvidence]? {
        var out: [F1APJoinEvidence] = []
        for c in containers(result) {
            guard let rrc = c.rrc else { continue }
            guard evidence(rrc, type: c.type, maximumDepth: maximumDepth, into: &out) else { return nil }
        }
        return out
    }

    /// Appends the evidence of one RRC PDU of `type` (PDCP header and MAC-I removed) to `out`;
    /// false when the value walk is needed (also when the scan fails: the value walk then
    /// tells what the decode makes of the octets).
    static func evidence(_ rrc: ArraySlice<UInt8>, type: NRRRC.MessageType, maximumDepth: Int, into out: inout [F1APJoinEvidence]) -> Bool {
        guard let typeID = NRRRC.schema.typeID(type.rawValue) else { return true }
        // a message whose type can hold no evidence (an RRCReconfigurationComplete, a
        // SecurityModeComplete, an RRCSetup) has none, however the rest of it decodes
        if let message = messageType(rrc, root: typeID), message < facts.mayHold.count, !facts.mayHold[message] { return true }
        let scan = NRRRC.schema.scanUPER(rrc, typeID: typeID)
        guard scan.error == nil, let layout = scan.layout else { return false }
        return walk(layout, layout.addressable(rrc, baseBitOffset: 0), maximumDepth: maximumDepth, into: &out)
    }

    /// The message each RRC container of `result`'s message carries, as
    /// ``F1APRRCContainer/messageName`` names it (`rrcSetupRequest`; the container type's name
    /// when the container does not decode or is no logical-channel message).
    public static func messageNames(_ result: F1APDecodeResult) -> [String] {
        containers(result).map { c in c.rrc.map { messageName($0, type: c.type) } ?? c.type.rawValue }
    }

    /// The message one RRC PDU of `type` carries, as ``F1APRRCContainer/messageName`` names it.
    static func messageName(_ rrc: ArraySlice<UInt8>, type: NRRRC.MessageType) -> String {
        // a type without a `message` component names no message: not scanned
        guard let typeID = NRRRC.schema.typeID(type.rawValue), messageRoots.contains(typeID) else { return type.rawValue }
        let scan = NRRRC.schema.scanUPER(rrc, typeID: typeID)
        guard scan.error == nil, let layout = scan.layout else {
            // what the decode makes of octets the scan rejects
            return NRRRC.decode(rrc, as: type).value.flatMap(NRRRC.messageName) ?? type.rawValue
        }
        return messageName(layout) ?? type.rawValue
    }

    /// The type of the value a logical-channel message carries, read off its first bits: from
    /// `root`, through each SEQUENCE whose encoding starts with its only root component (no
    /// extension marker, no OPTIONAL or DEFAULT component: no preamble, X.691 19.2–19.3) and
    /// each CHOICE without an extension marker (its index in the fewest bits for the number of
    /// alternatives, UNALIGNED PER, X.691 23.6 and 11.5.6), to the first type of another kind
    /// (`UL-DCCH-Message` → `message` → `c1` → `RRCReconfigurationComplete`). Nil when the octets
    /// end first or an index names no alternative (the scan then tells what they hold).
    static func messageType(_ rrc: ArraySlice<UInt8>, root: Int) -> Int? {
        let nodes = NRRRC.schema.nodes
        var reader = BitReader(rrc)
        var id = root
        for _ in 0..<16 {
            guard id >= 0 && id < nodes.count else { return nil }
            switch nodes[id].kind {
            case .sequence(let s) where !s.extensible && s.root.count == 1 && !s.root[0].optional && s.root[0].defaultValue == nil:
                id = s.root[0].type
            case .choice(let c) where !c.extensible && !c.root.isEmpty:
                let count = UInt64(c.root.count)
                let width = count == 1 ? 0 : 64 - (count - 1).leadingZeroBitCount
                guard let index = width == 0 ? 0 : reader.readBits(width), index < count else { return nil }
                id = c.root[Int(index)].type
            default:
                return id
            }
        }
        return nil
    }

    /// The container types whose root is a SEQUENCE with a `message` component (the
    /// logical-channel messages, TS 38.331 §6.2.1).
    static let messageRoots: Set<Int> = Set(NRRRC.MessageType.allCases.compactMap { type in
        guard let id = NRRRC.schema.typeID(type.rawValue), case .sequence(let s) = NRRRC.schema.nodes[id].kind,
              (s.root + s.additions.flatMap(\.components)).contains(where: { $0.name == "message" }) else { return nil }
        return id
    })

    /// ``NRRRC/messageName(_:)`` read off a layout: the innermost CHOICE alternative under the
    /// root SEQUENCE's `message` component.
    static func messageName(_ layout: APERLayout) -> String? {
        let nodes = NRRRC.schema.nodes
        let root = layout.type(0)
        guard root >= 0 && root < nodes.count, case .sequence = nodes[root].kind, var e = layout.namedChild(0, "message") else { return nil }
        var name: String?
        while case let t = layout.type(e), t >= 0 && t < nodes.count, case .choice = nodes[t].kind, let alternative = layout.firstChild(e) {
            name = layout.name(alternative)
            e = alternative
        }
        return name
    }

    /// One container: its RRC type and the RRC PDU's octets (without the PDCP header and MAC-I on
    /// DCCH; nil when the octets cannot hold them, as the decode then gives no value).
    struct Container {
        var type: NRRRC.MessageType
        var rrc: ArraySlice<UInt8>?
    }

    /// The containers ``F1APRRCContainers/decode(_:value:)`` decodes, in the same order.
    static func containers(_ result: F1APDecodeResult) -> [Container] {
        guard let m = result.message else { return [] }
        let found = m.source.rrcContainerOctets()
        guard !found.isEmpty else { return [] }
        // the IE id before its name, the procedure code before the message name
        let srbID = m.source.catalog.srbID
        let srb = m.ies.first { $0.id == srbID && $0.name == "SRBID" }?.integerValue
        let code = m.procedureCode
        let uplink = (code == F1APProcedureCode.initialULRRCMessageTransfer || code == F1APProcedureCode.ulRRCMessageTransfer)
            && (m.messageName == "ULRRCMessageTransfer" || m.messageName == "InitialULRRCMessageTransfer")
        var out: [Container] = []
        for c in found {
            guard let type = F1APRRCContainers.containerType(name: c.name, message: m.messageName, srb: srb, uplink: uplink) else { continue }
            var rrc: ArraySlice<UInt8>? = c.bytes[...]
            if type == .dlDCCH || type == .ulDCCH {
                rrc = c.bytes.count >= PDCPSRBDataPDU.headerOctets + 1 + PDCPSRBDataPDU.macIOctets
                    ? c.bytes.dropFirst(PDCPSRBDataPDU.headerOctets).dropLast(PDCPSRBDataPDU.macIOctets) : nil
            }
            out.append(Container(type: type, rrc: rrc))
        }
        return out
    }

    /// What the NR RRC schema's types can hold, derived once: which are OCTET STRINGs, which
    /// contents-constrained ones could expand to evidence, which SEQUENCEs hold GTP tunnel components.
    struct SchemaFacts: Sendable {
        let octetString: [Bool]
        let sequenceOf: [Bool]
        /// OCTET STRING (CONTAINING T) types whose T may hold evidence.
        let unsafeContainer: [Bool]
        let containsOctets: [Bool]
        let tunnelSequence: [Bool]
        /// Types that may hold evidence in a value of theirs (``F1APJoinEvidenceReach/mayHold``).
        let mayHold: [Bool]
        /// The NAS component names (``F1APPDUSource/isNASComponentName(_:)``) of the schema's plan.
        let nasComponentNames: APERNameSet

        init(_ schema: ASN1Schema) {
            let n = schema.nodes.count
            let reach = F1APJoinEvidenceReach(schema)
            octetString = schema.nodes.map { if case .octetString = $0.kind { true } else { false } }
            sequenceOf = schema.nodes.map { if case .sequenceOf = $0.kind { true } else { false } }
            unsafeContainer = (0..<n).map { id in schema.containedTypes[id].map { $0 < 0 || $0 >= n || reach.mayHold[$0] } ?? false }
            containsOctets = (0..<n).map { schema.containedTypes[$0] != nil }
            tunnelSequence = reach.tunnelSequence
            mayHold = reach.mayHold
            nasComponentNames = APERNameSet(schema, F1APPDUSource.isNASComponentName)
        }
    }

    static let facts = SchemaFacts(NRRRC.schema)

    /// Loads what reading RRC containers needs (the NR RRC schema and the facts derived from it)
    /// now, rather than at the first container: a caller can do so on another thread while the
    /// F1AP schema loads. Idempotent; a use before the load ends waits for it.
    public static func loadSchema() { _ = facts }

    /// Appends the NAS evidence of one container's layout; false when the value walk is needed.
    static func walk(_ layout: APERLayout, _ bytes: ArraySlice<UInt8>, maximumDepth: Int, into out: inout [F1APJoinEvidence]) -> Bool {
        let facts = Self.facts
        // per entry: its depth (its ancestors) times two, plus one when the name a value walk
        // gives it is a NAS name (one array, filled in entry order: a parent comes first)
        var marks = [Int32](repeating: 0, count: layout.count)
        for e in 0..<layout.count {
            let parent = layout.parent(e)
            let depth = parent >= 0 ? Int(marks[parent] >> 1) + 1 : 0
            if layout.isOpenTypeValue(e) { return false }
            let t = layout.type(e)
            marks[e] = Int32(truncatingIfNeeded: depth << 1)
            guard t >= 0 && t < facts.octetString.count else { continue }
            // the root and a SEQUENCE OF item take the name they are reached under; only an
            // OCTET STRING's name or a list's (its items') can make evidence
            var nas = false
            if facts.octetString[t] || facts.sequenceOf[t] {
                nas = e == 0 || layout.isItem(e) ? (parent >= 0 && marks[parent] & 1 == 1) : layout.name(e, isIn: facts.nasComponentNames)
            }
            if nas { marks[e] |= 1 }
            guard depth < maximumDepth else { continue }
            if facts.tunnelSequence[t] { return false }
            if facts.containsOctets[t] && (nas || facts.unsafeContainer[t]) { return false }
            if nas && facts.octetString[t] {
                guard case .octetString(let b)? = NRRRC.schema.decodeUPERValue(bytes, baseBitOffset: 0, layout: layout, entry: e) else { return false }
                out.append(.nas(b))
            }
        }
        return true
    }
}

extension F1APPDUSource {
    /// The name and octets of each OCTET STRING ``rrcContainerCandidates()`` finds, in the same
    /// order, without the paths.
    func rrcContainerOctets() -> [(name: String, bytes: [UInt8])] {
        var found: [(name: String, bytes: [UInt8])] = []
        containerOctets(0, name: .root, depth: 0, layout: layout, into: &found)
        return found
    }

    /// The OCTET STRINGs of the walk of the layout from the root, in pre-order, no deeper than
    /// 63 levels below it (what the recursive walk reached): the entries are already in
    /// pre-order, so they are read in one pass, and the name is worked out only for an OCTET
    /// STRING (most entries are not), from its parents. An OCTET STRING's subtree is passed over.
    /// The layout is passed in, not read from `self` at each entry (a copy of it is a retain of
    /// each of its arrays). An entry whose end was never recorded (a decode that stopped) counts
    /// as one entry long.
    private func containerOctets(_ root: Int, name rootName: NameSource, depth rootDepth: Int, layout l: APERLayout, into found: inout [(name: String, bytes: [UInt8])]) {
        let end = max(l.next(root), root + 1)
        var entry = root
        while entry < end {
            guard catalog.shape(l.type(entry)) == .octetString else {
                entry += 1
                continue
            }
            let after = max(l.next(entry), entry + 1)
            // its depth below the root, and the entry its name comes from (an item and the root
            // go by the name they are reached under)
            var depth = rootDepth
            var up = entry
            while up != root && up >= 0 {
                depth += 1
                up = l.parent(up)
            }
            if depth < 64 {
                var named = entry
                while named != root && !l.isOpenTypeValue(named) && l.isItem(named) { named = l.parent(named) }
                let name: NameSource = l.isOpenTypeValue(named) ? .typeName(named) : named == root ? rootName : .component(named)
                if name.isRRCContainerName(self, l), let b = octets(at: entry) {
                    found.append((name.text(self), b))
                }
            }
            entry = after
        }
    }

    /// The entry whose name a layout entry goes by in the container walk, resolved to a string
    /// only where one is compared (the walk visits every entry; few are OCTET STRINGs).
    enum NameSource {
        /// The name of the walk's root: empty.
        case root
        /// An open type's value: named by its type.
        case typeName(Int)
        /// A component or alternative: its own name.
        case component(Int)

        /// ``F1APRRCContainers/isContainerName(_:)`` of ``text(_:)``, read off the catalog's flags.
        func isRRCContainerName(_ source: F1APPDUSource, _ l: APERLayout) -> Bool {
            switch self {
            case .root: F1APRRCContainers.isContainerName("")
            case .typeName(let entry): source.catalog.isRRCContainerType(l.type(entry))
            case .component(let entry): l.name(entry, isIn: source.catalog.rrcContainerComponentNames)
            }
        }

        func text(_ source: F1APPDUSource) -> String {
            switch self {
            case .root: ""
            case .typeName(let entry): source.catalog.typeNames[source.layout.type(entry)]
            case .component(let entry): source.layout.name(entry)
            }
        }
    }
}

/// Which types of a schema may hold UE join evidence (``F1APJoinEvidence``) in a value of theirs,
/// derived once per schema from the type graph (components, alternatives, list elements, the
/// types OCTET STRING contents constraints name, and for an open type constrained by a table
/// `{Set}{@key}` the types its object set gives that field, the only ones a decode resolves it
/// to): a type holds it when it has a component named as NAS (`dedicatedNAS-Message`, `nAS-PDU`,
/// `dedicatedNAS-MessageList`), is named as a NAS type (`NAS-PDU`, `DedicatedNAS-Message`), is a
/// SEQUENCE with GTP tunnel components (`transportLayerAddress` and `gTP-TEID`), or reaches such
/// a type; an open type itself counts as holding it (its value's own type is judged when the
/// walk reaches it). A walk may leave out the subtree of a value whose type holds none (unless
/// the value itself is reached under a NAS name).
struct F1APJoinEvidenceReach: Sendable {
    /// By type id.
    let mayHold: [Bool]
    let tunnelSequence: [Bool]

    init(_ schema: ASN1Schema) {
        let graph = Self.graph(schema)
        mayHold = Self.propagate(graph.holds, children: graph.children)
        tunnelSequence = graph.tunnel
    }

    /// The type graph: each type's children (components, alternatives, list element, the types a
    /// table-constrained open type's object set gives its field, the contained type), whether it
    /// holds evidence itself, and whether it is a GTP tunnel SEQUENCE.
    static func graph(_ schema: ASN1Schema) -> (holds: [Bool], tunnel: [Bool], children: [[Int]]) {
        let nodes = schema.nodes
        let objectSets = schema.objectSets
        let containedTypes = schema.containedTypes
        let n = nodes.count
        var tunnel = [Bool](repeating: false, count: n)
        var holds = [Bool](repeating: false, count: n)
        var children = [[Int]](repeating: [], count: n)
        for id in 0..<n {
            var edges: [Int] = []
            var address = false, teid = false, nas = false
            func visit(_ c: ASN1Component) {
                switch c.name.utf8.count {  // lengths first, as isNASComponentName compares
                case 21: if c.name == "transportLayerAddress" { address = true }
                case 8: if c.name == "gTP-TEID" { teid = true }
                default: break
                }
                if F1APPDUSource.isNASComponentName(c.name) { nas = true }
                // a table-constrained open type reaches the types of its object set's field
                if case .openType = nodes[c.type].kind, let t = c.table, t.objectSet >= 0, t.objectSet < objectSets.count {
                    for object in objectSets[t.objectSet].objects { if let type = object.type(t.field) { edges.append(type) } }
                } else {
                    edges.append(c.type)
                }
            }
            switch nodes[id].kind {
            case .sequence(let s):
                for c in s.root { visit(c) }
                for a in s.additions { for c in a.components { visit(c) } }
            case .choice(let c):
                for a in c.root { visit(a) }
                for a in c.additions { visit(a) }
            case .sequenceOf(let element, _): edges.append(element)
            case .openType: holds[id] = true
            default: break
            }
            if address && teid { tunnel[id] = true }
            if tunnel[id] || nas || F1APPDUSource.isNASTypeName(nodes[id].name) { holds[id] = true }
            if let t = containedTypes[id] { edges.append(t) }
            if !edges.isEmpty { children[id] = edges }
        }
        return (holds, tunnel, children)
    }

    /// A type reaching one that holds evidence (or a type outside the schema) holds it too: the
    /// least fixed point from `holds`, found from the holders up the reversed edges, each type once.
    static func propagate(_ seeds: [Bool], children: [[Int]]) -> [Bool] {
        var holds = seeds
        let n = holds.count
        // each type's parents, type after type in one array: `parents[first[c]..<first[c + 1]]`
        var first = [Int](repeating: 0, count: n + 1)
        for id in 0..<n { for c in children[id] where c >= 0 && c < n { first[c + 1] += 1 } }
        for c in 0..<n { first[c + 1] += first[c] }
        var parents = [Int](repeating: 0, count: first[n])
        var filled = first
        var pending: [Int] = []
        for id in 0..<n {
            for c in children[id] {
                if c < 0 || c >= n {
                    holds[id] = true
                } else {
                    parents[filled[c]] = id
                    filled[c] += 1
                }
            }
            if holds[id] { pending.append(id) }
        }
        while let id = pending.popLast() {
            for p in parents[first[id]..<first[id + 1]] where !holds[p] {
                holds[p] = true
                pending.append(p)
            }
        }
        return holds
    }
}
