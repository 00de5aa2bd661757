import Conformance
import Profiles
import Testing
import WireCore

/// `where` + `assert` custom rules (LAB-001 of the example testbed).
struct CustomRuleTests {
    typealias S = ExpressionSupport

    static let lab001 = CustomRuleSource(
        id: "LAB-001", title: "DL U-plane uses 9-bit BFP only",
        whereClause: SourceText("oran_fh_cus.data_direction == 1"),
        assertion: SourceText("oran_fh_cus.udCompHdrWidth == 9"))

    @Test func passFailAndNotApplicable() throws {
        let rule = try CustomRule(Self.lab001)
        #expect(rule.id == "LAB-001")
        #expect(rule.title == "DL U-plane uses 9-bit BFP only")
        let dl9 = S.frame(("oran_fh_cus.data_direction", .unsigned(1)), ("oran_fh_cus.udCompHdrWidth", .unsigned(9)))
        let dl14 = S.frame(("oran_fh_cus.data_direction", .unsigned(1)), ("oran_fh_cus.udCompHdrWidth", .unsigned(14)))
        let ul14 = S.frame(("oran_fh_cus.data_direction", .unsigned(0)), ("oran_fh_cus.udCompHdrWidth", .unsigned(14)))
        let dlNoWidth = S.frame(("oran_fh_cus.data_direction", .unsigned(1)))
        let ptp = S.frame(("eth.type", .unsigned(0x88F7)))
        #expect(rule.evaluate(dl9) == .pass)
        #expect(rule.evaluate(dl14) == .fail(message: "assert 'oran_fh_cus.udCompHdrWidth == 9' is false: oran_fh_cus.udCompHdrWidth = 14"))
        #expect(rule.evaluate(ul14) == .notApplicable)  // where is false
        #expect(rule.evaluate(dlNoWidth) == .notApplicable)  // asserted field absent
        #expect(rule.evaluate(ptp) == .notApplicable)  // where not applicable
    }

    @Test func withoutWhereEveryFrameIsChecked() throws {
        let rule = try CustomRule(
            CustomRuleSource(id: "LAB-003", title: "VLAN 100 only", assertion: SourceText("!vlan || vlan.id == 100")))
        #expect(rule.filter == nil)
        #expect(rule.evaluate(S.frame(("eth.type", .unsigned(0x0800)))) == .pass)
        #expect(rule.evaluate(S.frame(("vlan.id", .unsigned(100)))) == .pass)
        #expect(rule.evaluate(S.frame(("vlan.id", .unsigned(200)))) == .fail(message: "assert '!vlan || vlan.id == 100' is false: vlan present, vlan.id = 200"))
    }

    @Test func failureQuotesEveryReadField() throws {
        let rule = try CustomRule(
            CustomRuleSource(
                id: "LAB-004", title: "SACK bundling", whereClause: SourceText("sctp"),
                assertion: SourceText("count(sctp.chunk_type) == 1 && ip.src == 10.0.0.2 && f1ap.message != \"Reset\" && !ptp")))
        let f = S.frame(
            ("ip.src", .string("10.0.0.1")), ("sctp.chunk_type", .unsigned(3)), ("sctp.chunk_type", .unsigned(0)),
            ("f1ap.message", .string("Reset")))
        #expect(rule.evaluate(f) == .fail(message: "assert '\(rule.assertion.text)' is false: sctp.chunk_type = [3, 0], ip.src = \"10.0.0.1\", f1ap.message = \"Reset\", ptp absent"))
    }

    @Test func manyOccurrencesAreQuotedWithACount() throws {
        let rule = try CustomRule(CustomRuleSource(id: "X", title: "x", assertion: SourceText("e < 3")))
        var f = FieldList()
        for _ in 0..<10 { f.append("e", unsigned: 7) }
        #expect(rule.evaluate(f) == .fail(message: "assert 'e < 3' is false: e = [7, 7, 7, 7, 7, 7, 7, 7, … 2 more]"))
    }

    @Test func severityAndLocationCarryOver() throws {
        var source = Self.lab001
        source.severity = .warning
        source.location = SourceLocation(file: "lab-a.yaml", line: 27, column: 5)
        let rule = try CustomRule(source)
        #expect(rule.severity == .warning)
        #expect(rule.location == SourceLocation(file: "lab-a.yaml", line: 27, column: 5))
    }

    @Test func whereErrorsComeFirst() {
        let source = CustomRuleSource(
            id: "B", title: "b", whereClause: SourceText("x ==", location: SourceLocation(file: "s.yaml", line: 9, column: 12)),
            assertion: SourceText("y ==", location: SourceLocation(file: "s.yaml", line: 10, column: 13)))
        #expect(throws: ExpressionError(
            message: "expected a field or a value, found the end of the expression", column: 5,
            location: SourceLocation(file: "s.yaml", line: 9, column: 16))) {
            try CustomRule(source)
        }
    }
}
