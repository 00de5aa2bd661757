import ASN1PER
import Testing

/// ``APERNameSet``: a layout entry's name is in the set exactly when the set's test holds for
/// ``APERLayout/name(_:)``, for every entry kind (root, components, SEQUENCE OF items, open-type
/// values) and for a set built from another schema (whose flags do not apply: the test runs on
/// the name).
@Suite struct APERNameSetTests {
    static let module = """
        M DEFINITIONS AUTOMATIC TAGS ::= BEGIN
        Item ::= SEQUENCE { id INTEGER (0..255), payload OCTET STRING (SIZE (1..8)) OPTIONAL }
        Top ::= SEQUENCE {
            header INTEGER (0..15),
            items SEQUENCE (SIZE (1..4)) OF Item,
            choice CHOICE { plain BOOLEAN, nested Item },
            tail OCTET STRING (SIZE (2))
        }
        END
        """
    static let other = """
        N DEFINITIONS AUTOMATIC TAGS ::= BEGIN
        Other ::= SEQUENCE { payload OCTET STRING, id INTEGER (0..7) }
        END
        """

    @Test func flagsAgreeWithTheTestOnEveryEntry() throws {
        let schema = try ASN1Compiler.compile(sources: [(name: "m.asn", text: Self.module)])
        let otherSchema = try ASN1Compiler.compile(sources: [(name: "n.asn", text: Self.other)])
        let value = ASN1Value.sequence([
            ASN1NamedValue("header", .integer(3)),
            ASN1NamedValue("items", .sequenceOf([
                .sequence([ASN1NamedValue("id", .integer(1)), ASN1NamedValue("payload", .octetString([1, 2, 3]))]),
                .sequence([ASN1NamedValue("id", .integer(2))]),
            ])),
            ASN1NamedValue("choice", .choice(name: "nested", value: .sequence([ASN1NamedValue("id", .integer(9)), ASN1NamedValue("payload", .octetString([7]))]))),
            ASN1NamedValue("tail", .octetString([0xAB, 0xCD])),
        ])
        let bytes = try schema.encodeAPER(value, as: "Top")
        let scan = schema.scanAPER(bytes[...], typeID: try #require(schema.typeID("Top")))
        let layout = try #require(scan.layout)
        #expect(scan.error == nil && layout.count > 8)
        let tests: [(String, @Sendable (String) -> Bool)] = [
            ("payload", { $0 == "payload" }),
            ("Top or empty", { $0 == "Top" || $0.isEmpty }),
            ("odd length", { $0.utf8.count % 2 == 1 }),
            ("none", { _ in false }),
        ]
        var matched = 0
        for (label, test) in tests {
            for set in [APERNameSet(schema, test), APERNameSet(otherSchema, test)] {
                for e in 0..<layout.count {
                    let expected = test(layout.name(e))
                    #expect(layout.name(e, isIn: set) == expected, "\(label): entry \(e) \(layout.path(e))")
                    if expected { matched += 1 }
                }
                // outside the layout: the empty name
                #expect(layout.name(layout.count, isIn: set) == test(""))
            }
        }
        #expect(matched > 8)
    }
}
