import WireCore
import Fronthaul

/// FH-OWD-PAIR (eCPRI v2.0 §3.2.4.6 and the one-way delay procedure): a Request (action 0/1) gets a
/// Response (2) with the same Measurement ID from the peer, a Request with Follow_Up (1) is
/// followed by a Follow_Up (5) from the requester, and a Remote Request (3/4) makes the peer send a
/// Request (0/1) with that Measurement ID. What is still open at the end of the capture is judged
/// after `window` of capture time, else it is inconclusive.
///
/// FH-OWD-DELAY: every answered Request gives a one-way delay, (t2 − tCV2) − (t1 + tCV1) with t1
/// the Request's (or Follow_Up's) timestamp and t2 the Response's (eCPRI v2.0 §3.2.4.6); it is
/// reported as a measurement of the requesting node, and a negative delay (the two ends' clocks
/// disagree) is a finding. The measured range per direction feeds FH-T-PROFILE as T12 / T34.
final class OneWayDelayChecker: RuleChecker {
    var specs: [RuleSpec] { [Self.rule, Self.delayRule] }
    var subscriptions: EventKinds { [.fronthaul] }
    /// The transport delays it measures feed ``DelayWindowChecker`` (which always observes).
    var observesUnselected: Bool { true }

    struct Open {
        var expectedAction: Set<UInt8>
        var from: Int
        var owner: Int
        var time: Int64
        var frames: [Int]
        var what: String
        /// t1 (seconds, ns, compensation ×2^16 ns) of the Request or its Follow_Up.
        var t1: (seconds: UInt64, nanoseconds: UInt32, compensation: Int64)? = nil
    }

    private var handle = RuleRecorder.unselected
    private var delayHandle = RuleRecorder.unselected
    var open: BoundedTable<UInt64, Open>
    /// After a part's snapshot: exchanges looked for in vain, the most held, and those let go at
    /// the bound before (``BoundaryTable``).
    var missedSinceSnapshot: Set<UInt64>?
    /// After a part's snapshot: exchanges read after it (answered, completed, judged) before any
    /// Request made them again, and those made again (a reused Measurement ID) before any read.
    var hitsSinceSnapshot: Set<UInt64>?
    var remadeSinceSnapshot: Set<UInt64> = []
    var peakSinceSnapshot = 0
    var evictedAtSnapshot = 0
    var lastTime: Int64 = 0
    private let window: Int64 = 1_000_000_000
    let maximum: Int

    let measured: MeasuredTransportDelays?

    init(maximumEntries: Int, measured: MeasuredTransportDelays? = nil) {
        maximum = maximumEntries
        open = BoundedTable(capacity: maximumEntries)
        self.measured = measured
    }

    func prepare(_ recorder: inout RuleRecorder) {
        handle = recorder.handle(Self.rule.id)
        delayHandle = recorder.handle(Self.delayRule.id)
    }

