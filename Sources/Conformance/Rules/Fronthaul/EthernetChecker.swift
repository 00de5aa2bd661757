import WireCore
import Fronthaul

/// FH-ETH-TYPE, FH-ETH-VLAN, FH-ETH-MTU and FH-EAXC-KNOWN (O-RAN.WG4.CUS §5.1.2, §5.1.3.1.6): the
/// wire facts.
///
/// EtherType (O-RAN.WG4.CUS §5.1.1, §5.1.2: "either the eCPRI Ethertype or the IEEE 1914.3
/// Ethertype shall be used"; eCPRI v2.0: after 0–2 VLAN tags the EtherType is 0xAEFE, or eCPRI
/// rides the testbed's UDP port; IEEE 1914.3 RoE is 0xFC3D). Which frames are judged:
/// - every eCPRI PDU (over Ethernet or the declared UDP port) and every RoE PDU carrying an
///   O-RAN message passes, unless more than 2 VLAN tags or a tag other than 0x8100 / 0x88A8
///   precede it;
/// - a RoE frame of another subType (RoE control packets, CUS §5.1.3.3.3) between an O-DU and an
///   O-RU passes;
/// - a frame NetLayers does not decode (any other EtherType) is
///   judged only when its source and destination both match declared testbed nodes by MAC and,
///   where declared, VLAN exactly, one an O-DU and the other an O-RU: the C/U-plane link. Such a
///   frame fails, except the S-plane (PTP 0x88F7, slow protocols / ESMC 0x8809), LLDP (0x88CC)
///   and the IP family (IPv4, IPv6, ARP), which the M-plane (NETCONF over TCP/IP, O-RAN.WG4.MP)
///   and eCPRI over UDP use: testbeds declare no M-plane endpoint, so IP between the two is not
///   judged here. Multicast and unknown stations are never judged.
/// Each frame counts as one evaluation for its sender.
///
/// The others: the wire facts a testbed declares.
/// VLAN: the frame's (innermost) VID equals the VID the sender's and receiver's endpoint matches
/// declare (PCP has no profile key yet, so it is not checked). MTU: the Ethernet payload
/// (frame − 14 − 4 per tag) is ≤ the smaller of the sender's and receiver's declared MTU, for
/// frames of every plane (the link's view; FH-UP-SIZE judges the sender's U-plane fragmentation:
/// its own MTU and the PRB-boundary splits, see ``UPlaneSizeChecker``).
/// eAxC: every C/U-plane eAxC is inside a declared flow of that plane and direction, split with
/// the testbed's eAxC masks.
final class EthernetChecker: RuleChecker {
    /// EtherTypes between the O-DU and O-RU that are not judged (S-plane, LLDP, IP / M-plane).
    static let notJudgedEtherTypes: Set<UInt16> = [0x0800, 0x86DD, 0x0806, 0x88F7, 0x8809, 0x88CC]
    var specs: [RuleSpec] { [Self.etherType, Self.vlan, Self.mtu, Self.eaxc] }
    var subscriptions: EventKinds {
        var kinds: EventKinds = [.fronthaul]
        if hType >= 0 { kinds.insert(.otherEtherType) }
        return kinds
    }

    // `@exclusivity(unchecked)` below: the checking thread alone runs this checker, and no access
    // to these properties overlaps another (each is read or changed in place by one call at a
    // time); the run-time check cost a call per fronthaul message for each.
    @exclusivity(unchecked) private var hType = -1, hVLAN = -1, hMTU = -1, hEAxC = -1
    private let flows: FlowResolver
    /// eCPRI PDUs per sending node (FH-ETH-TYPE evaluations, flushed at the end).
    @exclusivity(unchecked) var ecpriCounts: [Int] = []

    /// The testbed's `fronthaul.mtu`: the link MTU for a node whose device profile writes none.
    private let testbedMTU: Int?

    init(flows: FlowResolver, testbedMTU: Int? = nil) {
        self.flows = flows
        self.testbedMTU = testbedMTU
    }

