import ASN1PER
import WireCore

/// The fields `decode --json` emits for E1AP, E2AP and NGAP, named as tshark's asn2wrs-generated
/// dissectors name them (`tshark -G fields`): `<proto>.procedureCode`, `<proto>.criticality`,
/// `<proto>.id` for every ProtocolIE-ID and extension id at any depth (in order), and
/// `<proto>.<name>` for every other leaf, named by its SEQUENCE component or CHOICE alternative
/// or, for an IE value, by its type with hyphens as underscores (`ngap.AMF_UE_NGAP_ID`,
/// `e2ap.ricRequestorID`), the items of a SEQUENCE OF as asn2wrs names them (``ASN1FieldNaming``:
/// `ngap.TAC` for the items of `allowedTACs`, `<list>_item` for a built-in element type); plus
/// `<proto>.pdu` (the PDU's alternative) and `<proto>.message`.
public enum APFields {
    /// Appends the fields of one decoded message.
    /// - Parameter pruning: pass over the values that cannot hold a field a custom rule reads
    ///   (``APFieldSelection``); the fields built are then a subset, in the same order.
    static func append(_ m: APMessage, proto: APProtocol, to list: inout FieldList, pruning: APFieldPruning? = nil) {
        let prefix = proto.fieldPrefix + "."
        list.append(prefix + "pdu", .string(m.kind.rawValue))
        list.append(prefix + "message", .string(m.messageName))
        // OCTET STRING (CONTAINING T) values decoded (X.682 11): T's leaves follow the octets
        let schema = proto.schema
        let expanded = schema.containedTypes.isEmpty || pruning?.needsContents == false
            ? nil : schema.typeID(proto.pduTypeName).map { schema.expandingContents(m.value, typeID: $0, aligned: true) }
        let naming: ASN1FieldNaming? = naming(proto)
        let root = naming?.named(proto.pduTypeName)
        walk(m.value, expanded: expanded, prefix: prefix, leafName: nil, naming: naming, type: root, depth: 0, into: &list,
             pruning: pruning?.below(typeNamed: root))
    }

    /// The types each protocol's walk follows, and its SEQUENCE OF item names, made on first use
    /// (only that protocol's schema is loaded).
    static func naming(_ p: APProtocol) -> ASN1FieldNaming {
        switch p {
        case .e1ap: e1apNaming
        case .e2ap: e2apNaming
        case .ngap: ngapNaming
        }
    }
    private static let e1apNaming = ASN1FieldNaming(schema: APProtocol.e1ap.schema)
    private static let e2apNaming = ASN1FieldNaming(schema: APProtocol.e2ap.schema)
    private static let ngapNaming = ASN1FieldNaming(schema: APProtocol.ngap.schema)
    /// The same for the E2SM payloads (dissected as `e2ap.` fields).
    static let e2smNamings: [E2SM: ASN1FieldNaming] = Dictionary(uniqueKeysWithValues: E2SM.allCases.map { ($0, ASN1FieldNaming(schema: $0.schema)) })

    static func leaf(_ v: ASN1Value) -> FieldValue? {
        switch v {
        case .integer(let i): i >= 0 ? .unsigned(UInt64(i)) : .signed(i)
        case .boolean(let b): .bool(b)
        case .enumerated(_, let n): .string(n)
        case .bitString(let bytes, _): .bytes(bytes)
        case .octetString(let b), .rawOpenType(let b), .unknownExtension(let b): .bytes(b)
        case .string(let s): .string(s)
        case .objectIdentifier(let arcs): .string(arcs.map(String.init).joined(separator: "."))
        case .null: .string("NULL")
        default: nil
        }
    }

    /// tshark's field name of an ASN.1 name: hyphens (and the space of an anonymous
    /// `OCTET STRING` / `BIT STRING`) as underscores.
    static func name(_ prefix: String, _ s: String) -> String {
        // ASN.1 names are ASCII: most have no hyphen or space and are appended as they are
        guard s.utf8.contains(where: { $0 == 0x2D || $0 == 0x20 }) else { return prefix + s }
        return prefix + String(decoding: s.utf8.map { $0 == 0x2D || $0 == 0x20 ? 0x5F : $0 }, as: UTF8.self)
    }

    /// The name of an open type's value of an anonymous type in an object set (`TYPE OCTET
    /// STRING (CONTAINING T)`): asn2wrs names it `T_OCTET_STRING`.
    static func anonymousContainerName(_ typeName: String, contained: String) -> String { contained + "_" + typeName }

