import ASN1PER
import WireCore

/// Decodes the PDUs of one RAN application protocol against a compiled schema: aligned PER
/// (X.691), then the abstract-syntax checks of clause 10.3 over the decode layout, then the
/// message view (procedure, kind, IEs). Never throws: a PDU that does not decode is a finding
/// with its bit offset and field path.
public struct APDecoder: Sendable {
    public let proto: APProtocol
    public let schema: ASN1Schema
    let catalog: APCatalog
    let containers: ProtocolIEContainerIndex
    /// Every IE id an object set of the schema has (procedure codes not included).
    let ieIDsInObjectSets: Set<Int64>
    let pduType: Int?

    public init(protocol proto: APProtocol, schema: ASN1Schema) {
        self.proto = proto
        self.schema = schema
        catalog = APCatalog(schema: schema, proceduresSetName: proto.proceduresSetName)
        containers = ProtocolIEContainerIndex(schema: schema)
        ieIDsInObjectSets = containers.ieIDsInObjectSets()
        pduType = schema.typeID(proto.pduTypeName)
    }

    public func decode(_ pdu: ArraySlice<UInt8>, baseBitOffset: Int = 0) -> APDecodeResult {
        let rules = APRuleRegistry.rules(proto)
        var result = APDecodeResult(proto: proto, schema: schema, baseBitOffset: baseBitOffset)
        guard let pduType else {
            let e = DecodingError(.unsupported, "schema has no \(proto.pduTypeName)", bitOffset: baseBitOffset, fieldPath: proto.fieldPrefix)
            result.error = e
            result.findings = [Finding(id: rules.asDecode.id, error: e)]
            return result
        }
        let r = schema.decodeAPER(pdu, typeID: pduType, baseBitOffset: baseBitOffset, locate: true)
        for var f in r.findings {
            switch f.id {
            case "ASN1-TRAILING-OCTETS":
                f.id = rules.onePDU.id
                f.message = "\(proto.pduTypeName) followed by \(f.bitLength / 8) trailing octet(s)"
            case "ASN1-ALPHABET":
                f.id = rules.ieValue.id
                f.severity = .error
            case "ASN1-NONCANONICAL", "ASN1-OPEN-TYPE-PADDING":
                // decodable but not the canonical X.691 encoding: a transfer-syntax warning (§10.2)
                f.message = (f.id == "ASN1-NONCANONICAL" ? "non-canonical encoding: " : "open type padding: ") + f.message
                f.id = rules.asDecode.id
                f.severity = .warning
            default:
                // any other codec observation is about the transfer syntax
                if !f.id.rawValue.hasPrefix(rules.family.prefix) { f.id = rules.asDecode.id }
            }
            if f.fieldPath.isEmpty { f.fieldPath = proto.pduTypeName }
            result.findings.append(f)
        }
        if let e = r.error {
            result.error = e
            result.findings.append(Finding(id: rules.asDecode.id, error: e))
            return result
        }
        if let layout = r.layout {
            let checked = ProtocolIEAbstractSyntaxChecks.check(layout: layout, index: containers, rules: rules.abstractSyntaxRuleIDs,
                                                               pduTypeName: proto.pduTypeName, baseBitOffset: baseBitOffset)
            // keys no object set of the schema has: what a peer of a later version sends
            for var key in checked.unknown {
                key.findingIndex += result.findings.count
                if key.isUnassigned(in: ieIDsInObjectSets) {
                    result.unassignedKeys.append(key)
                } else {
                    result.outOfPlaceKeys.append(key)
                }
            }
            result.findings += checked.findings
        }
        guard let value = r.value else { return result }
        result.message = APMessage(value: value, catalog: catalog)
        if result.message == nil {
            result.findings.append(Finding(id: rules.asDecode.id, severity: .warning,
                message: "\(proto.pduTypeName) carries no elementary procedure message", fieldPath: proto.pduTypeName,
                bitOffset: baseBitOffset, bitLength: 3))
        }
        return result
    }
}

extension APRuleSet {
    /// The ids the shared ProtocolIE abstract-syntax checks emit for this protocol (clause 10.3).
    var abstractSyntaxRuleIDs: ProtocolIEAbstractSyntaxChecks.RuleIDs {
        .init(ieMandatory: ieMandatory.id, ieDuplicate: ieDuplicate.id, ieOrder: ieOrder.id, ieCrit: ieCrit.id, critUnknown: critUnknown.id)
    }
}
