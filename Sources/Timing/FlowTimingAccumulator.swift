/// A timing flow: eAxC × plane × direction (the unit of the per-flow measurements).
public struct FlowKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var eAxC: UInt16
    public var plane: Plane
    public var direction: Direction

    public init(eAxC: UInt16, plane: Plane, direction: Direction) {
        self.eAxC = eAxC
        self.plane = plane
        self.direction = direction
    }

    public var description: String { "eAxC \(eAxC) \(plane.rawValue)-plane \(direction.rawValue)" }

    public static func < (a: FlowKey, b: FlowKey) -> Bool {
        (a.eAxC, a.plane.rawValue, a.direction.rawValue) < (b.eAxC, b.plane.rawValue, b.direction.rawValue)
    }
}

/// Streaming timing statistics of one flow, in bounded memory: early / on-time / late /
/// inconclusive counts, exact min and max offset, and an ``OffsetHistogram`` for the median,
/// p99 and a chart. Offsets are capture − air (ns).
public struct FlowTimingAccumulator: Sendable, Hashable {
    public private(set) var early: UInt64 = 0
    public private(set) var onTime: UInt64 = 0
    public private(set) var late: UInt64 = 0
    public private(set) var failed: UInt64 = 0
    public private(set) var inconclusive: UInt64 = 0
    public private(set) var histogram: OffsetHistogram
    /// Largest excess beyond the window seen on an early (late) message, ns.
    public private(set) var worstEarlyNs: Int64 = 0
    public private(set) var worstLateNs: Int64 = 0

    public init(histogram: OffsetHistogram = OffsetHistogram()) { self.histogram = histogram }

    /// Records one message's offset (capture − air) and its verdict.
    public mutating func record(offsetNs: Int64, verdict: WindowVerdict) {
        record(offsetNs: offsetNs, outcome: verdict.outcome, marginNs: verdict.marginNs ?? 0)
    }

    public mutating func record(offsetNs: Int64, outcome: TimingOutcome, marginNs: Int64 = 0) {
        histogram.add(offsetNs)
        switch outcome {
        case .early:
            early += 1
            worstEarlyNs = max(worstEarlyNs, marginNs)
        case .onTime: onTime += 1
        case .late:
            late += 1
            worstLateNs = max(worstLateNs, marginNs)
        case .fail: failed += 1
        case .inconclusive: inconclusive += 1
        }
    }

    public var count: UInt64 { histogram.count }
    public var minOffsetNs: Int64? { count > 0 ? histogram.minNs : nil }
    public var maxOffsetNs: Int64? { count > 0 ? histogram.maxNs : nil }
    /// Median offset (error ≤ half a histogram bin, see ``OffsetHistogram``).
    public var medianOffsetNs: Int64? { histogram.quantile(0.5) }
    public var p99OffsetNs: Int64? { histogram.quantile(0.99) }
    public var p1OffsetNs: Int64? { histogram.quantile(0.01) }
}

/// All flows of a run, capped at `maximumFlows` (further flows are counted, not tracked).
/// Accumulators live in an array indexed through a dictionary so that recording mutates them in
/// place (no copy of the histogram per message).
public struct FlowTimingTable: Sendable {
    var index: [FlowKey: Int] = [:]
    var keys: [FlowKey] = []
    var accumulators: [FlowTimingAccumulator] = []
    public private(set) var droppedMessages: UInt64 = 0
    public let maximumFlows: Int
    let template: OffsetHistogram

    public init(maximumFlows: Int = 4_096, histogram: OffsetHistogram = OffsetHistogram()) {
        self.maximumFlows = maximumFlows
        self.template = histogram
    }

    public mutating func record(_ key: FlowKey, offsetNs: Int64, verdict: WindowVerdict) {
        let i: Int
        if let existing = index[key] {
            i = existing
        } else {
            guard accumulators.count < maximumFlows else {
                droppedMessages += 1
                return
            }
            i = accumulators.count
            index[key] = i
            keys.append(key)
            accumulators.append(FlowTimingAccumulator(histogram: template))
        }
        accumulators[i].record(offsetNs: offsetNs, verdict: verdict)
    }

    /// The accumulator of one flow.
    public func accumulator(for key: FlowKey) -> FlowTimingAccumulator? { index[key].map { accumulators[$0] } }

    /// Every flow's accumulator (a copy, for reports).
    public var flows: [FlowKey: FlowTimingAccumulator] {
        Dictionary(uniqueKeysWithValues: zip(keys, accumulators))
    }

    /// Flows in a stable order (for deterministic reports).
    public var sortedKeys: [FlowKey] { keys.sorted() }
}

/// Made again from what a part of a split capture wrote (Conformance: Design "Parts checked apart,
/// joined at their boundaries").
extension FlowTimingAccumulator {
    /// The accumulator with these counts, histogram and worst margins.
    public init(early: UInt64, onTime: UInt64, late: UInt64, failed: UInt64, inconclusive: UInt64, histogram: OffsetHistogram,
                worstEarlyNs: Int64, worstLateNs: Int64) {
        self.init(histogram: histogram)
        self.early = early
        self.onTime = onTime
        self.late = late
        self.failed = failed
        self.inconclusive = inconclusive
        self.worstEarlyNs = worstEarlyNs
        self.worstLateNs = worstLateNs
    }
}
