import ASN1PER
import F1AP
import Foundation
import Testing
import TestSupport
import WireCore

/// Abstract-syntax findings (TS 38.473 §10.3) on edited copies of the worked F1SetupRequest
/// example, each located by field path and bit offset. Expected offsets come from the construction
/// (the octet layout of the 90-octet example: header 0–6, IE 78 at 7, IE 42 at 13, IE 45 at 19, IE
/// 44 at 28, IE 171 at 76) and are cross-checked with pycrate 0.8.1's decoded structure of the
/// edited PDU (`from_aper_ws`), never with our own decoder.
@Suite struct F1APAbstractSyntaxTests {
    static let setupHex = "000100560000050" + "04e00020001002a00020001002d4005010064753100" +
        "2c002c0000002b0026080000f11000006 6c010000100000100 00f11041 0009a73400004d00270007101134e685000000ab000a80000000c74003110400"
    static let message = "F1AP-PDU.initiatingMessage.value.F1SetupRequest"

    static func setupBytes() throws -> [UInt8] { try #require(Hex.decode(setupHex)) }

    /// The F1SetupRequest IEs as (id, criticality, value) fields, editable.
    func setupIEs() throws -> [ASN1Value] {
        let m = try #require(F1AP.decode(try Self.setupBytes()[...]).message)
        return m.ies.map { ie in
            .sequence([
                ASN1NamedValue("id", .integer(Int64(ie.id))),
                ASN1NamedValue("criticality", .enumerated(index: ["reject", "ignore", "notify"].firstIndex(of: ie.criticality)!, name: ie.criticality)),
                ASN1NamedValue("value", ie.value),
            ])
        }
    }

    func encode(_ ies: [ASN1Value], procedureCriticality: String = "reject") throws -> [UInt8] {
        let v = ASN1Value.choice(name: "initiatingMessage", value: .sequence([
            ASN1NamedValue("procedureCode", .integer(1)),
            ASN1NamedValue("criticality", .enumerated(index: procedureCriticality == "reject" ? 0 : 1, name: procedureCriticality)),
            ASN1NamedValue("value", .openType(typeName: "F1SetupRequest", value: .sequence([ASN1NamedValue("protocolIEs", .sequenceOf(ies))]))),
        ]))
        return try F1AP.schema.encodeAPER(v, as: "F1AP-PDU")
    }

    func ids(_ r: F1APDecodeResult) -> [String] { r.findings.map(\.id.rawValue) }

    /// The one finding `id` at `path`, at `offset` by construction; pycrate places `path` there too
    /// (callers require pycrate).
    @discardableResult
    static func expectLocated(_ bytes: [UInt8], _ id: String, path: String, offset: Int, pycrateOffset: Int? = nil,
                              sourceLocation: SourceLocation = #_sourceLocation) throws -> Finding {
        let r = F1AP.decode(bytes[...])
        #expect(r.error == nil, sourceLocation: sourceLocation)
        let f = try #require(r.findings.first { $0.id.rawValue == id && $0.fieldPath == path }, "\(r.findings)", sourceLocation: sourceLocation)
        #expect(f.bitOffset == offset, "\(f)", sourceLocation: sourceLocation)
        let layout = try #require(try PycrateLayout.layouts([bytes]).first ?? nil, sourceLocation: sourceLocation)
        let place = try #require(layout.paths[path], "pycrate has no \(path)", sourceLocation: sourceLocation)
        #expect(place.offset == (pycrateOffset ?? offset), "pycrate \(path) at \(place)", sourceLocation: sourceLocation)
        if pycrateOffset == nil { #expect(place.length == f.bitLength, "pycrate \(path) length \(place.length)", sourceLocation: sourceLocation) }
        return f
    }

    @Test func unmodifiedMessageHasNoFindings() throws {
        let bytes = try encode(try setupIEs())
        let r = F1AP.decode(bytes[...])
        #expect(r.findings.isEmpty, "\(r.findings)")
        #expect(Hex.encode(bytes) == Self.setupHex.replacingOccurrences(of: " ", with: ""))
    }

    @Test(.requires(.shared)) func realVectorsHaveOnlyTheTwoKnownIEFindings() throws {
        // the real vectors: only two IE-level findings at any depth, both visible in pycrate's
        // decode and the object sets — the O-RAN SC DU sends latest-RRC-Version-Enhanced (199)
        // with criticality reject (RRC-Version-ExtIEs: ignore), and the gowireshark
        // F1SetupResponse lacks gNB-CU-RRC-Version (170, mandatory)
        var found: [String] = []
        for v in try F1APVectorTests.vectors() {
            for f in F1AP.decode(v.bytes[...]).findings where f.id.rawValue.hasPrefix("F1-IE") { found.append("\(f.id) \(f.fieldPath)") }
        }
        #expect(found.sorted() == [
            "F1-IE-CRIT-MATCH F1AP-PDU.initiatingMessage.value.F1SetupRequest.protocolIEs[3].value.RRC-Version.iE-Extensions[0].criticality",
            "F1-IE-MANDATORY F1AP-PDU.successfulOutcome.value.F1SetupResponse.protocolIEs",
        ], "\(found)")
    }

    @Test(.requires(.pycrate)) func missingMandatoryIE() throws {
        var ies = try setupIEs()
        ies.remove(at: 1)  // gNB-DU-ID (42), PRESENCE mandatory in F1SetupRequestIEs
        let bytes = try encode(ies)
        // the container starts after the message's extension bit (octet 4, bit 0)
        let f = try Self.expectLocated(bytes, "F1-IE-MANDATORY", path: Self.message + ".protocolIEs", offset: 4 * 8 + 1)
        #expect(f.message.contains("42"))
        #expect(ids(F1AP.decode(bytes[...])) == ["F1-IE-MANDATORY"])
    }

