import ASN1PER
import F1AP
import Foundation
import Testing
import WireCore

/// Digest §3.4 abstract-syntax findings on edited copies of the worked F1SetupRequest (§5.1).
@Suite struct F1APAbstractSyntaxTests {
    static let setupHex = "000100560000050" + "04e00020001002a00020001002d4005010064753100" +
        "2c002c0000002b0026080000f11000006 6c010000100000100 00f11041 0009a73400004d00270007101134e685000000ab000a80000000c74003110400"

    /// The F1SetupRequest IEs as (id, criticality, value) fields, editable.
    func setupIEs() throws -> [ASN1Value] {
        let bytes = try #require(Hex.decode(Self.setupHex))
        let m = try #require(F1AP.decode(bytes[...]).message)
        return m.ies.map { ie in
            .sequence([
                ASN1NamedValue("id", .integer(Int64(ie.id))),
                ASN1NamedValue("criticality", .enumerated(index: ["reject", "ignore", "notify"].firstIndex(of: ie.criticality)!, name: ie.criticality)),
                ASN1NamedValue("value", ie.value),
            ])
        }
    }

    func pdu(_ ies: [ASN1Value], procedureCriticality: String = "reject") throws -> F1APDecodeResult {
        let v = ASN1Value.choice(name: "initiatingMessage", value: .sequence([
            ASN1NamedValue("procedureCode", .integer(1)),
            ASN1NamedValue("criticality", .enumerated(index: procedureCriticality == "reject" ? 0 : 1, name: procedureCriticality)),
            ASN1NamedValue("value", .openType(typeName: "F1SetupRequest", value: .sequence([ASN1NamedValue("protocolIEs", .sequenceOf(ies))]))),
        ]))
        let bytes = try F1AP.schema.encodeAPER(v, as: "F1AP-PDU")
        return F1AP.decode(bytes[...])
    }

    func ids(_ r: F1APDecodeResult) -> [String] { r.findings.map(\.id) }

    @Test func unmodifiedMessageHasNoFindings() throws {
        let r = try pdu(try setupIEs())
        #expect(r.findings.isEmpty, "\(r.findings)")
        #expect(Hex.encode(try F1AP.schema.encodeAPER(r.message!.value, as: "F1AP-PDU")) == Self.setupHex.replacingOccurrences(of: " ", with: ""))
    }

    @Test func missingMandatoryIE() throws {
        var ies = try setupIEs()
        ies.remove(at: 1)  // gNB-DU-ID (42), PRESENCE mandatory in F1SetupRequestIEs
        let r = try pdu(ies)
        let f = try #require(r.findings.first { $0.id == "F1-IE-MANDATORY" })
        #expect(f.message.contains("42") && f.bitOffset == 32)
        #expect(ids(r) == ["F1-IE-MANDATORY"])
    }

    @Test func duplicateIE() throws {
        var ies = try setupIEs()
        ies.insert(ies[0], at: 1)
        let r = try pdu(ies)
        let f = try #require(r.findings.first { $0.id == "F1-IE-DUPLICATE" })
        #expect(f.fieldPath == "f1ap.protocolIEs.1" && f.bitOffset == (7 + 6) * 8)  // second IE after 6 octets of IE 78
    }

    @Test func wrongOrder() throws {
        var ies = try setupIEs()
        ies.swapAt(0, 1)
        let r = try pdu(ies)
        #expect(ids(r) == ["F1-IE-ORDER"])
        #expect(r.findings.first?.fieldPath == "f1ap.protocolIEs.1")
    }

    @Test func criticalityMismatch() throws {
        var ies = try setupIEs()
        // gNB-DU-Name (45) is CRITICALITY ignore in F1SetupRequestIEs; send reject
        if case .sequence(var parts) = ies[2] {
            parts[1] = ASN1NamedValue("criticality", .enumerated(index: 0, name: "reject"))
            ies[2] = .sequence(parts)
        }
        let r = try pdu(ies, procedureCriticality: "ignore")
        let crit = r.findings.filter { $0.id == "F1-IE-CRIT-MATCH" }
        #expect(crit.count == 2)
        #expect(crit.contains { $0.fieldPath == "f1ap.criticality" && $0.bitOffset == 16 })
        #expect(crit.contains { $0.fieldPath == "f1ap.protocolIEs.2.criticality" })
    }

    @Test func unknownIEKeepsBytesAndReportsCriticality() throws {
        var ies = try setupIEs()
        ies.append(.sequence([
            ASN1NamedValue("id", .integer(9999)), ASN1NamedValue("criticality", .enumerated(index: 2, name: "notify")),
            ASN1NamedValue("value", .rawOpenType([0xDE, 0xAD])),
        ]))
        let r = try pdu(ies)
        let f = try #require(r.findings.first { $0.id == "F1-CRIT-UNKNOWN" })
        #expect(f.message.contains("9999") && f.message.contains("notify"))
        #expect(r.message?.ies.last?.value == .rawOpenType([0xDE, 0xAD]))
    }
}
