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
        let title = "RANConform report: \(r.testbedName ?? input.captures.map(\.path).joined(separator: ", "))"
        var h = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        h += "<title>\(e(title))</title>\n<style>\n\(HTMLAssets.style)\n</style>\n</head>\n<body data-script=\"pending\">\n"
        h += "<div class=\"banner v-\(summary.overall.rawValue)\" id=\"verdict\">\(summary.overall.rawValue)"
        h += "<small>\(e(input.toolName)) \(e(input.toolVersion)) · generated \(input.generated.rfc3339()) · testbed \(e(r.testbedName ?? "none"))\(r.suiteName.map { " · suite \(e($0))" } ?? "")</small></div>\n<main>\n"

        h += "<h2>Summary</h2>\n<p class=\"counts\">"
        for v in VerdictSummary.order { h += "<span><span class=\"badge v-\(v.rawValue)\">\(v.rawValue)</span> \(summary.count(v))</span>" }
        h += "</p>\n<table>\n"
        h += "<tr><th>Captures</th><td>" + input.captures.map { "<code>\(e($0.path))</code>" + ($0.bytes.map { " (\(ReportText.megabytes($0)))" } ?? "") }.joined(separator: "<br>") + "</td></tr>\n"
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

        h += nodes(input)
        h += findings(r)
        if !r.timingHints.isEmpty {
            h += "<h2>Timing hints</h2>\n<ul>\n"
            for t in r.timingHints { h += "<li><code>\(e(t.rule))</code> \(e(t.node)): \(e(t.message))</li>\n" }
            h += "</ul>\n"
        }
        h += "<h2 id=\"charts\">Message rate per eAxC and plane</h2>\n" + HTMLCharts.rates(r.traffic)
        if r.traffic.uncountedMessages > 0 {
            h += "<p class=\"muted\">\(r.traffic.uncountedMessages) messages of flows beyond the first \(TrafficSummary.maximumSeries) are not charted.</p>\n"
        }
        h += "<h2>Delay windows (offset from the window reference)</h2>\n" + HTMLCharts.timing(r.flowTiming)
        h += "<h2>Sequence anomalies</h2>\n" + HTMLCharts.sequence(r)
        h += "<h2>C/U-plane coupling</h2>\n" + HTMLCharts.coupling(r)
        h += "<h2>F1AP message sequence</h2>\n" + HTMLCharts.ladder(r.traffic, nodes: r.nodes)
        if let iq = r.iq { h += HTMLIQSection.render(iq) }
        h += rulesTable(r)
        h += "</main>\n<script>\n\(HTMLAssets.script)\n</script>\n</body>\n</html>\n"
        return h
    }

    static func nodes(_ input: ReportInput) -> String {
        var h = "<h2>Nodes and profiles</h2>\n<table id=\"nodes\">\n<thead><tr><th>Node</th><th>Role</th><th>Vendor</th><th>Model</th><th>Software</th><th>Profile</th><th>Declared capabilities</th></tr></thead>\n<tbody>\n"
        for n in input.results.nodes {
            let tb = input.testbed?.node(named: n.name)
            h += "<tr><td>\(e(n.name))</td><td>\(e(n.role?.rawValue ?? "unknown"))\(n.declared ? "" : " <span class=\"muted\">(inferred)</span>")</td>"
            if let d = n.device {
                h += "<td>\(e(d.vendor))</td><td>\(e(d.model))</td><td>\(e(d.software))</td><td><code>\(e(tb?.deviceFile ?? d.id))</code></td><td>\(capabilities(d))</td>"
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
        h += "<div class=\"scroll\"><table id=\"rules\">\n<thead><tr><th>Rule</th><th>Title</th><th>Clause</th><th>Status</th><th>Node</th><th>Verdict</th><th>Evaluated</th><th>Violations</th><th>Waived</th><th>Inconclusive</th><th>Reason</th></tr></thead>\n<tbody>\n"
        for x in r.results {
            h += "<tr data-verdict=\"\(x.verdict.rawValue)\"><td><code>\(e(x.rule))</code></td><td>\(e(x.title))</td><td>\(e(x.clause))</td><td>\(x.status.rawValue)</td><td>\(e(x.node))</td>"
            h += "<td data-sort=\"\(rank(x.verdict))\"><span class=\"badge v-\(x.verdict.rawValue)\">\(x.verdict.rawValue)</span></td>"
            h += "<td class=\"num\">\(x.evaluated)</td><td class=\"num\">\(x.violations)</td><td class=\"num\">\(x.waived)</td><td class=\"num\">\(x.inconclusive)</td><td>\(e(x.reason ?? ""))</td></tr>\n"
        }
        h += "</tbody>\n</table></div>\n"
        return h
    }

    static func findings(_ r: RunResults) -> String {
        let rows = r.results.filter { !$0.findings.isEmpty }
            .sorted { rank($0.verdict) != rank($1.verdict) ? rank($0.verdict) < rank($1.verdict) : ($0.rule, $0.node) < ($1.rule, $1.node) }
        var h = "<h2>Findings</h2>\n"
        guard !rows.isEmpty else { return h + "<p class=\"muted\">No findings.</p>\n" }
        for x in rows {
            h += "<h3><span class=\"badge v-\(x.verdict.rawValue)\">\(x.verdict.rawValue)</span> <code>\(e(x.rule))</code> \(e(x.node)): \(e(x.title))</h3>\n"
            h += "<p class=\"muted\">\(e(x.clause)) · \(e(ReportText.counts(x)))\(x.verdict == .waived ? " · waived: \(e(x.reason ?? ""))" : "")</p>\n"
            for finding in x.findings.prefix(findingsShown) {
                h += "<div class=\"finding\(finding.waiver == nil && x.verdict != .warn ? "" : " w")\"><b>frame\(finding.frames.count == 1 ? "" : "s") \(r.frameLabels(finding.frames))</b>: \(e(finding.message))"
                if !finding.fieldPath.isEmpty { h += "<br>field <code>\(e(finding.fieldPath))</code>" }
                if finding.expected != nil || finding.actual != nil {
                    h += "<br>expected <code>\(e(finding.expected ?? "—"))</code>, actual <code>\(e(finding.actual ?? "—"))</code>"
                }
                if let m = finding.measurement { h += "<br>\(e(m.name)) = \(e(HTMLCharts.trim(HTMLText.fixed(m.value, 3)))) \(e(m.unit))" }
                if let w = finding.waiver { h += "<br>waived: \(e(w))" }
                h += "</div>\n"
            }
            let more = x.violations + x.waived - min(findingsShown, x.findings.count)
            if more > 0 { h += "<p class=\"muted\">… \(more) more finding(s)</p>\n" }
        }
        return h
    }
}
