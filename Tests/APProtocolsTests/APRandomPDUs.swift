import APProtocols
import ASN1PER
import TestSupport

/// Seeded random PDUs of every message type of an E1AP / E2AP / NGAP schema, as the tshark
/// comparisons feed them: an InitiatingMessage, SuccessfulOutcome or UnsuccessfulOutcome of each
/// elementary procedure whose value is a random instance of its message type (contents of
/// OCTET STRING (CONTAINING …) filled in), encoded in aligned PER. Values the encoder refuses are
/// left out.
enum APRandomPDUs {
    static func make(_ p: APProtocol, seeds: [UInt64], optionalPercent: Int = 30, extensionPercent: Int) -> [[UInt8]] {
        var pdus: [[UInt8]] = []
        for seed in seeds {
            var gen = ASN1RandomValueGenerator(schema: p.schema, seed: seed)
            gen.optionalPercent = optionalPercent
            gen.extensionPercent = extensionPercent
            for m in PycrateBatch.messages(p.schema, procedures: p.proceduresSetName) {
                guard var body = gen.value(m.type, depth: 1) else { continue }
                body = gen.fillingContents(body, typeID: m.type, schema: p.schema, depth: 1)
                let crit = ["reject", "ignore", "notify"].firstIndex(of: m.criticality) ?? 1
                let pdu = ASN1Value.choice(name: m.alternative, value: .sequence([
                    ASN1NamedValue("procedureCode", .integer(m.code)),
                    ASN1NamedValue("criticality", .enumerated(index: crit, name: m.criticality)),
                    ASN1NamedValue("value", .openType(typeName: p.schema.node(m.type).name, value: body)),
                ]))
                if let bytes = try? p.schema.encodeAPER(pdu, as: p.pduTypeName) { pdus.append(bytes) }
            }
        }
        return pdus
    }
}
