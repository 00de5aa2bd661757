import ASN1PER
import F1AP
import Testing
import TestSupport
import WireCore

/// `F1APFields`, derived from the compiled schema, names every field F1AP decoding emits:
/// random PDUs of every elementary procedure message (generated from the schema, encoded,
/// decoded) give only registered `f1ap.*` names and `f1ap.asn1` paths the schema allows, with
/// values of the registered types.
@Suite struct F1APFieldRegistryTests {
    static func problems(_ fields: FieldList) -> [String] {
        var problems: [String] = []
        for field in fields.fields {
            let types: [FieldType]
            switch F1APFields.registry.lookup(field.name) {
            case .fields(let specs)?: types = specs.map(\.type)
            case .subtree(_, let leafTypes)?: types = leafTypes
            case .group?, nil:
                problems.append("\(field.name) is not registered")
                continue
            }
            if !types.contains(where: { $0.admits(field.value) }) {
                problems.append("\(field.name): a \(field.value.kindName) value, registered \(types.map(\.rawValue))")
            }
        }
        return problems
    }

    @Test func randomPDUsOfEveryMessageGiveRegisteredFields() throws {
        var gen = ASN1RandomValueGenerator(schema: F1AP.schema, seed: 0x18_0003)
        gen.optionalPercent = 70
        let messages = PycrateBatch.messages(F1AP.schema, procedures: "F1AP-ELEMENTARY-PROCEDURES")
        #expect(messages.count > 100)
        var decoded = 0
        var problems = Set<String>()
        var names = Set<String>()
        for round in 0..<2 {
            for m in messages {
                guard let body = gen.value(m.type, depth: 1) else { continue }
                let pdu = ASN1Value.choice(name: m.alternative, value: .sequence([
                    ASN1NamedValue("procedureCode", .integer(m.code)),
                    ASN1NamedValue("criticality", .enumerated(index: Self.criticality(m.criticality), name: m.criticality)),
                    ASN1NamedValue("value", .openType(typeName: F1AP.schema.node(m.type).name, value: body)),
                ]))
                guard let bytes = try? F1AP.schema.encodeAPER(pdu, as: F1AP.pduTypeName) else { continue }
                let r = F1AP.decode(bytes[...])
                guard r.error == nil else { continue }
                decoded += 1
                var fields = FieldList()
                r.appendFields(to: &fields)
                problems.formUnion(Self.problems(fields).map { "round \(round) \(m.alternative) \(m.code): \($0)" })
                for field in fields.fields where !field.name.hasPrefix("f1ap.asn1.") { names.insert(field.name) }
            }
        }
        #expect(decoded > 150)
        #expect(names.count > 300, "distinct f1ap names emitted: \(names.count)")
        #expect(problems.isEmpty, "\(problems.sorted().prefix(20))")
    }

    static func criticality(_ name: String) -> Int { ["reject", "ignore", "notify"].firstIndex(of: name) ?? 1 }

    @Test func pathsFollowTheSchema() {
        let registry = F1APFields.registry
        #expect(registry.types(of: "f1ap.asn1") == [])
        #expect(registry.types(of: "f1ap.asn1.initiatingMessage.procedureCode") == [.unsigned])
        #expect(registry.types(of: "f1ap.asn1.initiatingMessage.criticality") == [.enumerated])
        // An IE value: any type of the IE set, or the octets of an unknown IE.
        #expect(registry.types(of: "f1ap.asn1.initiatingMessage.value.protocolIEs.0.value")?.contains(.bytes) == true)
        #expect(registry.knows("f1ap.asn1.initiatingMessage.value.protocolIEs.3.value.0.value.served-Cell-Information.nRPCI"))
        #expect(registry.knows("f1ap.asn1.successfulOutcome.value.protocolIEs.1.value._ext2"))
        #expect(!registry.knows("f1ap.asn1.initiatingMessage.valeu"))
        #expect(!registry.knows("f1ap.asn1.initiatingMessage.procedureCode.0"))
        #expect(registry.suggestion(for: "f1ap.asn1.initiatingMessage.valeu.protocolIEs") == "f1ap.asn1.initiatingMessage.value.protocolIEs")
        #expect(registry.suggestion(for: "f1ap.asn1.initiatingMesage") == "f1ap.asn1.initiatingMessage")
    }

    @Test func leafNamesAreDerivedFromTheSchema() {
        let registry = F1APFields.registry
        #expect(registry.types(of: "f1ap.GNB_CU_UE_F1AP_ID") == [.unsigned])
        #expect(registry.types(of: "f1ap.TransactionID") == [.unsigned])
        #expect(registry.types(of: "f1ap.criticality") == [.enumerated])
        #expect(registry.types(of: "f1ap.nRCellIdentity") == [.bytes])
        #expect(registry.specs.first { $0.name == "f1ap.nRCellIdentity" }?.bitLength == 36)
        #expect(registry.types(of: "f1ap.procedureCode") == [.unsigned])
        #expect(registry.knows("f1ap._ext7"))
        #expect(registry.suggestion(for: "f1ap.GNB_CU_UE_F1AP_Id") == "f1ap.GNB_CU_UE_F1AP_ID")
        #expect(registry.specs.count > 900)
    }
}
