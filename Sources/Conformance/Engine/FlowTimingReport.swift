/// Timing measurements of one fronthaul flow (eAxC × plane × direction) against one delay-window
/// rule (`FH-T-DLU`, `FH-T-DLC`, `FH-T-ULC`, `FH-T-ULU`).
///
/// Offsets are `capture timestamp − window reference`, in nanoseconds, where the reference is the
/// air-time instant the window is defined against (O-RAN.WG4.CUS §2.3.3 / WG4 delay management):
/// a negative offset is *before* the air time. `windowStartNs ... windowEndNs` is the accepted
/// range of offsets at the capture point, so early means `offset < windowStartNs` and late means
/// `offset > windowEndNs` (the window is expressed in the same offset frame).
public struct FlowTimingReport: Hashable, Sendable {
    /// The window rule the flow was judged under.
    public var rule: String
    /// The node that sent the flow.
    public var node: String
    /// The testbed flow name when the eAxC belongs to a declared flow.
    public var flow: String?
    public var eAxC: Int
    /// The eAxC as `du:bs:cc:ru` under the run's bit split (nil when not known).
    public var eAxCText: String?
    /// `"C"` or `"U"`.
    public var plane: String
    /// `"DL"` or `"UL"`.
    public var direction: String
    public var early: Int
    public var onTime: Int
    public var late: Int
    /// Messages that could not be judged (no synchronised capture, missing window, …).
    public var inconclusive: Int
    /// Accepted offset range at the capture point; nil when the window is not declared.
    public var windowStartNs: Int64?
    public var windowEndNs: Int64?
    public var minOffsetNs: Int64?
    public var medianOffsetNs: Int64?
    public var p99OffsetNs: Int64?
    public var maxOffsetNs: Int64?
    /// Offset histogram: bin `i` counts offsets in
    /// `histogramLowerNs + i·histogramBinWidthNs ..< histogramLowerNs + (i+1)·histogramBinWidthNs`
    /// (empty leading and trailing bins trimmed; out-of-range offsets in the under/overflow counts).
    public var histogramLowerNs: Int64
    public var histogramBinWidthNs: Int64
    public var histogramCounts: [Int]
    public var histogramUnderflow: Int
    public var histogramOverflow: Int

    public init(
        rule: String, node: String, flow: String? = nil, eAxC: Int, plane: String, direction: String,
        early: Int = 0, onTime: Int = 0, late: Int = 0, inconclusive: Int = 0,
        windowStartNs: Int64? = nil, windowEndNs: Int64? = nil,
        minOffsetNs: Int64? = nil, medianOffsetNs: Int64? = nil, p99OffsetNs: Int64? = nil, maxOffsetNs: Int64? = nil,
        histogramLowerNs: Int64 = 0, histogramBinWidthNs: Int64 = 1_000, histogramCounts: [Int] = [],
        histogramUnderflow: Int = 0, histogramOverflow: Int = 0
    ) {
        self.rule = rule
        self.node = node
        self.flow = flow
        self.eAxC = eAxC
        self.plane = plane
        self.direction = direction
        self.early = early
        self.onTime = onTime
        self.late = late
        self.inconclusive = inconclusive
        self.windowStartNs = windowStartNs
        self.windowEndNs = windowEndNs
        self.minOffsetNs = minOffsetNs
        self.medianOffsetNs = medianOffsetNs
        self.p99OffsetNs = p99OffsetNs
        self.maxOffsetNs = maxOffsetNs
        self.histogramLowerNs = histogramLowerNs
        self.histogramBinWidthNs = histogramBinWidthNs
        self.histogramCounts = histogramCounts
        self.histogramUnderflow = histogramUnderflow
        self.histogramOverflow = histogramOverflow
    }
}

/// A likely cause inferred from timing symptoms (hints, not verdicts), e.g. "every packet late by
/// about 1.2 ms: capture offset or PTP offset".
public struct TimingHint: Hashable, Sendable {
    /// The rule whose measurements suggested it.
    public var rule: String
    public var node: String
    public var message: String
    /// Stable hint id, e.g. `HINT-T-CONSTANT-OFFSET`, `HINT-T-WIDE-SPREAD`, `HINT-T-FRAME-MISMATCH`.
    public var kind: String
    /// The flow it is about ("eAxC 0:0:0:1 U DL"), when it is about one.
    public var flow: String?
    public init(rule: String, node: String, message: String, kind: String = "", flow: String? = nil) {
        self.rule = rule
        self.node = node
        self.message = message
        self.kind = kind
        self.flow = flow
    }
}
