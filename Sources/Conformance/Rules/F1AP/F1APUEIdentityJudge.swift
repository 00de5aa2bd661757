import F1AP
import NetLayers
import Profiles
import WireCore

/// The F1AP UE-identity family (TS 38.473 §8.3, §8.4, §9.3.1.4, §9.3.1.5, §10.4): who allocates
/// the gNB-DU and gNB-CU UE F1AP IDs, the (CU id, DU id) pairs, references to existing contexts,
/// and ids released by UE Context Release or Reset.
final class F1APUEIdentityJudge {
    static let specs: [RuleSpec] = [
        F1APRules.resetSemantics, F1APRules.duAlloc, F1APRules.cuAlloc, F1APRules.pair, F1APRules.known, F1APRules.released,
    ]

    // `@exclusivity(unchecked)`: read per PDU on the checking thread only, never while changed
    // (it changes in `prepare`); the run-time check would cost a call per PDU.
    @exclusivity(unchecked) private var h = F1APRuleHandles()

    func prepare(_ recorder: inout RuleRecorder) { h.prepare(Self.specs, &recorder) }

    private func handle(_ rule: RuleSpec) -> Int { h[rule] }

    private let maximumEntries: Int

    init(configuration: RunConfiguration) { maximumEntries = configuration.maximumOpenEntries }

    /// A decoded UE-associated message on its association, after the transaction family.
    func observe(_ pdu: F1APPDU, _ a: inout F1APAssociation, _ recorder: inout RuleRecorder) {
        ueIDs(pdu.message, role: pdu.senderRole, a: &a, node: pdu.node, frames: pdu.frames, &recorder)
    }

    private func ueIDs(_ m: F1APMessage, role: NodeRole?, a: inout F1APAssociation, node: Int, frames: [Int], _ recorder: inout RuleRecorder) {
        let cu = m.gnbCUUEF1APID, du = m.gnbDUUEF1APID
        let code = m.procedureCode
        let creates = (code == 11 && m.kind == .initiatingMessage) || (code == 5 && m.kind == .initiatingMessage)
        func v(_ rule: RuleSpec, _ text: @autoclosure () -> String, expected: @autoclosure () -> String? = nil, actual: @autoclosure () -> String? = nil) {
            recorder.violation(handle(rule), node: node, severity: nil) {
                Violation(text(), frames: frames, fieldPath: "f1ap.GNB_DU_UE_F1AP_ID", expected: expected(), actual: actual())
            }
        }
        func e(_ rule: RuleSpec) { recorder.evaluated(handle(rule), node: node) }
        if code == 11 && m.kind == .initiatingMessage, let du {
            e(F1APRules.duAlloc)
            if a.cu(pairedWith: du) != nil { v(F1APRules.duAlloc, "Initial UL RRC allocates gNB-DU UE F1AP ID \(du), already in use", actual: String(du)) }
            if role == .oCU { v(F1APRules.duAlloc, "Initial UL RRC Message Transfer sent by the gNB-CU") }
            a.allocate(du: du, maximum: maximumEntries)
            a.released.remove(WordKey(du | 1 << 63))
            return
        }
        if let cu, let du {
            let knownDU = a.du(pairedWith: cu)
            let knownCU = a.cu(pairedWith: du)
            if knownDU == nil && (knownCU == nil || knownCU == UInt64.max) {
                // First sight of this CU id: a new allocation — when the capture saw the UE start
                // (its DU id allocated by an Initial UL RRC here). A UE whose DU id is new too was
                // set up before the capture: who allocated the CU id is not in it.
                if knownCU == nil && !creates && !a.setupRequested {
                    recorder.inconclusive(handle(F1APRules.cuAlloc), node: node,
                                          reason: "state from before the capture: the UE context (CU id \(cu), DU id \(du)) started before the first captured frame")
                } else {
                    e(F1APRules.cuAlloc)
                    if role == .oDU && !(code == 5 && m.kind != .initiatingMessage) {
                        v(F1APRules.cuAlloc, "gNB-CU UE F1AP ID \(cu) first appears in a DU→CU \(m.messageName)", actual: String(cu))
                    }
                }
                if knownCU == nil && !creates {
                    if a.released.contains(WordKey(cu)) || a.resetReleased.contains(WordKey(cu)) {
                        let rule = a.resetReleased.contains(WordKey(cu)) ? F1APRules.resetSemantics : F1APRules.released
                        e(rule)
                        recorder.violation(handle(rule), node: node, Violation("UE id pair (\(cu), \(du)) used by \(m.messageName) after its release\(rule.id == F1APRules.resetSemantics.id ? " by Reset" : "")",
                                                                         frames: frames, fieldPath: "f1ap.GNB_CU_UE_F1AP_ID"))
                    } else if a.setupRequested && a.evictedUEs == 0 {
                        e(F1APRules.known)
                        if !(code == 5 && m.kind == .successfulOutcome) {
                            v(F1APRules.known, "\(m.messageName) references no existing UE context (CU id \(cu), DU id \(du))")
                        }
                    } else {
                        recorder.inconclusive(handle(F1APRules.known), node: node)
                    }
                }
                a.pair(cu: cu, du: du, maximum: maximumEntries)
                if knownCU == nil && !creates && !a.setupRequested { a.pairedMidStream.insert(WordKey(cu)) }
            } else if a.pairedMidStream.contains(WordKey(cu)) && creates {
                // A creating message (UE CONTEXT SETUP REQUEST) names the pair with authority.
                a.pair(cu: cu, du: du, maximum: maximumEntries)
                a.pairedMidStream.remove(WordKey(cu))
            } else if a.pairedMidStream.contains(WordKey(cu)), let knownDU, knownDU != du {
                // Learned from a single message of a context that predates the capture: either id
                // may be the wrong one, so neither side is blamed until a creating message says.
                if !(code == 12 || code == 5) {
                    recorder.inconclusive(handle(F1APRules.pair), node: node,
                                          reason: "state from before the capture: CU id \(cu) was seen with DU ids \(knownDU) and \(du), and the context's setup is not in the capture")
                }
            } else {
                e(F1APRules.pair)
                e(F1APRules.known)
                if let knownDU, knownDU != du, !(code == 12 || code == 5) {
                    v(F1APRules.pair, "CU id \(cu) paired with DU id \(knownDU), now \(du) in \(m.messageName)", expected: String(knownDU), actual: String(du))
                } else if let knownCU, knownCU != UInt64.max, knownCU != cu {
                    v(F1APRules.pair, "DU id \(du) paired with CU id \(knownCU), now \(cu) in \(m.messageName)", expected: String(knownCU), actual: String(cu))
                }
                if knownCU == UInt64.max { a.pair(cu: cu, du: du, maximum: maximumEntries) }
            }
            if code == 6 && m.kind == .successfulOutcome {
                a.unpair(cu: cu, du: du)
                a.pairedMidStream.remove(WordKey(cu))
                if a.released.count < maximumEntries { a.released.insert(WordKey(cu)) }
            }
        } else if let cu, !creates {
            if a.du(pairedWith: cu) == nil && a.evictedUEs > 0 {
                // The context may be one the bounded tables let go.
                recorder.inconclusive(handle(F1APRules.known), node: node)
                return
            }
            e(F1APRules.known)
            if a.du(pairedWith: cu) == nil && a.setupRequested {
                v(F1APRules.known, "\(m.messageName) references unknown gNB-CU UE F1AP ID \(cu)")
            }
        }
    }
}
