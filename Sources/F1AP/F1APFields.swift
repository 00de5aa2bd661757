import ASN1PER
import WireCore

/// The fields `F1APDecodeResult.appendFields` emits, derived from the compiled schema the way
/// Wireshark's asn2wrs generates its `hf` entries from the ASN.1 modules (TS 38.473 §9.4):
///
/// - `f1ap.F1AP_PDU` and `f1ap.message`, the PDU's alternative and message name;
/// - `f1ap.<name>` for every value that is a leaf (INTEGER, ENUMERATED, BIT / OCTET STRING,
///   character string, BOOLEAN, NULL, OBJECT IDENTIFIER), named by its SEQUENCE component, CHOICE
///   alternative or, for an IE value, its type (hyphens become underscores, as in tshark:
///   `f1ap.gNB_DU_ID`, `f1ap.GNB_CU_UE_F1AP_ID`); the items of a SEQUENCE OF are named as asn2wrs
///   names them (``ASN1FieldNaming``: `f1ap.NID` for the items of `availableNIDList`, `<list>_item`
///   for a built-in element type); an open type whose type is unknown is the bytes
///   under its component's name, an unknown extension is `f1ap._ext#`;
/// - `f1ap.asn1.<path>`, the dotted path of every leaf from the PDU down (alternatives and
///   components by name, SEQUENCE OF items numbered from 0), checked against the schema's
///   structure rather than listed.
public enum F1APFields {
    static let clause = "TS 38.473 §9.4"

    public static let protocolName = FieldSpec.protocolName("f1ap", "F1 Application Protocol (gNB-CU ↔ gNB-DU)", clause: "TS 38.473")
    public static let pdu = FieldSpec(
        "f1ap.F1AP_PDU", .enumerated, "The PDU's alternative: initiatingMessage, successfulOutcome or unsuccessfulOutcome",
        clause: "TS 38.473 §9.4.3")
    public static let message = FieldSpec(
        "f1ap.message", .string, "The elementary procedure message (F1SetupRequest, UEContextSetupResponse…)", clause: "TS 38.473 §9.2")
    public static let unknownExtension = FieldSpec(
        "f1ap._ext#", .bytes, "An extension addition or alternative the schema does not know, as its open-type octets")
    static let pathRoot = "f1ap.asn1"

    /// The fields of the committed schema (built on first use).
    public static let registry: FieldRegistry = registry(for: F1AP.schema)

    /// The fields decoding with `schema` produces.
    public static func registry(for schema: ASN1Schema) -> FieldRegistry {
        let derivation = SchemaFieldDerivation(schema: schema)
        return FieldRegistry(
            [protocolName, pdu, message, unknownExtension] + derivation.leafSpecs(prefix: "f1ap.", clause: clause),
            subtrees: [derivation.pathSubtree(root: pathRoot, clause: clause)] + F1APRRCFields.subtrees)
    }
}

/// Walks a compiled schema as `FieldWalker` walks a decoded value, to name every field a value
/// of the PDU type can produce.
struct SchemaFieldDerivation: Sendable {
    let schema: ASN1Schema
    let pduType: Int?
    /// Every type an object set names (the candidates of an open type without a table).
    let objectSetTypes: [Int]

    init(schema: ASN1Schema) {
        self.schema = schema
        pduType = schema.typeID(F1AP.pduTypeName)
        var seen = Set<Int>()
        var types: [Int] = []
        for set in schema.objectSets {
            for object in set.objects {
                for field in object.fields.values {
                    if case .type(let t) = field, seen.insert(t).inserted { types.append(t) }
                }
            }
        }
        objectSetTypes = types
    }

    /// The kind of value a leaf of type `id` has; nil for SEQUENCE, CHOICE, SEQUENCE OF and
    /// REAL (which the decoder does not produce).
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

    /// Width of a leaf's value when the type fixes it.
    func leafBits(_ id: Int) -> Int? {
        switch schema.node(id).kind {
        case .boolean: 1
        case .bitString(let size) where size.upper == size.lower && !size.extensible: size.lower
        case .octetString(let size) where size.upper == size.lower && !size.extensible: size.lower * 8
        default: nil
        }
    }

