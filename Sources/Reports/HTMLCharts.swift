import Conformance
import WireCore

/// Inline SVG charts of the HTML report (no script needed to draw them).
enum HTMLCharts {
    static let palette = ["#0969da", "#cf222e", "#1a7f37", "#8250df", "#bf8700", "#1b7c83", "#e16f24", "#6e7781", "#bf3989", "#4d2d00"]
    static let dashes = ["", "6 3", "2 2", "8 3 2 3"]

    static func f(_ v: Double) -> String { HTMLText.fixed(v, 1) }

    /// Tick values 0, step, 2·step … covering `maximum` with a 1-2-5 step (about five ticks).
    static func ticks(_ maximum: Double) -> [Double] {
        guard maximum > 0, maximum.isFinite else { return [0, 1] }
        var magnitude = 1.0
        while magnitude * 10 <= maximum / 5 { magnitude *= 10 }
        while magnitude > maximum / 5 && magnitude > 1e-9 { magnitude /= 10 }
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { maximum / $0 <= 6 } ?? magnitude * 10
        var out: [Double] = []
        var v = 0.0
        while v < maximum + step * 0.999 && out.count < 12 {
            out.append(v)
            v += step
        }
        return out
    }

    /// A compact number label: 1200000 → 1.2M, 1500 → 1.5k, 0.25 → 0.25.
    static func label(_ v: Double) -> String {
        if v >= 1_000_000 { return trim(HTMLText.fixed(v / 1_000_000, 2)) + "M" }
        if v >= 1_000 { return trim(HTMLText.fixed(v / 1_000, 2)) + "k" }
        if v == v.rounded() { return String(Int64(v)) }
        return trim(HTMLText.fixed(v, 3))
    }

    static func trim(_ s: String) -> String {
        guard s.contains(".") else { return s }
        var t = Substring(s)
        while t.hasSuffix("0") { t = t.dropLast() }
        if t.hasSuffix(".") { t = t.dropLast() }
        return String(t)
    }

    static func empty(_ text: String, id: String) -> String {
        "<svg id=\"\(id)\" width=\"900\" height=\"44\" viewBox=\"0 0 900 44\" role=\"img\"><text x=\"10\" y=\"26\" class=\"muted\">\(HTMLText.escape(text))</text></svg>\n"
    }

    // MARK: rates

