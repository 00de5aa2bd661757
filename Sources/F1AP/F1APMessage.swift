import ASN1PER
import WireCore

/// The three F1AP-PDU alternatives (TS 38.473 clause 9.4.3).
public enum F1APMessageKind: String, Sendable, Hashable {
    case initiatingMessage
    case successfulOutcome
    case unsuccessfulOutcome

    /// The class field holding the message type in F1AP-ELEMENTARY-PROCEDURE.
    var classField: String {
        switch self {
        case .initiatingMessage: "InitiatingMessage"
        case .successfulOutcome: "SuccessfulOutcome"
        case .unsuccessfulOutcome: "UnsuccessfulOutcome"
        }
    }
}

/// One protocol IE of a message (ProtocolIE-Field, TS 38.473 clause 9.4.8).
public struct F1APIE: Sendable, Hashable {
    public var id: Int
    /// Type name of the IE value from the message's object set (`TransactionID`), or
    /// `unknown` when the id is not in the object set.
    public var name: String
    public var criticality: String
    /// PRESENCE from the object set (`mandatory`, `optional`, `conditional`); nil when unknown.
    public var presence: String?
    /// CRITICALITY from the object set; nil when unknown.
    public var expectedCriticality: String?
    public var value: ASN1Value
    public var bitOffset: Int
    public var bitLength: Int
}

/// An NR Cell Global Identity (TS 38.473 clause 9.3.1.12).
public struct F1APNRCGI: Sendable, Hashable, CustomStringConvertible {
    public var plmn: [UInt8]
    /// NR Cell Identity, 36 bits.
    public var cellIdentity: UInt64

    /// MCC-MNC from the BCD PLMN identity (TS 38.413 clause 9.3.3.5).
    public var plmnString: String {
        guard plmn.count == 3 else { return "" }
        let d = [plmn[0] & 0xF, plmn[0] >> 4, plmn[1] & 0xF, plmn[1] >> 4, plmn[2] & 0xF, plmn[2] >> 4]
        let mcc = "\(d[0])\(d[1])\(d[2])"
        let mnc = d[3] == 0xF ? "\(d[5])\(d[4])" : "\(d[5])\(d[4])\(d[3])"
        return mcc + "-" + mnc
    }

    public var description: String { plmnString + "/" + String(cellIdentity, radix: 16) }
}

/// Cause (TS 38.473 clause 9.3.1.2): group and value names.
public struct F1APCause: Sendable, Hashable, CustomStringConvertible {
    public var group: String
    public var value: String
    public var description: String { group + "/" + value }
    public init(group: String, value: String) {
        self.group = group
        self.value = value
    }
}

/// CriticalityDiagnostics (TS 38.473 clause 9.3.1.3).
public struct F1APCriticalityDiagnostics: Sendable, Hashable {
    public struct IEItem: Sendable, Hashable {
        public var criticality: String
        public var id: Int
        public var typeOfError: String
    }
    public var procedureCode: Int?
    public var triggeringMessage: String?
    public var procedureCriticality: String?
    public var transactionID: Int?
    public var ies: [IEItem]
}

/// A decoded F1AP PDU with the views a checker needs.
public struct F1APMessage: Sendable, Hashable {
    public var kind: F1APMessageKind
    public var procedureCode: Int
    /// The procedure's initiating message name (`F1SetupRequest`), or `unknown-<code>`.
    public var procedureName: String
    /// The name of this message (`F1SetupResponse` for a successful outcome of code 1).
    public var messageName: String
    public var criticality: String
    /// Procedure criticality from F1AP-ELEMENTARY-PROCEDURES; nil for an unknown procedure.
    public var expectedCriticality: String?
    public var ies: [F1APIE]
    public var transactionID: Int?
    public var gnbCUUEF1APID: UInt64?
    public var gnbDUUEF1APID: UInt64?
    public var cause: F1APCause?
    public var criticalityDiagnostics: F1APCriticalityDiagnostics?
    public var servedCells: [F1APNRCGI]
    public var activatedCells: [F1APNRCGI]
    /// Name of the message's IE object set (`F1SetupRequestIEs`), when known.
    public var ieSetName: String?
    public var value: ASN1Value

