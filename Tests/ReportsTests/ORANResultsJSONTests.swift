import Conformance
import Foundation
import Profiles
import Reports
import Testing
import TestSupport

/// `--report oran-json` validated by python3 jsonschema (Draft 2020-12, formats checked) against
/// `../shared/schemas/o-ran-test-results-schema.json`, for clean, failing, skipped and multi-node
/// runs; the structure is then read back with Python's json module and compared with the
/// engine's own counts.
@Suite(.requires(.shared, .jsonschema)) struct ORANResultsJSONTests {
    /// Validates every file given; prints `OK` or the errors, then one JSON line of facts per file.
    static let validator = """
        import sys, json, jsonschema
        schema = json.load(open(sys.argv[1]))
        V = jsonschema.Draft202012Validator
        V.check_schema(schema)
        v = V(schema, format_checker=V.FORMAT_CHECKER)
        for path in sys.argv[2:]:
            doc = json.load(open(path))
            errors = sorted(v.iter_errors(doc), key=lambda e: list(e.path))
            for e in errors[:5]:
                print('ERROR', path, list(e.path), e.message[:300])
            cases = []
            def walk(items):
                for it in items:
                    if 'groupItems' in it: walk(it['groupItems'])
                    else: cases.append(it)
            walk(doc['testResults'])
            print(json.dumps({'errors': len(errors), 'cases': len(cases),
                              'metrics': sum(len(c['metrics']) for c in cases),
                              'results': sorted(set(c['result'] for c in cases)),
                              'overall': doc['testMetadata']['result'],
                              'interfaces': doc['testMetadata']['interfaceUnderTest'],
                              'testType': doc['testMetadata']['testType'],
                              'components': len(doc['testbedComponents'])}))
        """

    struct Facts: Decodable {
        var errors: Int
        var cases: Int
        var metrics: Int
        var results: [String]
        var overall: String
        var interfaces: [String]
        var testType: String
        var components: Int
    }

    static func validate(_ input: ReportInput) throws -> (Facts, RenderedReport)? {
        let report = Reports.render(.oranJSON, input)
        guard let facts = try validate(text: report.text) else { return nil }
        return (facts, report)
    }

    /// Schema-validates one O-RAN JSON text (callers require ../shared and python3 with jsonschema);
    /// nil, with an issue recorded, when the validator prints nothing.
    static func validate(text: String) throws -> Facts? {
        let shared = ReportsTestSupport.shared
        let path = ReportsTestSupport.temporaryPath(".json")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try ReportsTestSupport.python(validator, arguments: [shared + "/schemas/o-ran-test-results-schema.json", path])
        #expect(r.status == 0, "\(r.stderr)")
        for line in r.stdout.split(separator: "\n") where line.hasPrefix("ERROR") { Issue.record("schema: \(line)") }
        guard let last = r.stdout.split(separator: "\n").last else {
            Issue.record("validator printed nothing: \(r.stderr)")
            return nil
        }
        return try JSONDecoder().decode(Facts.self, from: Data(last.utf8))
    }

    @Test func labASampleValidatesWithSeveralNodesAndSkippedRules() throws {
        let input = try ReportsTestSupport.run([ReportsTestSupport.sampleCapture], testbed: ReportsTestSupport.testbed("lab-a"),
                                               suite: ReportsTestSupport.pinnedSuite)
        guard let (facts, report) = try Self.validate(input) else { return }
        #expect(facts.errors == 0)
        #expect(facts.cases == Set(input.results.results.map(\.rule)).count, "one test case per rule")
        #expect(facts.metrics == input.results.results.count, "one metric per rule and node")
        #expect(facts.results.contains("SKIP") && facts.results.contains("PASS"))
        #expect(facts.overall == "PASS")
        // lab-a declares the DU's F1 side (02:00:00:00:bb:02 / 10.0.0.2) as du1's alsoMatch, so
        // both ends of F1-C belong to the declared DUT.
        #expect(facts.interfaces == ["o-ru.ofh", "o-du.ofh", "o-du.f1-c", "o-cu.f1-c"])
        #expect(facts.testType == "interoperability")
        #expect(facts.components == 4, "3 declared nodes (every address of the sample is declared), the tool")
        #expect(report.warnings.contains { $0.contains("testId") })
        #expect(report.text.contains("\"Example Lab A\""))
    }

    @Test func failingF1APCaptureWithoutTestbedValidatesWithPlaceholdersAndWarnings() throws {
        let shared = ReportsTestSupport.shared
        let input = try ReportsTestSupport.run([shared + "/testdata/f1ap/captures/gowireshark_f1ap.pcapng"])
        guard let (facts, report) = try Self.validate(input) else { return }
        #expect(facts.errors == 0)
        #expect(facts.overall == "FAIL")
        #expect(facts.results.contains("FAIL"))
        #expect(facts.metrics == input.results.results.count)
        #expect(facts.interfaces.contains("o-du.f1-c") || facts.interfaces.contains("o-cu.f1-c"))
        #expect(report.text.contains("(not declared)"))
        for topic in ["dutName", "testLab", "testId", "testbedComponents"] {
            #expect(report.warnings.contains { $0.contains(topic) }, "no warning about \(topic)")
        }
    }

    @Test func cleanFronthaulCaptureValidates() throws {
        let shared = ReportsTestSupport.shared
        let input = try ReportsTestSupport.run([shared + "/testdata/fronthaul/captures/fh_1x1.pcap"], testbed: ReportsTestSupport.testbed("fh-1x1"),
                                               suite: ReportsTestSupport.pinnedSuite)
        guard let (facts, _) = try Self.validate(input) else { return }
        #expect(facts.errors == 0)
        #expect(facts.overall == "PASS")
        #expect(!facts.results.contains("FAIL"))
        #expect(facts.testType == "conformance", "both fh-1x1 devices come from one (unknown) vendor")
    }

    @Test func failingAndSkippedRulesTogetherAcrossTwoCaptures() throws {
        let shared = ReportsTestSupport.shared
        let input = try ReportsTestSupport.run([ReportsTestSupport.sampleCapture, shared + "/testdata/f1ap/captures/gowireshark_f1ap.pcapng"])
        guard let (facts, _) = try Self.validate(input) else { return }
        #expect(facts.errors == 0)
        #expect(facts.results.contains("FAIL") && facts.results.contains("SKIP"))
    }

    @Test func everyVerdictKindMapsToASchemaValidResult() throws {
        var input = try ReportsTestSupport.run([ReportsTestSupport.sampleCapture], testbed: ReportsTestSupport.testbed("lab-a"))
        let kinds: [Verdict] = [.fail, .warn, .waived, .inconclusive, .skip, .pass]
        // One row of each of six different rules (a test case takes the worst verdict of its rows).
        var firstRows: [Int] = []
        for (index, row) in input.results.results.enumerated() where !firstRows.contains(where: { input.results.results[$0].rule == row.rule }) {
            firstRows.append(index)
        }
        for (k, verdict) in kinds.enumerated() {
            let i = firstRows[k]
            for j in input.results.results.indices where input.results.results[j].rule == input.results.results[i].rule {
                input.results.results[j].verdict = verdict
            }
            input.results.results[i].verdict = verdict
            input.results.results[i].reason = verdict == .pass || verdict == .fail || verdict == .warn ? nil : "reason \(verdict.rawValue)"
            if verdict == .fail || verdict == .warn || verdict == .waived {
                input.results.results[i].findings = [RuleFinding(rule: input.results.results[i].rule, node: input.results.results[i].node,
                                                                 severity: .error, frames: [i + 1], expected: "1", actual: "2", message: "synthetic")]
            }
        }
        input.results.results[0].measurements = []
        input.evidencePath = "evidence.pcapng"
        guard let (facts, report) = try Self.validate(input) else { return }
        #expect(facts.errors == 0)
        #expect(facts.overall == "FAIL")
        #expect(Set(facts.results) == ["PASS", "FAIL", "WARN", "SKIP"])
        #expect(report.text.contains("\"path\": \"evidence.pcapng\""))
    }

    @Test func runWithoutAnyFrameStillValidates() throws {
        let input = ReportInput(results: ConformanceRun(configuration: RunConfiguration()).finish(), testbed: nil, captures: [CaptureFile(path: "empty.pcap", bytes: 24)],
                                generated: ReportsTestSupport.fixedDate, toolVersion: "test")
        guard let (facts, report) = try Self.validate(input) else { return }
        #expect(facts.errors == 0)
        #expect(facts.overall == "WARN")
        #expect(facts.results == ["SKIP"])
        #expect(report.warnings.contains { $0.contains("no rule could be judged") })
        let object = try JSONSerialization.jsonObject(with: Data(report.text.utf8)) as? [String: Any]
        let specs = (object?["testSpecifications"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
        #expect(specs.contains("TS 38.473") && specs.contains("O-RAN.WG4.CUS"))
        #expect(!specs.contains("lab policy"), "a lab policy is no specification")
    }
}
