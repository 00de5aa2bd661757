import ASN1PER

/// Seeded random PDUs of every message type of a RAN3-style schema (F1AP, E1AP, E2AP, NGAP), as
/// the tshark comparisons and the custom-rule tests feed them: an InitiatingMessage,
/// SuccessfulOutcome or UnsuccessfulOutcome of each elementary procedure whose value is a random
/// instance of its message type (contents of OCTET STRING (CONTAINING …) filled in), encoded in
/// aligned PER. Values the encoder refuses are left out.
public enum RandomElementaryProcedurePDUs {
    /// - Parameters:
    ///   - pduTypeName: the top-level PDU type (`E2AP-PDU`).
    ///   - procedures: the object set of elementary procedures (`E2AP-ELEMENTARY-PROCEDURES`).
    public static func make(_ schema: ASN1Schema, pduTypeName: String, procedures: String, seeds: [UInt64],
                            optionalPercent: Int = 30, extensionPercent: Int) -> [[UInt8]] {
        var pdus: [[UInt8]] = []
        for seed in seeds {
            var gen = ASN1RandomValueGenerator(schema: schema, seed: seed)
            gen.optionalPercent = optionalPercent
            gen.extensionPercent = extensionPercent
            for m in PycrateBatch.messages(schema, procedures: procedures) {
                guard var body = gen.value(m.type, depth: 1) else { continue }
                body = gen.fillingContents(body, typeID: m.type, schema: schema, depth: 1)
                let crit = ["reject", "ignore", "notify"].firstIndex(of: m.criticality) ?? 1
                let pdu = ASN1Value.choice(name: m.alternative, value: .sequence([
                    ASN1NamedValue("procedureCode", .integer(m.code)),
                    ASN1NamedValue("criticality", .enumerated(index: crit, name: m.criticality)),
                    ASN1NamedValue("value", .openType(typeName: schema.node(m.type).name, value: body)),
                ]))
                if let bytes = try? schema.encodeAPER(pdu, as: pduTypeName) { pdus.append(bytes) }
            }
        }
        return pdus
    }
}
