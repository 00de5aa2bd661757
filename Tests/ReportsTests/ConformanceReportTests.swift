import Conformance
import Foundation
import Profiles
@testable import Reports
import Testing
import TestSupport

/// The O-RAN JSON report as labs read it: CONF / IOT test-case numbers in the spec's hierarchy,
/// the verdict scoped to the declared DUT, a reproducible `testId`, the declared IOT profile and
/// one summarised warning for undeclared spec versions.
@Suite struct ConformanceReportTests {
    static func labA(dut: [String], testType: ReportSettings.TestType = .conformance, scenario: ConformanceScenario? = nil,
                     modify: @escaping (inout TestbedProfile) -> Void = { _ in }) throws -> ReportInput {
        try ReportsTestSupport.run([ReportsTestSupport.sampleCapture], testbed: ReportsTestSupport.testbed("lab-a"), suite: ReportsTestSupport.pinnedSuite) {
            $0.report.dut = dut
            $0.report.testType = testType
            $0.conformance.scenario = scenario
            modify(&$0)
        }
    }

    static func object(_ report: RenderedReport) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(report.text.utf8)) as? [String: Any])
    }

    /// (number, result) of every test case, and every group number, in document order.
    static func cases(_ object: [String: Any]) -> (cases: [(String, String)], groups: [String]) {
        var cases: [(String, String)] = []
        var groups: [String] = []
        func walk(_ items: [[String: Any]]) {
            for item in items {
                if let inner = item["groupItems"] as? [[String: Any]] {
                    groups.append(item["number"] as? String ?? "")
                    walk(inner)
                } else {
                    cases.append((item["number"] as? String ?? "", item["result"] as? String ?? ""))
                }
            }
        }
        walk(object["testResults"] as? [[String: Any]] ?? [])
        return (cases, groups)
    }

    @Test func oduConformanceCasesMirrorTheSpecHierarchy() throws {
        let input = try Self.labA(dut: ["du1"])
        let report = Reports.render(.oranJSON, input)
        let (cases, groups) = Self.cases(try Self.object(report))
        let numbers = cases.map(\.0)
        #expect(numbers.contains("3.4.4.4.1") && numbers.contains("3.4.4.1.1"))
        for g in ["3.4", "3.4.4", "3.4.4.4", "3.3"] { #expect(groups.contains(g), "group \(g)") }
        #expect(!numbers.contains { $0.hasPrefix("3.1") }, "M-plane cases are not reported")
        let known = Set(ConformanceTestCaseRegistry.catalogue().filter { $0.dut == .oDU }.map(\.id))
        for n in numbers { #expect(known.contains(n), "\(n) is an O-DU case of the catalogue") }
        // Partly judgeable cases are never PASS.
        let partial = Set(ConformanceTestCaseRegistry.catalogue().filter { $0.evidence != .judged }.map(\.id))
        for (n, r) in cases where partial.contains(n) { #expect(r != "PASS", "\(n) needs more than a capture") }
        #expect(!report.text.contains("\"3.1.3.1.1\""), "no base-spec clause used as a test number")
    }

    @Test func verdictIsTheDUTsAndOtherNodesFailuresAreEnvironment() throws {
        var input = try Self.labA(dut: ["du1"])
        let ruRow = try #require(input.results.results.firstIndex { $0.node == "ru1" && $0.verdict == .pass })
        input.results.results[ruRow].verdict = .fail
        input.results.results[ruRow].violations = 1
        var report = Reports.render(.oranJSON, input)
        var object = try Self.object(report)
        #expect((object["testMetadata"] as? [String: Any])?["result"] as? String != "FAIL", "ru1 is not the DUT")
        #expect(report.text.contains("Environment findings"))
        // A failure of the DUT's own traffic in a rule mapped to 3.4.4.1.1 fails that case.
        let duRow = try #require(input.results.results.firstIndex { $0.node == "du1" && $0.rule == "FH-CP-VER" })
        input.results.results[duRow].verdict = .fail
        input.results.results[duRow].violations = 2
        report = Reports.render(.oranJSON, input)
        object = try Self.object(report)
        #expect((object["testMetadata"] as? [String: Any])?["result"] as? String == "FAIL")
        #expect(Self.cases(object).cases.contains { $0 == ("3.4.4.1.1", "FAIL") })
    }

    @Test func oruCasesAreNumberedByTheDeclaredScenario() throws {
        let tdd = Reports.render(.oranJSON, try Self.labA(dut: ["ru1"], scenario: .fr1TDDConducted))
        let numbers = Self.cases(try Self.object(tdd)).cases.map(\.0)
        #expect(numbers.contains("3.2.5.4.2"), "DLM #2, uplink positive, in TDD conducted")
        #expect(numbers.allSatisfy { $0.hasPrefix("3.2.5.") || $0.hasPrefix("3.3.") })
        let known = Set(ConformanceTestCaseRegistry.catalogue(scenario: .fr1TDDConducted).map(\.id))
        for n in numbers { #expect(known.contains(n)) }
        let fdd = Reports.render(.oranJSON, try Self.labA(dut: ["ru1"], scenario: .fr1FDDConducted))
        #expect(Self.cases(try Self.object(fdd)).cases.map(\.0).contains("3.2.3.1.3"), "FDD base UL test")
        let none = Reports.render(.oranJSON, try Self.labA(dut: ["ru1"]))
        #expect(none.warnings.contains { $0.contains("conformance.scenario") })
        #expect(!Self.cases(try Self.object(none)).cases.contains { $0.0.hasPrefix("3.2.") })
    }

    @Test func testIdIsAReproducibleNameBasedUUIDUnlessTheLabGivesOne() throws {
        let a = try Self.object(Reports.render(.oranJSON, try Self.labA(dut: ["du1"])))
        let b = try Self.object(Reports.render(.oranJSON, try Self.labA(dut: ["du1"])))
        let c = try Self.object(Reports.render(.oranJSON, try Self.labA(dut: ["ru1"])))
        let id = { (o: [String: Any]) in (o["testMetadata"] as? [String: Any])?["testId"] as? String ?? "" }
        #expect(id(a) == id(b))
        #expect(id(a) != id(c), "another DUT is another test")
        #expect(id(a) != "00000000-0000-0000-0000-000000000000")
        let chars = Array(id(a))
        #expect(chars.count == 36 && chars[14] == "5" && "89ab".contains(chars[19]), "RFC 9562 version 5, variant 10: \(id(a))")
        let lab = try Self.object(Reports.render(.oranJSON, try Self.labA(dut: ["du1"]) { $0.report.testId = "LABA260001" }))
        #expect(id(lab) == "LABA260001")
    }

    @Test func sha1AndVersion5MatchPublishedValues() {
        let hex = SHA1.digest(Array("abc".utf8)).map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
        #expect(hex == "a9993e364706816aba3e25717850c26c9cd0d89d")
        let long = SHA1.digest(Array(String(repeating: "a", count: 1000).utf8))
        #expect(long.count == 20)
        // The DNS namespace 6ba7b810-9dad-11d1-80b4-00c04fd430c8 and "python.org".
        let dns: [UInt8] = [0x6b, 0xa7, 0xb8, 0x10, 0x9d, 0xad, 0x11, 0xd1, 0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30, 0xc8]
        #expect(NameBasedUUID.format(NameBasedUUID.make(namespace: dns, name: "python.org")) == "886313e1-3b8a-5372-9b90-0c9aee199e5d")
    }

    @Test func declaredIOTProfileIsWritten() throws {
        let input = try Self.labA(dut: ["du1", "ru1"], testType: .interoperability) {
            $0.conformance.iotProfile = IOTProfileDeclaration(specificationVersion: "12.00", cusPlaneProfile: "NR-TDD-FR1-CAT-A-NoBF",
                                                              cusPlaneTestConfiguration: "NR-TDD-FR1-CAT-A-NoBF_[ConfigDDDSU-9bitBFP]")
        }
        let object = try Self.object(Reports.render(.oranJSON, input))
        let iot = (object["testMetadata"] as? [String: Any])?["iotProfile"] as? [String: Any]
        #expect(iot?["wg4IotSpecificationVersion"] as? String == "12.00")
        #expect(iot?["cusPlaneIotProfileName"] as? String == "NR-TDD-FR1-CAT-A-NoBF")
        let specs = (object["testSpecifications"] as? [[String: Any]] ?? []).map { "\($0["name"] ?? "") \($0["version"] ?? "")" }
        #expect(specs.first == "O-RAN.WG4.IOT.0 R004-v12.00")
        #expect(Self.cases(object).cases.allSatisfy { $0.0.hasPrefix("2.2.") })
    }

    @Test func specVersionWarningsAreOneSummaryAndVanishWhenDeclared() throws {
        let undeclared = Reports.render(.oranJSON, try Self.labA(dut: ["du1"]) { $0.specs.other = [:] })
        let specWarnings = undeclared.warnings.filter { $0.hasPrefix("testSpecifications") }
        #expect(specWarnings.count == 1, "\(specWarnings)")
        let declared = Reports.render(.oranJSON, try Self.labA(dut: ["du1"]) {
            for (key, _) in SpecVersions.documentKeys { $0.specs.other[key] = "1.0" }
        })
        #expect(!declared.warnings.contains { $0.hasPrefix("testSpecifications") }, "\(declared.warnings)")
    }
}

/// A results consumer reads the CONF / IOT test-case numbers back from reports of every kind the
/// tests make, each validated with and without the format checker.
@Suite(.requires(.shared, .jsonschema)) struct ConformanceReportSchemaTests {
    @Test(arguments: [["du1"], ["ru1"], ["du1", "ru1"]])
    func conformanceReportsValidateAndNameCataloguedCases(_ dut: [String]) throws {
        for scenario in [nil] + ConformanceScenario.allCases.map(Optional.some) {
            let input = try ConformanceReportTests.labA(dut: dut, scenario: scenario)
            guard let (facts, _) = try ORANResultsJSONTests.validate(input) else { return }
            #expect(facts.errors == 0, "\(dut) \(String(describing: scenario))")
            ORANResultsJSONTests.expectCatalogued(facts, scenario: scenario, "\(dut) \(String(describing: scenario))")
        }
        let iot = try ConformanceReportTests.labA(dut: dut, testType: .interoperability) {
            $0.conformance.iotProfile = IOTProfileDeclaration(specificationVersion: "12.00", mPlaneProfile: "Hierarchical-sudo")
        }
        guard let (facts, _) = try ORANResultsJSONTests.validate(iot) else { return }
        #expect(facts.errors == 0)
        #expect(facts.iotProfile?["mPlaneIotProfileName"] == "Hierarchical-sudo")
        ORANResultsJSONTests.expectCatalogued(facts, "IOT")
    }
}
