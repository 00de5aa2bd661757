import Conformance
import Profiles
import Testing
import WireCore

/// Compile errors: message and exact column in the expression, and file:line:column in the
/// profile through a `SourceText`. Columns are counted by hand (1-based) in each text.
struct ExpressionCompileErrorTests {
    typealias S = ExpressionSupport

    @Test(arguments: [
        ("", 1, "empty expression"),
        ("   ", 1, "empty expression"),
        ("a == ", 6, "expected a field or a value, found the end of the expression"),
        ("a = 1", 3, "'=' is not an operator; compare with '=='"),
        ("a | b", 3, "'|' is not an operator; use '||' or 'or'"),
        ("\"abc\" == 1", 10, "cannot compare a string with an integer"),
        ("(a == 1", 1, "'(' is not closed"),
        ("a == 1)", 7, "unexpected ')' after a complete expression"),
        ("a == 1 == 2", 8, "comparisons cannot be chained; combine them with '&&'"),
        ("a + \"x\" == 1", 3, "'+' needs numbers, not a string"),
        ("\"unterminated", 1, "unterminated string"),
        ("a == 0x", 6, "malformed hex number '0x'"),
        ("a && ", 6, "expected a field or a value, found the end of the expression"),
        ("a && or b", 6, "expected a field or a value, found the operator 'or'"),
        ("a == 1 b", 8, "unexpected 'b' after a complete expression"),
        ("a # 1", 3, "unexpected character '#'"),
        ("a == 1 ~ 2", 8, "unexpected character '~'"),
        ("a == \u{7}", 6, "unexpected character U+0007"),
        ("a matches \"x\"", 3, "operator 'matches' is not supported"),
        ("a in 1", 6, "expected '{' to start a set after 'in', found '1'"),
        ("a in {1, 2", 6, "set opened here is not closed with '}'"),
        ("a + 1", 1, "a number is not a condition; compare it with a value (for example '== 1')"),
        ("5", 1, "an integer is not a condition; compare it with a value (for example '== 1')"),
        ("(a == 1) + 1 == 2", 2, "a condition cannot be used as a value"),
        ("-\"x\" == 1", 1, "cannot negate a string"),
        ("a.", 2, "unexpected '.'"),
        ("a == 1.2.3", 6, "malformed number '1.2.3'"),
        ("\"x\" & 1", 5, "'&' needs numbers, not a string"),
        ("a contains 5", 3, "'contains' needs a string or a field on its right, not an integer"),
    ] as [(String, Int, String)])
    func errorAtColumn(text: String, column: Int, message: String) {
        let error = S.error(text)
        #expect(error?.column == column, "\(text)")
        #expect(error?.message == message, "\(text)")
        #expect(error?.description == "column \(column): \(message)")
    }

    @Test func nestingDepthIsLimited() {
        let deep = String(repeating: "(", count: 65) + "a" + String(repeating: ")", count: 65)
        #expect(S.error(deep)?.column == 65)
        #expect(S.error(deep)?.message == "expression nested deeper than 64 levels")
        let shallow = String(repeating: "(", count: 60) + "a" + String(repeating: ")", count: 60)
        #expect(S.error(shallow) == nil)
        let bangs = String(repeating: "!", count: 70) + "a"
        #expect(S.error(bangs)?.column == 65)
        let minus = "a == " + String(repeating: "-(", count: 40) + "1" + String(repeating: ")", count: 40)
        #expect(S.error(minus)?.message == "expression nested deeper than 64 levels")
        // A long chain of additions is as deep as it is long.
        let sum = "a == " + Array(repeating: "1", count: 80).joined(separator: " + ")
        #expect(S.error(sum)?.message == "expression nested deeper than 64 levels")
        // ... while a long || chain is flat.
        let alternatives = Array(repeating: "a == 1", count: 300).joined(separator: " || ")
        #expect(S.error(alternatives) == nil)
    }

