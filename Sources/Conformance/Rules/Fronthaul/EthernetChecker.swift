import Fronthaul

/// FH-ETH-VLAN, FH-ETH-MTU and FH-EAXC-KNOWN (digest §7.1): the wire facts a testbed declares.
/// VLAN: the frame's (innermost) VID equals the VID the sender's and receiver's endpoint matches
/// declare (PCP has no profile key yet, so it is not checked). MTU: the Ethernet payload
/// (frame − 14 − 4 per tag) is ≤ the smaller of the sender's and receiver's declared MTU, for
/// frames of every plane (the link's view; FH-UP-SIZE judges the sender's U-plane fragmentation:
/// its own MTU and the PRB-boundary splits, see ``UPlaneSizeChecker``).
/// eAxC: every C/U-plane eAxC is inside a declared flow of that plane and direction, split with
/// the testbed's eAxC masks.
final class EthernetChecker: RuleChecker {
    static let vlan = RuleDefinition("FH-ETH-VLAN", "VLAN ID matches the testbed for the sender and receiver",
                                     clause: "O-RAN.WG4.CUS §5.1.2; O-RAN.WG4.MP (M-plane VLAN configuration)", status: .conditionallyMandatory,
                                     severity: .error, area: .fronthaul, requires: .declaredVLAN)
    static let mtu = RuleDefinition("FH-ETH-MTU", "Frame fits the declared MTU of sender and receiver",
                                    clause: "O-RAN.WG4.CUS §5.1.2; IEEE 802.3", status: .conditionallyMandatory,
                                    severity: .error, area: .fronthaul, requires: .declaredMTU)
    static let eaxc = RuleDefinition("FH-EAXC-KNOWN", "eAxC is a declared endpoint of that plane and direction",
                                     clause: "O-RAN.WG4.CUS §5.1.3.1.6; O-RAN.WG4.MP processing elements", status: .conditionallyMandatory,
                                     severity: .error, area: .fronthaul, requires: .flows)
    var rules: [RuleDefinition] { [Self.vlan, Self.mtu, Self.eaxc] }
    var wantsFronthaul: Bool { true }
    var wantsF1AP: Bool { false }

    private var hVLAN = -1, hMTU = -1, hEAxC = -1
    private let flows: FlowResolver

    init(flows: FlowResolver) { self.flows = flows }

    func prepare(_ recorder: inout RuleRecorder) {
        hVLAN = recorder.handle(Self.vlan.id)
        hMTU = recorder.handle(Self.mtu.id)
        hEAxC = recorder.handle(Self.eaxc.id)
    }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard case .fronthaul(let result) = event.payload else { return }
        let c = event.context
        let sender = recorder.node(c.sender), receiver = recorder.node(c.receiver)
        let frames = c.frames
        if recorder.isActive(hVLAN, node: c.sender) {
            recorder.evaluated(hVLAN, node: c.sender)
            let seen = c.endpoints.vlanTags.last.map { Int($0.id) }
            for side in 0..<2 {
                let n = side == 0 ? sender : receiver
                guard let declared = n.declaredVLAN, declared != seen else { continue }
                let who = (side == 0 ? "sender " : "receiver ") + n.name
                recorder.violation(hVLAN, node: c.sender, Violation("VLAN \(seen.map(String.init) ?? "untagged") but \(who) declares VLAN \(declared)",
                                                                    frames: frames, fieldPath: "vlan.id", expected: String(declared), actual: seen.map(String.init) ?? "untagged"))
                break
            }
        }
        if let length = c.frameLength, recorder.isActive(hMTU, node: c.sender) {
            let a = sender.device?.fronthaul?.mtu, b = receiver.device?.fronthaul?.mtu
            if a != nil || b != nil {
                let limit = min(a ?? Int.max, b ?? Int.max)
                recorder.evaluated(hMTU, node: c.sender)
                let payload = length - 14 - 4 * c.endpoints.vlanTags.count
                if payload > limit {
                    let who = a == limit ? sender.name : receiver.name
                    recorder.violation(hMTU, node: c.sender, Violation("Ethernet payload of \(payload) bytes exceeds the MTU \(limit) declared by \(who)",
                                                                       frames: frames, fieldPath: "frame.len", expected: "≤ \(limit)", actual: String(payload)))
                }
            }
        }
        if recorder.isActive(hEAxC, node: c.sender) {
            for message in result.messages {
                let isC: Bool, dl: Bool, t: ORANTransportHeader
                switch message.body {
                case .cPlane(let tr, let m): isC = true; dl = m.dataDirection == 1; t = tr
                case .uPlane(let tr, let m): isC = false; dl = m.dataDirection == 1; t = tr
                default: continue
                }
                recorder.evaluated(hEAxC, node: c.sender)
                if flows.flow(eAxC: t.eAxC, cPlane: isC, downlink: dl) == nil {
                    let id = flows.split.components(of: t.eAxC)
                    recorder.violation(hEAxC, node: c.sender, Violation(
                        "eAxC \(id) (0x\(String(t.eAxC, radix: 16))) is not declared for \(isC ? "C" : "U")-plane \(dl ? "DL" : "UL") in the testbed flows",
                        frames: frames, fieldPath: isC ? "ecpri.rtcid" : "ecpri.pcid", expected: "a declared flow", actual: id.description))
                }
            }
        }
    }

    func finish(_ recorder: inout RuleRecorder) {}
}