    /// Open expectation key: who must send it, what kind, measurement id.
    static func key(sender: Int, kind: UInt8, id: UInt8) -> UInt64 { UInt64(sender) << 16 | UInt64(kind) << 8 | UInt64(id) }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard handle >= 0 || delayHandle >= 0, event.payload.isFronthaul else { return }
        let c = event.context
        lastTime = max(lastTime, c.timestampNanoseconds)
        // only one-way delay messages (eCPRI type 5) are judged (see ``FronthaulPDUFacts/oneWayDelay``)
        guard event.fronthaulKinds.mayHold(.oneWayDelay), case .fronthaul(let result) = event.payload else { return }
        let messages = result.messages
        for index in messages.indices {
            guard case .oneWayDelay(let d) = messages[index].body else { continue }
            let id = d.measurementId
            // Kinds: 0 response expected, 1 follow-up expected, 2 request expected (after a remote request).
            switch d.actionType {
            case 0, 1:
                if open.removeValue(forKey: Self.key(sender: c.sender, kind: 2, id: id)) == nil {
                    missedSinceSnapshot?.insert(Self.key(sender: c.sender, kind: 2, id: id))
                } else {
                    read(Self.key(sender: c.sender, kind: 2, id: id))
                }
                let t1 = d.actionType == 0 ? (d.seconds, d.nanoseconds, Int64(bitPattern: d.compensation)) : nil
                expect(Self.key(sender: c.receiver, kind: 0, id: id), Open(expectedAction: [2], from: c.receiver, owner: c.sender, time: c.timestampNanoseconds, frames: c.frames, what: "Response to Request \(id)", t1: t1), &recorder)
                if d.actionType == 1 {
                    expect(Self.key(sender: c.sender, kind: 1, id: id), Open(expectedAction: [5], from: c.sender, owner: c.sender, time: c.timestampNanoseconds, frames: c.frames, what: "Follow_Up to Request \(id)"), &recorder)
                }
            case 2:
                if let o = answer(Self.key(sender: c.sender, kind: 0, id: id), c, &recorder) {
                    delay(request: o, response: d, c, &recorder)
                }
            case 3, 4:
                expect(Self.key(sender: c.receiver, kind: 2, id: id), Open(expectedAction: [0, 1], from: c.receiver, owner: c.sender, time: c.timestampNanoseconds, frames: c.frames, what: "Request after Remote Request \(id)"), &recorder)
            case 5:
                if answer(Self.key(sender: c.sender, kind: 1, id: id), c, &recorder) != nil {
                    let request = Self.key(sender: c.receiver, kind: 0, id: id)
                    if open[request] == nil { missedSinceSnapshot?.insert(request) } else { read(request) }
                    open[request]?.t1 = (d.seconds, d.nanoseconds, Int64(bitPattern: d.compensation))
                }
            default:
                continue
            }
        }
    }

    /// Notes that `key`'s exchange was read after a part's snapshot (unless made again before).
    @inline(__always)
    private func read(_ key: UInt64) {
        if hitsSinceSnapshot != nil && !remadeSinceSnapshot.contains(key) { hitsSinceSnapshot?.insert(key) }
    }

    private func expect(_ key: UInt64, _ o: Open, _ recorder: inout RuleRecorder) {
        if let hits = hitsSinceSnapshot, !hits.contains(key), open[key] != nil { remadeSinceSnapshot.insert(key) }
        // At the bound the oldest open exchange is judged now, as at the end of the capture.
        if let evicted = open.insert(key, o) { judgeUnanswered(evicted.value, atEnd: false, &recorder) }
        if missedSinceSnapshot != nil { peakSinceSnapshot = max(peakSinceSnapshot, open.count) }
    }

    @discardableResult
    private func answer(_ key: UInt64, _ c: EventContext, _ recorder: inout RuleRecorder) -> Open? {
        guard let o = open.removeValue(forKey: key) else {
            missedSinceSnapshot?.insert(key)
            return nil
        }
        read(key)
        recorder.evaluated(handle, node: o.from)
        recorder.measure(handle, node: o.from, "one-way delay answer time", Double(c.timestampNanoseconds.subtractingSaturating(o.time)) / 1000, unit: "µs")
        return o
    }

    /// FH-OWD-DELAY for one answered Request: delay = (t2 − t1)·2^16 − tCV1 − tCV2 in 2^−16 ns.
    private func delay(request o: Open, response d: Fronthaul.OneWayDelayMeasurement, _ c: EventContext, _ recorder: inout RuleRecorder) {
        let requester = o.owner
        guard let t1 = o.t1 else {
            recorder.inconclusive(delayHandle, node: requester, reason: "Request with Follow_Up answered before its Follow_Up: no t1")
            return
        }
        let seconds = Int64(bitPattern: d.seconds &- t1.seconds)
        let cv2 = Int64(bitPattern: d.compensation)
        guard seconds.magnitude <= 1_000_000 else {
            recorder.inconclusive(delayHandle, node: requester, reason: "Request and Response timestamps more than 10^6 s apart")
            return
        }
        let raw = seconds * 1_000_000_000 + Int64(d.nanoseconds) - Int64(t1.nanoseconds)
        let (scaled, o1) = raw.multipliedReportingOverflow(by: 65_536)
        let (a, o2) = scaled.subtractingReportingOverflow(t1.compensation)
        let (total, o3) = a.subtractingReportingOverflow(cv2)
        guard !(o1 || o2 || o3) else {
            recorder.inconclusive(delayHandle, node: requester, reason: "compensation values overflow the delay")
            return
        }
        // Round half up to whole ns (arithmetic shift floors).
        let ns = (total &+ 32_768) >> 16
        recorder.evaluated(delayHandle, node: requester)
        recorder.measure(delayHandle, node: requester, "one-way delay", Double(total) / 65_536, unit: "ns")
        if let measured {
            let key = MeasuredTransportDelays.key(requester: requester, responder: c.sender)
            let old = measured.ranges[key]
            if old != nil || measured.ranges.count < MeasuredTransportDelays.maximumPairs {
                measured.ranges[key] = (Swift.min(old?.min ?? ns, ns), Swift.max(old?.max ?? ns, ns))
                if let since = measured.sinceSnapshot?[key] {
                    measured.sinceSnapshot![key] = (Swift.min(since.min, ns), Swift.max(since.max, ns))
                } else if measured.sinceSnapshot != nil {
                    measured.sinceSnapshot![key] = (ns, ns)
                }
            }
        }
        if total < 0 {
            recorder.violation(delayHandle, node: requester, Violation(
                "measurement \(d.measurementId): one-way delay \(Double(total) / 65_536) ns is negative: the two ends' clocks are not aligned",
                frames: o.frames + c.frames, fieldPath: "ecpri.timestamp", expected: "delay ≥ 0", actual: "\(Double(total) / 65_536) ns",
                measurement: Measurement(name: "one-way delay", value: Double(total) / 65_536, unit: "ns")))
        }
    }

    func finish(_ recorder: inout RuleRecorder) {
        // by time, exchanges of the same time (concatenated messages) in the order they were opened
        let entries = open.entriesInPlaceOrder
        for i in entries.indices.sorted(by: { (entries[$0].value.time, $0) < (entries[$1].value.time, $1) }) { judgeUnanswered(entries[i].value, atEnd: true, &recorder) }
        open.removeAll()
    }

    /// The next frames come from another recording: exchanges still open are judged as at the
    /// end of this one (a violation only when this recording ran past their window), and none
    /// can be answered by the other recording's messages (measurement ids are reused, and its
    /// clock may run earlier: its times start afresh).
    func discontinuity(_ recorder: inout RuleRecorder) {
        // every exchange still open is judged: read
        if hitsSinceSnapshot != nil { for (key, _) in open.entriesInPlaceOrder { read(key) } }
        finish(&recorder)
        lastTime = 0
    }

    /// An exchange still open at the end of the capture or at the table's bound: a violation when
    /// its window has passed, else INCONCLUSIVE (its answer may come after).
    private func judgeUnanswered(_ o: Open, atEnd: Bool, _ recorder: inout RuleRecorder) {
        if lastTime.subtractingSaturating(o.time) >= window {
            recorder.evaluated(handle, node: o.from)
            recorder.violation(handle, node: o.from, Violation("no \(o.what) within \(window / 1_000_000) ms", frames: o.frames, fieldPath: "ecpri.measurementid",
                                                               expected: "action \(o.expectedAction.sorted().map(String.init).joined(separator: "/"))", actual: "none"))
        } else {
            recorder.inconclusive(handle, node: o.from, reason: atEnd ? "the capture ends within the response window"
                                                                   : "let go at the bound of open requests within its response window")
        }
    }

    var openState: OpenStateCounters { OpenStateCounters(entries: open.count, evicted: open.evicted) }
}
