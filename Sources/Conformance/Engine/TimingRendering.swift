/// Text and JSON renderings of the per-flow timing measurements and hints (measurements per flow
/// and hints, in every report format).
extension RunResults {
    /// The timing section of the text report: one line per flow and one per hint; empty when no
    /// timing rule saw a message.
    func renderTimingText() -> String {
        guard !flowTiming.isEmpty || !timingHints.isEmpty else { return "" }
        var out = "\ntiming per flow (offset = capture time − air time, ns; negative = before the air time):\n"
        for f in flowTiming {
            var line = "  \(f.node) eAxC \(f.eAxCText ?? String(f.eAxC)) \(f.plane)-plane \(f.direction)"
            if let flow = f.flow { line += " (\(flow))" }
            line += " \(f.rule): early \(f.early), on time \(f.onTime), late \(f.late), not judged \(f.inconclusive)"
            if let lo = f.minOffsetNs, let median = f.medianOffsetNs, let p99 = f.p99OffsetNs, let hi = f.maxOffsetNs {
                line += "; offset min \(lo), median \(median), p99 \(p99), max \(hi)"
            }
            if let a = f.windowStartNs, let b = f.windowEndNs { line += "; accepted offsets [\(a), \(b)]" }
            out += line + "\n"
        }
        if !timingHints.isEmpty {
            out += "timing hints (likely causes, not verdicts):\n"
            for h in timingHints { out += "  \(h.kind) \(h.node) \(h.rule): \(h.message)\n" }
        }
        return out
    }

    /// `"timing": {"flows": [...], "hints": [...]}` members of the JSON report.
    func renderTimingJSON(_ j: inout JSONText) {
        j.key("timing"); j.open("{")
        j.key("flows"); j.open("[")
        for f in flowTiming {
            j.open("{")
            j.key("rule"); j.string(f.rule)
            j.key("node"); j.string(f.node)
            j.key("flow"); j.string(f.flow)
            j.key("eAxC"); j.number(f.eAxC)
            j.key("eAxCText"); j.string(f.eAxCText)
            j.key("plane"); j.string(f.plane)
            j.key("direction"); j.string(f.direction)
            j.key("early"); j.number(f.early)
            j.key("onTime"); j.number(f.onTime)
            j.key("late"); j.number(f.late)
            j.key("inconclusive"); j.number(f.inconclusive)
            for (name, value) in [
                ("windowStartNs", f.windowStartNs), ("windowEndNs", f.windowEndNs), ("minOffsetNs", f.minOffsetNs),
                ("medianOffsetNs", f.medianOffsetNs), ("p99OffsetNs", f.p99OffsetNs), ("maxOffsetNs", f.maxOffsetNs),
            ] {
                j.key(name); j.raw(value.map(String.init) ?? "null")
            }
            j.key("histogram"); j.open("{")
            j.key("lowerNs"); j.raw(String(f.histogramLowerNs))
            j.key("binWidthNs"); j.raw(String(f.histogramBinWidthNs))
            j.key("counts"); j.numbers(f.histogramCounts)
            j.key("underflow"); j.number(f.histogramUnderflow)
            j.key("overflow"); j.number(f.histogramOverflow)
            j.close("}")
            j.close("}")
        }
        j.close("]")
        j.key("hints"); j.open("[")
        for h in timingHints {
            j.open("{")
            j.key("kind"); j.string(h.kind)
            j.key("rule"); j.string(h.rule)
            j.key("node"); j.string(h.node)
            j.key("flow"); j.string(h.flow)
            j.key("message"); j.string(h.message)
            j.close("}")
        }
        j.close("]")
        j.close("}")
    }
}