    /// `ieLocations`: where each item of `protocolIEs` lies, in order (from the decoder's layout).
    init?(value: ASN1Value, catalog: F1APCatalog, ieLocations: [APERLocation]) {
        guard case .choice(let alt, let body) = value, let kind = F1APMessageKind(rawValue: alt),
              case .sequence(let header) = body, header.count == 3,
              case .integer(let code) = header[0].value,
              case .enumerated(_, let crit) = header[1].value
        else { return nil }
        self.kind = kind
        self.procedureCode = Int(code)
        self.criticality = crit
        self.value = value
        let procedure = catalog.procedures[Int(code)]
        procedureName = procedure?.name ?? "unknown-\(code)"
        expectedCriticality = procedure?.criticality
        let spec = procedure?.messages[kind]
        messageName = spec?.name ?? "unknown-\(code)"
        ieSetName = spec?.ieSetName
        var ies: [F1APIE] = []
        servedCells = []
        activatedCells = []
        if case .openType(_, let message) = header[2].value, case .sequence(let parts) = message,
           let list = parts.first, list.name == "protocolIEs", case .sequenceOf(let fields) = list.value {
            ies.reserveCapacity(fields.count)
            for (i, field) in fields.enumerated() {
                guard case .sequence(let triple) = field, triple.count == 3, case .integer(let id) = triple[0].value,
                      case .enumerated(_, let c) = triple[1].value else { continue }
                let v = triple[2].value
                let ie = spec?.ies[Int(id)]
                var name = "unknown"
                if case .openType(let n, _) = v { name = n } else if let t = ie?.typeName { name = t }
                let place = i < ieLocations.count ? ieLocations[i] : nil
                ies.append(F1APIE(
                    id: Int(id), name: name, criticality: c, presence: ie?.presence,
                    expectedCriticality: ie?.criticality, value: v,
                    bitOffset: place?.bitOffset ?? -1, bitLength: place?.bitLength ?? 0))
                guard case .openType(_, let inner) = v else { continue }
                // the IEs with these ids (id-TransactionID, id-gNB-CU-UE-F1AP-ID, …); the first
                // occurrence wins, as in tshark
                switch Int(id) {
                case catalog.transactionID: if transactionID == nil, case .integer(let x) = inner { transactionID = Int(x) }
                case catalog.gnbCUUEF1APID: if gnbCUUEF1APID == nil, case .integer(let x) = inner { gnbCUUEF1APID = UInt64(x) }
                case catalog.gnbDUUEF1APID: if gnbDUUEF1APID == nil, case .integer(let x) = inner { gnbDUUEF1APID = UInt64(x) }
                case catalog.cause:
                    if cause == nil, case .choice(let g, let cv) = inner, case .enumerated(_, let n) = cv { cause = F1APCause(group: g, value: n) }
                case catalog.criticalityDiagnostics: if criticalityDiagnostics == nil { criticalityDiagnostics = Self.diagnostics(inner) }
                default: break
                }
                switch name {
                case "GNB-DU-Served-Cells-List", "Served-Cells-To-Add-List", "Served-Cells-To-Modify-List", "Cells-to-be-Activated-List":
                    Self.cells(inner, served: &servedCells, activated: &activatedCells)
                default: break
                }
            }
        }
        self.ies = ies
    }

    /// The IE object set of a message type: `protocolIEs` → ProtocolIE-Field → `id`'s table.
    static func ieSet(of messageType: Int, schema: ASN1Schema) -> ASN1ObjectSet? {
        guard case .sequence(let s) = schema.node(messageType).kind,
              let ies = s.root.first(where: { $0.name == "protocolIEs" }),
              case .sequenceOf(let element, _) = schema.node(ies.type).kind,
              case .sequence(let field) = schema.node(element).kind,
              let id = field.root.first(where: { $0.name == "id" }), let table = id.table
        else { return nil }
        return schema.objectSets[table.objectSet]
    }

    static func diagnostics(_ v: ASN1Value) -> F1APCriticalityDiagnostics {
        var d = F1APCriticalityDiagnostics(ies: [])
        d.procedureCode = v["procedureCode"]?.integerValue.map { Int($0) }
        if case .enumerated(_, let n)? = v["triggeringMessage"] { d.triggeringMessage = n }
        if case .enumerated(_, let n)? = v["procedureCriticality"] { d.procedureCriticality = n }
        d.transactionID = v["transactionID"]?.integerValue.map { Int($0) }
        if case .sequenceOf(let items)? = v["iEsCriticalityDiagnostics"] {
            for item in items {
                guard case .enumerated(_, let c)? = item["iECriticality"], let id = item["iE-ID"]?.integerValue,
                      case .enumerated(_, let t)? = item["typeOfError"] else { continue }
                d.ies.append(.init(criticality: c, id: Int(id), typeOfError: t))
            }
        }
        return d
    }

    static func nrcgi(_ v: ASN1Value?) -> F1APNRCGI? {
        guard let v, case .octetString(let plmn)? = v["pLMN-Identity"], case .bitString(let bytes, let count)? = v["nRCellIdentity"] else { return nil }
        var id: UInt64 = 0
        for i in 0..<min(count, 64) { id = id << 1 | UInt64((bytes[i / 8] >> UInt8(7 - i % 8)) & 1) }
        return F1APNRCGI(plmn: plmn, cellIdentity: id)
    }

    /// The cells of one served-cell or cells-to-be-activated list: each item is a
    /// ProtocolIE-SingleContainer whose value holds `served-Cell-Information.nRCGI` (served) or
    /// `nRCGI` (to be activated).
    static func cells(_ list: ASN1Value, served: inout [F1APNRCGI], activated: inout [F1APNRCGI]) {
        guard case .sequenceOf(let items) = list else { return }
        for item in items {
            guard case .openType(let name, let v)? = item["value"] else { continue }
            if let info = v["served-Cell-Information"], let c = nrcgi(info["nRCGI"]) {
                served.append(c)
            } else if name.hasPrefix("Cells-to-be-Activated-List-Item"), let c = nrcgi(v["nRCGI"]) {
                activated.append(c)
            }
        }
    }
}
