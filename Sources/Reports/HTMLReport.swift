import Conformance
import Profiles

/// `--report html`: one self-contained page (inline CSS, inline SVG, a small inline script; no
/// external URL) with the verdict banner, the nodes and their profiles, a sortable and filterable
/// rules table, the findings with frame numbers and expected vs actual values, and charts of
/// message rates, sequence anomalies, C/U coupling and the F1AP message sequence.
enum HTMLReport {
    static let findingsShown = 10

    static func e(_ s: String) -> String { HTMLText.escape(s) }

    static func rank(_ v: Verdict) -> Int {
        switch v {
        case .fail: 0
        case .warn: 1
        case .inconclusive: 2
        case .waived: 3
        case .pass: 4
        case .skip: 5
        }
    }

    static func render(_ input: ReportInput) -> String {
        let r = input.results
        let summary = VerdictSummary(r)
        let evaluation = ConformanceEvaluation(input)
        let title = "RANConform report: \(r.testbedName ?? input.captures.map { baseName($0.path) }.joined(separator: ", "))"
        var h = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        h += "<title>\(e(title))</title>\n<style>\n\(HTMLAssets.style)\n</style>\n</head>\n<body data-script=\"pending\">\n"
        h += "<div class=\"banner v-\(summary.overall.rawValue)\" id=\"verdict\">\(summary.overall.rawValue)"
        h += "<small>\(e(input.toolName)) \(e(input.toolVersion)) · generated \(input.generated.rfc3339()) · testbed \(e(r.testbedName ?? "none"))\(r.suiteName.map { " · suite \(e($0))" } ?? "")</small></div>\n<main>\n"
        h += header(input, evaluation)
        for note in r.waiverNotes { h += "<p class=\"note-warn\">\(e(note))</p>\n" }
        if !input.campaignRuns.isEmpty {
            h += "<h2>Campaign: \(input.campaignRuns.count) runs</h2>\n<ul id=\"campaign-runs\">\n" + input.campaignRuns.map { "<li>\(e($0))</li>\n" }.joined() + "</ul>\n"
        }

        h += "<h2>Summary</h2>\n<p class=\"counts\">"
        for v in VerdictSummary.order { h += "<span><span class=\"badge v-\(v.rawValue)\">\(v.rawValue)</span> \(summary.count(v))</span>" }
        h += "</p>\n<table class=\"facts\">\n"
        h += "<tr><th>Captures</th><td>" + input.captures.map { "<code>\(e(baseName($0.path)))</code>" + ($0.bytes.map { " (\(ReportText.megabytes($0)))" } ?? "") }.joined(separator: "<br>") + "</td></tr>\n"
        let f = r.frames
        h += "<tr><th>Frames</th><td>\(f.frames) total: \(f.decoded) decoded, \(f.malformed) malformed, \(f.inconclusive) inconclusive (snap length or fragments never reassembled), \(f.other) other; \(f.pdus) RAN PDUs"
        if !f.malformedFrames.isEmpty { h += "<br>malformed frames: " + f.malformedFrames.map(String.init).joined(separator: ", ") }
        if let text = f.incompleteFragmentsText { h += "<br>" + e(text) }
        h += "</td></tr>\n"
        if let incomplete = r.completeness.summary { h += "<tr><th>Capture</th><td><strong>\(e(incomplete))</strong> (the verdict cannot be PASS)</td></tr>\n" }
        if let first = r.traffic.firstTimestampNanoseconds, let last = r.traffic.lastTimestampNanoseconds {
            h += "<tr><th>Capture time</th><td>\(ReportDate(nanosecondsSinceEpoch: first).rfc3339(fraction: true)) to \(ReportDate(nanosecondsSinceEpoch: last).rfc3339(fraction: true)) (\(HTMLText.fixed((Double(last) - Double(first)) / 1e6, 3)) ms)</td></tr>\n"
        }
        h += "</table>\n"
        h += testCases(evaluation)
        h += nodes(input)
        h += findings(r)
        if !r.timingHints.isEmpty {
            h += "<h2>Timing hints</h2>\n<ul>\n"
            for t in r.timingHints { h += "<li><code>\(e(t.rule))</code> \(e(t.node)): \(e(t.message))</li>\n" }
            h += "</ul>\n"
        }
        // Charts only where there is something to draw (no empty sections).
        if !r.traffic.series.isEmpty {
            h += "<h2 id=\"charts\">Message rate per eAxC and plane</h2>\n" + HTMLCharts.rates(r.traffic)
            if r.traffic.uncountedMessages > 0 {
                h += "<p class=\"muted\">\(r.traffic.uncountedMessages) messages of flows beyond the first \(TrafficSummary.maximumSeries) are not charted.</p>\n"
            }
        }
        if !r.flowTiming.isEmpty { h += "<h2>Delay windows (offset from the window reference)</h2>\n" + HTMLCharts.timing(r.flowTiming) }
        if HTMLCharts.hasSequenceRows(r) { h += "<h2>Sequence anomalies</h2>\n" + HTMLCharts.sequence(r) }
        if HTMLCharts.hasCouplingRows(r) { h += "<h2>C/U-plane coupling</h2>\n" + HTMLCharts.coupling(r) }
        if !r.traffic.f1apMessages.isEmpty { h += "<h2>F1AP message sequence</h2>\n" + HTMLCharts.ladder(r.traffic, nodes: r.nodes, failing: HTMLCharts.failingF1APFrames(r)) }
        h += HTMLUELadder.section(r)
        if let iq = r.iq { h += HTMLIQSection.render(iq) }
        h += rulesTable(r)
        h += "</main>\n<script>\n\(HTMLAssets.script)\n</script>\n</body>\n</html>\n"
        return h
    }

