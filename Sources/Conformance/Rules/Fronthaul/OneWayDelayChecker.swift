import Fronthaul

/// FH-OWD-PAIR (digest §7.1; eCPRI v2.0 §3.2.4.6 and the one-way delay procedure): a Request
/// (action 0/1) gets a Response (2) with the same Measurement ID from the peer, a Request with
/// Follow_Up (1) is followed by a Follow_Up (5) from the requester, and a Remote Request (3/4) makes
/// the peer send a Request (0/1) with that Measurement ID. What is still open at the end of the
/// capture is judged after `window` of capture time, else it is inconclusive.
final class OneWayDelayChecker: RuleChecker {
    static let rule = RuleDefinition("FH-OWD-PAIR", "One-way delay requests are answered (same Measurement ID)",
                                     clause: "eCPRI v2.0 §3.2.4.6, §3.4.3", status: .optional, severity: .warning, area: .fronthaul)
    var rules: [RuleDefinition] { [Self.rule] }
    var wantsFronthaul: Bool { true }
    var wantsF1AP: Bool { false }

    struct Open {
        var expectedAction: Set<UInt8>
        var from: Int
        var owner: Int
        var time: Int64
        var frames: [Int]
        var what: String
    }

    private var handle = RuleRecorder.unselected
    private var open: [UInt64: Open] = [:]
    private var lastTime: Int64 = 0
    private let window: Int64 = 1_000_000_000
    private let maximum: Int

    init(maximumEntries: Int) { maximum = maximumEntries }

    func prepare(_ recorder: inout RuleRecorder) { handle = recorder.handle(Self.rule.id) }

    /// Open expectation key: who must send it, what kind, measurement id.
    static func key(sender: Int, kind: UInt8, id: UInt8) -> UInt64 { UInt64(sender) << 16 | UInt64(kind) << 8 | UInt64(id) }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard handle >= 0, case .fronthaul(let result) = event.payload else { return }
        let c = event.context
        lastTime = max(lastTime, c.timestampNanoseconds)
        for message in result.messages {
            guard case .oneWayDelay(let d) = message.body else { continue }
            let id = d.measurementId
            // Kinds: 0 response expected, 1 follow-up expected, 2 request expected (after a remote request).
            switch d.actionType {
            case 0, 1:
                _ = open.removeValue(forKey: Self.key(sender: c.sender, kind: 2, id: id))
                expect(Self.key(sender: c.receiver, kind: 0, id: id), Open(expectedAction: [2], from: c.receiver, owner: c.sender, time: c.timestampNanoseconds, frames: c.frames, what: "Response to Request \(id)"), &recorder)
                if d.actionType == 1 {
                    expect(Self.key(sender: c.sender, kind: 1, id: id), Open(expectedAction: [5], from: c.sender, owner: c.sender, time: c.timestampNanoseconds, frames: c.frames, what: "Follow_Up to Request \(id)"), &recorder)
                }
            case 2:
                answer(Self.key(sender: c.sender, kind: 0, id: id), c, &recorder)
            case 3, 4:
                expect(Self.key(sender: c.receiver, kind: 2, id: id), Open(expectedAction: [0, 1], from: c.receiver, owner: c.sender, time: c.timestampNanoseconds, frames: c.frames, what: "Request after Remote Request \(id)"), &recorder)
            case 5:
                answer(Self.key(sender: c.sender, kind: 1, id: id), c, &recorder)
            default:
                continue
            }
        }
    }

    private func expect(_ key: UInt64, _ o: Open, _ recorder: inout RuleRecorder) {
        if open.count >= maximum { open.removeAll(keepingCapacity: true) }
        open[key] = o
    }

    private func answer(_ key: UInt64, _ c: EventContext, _ recorder: inout RuleRecorder) {
        guard let o = open.removeValue(forKey: key) else { return }
        recorder.evaluated(handle, node: o.from)
        recorder.measure(handle, node: o.from, "one-way delay answer time", Double(c.timestampNanoseconds - o.time) / 1000, unit: "µs")
    }

    func finish(_ recorder: inout RuleRecorder) {
        for (_, o) in open.sorted(by: { $0.value.time < $1.value.time }) {
            if lastTime - o.time >= window {
                recorder.evaluated(handle, node: o.from)
                recorder.violation(handle, node: o.from, Violation("no \(o.what) within \(window / 1_000_000) ms", frames: o.frames, fieldPath: "ecpri.measurementid",
                                                                   expected: "action \(o.expectedAction.sorted().map(String.init).joined(separator: "/"))", actual: "none"))
            } else {
                recorder.inconclusive(handle, node: o.from)
            }
        }
        open.removeAll()
    }
}
