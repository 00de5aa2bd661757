import F1AP
import Fronthaul
import WireCore

/// What the traffic looked like, for report charts (bounded: a fixed number of rate series and
/// time bins, and the first F1AP messages only).
///
/// Rates: every fronthaul C/U-plane message is counted in a time bin of its flow (sender node ×
/// eAxC × plane × direction). Bins lie on the capture clock's grid of their width (1 ms at
/// first: bin *b* holds the times from *b* × width on), from the bin of the first frame's
/// timestamp; when a capture outgrows ``TrafficSummary/maximumBins`` bins, neighbouring bins of
/// that grid are merged and the width doubles, so a 1-hour capture and a 40 ms capture both give
/// at most that many points. On the clock's grid, the bins of the parts of a split capture add
/// up to the whole capture's (Design "Parts checked apart, joined at their boundaries").
public struct TrafficSummary: Hashable, Sendable {
    public static let maximumBins = 512
    public static let maximumSeries = 64
    public static let maximumLadderEntries = 200

    /// Timestamp of the first and last frame of the run (capture clock, ns since the Unix epoch).
    public var firstTimestampNanoseconds: Int64?
    public var lastTimestampNanoseconds: Int64?
    /// Width of every rate bin (ns).
    public var binWidthNanoseconds: Int64 = 1_000_000
    /// Where the first rate bin starts (a multiple of the width, at or before the first frame).
    public var binStartNanoseconds: Int64?
    /// One series per flow, sorted by node, eAxC, plane, direction.
    public var series: [RateSeries] = []
    /// Messages of flows beyond ``maximumSeries`` (counted, not charted).
    public var uncountedMessages = 0
    /// The first F1AP messages in capture order (ladder chart).
    public var f1apMessages: [F1APLadderEntry] = []
    /// Every F1AP message decoded (exact).
    public var f1apMessageCount = 0

    public init() {}
}

/// Message counts over time of one fronthaul flow.
public struct RateSeries: Hashable, Sendable {
    public var node: String
    public var eAxC: Int
    /// `"C"` or `"U"`.
    public var plane: String
    /// `"DL"` or `"UL"`.
    public var direction: String
    /// Messages per bin (bin `i` starts at ``TrafficSummary/binStartNanoseconds`` + `i` × bin width).
    public var counts: [Int]
    public var total: Int { counts.reduce(0, +) }

    public init(node: String, eAxC: Int, plane: String, direction: String, counts: [Int]) {
        self.node = node
        self.eAxC = eAxC
        self.plane = plane
        self.direction = direction
        self.counts = counts
    }
}

/// One F1AP message for a CU ↔ DU ladder (TS 38.473 §8 procedure names).
public struct F1APLadderEntry: Hashable, Sendable {
    public var frame: Int
    public var timestampNanoseconds: Int64
    public var sender: String
    public var receiver: String
    /// Elementary procedure name (`F1Setup`, `UEContextSetup`, …).
    public var procedure: String
    public var message: String
    /// initiatingMessage / successfulOutcome / unsuccessfulOutcome.
    public var kind: String
    public var transactionID: Int?

    public init(frame: Int, timestampNanoseconds: Int64, sender: String, receiver: String, procedure: String,
                message: String, kind: String, transactionID: Int?) {
        self.frame = frame
        self.timestampNanoseconds = timestampNanoseconds
        self.sender = sender
        self.receiver = receiver
        self.procedure = procedure
        self.message = message
        self.kind = kind
        self.transactionID = transactionID
    }
}

/// Collects ``TrafficSummary`` during a run; node names are resolved at the end.
struct TrafficAccumulator {
    struct FlowKey: WordHashable {
        var node: Int
        var eAxC: UInt16
        var uPlane: Bool
        var downlink: Bool

        var hashWords: (UInt64, UInt64) {
            (UInt64(truncatingIfNeeded: node), UInt64(eAxC) | (uPlane ? 1 << 16 : 0) | (downlink ? 1 << 17 : 0))
        }
    }
    struct PendingLadder {
        var frame: Int
        var time: Int64
        var sender: Int
        var receiver: Int
        var procedure: String
        var message: String
        var kind: String
        var transactionID: Int?
    }

    // Internal for the boundary state (TrafficAccumulator+Boundary.swift).
    var first: Int64? { didSet { originBin = Self.gridBin(first ?? 0, width) } }
    var last: Int64?
    var width: Int64 = 1_000_000 { didSet { originBin = Self.gridBin(first ?? 0, width) } }
    /// The grid bin of the first frame at ``width``: the chart's first bin (kept, not divided
    /// out per message).
    private(set) var originBin: Int64 = 0
    var index: [FlowKey: Int] = [:]
    var keys: [FlowKey] = []
    /// Per series, messages per bin from ``originBin``.
    var counts: [[Int]] = []
    var bins = 0
    var uncounted = 0
    var ladder: [PendingLadder] = []
    var f1apCount = 0
    /// Messages earlier than the first frame, counted in the first bin.
    var beforeFirst = 0