    static func walk(_ v: ASN1Value, prefix: String, leafName: String?, naming: ASN1FieldNaming? = nil, type: Int? = nil, depth: Int, into list: inout FieldList) {
        walk(v, expanded: nil, prefix: prefix, leafName: leafName, naming: naming, type: type, depth: depth, into: &list)
    }

    /// The leaves of `v`; `expanded` is `v` with its contents-constrained OCTET STRINGs decoded
    /// (``ASN1Schema/expandingContents(_:typeID:aligned:)``, same shape otherwise), whose
    /// decoded values are walked right after their octets. `type` is `v`'s type in `naming`'s
    /// schema when known: the items of a SEQUENCE OF are then named as asn2wrs names them
    /// (``ASN1FieldNaming/itemName(list:holder:)``), else after the list.
    static func walk(_ v: ASN1Value, expanded e: ASN1Value?, prefix: String, leafName: String?, naming: ASN1FieldNaming? = nil, type: Int? = nil,
                     depth: Int, into list: inout FieldList, pruning: APFieldPruning? = nil) {
        guard depth < 64 else { return }
        if let pruning, !pruning.mayHold(v, type: type) { return }
        if let f = leaf(v) {
            if let leafName {
                // an unknown extension or open type keeps its component's name, as bytes
                if case .unknownExtension = v {
                    if pruning == nil { list.append(prefix + "_ext#", f) }
                } else if pruning?.selects(leaf: leafName) ?? true {
                    list.append(name(prefix, leafName), f)
                }
                if case .octetString = v, case .openType(let t, let inner)? = e {
                    let contained = naming?.named(t)
                    walk(inner, expanded: inner, prefix: prefix, leafName: t, naming: naming, type: contained, depth: depth + 1, into: &list,
                         pruning: pruning?.below(typeNamed: contained))
                }
            }
            return
        }
        switch v {
        case .openType(let typeName, let inner):
            var innerE: ASN1Value?
            if case .openType(_, let x)? = e { innerE = x }
            var leaf = typeName
            if case .octetString = inner, case .openType(let t, _)? = innerE, typeName.contains(" ") {
                leaf = anonymousContainerName(typeName, contained: t)
            }
            let held = naming?.named(typeName)
            walk(inner, expanded: innerE, prefix: prefix, leafName: leaf, naming: naming, type: held, depth: depth + 1, into: &list,
                 pruning: pruning?.below(typeNamed: held))
        case .choice(let n, let inner):
            var innerE: ASN1Value?
            if case .choice(_, let x)? = e { innerE = x }
            walk(inner, expanded: innerE, prefix: prefix, leafName: n, naming: naming, type: naming?.child(type, n), depth: depth + 1, into: &list, pruning: pruning)
        case .sequenceOf(let items):
            var itemsE: [ASN1Value]?
            if case .sequenceOf(let x)? = e, x.count == items.count { itemsE = x }
            let element = naming?.element(type)
            var itemName = leafName
            if let type, let leafName, let n = naming?.itemName(list: type, holder: leafName) { itemName = n }
            for (i, item) in items.enumerated() {
                walk(item, expanded: itemsE?[i], prefix: prefix, leafName: itemName, naming: naming, type: element, depth: depth + 1, into: &list, pruning: pruning)
            }
        case .sequence(let parts):
            var partsE: [ASN1NamedValue]?
            if case .sequence(let x)? = e, x.count == parts.count { partsE = x }
            for (i, p) in parts.enumerated() {
                walk(p.value, expanded: partsE?[i].value, prefix: prefix, leafName: p.name, naming: naming, type: naming?.child(type, p.name), depth: depth + 1, into: &list, pruning: pruning)
            }
        default: break
        }
    }