    /// The last path component: reports name files, never where they live on this machine.
    static func baseName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

    /// Who and what was tested: DUT with vendor and software, test id, lab and contacts, the test
    /// configuration and the date.
    static func header(_ input: ReportInput, _ evaluation: ConformanceEvaluation) -> String {
        var h = "<table id=\"test-header\" class=\"facts\">\n"
        let duts = evaluation.dutNodes.map { name -> String in
            guard let d = input.testbed?.node(named: name)?.device ?? input.node(named: name)?.device else { return e(name) }
            return "<b>\(e(name))</b> \(e(d.role.rawValue.uppercased())): \(e(d.vendor)) \(e(d.model)), software \(e(d.software))"
        }
        h += "<tr><th>Device under test</th><td>\(duts.isEmpty ? "<span class=\"muted\">none declared</span>" : duts.joined(separator: "<br>"))</td></tr>\n"
        h += "<tr><th>Test</th><td>\(ORANResultsJSON.testType(input).rawValue), test id <code>\(e(ORANResultsJSON.testId(input)))</code></td></tr>\n"
        if let lab = input.testbed?.lab {
            h += "<tr><th>Lab</th><td>\(e(lab.name))\(lab.location.map { ", " + e($0) } ?? "")</td></tr>\n"
            if !lab.contacts.isEmpty {
                let contacts = lab.contacts.map { c in e(c.name) + (c.role.map { " (\(e($0)))" } ?? "") + (c.email.map { " <code>\(e($0))</code>" } ?? "") }
                h += "<tr><th>Contacts</th><td>\(contacts.joined(separator: "<br>"))</td></tr>\n"
            }
        }
        let c = input.testbed?.conformance
        var configuration: [String] = []
        if let text = c?.testConfiguration { configuration.append(e(text)) }
        if let s = c?.scenario { configuration.append("signal scenario \(e(s.title))") }
        if let iot = c?.iotProfile {
            configuration.append("IOT \(e(iot.specificationVersion)) profile " + [iot.mPlaneProfile, iot.cusPlaneProfile].compactMap { $0 }.map(e).joined(separator: " / "))
        }
        if !configuration.isEmpty { h += "<tr><th>Test configuration</th><td>\(configuration.joined(separator: "<br>"))</td></tr>\n" }
        let start = input.results.traffic.firstTimestampNanoseconds.map { ReportDate(nanosecondsSinceEpoch: $0).rfc3339() }
        h += "<tr><th>Date</th><td>\(start.map { "captured \($0) · " } ?? "")report \(input.generated.rfc3339())</td></tr>\n"
        h += "</table>\n"
        return h
    }

    /// One verdict per CONF / IOT test case, failures first.
    static func testCases(_ evaluation: ConformanceEvaluation) -> String {
        guard !evaluation.cases.isEmpty else { return "" }
        let order: [ConformanceEvaluation.Result: Int] = [.fail: 0, .warn: 1, .pass: 2, .skip: 3]
        let cases = evaluation.cases.enumerated().sorted { a, b in
            let x = order[a.element.result] ?? 9, y = order[b.element.result] ?? 9
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
        let specs = evaluation.specifications.map { "\($0.rawValue) \($0.version)" }.joined(separator: ", ")
        var h = "<h2>Test cases (\(e(specs)))</h2>\n<table id=\"test-cases\" class=\"wrap\">\n"
        h += "<colgroup><col style=\"width:12%\"><col style=\"width:24%\"><col style=\"width:11%\"><col style=\"width:8%\"><col style=\"width:10%\"><col></colgroup>\n"
        h += "<thead><tr><th>Test case</th><th>Title</th><th>Status</th><th>Verdict</th><th>Capture evidence</th><th>Why</th></tr></thead>\n<tbody>\n"
        for c in cases {
            let t = c.testCase
            h += "<tr data-result=\"\(c.result.rawValue)\"><td><code class=\"nowrap\">\(t.specification.shortName)&nbsp;\(e(t.id))</code></td><td>\(e(t.title))<br><span class=\"muted\">\(e(t.dut.rawValue)), \(e(t.testClass.rawValue))</span></td>"
            h += "<td>\(t.status.rawValue)</td><td><span class=\"badge v-\(c.result.rawValue)\">\(c.result.rawValue)</span></td><td>\(e(t.evidence.rawValue))</td><td>\(e(c.reason))</td></tr>\n"
        }
        h += "</tbody>\n</table>\n"
        for note in evaluation.notes { h += "<p class=\"muted\">\(e(note)).</p>\n" }
        return h
    }

    static func nodes(_ input: ReportInput) -> String {
        var h = "<h2>Nodes and profiles</h2>\n<table id=\"nodes\">\n<thead><tr><th>Node</th><th>Role</th><th>Vendor</th><th>Model</th><th>Software</th><th>Profile</th><th>Declared capabilities</th></tr></thead>\n<tbody>\n"
        for n in input.results.nodes {
            let tb = input.testbed?.node(named: n.name)
            h += "<tr><td>\(e(n.name))</td><td>\(e(n.role?.rawValue ?? "unknown"))\(n.declared ? "" : " <span class=\"muted\">(inferred)</span>")</td>"
            if let d = n.device {
                h += "<td>\(e(d.vendor))</td><td>\(e(d.model))</td><td>\(e(d.software))</td><td><code>\(e(baseName(tb?.deviceFile ?? d.id)))</code></td><td>\(capabilities(d))</td>"
            } else {
                h += "<td colspan=\"5\" class=\"muted\">not declared in a testbed</td>"
            }
            h += "</tr>\n"
        }
        h += "</tbody>\n</table>\n"
        return h
    }

    static func capabilities(_ d: DeviceProfile) -> String {
        var parts: [String] = []
        if let fh = d.fronthaul {
            parts.append("CUS \(fh.cusVersion), category \(fh.categories.map(\.rawValue).joined(separator: "/"))")
            parts.append("section types \(fh.sectionTypes.map(String.init).joined(separator: ", "))")
            if !fh.sectionExtensions.isEmpty { parts.append("extensions \(fh.sectionExtensions.map(String.init).joined(separator: ", "))") }
            parts.append("MTU \(fh.mtu)")
        }
        if let f1 = d.f1ap { parts.append("F1AP Rel-\(f1.release)\(f1.version.map { " (\($0))" } ?? ""), \(f1.procedures.count) procedures") }
        return e(parts.joined(separator: "; "))
    }

    static func rulesTable(_ r: RunResults) -> String {
        var h = "<h2>Rules</h2>\n<div class=\"filters\"><input id=\"filter-text\" type=\"search\" placeholder=\"Filter by id, title, node, clause…\" aria-label=\"Filter rules\">"
        h += "<select id=\"filter-verdict\" aria-label=\"Verdict\"><option value=\"\">all verdicts</option>"
        for v in VerdictSummary.order { h += "<option value=\"\(v.rawValue)\">\(v.rawValue)</option>" }
        h += "</select><span id=\"filter-count\" class=\"muted\"></span></div>\n"
        h += "<table id=\"rules\" class=\"wrap\">\n<colgroup><col style=\"width:12%\"><col style=\"width:22%\"><col style=\"width:15%\"><col style=\"width:8%\"><col style=\"width:6%\"><col style=\"width:9%\"><col style=\"width:5%\"><col style=\"width:5%\"><col style=\"width:4%\"><col style=\"width:4%\"><col></colgroup>\n"
        h += "<thead><tr><th>Rule</th><th>Title</th><th>Clause</th><th>Status</th><th>Node</th><th>Verdict</th><th title=\"evaluated\">Eval.</th><th title=\"violations\">Viol.</th><th title=\"waived\">Waiv.</th><th title=\"inconclusive\">Inc.</th><th>Reason</th></tr></thead>\n<tbody>\n"
        // Failures first, then warnings, …; catalogue order within a verdict.
        let rows = r.results.enumerated().sorted { a, b in
            rank(a.element.verdict) != rank(b.element.verdict) ? rank(a.element.verdict) < rank(b.element.verdict) : a.offset < b.offset
        }.map(\.element)
        for x in rows {
            h += "<tr data-verdict=\"\(x.verdict.rawValue)\"><td><code>\(e(x.rule))</code></td><td>\(e(x.title))</td><td>\(e(x.clause))</td><td>\(x.status.rawValue)</td><td>\(e(x.node))</td>"
            h += "<td data-sort=\"\(rank(x.verdict))\"><span class=\"badge v-\(x.verdict.rawValue)\">\(x.verdict.rawValue)</span></td>"
            h += "<td class=\"num\">\(x.evaluated)</td><td class=\"num\">\(x.violations)</td><td class=\"num\">\(x.waived)</td><td class=\"num\">\(x.inconclusive)</td><td>\(e(x.reason ?? ""))</td></tr>\n"
        }
        h += "</tbody>\n</table>\n"
        return h
    }

    /// Findings of one rule and node in one compact table (frames, field, expected, actual,
    /// message), failures first.
    static func findings(_ r: RunResults) -> String {
        let rows = r.results.filter { !$0.findings.isEmpty }
            .sorted { rank($0.verdict) != rank($1.verdict) ? rank($0.verdict) < rank($1.verdict) : ($0.rule, $0.node) < ($1.rule, $1.node) }
        guard !rows.isEmpty else { return "" }
        var h = "<h2>Findings</h2>\n"
        for x in rows {
            h += "<h3><span class=\"badge v-\(x.verdict.rawValue)\">\(x.verdict.rawValue)</span> <code>\(e(x.rule))</code> \(e(x.node)): \(e(x.title))</h3>\n"
            h += "<p class=\"muted\">\(e(x.clause)) · \(e(ReportText.counts(x)))\(x.verdict == .waived ? " · waived: \(e(x.reason ?? ""))" : "")</p>\n"
            h += "<table class=\"findings wrap\"><colgroup><col style=\"width:12%\"><col style=\"width:20%\"><col style=\"width:14%\"><col style=\"width:14%\"><col></colgroup>\n"
            h += "<thead><tr><th>Frame</th><th>Field</th><th>Expected</th><th>Actual</th><th>Finding</th></tr></thead><tbody>\n"
            for finding in x.findings.prefix(findingsShown) {
                var message = e(finding.message)
                if let m = finding.measurement { message += "<br>\(e(m.name)) = \(e(HTMLCharts.trim(HTMLText.fixed(m.value, 3)))) \(e(m.unit))" }
                if let w = finding.waiver { message += "<br><span class=\"muted\">waived: \(e(w))</span>" }
                h += "<tr class=\"finding\(finding.waiver == nil && x.verdict != .warn ? "" : " w")\"><td><b>\(r.frameLabels(finding.frames))</b></td>"
                h += "<td><code>\(e(finding.fieldPath))</code></td><td><code>\(e(finding.expected ?? ""))</code></td><td><code>\(e(finding.actual ?? ""))</code></td><td>\(message)</td></tr>\n"
            }
            h += "</tbody></table>\n"
            let more = x.violations + x.waived - min(findingsShown, x.findings.count)
            if more > 0 { h += "<p class=\"muted\">… \(more) more finding(s)</p>\n" }
        }
        return h
    }
}
