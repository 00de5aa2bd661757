import ASN1PER
import Testing

/// Compile errors name file, line and column.
@Suite struct ASN1CompilerErrorTests {
    func error(_ text: String) -> ASN1CompileError? {
        do {
            _ = try ASN1Compiler.compile(sources: [(name: "m.asn", text: text)])
            return nil
        } catch {
            return error
        }
    }

    @Test func undefinedTypeIsLocated() throws {
        let e = try #require(error("M DEFINITIONS ::= BEGIN\nA ::= SEQUENCE {\n  x   Missing\n}\nEND\n"))
        #expect(e.file == "m.asn" && e.line == 3 && e.column == 7)
        #expect(e.message.contains("Missing"))
    }

    @Test func syntaxErrorIsLocated() throws {
        let e = try #require(error("M DEFINITIONS ::= BEGIN\nA ::= INTEGER (0..\nEND\n"))
        #expect(e.line == 3 && e.file == "m.asn")
    }

    @Test func missingDirectoryIsReported() {
        #expect(throws: ASN1CompileError.self) { try ASN1Compiler.compile(directory: "/nonexistent-asn1-dir") }
    }

    @Test func commentsAndClassesParse() throws {
        let text = """
        M DEFINITIONS AUTOMATIC TAGS ::= BEGIN -- a comment -- Ignored ::= INTEGER
        C ::= CLASS { &id INTEGER UNIQUE, &Value, &presence ENUMERATED { o, m } DEFAULT o }
          WITH SYNTAX { ID &id TYPE &Value [PRESENCE &presence] }
        Set C ::= { { ID 1 TYPE BOOLEAN } | { ID 2 TYPE P {INTEGER} PRESENCE m }, ... }
        P { T } ::= SEQUENCE { t T }
        F ::= SEQUENCE { id C.&id ({Set}), value C.&Value ({Set}{@id}) }
        END
        """
        let s = try ASN1Compiler.compile(sources: [(name: "m.asn", text: text)])
        let set = try #require(s.objectSet(named: "Set"))
        #expect(set.objects.count == 2 && set.extensible)
        #expect(set.objects[0].identifier("presence") == "o")
        // id 2 (unconstrained INTEGER: length 1, value 2); value: open type of 2 octets holding
        // P{INTEGER} = SEQUENCE { t 5 } (length 1, value 5)
        let f = s.decodeAPER([0x01, 0x02, 0x02, 0x01, 0x05][...], as: "F")
        #expect(f.value?["value"] == .openType(typeName: "P", value: .sequence([ASN1NamedValue("t", .integer(5))])))
        // a comment ends at the next "--" on its line (X.680 12.6.3)
        #expect(s.typeID("Ignored") != nil)
    }

    /// Modules nested thousands of levels deep (inline SEQUENCEs, parenthesised constraints) are
    /// a located error, not a stack overflow of the recursive-descent parser.
    @Test(arguments: [0, 1])
    func deepNestingIsALocatedError(shape: Int) {
        let n = 8_000
        let body = shape == 0
            ? String(repeating: "SEQUENCE { a ", count: n) + "INTEGER" + String(repeating: " }", count: n)
            : "INTEGER (" + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n) + ")"
        let text = "Deep DEFINITIONS AUTOMATIC TAGS ::= BEGIN\nT ::= \(body)\nEND\n"
        do {
            _ = try ASN1Compiler.compile(sources: [(name: "deep.asn", text: text)])
            Issue.record("compiled")
        } catch {
            #expect(error.line == 2 && error.message.contains("nesting deeper than"), "\(error)")
        }
    }
}

