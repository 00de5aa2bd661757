import ASN1PER
import Testing
import WireCore

/// Aligned-PER encodings of single types, checked against byte examples verified with pycrate 0.8.1
/// and X.691 rules.
@Suite struct APERPrimitiveTests {
    static let module = """
    Test DEFINITIONS AUTOMATIC TAGS ::= BEGIN
    SRBID ::= INTEGER (0..3, ..., 4 | 5)
    MaxDataBurstVolume ::= INTEGER (0..4095, ..., 4096..2000000)
    NRSCS ::= ENUMERATED { scs15, scs30, scs60, scs120, ..., scs480, scs960 }
    GNB-DU-UE-F1AP-ID ::= INTEGER (0..4294967295)
    NRARFCN ::= INTEGER (0..maxNRARFCN)
    maxNRARFCN INTEGER ::= 3279165
    GNB-DU-Name ::= PrintableString (SIZE(1..150, ...))
    Ext-Name ::= UTF8String (SIZE(1..150, ...))
    RRCContainer ::= OCTET STRING
    CellId ::= BIT STRING (SIZE(36))
    Digits ::= IA5String (FROM("0".."9") ^ SIZE(3))
    Big ::= SEQUENCE { a BOOLEAN, b INTEGER (0..7) OPTIONAL, ..., [[ c INTEGER (0..255), d NULL OPTIONAL ]], e BOOLEAN }
    END
    """

    static let schema: ASN1Schema? = try? ASN1Compiler.compile(sources: [(name: "test.asn", text: module)])

    func enc(_ v: ASN1Value, _ t: String) throws -> String {
        let s = try #require(Self.schema)
        return Hex.encode(try s.encodeAPER(v, as: t))
    }

    func roundTrip(_ v: ASN1Value, _ t: String, _ hex: String) throws {
        let s = try #require(Self.schema)
        #expect(try enc(v, t) == hex, "\(t)")
        let r = s.decodeAPER(Hex.decode(hex)![...], as: t)
        #expect(r.error == nil && r.value == v, "\(t): \(String(describing: r.error))")
    }

    @Test func extensibleIntegers() throws {
        try roundTrip(.integer(1), "SRBID", "20")        // ext bit 0 + 2 bits 01
        try roundTrip(.integer(4), "SRBID", "800104")    // ext bit 1 + unconstrained
        try roundTrip(.integer(4096), "MaxDataBurstVolume", "80021000")
    }

    @Test func enumerations() throws {
        try roundTrip(.enumerated(index: 1, name: "scs30"), "NRSCS", "20")
        try roundTrip(.enumerated(index: 4, name: "scs480"), "NRSCS", "80")
    }

    @Test func largeRanges() throws {
        try roundTrip(.integer(1), "GNB-DU-UE-F1AP-ID", "0001")
        try roundTrip(.integer(41255), "GNB-DU-UE-F1AP-ID", "40a127")
        try roundTrip(.integer(632628), "NRARFCN", "8009a734")
    }

    @Test func strings() throws {
        try roundTrip(.string("du1"), "GNB-DU-Name", "0100647531")
        try roundTrip(.string("dü1"), "Ext-Name", "0464c3bc31")
        // permitted alphabet of 10 characters: 4-bit indexes 1,2,3 in 12 unaligned bits, no length
        try roundTrip(.string("123"), "Digits", "1230")
    }

    @Test func fixedBitString() throws {
        try roundTrip(.bitString(bytes: [0x00, 0x00, 0x66, 0xC0, 0x10], bitCount: 36), "CellId", "000066c010")
    }

    @Test func fragmentedOctetString() throws {
        let s = try #require(Self.schema)
        let big = [UInt8](repeating: 0xAB, count: 16384)
        let bytes = try s.encodeAPER(.octetString(big), as: "RRCContainer")
        // X.691 fragmented length: c1 <16384 octets> 00
        #expect(bytes.count == 16386 && bytes.first == 0xC1 && bytes.last == 0x00)
        #expect(s.decodeAPER(bytes[...], as: "RRCContainer").value == .octetString(big))
        let huge = [UInt8](repeating: 0x5A, count: 70000)
        let hb = try s.encodeAPER(.octetString(huge), as: "RRCContainer")
        #expect(hb.first == 0xC4)
        #expect(s.decodeAPER(hb[...], as: "RRCContainer").value == .octetString(huge))
    }

