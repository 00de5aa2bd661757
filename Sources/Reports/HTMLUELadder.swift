import Conformance
import WireCore

/// The cross-interface ladder of each correlated UE (``UETimeline``): lifelines O-DU, O-CU-CP,
/// O-CU-UP and AMF (the split-gNB nodes of TS 38.401 §6.1.2 and the AMF of TS 38.300 §4.1), one
/// arrow per UE-associated F1AP / NGAP / E1AP message, drawn as the F1AP ladder is.
enum HTMLUELadder {
    /// Timelines drawn; the rest are counted under the section.
    static let maximumDrawn = 8

    static func section(_ r: RunResults) -> String {
        let summary = r.ueTimelines
        guard !summary.timelines.isEmpty else { return "" }
        let failing = failingFrames(r)
        var h = "<h2 id=\"ue-timelines\">UE across interfaces</h2>\n"
        h += "<p class=\"muted\">\(summary.correlated) UE(s) joined across F1, NG and E1 on equal NAS-PDU octets or GTP tunnel endpoints; "
            + "\(summary.singleInterface) seen on one interface only (not joined)"
            + (summary.evictedContexts > 0 ? "; \(summary.evictedContexts) UE context(s) let go at the table bound" : "") + ".</p>\n"
        for (i, t) in summary.timelines.prefix(maximumDrawn).enumerated() {
            h += "<h3>UE \(i + 1): \(HTMLText.escape(t.interfaces.joined(separator: " + "))) (joined by \(HTMLText.escape(t.joinedBy.joined(separator: ", "))))</h3>\n"
            h += ladder(t, index: i, failing: failing)
        }
        if summary.timelines.count > maximumDrawn {
            h += "<p class=\"muted\">First \(maximumDrawn) of \(summary.timelines.count) listed UE timelines drawn (all are in the JSON results, `ueTimelines`).</p>\n"
        }
        return h
    }

    /// Frames cited by FAIL / WARN findings of any rule, with the rule ids.
    static func failingFrames(_ results: RunResults) -> [Int: [String]] {
        var out: [Int: [String]] = [:]
        for r in results.results where r.verdict == .fail || r.verdict == .warn {
            for finding in r.findings where finding.waiver == nil {
                for frame in finding.frames where !(out[frame]?.contains(r.rule) ?? false) { out[frame, default: []].append(r.rule) }
            }
        }
        return out
    }

    /// The lifelines: (node name, role label) in the order O-DU, O-CU-CP, O-CU-UP, AMF. The
    /// CU-CP is the node on both F1 and NG or E1; the others are its peers on each interface.
    static func lanes(_ t: UETimeline) -> [(name: String, role: String)] {
        var ends: [String: Set<String>] = [:]
        for s in t.steps { ends[s.interface, default: []].formUnion([s.sender, s.receiver]) }
        let f1 = ends["F1"] ?? [], ng = ends["NG"] ?? [], e1 = ends["E1"] ?? []
        let cp = f1.intersection(ng.union(e1)).sorted().first ?? ng.intersection(e1).sorted().first
        var out: [(String, String)] = []
        func add(_ names: Set<String>, _ role: String) {
            for n in names.sorted() where n != cp && !out.contains(where: { $0.0 == n }) { out.append((n, role)) }
        }
        add(f1, "O-DU")
        if let cp { out.append((cp, "O-CU-CP")) }
        add(e1, "O-CU-UP")
        add(ng, "AMF")
        return out
    }

    static func ladder(_ t: UETimeline, index: Int, failing: [Int: [String]]) -> String {
        let lanes = lanes(t)
        let f = HTMLCharts.f
        let left = 170.0, laneGap = lanes.count > 1 ? min(260.0, 700.0 / Double(lanes.count - 1)) : 0
        let width = max(900.0, left + laneGap * Double(lanes.count - 1) + 180)
        let top = 46.0, rowH = 30.0
        let height = top + Double(t.steps.count) * rowH + 20
        func x(_ n: String) -> Double { left + 60 + laneGap * Double(lanes.firstIndex { $0.name == n } ?? 0) }
        var s = "<svg id=\"chart-ue-\(index + 1)\" class=\"ue-ladder\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"UE \(index + 1) message sequence across F1, NG and E1\">\n"
        for lane in lanes {
            s += "<rect x=\"\(f(x(lane.name) - 60))\" y=\"4\" width=\"120\" height=\"30\" rx=\"4\" fill=\"#f6f8fa\" stroke=\"#57606a\"/>"
            s += "<text x=\"\(f(x(lane.name)))\" y=\"17\" text-anchor=\"middle\" font-weight=\"600\">\(HTMLText.escape(lane.name))</text><text x=\"\(f(x(lane.name)))\" y=\"30\" text-anchor=\"middle\">\(lane.role)</text>"
            s += "<line class=\"axis\" x1=\"\(f(x(lane.name)))\" y1=\"34\" x2=\"\(f(x(lane.name)))\" y2=\"\(f(height - 6))\" stroke-dasharray=\"4 3\"/>\n"
        }
        let t0 = t.steps.first?.timestampNanoseconds ?? 0
        for (i, m) in t.steps.enumerated() {
            let y = top + Double(i) * rowH + 14
            let x1 = x(m.sender), x2 = x(m.receiver)
            let color = m.interface == "F1" ? "#0969da" : m.interface == "NG" ? "#8250df" : "#1a7f37"
            let ms = (Double(m.timestampNanoseconds) - Double(t0)) / 1e6
            if let rules = failing[m.frame] {
                s += "<rect class=\"failing\" x=\"2\" y=\"\(f(y - 13))\" width=\"\(f(width - 4))\" height=\"\(f(rowH - 4))\" fill=\"#ffebe9\"><title>\(HTMLText.escape(rules.joined(separator: ", ")))</title></rect>"
                s += "<text x=\"\(f(width - 8))\" y=\"\(f(y + 4))\" text-anchor=\"end\" fill=\"#cf222e\" font-weight=\"600\">✗ \(HTMLText.escape(rules.joined(separator: ", ")))</text>"
            }
            s += "<text x=\"6\" y=\"\(f(y + 4))\">#\(m.frame)  +\(HTMLText.fixed(ms, 3)) ms</text>"
            let dirn = x2 >= x1 ? 1.0 : -1.0
            if x1 == x2 {
                s += "<path d=\"M\(f(x1)) \(f(y - 6)) h40 v12 h-34\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\"/>"
            } else {
                s += "<line x1=\"\(f(x1))\" y1=\"\(f(y))\" x2=\"\(f(x2 - dirn * 7))\" y2=\"\(f(y))\" stroke=\"\(color)\" stroke-width=\"1.5\"/>"
                s += "<polygon points=\"\(f(x2)),\(f(y)) \(f(x2 - dirn * 8)),\(f(y - 4)) \(f(x2 - dirn * 8)),\(f(y + 4))\" fill=\"\(color)\"/>"
            }
            let tx = x1 == x2 ? x1 + 46 : (x1 + x2) / 2
            let anchor = x1 == x2 ? "start" : "middle"
            s += "<text x=\"\(f(tx))\" y=\"\(f(y - 4))\" text-anchor=\"\(anchor)\"><title>\(HTMLText.escape(m.ids.joined(separator: ", ")))</title>\(HTMLText.escape("\(m.interface): \(m.message)"))</text>\n"
        }
        if t.droppedSteps > 0 {
            s += "<text x=\"6\" y=\"\(f(height - 6))\" class=\"muted\">\(t.droppedSteps) later message(s) of this UE not kept</text>\n"
        }
        s += "</svg>\n"
        return s
    }
}
