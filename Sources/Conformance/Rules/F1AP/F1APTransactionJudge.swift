import F1AP
import NetLayers
import WireCore

/// The F1AP transaction family (TS 38.473 §8.1, §9.3.1.23): every class-1 request is answered
/// once, in time, with its TransactionID (or its UE ids), by the other node; class-2 procedures
/// have no outcome; an acknowledged Reset releases the UE contexts, an F1 Removal Response ends
/// the association.
final class F1APTransactionJudge {
    static let specs: [RuleSpec] = [
        F1APRules.txidEcho, F1APRules.txidUnique, F1APRules.respMatch, F1APRules.respTimely, F1APRules.class2, F1APRules.resetAck,
        F1APRules.respIDs,
    ]

    // `@exclusivity(unchecked)`: read per PDU on the checking thread only, never while changed
    // (it changes in `prepare`); the run-time check would cost a call per PDU.
    @exclusivity(unchecked) private var h = F1APRuleHandles()

    func prepare(_ recorder: inout RuleRecorder) { h.prepare(Self.specs, &recorder) }

    private func handle(_ rule: RuleSpec) -> Int { h[rule] }

    private let timeout: Int64
    private let maximumEntries: Int
    /// Requests judged and let go at the per-association bound so far.
    private(set) var evictedRequests = 0

    init(configuration: RunConfiguration) {
        timeout = configuration.responseTimeoutNanoseconds
        maximumEntries = configuration.maximumOpenEntries
    }

    /// A decoded message on its association, after the interface-management family.
    func observe(_ pdu: F1APPDU, _ a: inout F1APAssociation, _ recorder: inout RuleRecorder) {
        let c = pdu.context, m = pdu.message
        let node = c.sender, frames = c.frames
        let code = m.procedureCode, procedure = pdu.procedure, isUE = pdu.isUE
        // read where a text needs it (the getter retains the name's string)
        var name: String { m.messageName }
        func violation(_ rule: RuleSpec, _ text: @autoclosure () -> String, node: Int = node, frames: [Int] = frames, path: String = "", expected: @autoclosure () -> String? = nil, actual: @autoclosure () -> String? = nil, severity: Finding.Severity? = nil, measurement: Measurement? = nil) {
            recorder.violation(handle(rule), node: node, severity: severity) {
                Violation(text(), frames: frames, fieldPath: path, expected: expected(), actual: actual(), severity: severity, measurement: measurement)
            }
        }
        func evaluated(_ rule: RuleSpec, node: Int = node) { recorder.evaluated(handle(rule), node: node) }

        // Requests and responses.
        if m.kind == .initiatingMessage {
            if procedure?.procedureClass == 1 {
                if let tx = m.transactionID, !isUE {
                    evaluated(F1APRules.txidUnique)
                    if a.outstanding.hasOpen(code: code, sender: node, transactionID: tx) {
                        violation(F1APRules.txidUnique, "TransactionID \(tx) reused for \(name) while the previous one is outstanding", path: "f1ap.TransactionID", actual: String(tx))
                    }
                }
                let request = F1APAssociation.Request(code: code, sender: node, receiver: c.receiver, time: c.timestampNanoseconds, frames: frames, transactionID: isUE ? nil : m.transactionID, cuUEID: m.gnbCUUEF1APID)
                // At the bound the oldest request is judged now, as at the end of a capture.
                if let evicted = a.outstanding.insert(request) {
                    evictedRequests += 1
                    a.requestsLetGo += 1
                    judgeUnanswered(evicted, lastTime: c.timestampNanoseconds, &recorder)
                }
            }
        } else {
            evaluated(F1APRules.class2)
            if procedure?.procedureClass == 2 {
                violation(F1APRules.class2, "\(m.kind.rawValue) for class-2 procedure \(m.procedureName)", path: "f1ap.procedureCode", actual: String(code))
            }
            evaluated(F1APRules.respMatch)
            // The oldest open request of this procedure from the other node (TS 38.473 §8.1).
            let firstCandidate = a.outstanding.oldest(code: code, notFrom: node)
            var chosen: Int?
            // Once requests were let go at the association's bound, a response whose own
            // request is not outstanding may answer one of them: it is paired with no other
            // request (that would judge the wrong one) and its pairing rules are INCONCLUSIVE.
            if isUE || m.transactionID == nil {
                let own = a.outstanding.oldest(code: code, notFrom: node, cuUEID: m.gnbCUUEF1APID)
                let mayAnswerLetGo = own == nil && a.requestsLetGo > 0
                chosen = own ?? (mayAnswerLetGo ? nil : firstCandidate)
                if (code == 5 || code == 7) && mayAnswerLetGo {
                    recorder.inconclusive(handle(F1APRules.respIDs), node: node, reason: Self.letGoReason)
                } else if code == 5 || code == 7 {
                    evaluated(F1APRules.respIDs)
                    if let i = chosen, a.outstanding[i].cuUEID != m.gnbCUUEF1APID {
                        violation(F1APRules.respIDs, "\(name) carries gNB-CU UE F1AP ID \(m.gnbCUUEF1APID.map(String.init) ?? "none"), the request had \(a.outstanding[i].cuUEID.map(String.init) ?? "none")", path: "f1ap.GNB_CU_UE_F1AP_ID", expected: a.outstanding[i].cuUEID.map(String.init), actual: m.gnbCUUEF1APID.map(String.init))
                    } else if m.gnbDUUEF1APID == nil {
                        violation(F1APRules.respIDs, "\(name) carries no gNB-DU UE F1AP ID", path: "f1ap.GNB_DU_UE_F1AP_ID", expected: "present", actual: "absent")
                    }
                }
            } else {
                chosen = a.outstanding.oldest(code: code, notFrom: node, transactionID: m.transactionID)
                let rule = code == 0 ? F1APRules.resetAck : F1APRules.txidEcho
                evaluated(rule)
                if code == 0 { evaluated(F1APRules.txidEcho) }
                if chosen == nil, a.requestsLetGo > 0, firstCandidate != nil {
                    recorder.inconclusive(handle(rule), node: node, reason: Self.letGoReason)
                } else if chosen == nil, let other = firstCandidate {
                    violation(rule, "\(name) TransactionID \(m.transactionID ?? -1), the request had \(a.outstanding[other].transactionID ?? -1)", frames: a.outstanding[other].frames + frames, path: "f1ap.TransactionID",
                              expected: a.outstanding[other].transactionID.map(String.init), actual: m.transactionID.map(String.init))
                    chosen = other
                }
            }
            if let i = chosen {
                let request = a.outstanding.remove(i)
                let latency = c.timestampNanoseconds.subtractingSaturating(request.time)
                // A request judged when the clock passed its timeout is not judged again.
                if !request.pastTimeout { evaluated(F1APRules.respTimely) }
                recorder.measure(handle(F1APRules.respTimely), node: node, "response latency", Double(latency) / 1e6, unit: "ms")
                if latency > timeout && !request.pastTimeout {
                    violation(F1APRules.respTimely, "\(name) after \(latency / 1_000_000) ms", frames: request.frames + frames, expected: "≤ \(timeout / 1_000_000) ms", actual: "\(latency / 1_000_000) ms",
                              measurement: Measurement(name: "latency", value: Double(latency) / 1e6, unit: "ms"))
                }
                if code == 0 && m.kind == .successfulOutcome {
                    // Reset acknowledged: reset-all releases every UE context of the association.
                    if a.resetReleased.count < maximumEntries { a.resetReleased.formUnion(a.cuToDU.keys) }
                    a.unpairAll()
                }
                if code == 26 && m.kind == .successfulOutcome { a.removed = true }
            } else if a.setupRequested && a.requestsLetGo == 0 {
                // The association was seen from its F1 Setup: nothing can predate the capture.
                violation(F1APRules.respMatch, "\(name) matches no outstanding \(m.procedureName) request", path: "f1ap.procedureCode", expected: "an outstanding request", actual: "none")
            } else if a.setupRequested {
                // its request may be one let go at the association's bound (judged then)
                recorder.inconclusive(handle(F1APRules.respMatch), node: node, reason: Self.letGoReason)
            } else {
                recorder.inconclusive(handle(F1APRules.respMatch), node: node)
            }
        }
    }

