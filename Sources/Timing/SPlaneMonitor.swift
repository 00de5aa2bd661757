import WireCore

/// Outcome of an S-plane check.
public enum SPlaneStatus: String, Sendable, Hashable { case pass, fail, warn, inconclusive }

/// One S-plane rule result, under the id of its ``PTPRuleRegistry`` row.
public struct SPlaneCheck: Sendable, Hashable, CustomStringConvertible {
    public var id: RuleID
    public var status: SPlaneStatus
    public var message: String
    /// Example 1-based frame numbers (bounded).
    public var frames: [Int]
    public var description: String { "\(id) \(status.rawValue): \(message)" }
}

/// A sequenceId discontinuity on one (source port, message type).
public struct PTPSequenceGap: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable { case loss, duplicate, reorder }
    public var source: PTPPortIdentity
    public var messageType: UInt8
    public var expected: UInt16
    public var actual: UInt16
    public var kind: Kind
    /// Messages missing (loss only).
    public var missing: Int
    public var frame: Int

    public init(source: PTPPortIdentity, messageType: UInt8, expected: UInt16, actual: UInt16, kind: Kind, missing: Int, frame: Int) {
        self.source = source
        self.messageType = messageType
        self.expected = expected
        self.actual = actual
        self.kind = kind
        self.missing = missing
        self.frame = frame
    }
}

/// The ITU-T G.8275.1 message rates and domain range (G.8275.1 §6.2.8 / Table A.1 values:
/// Sync and Delay_Req 16/s, Announce 8/s; domains 24–43, default 24).
public struct SPlaneProfile: Sendable, Hashable {
    /// Expected messages per second by message type.
    public var expectedRates: [UInt8: Double]
    /// Relative rate tolerance (0.1 = ±10 %).
    public var rateTolerance: Double
    public var domainRange: ClosedRange<UInt8>
    /// Minimum observation span (s) before a rate is judged.
    public var minimumSpanSeconds: Double
    /// Expected logMessageInterval by message type (Sync −4, Announce −3 in G.8275.1). Delay_Req
    /// carries 0x7F by IEEE 1588-2019 §13.3.2.14, so it is not checked. A mismatch fails
    /// SP-PTP-RATE (the logAnnounceInterval mismatch of srsRAN #1160).
    public var expectedLogIntervals: [UInt8: Int8] = [
        PTPMessageType.sync.rawValue: -4, PTPMessageType.announce.rawValue: -3,
    ]
    /// Clock classes accepted as "locked / traceable": by default the ITU-T G.8275.1 classes of a
    /// clock locked to a PRTC (6) and in holdover within specification (7 for a T-GM, 135 for a
    /// T-BC); an O-RU's declared `accepted-clock-classes` replaces them. Any other announced class
    /// makes SP-PTP-CLASS warn (248 = default, free-running).
    public var lockedClockClasses: Set<UInt8> = [6, 7, 135]

    public init(
        expectedRates: [UInt8: Double] = [
            PTPMessageType.sync.rawValue: 16, PTPMessageType.delayReq.rawValue: 16,
            PTPMessageType.announce.rawValue: 8,
        ], rateTolerance: Double = 0.1, domainRange: ClosedRange<UInt8> = 24...43, minimumSpanSeconds: Double = 1
    ) {
        self.expectedRates = expectedRates
        self.rateTolerance = rateTolerance
        self.domainRange = domainRange
        self.minimumSpanSeconds = minimumSpanSeconds
    }

    public static let g8275_1 = SPlaneProfile()
}

/// Stateful S-plane checks over a capture's PTP messages, in bounded memory (at most
/// `maximumStreams` (source port, message type) streams, `maximumRecorded` gap records).
public struct SPlaneMonitor: Sendable {
    struct StreamKey: Hashable, Comparable {
        var source: PTPPortIdentity
        var type: UInt8
        static func < (a: StreamKey, b: StreamKey) -> Bool { (a.source, a.type) < (b.source, b.type) }
    }
    struct Stream {
        var count: Int = 0
        var firstNs: Int64 = 0
        var lastNs: Int64 = 0
        var lastSeq: UInt16 = 0
        var firstFrame: Int = 0
        var logInterval: Int8 = 0
        /// The recording the stream's state comes from (see ``SPlaneMonitor/newRecording()``).
        var recording = 0
    }

