import ASN1PER
import WireCore

/// The PDU alternatives shared by E1AP, E2AP and NGAP (`…-PDU ::= CHOICE { initiatingMessage,
/// successfulOutcome, unsuccessfulOutcome, ... }`, clause 9.4.3).
public enum APMessageKind: String, Sendable, Hashable, CaseIterable {
    case initiatingMessage
    case successfulOutcome
    case unsuccessfulOutcome

    /// The class field of the elementary-procedure class holding the message type.
    var classField: String {
        switch self {
        case .initiatingMessage: "InitiatingMessage"
        case .successfulOutcome: "SuccessfulOutcome"
        case .unsuccessfulOutcome: "UnsuccessfulOutcome"
        }
    }

    /// tshark's value of the PDU CHOICE index.
    public var index: Int {
        switch self {
        case .initiatingMessage: 0
        case .successfulOutcome: 1
        case .unsuccessfulOutcome: 2
        }
    }
}

/// One top-level protocol IE of a message (ProtocolIE-Field, clause 9.4.8).
public struct APIE: Sendable, Hashable {
    public var id: Int
    public var criticality: String
    /// The IE value's type name (`TransactionID`, `RICrequestID`), or nil for an id the
    /// message's object set does not know.
    public var typeName: String?
    /// The value without its open-type wrapper (`.rawOpenType` octets when unknown).
    public var value: ASN1Value
}

/// One decoded elementary-procedure message.
public struct APMessage: Sendable, Hashable {
    public var kind: APMessageKind
    public var procedureCode: Int
    public var criticality: String
    /// Message type name (`NGSetupRequest`), `unknown-<code>` for a code no procedure has.
    public var messageName: String
    /// True when the procedure has a successful or unsuccessful outcome (class 1, clause 8.1).
    public var isClass1: Bool
    public var ies: [APIE]
    /// The whole PDU value.
    public var value: ASN1Value

    init?(value: ASN1Value, catalog: APCatalog) {
        guard case .choice(let alternative, let body) = value, let kind = APMessageKind(rawValue: alternative),
              let code = body["procedureCode"]?.integerValue else { return nil }
        self.kind = kind
        self.value = value
        procedureCode = Int(code)
        if case .enumerated(_, let n)? = body["criticality"] { criticality = n } else { criticality = "?" }
        let procedure = catalog.procedure(Int(code))
        isClass1 = procedure?.isClass1 ?? false
        var name = "unknown-\(code)"
        var ies: [APIE] = []
        if case .openType(let typeName, let message)? = body["value"] {
            name = typeName
            if case .sequenceOf(let items)? = message["protocolIEs"] {
                for item in items {
                    guard let id = item["id"]?.integerValue else { continue }
                    var crit = "?"
                    if case .enumerated(_, let n)? = item["criticality"] { crit = n }
                    var typeName: String?
                    if case .openType(let t, _)? = item["value"] { typeName = t }
                    ies.append(APIE(id: Int(id), criticality: crit, typeName: typeName, value: item["value"]?.unwrapped ?? .null))
                }
            }
        } else if let p = procedure, let n = p.messages[kind.index] {
            name = n
        }
        messageName = name
        self.ies = ies
    }

    /// The first top-level IE whose value has type `typeName`.
    public func ie(_ typeName: String) -> APIE? { ies.first { $0.typeName == typeName } }

    /// The INTEGER value of the first top-level IE of type `typeName`.
    public func integer(_ typeName: String) -> Int64? { ie(typeName)?.value.integerValue }
}

/// Outcome of decoding one E1AP / E2AP / NGAP PDU.
public struct APDecodeResult: Sendable {
    public var proto: APProtocol
    public var message: APMessage?
    public var error: DecodingError?
    public var findings: [Finding] = []
    public var baseBitOffset = 0
    /// The …-CRIT-UNKNOWN findings whose key no object set of the schema has at all (any unknown
    /// procedure code, an IE id the schema does not use): what a peer of a later version of the
    /// protocol sends, unlike an IE id the schema has in other sets (out of place).
    public var unassignedKeys: [ProtocolIEAbstractSyntaxChecks.UnknownKey] = []
    /// The …-CRIT-UNKNOWN findings whose IE id the schema has in other object sets only (an IE
    /// out of place, unless its sender works to a later version that adds it here).
    public var outOfPlaceKeys: [ProtocolIEAbstractSyntaxChecks.UnknownKey] = []
    let schema: ASN1Schema

    init(proto: APProtocol, schema: ASN1Schema, baseBitOffset: Int) {
        self.proto = proto
        self.schema = schema
        self.baseBitOffset = baseBitOffset
    }

    /// One line like tshark's info column: `NGSetupRequest`, `RICsubscriptionResponse
    /// (successfulOutcome) RICrequestID=7/1`.
    public var summary: String {
        guard let m = message else {
            return "\(proto.displayName) decode error: " + (error.map { $0.description } ?? "unknown")
        }
        var s = m.messageName
        if m.kind != .initiatingMessage || m.messageName.hasPrefix("unknown") { s += " (\(m.kind.rawValue))" }
        for (type, label) in APMessage.summaryIDs {
            if let ie = m.ie(type) {
                if let v = ie.value.integerValue { s += " \(label)=\(v)" }
                else if let r = APIdentities.ricRequest(ie.value) { s += " \(label)=\(r.requestor)/\(r.instance)" }
            }
        }
        return s
    }

    /// ASN.1 value notation of the whole PDU (for `--verbose`).
    public func valueNotation() -> String {
        guard let m = message else { return "" }
        return schema.valueNotation(m.value)
    }

    /// JER of the whole PDU (pycrate conventions).
    public func jer() -> String {
        guard let m = message else { return "null" }
        return schema.jerJSON(m.value, as: proto.pduTypeName)
    }

    /// Fields for `decode --json` under tshark's names (``APFields``).
    public func appendFields(to list: inout FieldList) {
        guard let m = message else { return }
        APFields.append(m, proto: proto, to: &list)
    }
}

extension APMessage {
    /// IEs the summary line names (UE ids, transaction ids, RIC request ids).
    static let summaryIDs: [(String, String)] = [
        ("GNB-CU-CP-UE-E1AP-ID", "CP-UE"), ("GNB-CU-UP-UE-E1AP-ID", "UP-UE"), ("AMF-UE-NGAP-ID", "AMF-UE"),
        ("RAN-UE-NGAP-ID", "RAN-UE"), ("RICrequestID", "RICrequestID"), ("RANfunctionID", "RANfunctionID"), ("TransactionID", "TransactionID"),
    ]
}

/// Identity values read from IEs.
public enum APIdentities {
    /// RICrequestID ::= SEQUENCE { ricRequestorID INTEGER (0..65535), ricInstanceID INTEGER
    /// (0..65535), ... } (O-RAN.WG3.E2AP, RIC Request ID IE).
    public static func ricRequest(_ v: ASN1Value) -> (requestor: Int64, instance: Int64)? {
        guard let a = v["ricRequestorID"]?.integerValue, let b = v["ricInstanceID"]?.integerValue else { return nil }
        return (a, b)
    }
}