    @Test func extensionAdditionsAndUnknownOnes() throws {
        let s = try #require(Self.schema)
        let v = ASN1Value.sequence([
            ASN1NamedValue("a", .boolean(true)), ASN1NamedValue("c", .integer(5)), ASN1NamedValue("e", .boolean(true)),
        ])
        let bytes = try s.encodeAPER(v, as: "Big")
        // ext bit 1, presence of b 0, a 1, addition count 2-1 as normally small (0 000001), bitmap 11
        // -> 1010 0000 | 0111 pad; group as open type: 02 | 00 05 (d absent, c = 5 aligned);
        // e as open type: 01 | 80
        #expect(Hex.encode(bytes) == "a070" + "020005" + "0180")
        let r = s.decodeAPER(bytes[...], as: "Big")
        #expect(r.value == v)
        // an unknown third addition is kept and re-encoded unchanged
        let withUnknown = ASN1Value.sequence([
            ASN1NamedValue("a", .boolean(false)), ASN1NamedValue("_ext2", .unknownExtension([0x42])),
        ])
        let ub = try s.encodeAPER(withUnknown, as: "Big")
        let ur = s.decodeAPER(ub[...], as: "Big")
        #expect(ur.value == withUnknown)
        #expect(try s.encodeAPER(#require(ur.value), as: "Big") == ub)
    }

    @Test func nonCanonicalInputIsFlagged() throws {
        let s = try #require(Self.schema)
        // GNB-DU-UE-F1AP-ID 1 with a 2-octet value (length field 01): decodes, flagged
        let r = s.decodeAPER([0x40, 0x00, 0x01][...], as: "GNB-DU-UE-F1AP-ID")
        #expect(r.value == .integer(1))
        #expect(r.findings.contains { $0.id == "ASN1-NONCANONICAL" })
        // trailing octets are a finding
        let t = s.decodeAPER([0x20, 0x00][...], as: "SRBID")
        #expect(t.findings.contains { $0.id == "ASN1-TRAILING-OCTETS" && $0.bitOffset == 8 })
    }

    /// PrintableString in aligned PER codes each character as its own 8-bit value (X.691 30.5.4),
    /// so a value outside the permitted alphabet (X.680 §41, Table 10: letters, digits, space and
    /// ' ( ) + , - . / : = ?) still decodes: here "du" with ESC (0x1B) and DEL (0x7F) between.
    /// Each such character is a located finding; the value is returned.
    @Test func charactersOutsideThePermittedAlphabetAreFindings() throws {
        let s = try #require(Self.schema)
        // length 4 (SIZE 1..150 root: ext bit 0, 8-bit length − 1 = 3), aligned, then d ESC u DEL
        let bytes: [UInt8] = [0x01, 0x80, 0x64, 0x1B, 0x75, 0x7F]
        let d = s.decodeAPER(bytes[...], as: "GNB-DU-Name")
        #expect(d.error == nil, "\(String(describing: d.error))")
        #expect(d.value == .string("d\u{1B}u\u{7F}"))
        let alphabet = d.findings.filter { $0.id == "ASN1-ALPHABET" }
        #expect(alphabet.map(\.bitOffset) == [24, 40])
        #expect(alphabet.first?.message.contains("U+1B") == true)
        // Every PrintableString character decodes without a finding.
        let printable = Array("AZaz09 '()+,-./:=?".utf8)
        let header: [UInt8] = [UInt8((printable.count - 1) >> 1), UInt8(((printable.count - 1) & 1) << 7)]
        let ok = s.decodeAPER((header + printable)[...], as: "GNB-DU-Name")
        #expect(ok.value == .string("AZaz09 '()+,-./:=?"))
        #expect(ok.error == nil && ok.findings.isEmpty, "\(ok.findings)")
    }
}

