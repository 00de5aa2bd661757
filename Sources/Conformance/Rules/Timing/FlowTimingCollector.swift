import Timing

/// Per-flow timing statistics (sender node × eAxC × plane × direction) in bounded memory: at most
/// `maximumFlows` flows, each a ``Timing/FlowTimingAccumulator`` with a fixed-bin histogram
/// (±1 ms in 1 µs bins). Recording mutates the accumulator in place (no per-message allocation).
struct FlowTimingCollector {
    struct Info {
        var node: Int
        var eAxC: UInt16
        var control: Bool
        var downlink: Bool
        var flowName: String?
        /// Accepted offsets (capture − air) at the tap and the window width, when a window applied.
        var offsetRange: (lower: Int64, upper: Int64)?
        var widthNs: Int64?
    }

    let maximumFlows: Int
    private var index: [UInt64: Int] = [:]
    private(set) var infos: [Info] = []
    private(set) var accumulators: [FlowTimingAccumulator] = []
    private(set) var untracked = 0
    /// Messages per flow counted without an offset.
    private(set) var unjudged: [Int] = []
    /// After a part's snapshot: the flows not tracked for the bound since (their keys).
    var untrackedSinceSnapshot: Set<UInt64>?
    /// After a part's snapshot: each flow's extremes since (smallest and largest offset, worst
    /// early and late margins), nil for a flow with no offset since. What the flow's head
    /// reached may be otherwise in the single run (``BoundaryTable/extremaSinceSnapshot``).
    private(set) var extremesSinceSnapshot: [SinceSnapshot?]?

    struct SinceSnapshot: Equatable {
        var minNs: Int64
        var maxNs: Int64
        var worstEarlyNs: Int64 = 0
        var worstLateNs: Int64 = 0
    }

    /// From here on, each flow's extremes are followed apart too.
    mutating func followExtremesSinceSnapshot() { extremesSinceSnapshot = Array(repeating: nil, count: accumulators.count) }
    static let histogram = OffsetHistogram(lowerNs: -1_000_000, binWidthNs: 1_000, binCount: 2_000)

    init(maximumFlows: Int) { self.maximumFlows = maximumFlows }

