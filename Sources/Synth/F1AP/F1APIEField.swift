import ASN1PER
import F1AP
import Profiles

/// One protocol IE of a generated message (ProtocolIE-Field, TS 38.473 clause 9.4.8): id,
/// criticality and the value the open type carries, kept apart so faults can edit the list.
struct F1APIEField: Sendable, Hashable {
    var id: Int
    var criticality: String
    /// Name of the value's type in the IE object set (`TransactionID`), used by the encoder only
    /// when the id does not resolve the open type.
    var typeName: String
    var value: ASN1Value

    var asn1: ASN1Value {
        .sequence([
            ASN1NamedValue("id", .integer(Int64(id))),
            ASN1NamedValue("criticality", F1APValues.criticality(criticality)),
            ASN1NamedValue("value", .openType(typeName: typeName, value: value)),
        ])
    }
}

/// Value-tree helpers for the F1AP types the generator fills in (TS 38.473 clause 9.3).
enum F1APValues {
    static func criticality(_ name: String) -> ASN1Value {
        .enumerated(index: ["reject", "ignore", "notify"].firstIndex(of: name) ?? 1, name: name)
    }

    /// An ENUMERATED value of a named schema type by its identifier (index from the schema, so
    /// extension additions such as `nrb273` are placed correctly).
    static func enumerated(_ typeName: String, _ name: String) -> ASN1Value {
        if let id = F1AP.schema.typeID(typeName), case .enumerated(let root, let additions) = F1AP.schema.node(id).kind {
            if let i = root.firstIndex(of: name) { return .enumerated(index: i, name: name) }
            if let i = additions?.firstIndex(of: name) { return .enumerated(index: root.count + i, name: name) }
        }
        return .enumerated(index: 0, name: name)
    }

    /// The whole F1AP-PDU (TS 38.473 clause 9.4.3) of one message.
    static func pdu(_ spec: F1APMessageSpec, ies: [F1APIEField]) -> ASN1Value {
        .choice(name: spec.pduAlternative, value: .sequence([
            ASN1NamedValue("procedureCode", .integer(Int64(spec.procedureCode))),
            ASN1NamedValue("criticality", criticality(spec.criticality)),
            ASN1NamedValue("value", .openType(typeName: spec.name, value: .sequence([
                ASN1NamedValue("protocolIEs", .sequenceOf(ies.map(\.asn1))),
            ]))),
        ]))
    }

    /// A ProtocolIE-SingleContainer item of a list (same shape as a ProtocolIE-Field).
    static func single(_ id: Int, _ criticality: String, _ typeName: String, _ value: ASN1Value) -> ASN1Value {
        F1APIEField(id: id, criticality: criticality, typeName: typeName, value: value).asn1
    }

    /// NR CGI (clause 9.3.1.12): PLMN identity and the 36-bit NR cell identity.
    static func nrcgi(plmn: [UInt8], cell: UInt64) -> ASN1Value {
        let v = cell << 4  // 36 bits left-aligned in 5 octets
        let bytes = (0..<5).map { UInt8(truncatingIfNeeded: v >> UInt64(32 - 8 * $0)) }
        return .sequence([
            ASN1NamedValue("pLMN-Identity", .octetString(plmn)),
            ASN1NamedValue("nRCellIdentity", .bitString(bytes: bytes, bitCount: 36)),
        ])
    }

    /// RRC-Version (clause 9.3.1.70): the 3-bit latest-RRC-Version.
    static func rrcVersion() -> ASN1Value {
        .sequence([ASN1NamedValue("latest-RRC-Version", .bitString(bytes: [0x00], bitCount: 3))])
    }

    static func cause(_ group: String, _ typeName: String, _ value: String) -> ASN1Value {
        .choice(name: group, value: enumerated(typeName, value))
    }
}
