/// eCPRI one-way delay measurement (message type 5) action types (eCPRI 2.0 §3.2.4.6).
public enum OneWayDelayAction: UInt8, Sendable, Hashable {
    case request = 0, requestWithFollowUp = 1, response = 2, remoteRequest = 3
    case remoteRequestWithFollowUp = 4, followUp = 5
}

/// One decoded type-5 message, as plain values (the engine fills it from the Fronthaul codec).
public struct OneWayDelayMessage: Sendable, Hashable {
    public var measurementId: UInt8
    /// Raw action type (0–5 defined, 6–255 reserved).
    public var actionType: UInt8
    /// Timestamp seconds (48-bit field) and nanoseconds.
    public var seconds: UInt64
    public var nanoseconds: UInt32
    /// Compensation value, raw: signed ns × 2^16 (PTP correctionField format).
    public var compensation: Int64
    /// Capture time (ns) and 1-based frame number, for timeouts and evidence.
    public var captureNs: Int64
    public var frame: Int
    /// Distinguishes node pairs that reuse measurement ids (e.g. a hash of the two MACs,
    /// direction-independent); 0 when there is one link.
    public var link: UInt64

    public init(
        measurementId: UInt8, actionType: UInt8, seconds: UInt64 = 0, nanoseconds: UInt32 = 0, compensation: Int64 = 0,
        captureNs: Int64, frame: Int, link: UInt64 = 0
    ) {
        self.measurementId = measurementId
        self.actionType = actionType
        self.seconds = seconds
        self.nanoseconds = nanoseconds
        self.compensation = compensation
        self.captureNs = captureNs
        self.frame = frame
        self.link = link
    }
}

/// A completed measurement: delay = (t2 − tCV2) − (t1 + tCV1) = t2 − t1 − tCV1 − tCV2
/// (eCPRI 2.0 §3.2.4.6).
public struct OneWayDelayMeasurement: Sendable, Hashable {
    public var measurementId: UInt8
    public var link: UInt64
    /// Frames of the Remote Request (if any), Request, Follow_Up (if two-step) and Response.
    public var remoteRequestFrame: Int?
    public var requestFrame: Int
    public var followUpFrame: Int?
    public var responseFrame: Int
    /// t2 − t1 in ns (before compensation).
    public var rawDelayNs: Int64
    public var compensation1: Int64
    public var compensation2: Int64
    /// The delay in units of 2^−16 ns (exact).
    public var delayScaled: Int64
    /// The delay in ns (delayScaled / 65536).
    public var delayNs: Double { Double(delayScaled) / 65_536 }
}

/// A one-way delay problem: a pairing, timestamp or compensation fault (``Kind``).
public struct OneWayDelayIssue: Sendable, Hashable, CustomStringConvertible {
    /// What is wrong (eCPRI v2.0 §3.2.4.6): the conformance layer maps each to the rule that
    /// judges it (the timestamp and compensation fields are the codec's, pairing the checker's).
    public enum Kind: String, Sendable, Hashable {
        /// A reserved action type, or a timestamp that must be zero and is not.
        case timestamp
        /// A compensation value that must be zero and is not.
        case compensation
        /// A request without its response or follow-up, or a pair that gives no delay.
        case pairing
    }
    public var kind: Kind
    public var measurementId: UInt8
    public var link: UInt64
    public var frames: [Int]
    public var message: String
    public var description: String { "\(kind.rawValue) id \(measurementId) frames \(frames): \(message)" }
}

/// Pairs type-5 messages by (link, measurement id) and computes one-way delays. Bounded: at most
/// `maximumPending` open measurements (the oldest is reported and dropped beyond that).
public struct OneWayDelayTracker: Sendable {
    struct Key: Hashable {
        var link: UInt64
        var id: UInt8

        /// A fixed order for measurements equally old: which one goes first, and the order they
        /// are reported in, never follow the order a `Dictionary` lists them in (that order
        /// differs from run to run).
        static func precedes(_ a: Key, _ b: Key) -> Bool { (a.link, a.id) < (b.link, b.id) }
    }
    struct Pending {
        var remoteFrame: Int?
        var remoteWantsFollowUp = false
        var requestFrame: Int?
        var twoStep = false
        var t1: (s: UInt64, ns: UInt32, cv: Int64)?
        var followUpFrame: Int?
        var response: (frame: Int, s: UInt64, ns: UInt32, cv: Int64)?
        var lastNs: Int64
        var firstFrame: Int
    }

