import F1AP
import Fronthaul
import NetLayers
import Profiles

/// Names the role of nodes the testbed does not declare (or declares without a role) from the
/// traffic they send, one PDU at a time in capture order, before any checker sees the PDU.
///
/// The checking stage runs it on every eCPRI and F1AP PDU (``ConformanceRun``), whatever the
/// suite selects, and stamps the roles known after it on the PDU's event
/// (``EventContext/senderRole``, ``EventContext/receiverRole``). So a node's role at a frame is
/// a function of the frames before it and of that frame alone: not of which checkers run, nor of
/// the order they run in. No checker infers or changes a role.
///
/// What names a role (a first inference stands, except F1 Setup's):
/// - an O-DU sends C-plane messages of every section type but 8, 9 and 10 (O-RAN.WG4.CUS
///   §7.4.9–7.4.11: those come from the O-RU);
/// - an O-RU sends uplink U-plane messages (except one whose sections cannot be read and whose
///   symbol number is out of range), and section type 8 messages carrying an ackId or nackId
///   (O-RAN.WG4.CUS §7.4.9);
/// - F1 Setup Request comes from the gNB-DU and its response from the gNB-CU (TS 38.473
///   §8.2.3): this overrides any earlier inference, never a declared role;
/// - otherwise, when exactly one side of an F1AP PDU uses an F1-C port (38472, TS 38.472 §7, or
///   one the run declares), that side is the gNB-CU and the other the gNB-DU.
struct NodeRoleInference {
    /// The SCTP ports taken for the gNB-CU's F1-C port.
    let cuPorts: Set<UInt16>

    init(cuPorts: Set<UInt16>) { self.cuPorts = cuPorts }

    /// The roles one eCPRI PDU (all its concatenated messages, in order) names for its sender.
    func fronthaul(_ result: FronthaulDecodeResult, sender: Int, _ nodes: inout NodeDirectory) {
        // Fronthaul never overrides: a sender with a role keeps it.
        guard nodes.role(sender) == nil else { return }
        let messages = result.messages
        for index in messages.indices {
            switch messages[index].body {
            case .cPlane(_, let c):
                if c.sectionType != 8 && c.sectionType != 9 && c.sectionType != 10 { nodes.inferRole(sender, .oDU) }
            case .uPlane(_, let u):
                guard u.dataDirection != 1 else { continue }
                // A message whose sections could not be read with a symbol number past the slot
                // is not taken as evidence of anything.
                if u.sections.isEmpty && result.error?.code == .unsupported && u.symbolId >= 14 { continue }
                nodes.inferRole(sender, .oRU)
            default: continue
            }
        }
        guard nodes.role(sender) == nil else { return }
        for index in messages.indices {
            guard case .cPlane(_, let c) = messages[index].body, c.sectionType == 8 else { continue }
            if c.body.contains(where: { $0.name == "oran_fh_cus.ackId" || $0.name == "oran_fh_cus.nackId" }) {
                nodes.inferRole(sender, .oRU)
                return
            }
        }
    }

    /// The roles one F1AP PDU (decoded or not: `message` nil) between `sender` and `receiver`
    /// names for its two ends.
    func f1ap(sender: Int, receiver: Int, _ endpoints: Endpoints, _ message: F1APMessage?, _ nodes: inout NodeDirectory) {
        if Self.isF1Role(nodes.declaredRole(sender)) { return }
        if let message, message.procedureCode == F1APProcedureCode.f1Setup {
            let senderIsDU = message.kind == .initiatingMessage
            nodes.inferRole(sender, senderIsDU ? .oDU : .oCU, override: true)
            nodes.inferRole(receiver, senderIsDU ? .oCU : .oDU, override: true)
        }
        if Self.isF1Role(nodes.role(sender)) { return }
        guard let sourceIsCU = cuSideIsSource(endpoints) else { return }
        nodes.inferRole(sender, sourceIsCU ? .oCU : .oDU)
        nodes.inferRole(receiver, sourceIsCU ? .oDU : .oCU)
    }

    /// The role an F1AP PDU's sender plays on F1 (the F1AP rules' reading of it): the role
    /// stamped on the event when it is gNB-DU or gNB-CU, else the one the F1-C port names (a node
    /// taken for an O-RU from fronthaul keeps that role, but on F1 it is the port's side).
    func f1apSenderRole(_ context: EventContext) -> NodeRole? {
        if Self.isF1Role(context.senderRole) { return context.senderRole }
        return cuSideIsSource(context.endpoints).map { $0 ? .oCU : .oDU }
    }

    /// True when the source side alone uses an F1-C port, false when the destination alone
    /// does, nil when both or neither do.
    private func cuSideIsSource(_ endpoints: Endpoints) -> Bool? {
        let sourceIsCU = endpoints.sourcePort.map(cuPorts.contains) ?? false
        let destinationIsCU = endpoints.destinationPort.map(cuPorts.contains) ?? false
        return sourceIsCU == destinationIsCU ? nil : sourceIsCU
    }

    private static func isF1Role(_ role: NodeRole?) -> Bool { role == .oDU || role == .oCU }
}