    /// The MTU a node is held to: its device profile's `fronthaul.mtu` when written there, else
    /// the testbed's `fronthaul.mtu`, else the device default (1500); nil without a fronthaul profile.
    private func mtu(of node: NodeInfo) -> (bytes: Int, source: MTUSource)? {
        guard let fronthaul = node.device?.fronthaul else { return nil }
        if fronthaul.mtuDeclared { return (fronthaul.mtu, .device) }
        if let testbedMTU { return (testbedMTU, .testbed) }
        return (fronthaul.mtu, .deviceDefault)
    }

    /// ``mtu(of:)`` per node index, worked out at the node's first judgement: it depends on the
    /// node's device only, which never changes during a run.
    @exclusivity(unchecked) private var mtuByNode: [NodeMTU] = []

    private enum NodeMTU {
        case unknown
        case known((bytes: Int, source: MTUSource)?)
    }

    /// The MTU node `index` is held to (``mtu(of:)``), from the per-node cache.
    /// Reads the recorder only; `inout` passes it by address (see ``RuleRecorder``).
    private func mtu(_ index: Int, _ recorder: inout RuleRecorder) -> (bytes: Int, source: MTUSource)? {
        if index < mtuByNode.count {
            if case .known(let found) = mtuByNode[index] { return found }
        } else {
            mtuByNode.append(contentsOf: repeatElement(.unknown, count: index + 1 - mtuByNode.count))
        }
        let found = mtu(of: recorder.node(index))
        mtuByNode[index] = .known(found)
        return found
    }

    /// Where a node's MTU comes from (the finding's text is built only on a violation).
    enum MTUSource {
        case device, testbed, deviceDefault

        func text(_ node: String) -> String {
            switch self {
            case .device: "declared by \(node)"
            case .testbed: "of the testbed's fronthaul.mtu (\(node) declares none)"
            case .deviceDefault: "\(node) has by default"
            }
        }
    }


