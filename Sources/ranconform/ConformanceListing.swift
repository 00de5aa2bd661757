import Conformance
import Profiles
import WireCore

/// `ranconform rules --conf`: the rule → CONF / IOT test-case mapping (O-RAN.WG4.TS.CONF.0 and
/// O-RAN.WG4.IOT.0 R004-v12.00), the test-case catalogue and the precondition rules.
enum ConformanceListing {
    /// Mapping rows for `scenarios` (O-RU rows once per scenario; the others once), optionally of
    /// the rules matching `rule`.
    static func rows(scenarios: [ConformanceScenario], rule: String?) -> [(scenario: ConformanceScenario?, row: ConformanceContribution)] {
        let pattern = rule.flatMap { try? RulePattern(parsing: $0) }
        var out: [(ConformanceScenario?, ConformanceContribution)] = []
        for (i, s) in scenarios.enumerated() {
            for row in ConformanceTestCaseRegistry.mapping(scenario: s) where pattern?.matches(row.rule.rawValue) ?? true {
                if row.testCase.dut == .oRU && row.testCase.testClass != .sPlane { out.append((s, row)) } else if i == 0 { out.append((nil, row)) }
            }
        }
        let order = Dictionary(RuleCatalog.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        return out.enumerated().sorted { a, b in
            let x = order[a.element.1.rule] ?? .max, y = order[b.element.1.rule] ?? .max
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
    }

    static func text(scenarios: [ConformanceScenario], rule: String?) -> String {
        var out = "# rule → test case: \(TestSpecification.conf.rawValue) \(ConformanceTestCaseRegistry.confVersion), "
            + "\(TestSpecification.iot.rawValue) \(ConformanceTestCaseRegistry.iotVersion)\n"
        out += "# rule\tspec\ttest case\tDUT\tclass\tcapture evidence\tpart\tscenario\tmapping\n"
        for (s, r) in rows(scenarios: scenarios, rule: rule) {
            let c = r.testCase
            out += [r.rule.rawValue, c.specification.shortName, c.id, c.dut.rawValue, c.testClass.rawValue, c.evidence.rawValue, r.part.rawValue,
                    s?.rawValue ?? "-", r.uncertainty.map { "uncertain: \($0)" } ?? "procedure"].joined(separator: "\t") + "\n"
        }
        out += "# test cases\n# spec\tid\tstatus\tDUT\tclass\tcapture evidence\tconfidence\ttitle\n"
        for c in catalogue(scenarios) {
            out += [c.specification.shortName, c.id, c.status.rawValue, c.dut.rawValue, c.testClass.rawValue, c.evidence.rawValue,
                    c.confidence.rawValue, c.title].joined(separator: "\t") + "\n"
        }
        out += "# rules no test case covers (reported as preconditions)\n"
        for spec in ConformanceTestCaseRegistry.preconditions() { out += "\(spec.id)\t\(spec.title)\n" }
        return out
    }

    static func catalogue(_ scenarios: [ConformanceScenario]) -> [ConformanceTestCase] {
        var seen = Set<String>()
        return scenarios.flatMap { ConformanceTestCaseRegistry.catalogue(scenario: $0) }.filter {
            seen.insert("\($0.specification.rawValue) \($0.id) \($0.dut.rawValue)").inserted
        }
    }

    static func json(scenarios: [ConformanceScenario], rule: String?) -> String {
        func q(_ s: String) -> String { JSONString.quoted(s) }
        func testCase(_ c: ConformanceTestCase) -> String {
            "{\"specification\":\(q(c.specification.rawValue)),\"version\":\(q(c.specification.version)),\"id\":\(q(c.id)),\"title\":\(q(c.title)),"
                + "\"status\":\(q(c.status.rawValue)),\"dut\":\(q(c.dut.rawValue)),\"class\":\(q(c.testClass.rawValue)),"
                + "\"evidence\":\(q(c.evidence.rawValue)),\"confidence\":\(q(c.confidence.rawValue))}"
        }
        var out = "{\"conf\":{\"name\":\(q(TestSpecification.conf.rawValue)),\"version\":\(q(ConformanceTestCaseRegistry.confVersion))},\n"
        out += "\"iot\":{\"name\":\(q(TestSpecification.iot.rawValue)),\"version\":\(q(ConformanceTestCaseRegistry.iotVersion))},\n\"mapping\":[\n"
        out += rows(scenarios: scenarios, rule: rule).map { s, r in
            "{\"rule\":\(q(r.rule.rawValue)),\"testCase\":\(testCase(r.testCase)),\"part\":\(q(r.part.rawValue)),"
                + "\"scenario\":\(s.map { q($0.rawValue) } ?? "null"),\"uncertainty\":\(r.uncertainty.map(q) ?? "null")}"
        }.joined(separator: ",\n")
        out += "\n],\n\"testCases\":[\n" + catalogue(scenarios).map(testCase).joined(separator: ",\n")
        out += "\n],\n\"preconditions\":[" + ConformanceTestCaseRegistry.preconditions().map { q($0.id.rawValue) }.joined(separator: ",") + "]}\n"
        return out
    }
}