    @Test(.requires(.pycrate)) func duplicateIE() throws {
        var ies = try setupIEs()
        ies.insert(ies[0], at: 1)
        // the copy follows the 6 octets of IE 78 that starts at octet 7
        try Self.expectLocated(try encode(ies), "F1-IE-DUPLICATE", path: Self.message + ".protocolIEs[1]", offset: (7 + 6) * 8)
    }

    @Test(.requires(.pycrate)) func wrongOrder() throws {
        var ies = try setupIEs()
        ies.swapAt(0, 1)
        let bytes = try encode(ies)
        #expect(ids(F1AP.decode(bytes[...])) == ["F1-IE-ORDER"])
        try Self.expectLocated(bytes, "F1-IE-ORDER", path: Self.message + ".protocolIEs[1]", offset: (7 + 6) * 8)
    }

    @Test(.requires(.pycrate)) func criticalityMismatch() throws {
        var ies = try setupIEs()
        // gNB-DU-Name (45) is CRITICALITY ignore in F1SetupRequestIEs; send reject
        if case .sequence(var parts) = ies[2] {
            parts[1] = ASN1NamedValue("criticality", .enumerated(index: 0, name: "reject"))
            ies[2] = .sequence(parts)
        }
        let bytes = try encode(ies, procedureCriticality: "ignore")
        #expect(F1AP.decode(bytes[...]).findings.filter { $0.id == "F1-IE-CRIT-MATCH" }.count == 2)
        // the procedure criticality follows the choice index and procedure code (octet 2)
        try Self.expectLocated(bytes, "F1-IE-CRIT-MATCH", path: "F1AP-PDU.initiatingMessage.criticality", offset: 16)
        // IE 45 starts at octet 19; its criticality after the 2-octet id
        try Self.expectLocated(bytes, "F1-IE-CRIT-MATCH", path: Self.message + ".protocolIEs[2].criticality", offset: (19 + 2) * 8)
    }

    @Test(.requires(.pycrate)) func unknownIEKeepsBytesAndReportsCriticality() throws {
        var ies = try setupIEs()
        ies.append(.sequence([
            ASN1NamedValue("id", .integer(9999)), ASN1NamedValue("criticality", .enumerated(index: 2, name: "notify")),
            ASN1NamedValue("value", .rawOpenType([0xDE, 0xAD])),
        ]))
        let bytes = try encode(ies)
        // appended after the 90 original octets (the message length stays one octet)
        let f = try Self.expectLocated(bytes, "F1-CRIT-UNKNOWN", path: Self.message + ".protocolIEs[5]", offset: 90 * 8)
        #expect(f.message.contains("9999") && f.message.contains("notify") && f.bitLength == 6 * 8)
        #expect(F1AP.decode(bytes[...]).message?.ies.last?.value == .rawOpenType([0xDE, 0xAD]))
    }

    // MARK: nested IE fields

    @Test(.requires(.pycrate)) func nestedListItemCriticality() throws {
        var bytes = try Self.setupBytes()
        // the GNB-DU-Served-Cells-List item (id 43, reject) is at octet 34; its criticality octet 36
        #expect(Array(bytes[34...36]) == [0x00, 0x2B, 0x00])
        bytes[36] = 0x40  // ignore
        try Self.expectLocated(bytes, "F1-IE-CRIT-MATCH",
            path: Self.message + ".protocolIEs[3].value.GNB-DU-Served-Cells-List[0].criticality", offset: 36 * 8)
    }

    @Test(.requires(.pycrate)) func nestedUnknownListItem() throws {
        var bytes = try Self.setupBytes()
        bytes[34] = 0x27  // id 43 → 9999 (0x270f), criticality reject
        bytes[35] = 0x0F
        let f = try Self.expectLocated(bytes, "F1-CRIT-UNKNOWN",
            path: Self.message + ".protocolIEs[3].value.GNB-DU-Served-Cells-List[0]", offset: 34 * 8)
        #expect(f.severity == .error && f.message.contains("reject"))
    }

    @Test(.requires(.pycrate)) func nestedExtensionContainer() throws {
        // IE 171 (GNB-DU RRC version) at octet 76: its RRC-Version value holds an iE-Extensions
        // container with one field (id 199 at octet 83, criticality ignore at octet 85)
        let original = try Self.setupBytes()
        #expect(Array(original[83...85]) == [0x00, 0xC7, 0x40])
        var bytes = original
        bytes[85] = 0x00  // reject
        let path = Self.message + ".protocolIEs[4].value.RRC-Version.iE-Extensions"
        try Self.expectLocated(bytes, "F1-IE-CRIT-MATCH", path: path + "[0].criticality", offset: 85 * 8)
        // duplicate the 7-octet extension field at the end: count, IE and message lengths grow
        var dup = original + Array(original[83...89])
        dup[82] = 0x01
        dup[79] += 7
        dup[3] += 7
        try Self.expectLocated(dup, "F1-IE-DUPLICATE", path: path + "[1]", offset: 90 * 8)
    }

    @Test(.requires(.pycrate)) func trailingOctets() throws {
        let bytes = try Self.setupBytes() + [0xDE, 0xAD, 0xBE]
        let f = try Self.expectLocated(bytes, "F1-TNL-ONE-PDU", path: "F1AP-PDU", offset: 90 * 8, pycrateOffset: 0)
        #expect(f.bitLength == 24)
        // pycrate consumes exactly the 90 octets of the PDU
        #expect(try PycrateLayout.layouts([bytes]).first??.bits == 90 * 8)
    }
}