    public var timeoutNs: Int64
    public let maximumPending: Int
    var pending: [Key: Pending] = [:]
    public private(set) var measurements: [OneWayDelayMeasurement] = []
    public private(set) var issues: [OneWayDelayIssue] = []

    public init(timeoutNs: Int64 = 1_000_000_000, maximumPending: Int = 4_096) {
        self.timeoutNs = timeoutNs
        self.maximumPending = maximumPending
    }

    /// Feeds one message (in capture order). Expires measurements older than the timeout first.
    public mutating func add(_ m: OneWayDelayMessage) {
        expire(olderThan: m.captureNs &- timeoutNs)
        let key = Key(link: m.link, id: m.measurementId)
        func issue(_ kind: OneWayDelayIssue.Kind, _ text: String, _ frames: [Int]) {
            issues.append(
                OneWayDelayIssue(
                    kind: kind, measurementId: m.measurementId, link: m.link, frames: frames, message: text))
        }
        guard let action = OneWayDelayAction(rawValue: m.actionType) else {
            issue(.timestamp, "action type \(m.actionType) is reserved", [m.frame])
            return
        }
        switch action {
        case .requestWithFollowUp, .remoteRequest, .remoteRequestWithFollowUp:
            if m.seconds != 0 || m.nanoseconds != 0 {
                issue(.timestamp, "timestamp must be zero for action type \(m.actionType)", [m.frame])
            }
            if m.compensation != 0 {
                issue(.compensation, "compensation value must be zero for action type \(m.actionType)", [m.frame])
            }
        default: break
        }
        var p = pending[key] ?? Pending(lastNs: m.captureNs, firstFrame: m.frame)
        let isNew = pending[key] == nil
        p.lastNs = m.captureNs
        switch action {
        case .remoteRequest, .remoteRequestWithFollowUp:
            if !isNew { reportIncomplete(key, p, reason: "superseded by a new Remote Request") }
            p = Pending(lastNs: m.captureNs, firstFrame: m.frame)
            p.remoteFrame = m.frame
            p.remoteWantsFollowUp = action == .remoteRequestWithFollowUp
        case .request, .requestWithFollowUp:
            if p.requestFrame != nil {
                reportIncomplete(key, p, reason: "superseded by a new Request")
                p = Pending(lastNs: m.captureNs, firstFrame: m.frame)
            }
            p.requestFrame = m.frame
            p.twoStep = action == .requestWithFollowUp
            if action == .request { p.t1 = (m.seconds, m.nanoseconds, m.compensation) }
            if let remote = p.remoteFrame, p.remoteWantsFollowUp != p.twoStep {
                issue(
                    .pairing,
                    p.remoteWantsFollowUp
                        ? "Remote Request with Follow_Up answered by a one-step Request"
                        : "Remote Request answered by a Request with Follow_Up", [remote, m.frame])
            }
        case .followUp:
            guard p.requestFrame != nil, p.twoStep, p.followUpFrame == nil else {
                issue(.pairing, "Follow_Up without a pending Request with Follow_Up", [m.frame])
                return
            }
            p.followUpFrame = m.frame
            p.t1 = (m.seconds, m.nanoseconds, m.compensation)
        case .response:
            guard p.requestFrame != nil, p.response == nil else {
                issue(.pairing, "Response without a pending Request", [m.frame])
                return
            }
            p.response = (m.frame, m.seconds, m.nanoseconds, m.compensation)
        }
        if isNew && pending.count >= maximumPending,
           let oldest = pending.min(by: { $0.value.lastNs != $1.value.lastNs ? $0.value.lastNs < $1.value.lastNs : Key.precedes($0.key, $1.key) })
        {
            reportIncomplete(oldest.key, oldest.value, reason: "dropped: too many open measurements")
            pending[oldest.key] = nil
        }
        if let t1 = p.t1, let r = p.response, let req = p.requestFrame {
            complete(key, p, t1: t1, response: r, requestFrame: req)
            pending[key] = nil
        } else {
            pending[key] = p
        }
    }