    @Test func deepestAcceptedExpressionsEvaluate() throws {
        let f = S.frame(("a", .unsigned(63)))
        // A comparison is 2 levels deep (operand, operator), so 62 negations fit; 62 is even.
        #expect(try S.eval(String(repeating: "!", count: 62) + "a == 63", f) == .true)
        #expect(try S.eval(String(repeating: "!", count: 61) + "a == 63", f) == .false)
        #expect(S.error(String(repeating: "!", count: 63) + "a == 63")?.column == 1)
        // 62 additions (depth 63) under a comparison (depth 64): 63 ones make 63.
        #expect(try S.eval("a == " + Array(repeating: "1", count: 63).joined(separator: " + "), f) == .true)
        let parens = String(repeating: "(", count: 64) + "a == 63" + String(repeating: ")", count: 64)
        #expect(try S.eval(parens, f) == .true)
    }

    @Test func lengthIsLimited() {
        let long = "a == 1 || " + String(repeating: " ", count: 4100) + "b"
        #expect(S.error(long)?.column == FilterExpression.maximumLength + 1)
        #expect(S.error(long)?.message == "expression longer than 4096 characters")
    }

    @Test func sourceTextGivesFileLineColumn() {
        // The expression starts at line 5, column 13 of lab.yaml; "0x" is at its column 12.
        let source = SourceText("vlan.id == 0x", location: SourceLocation(file: "lab.yaml", line: 5, column: 13))
        let error = S.error(source.text, source: source)
        #expect(error?.column == 12)
        #expect(error?.file == "lab.yaml")
        #expect(error?.line == 5)
        #expect(error?.location?.column == 24)
        #expect(error?.description == "lab.yaml:5:24: malformed hex number '0x'")
        #expect(throws: error!) { try FilterExpression.compile(source) }
    }

    @Test func multiLineBlockScalarMapsLines() throws {
        // A YAML literal block; SourceText points at its first content character, as the
        // profile loader does for block scalars. The error position is found by searching the
        // YAML text, independently of the compiler.
        let yaml = """
            custom:
              - id: LAB-002
                title: F1 only
                where: |
                  f1ap.procedureCode in {0, 1} &&
                  frobnicate(f1ap.id) > 2
                assert: f1ap.TransactionID < 256
            """
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let firstLine = try #require(lines.firstIndex { $0.contains("f1ap.procedureCode") })
        let firstColumn = lines[firstLine].prefix { $0 == " " }.count + 1
        let badLine = try #require(lines.firstIndex { $0.contains("frobnicate") })
        let badColumn = lines[badLine].prefix { $0 == " " }.count + 1
        let text = lines[firstLine...badLine].map { String($0.dropFirst(firstColumn - 1)) }.joined(separator: "\n") + "\n"
        let source = SourceText(text, location: SourceLocation(file: "lab-a.yaml", line: firstLine + 1, column: firstColumn))
        let error = try #require(S.error(text, source: source))
        #expect(error.description == "lab-a.yaml:\(badLine + 1):\(badColumn): unknown function 'frobnicate' (functions: len, count)")
        #expect(error.line == 6)
        #expect(error.location?.column == 7)
    }

    @Test func customRuleErrorsPointAtTheirClause() {
        let rule = CustomRuleSource(
            id: "LAB-001", title: "DL U-plane uses 9-bit BFP only",
            whereClause: SourceText("oran_fh_cus.data_direction == 1", location: SourceLocation(file: "t.yaml", line: 30, column: 12)),
            assertion: SourceText("oran_fh_cus.udCompHdrWidth === \"9\" + 0", location: SourceLocation(file: "t.yaml", line: 31, column: 13)))
        #expect(throws: ExpressionError(
            message: "'+' needs numbers, not a string", column: 36,
            location: SourceLocation(file: "t.yaml", line: 31, column: 48))) {
            try CustomRule(rule)
        }
    }
}
