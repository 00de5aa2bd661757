import APProtocols
import ASN1PER
import Testing
import TestSupport
import WireCore

/// E2SM-KPM / E2SM-RC payloads inside E2AP: random values of every top-level service-model type
/// encode and decode back to the same value and bytes (our codec; pycrate 0.8.1 ships no E2SM
/// module), and an E2AP dialogue's payloads are decoded with the model its E2 Setup announced.
@Suite struct E2SMPayloadTests {
    @Test(arguments: E2SM.allCases) func randomPayloadsOfEveryTypeRoundTrip(_ model: E2SM) throws {
        var checked = 0
        for payload in E2SM.Payload.allCases {
            guard let name = model.typeName(payload), let t = model.schema.typeID(name) else { continue }
            var gen = ASN1RandomValueGenerator(schema: model.schema, seed: 0xE25 &+ UInt64(payload.rawValue.count))
            for _ in 0..<40 {
                guard let v = gen.value(t, depth: 1) else { continue }
                let bytes = try model.schema.encodeAPER(v, as: name)
                let r = try #require(model.decode(bytes[...], payload))
                #expect(r.error == nil && r.value == v, "\(name): \(String(describing: r.error))")
                if let back = r.value { #expect(try model.schema.encodeAPER(back, as: name) == bytes) }
                checked += 1
            }
        }
        print("\(model.shortName): \(checked) random payloads round-trip")
        #expect(checked >= 200)
    }

    @Test func payloadsAreDecodedWithTheAnnouncedModel() throws {
        let kpm = E2SM.kpm.schema
        let header = ASN1Value.sequence([ASN1NamedValue("indicationHeader-formats", .choice(name: "indicationHeader-Format1", value: .sequence([
            ASN1NamedValue("colletStartTime", .octetString([1, 2, 3, 4, 5, 6, 7, 8])), ASN1NamedValue("vendorName", .string("ACME")),
        ])))])
        let headerBytes = try kpm.encodeAPER(header, as: "E2SM-KPM-IndicationHeader")
        let description = ASN1Value.sequence([ASN1NamedValue("ranFunction-Name", .sequence([
            ASN1NamedValue("ranFunction-ShortName", .string("ORAN-E2SM-KPM")), ASN1NamedValue("ranFunction-E2SM-OID", .string("1.3.6.1.4.1.53148.1.2.2.2")),
            ASN1NamedValue("ranFunction-Description", .string("KPM Monitor")),
        ]))])
        let definition = try kpm.encodeAPER(description, as: "E2SM-KPM-RANfunction-Description")
        let e2 = APProtocol.e2ap.schema
        var b = APMessageBuilder(schema: e2, pduType: "E2AP-PDU", procedures: "E2AP-ELEMENTARY-PROCEDURES")
        let item = ASN1Value.sequence([
            ASN1NamedValue("ranFunctionID", .integer(2)), ASN1NamedValue("ranFunctionDefinition", .octetString(definition)),
            ASN1NamedValue("ranFunctionRevision", .integer(1)), ASN1NamedValue("ranFunctionOID", .string("1.3.6.1.4.1.53148.1.2.2.2")),
        ])
        let list = ASN1Value.sequenceOf([.sequence([
            ASN1NamedValue("id", .integer(e2.constants["id-RANfunction-Item"]!)), ASN1NamedValue("criticality", .enumerated(index: 0, name: "reject")),
            ASN1NamedValue("value", .openType(typeName: "RANfunction-Item", value: item)),
        ])])
        let setupBytes = b.build("E2setupRequest", ["RANfunctions-List": list])
        let indicationBytes = b.build("RICindication", ["RANfunctionID": .integer(2), "RICindicationHeader": .octetString(headerBytes)])
        let setup = try #require(setupBytes)
        let indication = try #require(indicationBytes)
        var table = E2SMFunctionTable()
        let s = try #require(APProtocol.e2ap.decode(setup[...]).message)
        table.learn(s)
        #expect(table.models[2] == .kpm)
        let setupPayloads = table.payloads(s)
        #expect(setupPayloads.count == 1 && setupPayloads[0].payload == .ranFunctionDefinition && setupPayloads[0].result?.value == description)
        let m = try #require(APProtocol.e2ap.decode(indication[...]).message)
        let payloads = table.payloads(m).filter { $0.payload == .indicationHeader }
        #expect(payloads.count == 1 && payloads[0].model == .kpm && !payloads[0].guessed && payloads[0].result?.value == header)
        var fields = FieldList()
        payloads[0].appendFields(to: &fields)
        #expect(fields.first("e2ap.vendorName") == .string("ACME"))
        // an E2SM payload that is not the model's encoding is a finding, never a crash
        let bad = E2SM.kpm.decode([0xFF][...], .indicationMessage)
        #expect(bad?.error != nil)
    }
}