    public var profile: SPlaneProfile
    public let maximumStreams: Int
    public let maximumRecorded: Int
    var streams: [StreamKey: Stream] = [:]
    public private(set) var messageCount = 0
    public private(set) var firstFrame: Int?
    /// Domains seen, with the first frame of each.
    public private(set) var domains: [UInt8: Int] = [:]
    /// Grandmaster identities announced, with the first frame of each (bounded).
    public private(set) var grandmasters: [UInt64: Int] = [:]
    /// Announced clockClass values, with the first frame of each.
    public private(set) var clockClasses: [UInt8: Int] = [:]
    public private(set) var gaps: [PTPSequenceGap] = []
    public private(set) var gapCount = 0
    public private(set) var untrackedMessages = 0

    /// Incremented at a capture discontinuity: a stream's sequence and rate restart with the
    /// first message of the new recording instead of being compared across the gap.
    private var recording = 0

    /// The messages that follow belong to another recording (a capture file that does not
    /// continue the previous one).
    public mutating func newRecording() { recording += 1 }

    public init(profile: SPlaneProfile = .g8275_1, maximumStreams: Int = 1_024, maximumRecorded: Int = 1_000) {
        self.profile = profile
        self.maximumStreams = maximumStreams
        self.maximumRecorded = maximumRecorded
    }

    /// Sequence checking skips responses, which copy the request's sequenceId (Delay_Resp,
    /// Pdelay_Resp, Pdelay_Resp_Follow_Up) and so interleave several requesters.
    static let sequenceSkipped: Set<UInt8> = [0x3, 0x9, 0xA]

    public mutating func add(_ m: PTPMessage, captureNs: Int64, frame: Int) {
        messageCount += 1
        if firstFrame == nil { firstFrame = frame }
        if domains[m.domainNumber] == nil && domains.count < 256 { domains[m.domainNumber] = frame }
        if let a = m.announce, grandmasters[a.grandmasterIdentity] == nil, grandmasters.count < maximumRecorded {
            grandmasters[a.grandmasterIdentity] = frame
        }
        if let a = m.announce, clockClasses[a.clockClass] == nil { clockClasses[a.clockClass] = frame }
        let key = StreamKey(source: m.sourcePortIdentity, type: m.messageTypeRaw)
        guard var s = streams[key], s.recording == recording else {
            guard streams[key] != nil || streams.count < maximumStreams else {
                untrackedMessages += 1
                return
            }
            streams[key] = Stream(
                count: 1, firstNs: captureNs, lastNs: captureNs, lastSeq: m.sequenceId, firstFrame: frame,
                logInterval: m.logMessageInterval, recording: recording)
            return
        }
        if !Self.sequenceSkipped.contains(m.messageTypeRaw) {
            let expected = s.lastSeq &+ 1
            if m.sequenceId != expected {
                let forward = Int(m.sequenceId &- expected)
                let kind: PTPSequenceGap.Kind =
                    m.sequenceId == s.lastSeq ? .duplicate : (forward < 32_768 ? .loss : .reorder)
                gapCount += 1
                if gaps.count < maximumRecorded {
                    gaps.append(
                        PTPSequenceGap(
                            source: m.sourcePortIdentity, messageType: m.messageTypeRaw, expected: expected,
                            actual: m.sequenceId, kind: kind, missing: kind == .loss ? forward : 0, frame: frame))
                }
            }
        }
        s.count += 1
        s.lastNs = captureNs
        s.lastSeq = m.sequenceId
        s.logInterval = m.logMessageInterval
        streams[key] = s
    }

    /// Measured rate (messages/s) of one stream, nil when it spans under the profile minimum.
    public func rate(source: PTPPortIdentity, messageType: PTPMessageType) -> Double? {
        guard let s = streams[StreamKey(source: source, type: messageType.rawValue)] else { return nil }
        let span = Double(satSub(s.lastNs, s.firstNs)) / 1e9
        guard s.count >= 2, span >= profile.minimumSpanSeconds else { return nil }
        return Double(s.count - 1) / span
    }

    /// Every S-plane check, in a fixed order.
    public func checks() -> [SPlaneCheck] {
        [present(), rates(), domain(), grandmaster(), sequence(), clockClass()]
    }

    public func present() -> SPlaneCheck {
        messageCount > 0
            ? SPlaneCheck(
                id: PTPRuleRegistry.present.id, status: .pass, message: "\(messageCount) PTP messages",
                frames: firstFrame.map { [$0] } ?? [])
            : SPlaneCheck(id: PTPRuleRegistry.present.id, status: .fail, message: "no PTP message in the capture", frames: [])
    }

