import WireCore
import NetLayers

/// FH-ETH-FCS (IEEE 802.3 §3.2.9): a frame that carries an Ethernet FCS carries the right one.
///
/// Which frames carry one: those of an interface the capture file declares with FCS (pcap FCS
/// bits, pcapng `if_fcslen`), or, when the file does not say, of an interface whose frames end in a
/// valid FCS (``EthernetFCSDetector``). The FCS is removed before decoding either way, so every
/// other verdict is the same with and without it; a wrong one is a finding for the sender (a
/// corrupted frame on the link, or a tap that rewrote it), never a decoding error.
final class FrameCheckSequenceChecker: RuleChecker {
    var specs: [RuleSpec] { [Self.rule] }
    var subscriptions: EventKinds { handle >= 0 ? [.frameCheckSequence] : [] }

    private var handle = RuleRecorder.unselected
    var seen = false

    func prepare(_ recorder: inout RuleRecorder) { handle = recorder.handle(Self.rule.id) }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard case .frameCheckSequence(let fcs) = event.payload else { return }
        seen = true
        let node = event.context.sender
        guard recorder.isActive(handle, node: node) else { return }
        recorder.evaluated(handle, node: node)
        guard !fcs.isGood else { return }
        recorder.violation(handle, node: node, Violation(
            "Ethernet FCS 0x\(Self.hex(fcs.stored)) does not match the frame (CRC-32 0x\(Self.hex(fcs.computed)))",
            frames: event.context.frames, fieldPath: "eth.fcs", expected: "0x" + Self.hex(fcs.computed), actual: "0x" + Self.hex(fcs.stored)))
    }

    static func hex(_ v: UInt32) -> String {
        let digits = String(v, radix: 16)
        return String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    }

    func finish(_ recorder: inout RuleRecorder) {
        if !seen { recorder.skip(handle, reason: "no Ethernet frame of the capture carries an FCS") }
    }
}
