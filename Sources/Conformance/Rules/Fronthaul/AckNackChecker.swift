import WireCore
import Fronthaul

/// FH-SE22-ACK and FH-XP-ACK-LAT (O-RAN.WG4.CUS §7.4.9 section type 8, §7.7.22 SE22, and the
/// ackNackReqId of section type 4 command headers, §7.4.4.4).
///
/// Requests: every C-plane section extension 22 (ackNackReqId) and every ST4 command header with
/// a non-zero ackNackReqId (0 there means "no ST8 wanted") opens a request keyed by (the node the
/// request went to, eAxC, ackNackReqId). Responses: every ackId and nackId of a section type 8
/// message closes the request with that key for its sender and eAxC (the same flow, the other way).
///
/// - FH-SE22-ACK (per ST8 id, attributed to the ST8 sender): an id that matches no outstanding
///   request is a violation (WS `acknack_no_request`); a NACK is reported as a finding (WS
///   `st8_nackid`); the latency from request to ACK and to NACK is measured.
/// - FH-XP-ACK-LAT (attributed to the O-RU, needs its device profile `fronthaul.ackNackDeadline`,
///   else SKIP with that reason): the ST8 arrives within the deadline (a late ST8 is a violation
///   with its latency). A request with no ST8 by the time it goes stale, or by the end of the
///   capture when that is past its deadline, is a violation ("no ST8"); one the capture ends
///   before the deadline of is inconclusive.
///
/// State: open requests, each dropped when answered or after ``staleNanoseconds`` (or the
/// deadline, if longer); the table is bounded by `maximumEntries`.
final class AckNackChecker: RuleChecker {
    /// Unanswered requests without a declared deadline are forgotten after this long.
    static let staleNanoseconds: Int64 = 100_000_000

    /// The longest time after a request an ST8 may still answer it: the stale time, or the
    /// longest `fronthaul.ackNackDeadline` a node's device declares, if longer. Within that much
    /// of the recording's start an ST8 answering no open request is INCONCLUSIVE.
    static func answerHorizon(_ nodes: NodeDirectory) -> Int64 {
        nodes.nodes.compactMap { $0.device?.fronthaul?.ackNackDeadline.map { Int64($0) } }.reduce(staleNanoseconds, max)
    }

    struct Request {
        var time: Int64
        var frame: Int
        /// The node that must answer (the request's receiver).
        var responder: Int
        var eAxC: UInt16
        var id: UInt16
    }

    var specs: [RuleSpec] { [Self.ack, Self.latency] }

    var subscriptions: EventKinds { [.fronthaul] }

    private var hAck = RuleRecorder.unselected, hLat = RuleRecorder.unselected
    var open: [UInt64: Request] = [:]
    /// When each open request goes stale (its key and the request it was pushed for): the
    /// periodic sweep pops what is due instead of sorting every open request each time. An
    /// entry of a request answered or replaced since is passed over when popped.
    struct Due: HeapOrdered {
        var stale: Int64
        var time: Int64
        var frame: Int
        var key: UInt64
        static func precedes(_ a: Due, _ b: Due) -> Bool { (a.stale, a.time, a.frame, a.key) < (b.stale, b.time, b.frame, b.key) }
    }
    var due = MinHeap<Due>()
    /// The millisecond of capture time of the last sweep (-1: none yet).
    var lastSweepMillisecond: Int64 = -1
    var lastTime: Int64 = 0
    let maximumEntries: Int
    /// After a part's snapshot: whether the open requests reached their bound since (``BoundaryTable/reachedCapacity``).
    var boundReachedSinceSnapshot: Bool?

    init(maximumEntries: Int) { self.maximumEntries = maximumEntries }

    func prepare(_ recorder: inout RuleRecorder) {
        hAck = recorder.handle(Self.ack.id)
        hLat = recorder.handle(Self.latency.id)
    }

