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
            s += HTMLSequenceChart.lifeline(name: lane.name, role: lane.role, x: x(lane.name), height: height)
        }
        let t0 = t.steps.first?.timestampNanoseconds ?? 0
        for (i, m) in t.steps.enumerated() {
            let color = m.interface == "F1" ? "#0969da" : m.interface == "NG" ? "#8250df" : "#1a7f37"
            s += HTMLSequenceChart.message(
                y: top + Double(i) * rowH + 14, rowHeight: rowH, width: width, frame: m.frame,
                milliseconds: (Double(m.timestampNanoseconds) - Double(t0)) / 1e6, from: x(m.sender), to: x(m.receiver),
                color: color, failingRules: failing[m.frame], title: m.ids.joined(separator: ", "), label: "\(m.interface): \(m.message)")
        }
        if t.droppedSteps > 0 {
            s += "<text x=\"6\" y=\"\(f(height - 6))\" class=\"muted\">\(t.droppedSteps) later message(s) of this UE not kept</text>\n"
        }
        s += "</svg>\n"
        return s
    }
}