    /// The fields decoding with the committed schemas produces, one registry per protocol.
    public static func registry(_ p: APProtocol) -> FieldRegistry {
        let prefix = p.fieldPrefix + "."
        let d = APFieldDerivation(schema: p.schema)
        let base = [
            FieldSpec.protocolName(p.fieldPrefix, "\(p.displayName) (\(p.specName))", clause: p.specName),
            FieldSpec(prefix + "pdu", .enumerated, "The PDU's alternative: initiatingMessage, successfulOutcome or unsuccessfulOutcome", clause: p.specName + " §9.4.3"),
            FieldSpec(prefix + "message", .string, "The elementary procedure message", clause: p.specName + " §9.2"),
            FieldSpec(prefix + "_ext#", .bytes, "An extension addition or alternative the schema does not know, as its open-type octets"),
        ]
        var specs = base + d.leafSpecs(prefix: prefix, clause: p.specName + " §9")
        if p == .e2ap {
            // the E2SM-KPM / E2SM-RC payloads are dissected as e2ap fields, as tshark does
            var known = Set(specs.map { "\($0.name) \($0.type.rawValue)" })
            for model in E2SM.allCases {
                let clause = model == .kpm ? "O-RAN.WG3.E2SM-KPM" : "O-RAN.WG3.E2SM-RC"
                for spec in APFieldDerivation(schema: model.schema).leafSpecs(prefix: prefix, clause: clause)
                where known.insert("\(spec.name) \(spec.type.rawValue)").inserted {
                    specs.append(spec)
                }
            }
        }
        return FieldRegistry(specs)
    }

    /// Each protocol's registry, derived once from its schema on first use (only that protocol's
    /// schema is loaded: a custom rule over `ngap.` fields checks its names without E1AP's and
    /// E2AP's).
    public static func registry(of p: APProtocol) -> FieldRegistry {
        switch p {
        case .e1ap: e1apRegistry
        case .e2ap: e2apRegistry
        case .ngap: ngapRegistry
        }
    }
    private static let e1apRegistry = registry(.e1ap)
    private static let e2apRegistry = registry(.e2ap)
    private static let ngapRegistry = registry(.ngap)

    /// E1AP, E2AP and NGAP merged.
    public static let registry = FieldRegistry(merging: APProtocol.allCases.map(registry(of:)))
}

extension APProtocol {
    /// The specification the protocol's clauses refer to.
    public var specName: String {
        switch self {
        case .e1ap: "TS 37.483"
        case .e2ap: "O-RAN.WG3.E2AP"
        case .ngap: "TS 38.413"
        }
    }
}

/// Names every leaf a value of the schema can produce, as ``APFields`` names them.
struct APFieldDerivation {
    let schema: ASN1Schema

    func leafType(_ id: Int) -> FieldType? {
        switch schema.node(id).kind {
        case .boolean: .boolean
        case .null, .objectIdentifier, .knownMultiplierString, .unrestrictedString: .string
        case .integer(let bounds): (bounds.lower ?? -1) >= 0 ? .unsigned : .signed
        case .enumerated: .enumerated
        case .bitString, .octetString, .openType: .bytes
        case .real, .sequence, .choice, .sequenceOf: nil
        }
    }

    func leafTypes(_ id: Int, depth: Int = 0) -> [Int] {
        if case .sequenceOf(let element, _) = schema.node(id).kind { return depth < 8 ? leafTypes(element, depth: depth + 1) : [] }
        return leafType(id) == nil ? [] : [id]
    }

    func children(_ id: Int) -> [ASN1Component] {
        switch schema.node(id).kind {
        case .sequence(let s): s.root + s.additions.flatMap(\.components)
        case .choice(let c): c.root + c.additions
        default: []
        }
    }

    func leafSpecs(prefix: String, clause: String) -> [FieldSpec] {
        var found: [String: [FieldType]] = [:]
        var order: [String] = []
        let naming = ASN1FieldNaming(schema: schema)
        func add(_ rawName: String, _ typeID: Int, depth: Int = 0) {
            // the items of a SEQUENCE OF are named as asn2wrs names them
            if let element = naming.element(typeID) {
                if depth < 8, let item = naming.itemName(list: typeID, holder: rawName) { add(item, element, depth: depth + 1) }
                return
            }
            let name = APFields.name(prefix, rawName)
            for leaf in leafTypes(typeID) {
                guard let type = leafType(leaf) else { continue }
                if found[name] == nil { order.append(name) }
                if !(found[name] ?? []).contains(type) { found[name, default: []].append(type) }
            }
        }
        for id in schema.nodes.indices {
            for component in children(id) { add(component.name, component.type) }
        }
        for set in schema.objectSets {
            for object in set.objects {
                for field in object.fields.values {
                    guard case .type(let t) = field else { continue }
                    if let c = schema.containedTypes[t], schema.node(t).name.contains(" ") {
                        add(APFields.anonymousContainerName(schema.node(t).name, contained: schema.node(c).name), t)
                    } else {
                        add(schema.node(t).name, t)
                    }
                }
            }
        }
        return order.flatMap { name in (found[name] ?? []).map { FieldSpec(name, $0, "\(name.dropFirst(prefix.count)) (ASN.1)", clause: clause) } }
    }
}
