/// The text rendering of the per-flow timing measurements and hints (the JSON one is in
/// `ResultsJSON.swift`).
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
}