    mutating func complete(
        _ key: Key, _ p: Pending, t1: (s: UInt64, ns: UInt32, cv: Int64),
        response r: (frame: Int, s: UInt64, ns: UInt32, cv: Int64),
        requestFrame: Int
    ) {
        let dsec = Int64(bitPattern: r.s &- t1.s)
        guard dsec.magnitude <= 1_000_000 else {
            issues.append(
                OneWayDelayIssue(
                    kind: .pairing, measurementId: key.id, link: key.link, frames: [requestFrame, r.frame],
                    message: "timestamps \(t1.s) s and \(r.s) s are too far apart for a delay"))
            return
        }
        let raw = dsec * 1_000_000_000 + Int64(r.ns) - Int64(t1.ns)
        let (scaled, o1) = raw.multipliedReportingOverflow(by: 65_536)
        let (a, o2) = scaled.subtractingReportingOverflow(t1.cv)
        let (delay, o3) = a.subtractingReportingOverflow(r.cv)
        guard !(o1 || o2 || o3) else {
            issues.append(
                OneWayDelayIssue(
                    kind: .pairing, measurementId: key.id, link: key.link, frames: [requestFrame, r.frame],
                    message: "delay overflows (compensation values out of range)"))
            return
        }
        measurements.append(
            OneWayDelayMeasurement(
                measurementId: key.id, link: key.link, remoteRequestFrame: p.remoteFrame, requestFrame: requestFrame,
                followUpFrame: p.followUpFrame, responseFrame: r.frame, rawDelayNs: raw, compensation1: t1.cv,
                compensation2: r.cv, delayScaled: delay))
    }

    mutating func reportIncomplete(_ key: Key, _ p: Pending, reason: String) {
        var frames: [Int] = []
        if let f = p.remoteFrame { frames.append(f) }
        if let f = p.requestFrame { frames.append(f) }
        if let f = p.followUpFrame { frames.append(f) }
        if let r = p.response { frames.append(r.frame) }
        let missing: String
        if p.requestFrame == nil {
            missing = "Remote Request not followed by a Request"
        } else if p.twoStep && p.followUpFrame == nil {
            missing = "Request with Follow_Up has no Follow_Up"
        } else {
            missing = "Request has no Response"
        }
        issues.append(
            OneWayDelayIssue(
                kind: .pairing, measurementId: key.id, link: key.link, frames: frames,
                message: "\(missing) (\(reason))"))
    }

    /// Open measurements by first frame, those of one frame (concatenated eCPRI messages) by key.
    private static func reportOrder(_ a: (key: Key, value: Pending), _ b: (key: Key, value: Pending)) -> Bool {
        a.value.firstFrame != b.value.firstFrame ? a.value.firstFrame < b.value.firstFrame : Key.precedes(a.key, b.key)
    }

    /// Reports and drops every open measurement whose last message is older than `ns`.
    public mutating func expire(olderThan ns: Int64) {
        let old = pending.filter { $0.value.lastNs < ns }
        for (k, p) in old.sorted(by: Self.reportOrder) {
            reportIncomplete(k, p, reason: "unpaired after the \(timeoutNs) ns timeout")
            pending[k] = nil
        }
    }

    /// End of capture: every open measurement is reported as unpaired.
    public mutating func finish() {
        for (k, p) in pending.sorted(by: Self.reportOrder) {
            reportIncomplete(k, p, reason: "unpaired at the end of the capture")
        }
        pending.removeAll()
    }

    public var openCount: Int { pending.count }
}

extension OneWayDelayTracker {
    /// Smallest and largest measured delay on `link`, rounded to whole ns (for T12 / T34 in
    /// FH-T-PROFILE: the transport delays are pre-configured or measured with eCPRI type 5). nil
    /// when none.
    public func delayRange(link: UInt64 = 0) -> (min: Int64, max: Int64)? {
        var lo = Int64.max
        var hi = Int64.min
        for m in measurements where m.link == link {
            let ns = (m.delayScaled >> 16) + ((m.delayScaled & 0xFFFF) >= 0x8000 ? 1 : 0)
            lo = Swift.min(lo, ns)
            hi = Swift.max(hi, ns)
        }
        return lo <= hi ? (lo, hi) : nil
    }
}

extension DelayWindows {
    /// The same windows with T12 (DU→RU) and / or T34 (RU→DU) taken from measurements (e.g.
    /// ``OneWayDelayTracker/delayRange(link:)``), replacing configured values.
    public func withMeasuredTransport(t12: (min: Int64, max: Int64)?, t34: (min: Int64, max: Int64)?) -> DelayWindows {
        var copy = self
        if let t12 {
            copy.t12Min = t12.min
            copy.t12Max = t12.max
        }
        if let t34 {
            copy.t34Min = t34.min
            copy.t34Max = t34.max
        }
        return copy
    }
}
