import Conformance
import Foundation
import Profiles
import Reports
import Testing
import TestSupport

/// `--report junit` parsed by Python's xml.etree (a real XML parser, as CI consumers use): one
/// suite per node and interface, one case per rule result, `<failure>` / `<skipped>` counts and
/// the suites' attributes equal to the engine's verdict counts.
@Suite(.requires(.python3)) struct JUnitReportTests {
    static let reader = """
        import sys, json, xml.etree.ElementTree as ET
        root = ET.parse(sys.argv[1]).getroot()
        assert root.tag == 'testsuites', root.tag
        out = {'attr': {k: int(root.get(k)) for k in ('tests', 'failures', 'errors', 'skipped')}, 'suites': []}
        for s in root.findall('testsuite'):
            cases = s.findall('testcase')
            out['suites'].append({
                'name': s.get('name'),
                'attr': {k: int(s.get(k)) for k in ('tests', 'failures', 'errors', 'skipped')},
                'cases': len(cases),
                'failures': sum(1 for c in cases if c.find('failure') is not None),
                'skipped': sum(1 for c in cases if c.find('skipped') is not None),
                'firstFailure': next((c.find('failure').get('message') for c in cases if c.find('failure') is not None), None),
                'node': next((p.get('value') for p in s.iter('property') if p.get('name') == 'node'), None),
            })
        print(json.dumps(out))
        """

    struct Counts: Decodable, Equatable {
        var tests: Int
        var failures: Int
        var errors: Int
        var skipped: Int
    }
    struct Suite: Decodable {
        var name: String
        var attr: Counts
        var cases: Int
        var failures: Int
        var skipped: Int
        var firstFailure: String?
        var node: String?
    }
    struct Parsed: Decodable {
        var attr: Counts
        var suites: [Suite]
    }

    static func parse(_ input: ReportInput, text given: String? = nil) throws -> Parsed {
        let text = given ?? Reports.render(.junit, input).text
        let path = ReportsTestSupport.temporaryPath(".xml")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try ReportsTestSupport.python(reader, arguments: [path])
        #expect(r.status == 0, "\(r.stderr)")
        return try JSONDecoder().decode(Parsed.self, from: Data(r.stdout.utf8))
    }

    static func check(_ input: ReportInput, text: String? = nil) throws -> Parsed {
        let parsed = try parse(input, text: text)
        let results = input.results.results
        let failures = results.filter { $0.verdict == .fail }.count
        let skipped = results.filter { $0.verdict == .skip || $0.verdict == .inconclusive }.count
        #expect(parsed.attr == Counts(tests: results.count, failures: failures, errors: 0, skipped: skipped))
        #expect(parsed.suites.reduce(0) { $0 + $1.cases } == results.count)
        #expect(parsed.suites.reduce(0) { $0 + $1.failures } == failures)
        #expect(parsed.suites.reduce(0) { $0 + $1.skipped } == skipped)
        for s in parsed.suites {
            #expect(s.attr == Counts(tests: s.cases, failures: s.failures, errors: 0, skipped: s.skipped), "\(s.name)")
            let rows = results.filter { $0.node == s.node }
            #expect(s.cases <= rows.count, "\(s.name)")
        }
        // One suite per node and interface: suites of one node never repeat an interface.
        #expect(Set(parsed.suites.map(\.name)).count == parsed.suites.count)
        return parsed
    }

    @Test func labASampleSuitesPerNodeAndInterface() throws {
        let input = try ReportsTestSupport.run([ReportsTestSupport.sampleCapture], testbed: ReportsTestSupport.testbed("lab-a"),
                                               suite: ReportsTestSupport.pinnedSuite)
        let parsed = try Self.check(input)
        #expect(parsed.suites.map(\.name).contains("du1 (o-du) ofh"))
        #expect(parsed.suites.map(\.name).contains("ru1 (o-ru) ofh"))
        #expect(parsed.attr.failures == 0)
    }

    @Test(.requires(.shared)) func failingF1APCaptureCarriesTheFirstFinding() throws {
        let shared = ReportsTestSupport.shared
        let input = try ReportsTestSupport.run([shared + "/testdata/f1ap/captures/gowireshark_f1ap.pcapng"])
        let parsed = try Self.check(input)
        #expect(parsed.attr.failures > 0)
        let firstFailures = parsed.suites.compactMap(\.firstFailure)
        #expect(firstFailures.contains { $0.hasPrefix("frame") }, "\(firstFailures)")
        #expect(parsed.suites.contains { $0.name.hasSuffix("f1-c") })
    }

    @Test func hostileTextIsEscaped() throws {
        var input = try ReportsTestSupport.run([ReportsTestSupport.sampleCapture])
        input.results.results[0].verdict = .fail
        input.results.results[0].violations = 1
        input.results.results[0].findings = [RuleFinding(rule: input.results.results[0].rule, node: input.results.results[0].node, severity: .error,
                                                        frames: [3], expected: "<a & \"b\">", actual: "]]> \u{1} '", message: "x</failure><y>")]
        let parsed = try Self.check(input)
        #expect(parsed.suites.compactMap(\.firstFailure).contains { $0.contains("x</failure><y>") && $0.contains("<a & \"b\">") })
    }
}