    /// The ASN.1 text of a leaf type for descriptions: `INTEGER (0..4294967295)`, or
    /// `GNB-CU-UE-F1AP-ID ::= INTEGER (0..4294967295)` for a named type.
    func typeText(_ id: Int) -> String {
        let node = schema.node(id)
        let builtIn: String
        switch node.kind {
        case .boolean: builtIn = "BOOLEAN"
        case .null: builtIn = "NULL"
        case .real: builtIn = "REAL"
        case .objectIdentifier: builtIn = "OBJECT IDENTIFIER"
        case .integer(let b):
            let range = b.lower == nil && b.upper == nil ? "" : " (\(b.lower.map(String.init) ?? "MIN")..\(b.upper.map(String.init) ?? "MAX")\(b.extensible ? ", ..." : ""))"
            builtIn = "INTEGER" + range
        case .enumerated(let root, let additions):
            let names = root + (additions ?? [])
            let shown = names.prefix(6).joined(separator: ", ") + (names.count > 6 ? ", …" : "")
            builtIn = "ENUMERATED {\(shown)\(additions != nil && names.count <= 6 ? ", ..." : "")}"
        case .bitString(let size): builtIn = "BIT STRING" + Self.sizeText(size)
        case .octetString(let size): builtIn = "OCTET STRING" + Self.sizeText(size)
        case .knownMultiplierString(let name, let size, _): builtIn = name + Self.sizeText(size)
        case .unrestrictedString(let name): builtIn = name
        case .sequence: builtIn = "SEQUENCE"
        case .choice: builtIn = "CHOICE"
        case .sequenceOf(let element, _): builtIn = "SEQUENCE OF " + typeText(element)
        case .openType: builtIn = "open type (unknown IE or procedure: its octets)"
        }
        let anonymous = node.name.isEmpty || node.name == builtIn || builtIn.hasPrefix(node.name + " ")
            || ["INTEGER", "ENUMERATED", "BIT STRING", "OCTET STRING", "BOOLEAN", "NULL"].contains(node.name)
        return anonymous ? builtIn : "\(node.name) ::= \(builtIn)"
    }

    static func sizeText(_ size: ASN1SizeBounds) -> String {
        if size.lower == 0 && size.upper == nil { return "" }
        let upper = size.upper.map(String.init) ?? "MAX"
        let range = size.upper == size.lower ? upper : "\(size.lower)..\(upper)"
        return " (SIZE (\(range)\(size.extensible ? ", ..." : "")))"
    }

    /// The leaf types under a name: a leaf itself, or the leaves of a SEQUENCE OF.
    func leafTypes(_ id: Int, depth: Int = 0) -> [Int] {
        if case .sequenceOf(let element, _) = schema.node(id).kind {
            return depth < 8 ? leafTypes(element, depth: depth + 1) : []
        }
        return leafType(id) == nil ? [] : [id]
    }

    /// Components of a SEQUENCE (root and extension additions) or alternatives of a CHOICE.
    func children(_ id: Int) -> [ASN1Component] {
        switch schema.node(id).kind {
        case .sequence(let s): s.root + s.additions.flatMap(\.components)
        case .choice(let c): c.root + c.additions
        default: []
        }
    }

