import ASN1PER
import Testing
import WireCore

/// UNALIGNED PER (X.691 with ALIGNED off) against bytes pycrate 0.8.1 produced for the same
/// module and value; the ALIGNED bytes of the same value check that both variants share one
/// value tree.
@Suite struct UPERPrimitiveTests {
    static let module = """
    UPER-Test DEFINITIONS AUTOMATIC TAGS ::= BEGIN
    T ::= SEQUENCE {
        a INTEGER (0..1000),
        b INTEGER (0..4294967295),
        c ENUMERATED { x, y, z, ... },
        d OCTET STRING (SIZE (3)),
        e BIT STRING (SIZE (1..20)),
        f SEQUENCE (SIZE (1..8)) OF INTEGER (-5..5),
        g INTEGER OPTIONAL,
        h OCTET STRING OPTIONAL,
        i CHOICE { p NULL, q BOOLEAN, ... , r INTEGER (0..300) },
        j INTEGER (1..65536, ...) OPTIONAL,
        ...,
        [[ k INTEGER (0..7), l BOOLEAN OPTIONAL ]],
        m IA5String (SIZE (1..10)) OPTIONAL
    }
    END
    """

    /// a 999, b 4000000000, c z, d 010203, e '10110'B, f {-5, 0, 5}, g -300, h "hello", i r: 300,
    /// j 70000, k 5, l TRUE, m "ab~".
    static let uper = Hex.decode("ff9fb9aca00100810192c81680bfb5015a195b1b1be000a5802060222e00701d8042c38bf000")!
    static let aper = Hex.decode("f003e7c0ee6b28004001020320b205a002fed40568656c6c6f8002012c8003011170038001d8042061627e")!

    @Test func decodesPycrateUnalignedBytes() throws {
        let schema = try ASN1Compiler.compile(sources: [(name: "t.asn", text: Self.module)])
        let r = schema.decodeUPER(Self.uper[...], as: "T")
        #expect(r.error == nil, "\(String(describing: r.error))")
        let v = try #require(r.value)
        #expect(v["a"] == .integer(999))
        #expect(v["b"] == .integer(4_000_000_000))
        #expect(v["d"] == .octetString([1, 2, 3]))
        #expect(v["e"] == .bitString(bytes: [0xB0], bitCount: 5))
        #expect(v["f"] == .sequenceOf([.integer(-5), .integer(0), .integer(5)]))
        #expect(v["g"] == .integer(-300))
        #expect(v["h"] == .octetString(Array("hello".utf8)))
        #expect(v["i"] == .choice(name: "r", value: .integer(300)))
        #expect(v["j"] == .integer(70000))
        #expect(v["k"] == .integer(5))
        #expect(v["l"] == .boolean(true))
        #expect(v["m"] == .string("ab~"))
        #expect(r.findings.isEmpty)
        // the same value in both variants
        #expect(try schema.encodeUPER(v, as: "T") == Self.uper)
        #expect(try schema.encodeAPER(v, as: "T") == Self.aper)
        #expect(schema.decodeAPER(Self.aper[...], as: "T").value == v)
    }

    @Test func unalignedFieldsTakeTheMinimumBits() throws {
        let schema = try ASN1Compiler.compile(sources: [(name: "t.asn", text: """
        M DEFINITIONS AUTOMATIC TAGS ::= BEGIN
        S ::= SEQUENCE { a INTEGER (0..1), b INTEGER (0..65535), c OCTET STRING (SIZE (2..4)) }
        END
        """)])
        let v = ASN1Value.sequence([
            ASN1NamedValue("a", .integer(1)), ASN1NamedValue("b", .integer(0xABCD)), ASN1NamedValue("c", .octetString([0xFF, 0x00])),
        ])
        // 1 | 1010101111001101 | 00 | 11111111 00000000: 35 bits, padded to 5 octets
        let bytes = try schema.encodeUPER(v, as: "S")
        #expect(bytes == [0xD5, 0xE6, 0x9F, 0xE0, 0x00])
        #expect(schema.decodeUPER(bytes[...], as: "S").value == v)
        // ALIGNED pads before the 16-bit number and before the octets
        #expect(try schema.encodeAPER(v, as: "S") == [0x80, 0xAB, 0xCD, 0x00, 0xFF, 0x00])
    }

    @Test func truncatedUnalignedInputIsALocatedError() throws {
        let schema = try ASN1Compiler.compile(sources: [(name: "t.asn", text: Self.module)])
        for cut in stride(from: 0, to: Self.uper.count - 1, by: 3) {
            let r = schema.decodeUPER(Self.uper[0..<cut], as: "T", locate: true)
            #expect(r.error != nil, "cut at \(cut)")
            #expect(r.value == nil)
        }
    }
}
