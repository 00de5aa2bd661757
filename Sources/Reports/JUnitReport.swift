import Conformance

/// `--report junit`: JUnit XML as Jenkins, GitLab and GitHub read it (the Ant `junit` task's
/// format): one `<testsuite>` per node and interface, one `<testcase>` per rule, `<failure>`
/// carrying the first findings of a FAIL, `<skipped>` for SKIP (not applicable or no traffic)
/// and INCONCLUSIVE. WARN and WAIVED results pass, with their findings in `<system-out>`.
enum JUnitReport {
    static let findingsShown = 5

    struct SuiteKey: Hashable, Comparable {
        var node: String
        var interface: RuleInterface
        static func < (a: SuiteKey, b: SuiteKey) -> Bool { (a.node, a.interface) < (b.node, b.interface) }
    }

    static func render(_ input: ReportInput) -> String {
        let results = input.results.results
        let grouped = Dictionary(grouping: results) { SuiteKey(node: $0.node, interface: RuleInterface(rule: $0.rule)) }
        let timestamp = String(input.generated.rfc3339().dropLast())  // JUnit timestamps carry no zone
        var body = ""
        for key in grouped.keys.sorted() {
            let rows = grouped[key] ?? []
            let failures = rows.filter { $0.verdict == .fail }.count
            let skipped = rows.filter { $0.verdict == .skip || $0.verdict == .inconclusive }.count
            let role = input.node(named: key.node)?.role?.rawValue
            let name = key.node == "-" ? "no node \(key.interface.rawValue)" : "\(key.node)\(role.map { " (\($0))" } ?? "") \(key.interface.rawValue)"
            body += "  <testsuite name=\"\(XMLText.escape(name, attribute: true))\" tests=\"\(rows.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\" time=\"0\" timestamp=\"\(timestamp)\" hostname=\"ranconform\">\n"
            body += "    <properties>\n"
            body += property("node", key.node)
            body += property("interface", key.interface.rawValue)
            if let role { body += property("role", role) }
            if let device = input.node(named: key.node)?.device { body += property("device", ReportText.deviceLine(device)) }
            body += "    </properties>\n"
            for row in rows { body += testcase(row, key, in: input.results) }
            body += "  </testsuite>\n"
        }
        let failures = results.filter { $0.verdict == .fail }.count
        let skipped = results.filter { $0.verdict == .skip || $0.verdict == .inconclusive }.count
        // An incomplete capture is an error of the run (not of a rule): its own suite and test case.
        var errors = 0
        if let incomplete = input.results.completeness.summary {
            errors = 1
            body += "  <testsuite name=\"capture files\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\" time=\"0\" timestamp=\"\(timestamp)\" hostname=\"ranconform\">\n"
            body += "    <testcase name=\"capture read completely\" classname=\"ranconform.capture\" time=\"0\">\n"
            body += "      <error message=\"\(XMLText.escape(incomplete, attribute: true))\" type=\"incomplete-capture\"/>\n"
            body += "    </testcase>\n  </testsuite>\n"
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(XMLText.escape("RANConform " + (input.results.testbedName ?? "check"), attribute: true))\" tests=\"\(results.count + errors)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"0\">\n"
        out += body
        out += "</testsuites>\n"
        return out
    }

    static func property(_ name: String, _ value: String) -> String {
        "      <property name=\"\(XMLText.escape(name, attribute: true))\" value=\"\(XMLText.escape(value, attribute: true))\"/>\n"
    }

    static func testcase(_ r: RuleResult, _ key: SuiteKey, in results: RunResults) -> String {
        let classname = "ranconform.\(key.node).\(key.interface.rawValue)"
        var out = "    <testcase name=\"\(XMLText.escape("\(r.rule) \(r.title)", attribute: true))\" classname=\"\(XMLText.escape(classname, attribute: true))\" time=\"0\""
        let findings = r.findings.prefix(findingsShown).map { ReportText.finding($0, in: results) }
        let more = r.violations + r.waived - findings.count
        var detail = "\(r.clause)\n\(ReportText.counts(r))\n" + findings.joined(separator: "\n")
        if more > 0 { detail += "\n… \(more) more" }
        switch r.verdict {
        case .fail:
            let first = r.findings.first.map { ReportText.finding($0, in: results) } ?? "\(r.violations) violation(s)"
            out += ">\n      <failure message=\"\(XMLText.escape(first, attribute: true))\" type=\"\(XMLText.escape(r.severity.rawValue, attribute: true))\">\(XMLText.escape(detail))</failure>\n    </testcase>\n"
        case .skip, .inconclusive:
            let reason = "\(r.verdict.rawValue): \(r.reason ?? "not applicable")"
            out += ">\n      <skipped message=\"\(XMLText.escape(reason, attribute: true))\"/>\n    </testcase>\n"
        case .warn, .waived:
            let head = r.verdict == .waived ? "WAIVED: \(r.reason ?? "")\n" : "WARN\n"
            out += ">\n      <system-out>\(XMLText.escape(head + detail))</system-out>\n    </testcase>\n"
        case .pass:
            out += "/>\n"
        }
        return out
    }
}