    static func key(node: Int, eAxC: UInt16, control: Bool, downlink: Bool) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: node)) << 20 | UInt64(eAxC) << 2 | (control ? 2 : 0) | (downlink ? 1 : 0)
    }

    /// The slot of a flow, creating it (with `make`) on first use; nil beyond the cap.
    mutating func slot(node: Int, eAxC: UInt16, control: Bool, downlink: Bool, make: () -> Info) -> Int? {
        let k = Self.key(node: node, eAxC: eAxC, control: control, downlink: downlink)
        if let i = index[k] { return i }
        guard accumulators.count < maximumFlows else {
            untracked += 1
            untrackedSinceSnapshot?.insert(k)
            return nil
        }
        index[k] = accumulators.count
        infos.append(make())
        accumulators.append(FlowTimingAccumulator(histogram: Self.histogram))
        unjudged.append(0)
        extremesSinceSnapshot?.append(nil)
        return accumulators.count - 1
    }

    /// Replaces every flow with `flows` (a part's boundary state) and the count of messages of
    /// flows past the bound with `untracked`.
    mutating func restore(_ flows: [(info: Info, accumulator: FlowTimingAccumulator, unjudged: Int)], untracked: Int) {
        extremesSinceSnapshot = nil
        index = [:]
        infos = []
        accumulators = []
        unjudged = []
        for flow in flows.prefix(maximumFlows) {
            index[Self.key(node: flow.info.node, eAxC: flow.info.eAxC, control: flow.info.control, downlink: flow.info.downlink)] = infos.count
            infos.append(flow.info)
            accumulators.append(flow.accumulator)
            unjudged.append(flow.unjudged)
        }
        self.untracked = untracked
    }

    mutating func record(_ slot: Int, offsetNs: Int64, outcome: TimingOutcome, marginNs: Int64) {
        accumulators[slot].record(offsetNs: offsetNs, outcome: outcome, marginNs: marginNs)
        if extremesSinceSnapshot != nil {
            var e = extremesSinceSnapshot![slot] ?? SinceSnapshot(minNs: offsetNs, maxNs: offsetNs)
            e.minNs = min(e.minNs, offsetNs)
            e.maxNs = max(e.maxNs, offsetNs)
            // As FlowTimingAccumulator keeps its worst margins.
            if outcome == .early { e.worstEarlyNs = max(e.worstEarlyNs, marginNs) }
            if outcome == .late { e.worstLateNs = max(e.worstLateNs, marginNs) }
            extremesSinceSnapshot![slot] = e
        }
    }

    /// A message counted as inconclusive without an offset (the capture is not time-synchronised).
    mutating func recordUnjudged(_ slot: Int) { unjudged[slot] += 1 }

    /// Reports in a stable order (node, eAxC, plane, direction) and the hints of each flow.
    func reports(nodes: [NodeInfo], eAxCText: (UInt16) -> String) -> ([FlowTimingReport], [TimingHint]) {
        var out: [(UInt64, FlowTimingReport, [TimingHint])] = []
        for (i, info) in infos.enumerated() {
            let acc = accumulators[i]
            let rule = TimingRuleRegistry.specs[DelayWindowPlan.kind(control: info.control, downlink: info.downlink)].id.rawValue
            let nodeName = info.node < nodes.count ? nodes[info.node].name : "unknown"
            let h = acc.histogram
            let firstBin = h.bins.firstIndex { $0 > 0 }
            let lastBin = h.bins.lastIndex { $0 > 0 }
            var counts: [Int] = []
            var lower = h.lowerNs
            if let firstBin, let lastBin {
                counts = h.bins[firstBin...lastBin].map { Int(clamping: $0) }
                lower = h.lowerNs.addingSaturating(Int64(firstBin) &* h.binWidthNs)
            }
            var report = FlowTimingReport(
                rule: rule, node: nodeName, flow: info.flowName, eAxC: Int(info.eAxC), plane: info.control ? "C" : "U",
                direction: info.downlink ? "DL" : "UL", early: Int(clamping: acc.early), onTime: Int(clamping: acc.onTime),
                late: Int(clamping: acc.late),
                inconclusive: Int(clamping: acc.inconclusive) + unjudged[i],
                windowStartNs: info.offsetRange?.lower, windowEndNs: info.offsetRange?.upper,
                minOffsetNs: acc.minOffsetNs, medianOffsetNs: acc.medianOffsetNs, p99OffsetNs: acc.p99OffsetNs,
                maxOffsetNs: acc.maxOffsetNs, histogramLowerNs: lower, histogramBinWidthNs: h.binWidthNs,
                histogramCounts: counts, histogramUnderflow: Int(clamping: h.underflow),
                histogramOverflow: Int(clamping: h.overflow))
            report.eAxCText = eAxCText(info.eAxC)
            let flowText = "eAxC \(eAxCText(info.eAxC)) \(report.plane)-plane \(report.direction)"
            let key = FlowKey(
                eAxC: info.eAxC, plane: info.control ? .control : .user, direction: info.downlink ? .downlink : .uplink)
            let hints = TimingHints.hints(for: key, acc, windowWidthNs: info.widthNs).map {
                TimingHint(rule: rule, node: nodeName, message: "\(flowText): \($0.message)", kind: $0.kind.rawValue, flow: flowText)
            }
            // Report order: node, eAxC, C-plane before U-plane, DL before UL.
            let order = UInt64(UInt32(truncatingIfNeeded: info.node)) << 20 | UInt64(info.eAxC) << 2
                | (info.control ? 0 : 2) | (info.downlink ? 0 : 1)
            out.append((order, report, hints))
        }
        out.sort { $0.0 < $1.0 }
        return (out.map(\.1), out.flatMap(\.2))
    }
}
