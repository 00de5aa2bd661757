import ASN1PER
import F1AP
import Foundation
import Testing
import TestSupport
import WireCore

/// Non-canonical but decodable input (a length determinant with more octets than needed, as in a
/// hand-edited srsRAN vector): accepted, flagged as F1-AS-DECODE warnings located by path and bit
/// offset, re-encoded canonically. Each PDU is a known edit of a canonical one; the expected offset
/// comes from the edit, pycrate 0.8.1 decodes the edited bytes, places the same component there and
/// re-encodes them to the canonical bytes.
@Suite(.requires(.pycrate)) struct F1APNonCanonicalTests {
    // The worked ULRRCMessageTransfer example with gNB-DU-UE-F1AP-ID 1 hand-edited from the minimal
    // `00 01` (length field 00 = 1 octet) to `40 00 01` (length field 01 = 2 octets); the IE length
    // becomes 3 and the message length 0x22.
    static let canonical = "000d40210000040028000200000029000200010040000120003200090800000800000000 00"
    static let edited = "000d40220000040028000200000029000340000100400001200032000908000008000000 0000"
    static let message = "F1AP-PDU.initiatingMessage.value.F1SetupRequest"

    /// Decodes `bytes`: no error, one F1-AS-DECODE warning at `path`/`offset`; re-encoding gives
    /// `canonical`, which is also what pycrate makes of `bytes`; pycrate puts `pycratePath` at
    /// `pycrateOffset`.
    func check(_ bytes: [UInt8], canonical: [UInt8], path: String, offset: Int, contains text: String,
               pycratePath: String? = nil, pycrateOffset: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let r = F1AP.decode(bytes[...])
        #expect(r.error == nil, sourceLocation: sourceLocation)
        let m = try #require(r.message, sourceLocation: sourceLocation)
        let flagged = r.findings.filter { $0.id == "F1-AS-DECODE" }
        #expect(flagged.count == 1, "\(r.findings)", sourceLocation: sourceLocation)
        let f = try #require(flagged.first, sourceLocation: sourceLocation)
        #expect(f.severity == .warning && f.message.contains(text), "\(f)", sourceLocation: sourceLocation)
        #expect(f.fieldPath == path && f.bitOffset == offset, "\(f)", sourceLocation: sourceLocation)
        #expect(r.findings.count == 1, "\(r.findings)", sourceLocation: sourceLocation)
        let again = try F1AP.schema.encodeAPER(m.value, as: "F1AP-PDU")
        #expect(again == canonical, sourceLocation: sourceLocation)
        let layout = try #require(try PycrateLayout.layouts([bytes]).first ?? nil, sourceLocation: sourceLocation)
        #expect(layout.aper == Hex.encode(again), "pycrate re-encodes \(layout.aper)", sourceLocation: sourceLocation)
        let place = try #require(layout.paths[pycratePath ?? path], sourceLocation: sourceLocation)
        #expect(place.offset == (pycrateOffset ?? offset), "pycrate \(pycratePath ?? path) at \(place)", sourceLocation: sourceLocation)
    }

    @Test func nonMinimalIntegerOctets() throws {
        let bytes = try #require(Hex.decode(Self.edited))
        let canonical = try #require(Hex.decode(Self.canonical))
        // IE 41 (second IE) starts at octet 13; its value after id, criticality and length (17)
        try check(bytes, canonical: canonical, path: "F1AP-PDU.initiatingMessage.value.ULRRCMessageTransfer.protocolIEs[1].value.GNB-DU-UE-F1AP-ID",
                  offset: 17 * 8, contains: "non-minimal integer")
        let m = try #require(F1AP.decode(bytes[...]).message)
        #expect(m.gnbDUUEF1APID == 1 && m.gnbCUUEF1APID == 0)
        let jer = try F1APVectorTests.pycrateJER([bytes])
        #expect(Oracle.canonicalJSON(F1AP.decode(bytes[...]).jer()) == jer.first)
    }

    @Test func lengthDeterminantInTheLongForm() throws {
        let canonical = try F1APAbstractSyntaxTests.setupBytes()
        // IE 78's open-type length at octet 10, `02`, rewritten as the two-octet form `80 02`
        var bytes = canonical
        bytes.replaceSubrange(10...10, with: [0x80, 0x02])
        bytes[3] += 1
        // pycrate: the value component starts (with its alignment) at bit 74, the contents at 96
        try check(bytes, canonical: canonical, path: Self.message + ".protocolIEs[0].value", offset: 10 * 8,
                  contains: "two-octet length", pycratePath: Self.message + ".protocolIEs[0].value.TransactionID", pycrateOffset: 12 * 8)
    }

    @Test func extensionBitWithoutAdditions() throws {
        let canonical = try F1APAbstractSyntaxTests.setupBytes()
        // F1SetupRequest's extension bit (octet 4, bit 0) set; an empty addition bitmap (count 1,
        // bit 0) appended in one octet
        var bytes = canonical + [0x00]
        bytes[4] = 0x80
        bytes[3] += 1
        try check(bytes, canonical: canonical, path: Self.message, offset: 4 * 8, contains: "extension bit set")
    }

    @Test func rootValueEncodedAsExtension() throws {
        let canonical = try F1APAbstractSyntaxTests.setupBytes()
        // TransactionID (0..255, ...) 1: `00 01` at octet 11 becomes extension bit 1 + the
        // unconstrained number `80 01 01`; the open type and message lengths grow by one
        var bytes = canonical
        bytes.replaceSubrange(10...12, with: [0x03, 0x80, 0x01, 0x01])
        bytes[3] += 1
        try check(bytes, canonical: canonical, path: Self.message + ".protocolIEs[0].value.TransactionID", offset: 11 * 8,
                  contains: "inside the root range")
    }

    @Test func rootSizeEncodedAsExtension() throws {
        let canonical = try F1APAbstractSyntaxTests.setupBytes()
        // GNB-DU-Name (PrintableString (SIZE(1..150, ...))) "du1" at octet 23: `01 00` (extension
        // bit 0, 8-bit length 2) becomes `80 03` (extension bit 1, general length 3); same size
        var bytes = canonical
        #expect(Array(bytes[23...24]) == [0x01, 0x00])
        bytes.replaceSubrange(23...24, with: [0x80, 0x03])
        try check(bytes, canonical: canonical, path: Self.message + ".protocolIEs[2].value.GNB-DU-Name", offset: 23 * 8,
                  contains: "inside the root SIZE")
    }
}
