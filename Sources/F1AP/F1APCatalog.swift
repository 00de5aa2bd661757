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
    /// ProtocolIE-IDs of the IEs behind the views (TS 38.473 clause 9.4.7 constants).
    var transactionID = 78
    var gnbCUUEF1APID = 40
    var gnbDUUEF1APID = 41
    var cause = 0
    var criticalityDiagnostics = 7

    /// Type id of F1AP-PDU.
    var pduType: Int?
    /// IE-container shapes and object sets for the abstract-syntax walk.
    let containers: F1APContainerIndex

    init(schema: ASN1Schema) {
        pduType = schema.typeID(F1AP.pduTypeName)
        containers = F1APContainerIndex(schema: schema)
        func id(_ name: String, _ fallback: Int) -> Int { schema.constants[name].map { Int($0) } ?? fallback }
        transactionID = id("id-TransactionID", 78)
        gnbCUUEF1APID = id("id-gNB-CU-UE-F1AP-ID", 40)
        gnbDUUEF1APID = id("id-gNB-DU-UE-F1AP-ID", 41)
        cause = id("id-Cause", 0)
        criticalityDiagnostics = id("id-CriticalityDiagnostics", 7)
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