    /// Messages per second over capture time, one line per flow (node × eAxC × plane × direction).
    static func rates(_ t: TrafficSummary) -> String {
        let series = t.series
        guard !series.isEmpty, let bins = series.map(\.counts.count).max(), bins > 0 else {
            return empty("No fronthaul C/U-plane messages in the capture.", id: "chart-rates")
        }
        let width = 900.0, height = 280.0, left = 64.0, right = 210.0, top = 14.0, bottom = 40.0
        let plotW = width - left - right, plotH = height - top - bottom
        let binSeconds = Double(t.binWidthNanoseconds) / 1e9
        let spanMs = Double(bins) * Double(t.binWidthNanoseconds) / 1e6
        let maxRate = series.flatMap(\.counts).map { Double($0) / binSeconds }.max() ?? 1
        let yTicks = ticks(maxRate), xTicks = ticks(spanMs)
        let yMax = yTicks.last ?? 1, xMax = xTicks.last ?? 1
        func x(_ ms: Double) -> Double { left + ms / xMax * plotW }
        func y(_ r: Double) -> Double { top + plotH - r / yMax * plotH }
        var s = "<svg id=\"chart-rates\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"Message rate over time per eAxC and plane\">\n"
        for v in yTicks {
            s += "<line class=\"grid\" x1=\"\(f(left))\" y1=\"\(f(y(v)))\" x2=\"\(f(left + plotW))\" y2=\"\(f(y(v)))\"/><text x=\"\(f(left - 6))\" y=\"\(f(y(v) + 4))\" text-anchor=\"end\">\(label(v))</text>\n"
        }
        for v in xTicks {
            s += "<line class=\"axis\" x1=\"\(f(x(v)))\" y1=\"\(f(top + plotH))\" x2=\"\(f(x(v)))\" y2=\"\(f(top + plotH + 4))\"/><text x=\"\(f(x(v)))\" y=\"\(f(top + plotH + 16))\" text-anchor=\"middle\">\(label(v))</text>\n"
        }
        s += "<line class=\"axis\" x1=\"\(f(left))\" y1=\"\(f(top))\" x2=\"\(f(left))\" y2=\"\(f(top + plotH))\"/><line class=\"axis\" x1=\"\(f(left))\" y1=\"\(f(top + plotH))\" x2=\"\(f(left + plotW))\" y2=\"\(f(top + plotH))\"/>\n"
        s += "<text x=\"\(f(left + plotW / 2))\" y=\"\(f(height - 6))\" text-anchor=\"middle\">capture time (ms from the first frame), bins of \(label(Double(t.binWidthNanoseconds) / 1e6)) ms</text>\n"
        s += "<text transform=\"translate(14 \(f(top + plotH / 2))) rotate(-90)\" text-anchor=\"middle\">messages / s</text>\n"
        let binMs = Double(t.binWidthNanoseconds) / 1e6
        // Bins lie on the capture clock's grid: the first starts up to a bin before the first frame.
        let startMs = Double((t.binStartNanoseconds ?? 0) - (t.firstTimestampNanoseconds ?? 0)) / 1e6
        for (i, serie) in series.enumerated() {
            let color = palette[i % palette.count], dash = dashes[(i / palette.count) % dashes.count]
            let points = serie.counts.enumerated().map { j, c in "\(f(x(max(0, startMs + (Double(j) + 0.5) * binMs)))),\(f(y(Double(c) / binSeconds)))" }
            let name = "\(serie.node) eAxC \(serie.eAxC) \(serie.plane)-plane \(serie.direction)"
            s += "<g><title>\(HTMLText.escape(name)): \(serie.total) messages</title>"
            if points.count == 1 {
                s += "<circle cx=\"\(points[0].split(separator: ",")[0])\" cy=\"\(points[0].split(separator: ",")[1])\" r=\"3\" fill=\"\(color)\"/>"
            } else {
                s += "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.6\"\(dash.isEmpty ? "" : " stroke-dasharray=\"\(dash)\"") points=\"\(points.joined(separator: " "))\"/>"
            }
            s += "</g>\n"
            if i < 16 {
                let ly = top + 8 + Double(i) * 15
                s += "<line x1=\"\(f(left + plotW + 12))\" y1=\"\(f(ly))\" x2=\"\(f(left + plotW + 32))\" y2=\"\(f(ly))\" stroke=\"\(color)\" stroke-width=\"2\"\(dash.isEmpty ? "" : " stroke-dasharray=\"\(dash)\"")/><text x=\"\(f(left + plotW + 36))\" y=\"\(f(ly + 4))\">\(HTMLText.escape(name))</text>\n"
            } else if i == 16 {
                s += "<text x=\"\(f(left + plotW + 12))\" y=\"\(f(top + 8 + 16 * 15 + 4))\">… \(series.count - 16) more flows</text>\n"
            }
        }
        s += "</svg>\n"
        return s
    }

    // MARK: sequence anomalies

    /// Violations of the sequence rules (`FH-SEQ-…`) per rule and node, and where in the capture
    /// the cited frames are.
    static func sequence(_ results: RunResults) -> String {
        let rows = results.results.filter { RuleID($0.rule).belongs(to: .fronthaulSequence) && $0.verdict != .skip }
        guard !rows.isEmpty else { return empty("No sequence rule was evaluated (no eCPRI traffic or rules not selected).", id: "chart-sequence") }
        let width = 900.0, left = 220.0, right = 70.0, rowH = 20.0, top = 10.0
        let stripTop = top + Double(rows.count) * rowH + 40
        let height = stripTop + 56
        let plotW = width - left - right
        let xTicks = ticks(Double(rows.map { $0.violations + $0.waived }.max() ?? 0))
        let maxV = xTicks.last ?? 1
        let axisY = top + Double(rows.count) * rowH + 2
        var s = "<svg id=\"chart-sequence\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"Sequence anomalies\">\n"
        for (i, r) in rows.enumerated() {
            let y = top + Double(i) * rowH
            let bad = Double(r.violations), waived = Double(r.waived)
            let scale = maxV > 0 ? plotW / maxV : 0
            s += "<text x=\"\(f(left - 8))\" y=\"\(f(y + 14))\" text-anchor=\"end\">\(HTMLText.escape("\(r.rule) \(r.node)"))</text>"
            s += "<rect x=\"\(f(left))\" y=\"\(f(y + 3))\" width=\"\(f(bad * scale))\" height=\"14\" fill=\"#cf222e\"/>"
            s += "<rect x=\"\(f(left + bad * scale))\" y=\"\(f(y + 3))\" width=\"\(f(waived * scale))\" height=\"14\" fill=\"#bf8700\"/>"
            s += "<text x=\"\(f(left + (bad + waived) * scale + 6))\" y=\"\(f(y + 14))\">\(r.violations) of \(r.evaluated)\(r.waived > 0 ? " (+\(r.waived) waived)" : "")</text>\n"
        }
        // The count axis: bar lengths are to this scale.
        s += "<line class=\"axis\" x1=\"\(f(left))\" y1=\"\(f(axisY))\" x2=\"\(f(left + plotW))\" y2=\"\(f(axisY))\"/>"
        for v in xTicks {
            let x = left + v / maxV * plotW
            s += "<line class=\"axis\" x1=\"\(f(x))\" y1=\"\(f(axisY))\" x2=\"\(f(x))\" y2=\"\(f(axisY + 4))\"/><text x=\"\(f(x))\" y=\"\(f(axisY + 15))\" text-anchor=\"middle\">\(label(v))</text>"
        }
        s += "<text x=\"\(f(left - 8))\" y=\"\(f(axisY + 15))\" text-anchor=\"end\">anomalies (count)</text>\n"
        let total = max(1, results.frames.frames)
        s += "<line class=\"axis\" x1=\"\(f(left))\" y1=\"\(f(stripTop + 20))\" x2=\"\(f(left + plotW))\" y2=\"\(f(stripTop + 20))\"/>"
        s += "<text x=\"\(f(left - 8))\" y=\"\(f(stripTop + 24))\" text-anchor=\"end\">cited frames</text>"
        s += "<text x=\"\(f(left))\" y=\"\(f(stripTop + 36))\" text-anchor=\"middle\">1</text><text x=\"\(f(left + plotW))\" y=\"\(f(stripTop + 36))\" text-anchor=\"middle\">\(total)</text>\n"
        var seen = Set<Int>()
        for r in rows {
            for finding in r.findings {
                for frame in finding.frames where seen.insert(frame).inserted {
                    let x = left + Double(frame - 1) / Double(max(1, total - 1)) * plotW
                    s += "<line x1=\"\(f(x))\" y1=\"\(f(stripTop + 10))\" x2=\"\(f(x))\" y2=\"\(f(stripTop + 20))\" stroke=\"\(finding.waiver == nil ? "#cf222e" : "#bf8700")\" stroke-width=\"2\"><title>frame \(frame): \(HTMLText.escape(finding.message))</title></line>"
                }
            }
        }
        s += "\n<text x=\"\(f(left))\" y=\"\(f(stripTop + 52))\" class=\"muted\">red: violation, amber: waived; frames are the first findings kept per rule and node</text>\n</svg>\n"
        return s
    }

    static func hasSequenceRows(_ results: RunResults) -> Bool {
        results.results.contains { RuleID($0.rule).belongs(to: .fronthaulSequence) && $0.verdict != .skip }
    }

    static func hasCouplingRows(_ results: RunResults) -> Bool {
        results.results.contains { RuleID($0.rule).belongs(to: .crossPlane) && $0.verdict != .skip }
    }

    /// Frames cited by FAIL / WARN findings of F1AP rules, with the rule ids (ladder marks).
    static func failingF1APFrames(_ results: RunResults) -> [Int: [String]] {
        var out: [Int: [String]] = [:]
        for r in results.results where RuleID(r.rule).belongs(to: .f1ap) && (r.verdict == .fail || r.verdict == .warn) {
            for finding in r.findings where finding.waiver == nil {
                for frame in finding.frames where !(out[frame]?.contains(r.rule) ?? false) { out[frame, default: []].append(r.rule) }
            }
        }
        return out
    }

    // MARK: C/U coupling

    /// Cross-plane rules (`FH-XP-…`): judged items split into passed, violations, waived and
    /// inconclusive, one bar per rule and node.
    static func coupling(_ results: RunResults) -> String {
        let rows = results.results.filter { RuleID($0.rule).belongs(to: .crossPlane) && $0.verdict != .skip }
        guard !rows.isEmpty else { return empty("No C/U-plane coupling rule was evaluated.", id: "chart-coupling") }
        let width = 900.0, left = 220.0, right = 230.0, rowH = 22.0, top = 10.0
        let height = top + Double(rows.count) * rowH + 30
        let plotW = width - left - right
        var s = "<svg id=\"chart-coupling\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"C/U-plane coupling summary\">\n"
        for (i, r) in rows.enumerated() {
            let y = top + Double(i) * rowH
            let passed = max(0, r.evaluated - r.violations - r.waived)
            let parts: [(Int, String)] = [(passed, "#1a7f37"), (r.violations, "#cf222e"), (r.waived, "#bf8700"), (r.inconclusive, "#8250df")]
            let total = Double(max(1, parts.reduce(0) { $0 + $1.0 }))
            s += "<text x=\"\(f(left - 8))\" y=\"\(f(y + 15))\" text-anchor=\"end\">\(HTMLText.escape("\(r.rule) \(r.node)"))</text>"
            var x = left
            for (count, color) in parts where count > 0 {
                let w = Double(count) / total * plotW
                s += "<rect x=\"\(f(x))\" y=\"\(f(y + 3))\" width=\"\(f(w))\" height=\"16\" fill=\"\(color)\"/>"
                x += w
            }
            s += "<text x=\"\(f(left + plotW + 8))\" y=\"\(f(y + 15))\">\(passed) ok, \(r.violations) bad, \(r.waived) waived, \(r.inconclusive) n/j</text>\n"
        }
        let ly = height - 10
        s += "<text x=\"\(f(left))\" y=\"\(f(ly))\" class=\"muted\">green: coupled correctly, red: violation, amber: waived, purple: not judged (n/j)</text>\n</svg>\n"
        return s
    }

    // MARK: F1AP ladder

    /// A message sequence chart of the first F1AP messages: one lifeline per node (O-DU left of
    /// O-CU), one arrow per message labelled with the message and procedure names (TS 38.473 §8).
    static func ladder(_ t: TrafficSummary, nodes: [NodeInfo], failing: [Int: [String]] = [:]) -> String {
        let messages = t.f1apMessages
        guard !messages.isEmpty else { return empty("No F1AP messages in the capture.", id: "chart-f1ap") }
        var names: [String] = []
        for m in messages {
            if !names.contains(m.sender) { names.append(m.sender) }
            if !names.contains(m.receiver) { names.append(m.receiver) }
        }
        func rank(_ n: String) -> Int {
            switch nodes.first(where: { $0.name == n })?.role {
            case .oDU: 0
            case .oCU: 1
            case .oRU: 2
            case nil: 3
            }
        }
        names.sort { (rank($0), $0) < (rank($1), $1) }
        let left = 170.0, laneGap = names.count > 1 ? min(520.0, 680.0 / Double(names.count - 1)) : 0
        let width = max(900.0, left + laneGap * Double(names.count - 1) + 120)
        let top = 46.0, rowH = 30.0
        let height = top + Double(messages.count) * rowH + (failing.isEmpty ? 20 : 34)
        func x(_ n: String) -> Double { left + 60 + laneGap * Double(names.firstIndex(of: n) ?? 0) }
        var s = "<svg id=\"chart-f1ap\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"F1AP message sequence chart\">\n"
        for n in names {
            let role = nodes.first { $0.name == n }?.role?.rawValue.uppercased() ?? "?"
            s += HTMLSequenceChart.lifeline(name: n, role: role, x: x(n), height: height)
        }
        let t0 = messages[0].timestampNanoseconds
        for (i, m) in messages.enumerated() {
            let color = m.kind == "unsuccessfulOutcome" ? "#cf222e" : m.kind == "successfulOutcome" ? "#1a7f37" : "#0969da"
            s += HTMLSequenceChart.message(
                y: top + Double(i) * rowH + 14, rowHeight: rowH, width: width, frame: m.frame,
                milliseconds: (Double(m.timestampNanoseconds) - Double(t0)) / 1e6, from: x(m.sender), to: x(m.receiver),
                color: color, failingRules: failing[m.frame],
                title: "procedure \(m.procedure), \(m.kind)\(m.transactionID.map { ", transaction \($0)" } ?? "")",
                label: "\(m.message) [\(m.procedure)]")
        }
        if !failing.isEmpty {
            s += "<text x=\"6\" y=\"\(f(height - 6))\" class=\"muted\">red rows: frames with a failing finding (✗ and the rule ids)</text>\n"
        }
        s += "</svg>\n"
        if t.f1apMessageCount > messages.count {
            s += "<p class=\"muted\">First \(messages.count) of \(t.f1apMessageCount) F1AP messages shown.</p>\n"
        }
        return s
    }
}

