import Fronthaul

/// FH-SEQ-INC (digest §7.1, O-RAN.WG4.CUS §5.1.3.1.7 ecpriSeqid): per (plane, direction, sender,
/// eAxC) the SequenceId is the previous + 1 mod 256. An anomaly is classified as loss (the id
/// jumps ahead by < 128: that many messages missing), duplication (the id repeats) or
/// reordering (the id is behind: a late message; the expectation is kept).
final class SequenceChecker: RuleChecker {
    static let rule = RuleDefinition("FH-SEQ-INC", "SequenceId increments by 1 per plane, sender and eAxC",
                                     clause: "O-RAN.WG4.CUS §5.1.3.1.7; eCPRI v2.0 §3.2.4.2", status: .mandatory,
                                     severity: .warning, area: .fronthaul)
    var rules: [RuleDefinition] { [Self.rule] }
    var wantsFronthaul: Bool { true }
    var wantsF1AP: Bool { false }

    struct State {
        var last: UInt8
        var frame: Int
    }
    private var handle = RuleRecorder.unselected
    private var flows: [UInt64: State] = [:]
    private let maximumFlows: Int
    private(set) var losses = 0, duplicates = 0, reorders = 0

    private let flowNames: FlowResolver

    init(maximumFlows: Int, flows: FlowResolver) {
        self.maximumFlows = maximumFlows
        flowNames = flows
    }

    func prepare(_ recorder: inout RuleRecorder) { handle = recorder.handle(Self.rule.id) }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard handle >= 0, case .fronthaul(let result) = event.payload else { return }
        let node = event.context.sender
        guard recorder.isActive(handle, node: node) else { return }
        for message in result.messages {
            let plane: UInt64, direction: UInt8, transport: ORANTransportHeader
            switch message.body {
            case .cPlane(let t, let c): plane = 1; direction = c.dataDirection; transport = t
            case .uPlane(let t, let u): plane = 0; direction = u.dataDirection; transport = t
            default: continue
            }
            // Radio-transport fragments of one message share its SequenceId (FH-SEQ-UPFRAG checks them).
            guard transport.subsequenceId == 0 else { continue }
            let key = plane << 60 | UInt64(direction & 1) << 59 | UInt64(node) << 16 | UInt64(transport.eAxC)
            let seq = transport.sequenceId
            let frame = event.context.frames.last ?? 0
            guard let state = flows[key] else {
                if flows.count >= maximumFlows { flows.removeAll(keepingCapacity: true) }
                flows[key] = State(last: seq, frame: frame)
                continue
            }
            recorder.evaluated(handle, node: node)
            let expected = state.last &+ 1
            if seq == expected {
                flows[key] = State(last: seq, frame: frame)
                continue
            }
            let planeName = plane == 1 ? "C-plane" : "U-plane"
            let dir = direction == 1 ? "DL" : "UL"
            let flowText = "\(planeName) \(dir) eAxC 0x\(String(transport.eAxC, radix: 16))"
            let gap = seq &- expected
            var v: Violation
            if seq == state.last {
                duplicates += 1
                v = Violation("duplicate: SequenceId \(seq) repeated on \(flowText) (previous in frame \(state.frame))",
                              frames: [state.frame, frame], fieldPath: "ecpri.seqid", expected: String(expected), actual: String(seq))
            } else if gap < 128 {
                losses += 1
                v = Violation("loss: \(gap) message(s) missing on \(flowText) (SequenceId \(state.last) then \(seq))",
                              frames: [state.frame, frame], fieldPath: "ecpri.seqid", expected: String(expected), actual: String(seq),
                              measurement: Measurement(name: "lost messages", value: Double(gap), unit: "messages"))
                flows[key] = State(last: seq, frame: frame)
            } else {
                reorders += 1
                v = Violation("reorder: SequenceId \(seq) arrived after \(state.last) on \(flowText) (late by \(256 - Int(gap)))",
                              frames: [state.frame, frame], fieldPath: "ecpri.seqid", expected: String(expected), actual: String(seq))
            }
            v.flow = flowNames.name(eAxC: transport.eAxC, cPlane: plane == 1, downlink: direction == 1)
            recorder.violation(handle, node: node, v)
        }
    }

    func finish(_ recorder: inout RuleRecorder) {}
}
