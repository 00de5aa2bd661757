import Conformance
import Foundation
import Profiles
import Testing
import WireCore

/// `ranconform rules --conf`: the rule → CONF / IOT test-case mapping, the catalogue and the
/// precondition rules, as text and JSON.
@Suite struct RulesConfCommandTests {
    static let available = CLIHarness.executable != nil

    @Test(.enabled(if: available, "the ranconform executable was not found next to the test bundle"))
    func textListsMappingCatalogueAndPreconditions() throws {
        let r = try #require(try CLIHarness.ranconform(["rules", "--conf", "--scenario", "fr1-tdd-conducted"]))
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("# rule → test case: O-RAN.WG4.TS.CONF.0 R004-v12.00, O-RAN.WG4.IOT.0 R004-v12.00\n"))
        let rows = r.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t").map(String.init) }
        let mapping = rows.filter { $0.count == 9 }
        #expect(!mapping.isEmpty)
        #expect(mapping.allSatisfy { RuleCatalog.spec(RuleID($0[0])) != nil })
        #expect(mapping.contains { $0[2] == "3.4.4.4.1" && $0[3] == "O-DU" })
        #expect(mapping.contains { $0[2] == "3.2.5.4.2" && $0[7] == "fr1-tdd-conducted" })
        #expect(!mapping.contains { $0[2].hasPrefix("3.2.3.") }, "only the chosen scenario's O-RU ids")
        let evidence = Set(CaptureEvidence.allCases.map(\.rawValue))
        #expect(mapping.allSatisfy { evidence.contains($0[5]) })
        #expect(r.stdout.contains("# rules no test case covers"))
        let bad = try #require(try CLIHarness.ranconform(["rules", "--conf", "--scenario", "fdd"]))
        #expect(bad.status == 2 && bad.stderr.contains("fr1-fdd-conducted"))
    }

    @Test(.enabled(if: available, "the ranconform executable was not found next to the test bundle"))
    func jsonHasVersionsMappingCasesAndPreconditions() throws {
        let r = try #require(try CLIHarness.ranconform(["rules", "--conf", "--json"]))
        #expect(r.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect((object["conf"] as? [String: Any])?["version"] as? String == "R004-v12.00")
        let mapping = try #require(object["mapping"] as? [[String: Any]])
        let cases = try #require(object["testCases"] as? [[String: Any]])
        let ids = Set(cases.map { $0["id"] as? String ?? "" })
        for row in mapping { #expect(ids.contains((row["testCase"] as? [String: Any])?["id"] as? String ?? "?")) }
        let scenarios = Set(mapping.compactMap { $0["scenario"] as? String })
        #expect(scenarios == Set(ConformanceScenario.allCases.map(\.rawValue)))
        let pre = try #require(object["preconditions"] as? [String])
        #expect(Set(pre) == Set(ConformanceTestCaseRegistry.preconditions().map(\.id.rawValue)))
        #expect(cases.contains { $0["confidence"] as? String == CatalogueConfidence.oneCopy.rawValue })
    }
}
