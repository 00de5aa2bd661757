import Conformance
import Profiles
import Testing
import WireCore

/// Rule id globs, waiver scope and suite selection (what the engine will ask).
struct RuleSelectionTests {
    @Test func globs() throws {
        let pattern = try RulePattern(parsing: "FH-XP-*")
        #expect(pattern.matches("FH-XP-COUPLE"))
        #expect(pattern.matches("FH-XP-"))
        #expect(!pattern.matches("FH-SEQ-INC"))
        #expect(try RulePattern(parsing: "F1-?-SETUP").matches("F1-A-SETUP"))
        #expect(!(try RulePattern(parsing: "F1-?-SETUP").matches("F1-AB-SETUP")))
        #expect(try RulePattern(parsing: "*INC").matches("FH-SEQ-INC"))
        #expect(try RulePattern(parsing: "FH-SEQ-INC").matches("FH-SEQ-INC"))
        #expect(!(try RulePattern(parsing: "FH-SEQ-INC").matches("FH-SEQ-INCX")))
        #expect(throws: ProfileValueError.self) { try RulePattern(parsing: "FH SEQ") }
        #expect(throws: ProfileValueError.self) { try RulePattern(parsing: "") }
    }

    @Test func waiverScope() throws {
        let waiver = Waiver(rule: try RulePattern(parsing: "FH-SEQ-*"), reason: "known", node: "du1", flow: "prach")
        #expect(waiver.applies(to: "FH-SEQ-INC", node: "du1", flow: "prach"))
        #expect(!waiver.applies(to: "FH-SEQ-INC", node: "du2", flow: "prach"))
        #expect(!waiver.applies(to: "FH-SEQ-INC", node: "du1", flow: nil))
        #expect(!waiver.applies(to: "FH-EAXC-KNOWN", node: "du1", flow: "prach"))
        let global = Waiver(rule: try RulePattern(parsing: "FH-ETH-MTU"), reason: "lab switch")
        #expect(global.applies(to: "FH-ETH-MTU", node: nil, flow: nil))
        #expect(global.applies(to: "FH-ETH-MTU", node: "ru9", flow: "x"))
    }

    @Test func suiteSelectionAndSeverity() throws {
        let suite = SuiteProfile(
            name: "s", include: [try RulePattern(parsing: "FH-*")], exclude: [try RulePattern(parsing: "FH-TIME-*")],
            severityOverrides: [
                .init(rule: try RulePattern(parsing: "FH-*"), severity: .warning),
                .init(rule: try RulePattern(parsing: "FH-ETH-MTU"), severity: .note),
            ])
        #expect(suite.selects("FH-SEQ-INC"))
        #expect(!suite.selects("FH-TIME-T2A"))
        #expect(!suite.selects("F1-SETUP-FIRST"))
        #expect(suite.severity(for: "FH-ETH-MTU") == .note)
        #expect(suite.severity(for: "FH-SEQ-INC") == .warning)
        #expect(suite.severity(for: "F1-SETUP-FIRST") == nil)
        #expect(SuiteProfile(name: "all").selects("ANYTHING"))
    }
}
