import ASN1PER

/// Per-schema lookup tables derived once from F1AP-ELEMENTARY-PROCEDURES and the message IE
/// object sets, so that building views and checking the abstract syntax of a PDU needs no
/// string-keyed object-set lookups.
struct F1APCatalog: Sendable {
    struct IESpec: Sendable {
        var position: Int
        var criticality: String?
        var presence: String?
        var typeName: String
    }
    struct MessageSpec: Sendable {
        var name: String
        var ieSetName: String?
        var ies: [Int: IESpec]
        var mandatory: [(id: Int, typeName: String)]
    }
    struct Procedure: Sendable {
        var name: String
        var criticality: String?
        var messages: [F1APMessageKind: MessageSpec]
    }
    var procedures: [Int: Procedure] = [:]

    init(schema: ASN1Schema) {
        guard let set = schema.objectSet(named: "F1AP-ELEMENTARY-PROCEDURES") else { return }
        for o in set.objects {
            guard let code = o.integer("procedureCode") else { continue }
            var p = Procedure(name: o.type("InitiatingMessage").map { schema.node($0).name } ?? "unknown-\(code)", criticality: o.identifier("criticality"), messages: [:])
            for kind in [F1APMessageKind.initiatingMessage, .successfulOutcome, .unsuccessfulOutcome] {
                guard let t = o.type(kind.classField) else { continue }
                var spec = MessageSpec(name: schema.node(t).name, ieSetName: nil, ies: [:], mandatory: [])
                if let ieSet = F1APMessage.ieSet(of: t, schema: schema) {
                    spec.ieSetName = ieSet.name
                    for (i, ie) in ieSet.objects.enumerated() {
                        guard let id = ie.integer("id"), spec.ies[Int(id)] == nil else { continue }
                        let typeName = ie.type("Value").map { schema.node($0).name } ?? "?"
                        spec.ies[Int(id)] = IESpec(position: i, criticality: ie.identifier("criticality"), presence: ie.identifier("presence"), typeName: typeName)
                        if ie.identifier("presence") == "mandatory" { spec.mandatory.append((Int(id), typeName)) }
                    }
                }
                p.messages[kind] = spec
            }
            if procedures[Int(code)] == nil { procedures[Int(code)] = p }
        }
    }
}
