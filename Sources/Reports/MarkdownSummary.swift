import Conformance
import WireCore

/// `--report markdown`: a short summary for CI step summaries (GitHub `$GITHUB_STEP_SUMMARY`) and
/// merge-request comments: verdict, counts, the failing rules with their first findings, nodes,
/// and every rule in a collapsed table.
enum MarkdownSummary {
    static let findingsShown = 3

    static func render(_ input: ReportInput) -> String {
        let r = input.results
        let summary = VerdictSummary(r)
        var out = "## \(icon(summary.overall)) RANConform: \(summary.overall.rawValue)\n\n"
        out += "- **Testbed:** \(cell(r.testbedName ?? "none (nodes named from addresses)"))"
        if let suite = r.suiteName { out += ", suite \(cell(suite))" }
        out += "\n"
        out += "- **Captures:** " + input.captures.map { "`\(cell($0.path))`" }.joined(separator: ", ") + "\n"
        let f = r.frames
        out += "- **Frames:** \(f.frames) (decoded \(f.decoded), malformed \(f.malformed), inconclusive \(f.inconclusive), other \(f.other))\n"
        if let text = f.incompleteFragmentsText { out += "- **Fragments:** \(cell(text))\n" }
        if let incomplete = r.completeness.summary { out += "- **Capture incomplete:** \(cell(incomplete))\n" }
        out += "- **Report:** \(input.toolName) \(input.toolVersion), \(input.generated.rfc3339())\n\n"
        out += "| " + VerdictSummary.order.map(\.rawValue).joined(separator: " | ") + " |\n"
        out += "|" + String(repeating: "---:|", count: VerdictSummary.order.count) + "\n"
        out += "| " + VerdictSummary.order.map { String(summary.count($0)) }.joined(separator: " | ") + " |\n\n"

        for note in r.waiverNotes { out += "> ⚠️ \(cell(note))\n\n" }
        let problems = r.results.filter { [.fail, .warn, .waived].contains($0.verdict) }
            .sorted { $0.verdict != $1.verdict ? $0.verdict > $1.verdict : ($0.rule, $0.node) < ($1.rule, $1.node) }
        if !problems.isEmpty {
            out += "### Failures and warnings\n\n| Verdict | Rule | Node | Clause | Counts | First findings |\n|---|---|---|---|---|---|\n"
            for p in problems {
                var findings = p.findings.prefix(findingsShown).map { cell(ReportText.finding($0, in: r)) }
                let more = p.violations + p.waived - min(findingsShown, p.findings.count)
                if more > 0 { findings.append("… \(more) more") }
                if p.verdict == .waived, let reason = p.reason { findings.insert("waived: " + cell(reason), at: 0) }
                out += "| \(icon(p.verdict)) \(p.verdict.rawValue) | `\(cell(p.rule))` \(cell(p.title)) | \(cell(p.node)) | \(cell(p.clause)) | \(ReportText.counts(p)) | \(findings.joined(separator: "<br>")) |\n"
            }
            out += "\n"
        }
        if !r.timingHints.isEmpty {
            out += "### Timing hints\n\n"
            for h in r.timingHints { out += "- `\(cell(h.rule))` \(cell(h.node)): \(cell(h.message))\n" }
            out += "\n"
        }
        out += "### Nodes\n\n| Node | Role | Device |\n|---|---|---|\n"
        for n in r.nodes {
            out += "| \(cell(n.name)) | \(n.role?.rawValue ?? "unknown") | \(n.device.map { cell(ReportText.deviceLine($0)) } ?? (n.declared ? "" : "not in the testbed")) |\n"
        }
        out += "\n<details><summary>All rules (\(r.results.count) results)</summary>\n\n"
        out += "| Verdict | Rule | Node | Counts / reason |\n|---|---|---|---|\n"
        for x in r.results {
            let detail: String
            switch x.verdict {
            case .skip, .inconclusive, .waived: detail = cell(x.reason ?? "")
            default: detail = ReportText.counts(x) + (x.inconclusive > 0 ? x.reason.map { "; " + cell($0) } ?? "" : "")
            }
            out += "| \(x.verdict.rawValue) | `\(cell(x.rule))` | \(cell(x.node)) | \(detail) |\n"
        }
        out += "\n</details>\n"
        return out
    }

    static func icon(_ v: Verdict) -> String {
        switch v {
        case .pass: "✅"
        case .fail: "❌"
        case .warn: "⚠️"
        case .waived: "🟡"
        case .skip: "⏭️"
        case .inconclusive: "❔"
        }
    }

    /// A table cell: pipes escaped, line breaks as `<br>`, HTML special characters escaped.
    static func cell(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "|": out += "\\|"
            case "\n": out += "<br>"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "`": out += "'"
            default: out.append(c)
            }
        }
        // Control characters and bidi overrides from captures or profiles stay visible as escapes.
        return DisplayText.escaped(out)
    }
}
