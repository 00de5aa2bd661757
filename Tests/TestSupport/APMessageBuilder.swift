import ASN1PER

/// Builds elementary-procedure PDUs of an AP schema (E1AP, E2AP, NGAP) by message name: every
/// mandatory IE of the message's object set in object-set order, random values (seeded) unless
/// given by value type name; IEs can be left out, repeated or reordered to make faulty PDUs.
public struct APMessageBuilder {
    public let schema: ASN1Schema
    public let pduType: String
    let procedures: String
    var gen: ASN1RandomValueGenerator

    public init(schema: ASN1Schema, pduType: String, procedures: String, seed: UInt64 = 1) {
        self.schema = schema
        self.pduType = pduType
        self.procedures = procedures
        gen = ASN1RandomValueGenerator(schema: schema, seed: seed)
        gen.optionalPercent = 0
        gen.extensionPercent = 0
    }

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

    static let criticalities = ["reject", "ignore", "notify"]

    /// The message's mandatory IEs with values: `values[typeName]` when given, else random.
    public mutating func ies(_ message: String, values: [String: ASN1Value] = [:], optional: Set<String> = []) -> [IE] {
        guard let t = schema.typeID(message), case .sequence(let s) = schema.node(t).kind,
              let pie = s.root.first(where: { $0.name == "protocolIEs" }), case .sequenceOf(let element, _) = schema.node(pie.type).kind,
              case .sequence(let field) = schema.node(element).kind, let key = field.root.first?.table, key.objectSet >= 0 else { return [] }
        var out: [IE] = []
        for o in schema.objectSets[key.objectSet].objects {
            guard let id = o.integer("id"), let vt = o.type("Value") else { continue }
            let name = schema.node(vt).name
            guard o.identifier("presence") == "mandatory" || optional.contains(name) else { continue }
            let value = values[name] ?? gen.value(vt, depth: 2) ?? .null
            out.append(IE(id: id, criticality: o.identifier("criticality") ?? "ignore", typeName: name, value: value))
        }
        return out
    }

    /// The PDU carrying `ies` as `message`; nil when the name is not a message of the schema.
    public func pdu(_ message: String, _ ies: [IE]) -> [UInt8]? {
        guard let set = schema.objectSet(named: procedures) else { return nil }
        for o in set.objects {
            for (alt, field) in [("initiatingMessage", "InitiatingMessage"), ("successfulOutcome", "SuccessfulOutcome"), ("unsuccessfulOutcome", "UnsuccessfulOutcome")] {
                guard let t = o.type(field), schema.node(t).name == message, let code = o.integer("procedureCode") else { continue }
                let crit = o.identifier("criticality") ?? "ignore"
                let container = ASN1Value.sequenceOf(ies.map { ie in
                    .sequence([
                        ASN1NamedValue("id", .integer(ie.id)),
                        ASN1NamedValue("criticality", .enumerated(index: Self.criticalities.firstIndex(of: ie.criticality) ?? 1, name: ie.criticality)),
                        // an empty type name: the value is given as is (`.rawOpenType` for an unknown IE)
                        ASN1NamedValue("value", ie.typeName.isEmpty ? ie.value : .openType(typeName: ie.typeName, value: ie.value)),
                    ])
                })
                let v = ASN1Value.choice(name: alt, value: .sequence([
                    ASN1NamedValue("procedureCode", .integer(code)),
                    ASN1NamedValue("criticality", .enumerated(index: Self.criticalities.firstIndex(of: crit) ?? 1, name: crit)),
                    ASN1NamedValue("value", .openType(typeName: message, value: .sequence([ASN1NamedValue("protocolIEs", container)]))),
                ]))
                return try? schema.encodeAPER(v, as: pduType)
            }
        }
        return nil
    }

    /// `message` with its mandatory IEs (values by type name).
    public mutating func build(_ message: String, _ values: [String: ASN1Value] = [:], optional: Set<String> = []) -> [UInt8]? {
        pdu(message, ies(message, values: values, optional: optional))
    }
}
