import ASN1PER

/// The elementary procedures of a schema by procedure code (the `…-ELEMENTARY-PROCEDURES`
/// object set, clause 9.4.3 / E2AP §9.3.3): name, criticality, message type per outcome and
/// whether the procedure is class 1 (it has an outcome to wait for, clause 8.1).
final class APCatalog: Sendable {
    struct Procedure: Sendable {
        var code: Int
        var criticality: String?
        /// Message type names by ``APMessageKind`` (initiating, successful, unsuccessful).
        var messages: [String?]
        var isClass1: Bool { messages[1] != nil || messages[2] != nil }
    }

    /// By procedure code (ProcedureCode ::= INTEGER (0..255)).
    let procedures: [Procedure?]
    /// ProtocolIE-ID → the type name of its value, over every IE object set (for views).
    let ieTypes: [Int: String]

    init(schema: ASN1Schema, proceduresSetName: String) {
        var procedures: [Procedure?] = []
        if let set = schema.objectSet(named: proceduresSetName) {
            for o in set.objects {
                guard let code = o.integer("procedureCode"), code >= 0, code < 65536 else { continue }
                let p = Procedure(code: Int(code), criticality: o.identifier("criticality"), messages: APMessageKind.allCases.map { kind in
                    o.type(kind.classField).map { schema.node($0).name }
                })
                if procedures.count <= Int(code) { procedures += Array(repeating: nil, count: Int(code) + 1 - procedures.count) }
                if procedures[Int(code)] == nil { procedures[Int(code)] = p }
            }
        }
        self.procedures = procedures
        var ieTypes: [Int: String] = [:]
        for set in schema.objectSets {
            for o in set.objects {
                guard let id = o.integer("id"), let t = o.type("Value"), ieTypes[Int(id)] == nil else { continue }
                ieTypes[Int(id)] = schema.node(t).name
            }
        }
        self.ieTypes = ieTypes
    }

    func procedure(_ code: Int) -> Procedure? { code >= 0 && code < procedures.count ? procedures[code] : nil }
}