    /// `f1ap.<name>` for every leaf: components and alternatives by name, IE values by type.
    func leafSpecs(prefix: String, clause: String) -> [FieldSpec] {
        // name → (type, the ASN.1 identifier and type id first seen with that type)
        var found: [String: [(type: FieldType, identifier: String, id: Int)]] = [:]
        var order: [String] = []
        let naming = ASN1FieldNaming(schema: schema)
        func add(_ rawName: String, _ typeID: Int, depth: Int = 0) {
            // the items of a SEQUENCE OF are named as asn2wrs names them
            if let element = naming.element(typeID) {
                if depth < 8, let item = naming.itemName(list: typeID, holder: rawName) { add(item, element, depth: depth + 1) }
                return
            }
            let name = prefix + rawName.replacingHyphens()
            for leaf in leafTypes(typeID) {
                guard let type = leafType(leaf) else { continue }
                if found[name] == nil { order.append(name) }
                if !(found[name] ?? []).contains(where: { $0.type == type }) { found[name, default: []].append((type, rawName, leaf)) }
            }
        }
        for id in schema.nodes.indices {
            for component in children(id) {
                // A resolved open type takes its value's type name; unresolved, it is bytes under the component's.
                add(component.name, component.type)
            }
        }
        for type in objectSetTypes { add(schema.node(type).name, type) }
        var specs: [FieldSpec] = []
        for name in order {
            for (type, identifier, id) in found[name] ?? [] {
                let text = typeText(id)
                // An IE value is named by its type: say the type once.
                let description = text.hasPrefix(identifier + " ::= ") ? text : "\(identifier): \(text)"
                specs.append(FieldSpec(name, type, bits: leafBits(id), description, clause: clause))
            }
        }
        return specs
    }

    /// The `f1ap.asn1.…` paths: each component must be one the schema allows at that point.
    func pathSubtree(root: String, clause: String) -> FieldSubtree {
        let spec = FieldSpec.protocolName(
            root,
            "Dotted ASN.1 path of every decoded value: \(root).<alternative>.<component>…, SEQUENCE OF items numbered from 0; checked against the schema",
            clause: clause)
        let derivation = self
        return FieldSubtree(spec) { components in derivation.resolve(components) }
    }

    /// Follows `components` from the PDU type through the schema, keeping every type a
    /// component can have (an open type may hold any type of its object set).
    func resolve(_ components: [Substring]) -> FieldSubtreeLookup {
        guard let pduType else { return .unknown(index: 0, candidates: []) }
        var states: [Int] = [pduType]
        var unknownExtensionLeaf = false
        for (index, component) in components.enumerated() {
            if unknownExtensionLeaf { return .unknown(index: index, candidates: []) }
            var next = Set<Int>()
            if !component.isEmpty, component.allSatisfy(Self.isDigit) {
                for state in states {
                    if case .sequenceOf(let element, _) = schema.node(state).kind { next.formUnion(expand(element, table: nil)) }
                }
            } else if component.hasPrefix("_ext"), component.count > 4, component.dropFirst(4).allSatisfy(Self.isDigit) {
                unknownExtensionLeaf = states.contains { state in
                    switch schema.node(state).kind {
                    case .sequence(let s): s.extensible
                    case .choice(let c): c.extensible
                    default: false
                    }
                }
            } else {
                for state in states {
                    for child in children(state) where child.name == component {
                        next.formUnion(expand(child.type, table: child.table))
                    }
                }
            }
            if next.isEmpty && !unknownExtensionLeaf {
                return .unknown(index: index, candidates: candidates(states))
            }
            states = next.sorted()
        }
        if unknownExtensionLeaf { return .known(types: [.bytes]) }
        var types: [FieldType] = []
        for state in states {
            if let type = leafType(state), !types.contains(type) { types.append(type) }
        }
        return .known(types: types)
    }

    static func isDigit(_ c: Character) -> Bool { c >= "0" && c <= "9" }

    /// A type and, for an open type, every type it may hold (from its table, else any type an
    /// object set names).
    func expand(_ id: Int, table: ASN1TableReference?) -> [Int] {
        guard case .openType = schema.node(id).kind else { return [id] }
        guard let table, table.objectSet >= 0, table.objectSet < schema.objectSets.count else { return [id] + objectSetTypes }
        return [id] + schema.objectSets[table.objectSet].objects.compactMap { $0.type(table.field) }
    }

    /// The components the schema allows after `states`.
    func candidates(_ states: [Int]) -> [String] {
        var names: [String] = []
        for state in states {
            if case .sequenceOf = schema.node(state).kind, !names.contains("0") { names.append("0") }
            for child in children(state) where !names.contains(child.name) { names.append(child.name) }
        }
        return names
    }
}
