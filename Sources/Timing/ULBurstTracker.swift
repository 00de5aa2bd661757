import WireCore

/// One UL symbol's U-plane burst on one eAxC: first and last message seen (the first UL packet of a
/// symbol is judged against the window's minimum, the last against its maximum, Ta3 / Ta4;
/// FH-T-SPREAD).
public struct ULBurst: Sendable, Hashable {
    public var eAxC: UInt16
    public var absoluteFrame: Int64
    public var airTime: AirTime
    /// Air instant on the capture clock.
    public var airCaptureNs: Int64
    public var firstNs: Int64
    public var lastNs: Int64
    public var firstFrame: Int
    public var lastFrame: Int
    public var count: Int
    /// first / last offset (capture − air), ns: δ of the first and of the last message.
    public var firstOffsetNs: Int64 { satSub(firstNs, airCaptureNs) }
    public var lastOffsetNs: Int64 { satSub(lastNs, airCaptureNs) }
    public var spreadNs: Int64 { satSub(lastNs, firstNs) }

    public init(eAxC: UInt16, absoluteFrame: Int64, airTime: AirTime, airCaptureNs: Int64, firstNs: Int64, lastNs: Int64,
                firstFrame: Int, lastFrame: Int, count: Int) {
        self.eAxC = eAxC
        self.absoluteFrame = absoluteFrame
        self.airTime = airTime
        self.airCaptureNs = airCaptureNs
        self.firstNs = firstNs
        self.lastNs = lastNs
        self.firstFrame = firstFrame
        self.lastFrame = lastFrame
        self.count = count
    }
}

/// Groups UL U-plane messages per (eAxC, symbol) and closes a burst once the capture clock has
/// passed its air time by `closeAfterNs`. Bounded: at most `maximumOpen` open bursts (the oldest
/// is closed early beyond that).
public struct ULBurstTracker: Sendable {
    struct Key: Hashable {
        var eAxC: UInt16
        var frame: Int64
        var subframe: UInt8
        var slot: UInt8
        var symbol: UInt8

        /// A fixed order for bursts of the same air time: which one is closed early at the
        /// bound, and the order bursts are closed in, never follow the order a `Dictionary`
        /// lists them in (that order differs from run to run).
        static func precedes(_ a: Key, _ b: Key) -> Bool {
            (a.eAxC, a.frame, a.subframe, a.slot, a.symbol) < (b.eAxC, b.frame, b.subframe, b.slot, b.symbol)
        }
    }

    /// A burst's place in closing order (air time, then key).
    struct Due: HeapOrdered {
        var air: Int64
        var key: Key
        static func precedes(_ a: Due, _ b: Due) -> Bool { a.air != b.air ? a.air < b.air : Key.precedes(a.key, b.key) }
    }

    public let closeAfterNs: Int64
    public let maximumOpen: Int
    var open: [Key: ULBurst] = [:]
    /// One entry per open burst, in closing order: closing takes what is due from the top
    /// instead of filtering every open burst (a key opened again after it closed has its entry
    /// again; an entry whose burst is no longer open is passed over).
    var due = MinHeap<Due>()

    /// The default bound on open bursts.
    public static let defaultMaximumOpen = 16_384

    public init(closeAfterNs: Int64 = 2_000_000, maximumOpen: Int = ULBurstTracker.defaultMaximumOpen) {
        self.closeAfterNs = closeAfterNs
        self.maximumOpen = max(1, maximumOpen)
    }

    /// Adds one UL U-plane message; returns the bursts that closed (in air-time order).
    public mutating func add(eAxC: UInt16, match: AirTimeMatch, captureNs: Int64, frame: Int) -> [ULBurst] {
        let key = Key(
            eAxC: eAxC, frame: match.absoluteFrame, subframe: match.airTime.subframeId, slot: match.airTime.slotId,
            symbol: match.airTime.symbolId)
        var closed: [ULBurst] = []
        if var b = open[key] {
            if captureNs < b.firstNs {
                b.firstNs = captureNs
                b.firstFrame = frame
            }
            if captureNs >= b.lastNs {
                b.lastNs = captureNs
                b.lastFrame = frame
            }
            b.count += 1
            open[key] = b
        } else {
            if open.count >= maximumOpen, let oldest = popDue() {
                closed.append(oldest)
            }
            open[key] = ULBurst(
                eAxC: eAxC, absoluteFrame: match.absoluteFrame, airTime: match.airTime,
                airCaptureNs: match.airCaptureNs,
                firstNs: captureNs, lastNs: captureNs, firstFrame: frame, lastFrame: frame, count: 1)
            due.push(Due(air: match.airCaptureNs, key: key))
        }
        closed += close(before: satSub(captureNs, closeAfterNs))
        return closed
    }

    /// Closes every burst whose air time is before `ns` (in closing order: air time, then key).
    public mutating func close(before ns: Int64) -> [ULBurst] {
        var done: [ULBurst] = []
        while let top = due.first, top.air < ns {
            due.pop()
            if let burst = open.removeValue(forKey: top.key) { done.append(burst) }
        }
        return done
    }

    /// Removes and returns the first open burst in closing order (entries of bursts no longer
    /// open are dropped on the way).
    private mutating func popDue() -> ULBurst? {
        while let top = due.pop() {
            if let burst = open.removeValue(forKey: top.key) { return burst }
        }
        return nil
    }

    /// End of capture: closes everything.
    public mutating func finish() -> [ULBurst] { close(before: .max) }

    public var openCount: Int { open.count }
}

/// The open bursts of a part of a split capture (Conformance: Design "Parts checked apart, joined
/// at their boundaries").
extension ULBurstTracker {
    /// The bursts still open, in closing order (air time, then key).
    public var openBursts: [ULBurst] {
        open.sorted { Due.precedes(Due(air: $0.value.airCaptureNs, key: $0.key), Due(air: $1.value.airCaptureNs, key: $1.key)) }.map(\.value)
    }

    /// Replaces the open bursts with `bursts` (``openBursts`` of a tracker with the same settings).
    public mutating func restore(_ bursts: [ULBurst]) {
        open = [:]
        due = MinHeap()
        for b in bursts {
            let key = Key(eAxC: b.eAxC, frame: b.absoluteFrame, subframe: b.airTime.subframeId, slot: b.airTime.slotId, symbol: b.airTime.symbolId)
            open[key] = b
            due.push(Due(air: b.airCaptureNs, key: key))
        }
    }
}