    public func rates() -> SPlaneCheck {
        var problems: [String] = []
        var frames: [Int] = []
        var judged = 0
        for (key, s) in streams.sorted(by: { $0.key < $1.key }) {
            if let want = profile.expectedLogIntervals[key.type], s.logInterval != want {
                let name = PTPMessageType(rawValue: key.type)?.infoName ?? "type \(key.type)"
                problems.append("\(name) from \(key.source): logMessageInterval \(s.logInterval), profile \(want)")
                frames.append(s.firstFrame)
                judged += 1
            }
            guard let expected = profile.expectedRates[key.type] else { continue }
            let span = Double(satSub(s.lastNs, s.firstNs)) / 1e9
            guard s.count >= 2, span >= profile.minimumSpanSeconds else { continue }
            judged += 1
            let measured = Double(s.count - 1) / span
            if abs(measured - expected) > expected * profile.rateTolerance {
                let name = PTPMessageType(rawValue: key.type)?.infoName ?? "type \(key.type)"
                let rounded = (measured * 100).rounded() / 100
                problems.append(
                    "\(name) from \(key.source): \(rounded)/s, expected \(expected)/s ±\(Int(profile.rateTolerance * 100))% "
                        + "(logMessageInterval \(s.logInterval))")
                frames.append(s.firstFrame)
            }
        }
        if judged == 0 {
            return SPlaneCheck(
                id: PTPRuleRegistry.rate.id, status: .inconclusive,
                message: "no Sync / Delay_Req / Announce stream observed for \(profile.minimumSpanSeconds) s",
                frames: [])
        }
        return problems.isEmpty
            ? SPlaneCheck(
                id: PTPRuleRegistry.rate.id, status: .pass, message: "\(judged) streams at the profile rate", frames: [])
            : SPlaneCheck(
                id: PTPRuleRegistry.rate.id, status: .fail, message: problems.joined(separator: "; "),
                frames: Array(frames.prefix(10)))
    }

    public func domain() -> SPlaneCheck {
        guard !domains.isEmpty else {
            return SPlaneCheck(id: PTPRuleRegistry.domain.id, status: .inconclusive, message: "no PTP message", frames: [])
        }
        let outside = domains.filter { !profile.domainRange.contains($0.key) }.sorted { $0.key < $1.key }
        let all = domains.keys.sorted().map(String.init).joined(separator: ", ")
        if !outside.isEmpty {
            return SPlaneCheck(
                id: PTPRuleRegistry.domain.id, status: .fail,
                message: "domain(s) \(outside.map { String($0.key) }.joined(separator: ", ")) outside "
                    + "\(profile.domainRange.lowerBound)–\(profile.domainRange.upperBound)",
                frames: outside.map(\.value))
        }
        if domains.count > 1 {
            return SPlaneCheck(
                id: PTPRuleRegistry.domain.id, status: .warn, message: "several domains in use: \(all)",
                frames: domains.values.sorted())
        }
        return SPlaneCheck(id: PTPRuleRegistry.domain.id, status: .pass, message: "domain \(all)", frames: [])
    }

    public func grandmaster() -> SPlaneCheck {
        func hex(_ v: UInt64) -> String {
            let h = String(v, radix: 16)
            return String(repeating: "0", count: max(0, 16 - h.count)) + h
        }
        switch grandmasters.count {
        case 0:
            return SPlaneCheck(id: PTPRuleRegistry.grandmaster.id, status: .inconclusive, message: "no Announce message", frames: [])
        case 1:
            let gm = grandmasters.first.map { hex($0.key) } ?? ""
            return SPlaneCheck(id: PTPRuleRegistry.grandmaster.id, status: .pass, message: "single grandmaster \(gm)", frames: [])
        default:
            let list = grandmasters.sorted { $0.value < $1.value }
            return SPlaneCheck(
                id: PTPRuleRegistry.grandmaster.id, status: .fail,
                message: "\(list.count) grandmasters announced: " + list.map { hex($0.key) }.joined(separator: ", "),
                frames: list.map(\.value))
        }
    }

