import ASN1PER
import WireCore

/// The RAN application protocols built in besides F1AP: E1AP (3GPP TS 37.483, formerly TS 38.463),
/// E2AP (O-RAN.WG3.E2AP) and NGAP (3GPP TS 38.413). All three share the RAN3 abstract syntax of
/// TS 38.413 clause 10 / TS 37.483 clause 10 / E2AP clause 10 (an elementary-procedure PDU whose
/// messages are ProtocolIE containers keyed by id with a criticality) and aligned PER (X.691), so
/// one decoder, one abstract-syntax checker and one procedure table serve all three, each driven
/// by its own compiled schema (committed in `…SchemaData.swift`).
public enum APProtocol: String, Sendable, CaseIterable, Hashable {
    case e1ap, e2ap, ngap

    /// tshark's protocol filter name, the prefix of every field name (`e1ap.id`).
    public var fieldPrefix: String { rawValue }

    /// tshark's protocol column.
    public var displayName: String {
        switch self {
        case .e1ap: "E1AP"
        case .e2ap: "E2AP"
        case .ngap: "NGAP"
        }
    }

    /// The specification the built-in schema is compiled from, as far as its modules say.
    public var schemaDescription: String {
        switch self {
        case .e1ap: "TS 37.483, Release 18"
        case .e2ap: "O-RAN.WG3.E2AP v03.00 with RIC Subscription Audit"
        case .ngap: "TS 38.413, Release 18"
        }
    }

    /// The top-level PDU type.
    public var pduTypeName: String { displayName + "-PDU" }

    /// The elementary-procedure object set (TS 37.483 / TS 38.413 clause 9.4.3, E2AP §9.3.3).
    public var proceduresSetName: String { displayName + "-ELEMENTARY-PROCEDURES" }

    /// IANA SCTP payload protocol identifier (TS 37.482 §7: 64; TS 38.412 §7: 60; E2AP
    /// O-RAN.WG3.E2GAP: 70).
    public var sctpPPID: UInt32 {
        switch self {
        case .e1ap: 64
        case .e2ap: 70
        case .ngap: 60
        }
    }

    /// The compiled schema shipped with the package.
    public var schema: ASN1Schema { APSchemas.shared.schema(self) }

    /// The schema's decoder (procedure tables and container index derived once).
    public var decoder: APDecoder { APSchemas.shared.decoder(self) }

    /// Decodes one PDU (one SCTP user message) against the committed schema; never throws.
    public func decode(_ pdu: ArraySlice<UInt8>, baseBitOffset: Int = 0) -> APDecodeResult {
        decoder.decode(pdu, baseBitOffset: baseBitOffset)
    }
}

/// The committed schemas, loaded on first use.
final class APSchemas: Sendable {
    static let shared = APSchemas()

    let e1ap = APSchemas.load(E1APSchemaData.text, "E1AP")
    let e2ap = APSchemas.load(E2APSchemaData.text, "E2AP")
    let ngap = APSchemas.load(NGAPSchemaData.text, "NGAP")
    let decoders: [APDecoder]

    init() {
        decoders = [
            APDecoder(protocol: .e1ap, schema: e1ap),
            APDecoder(protocol: .e2ap, schema: e2ap),
            APDecoder(protocol: .ngap, schema: ngap),
        ]
    }

    static func load(_ text: String, _ name: String) -> ASN1Schema {
        do {
            return try ASN1Schema(serialized: text)
        } catch {
            fatalError("committed \(name) schema does not load: \(error)")
        }
    }

    func schema(_ p: APProtocol) -> ASN1Schema {
        switch p {
        case .e1ap: e1ap
        case .e2ap: e2ap
        case .ngap: ngap
        }
    }

    func decoder(_ p: APProtocol) -> APDecoder {
        switch p {
        case .e1ap: decoders[0]
        case .e2ap: decoders[1]
        case .ngap: decoders[2]
        }
    }
}
