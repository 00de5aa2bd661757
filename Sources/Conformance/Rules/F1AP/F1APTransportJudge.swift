import F1AP
import NetLayers
import Profiles
import WireCore

/// The F1AP transport family (TS 38.472 clause 7): the SCTP payload protocol id, the gNB-CU's
/// port and the stream discipline of non-UE and UE-associated messages. It also names the
/// sender's role for the other families: the role stamped on the event (declared, else
/// inferred from F1 Setup or the F1-C port by ``NodeRoleInference``), else the F1-C port's side.
final class F1APTransportJudge {
    static let specs: [RuleSpec] = [F1APRules.ppid, F1APRules.port, F1APRules.streamNonUE, F1APRules.streamUE]

    // `@exclusivity(unchecked)`: read per PDU on the checking thread only, never while changed
    // (it changes in `prepare`); the run-time check would cost a call per PDU.
    @exclusivity(unchecked) private var h = F1APRuleHandles()

    func prepare(_ recorder: inout RuleRecorder) { h.prepare(Self.specs, &recorder) }

    private func handle(_ rule: RuleSpec) -> Int { h[rule] }

    /// Reads the sender's F1 role (``NodeRoleInference/f1apSenderRole(_:)``).
    private let roles: NodeRoleInference
    private let maximumEntries: Int

    init(configuration: RunConfiguration) {
        roles = NodeRoleInference(cuPorts: configuration.demux.f1apSCTPPorts)
        maximumEntries = configuration.maximumOpenEntries
    }

    /// Every F1AP PDU, decoded or not: PPID and port; returns the sender's role.
    func observe(_ c: EventContext, _ result: F1APDecodeResult, _ recorder: inout RuleRecorder) -> NodeRole? {
        let node = c.sender
        let frames = c.frames
        func violation(_ rule: RuleSpec, _ text: @autoclosure () -> String, node: Int = node, frames: [Int] = frames, path: String = "", expected: @autoclosure () -> String? = nil, actual: @autoclosure () -> String? = nil, severity: Finding.Severity? = nil, measurement: Measurement? = nil) {
            recorder.violation(handle(rule), node: node, severity: severity) {
                Violation(text(), frames: frames, fieldPath: path, expected: expected(), actual: actual(), severity: severity, measurement: measurement)
            }
        }
        func evaluated(_ rule: RuleSpec, node: Int = node) { recorder.evaluated(handle(rule), node: node) }

        // Transport.
        evaluated(F1APRules.ppid)
        if let ppid = c.endpoints.payloadProtocolID, ppid != 62 && ppid != 68 {
            violation(F1APRules.ppid, "SCTP PPID \(ppid) on F1-C", path: "sctp.data_payload_proto_id", expected: "62 (68 with DTLS)", actual: String(ppid),
                      severity: ppid == 0 ? .warning : .error)
        }
        let senderRole = roles.f1apSenderRole(c)
        if let senderRole, c.endpoints.sctpAssociation != nil || c.endpoints.sourcePort != nil {
            evaluated(F1APRules.port)
            let cuPort = senderRole == .oCU ? c.endpoints.sourcePort : c.endpoints.destinationPort
            if let cuPort, cuPort != 38472 {
                violation(F1APRules.port, "gNB-CU side uses SCTP port \(cuPort)", path: "sctp.port", expected: "38472", actual: String(cuPort))
            }
        }
        return senderRole
    }

    /// A decoded message on its association: the SCTP streams (TS 38.472 §7).
    func observe(_ pdu: F1APPDU, _ a: inout F1APAssociation, _ recorder: inout RuleRecorder) {
        let c = pdu.context, m = pdu.message
        let node = c.sender, frames = c.frames
        let isUE = pdu.isUE
        // read where a text needs it (the getter retains the name's string)
        var name: String { m.messageName }
        func violation(_ rule: RuleSpec, _ text: @autoclosure () -> String, node: Int = node, frames: [Int] = frames, path: String = "", expected: @autoclosure () -> String? = nil, actual: @autoclosure () -> String? = nil, severity: Finding.Severity? = nil, measurement: Measurement? = nil) {
            recorder.violation(handle(rule), node: node, severity: severity) {
                Violation(text(), frames: frames, fieldPath: path, expected: expected(), actual: actual(), severity: severity, measurement: measurement)
            }
        }
        func evaluated(_ rule: RuleSpec, node: Int = node) { recorder.evaluated(handle(rule), node: node) }

        if let stream = c.endpoints.sctpStream {
            if !isUE {
                evaluated(F1APRules.streamNonUE)
                if let first = a.nonUEStream[WordKey(node)], first != stream {
                    violation(F1APRules.streamNonUE, "\(name) on SCTP stream \(stream), earlier non-UE-associated messages of this node used stream \(first)",
                              path: "sctp.data_sid", expected: String(first), actual: String(stream))
                } else {
                    a.nonUEStream[WordKey(node)] = stream
                }
            } else if let ue = m.gnbDUUEF1APID ?? m.gnbCUUEF1APID {
                evaluated(F1APRules.streamUE)
                let ueKey = WordKey(UInt64(node) << 40 | (ue & 0xFF_FFFF_FFFF))
                if let nonUE = a.nonUEStream[WordKey(node)], nonUE == stream {
                    violation(F1APRules.streamUE, "\(name) for UE \(ue) on the non-UE-associated stream \(stream)", path: "sctp.data_sid", expected: "a stream other than \(nonUE)", actual: String(stream))
                } else if let first = a.ueStream[ueKey] {
                    if first != stream {
                        violation(F1APRules.streamUE, "\(name) for UE \(ue) on stream \(stream), earlier on \(first)", path: "sctp.data_sid", expected: String(first), actual: String(stream))
                    }
                } else if let (old, _) = a.ueStream.insert(ueKey, stream) {
                    // the oldest UE's stream is let go at the bound: its next message cannot be judged
                    recorder.inconclusive(handle(F1APRules.streamUE), node: Int(old.word >> 40),
                                          reason: "UE stream evicted at the state bound (more UEs than the limit)")
                }
            }
        }
    }
}
