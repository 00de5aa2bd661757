@testable import ASN1PER
@testable import F1AP
@testable import NRRRC
import Testing

/// The committed serialized schemas load to schemas that serialize back to the same text, so
/// the byte-wise line and field splitting of ``ASN1Schema/init(serialized:)`` reads every line
/// and field the text holds.
@Suite struct SchemaLoadingRoundTripTests {
    @Test func committedSchemasRoundTrip() throws {
        for (name, text) in [("F1AP", F1APSchemaData.text), ("NR RRC", NRRRCSchemaData.text)] {
            let schema = try ASN1Schema(serialized: text)
            let again = schema.serialized()
            #expect(again == text || again == text + "\n", "\(name)")
            #expect(schema.nodes.count > 1000, "\(name)")
        }
    }

    /// Split as `split(separator:omittingEmptySubsequences:)` splits, empty fields kept or not,
    /// whether listed at once or read one at a time.
    @Test func fieldsMatchTheStandardLibrarySplit() {
        for s in ["", "a", "\t", "a\tb", "\ta\t\tb\t", "x,y,,z", "é\tü\t", "T\tname\tQ\t0\t\t"] {
            for (sep, ch) in [(UInt8(0x09), Character("\t")), (UInt8(0x2C), Character(","))] {
                var text = s
                text.withUTF8 { bytes in
                    let t = ASN1SchemaText(bytes: bytes)
                    #expect(t.fields(0..<bytes.count, sep).map(t.string) == s.split(separator: ch).map(String.init), "\(s)")
                    #expect(t.fields(0..<bytes.count, sep, omittingEmpty: false).map(t.string)
                            == s.split(separator: ch, omittingEmptySubsequences: false).map(String.init), "\(s)")
                    for omitting in [true, false] {
                        var cursor = t.cursor(0..<bytes.count, sep, omittingEmpty: omitting)
                        var read: [String] = []
                        while let field = cursor.next() { read.append(t.string(field)) }
                        #expect(cursor.next() == nil, "\(s)")
                        #expect(read == s.split(separator: ch, omittingEmptySubsequences: omitting).map(String.init), "\(s) omitting \(omitting)")
                    }
                }
            }
        }
    }

    /// Integers read from the bytes as the standard library's `init?(_: String)` reads them.
    @Test func integersMatchTheStandardLibrary() {
        let cases = ["0", "7", "-7", "+7", "", "-", "+", "12a", " 1", "1 ", "--1", "9223372036854775807", "9223372036854775808",
                     "-9223372036854775808", "-9223372036854775809", "4294967295", "4294967296", "-1", "00042", "٣"]
        for s in cases {
            var text = s
            text.withUTF8 { bytes in
                let t = ASN1SchemaText(bytes: bytes)
                let r = 0..<bytes.count
                #expect(t.integer(r, as: Int.self) == Int(s), "Int \(s)")
                #expect(t.integer(r, as: Int64.self) == Int64(s), "Int64 \(s)")
                if !s.hasPrefix("-") { #expect(t.integer(r, as: UInt32.self) == UInt32(s), "UInt32 \(s)") }
                #expect(t.integer(r, as: UInt32.self) == nil || !s.hasPrefix("-"), "UInt32 \(s)")
            }
        }
    }

    /// A damaged serialized schema is one located error, never a crash: the line it is on and what is wrong.
    @Test func damagedTextIsALocatedError() {
        let header = ASN1Schema.serializationHeader
        let cases: [(String, Int, String)] = [
            ("", 0, "not a serialized schema"),
            ("ASN1SCHEMA 2\n", 1, "not a serialized schema"),
            ("\(header)\nT\tA\ti\t1 2\n", 2, "malformed type line"),
            ("\(header)\nT\tA\tb\nT\tB\tQ\t0\tx,0,0,-\t\n", 3, "malformed type line"),
            ("\(header)\nT\tA\tL\t5\t0 - 0\n", 2, "dangling reference in A"),
            ("\(header)\nT\tA\tL\t0\t0 - 0\textra\n", 2, "malformed type line"),
            ("\(header)\nT\tA\tB\t0 -\n", 2, "malformed type line"),
            ("\(header)\nT\tA\tb\nT\tB\tQ\t0\tx,0,0,-,-,y\t\n", 3, "malformed type line"),
            ("\(header)\nT\tA\tb\nT\tB\tQ\t0\tx,0,0,-,0.f\t\n", 3, "malformed type line"),
            ("\(header)\nN\tA\t0\t1\n", 2, "malformed name line"),
            ("\(header)\nK\tk\t1\t2\n", 2, "malformed constant"),
            ("\(header)\nN\tA\tx\n", 2, "malformed name line"),
            ("\(header)\nS\tSet\tCLASS\t0\tid=Tx\n", 2, "bad type id"),
            ("\(header)\nS\tSet\tCLASS\t0\tid\n", 2, "malformed object field"),
            ("\(header)\nS\tSet\tCLASS\t0\n", 2, "malformed object set line"),
            ("\(header)\nT\tA\tb\nS\tSet\tCLASS\t0\tid=T0\textra\n", 3, "malformed object set line"),
            ("\(header)\nK\tk\t1.5\n", 2, "malformed constant"),
            ("\(header)\nC\t0\t0\n", 2, "dangling contents constraint"),
            ("\(header)\n\nZ\t1\n", 3, "unknown line tag Z"),
        ]
        for (text, line, message) in cases {
            do {
                _ = try ASN1Schema(serialized: text)
                Issue.record("loaded: \(text.debugDescription)")
            } catch {
                #expect(error.line == line, "\(text.debugDescription): \(error)")
                #expect(error.message.hasPrefix(message), "\(text.debugDescription): \(error)")
            }
        }
    }

    /// A small schema of every line kind loads to what it says (each field read back through the model).
    @Test func everyLineKindLoads() throws {
        let text = """
        \(ASN1Schema.serializationHeader)
        T\tInt\ti\t-5 - 1
        T\tOcts\tO\t1 4 0
        T\tSeq\tQ\t1\ta,0,1,i-3,- b,1,0,-,0.id.0\tgc,2,0,bT,-;sd,3,1,eon,-
        T\tE\te\ton,off\t+later
        T\tStr\tk\tPrintableString\t0 - 1\t7 0\t65,66,67
        N\tSeq\t2
        S\tSet\tCLASS\t1\tValue=T1,id=I5,name=Nx;id=I-6
        K\tmax\t-9223372036854775808
        C\t1\t0
        """
        let s = try ASN1Schema(serialized: text)
        #expect(s.nodes.count == 5)
        #expect(s.nodes[0].kind == .integer(ASN1IntegerBounds(lower: -5, upper: nil, extensible: true)))
        #expect(s.nodes[1].kind == .octetString(ASN1SizeBounds(lower: 1, upper: 4, extensible: false)))
        guard case .sequence(let q) = s.nodes[2].kind else { Issue.record("not a sequence"); return }
        #expect(q.extensible && q.root.map(\.name) == ["a", "b"] && q.root[0].optional && !q.root[1].optional)
        #expect(q.root[0].defaultValue == .integer(-3) && q.root[1].table?.field == "id" && q.root[1].table?.keyComponent == 0)
        #expect(q.additions.map(\.isGroup) == [true, false] && q.additions[1].components[0].defaultValue == .enumerated(index: -1, name: "on"))
        #expect(q.additions[0].components[0].defaultValue == .boolean(true))
        #expect(s.nodes[3].kind == .enumerated(root: ["on", "off"], additions: ["later"]))
        guard case .knownMultiplierString(let name, let size, let chars) = s.nodes[4].kind else { Issue.record("not a string"); return }
        #expect(name == "PrintableString" && size.upper == nil && size.extensible && chars.alphabet == [65, 66, 67] && chars.bitsPerCharacter == 7)
        #expect(s.namedTypes == ["Seq": 2] && s.constants == ["max": Int64.min] && s.containedTypes == [1: 0])
        #expect(s.objectSets.count == 1 && s.objectSets[0].extensible && s.objectSets[0].objects.count == 2)
        #expect(s.objectSets[0].objects[0].integer("id") == 5 && s.objectSets[0].objects[0].type("Value") == 1 && s.objectSets[0].objects[1].integer("id") == -6)
        // and serializes back to the same text (the writer is the independent half of the round trip)
        #expect(s.serialized() == text + "\n")
    }
}
