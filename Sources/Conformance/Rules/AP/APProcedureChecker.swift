import APProtocols
import ASN1PER
import NetLayers
import WireCore

/// E1AP, E2AP and NGAP, each under its own rule ids (``APRuleSet``): the codec's abstract-syntax
/// findings (RAN3 clause 10: TS 37.483, TS 38.413, O-RAN.WG3.E2AP) and procedure pairing
/// (clause 8.1: a class 1 elementary procedure's initiating message is answered by its
/// successful or unsuccessful outcome; transaction ids and UE ids pair them). One checker for
/// the three protocols: the logic is the same, the procedure tables come from each schema.
///
/// Pairing is per SCTP association: an outcome answers the oldest open request of its
/// procedure whose identities (Transaction ID, RIC Request ID, RAN Function ID, the UE's E1AP or
/// NGAP ids) agree wherever both messages carry them. A request not answered within the run's
/// response timeout FAILs the receiver; one still open at the end of the capture, less than the
/// timeout old, is INCONCLUSIVE. An outcome without a request FAILs its sender unless it comes
/// within the timeout of the association's first message in the capture (its request may
/// predate the capture: INCONCLUSIVE).
final class APProcedureChecker: RuleChecker {
    var specs: [RuleSpec] { APProtocol.allCases.flatMap { APRuleRegistry.rules($0).specs } }
    var subscriptions: EventKinds { [.ap, .clock] }

    /// The IE value types that identify a procedure instance, by protocol.
    static let identityTypes: [String] = [
        "TransactionID", "RICrequestID", "RANfunctionID", "GNB-CU-CP-UE-E1AP-ID", "GNB-CU-UP-UE-E1AP-ID", "AMF-UE-NGAP-ID", "RAN-UE-NGAP-ID",
    ]

    struct Open {
        var code: Int
        var name: String
        var identities: [String: String]
        var time: Int64
        var frames: [Int]
        var sender: Int
        var receiver: Int
        /// Judged unanswered once the capture clock passed its timeout: an outcome that still
        /// comes answers it but is not judged late a second time.
        var pastTimeout = false
    }

    struct Association {
        var proto: APProtocol
        var firstTime: Int64
        /// Names the association in ``APProcedureChecker/deadlines`` (unique over the run).
        var serial = 0
        var open = APOpenRequests()
        /// Requests let go at ``APProcedureChecker/maximumOpenPerAssociation``; once any was, an
        /// outcome that matches no open request may answer one of them (INCONCLUSIVE, not a FAIL).
        var requestsLetGo = 0
        /// ``APProcedureChecker/deadlines`` holds an entry for it (at most one at a time).
        var deadlineQueued = false
    }

    /// Open requests kept per association at most; past it the oldest is judged (as at the end
    /// of the capture) and let go.
    static let maximumOpenPerAssociation = 4096

    private var handles: [RuleID: Int] = [:]
    /// In the order the associations were first seen: at the bound the oldest goes.
    private var associations = InsertionOrderedMap<F1APChecker.AssociationKey, Association>()
    private let timeout: Int64
    private let maximumEntries: Int
    // `@exclusivity(unchecked)`: the checking thread alone runs this checker and no access to
    // these overlaps another; the clock reads them for every frame.
    @exclusivity(unchecked) private var lastTime: Int64 = 0
    private var openCount = 0
    private var evicted = 0
    private var seen: Set<APProtocol> = []
    /// One entry (at most the time of its oldest request not yet judged) per association with
    /// such a request, by serial number, so the clock finds the requests whose timeout passed.
    @exclusivity(unchecked) private(set) var deadlines = DeadlineQueue()
    private var keyOfSerial: [Int: F1APChecker.AssociationKey] = [:]
    private var nextSerial = 0

    init(configuration: RunConfiguration) {
        timeout = configuration.responseTimeoutNanoseconds
        maximumEntries = configuration.maximumOpenEntries
    }

    func prepare(_ recorder: inout RuleRecorder) {
        for spec in specs { handles[spec.id] = recorder.handle(spec.id) }
    }

    private func h(_ rule: RuleSpec) -> Int { handles[rule.id] ?? RuleRecorder.unselected }