    func prepare(_ recorder: inout RuleRecorder) {
        hType = recorder.handle(Self.etherType.id)
        hVLAN = recorder.handle(Self.vlan.id)
        hMTU = recorder.handle(Self.mtu.id)
        hEAxC = recorder.handle(Self.eaxc.id)
    }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        if case .otherEtherType(let type) = event.payload {
            otherEtherType(type, event.context, &recorder)
            return
        }
        guard case .fronthaul(let result) = event.payload else { return }
        let c = event.context
        if hType >= 0 {
            if ecpriCounts.count <= c.sender { ecpriCounts.append(contentsOf: repeatElement(0, count: c.sender + 1 - ecpriCounts.count)) }
            ecpriCounts[c.sender] += 1
            let tags = c.endpoints.vlanTags
            if tags.count > 2 || tags.contains(where: { $0.tpid != 0x8100 && $0.tpid != 0x88A8 }) {
                let seen = tags.map { "0x" + String($0.tpid, radix: 16) }.joined(separator: ", ")
                recorder.violation(hType, node: c.sender, Violation("\(result.roe == nil ? "eCPRI" : "IEEE 1914.3 RoE") after \(tags.count) VLAN tag(s) (\(seen)): at most 2 tags of 0x8100 / 0x88a8",
                                                                    frames: c.frames, fieldPath: "vlan.etype", expected: "0-2 tags 0x8100 / 0x88a8", actual: seen))
            }
        }
        // Node facts are read in place (a node's profile is copied only for a finding's text).
        let frames = c.frames
        if recorder.isActive(hVLAN, node: c.sender) {
            recorder.evaluated(hVLAN, node: c.sender)
            let seen = c.endpoints.vlanTags.last.map { Int($0.id) }
            for side in 0..<2 {
                let n = side == 0 ? c.sender : c.receiver
                guard let declared = recorder.declaredVLAN(n), declared != seen else { continue }
                let who = (side == 0 ? "sender " : "receiver ") + recorder.node(n).name
                recorder.violation(hVLAN, node: c.sender, Violation("VLAN \(seen.map(String.init) ?? "untagged") but \(who) declares VLAN \(declared)",
                                                                    frames: frames, fieldPath: "vlan.id", expected: String(declared), actual: seen.map(String.init) ?? "untagged"))
                break
            }
        }
        if let length = c.frameLength, recorder.isActive(hMTU, node: c.sender) {
            // The smaller of the two ends' MTUs (the sender's on a tie).
            var held = mtu(c.sender, &recorder).map { (bytes: $0.bytes, source: $0.source, node: c.sender) }
            if let b = mtu(c.receiver, &recorder), b.bytes < held?.bytes ?? Int.max { held = (b.bytes, b.source, c.receiver) }
            if let held {
                recorder.evaluated(hMTU, node: c.sender)
                let payload = length - 14 - 4 * c.endpoints.vlanTags.count
                if payload > held.bytes {
                    recorder.violation(hMTU, node: c.sender, Violation("Ethernet payload of \(payload) bytes exceeds the MTU \(held.bytes) \(held.source.text(recorder.node(held.node).name))",
                                                                       frames: frames, fieldPath: "frame.len", expected: "≤ \(held.bytes)", actual: String(payload)))
                }
            }
        }
        if recorder.isActive(hEAxC, node: c.sender) {
            let messages = result.messages
            for index in messages.indices {
                let isC: Bool, dl: Bool, t: ORANTransportHeader
                switch messages[index].body {
                case .cPlane(let tr, let m): isC = true; dl = m.dataDirection == 1; t = tr
                case .uPlane(let tr, let m): isC = false; dl = m.dataDirection == 1; t = tr
                default: continue
                }
                recorder.evaluated(hEAxC, node: c.sender)
                if flows.flow(eAxC: t.eAxC, cPlane: isC, downlink: dl) == nil {
                    let id = flows.split.components(of: t.eAxC)
                    recorder.violation(hEAxC, node: c.sender, Violation(
                        "eAxC \(id) (0x\(String(t.eAxC, radix: 16))) is not declared for \(isC ? "C" : "U")-plane \(dl ? "DL" : "UL") in the testbed flows",
                        frames: frames, fieldPath: result.roe != nil ? "roe.eaxc" : isC ? "ecpri.rtcid" : "ecpri.pcid", expected: "a declared flow", actual: id.description))
                }
            }
        }
    }

    /// FH-ETH-TYPE for a frame of another EtherType between two declared nodes.
    private func otherEtherType(_ type: UInt16, _ c: EventContext, _ recorder: inout RuleRecorder) {
        guard !Self.notJudgedEtherTypes.contains(type) else { return }
        let roles = [c.senderRole, c.receiverRole]
        guard roles.contains(.oDU) && roles.contains(.oRU) else { return }
        guard recorder.isActive(hType, node: c.sender) else { return }
        recorder.evaluated(hType, node: c.sender)
        // IEEE 1914.3's EtherType is the fronthaul's other transport (CUS §5.1.1), whatever subType.
        guard type != RoEHeader.etherType else { return }
        let hex = "0x" + String(type, radix: 16)
        let udp = flows.testbed?.ecpriUDPPort.map { " or eCPRI over UDP port \($0)" } ?? ""
        let sender = recorder.node(c.sender).name, receiver = recorder.node(c.receiver).name
        recorder.violation(hType, node: c.sender, Violation(
            "EtherType \(hex) from \(sender) to \(receiver) after \(c.endpoints.vlanTags.count) VLAN tag(s): the fronthaul carries eCPRI 0xaefe\(udp) or IEEE 1914.3 RoE 0xfc3d",
            frames: c.frames, fieldPath: c.endpoints.vlanTags.isEmpty ? "eth.type" : "vlan.etype", expected: "0xaefe or 0xfc3d", actual: hex))
    }

    func finish(_ recorder: inout RuleRecorder) {
        for (node, count) in ecpriCounts.enumerated() where count > 0 {
            recorder.evaluated(hType, node: node, count: count)
        }
    }
}
