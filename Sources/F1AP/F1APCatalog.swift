import ASN1PER

/// Per-schema lookup tables derived once from F1AP-ELEMENTARY-PROCEDURES and the message IE
/// object sets, so that building views and checking the abstract syntax of a PDU needs no
/// string-keyed or hashed object-set lookups: procedures by code in an array, each message's
/// IEs sorted by id. A class, so that the decoder, the checks and the views share one copy.
final class F1APCatalog: Sendable {
    struct IESpec: Sendable {
        var position: Int
        var criticality: String?
        var presence: String?
        var typeName: String
    }
    struct MessageSpec: Sendable {
        var name: String
        var ieSetName: String?
        /// IE ids in ascending order; their specs follow one another in the catalog's
        /// ``F1APCatalog/ieSpecs`` from `ieBase` (``F1APCatalog/ie(_:in:)``).
        var ieIDs: [Int]
        var ieBase: Int
        var mandatory: [(id: Int, typeName: String)]

        /// The position in `ieIDs` of IE `id` (binary search).
        func ieIndex(_ id: Int) -> Int? {
            var lo = 0
            var hi = ieIDs.count
            while lo < hi {
                let mid = (lo + hi) >> 1
                if ieIDs[mid] == id { return mid }
                if ieIDs[mid] < id { lo = mid + 1 } else { hi = mid }
            }
            return nil
        }
    }
    struct Procedure: Sendable {
        var name: String
        var criticality: String?
        /// By ``F1APMessageKind`` (initiating, successful, unsuccessful).
        var messages: [MessageSpec?]

        func message(_ kind: F1APMessageKind) -> MessageSpec? { messages[kind.index] }
    }
    /// By procedure code (ProcedureCode ::= INTEGER (0..255)); nil for codes no procedure uses.
    let procedures: [Procedure?]
    /// Every message's IE specs, one message after another (``MessageSpec/ieBase``), so that an
    /// IE view refers to its spec by one index (``F1APIE``).
    let ieSpecs: [IESpec]
    /// ProtocolIE-IDs of the IEs behind the views (TS 38.473 clause 9.4.7 constants).
    let transactionID: Int
    let gnbCUUEF1APID: Int
    let gnbDUUEF1APID: Int
    let cause: Int
    let criticalityDiagnostics: Int
    let srbID: Int

    /// Type id of F1AP-PDU.
    let pduType: Int?
    /// Type ids of the F1AP-PDU alternatives, by ``F1APMessageKind`` (-1 when absent).
    let alternativeTypes: [Int]
    /// Per type id: an INTEGER type (its value is kept in the decode layout).
    let isInteger: [Bool]
    /// Per type id: the type's name.
    let typeNames: [String]
    /// Per type id: a list of served cells or cells to be activated (``F1APMessage/servedCells``,
    /// ``F1APMessage/activatedCells``).
    let isCellList: [Bool]
    /// What the layout walks tell apart of each type (``F1APValueShape``), by type id.
    let shapes: [F1APValueShape]
    /// IE-container shapes and object sets for the abstract-syntax walk.
    let containers: ProtocolIEContainerIndex
    /// Every IE id an object set of the schema has (ProtocolIE-ID values, procedure codes not
    /// included).
    let ieIDsInObjectSets: Set<Int64>
    /// Per type id: a value of the type may hold UE join evidence (the evidence walk leaves out
    /// the others, ``F1APJoinEvidenceReach``).
    let mayHoldEvidence: [Bool]
    /// Per type id: a SEQUENCE with `transportLayerAddress` and `gTP-TEID` components (a GTP
    /// tunnel endpoint, TS 38.473 §9.3.2.1).
    let isTunnelSequence: [Bool]
    /// The NAS component names (``F1APPDUSource/isNASComponentName(_:)``) of the schema's plan.
    let nasComponentNames: APERNameSet
    /// The component names of the schema's plan that name an RRC container
    /// (``F1APRRCContainers/isContainerName(_:)``).
    let rrcContainerComponentNames: APERNameSet
    /// Per type id: the type's name names an RRC container (an open type's value goes by it).
    let isRRCContainerTypeName: [Bool]

    /// The spec of IE `id` in the object set of `message` (binary search).
    func ie(_ id: Int, in message: MessageSpec) -> IESpec? { message.ieIndex(id).map { ieSpecs[message.ieBase + $0] } }

    /// The shape of type `id` (`.other` for an unknown id, -1 included).
    @inline(__always) func shape(_ id: Int) -> F1APValueShape { id >= 0 && id < shapes.count ? shapes[id] : .other }

    /// Whether type `id` is an INTEGER, whose value the decode layout keeps (false for an unknown
    /// id, -1 included).
    @inline(__always) func isIntegerType(_ id: Int) -> Bool { id >= 0 && id < isInteger.count && isInteger[id] }

    /// Whether type `id`'s name names an RRC container (false for an unknown id, -1 included).
    @inline(__always) func isRRCContainerType(_ id: Int) -> Bool { id >= 0 && id < isRRCContainerTypeName.count && isRRCContainerTypeName[id] }

    func procedure(_ code: Int) -> Procedure? { code >= 0 && code < procedures.count ? procedures[code] : nil }