    static func key(_ e: Endpoints) -> F1APChecker.AssociationKey {
        let x = F1APChecker.AssociationEnd(ip: e.sourceIP, port: e.sourcePort ?? 0)
        let y = F1APChecker.AssociationEnd(ip: e.destinationIP, port: e.destinationPort ?? 0)
        return F1APChecker.AssociationKey(id: e.sctpAssociation, a: min(x, y), b: max(x, y))
    }

    /// The identity values of a message, as text by IE type.
    static func identities(_ m: APMessage) -> [String: String] {
        var out: [String: String] = [:]
        for ie in m.ies {
            guard let t = ie.typeName, identityTypes.contains(t), out[t] == nil else { continue }
            if let v = ie.value.integerValue {
                out[t] = String(v)
            } else if let r = APIdentities.ricRequest(ie.value) {
                out[t] = "\(r.requestor)/\(r.instance)"
            }
        }
        return out
    }

    static func agree(_ a: [String: String], _ b: [String: String]) -> Bool {
        for (k, v) in a { if let w = b[k], w != v { return false } }
        return true
    }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard case .ap(let result) = event.payload else { return }
        let c = event.context
        lastTime = max(lastTime, c.timestampNanoseconds)
        let rules = APRuleRegistry.rules(result.proto)
        seen.insert(result.proto)
        abstractSyntax(c, result, rules, &recorder)
        guard let m = result.message else { return }
        let k = Self.key(c.endpoints)
        if associations[k] == nil {
            if associations.count >= maximumEntries, let oldest = associations.removeOldest() {
                flush(oldest.value, &recorder, reason: "procedure state evicted at the association bound")
                keyOfSerial[oldest.value.serial] = nil
                evicted += 1
                compactDeadlines()
            }
            nextSerial += 1
            associations.updateValue(Association(proto: result.proto, firstTime: c.timestampNanoseconds, serial: nextSerial), forKey: k)
            keyOfSerial[nextSerial] = k
        }
        guard let index = associations.index(forKey: k) else { return }
        let ids = Self.identities(m)
        // The association's state is changed in place: a copy taken out of the table would
        // share its lists, and the first change would copy them whole.
        associations.modifyValue(at: index) { a in
            switch m.kind {
            case .initiatingMessage:
                guard m.isClass1 else { break }
                if let t = ids["TransactionID"] {
                    recorder.evaluated(h(rules.procTransaction), node: c.sender)
                    if let clash = a.open.holder(code: m.procedureCode, sender: c.sender, transactionID: t) {
                        recorder.violation(h(rules.procTransaction), node: c.sender, Violation(
                            "\(m.messageName) reuses Transaction ID \(t) while the \(clash.name) of frame \(clash.frames.last ?? 0) is unanswered",
                            frames: clash.frames + c.frames, fieldPath: "\(result.proto.fieldPrefix).TransactionID", expected: "a Transaction ID not in use", actual: t))
                    }
                }
                if a.open.count >= Self.maximumOpenPerAssociation, let dropped = a.open.removeFirst() {
                    judgeOpen(dropped, a.proto, &recorder, reason: "open procedures evicted at the per-association bound")
                    openCount -= 1
                    a.requestsLetGo += 1
                }
                let hadPending = a.open.firstPending() != nil
                a.open.append(Open(code: m.procedureCode, name: m.messageName, identities: ids, time: c.timestampNanoseconds, frames: c.frames,
                                   sender: c.sender, receiver: c.receiver))
                openCount += 1
                if !hadPending && !a.deadlineQueued {
                    deadlines.push(Deadline(time: c.timestampNanoseconds, owner: a.serial))
                    a.deadlineQueued = true
                }
            case .successfulOutcome, .unsuccessfulOutcome:
                if let request = a.open.removeFirst(code: m.procedureCode, receiver: c.sender, where: { Self.agree($0.identities, ids) }) {
                    openCount -= 1
                    recorder.evaluated(h(rules.procUnsolicited), node: c.sender)
                    answered(request, at: c.timestampNanoseconds, rules, &recorder, frames: c.frames)
                } else if c.timestampNanoseconds - a.firstTime < timeout {
                    recorder.inconclusive(h(rules.procUnsolicited), node: c.sender,
                                          reason: "an outcome within the response timeout of the capture's first message on its association: its request may predate the capture")
                } else if a.requestsLetGo > 0 {
                    recorder.inconclusive(h(rules.procUnsolicited), node: c.sender,
                                          reason: "more than \(Self.maximumOpenPerAssociation) requests were open on the association: the oldest were let go, and this outcome may answer one of them")
                } else {
                    recorder.evaluated(h(rules.procUnsolicited), node: c.sender)
                    let idText = ids.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
                    recorder.violation(h(rules.procUnsolicited), node: c.sender, Violation(
                        "\(m.messageName) (procedure code \(m.procedureCode)\(idText.isEmpty ? "" : ", " + idText)) answers no open request",
                        frames: c.frames, fieldPath: "\(result.proto.fieldPrefix).procedureCode", expected: "an open \(m.procedureCode) request", actual: "none"))
                }
            }
        }
    }

    private func answered(_ request: Open, at time: Int64, _ rules: APRuleSet, _ recorder: inout RuleRecorder, frames: [Int]) {
        let h = h(rules.procResponse)
        // A request judged when the clock passed its timeout is not judged again.
        if !request.pastTimeout { recorder.evaluated(h, node: request.receiver) }
        let delay = time - request.time
        recorder.measure(h, node: request.receiver, "response time", Double(delay) / 1e6, unit: "ms")
        if delay > timeout && !request.pastTimeout {
            recorder.violation(h, node: request.receiver, Violation(
                "\(request.name) answered after \(delay / 1_000_000) ms (timeout \(timeout / 1_000_000) ms)",
                frames: request.frames + frames, fieldPath: "", expected: "≤ \(timeout / 1_000_000) ms", actual: "\(delay / 1_000_000) ms"))
        }
    }

    private func abstractSyntax(_ c: EventContext, _ result: APDecodeResult, _ rules: APRuleSet, _ recorder: inout RuleRecorder) {
        for rule in rules.codecSpecs { recorder.evaluated(h(rule), node: c.sender) }
        for (index, f) in result.findings.enumerated() {
            guard let rule = rules.codecSpecs.first(where: { $0.id == f.id }) else { continue }
            if c.truncated && rule.id == rules.asDecode.id {
                recorder.inconclusive(h(rule), node: c.sender, reason: "PDU cut by the capture's snap length")
                continue
            }
            var judgedBy: String?
            if rule.id == rules.critUnknown.id, let (key, unassigned) = Self.unknownKey(result, index) {
                // a key the schema lacks here may be one of the sender's later version, whose
                // sender is not in error (clause 10.3.4 asks the reaction of a receiver that does
                // not comprehend it): judged against the version its device profile declares
                let declared = APPeerVersion.declaration(result.proto, recorder.node(c.sender).device)
                switch APPeerVersion.judgement(of: key, unassigned: unassigned, result.proto, declared: declared) {
                case .undecided(let reason):
                    recorder.inconclusive(h(rule), node: c.sender, reason: reason)
                    continue
                case .notComprehended(let basis):
                    judgedBy = basis.map { " (\($0), whose object sets do not have it)" }
                }
            }
            guard recorder.wantsFinding(h(rule), node: c.sender) else {
                recorder.violation(h(rule), node: c.sender, Violation(f.message, frames: c.frames, severity: f.severity))
                continue
            }
            recorder.violation(h(rule), node: c.sender, Violation(
                "PDU bit \(f.bitOffset - result.baseBitOffset) (byte \((f.bitOffset - result.baseBitOffset) / 8)): \(f.message)\(judgedBy ?? "")",
                frames: c.frames, fieldPath: f.fieldPath, severity: f.severity))
        }
    }

    /// The unknown key of the finding at `index`, and whether the schema lacks it everywhere.
    private static func unknownKey(_ result: APDecodeResult, _ index: Int) -> (ProtocolIEAbstractSyntaxChecks.UnknownKey, Bool)? {
        if let key = result.unassignedKeys.first(where: { $0.findingIndex == index }) { return (key, true) }
        if let key = result.outOfPlaceKeys.first(where: { $0.findingIndex == index }) { return (key, false) }
        return nil
    }

    /// Capture time of every frame: a request not answered when the capture (any traffic) has
    /// gone on past its timeout is a violation then, not only at the end of the capture (`check
    /// --follow` prints it then). It stays open, so a late outcome still answers it.
    func advanceClock(to t: Int64, _ recorder: inout RuleRecorder) {
        lastTime = max(lastTime, t)
        while let top = deadlines.first, lastTime.subtractingSaturating(top.time) > timeout {
            deadlines.pop()
            // An entry outlives its request (answered) or its association (flushed).
            guard let k = keyOfSerial[top.owner], let index = associations.index(forKey: k) else { continue }
            let next: Int64? = associations.modifyValue(at: index) { a in
                a.deadlineQueued = false
                while let r = a.open.firstPending() {
                    guard lastTime.subtractingSaturating(r.time) > timeout else { return r.time }
                    judgeOpen(r, a.proto, &recorder, reason: "")
                    a.open.markPastTimeout()
                }
                return nil
            }
            if let next {
                deadlines.push(Deadline(time: next, owner: top.owner))
                associations.modifyValue(at: index) { $0.deadlineQueued = true }
            }
        }
    }

    /// An association let go leaves its queued entry until its time comes: when such entries
    /// outnumber the live associations, the queue is made again from these (one entry each, at
    /// its oldest request not yet judged), so it stays within twice their number (amortized O(1)).
    private func compactDeadlines() {
        guard deadlines.count > 2 * associations.count + 64 else { return }
        deadlines.removeAll()
        for k in Array(associations.keys) {
            guard let index = associations.index(forKey: k) else { continue }
            associations.modifyValue(at: index) { a in
                a.deadlineQueued = false
                if let r = a.open.firstPending() {
                    deadlines.push(Deadline(time: r.time, owner: a.serial))
                    a.deadlineQueued = true
                }
            }
        }
    }

    /// Requests open past the timeout are judged when the clock passes it
    /// (``advanceClock(to:_:)``); at the end, a younger one is INCONCLUSIVE.
    private func flush(_ a: Association, _ recorder: inout RuleRecorder, reason: String) {
        a.open.forEach { judgeOpen($0, a.proto, &recorder, reason: reason) }
        openCount -= a.open.count
    }

    /// A request let go unanswered: a violation once the capture ran past its timeout, else
    /// INCONCLUSIVE with `reason`.
    private func judgeOpen(_ o: Open, _ proto: APProtocol, _ recorder: inout RuleRecorder, reason: String) {
        if o.pastTimeout { return }
        let rules = APRuleRegistry.rules(proto)
        let age = lastTime - o.time
        if age > timeout {
            recorder.evaluated(h(rules.procResponse), node: o.receiver)
            recorder.violation(h(rules.procResponse), node: o.receiver, Violation(
                "\(o.name) not answered within \(timeout / 1_000_000) ms",
                frames: o.frames, fieldPath: "\(proto.fieldPrefix).procedureCode", expected: "successful or unsuccessful outcome", actual: "none"))
        } else {
            recorder.inconclusive(h(rules.procResponse), node: o.receiver, reason: reason)
        }
    }

    /// Every association's open requests judged, associations in a fixed order (their ends'
    /// addresses), never in the order a `Dictionary` lists them.
    private func flushAll(_ recorder: inout RuleRecorder, reason: String) {
        for (_, a) in associations.entries.sorted(by: { F1APChecker.order($0.key) < F1APChecker.order($1.key) }) {
            flush(a, &recorder, reason: reason)
        }
        associations.removeAll()
        openCount = 0
        deadlines.removeAll()
        keyOfSerial.removeAll()
    }

    func finish(_ recorder: inout RuleRecorder) {
        flushAll(&recorder, reason: "the capture ended less than the response timeout after the request")
        for p in APProtocol.allCases where !seen.contains(p) {
            for rule in APRuleRegistry.rules(p).specs {
                recorder.skip(h(rule), reason: "no \(p.displayName) traffic in the capture (SCTP PPID \(p.sctpPPID))")
            }
        }
    }

    func discontinuity(_ recorder: inout RuleRecorder) {
        flushAll(&recorder, reason: "the recording ended less than the response timeout after the request")
    }

    /// Signalling pauses for seconds, and files of one recording (a ring buffer's) can part
    /// anywhere: a gap no longer than the response timeout continues the procedures, as for
    /// F1AP; a longer one, or time running backwards, starts a new recording.
    func discontinuity(_ recorder: inout RuleRecorder, gapNanoseconds: Int64?) {
        if let gap = gapNanoseconds, gap <= timeout { return }
        discontinuity(&recorder)
    }

    var openState: OpenStateCounters { OpenStateCounters(entries: openCount, evicted: evicted) }
}
