import WireCore
import Fronthaul
import Profiles

/// FH-CS-PRACH (O-RAN.WG4.CUS §7.5.3.11, §7.5.2.13; TS 38.211 §6.3.3): section type 3 messages
/// place their occasion inside the testbed carrier and, for PRACH, use a PRACH subcarrier spacing
/// that fits the carrier, an FFT large enough and a width that holds the preamble; with a flow's
/// `prach: {format, scs}` also the format's SCS and filterIndex. The arithmetic and its readings
/// are in ``PRACHPlacement``. A message is PRACH when its filterIndex is a PRACH filter (1, 2, 3,
/// 5) or its eAxC belongs to a UL flow of purpose prach or with a PRACH configuration. Every type 3
/// message is one evaluation for its sender; one violation per message (its first problem). Without
/// a testbed carrier the rule is SKIP.
final class PRACHChecker: RuleChecker {
    var specs: [RuleSpec] { [Self.rule] }
    var subscriptions: EventKinds { [.fronthaul] }

    private var handle = -1
    private let carrier: Carrier?
    private let flows: FlowResolver
    private let v01: Bool

    init(configuration: RunConfiguration, flows: FlowResolver) {
        carrier = configuration.testbed?.carrier
        self.flows = flows
        v01 = configuration.fronthaul.cusMajor < 2
    }

    func prepare(_ recorder: inout RuleRecorder) { handle = recorder.handle(Self.rule.id) }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard handle >= 0, let carrier, case .fronthaul(let result) = event.payload else { return }
        let c = event.context
        let messages = result.messages
        for index in messages.indices {
            guard case .cPlane(let transport, let m) = messages[index].body, m.sectionType == 3 else { continue }
            guard recorder.isActive(handle, node: c.sender) else { return }
            recorder.evaluated(handle, node: c.sender)
            let flow = flows.flow(eAxC: transport.eAxC, cPlane: true, downlink: m.dataDirection == 1)
            let isPRACH = [1, 2, 3, 5].contains(m.filterIndex) || flow?.prach != nil || (flow?.purpose == .prach && m.dataDirection == 0)
            guard let p = PRACHPlacement.problem(m, carrier: carrier, isPRACH: isPRACH, prach: m.dataDirection == 0 ? flow?.prach : nil, v01: v01) else { continue }
            recorder.violation(handle, node: c.sender, Violation(p.message, frames: c.frames, fieldPath: p.fieldPath, expected: p.expected, actual: p.actual,
                                                                 flow: flows.name(eAxC: transport.eAxC, cPlane: true, downlink: m.dataDirection == 1)))
        }
    }

    func finish(_ recorder: inout RuleRecorder) {
        recorder.skip(handle, reason: carrier == nil ? "the testbed declares no carrier (numerology, prbs)" : "no section type 3 C-plane message in the capture")
    }
}