    static func key(responder: Int, eAxC: UInt16, id: UInt16) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: responder)) << 32 | UInt64(eAxC) << 16 | UInt64(id)
    }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard hAck >= 0 || hLat >= 0, event.payload.isFronthaul else { return }
        let c = event.context
        let now = c.timestampNanoseconds
        lastTime = max(lastTime, now)
        // Once per millisecond of capture time, at the first message of each: the sweeps fall
        // at the same messages whichever frame a run began with (a part of a split capture).
        let millisecond = now / 1_000_000
        if millisecond != lastSweepMillisecond {
            lastSweepMillisecond = millisecond
            sweep(now: now, final: false, &recorder)
        }
        // only C-plane messages open or answer a request (see ``FronthaulPDUFacts/cPlane``)
        guard event.fronthaulKinds.mayHold(.cPlane), case .fronthaul(let result) = event.payload else { return }
        let messages = result.messages
        for index in messages.indices {
            guard case .cPlane(let t, let m) = messages[index].body else { continue }
            switch m.sectionType {
            case 8:
                for f in m.body where f.name == "oran_fh_cus.ackId" || f.name == "oran_fh_cus.nackId" {
                    respond(id: UInt16(truncatingIfNeeded: f.value), nack: f.name == "oran_fh_cus.nackId", eAxC: t.eAxC, c, &recorder)
                }
            case 4:
                for f in m.body where f.name == "oran_fh_cus.ackNackReqId" && f.value != 0 {
                    request(id: UInt16(truncatingIfNeeded: f.value), eAxC: t.eAxC, c, &recorder)
                }
            default:
                for s in m.sections {
                    for e in s.extensions where e.extType == 22 {
                        if let v = Allocation.value(e, "oran_fh_cus.ackNackReqId") { request(id: UInt16(truncatingIfNeeded: v), eAxC: t.eAxC, c, &recorder) }
                    }
                }
            }
        }
    }

    private func request(id: UInt16, eAxC: UInt16, _ c: EventContext, _ recorder: inout RuleRecorder) {
        let k = Self.key(responder: c.receiver, eAxC: eAxC, id: id)
        if open[k] == nil && open.count >= maximumEntries {
            if boundReachedSinceSnapshot != nil { boundReachedSinceSnapshot = true }
            sweep(now: Int64.max, final: false, &recorder)
        }
        // A request id reused while open replaces the old request (the older one can no longer be told apart).
        let r = Request(time: c.timestampNanoseconds, frame: c.frames.last ?? 0, responder: c.receiver, eAxC: eAxC, id: id)
        open[k] = r
        due.push(Due(stale: stale(r, &recorder), time: r.time, frame: r.frame, key: k))
        // entries of requests answered or replaced wait for their time; past twice the open
        // requests the queue is made again from these
        if due.count > 2 * open.count + 64 {
            due.removeAll()
            for (key, o) in open { due.push(Due(stale: stale(o, &recorder), time: o.time, frame: o.frame, key: key)) }
        }
    }

    /// When `r` stops being kept for matching: its responder's declared deadline, at least
    /// ``staleNanoseconds``, after the request.
    func stale(_ r: Request, _ recorder: inout RuleRecorder) -> Int64 {
        let deadline = recorder.node(r.responder).device?.fronthaul?.ackNackDeadline.map { Int64($0) }
        return r.time.addingSaturating(max(deadline ?? 0, Self.staleNanoseconds))
    }

    private func respond(id: UInt16, nack: Bool, eAxC: UInt16, _ c: EventContext, _ recorder: inout RuleRecorder) {
        let node = c.sender
        let kind = nack ? "nackId" : "ackId"
        let k = Self.key(responder: node, eAxC: eAxC, id: id)
        guard let r = open.removeValue(forKey: k) else {
            // Within the time a request stays answerable (the O-RU's declared deadline, else the
            // stale time) of the capture start, the request may precede the first frame.
            let horizon = recorder.node(node).device?.fronthaul?.ackNackDeadline.map { Int64($0) } ?? Self.staleNanoseconds
            if c.timestampNanoseconds.subtractingSaturating(recorder.recordingStart ?? c.timestampNanoseconds) <= horizon {
                recorder.inconclusive(hAck, node: node, reason: "state from before the capture: ST8 \(kind) \(id) may answer a request sent before the first captured frame")
                return
            }
            recorder.evaluated(hAck, node: node)
            recorder.violation(hAck, node: node, Violation(
                "ST8 \(kind) \(id) on eAxC 0x\(String(eAxC, radix: 16)) answers no outstanding ackNackReqId (no SE22 or ST4 request with that id sent to \(recorder.node(node).name) on this eAxC, or it was already answered)",
                frames: c.frames, fieldPath: "oran_fh_cus.\(kind)", expected: "an outstanding ackNackReqId", actual: String(id)))
            return
        }
        recorder.evaluated(hAck, node: node)
        let latency = c.timestampNanoseconds.subtractingSaturating(r.time)
        let micros = Double(latency) / 1000
        recorder.measure(hAck, node: node, nack ? "ST8 NACK latency" : "ST8 ACK latency", micros, unit: "µs")
        if nack {
            recorder.violation(hAck, node: node, Violation(
                "ST8 NACK for ackNackReqId \(id) on eAxC 0x\(String(eAxC, radix: 16)) (request in frame \(r.frame)): the O-RU could not process the request",
                frames: [r.frame] + c.frames, fieldPath: "oran_fh_cus.nackId", expected: "ACK", actual: "NACK",
                measurement: Measurement(name: "ST8 NACK latency", value: micros, unit: "µs")))
        }
        // isActive first: without a declared deadline it records the SKIP reason for this node.
        guard recorder.isActive(hLat, node: node), let deadline = recorder.node(node).device?.fronthaul?.ackNackDeadline else { return }
        recorder.evaluated(hLat, node: node)
        recorder.measure(hLat, node: node, "ST8 response latency", micros, unit: "µs")
        if latency > Int64(deadline) {
            recorder.violation(hLat, node: node, Violation(
                "ST8 \(kind) \(id) on eAxC 0x\(String(eAxC, radix: 16)) came \(Self.text(latency)) after its request (frame \(r.frame)), over the deadline \(Self.text(Int64(deadline))) \(recorder.node(node).name) declares",
                frames: [r.frame] + c.frames, fieldPath: "oran_fh_cus.\(kind)", expected: "≤ \(deadline) ns", actual: "\(latency) ns",
                measurement: Measurement(name: "ST8 response latency", value: micros, unit: "µs")))
        }
    }

    static func text(_ ns: Int64) -> String {
        ns % 1000 == 0 ? "\(ns / 1000) µs" : "\(Double(ns) / 1000) µs"
    }

    /// Judges open requests whose deadline (or stale time) is over at `now`; `final` (end of
    /// capture) makes the rest inconclusive. `now == Int64.max` empties a full table.
    private func sweep(now: Int64, final: Bool, _ recorder: inout RuleRecorder) {
        guard !open.isEmpty else { return }
        // Kept for matching until stale (a late ST8 is still an answer, judged late); judged
        // "no ST8" when the capture went past its deadline without one. The requests due: all at
        // the end or at the bound, else those whose stale time the capture passed (popped).
        var dueNow: [(key: UInt64, value: Request)] = []
        if final || now == Int64.max {
            dueNow = Array(open)
            open.removeAll(keepingCapacity: true)
            due.removeAll()
        } else {
            while let top = due.first, lastTime > top.stale {
                due.pop()
                // the request it was pushed for, if still open (taken out: judged once)
                guard let r = open[top.key], r.time == top.time && r.frame == top.frame else { continue }
                open[top.key] = nil
                dueNow.append((top.key, r))
            }
        }
        // Request order, not dictionary or heap order (findings must not depend on the hash seed).
        for (_, r) in dueNow.sorted(by: { ($0.value.time, $0.value.frame, $0.key) < ($1.value.time, $1.value.frame, $1.key) }) {
            let deadline = recorder.node(r.responder).device?.fronthaul?.ackNackDeadline.map { Int64($0) }
            guard let deadline, recorder.isActive(hLat, node: r.responder) else { continue }
            if lastTime > r.time.addingSaturating(deadline) {
                recorder.evaluated(hLat, node: r.responder)
                recorder.violation(hLat, node: r.responder, Violation(
                    "no ST8 for ackNackReqId \(r.id) on eAxC 0x\(String(r.eAxC, radix: 16)) (request in frame \(r.frame)) within the deadline \(Self.text(deadline)) \(recorder.node(r.responder).name) declares",
                    frames: [r.frame], fieldPath: "oran_fh_cus.ackNackReqId", expected: "ST8 within \(deadline) ns", actual: "none"))
            } else {
                recorder.inconclusive(hLat, node: r.responder, reason: "the capture ends before the ST8 deadline of an open request")
            }
        }
    }

    /// Another recording follows: open requests end as at the end of a capture, and an ST8 at
    /// the next file's start may answer a request from before it.
    func discontinuity(_ recorder: inout RuleRecorder) {
        finish(&recorder)
    }

    func finish(_ recorder: inout RuleRecorder) {
        sweep(now: lastTime, final: true, &recorder)
        open.removeAll()
        due.removeAll()
    }
}