    /// The grid bin of `time` at `width`, rounded down (times before 1970 included).
    static func gridBin(_ time: Int64, _ width: Int64) -> Int64 {
        time >= 0 ? time / width : -((-(time + 1)) / width) - 1
    }


    mutating func frame(at time: Int64) {
        if first == nil { first = time }
        if last.map({ time > $0 }) ?? true { last = time }
    }

    /// - Parameter facts: the PDU's facts (``FronthaulPDUFacts``): a PDU of one message is
    ///   counted from them, without reading its messages.
    mutating func fronthaul(_ result: FronthaulDecodeResult, facts: FronthaulPDUFacts, sender: Int, time: Int64) {
        if facts.messageCount == 1 {
            if let flow = facts.firstFlow { count(FlowKey(node: sender, eAxC: flow.eAxC, uPlane: flow.uPlane, downlink: flow.downlink), time) }
            return
        }
        // Element by element through the array (no copy of each message and its sections).
        let messages = result.messages
        for i in messages.indices {
            guard let flow = messages[i].oranFlow else { continue }
            count(FlowKey(node: sender, eAxC: flow.eAxC, uPlane: flow.uPlane, downlink: flow.downlink), time)
        }
    }

    mutating func f1ap(_ message: F1APMessage, frame: Int, sender: Int, receiver: Int, time: Int64) {
        f1apCount += 1
        guard ladder.count < TrafficSummary.maximumLadderEntries else { return }
        let procedure = F1APProcedure.catalog.first { $0.code == message.procedureCode }?.name ?? message.procedureName
        ladder.append(PendingLadder(frame: frame, time: time, sender: sender, receiver: receiver, procedure: procedure,
                                    message: message.messageName, kind: message.kind.rawValue, transactionID: message.transactionID))
    }

    private mutating func count(_ key: FlowKey, _ time: Int64) {
        let series: Int
        if let existing = index[key] {
            series = existing
        } else {
            guard keys.count < TrafficSummary.maximumSeries else {
                uncounted += 1
                return
            }
            series = keys.count
            index[key] = series
            keys.append(key)
            counts.append([Int](repeating: 0, count: bins))
        }
        // (the run sees each frame, ``frame(at:)``, before its messages)
        if time < first ?? time { beforeFirst += 1 }
        var grid = max(0, Self.gridBin(time, width) - originBin)
        while grid >= TrafficSummary.maximumBins {
            mergeBins()
            grid = max(0, Self.gridBin(time, width) - originBin)
        }
        let bin = Int(grid)
        if bin >= bins {
            bins = bin + 1
            for i in counts.indices where counts[i].count < bins {
                counts[i].append(contentsOf: repeatElement(0, count: bins - counts[i].count))
            }
        }
        counts[series][bin] += 1
    }

    /// Halves the resolution: grid bins 2k and 2k+1 become grid bin k.
    mutating func mergeBins() {
        let oldOrigin = originBin
        width *= 2
        let newOrigin = originBin
        var merged = 0
        for i in counts.indices {
            var out: [Int] = []
            for (j, c) in counts[i].enumerated() {
                let to = Int(Self.gridBin(oldOrigin + Int64(j), 2) - newOrigin)
                if to >= out.count { out.append(contentsOf: repeatElement(0, count: to + 1 - out.count)) }
                out[to] += c
            }
            counts[i] = out
            merged = max(merged, out.count)
        }
        if counts.isEmpty { merged = bins == 0 ? 0 : Int(Self.gridBin(oldOrigin + Int64(bins - 1), 2) - newOrigin) + 1 }
        for i in counts.indices where counts[i].count < merged { counts[i].append(contentsOf: repeatElement(0, count: merged - counts[i].count)) }
        bins = merged
    }

    func summary(nodes: [NodeInfo]) -> TrafficSummary {
        func name(_ i: Int) -> String { nodes.indices.contains(i) ? nodes[i].name : "unknown" }
        var s = TrafficSummary()
        s.firstTimestampNanoseconds = first
        s.lastTimestampNanoseconds = last
        s.binWidthNanoseconds = width
        s.binStartNanoseconds = first.map { _ in originBin * width }
        s.uncountedMessages = uncounted
        s.series = zip(keys, counts).map { key, c in
            RateSeries(node: name(key.node), eAxC: Int(key.eAxC), plane: key.uPlane ? "U" : "C", direction: key.downlink ? "DL" : "UL", counts: c)
        }.sorted { ($0.node, $0.eAxC, $0.plane, $0.direction) < ($1.node, $1.eAxC, $1.plane, $1.direction) }
        s.f1apMessages = ladder.map {
            F1APLadderEntry(frame: $0.frame, timestampNanoseconds: $0.time, sender: name($0.sender), receiver: name($0.receiver),
                            procedure: $0.procedure, message: $0.message, kind: $0.kind, transactionID: $0.transactionID)
        }
        s.f1apMessageCount = f1apCount
        return s
    }
}