    init(schema: ASN1Schema) {
        pduType = schema.typeID(F1AP.pduTypeName)
        containers = ProtocolIEContainerIndex(schema: schema)
        ieIDsInObjectSets = containers.ieIDsInObjectSets()
        typeNames = schema.nodes.map(\.name)
        isInteger = schema.nodes.map { if case .integer = $0.kind { true } else { false } }
        let cellLists: Set<String> = ["GNB-DU-Served-Cells-List", "Served-Cells-To-Add-List", "Served-Cells-To-Modify-List", "Cells-to-be-Activated-List"]
        isCellList = typeNames.map { cellLists.contains($0) }
        shapes = schema.nodes.map {
            switch $0.kind {
            case .octetString: .octetString
            case .bitString: .bitString
            case .sequence: .sequence
            case .sequenceOf: .sequenceOf
            default: .other
            }
        }
        var alternatives = [-1, -1, -1]
        if let pdu = pduType, case .choice(let c) = schema.node(pdu).kind {
            for alternative in c.root {
                if let kind = F1APMessageKind(rawValue: alternative.name) { alternatives[kind.index] = alternative.type }
            }
        }
        alternativeTypes = alternatives
        func id(_ name: String, _ fallback: Int) -> Int { schema.constants[name].map { Int($0) } ?? fallback }
        transactionID = id("id-TransactionID", 78)
        gnbCUUEF1APID = id("id-gNB-CU-UE-F1AP-ID", 40)
        gnbDUUEF1APID = id("id-gNB-DU-UE-F1AP-ID", 41)
        cause = id("id-Cause", 0)
        criticalityDiagnostics = id("id-CriticalityDiagnostics", 7)
        srbID = id("id-SRBID", 64)
        (procedures, ieSpecs) = Self.procedures(schema)
        let reach = F1APJoinEvidenceReach(schema)
        mayHoldEvidence = reach.mayHold
        isTunnelSequence = reach.tunnelSequence
        nasComponentNames = APERNameSet(schema, F1APPDUSource.isNASComponentName)
        rrcContainerComponentNames = APERNameSet(schema, F1APRRCContainers.isContainerName)
        isRRCContainerTypeName = typeNames.map(F1APRRCContainers.isContainerName)
    }

    /// The procedures of F1AP-ELEMENTARY-PROCEDURES by code, and their messages' IE specs one
    /// message after another (``MessageSpec/ieBase``).
    static func procedures(_ schema: ASN1Schema) -> (procedures: [Procedure?], ieSpecs: [IESpec]) {
        var procedures: [Procedure?] = []
        var ieSpecs: [IESpec] = []
        guard let set = schema.objectSet(named: "F1AP-ELEMENTARY-PROCEDURES") else { return (procedures, ieSpecs) }
        for o in set.objects {
            guard let code = o.integer("procedureCode"), code >= 0, code < 65536 else { continue }
            var p = Procedure(name: o.type("InitiatingMessage").map { schema.node($0).name } ?? "unknown-\(code)", criticality: o.identifier("criticality"), messages: [nil, nil, nil])
            var specsByKind: [[IESpec]] = [[], [], []]
            for kind in [F1APMessageKind.initiatingMessage, .successfulOutcome, .unsuccessfulOutcome] {
                guard let t = o.type(kind.classField) else { continue }
                var spec = MessageSpec(name: schema.node(t).name, ieSetName: nil, ieIDs: [], ieBase: 0, mandatory: [])
                if let ieSet = F1APMessage.ieSet(of: t, schema: schema) {
                    spec.ieSetName = ieSet.name
                    var ies: [(Int, IESpec)] = []
                    var seen = Set<Int>()
                    for (i, ie) in ieSet.objects.enumerated() {
                        guard let id = ie.integer("id"), seen.insert(Int(id)).inserted else { continue }
                        let typeName = ie.type("Value").map { schema.node($0).name } ?? "?"
                        ies.append((Int(id), IESpec(position: i, criticality: ie.identifier("criticality"), presence: ie.identifier("presence"), typeName: typeName)))
                        if ie.identifier("presence") == "mandatory" { spec.mandatory.append((Int(id), typeName)) }
                    }
                    ies.sort { $0.0 < $1.0 }
                    spec.ieIDs = ies.map(\.0)
                    specsByKind[kind.index] = ies.map(\.1)
                }
                p.messages[kind.index] = spec
            }
            if procedures.count <= Int(code) { procedures += Array(repeating: nil, count: Int(code) + 1 - procedures.count) }
            guard procedures[Int(code)] == nil else { continue }
            for kind in p.messages.indices where p.messages[kind] != nil {
                p.messages[kind]?.ieBase = ieSpecs.count
                ieSpecs += specsByKind[kind]
            }
            procedures[Int(code)] = p
        }
        return (procedures, ieSpecs)
    }
}

extension F1APMessageKind {
    /// 0, 1, 2 in the order of the F1AP-PDU alternatives.
    var index: Int {
        switch self {
        case .initiatingMessage: 0
        case .successfulOutcome: 1
        case .unsuccessfulOutcome: 2
        }
    }
}