    public func sequence() -> SPlaneCheck {
        guard messageCount > 0 else {
            return SPlaneCheck(id: PTPRuleRegistry.sequence.id, status: .inconclusive, message: "no PTP message", frames: [])
        }
        if gapCount == 0 {
            return SPlaneCheck(id: PTPRuleRegistry.sequence.id, status: .pass, message: "no sequenceId gap", frames: [])
        }
        let loss = gaps.filter { $0.kind == .loss }.reduce(0) { $0 + $1.missing }
        let first = gaps.prefix(5).map {
            "\(PTPMessageType(rawValue: $0.messageType)?.infoName ?? "type \($0.messageType)") from \($0.source): "
                + "expected \($0.expected), got \($0.actual) (\($0.kind.rawValue))"
        }
        return SPlaneCheck(
            id: PTPRuleRegistry.sequence.id, status: .warn,
            message: "\(gapCount) sequenceId discontinuities (\(loss) messages missing in the recorded ones): "
                + first.joined(separator: "; "),
            frames: gaps.prefix(10).map(\.frame))
    }

    /// SP-PTP-CLASS: every Announce advertises a locked clockClass (a warning otherwise: the
    /// grandmaster is in holdover beyond spec or free-running, so air-time verdicts are doubtful).
    public func clockClass() -> SPlaneCheck {
        guard !clockClasses.isEmpty else {
            return SPlaneCheck(id: PTPRuleRegistry.clockClass.id, status: .inconclusive, message: "no Announce message", frames: [])
        }
        let bad = clockClasses.filter { !profile.lockedClockClasses.contains($0.key) }.sorted { $0.key < $1.key }
        let all = clockClasses.keys.sorted().map(String.init).joined(separator: ", ")
        return bad.isEmpty
            ? SPlaneCheck(id: PTPRuleRegistry.clockClass.id, status: .pass, message: "clockClass \(all)", frames: [])
            : SPlaneCheck(
                id: PTPRuleRegistry.clockClass.id, status: .warn,
                message: "clockClass \(bad.map { String($0.key) }.joined(separator: ", ")) is not a locked class "
                    + "(\(profile.lockedClockClasses.sorted().map(String.init).joined(separator: ", "))): "
                    + "the time reference may not be traceable",
                frames: bad.map(\.value))
    }
}

/// What a part of a split capture writes of the monitor, and the monitor made again from it
/// (Conformance: Design "Parts checked apart, joined at their boundaries").
extension SPlaneMonitor {
    /// One (source port, message type) stream's state.
    public struct StreamState: Sendable, Hashable {
        public var source: PTPPortIdentity
        public var messageType: UInt8
        public var count: Int
        public var firstNs: Int64
        public var lastNs: Int64
        public var lastSequenceId: UInt16
        public var firstFrame: Int
        public var logInterval: Int8
        /// How many recordings before the monitor's current one the stream's state comes from.
        public var recordingsAgo: Int

        public init(source: PTPPortIdentity, messageType: UInt8, count: Int, firstNs: Int64, lastNs: Int64, lastSequenceId: UInt16, firstFrame: Int,
                    logInterval: Int8, recordingsAgo: Int) {
            self.source = source
            self.messageType = messageType
            self.count = count
            self.firstNs = firstNs
            self.lastNs = lastNs
            self.lastSequenceId = lastSequenceId
            self.firstFrame = firstFrame
            self.logInterval = logInterval
            self.recordingsAgo = recordingsAgo
        }
    }

    /// Every stream, in (source, type) order.
    public var streamStates: [StreamState] {
        streams.sorted { $0.key < $1.key }.map { key, s in
            StreamState(source: key.source, messageType: key.type, count: s.count, firstNs: s.firstNs, lastNs: s.lastNs, lastSequenceId: s.lastSeq,
                        firstFrame: s.firstFrame, logInterval: s.logInterval, recordingsAgo: recording - s.recording)
        }
    }

    /// Replaces every count, stream and record with these.
    public mutating func restore(streams list: [StreamState], messageCount: Int, firstFrame: Int?, domains: [UInt8: Int], grandmasters: [UInt64: Int],
                                 clockClasses: [UInt8: Int], gaps: [PTPSequenceGap], gapCount: Int, untrackedMessages: Int) {
        streams = [:]
        for s in list.prefix(maximumStreams) {
            streams[StreamKey(source: s.source, type: s.messageType)] = Stream(
                count: s.count, firstNs: s.firstNs, lastNs: s.lastNs, lastSeq: s.lastSequenceId, firstFrame: s.firstFrame, logInterval: s.logInterval,
                recording: recording - s.recordingsAgo)
        }
        self.messageCount = messageCount
        self.firstFrame = firstFrame
        self.domains = domains
        self.grandmasters = grandmasters
        self.clockClasses = clockClasses
        self.gaps = Array(gaps.prefix(maximumRecorded))
        self.gapCount = gapCount
        self.untrackedMessages = untrackedMessages
    }
}
