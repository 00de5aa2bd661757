import WireCore
import Fronthaul
import Profiles

/// FH-CS-BEAM (O-RAN.WG4.CUS §7.5.3.9): the beamId of every section of a type 1 or type 3 C-plane
/// message is 0 (no beamforming) or an id of the receiving O-RU's beam table, which its device
/// profile declares as `fronthaul.beamIds`. Judged for messages whose receiver is a declared O-RU
/// with that key, reported for the sender; one violation per message (its first section outside the
/// table). Not judged: section types 5 and 6 (that field is ueId there), the beam ids inside SE10 /
/// SE11 and ST4 tdBeamNum. Without a declared table the rule is SKIP.
final class BeamChecker: RuleChecker {
    var specs: [RuleSpec] { [Self.rule] }
    var subscriptions: EventKinds { [.fronthaul] }

    private var handle = -1
    private let skipReason: String

    init(testbed: TestbedProfile?) {
        if testbed == nil {
            skipReason = "no testbed: the O-RU beam table is unknown"
        } else if testbed?.nodes(withRole: .oRU).contains(where: { $0.device.fronthaul?.beamIds != nil }) == true {
            skipReason = "no section type 1 or 3 C-plane message to an O-RU that declares fronthaul.beamIds"
        } else {
            skipReason = "no O-RU device profile of the testbed declares fronthaul.beamIds (the beam table)"
        }
    }

    func prepare(_ recorder: inout RuleRecorder) { handle = recorder.handle(Self.rule.id) }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        // only C-plane messages are judged (see ``FronthaulPDUFacts/cPlane``)
        guard handle >= 0, event.fronthaulKinds.mayHold(.cPlane), case .fronthaul(let result) = event.payload else { return }
        let c = event.context
        // A beam table is a device's: only a declared O-RU has one.
        guard c.receiverRole == .oRU, let table = recorder.node(c.receiver).device?.fronthaul?.beamIds else { return }
        let messages = result.messages
        for index in messages.indices {
            guard case .cPlane(_, let m) = messages[index].body, m.sectionType == 1 || m.sectionType == 3 else { continue }
            guard recorder.isActive(handle, node: c.sender) else { return }
            recorder.evaluated(handle, node: c.sender)
            guard let bad = m.sections.first(where: { !table.contains(Int($0.beamId)) }) else { continue }
            recorder.violation(handle, node: c.sender, Violation(
                "section \(bad.sectionId) beamId \(bad.beamId) is not in the beam table of \(recorder.node(c.receiver).name) (\(table)); 0 means no beamforming",
                frames: c.frames, fieldPath: "oran_fh_cus.beamId", expected: "0 or \(table)", actual: String(bad.beamId)))
        }
    }

    func finish(_ recorder: inout RuleRecorder) { recorder.skip(handle, reason: skipReason) }
}