extension HTMLCharts {
    static let maximumTimingCharts = 24

    /// One histogram per flow and delay-window rule: offsets from the window reference (µs), the
    /// accepted window shaded, early / on-time / late counts in the caption.
    static func timing(_ reports: [FlowTimingReport]) -> String {
        guard !reports.isEmpty else { return empty("No delay-window measurements (no timing rule ran on this capture).", id: "chart-timing") }
        var s = "<div id=\"chart-timing\">\n"
        for (i, t) in reports.prefix(maximumTimingCharts).enumerated() {
            let width = 440.0, height = 170.0, left = 44.0, right = 10.0, top = 22.0, bottom = 50.0
            let plotW = width - left - right, plotH = height - top - bottom
            let bins = t.histogramCounts.count
            let lowUs = Double(t.histogramLowerNs) / 1000, binUs = Double(t.histogramBinWidthNs) / 1000
            var lo = lowUs, hi = lowUs + Double(max(1, bins)) * binUs
            if let a = t.windowStartNs { lo = min(lo, Double(a) / 1000) }
            if let b = t.windowEndNs { hi = max(hi, Double(b) / 1000) }
            if hi <= lo { hi = lo + 1 }
            let maxCount = Double(t.histogramCounts.max() ?? 0)
            func x(_ us: Double) -> Double { left + (us - lo) / (hi - lo) * plotW }
            let title = "\(t.rule) \(t.node) eAxC \(t.eAxC) \(t.plane)-plane \(t.direction)\(t.flow.map { " (\($0))" } ?? "")"
            s += "<svg id=\"chart-timing-\(i)\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"\(HTMLText.escape(title))\" style=\"display:inline-block;margin-right:12px\">\n"
            s += "<text x=\"\(f(left))\" y=\"11\" font-weight=\"600\">\(HTMLText.escape(title))</text>\n"
            if bins == 0 && t.windowStartNs == nil {
                s += "<text x=\"\(f(left))\" y=\"\(f(top + plotH / 2))\" class=\"muted\">no offset measured (messages could not be judged)</text>\n"
                s += "<text x=\"\(f(left))\" y=\"\(f(height - 4))\">early \(t.early) · on time \(t.onTime) · late \(t.late) · not judged \(t.inconclusive)</text>\n</svg>\n"
                continue
            }
            if let a = t.windowStartNs, let b = t.windowEndNs {
                s += "<rect x=\"\(f(x(Double(a) / 1000)))\" y=\"\(f(top))\" width=\"\(f(max(1, x(Double(b) / 1000) - x(Double(a) / 1000))))\" height=\"\(f(plotH))\" fill=\"#dafbe1\"><title>window \(a)…\(b) ns</title></rect>\n"
            }
            for (j, c) in t.histogramCounts.enumerated() where c > 0 {
                let x0 = x(lowUs + Double(j) * binUs), x1 = x(lowUs + Double(j + 1) * binUs)
                let h = maxCount > 0 ? Double(c) / maxCount * plotH : 0
                s += "<rect class=\"bin\" x=\"\(f(x0))\" y=\"\(f(top + plotH - h))\" width=\"\(f(max(1, x1 - x0 - 0.5)))\" height=\"\(f(h))\" fill=\"#0969da\"><title>\(c) messages</title></rect>"
            }
            s += "\n<line class=\"axis\" x1=\"\(f(left))\" y1=\"\(f(top + plotH))\" x2=\"\(f(left + plotW))\" y2=\"\(f(top + plotH))\"/>"
            s += "<line class=\"axis\" x1=\"\(f(left))\" y1=\"\(f(top))\" x2=\"\(f(left))\" y2=\"\(f(top + plotH))\"/>"
            // Count axis: 0 and the tallest bin.
            s += "<text x=\"\(f(left - 4))\" y=\"\(f(top + plotH))\" text-anchor=\"end\">0</text><text x=\"\(f(left - 4))\" y=\"\(f(top + 8))\" text-anchor=\"end\">\(label(maxCount))</text>"
            s += "<text transform=\"translate(10 \(f(top + plotH / 2))) rotate(-90)\" text-anchor=\"middle\">messages</text>\n"
            // Offset axis: ticks on a 1-2-5 step across the plotted span.
            for v in offsetTicks(lo, hi) {
                s += "<line class=\"axis\" x1=\"\(f(x(v)))\" y1=\"\(f(top + plotH))\" x2=\"\(f(x(v)))\" y2=\"\(f(top + plotH + 4))\"/><text x=\"\(f(x(v)))\" y=\"\(f(top + plotH + 14))\" text-anchor=\"middle\">\(signedLabel(v))</text>"
            }
            s += "<text x=\"\(f(left + plotW / 2))\" y=\"\(f(top + plotH + 27))\" text-anchor=\"middle\">offset (µs)</text>\n"
            for edge in [t.windowStartNs, t.windowEndNs].compactMap({ $0 }) {
                let ex = x(Double(edge) / 1000)
                s += "<line x1=\"\(f(ex))\" y1=\"\(f(top))\" x2=\"\(f(ex))\" y2=\"\(f(top + plotH))\" stroke=\"#1a7f37\" stroke-width=\"1.5\" stroke-dasharray=\"4 2\"><title>window edge \(edge) ns</title></line>"
            }
            if let a = t.windowStartNs, let b = t.windowEndNs {
                s += "<text x=\"\(f((x(Double(a) / 1000) + x(Double(b) / 1000)) / 2))\" y=\"\(f(top - 2))\" text-anchor=\"middle\" fill=\"#1a7f37\">window</text>\n"
            }
            s += "<text x=\"\(f(left))\" y=\"\(f(height - 4))\">early \(t.early) · on time \(t.onTime) · late \(t.late) · not judged \(t.inconclusive)\(t.histogramUnderflow + t.histogramOverflow > 0 ? " · off-scale \(t.histogramUnderflow + t.histogramOverflow)" : "")</text>\n</svg>\n"
        }
        s += "</div>\n"
        if reports.count > maximumTimingCharts { s += "<p class=\"muted\">First \(maximumTimingCharts) of \(reports.count) flows shown.</p>\n" }
        return s
    }

    /// Tick values on a 1-2-5 step from `lo` to `hi` (either sign).
    static func offsetTicks(_ lo: Double, _ hi: Double) -> [Double] {
        let span = hi - lo
        guard span > 0, span.isFinite else { return [lo] }
        let steps = ticks(span)
        let step = steps.count > 1 ? steps[1] : span
        var v = (lo / step).rounded(.up) * step
        var out: [Double] = []
        while v <= hi + step * 1e-9 && out.count < 12 {
            out.append(v)
            v += step
        }
        return out
    }

    static func signedLabel(_ v: Double) -> String { v < 0 ? "−" + label(-v) : label(abs(v)) }
}