    /// Why a response is INCONCLUSIVE once its association let requests go (made once).
    static let letGoReason = "more than \(F1APAssociation.maximumOpenRequests) requests were outstanding on the association: the oldest were let go, and this response may answer one of them"

    /// End of capture (or of a recording): requests still open are violations when their
    /// timeout passed before the last frame, else inconclusive (those judged when the clock
    /// passed their timeout are not judged again).
    func finish(_ a: F1APAssociation, lastTime: Int64, _ recorder: inout RuleRecorder) {
        for r in a.outstanding.inArrivalOrder { judgeUnanswered(r, lastTime: lastTime, &recorder) }
    }

    /// The capture clock is at `now`: the association's requests older than the timeout that are
    /// still unanswered are violations now, when `check --follow` can print them, not at the
    /// end of the capture. They stay open, so a late response still pairs with them (and is not
    /// judged late again). Returns the time of the oldest request still within its timeout.
    func expire(_ a: inout F1APAssociation, now: Int64, _ recorder: inout RuleRecorder) -> Int64? {
        while let slot = a.outstanding.firstPending {
            let r = a.outstanding[slot]
            guard now.subtractingSaturating(r.time) > timeout else { return r.time }
            judgeUnanswered(r, lastTime: now, &recorder)
            a.outstanding.markPastTimeout()
        }
        return nil
    }

    /// A request with no response: a violation when its timeout passed before `lastTime`, else
    /// inconclusive; nothing when it was judged already.
    private func judgeUnanswered(_ r: F1APAssociation.Request, lastTime: Int64, _ recorder: inout RuleRecorder) {
        if r.pastTimeout { return }
        if lastTime.subtractingSaturating(r.time) > timeout {
            recorder.evaluated(handle(F1APRules.respTimely), node: r.receiver)
            recorder.violation(handle(F1APRules.respTimely), node: r.receiver, Violation("request \(r.code) not answered within \(timeout / 1_000_000) ms", frames: r.frames, fieldPath: "f1ap.procedureCode"))
        } else {
            recorder.inconclusive(handle(F1APRules.respTimely), node: r.receiver)
        }
    }
}
