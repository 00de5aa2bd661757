/// Builds elementary-procedure PDUs of a RAN application protocol whose messages are
/// ProtocolIE containers (F1AP, E1AP, NGAP, E2AP: the PDU shape of clause 9.4 of TS 38.473,
/// TS 37.483 and TS 38.413, and of O-RAN.WG3.E2AP §9) from its compiled schema, by message
/// name: the message's IEs in object-set order, the given values by IE value type name and
/// seeded random values for the other mandatory IEs. The IE list can be edited (left out,
/// repeated, reordered) before the PDU is encoded, to make faulty PDUs.
public struct ProtocolIEPDUBuilder {
    public let schema: ASN1Schema
    public let pduType: String
    let procedures: String
    var random: ASN1RandomValueGenerator

    /// - Parameters:
    ///   - pduType: the PDU's top-level type (`F1AP-PDU`, …).
    ///   - procedures: the object set of elementary procedures (`F1AP-ELEMENTARY-PROCEDURES`, …).
    public init(schema: ASN1Schema, pduType: String, procedures: String, seed: UInt64 = 1) {
        self.schema = schema
        self.pduType = pduType
        self.procedures = procedures
        random = ASN1RandomValueGenerator(schema: schema, seed: seed)
        random.optionalPercent = 0
        random.extensionPercent = 0
    }

    /// One ProtocolIE-Field: an empty `typeName` puts `value` in the field as is (e.g. a
    /// `.rawOpenType` for an IE the schema does not know).
    public struct IE {
        public var id: Int64
        public var criticality: String
        public var typeName: String
        public var value: ASN1Value
        public init(id: Int64, criticality: String, typeName: String, value: ASN1Value) {
            self.id = id
            self.criticality = criticality
            self.typeName = typeName
            self.value = value
        }
    }

    public static let criticalities = ["reject", "ignore", "notify"]

    /// The Criticality ENUMERATED value named `name` (ignore when unknown).
    public static func criticality(_ name: String) -> ASN1Value {
        .enumerated(index: criticalities.firstIndex(of: name) ?? 1, name: name)
    }

    /// A random value of `typeName` (nil when the schema has no such type).
    public mutating func randomValue(_ typeName: String) -> ASN1Value? {
        schema.typeID(typeName).flatMap { random.value($0, depth: 2) }
    }

    /// The IE objects of `message`'s protocolIEs (nil when it is not a ProtocolIE container).
    func ieObjects(_ message: String) -> [ASN1Object]? {
        guard let t = schema.typeID(message), case .sequence(let s) = schema.node(t).kind,
              let pie = s.root.first(where: { $0.name == "protocolIEs" }), case .sequenceOf(let element, _) = schema.node(pie.type).kind,
              case .sequence(let field) = schema.node(element).kind, let key = field.root.first?.table, key.objectSet >= 0 else { return nil }
        return schema.objectSets[key.objectSet].objects
    }

    /// Whether `message` is a ProtocolIE container of the schema.
    public func carriesProtocolIEs(_ message: String) -> Bool { ieObjects(message) != nil }

    /// The message's mandatory IEs and those of `optional` (by value type name), with
    /// `values[typeName]` when given, else random; empty when `message` is no ProtocolIE container.
    public mutating func ies(_ message: String, values: [String: ASN1Value] = [:], optional: Set<String> = []) -> [IE] {
        var out: [IE] = []
        for o in ieObjects(message) ?? [] {
            guard let id = o.integer("id"), let vt = o.type("Value") else { continue }
            let name = schema.node(vt).name
            guard o.identifier("presence") == "mandatory" || optional.contains(name) else { continue }
            let value = values[name] ?? random.value(vt, depth: 2) ?? .null
            out.append(IE(id: id, criticality: o.identifier("criticality") ?? "ignore", typeName: name, value: value))
        }
        return out
    }

    /// The PDU carrying `ies` as `message`, `transform` applied to the PDU value before it is
    /// encoded; nil when the name is not a message of the schema or the value does not encode.
    public func pdu(_ message: String, _ ies: [IE], transform: (ASN1Value) -> ASN1Value = { $0 }) -> [UInt8]? {
        guard let set = schema.objectSet(named: procedures) else { return nil }
        for o in set.objects {
            for (alternative, field) in [("initiatingMessage", "InitiatingMessage"), ("successfulOutcome", "SuccessfulOutcome"),
                                         ("unsuccessfulOutcome", "UnsuccessfulOutcome")] {
                guard let t = o.type(field), schema.node(t).name == message, let code = o.integer("procedureCode") else { continue }
                let container = ASN1Value.sequenceOf(ies.map { ie in
                    .sequence([
                        ASN1NamedValue("id", .integer(ie.id)),
                        ASN1NamedValue("criticality", Self.criticality(ie.criticality)),
                        ASN1NamedValue("value", ie.typeName.isEmpty ? ie.value : .openType(typeName: ie.typeName, value: ie.value)),
                    ])
                })
                let v = ASN1Value.choice(name: alternative, value: .sequence([
                    ASN1NamedValue("procedureCode", .integer(code)),
                    ASN1NamedValue("criticality", Self.criticality(o.identifier("criticality") ?? "ignore")),
                    ASN1NamedValue("value", .openType(typeName: message, value: .sequence([ASN1NamedValue("protocolIEs", container)]))),
                ]))
                return try? schema.encodeAPER(transform(v), as: pduType)
            }
        }
        return nil
    }

    /// `message` with its mandatory IEs (values by type name) and those of `optional`.
    public mutating func build(_ message: String, _ values: [String: ASN1Value] = [:], optional: Set<String> = []) -> [UInt8]? {
        pdu(message, ies(message, values: values, optional: optional))
    }
}
