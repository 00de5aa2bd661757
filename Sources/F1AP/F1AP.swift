import ASN1PER
import WireCore

/// F1AP (3GPP TS 38.473) on top of the schema-driven aligned-PER codec: the committed schema,
/// decoding with typed views and abstract-syntax findings (TS 38.473 clause 10).
public enum F1AP {
    /// The F1AP schema compiled from TS 38.473 V18.2.0 modules (see ``F1APSchemaData``).
    public static let schema: ASN1Schema = {
        do {
            return try ASN1Schema(serialized: F1APSchemaData.text)
        } catch {
            fatalError("committed F1AP schema does not load: \(error)")
        }
    }()

    static let catalog = F1APCatalog(schema: schema)

    /// The top-level PDU type name.
    public static let pduTypeName = "F1AP-PDU"

    /// Decodes one F1AP PDU (one SCTP user message) against the committed schema.
    public static func decode(_ pdu: ArraySlice<UInt8>, baseBitOffset: Int = 0) -> F1APDecodeResult {
        decode(pdu, schema: schema, catalog: catalog, baseBitOffset: baseBitOffset)
    }

    /// Decodes one PDU against another compiled F1AP schema (`--asn1 DIR`); for many PDUs keep
    /// an ``F1APDecoder`` instead (it derives the procedure tables once).
    public static func decode(_ pdu: ArraySlice<UInt8>, schema: ASN1Schema, baseBitOffset: Int = 0) -> F1APDecodeResult {
        F1APDecoder(schema: schema).decode(pdu, baseBitOffset: baseBitOffset)
    }

    static func decode(_ pdu: ArraySlice<UInt8>, schema: ASN1Schema, catalog: F1APCatalog, baseBitOffset: Int) -> F1APDecodeResult {
        guard let pduType = catalog.pduType else {
            let e = DecodingError(.unsupported, "schema has no \(pduTypeName)", bitOffset: baseBitOffset, fieldPath: "f1ap")
            return F1APDecodeResult(message: nil, error: e, findings: [Finding(id: F1APRuleRegistry.asDecode.id, error: e)], schema: schema)
        }
        // the scan checks the whole encoding and records where each component lies (one small
        // struct per component), so every finding is located without a second pass; values
        // are decoded on demand from that layout (F1APMessage.value, F1APIE.value)
        let r = schema.scanAPER(pdu, typeID: pduType, baseBitOffset: baseBitOffset)
        var findings: [Finding] = []
        for var f in r.findings {
            switch f.id {
            case "ASN1-TRAILING-OCTETS":
                f.id = F1APRuleRegistry.onePDU.id
                f.message = "F1AP PDU followed by \(f.bitLength / 8) trailing octet(s)"
            case "ASN1-ALPHABET":
                // a value outside its type's constraint (TS 38.473 clause 9): the abstract syntax
                f.id = F1APRuleRegistry.ieValue.id
                f.severity = .error
            case "ASN1-NONCANONICAL", "ASN1-OPEN-TYPE-PADDING":
                // decodable but not the canonical X.691 encoding: a transfer-syntax warning (§10.2)
                f.message = (f.id == "ASN1-NONCANONICAL" ? "non-canonical encoding: " : "open type padding: ") + f.message
                f.id = F1APRuleRegistry.asDecode.id
                f.severity = .warning
            default: break
            }
            if f.fieldPath.isEmpty { f.fieldPath = pduTypeName }
            findings.append(f)
        }
        var missing: [F1APMissingIE] = []
        var unknown: [ProtocolIEAbstractSyntaxChecks.UnknownKey] = []
        if r.error == nil, let layout = r.layout {
            let checked = ProtocolIEAbstractSyntaxChecks.check(layout: layout, index: catalog.containers, rules: F1APRuleRegistry.abstractSyntaxRuleIDs,
                                                               pduTypeName: "F1AP-PDU", baseBitOffset: baseBitOffset)
            missing = checked.missing.map {
                F1APMissingIE(findingIndex: $0.findingIndex + findings.count, setName: $0.setName, ieID: $0.ieID, criticality: $0.criticality)
            }
            unknown = checked.unknown.map { .init(findingIndex: $0.findingIndex + findings.count, key: $0.key, isProcedure: $0.isProcedure) }
            findings += checked.findings
        }
        var result = F1APDecodeResult(message: nil, error: r.error, findings: findings, schema: schema)
        result.missingMandatoryIEs = missing
        if !unknown.isEmpty { result.notInObjectSets = unknown }
        result.baseBitOffset = baseBitOffset
        if let e = r.error {
            result.findings.append(Finding(id: F1APRuleRegistry.asDecode.id, error: e))
            return result
        }
        guard let layout = r.layout else { return result }
        let source = F1APPDUSource(schema: schema, catalog: catalog, bytes: pdu, baseBitOffset: baseBitOffset, layout: layout, pduType: pduType)
        result.message = F1APMessage(source: source, catalog: catalog)
        if result.message == nil {
            let alternative = layout.firstChild(0).map { layout.name($0) } ?? "?"
            result.findings.append(Finding(id: F1APRuleRegistry.asDecode.id, severity: .warning,
                message: "F1AP-PDU alternative \(alternative) carries no elementary procedure message",
                fieldPath: pduTypeName, bitOffset: baseBitOffset, bitLength: 2))
        }
        return result
    }
}

/// Decodes F1AP PDUs with a schema loaded at run time (`--asn1 DIR`).
public struct F1APDecoder: Sendable {
    public let schema: ASN1Schema
    let catalog: F1APCatalog

    public init(schema: ASN1Schema) {
        self.schema = schema
        self.catalog = F1APCatalog(schema: schema)
    }

    public func decode(_ pdu: ArraySlice<UInt8>, baseBitOffset: Int = 0) -> F1APDecodeResult {
        F1AP.decode(pdu, schema: schema, catalog: catalog, baseBitOffset: baseBitOffset)
    }
}

extension F1APRuleRegistry {
    /// The ids the shared ProtocolIE abstract-syntax checks emit for F1AP (TS 38.473 §10.3).
    static let abstractSyntaxRuleIDs = ProtocolIEAbstractSyntaxChecks.RuleIDs(
        ieMandatory: ieMandatory.id, ieDuplicate: ieDuplicate.id, ieOrder: ieOrder.id, ieCrit: ieCrit.id, critUnknown: critUnknown.id)
}
