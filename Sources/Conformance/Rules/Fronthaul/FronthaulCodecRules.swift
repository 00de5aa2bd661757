import Fronthaul
import Profiles
import WireCore

/// The per-message fronthaul rules (eCPRI, C-plane, section extension and U-plane) that the codec
/// evaluates while decoding (message-local findings under the rule ids), mapped to rule results:
/// each finding is a violation of its rule for the sending node; the evaluated count is the number
/// of messages of the kind the rule looks at.
final class FronthaulCodecRules: RuleChecker {
    /// Which messages a rule is evaluated on.
    enum Scope: Hashable {
        case ecpri, roe, owd, cPlane, cPlaneTypes([UInt8]), cPlaneWithExtensions, dlCPlaneData, uPlane
    }

    /// The codec registry rows this checker judges, with the messages each is evaluated on.
    static let entries: [(spec: RuleSpec, scope: Scope)] = [
        (FronthaulRuleRegistry.ecpriRevision, .ecpri),
        (FronthaulRuleRegistry.ecpriReserved, .ecpri),
        (FronthaulRuleRegistry.ecpriPayloadFits, .ecpri),
        (FronthaulRuleRegistry.ecpriNoTrailingBytes, .ecpri),
        (FronthaulRuleRegistry.roeLength, .roe),
        (FronthaulRuleRegistry.ecpriMessageType, .ecpri),
        (FronthaulRuleRegistry.ecpriMinimumPayload, .ecpri),
        (FronthaulRuleRegistry.ecpriConcatenation, .ecpri),
        (FronthaulRuleRegistry.oneWayDelayTimestamp, .owd),
        (FronthaulRuleRegistry.oneWayDelayCompensation, .owd),
        (FronthaulRuleRegistry.cPlaneNotFragmented, .cPlane),
        (FronthaulRuleRegistry.uPlaneFragmentation, .uPlane),
        (FronthaulRuleRegistry.cPlaneVersion, .cPlane),
        (FronthaulRuleRegistry.cPlaneTime, .cPlane),
        (FronthaulRuleRegistry.cPlaneSectionType, .cPlane),
        (FronthaulRuleRegistry.cPlaneSectionCount, .cPlane),
        (FronthaulRuleRegistry.cPlaneDirection, .cPlane),
        (FronthaulRuleRegistry.cPlaneFilterIndex, .cPlane),
        (FronthaulRuleRegistry.cPlaneDownlinkCompression, .dlCPlaneData),
        (FronthaulRuleRegistry.cPlaneReserved, .cPlane),
        (FronthaulRuleRegistry.sectionType3FrameStructure, .cPlaneTypes([3])),
        (FronthaulRuleRegistry.sectionType10Symbols, .cPlaneTypes([10])),
        (FronthaulRuleRegistry.sectionType4Commands, .cPlaneTypes([4])),
        (FronthaulRuleRegistry.sectionType7Fields, .cPlaneTypes([7])),
        (FronthaulRuleRegistry.sectionType9SINR, .cPlaneTypes([9])),
        (FronthaulRuleRegistry.sectionPRBsInCarrier, .cPlane),
        // Judged within one C-plane message (sections of several messages are not compared).
        (FronthaulRuleRegistry.sectionOverlap, .cPlaneTypes([1, 3, 5])),
        (FronthaulRuleRegistry.sectionSymbols, .cPlane),
        (FronthaulRuleRegistry.sectionREMask, .cPlaneTypes([1, 3, 5])),
        (FronthaulRuleRegistry.sectionUnscheduledUE, .cPlaneTypes([5, 6])),
        (FronthaulRuleRegistry.sectionType6, .cPlaneTypes([6])),
        (FronthaulRuleRegistry.extensionLengthNotZero, .cPlaneWithExtensions),
        (FronthaulRuleRegistry.extensionLength, .cPlaneWithExtensions),
        (FronthaulRuleRegistry.extensionAllowed, .cPlaneWithExtensions),
        (FronthaulRuleRegistry.extensionKnown, .cPlaneWithExtensions),
        (FronthaulRuleRegistry.extensionChainEnds, .cPlaneWithExtensions),
        (FronthaulRuleRegistry.extension5Length, .cPlaneWithExtensions),
        (FronthaulRuleRegistry.extension6RBG, .cPlaneWithExtensions),
        (FronthaulRuleRegistry.extension10BeamGroup, .cPlaneWithExtensions),
        (FronthaulRuleRegistry.extension11Bundles, .cPlaneWithExtensions),
        (FronthaulRuleRegistry.extension21ChannelInfo, .cPlaneWithExtensions),
        (FronthaulRuleRegistry.extension24Entries, .cPlaneWithExtensions),
        (FronthaulRuleRegistry.uPlaneVersion, .uPlane),
        (FronthaulRuleRegistry.uPlaneTime, .uPlane),
        (FronthaulRuleRegistry.uPlanePRBsInCarrier, .uPlane),
        (FronthaulRuleRegistry.uPlaneLayout, .uPlane),
        (FronthaulRuleRegistry.uPlaneCompressionHeader, .uPlane),
        (FronthaulRuleRegistry.uPlaneCompressionLength, .uPlane),
        (FronthaulRuleRegistry.uPlaneSReSMask2, .uPlane),
        (FronthaulRuleRegistry.bfpParameter, .uPlane),
    ]

    var specs: [RuleSpec] { Self.entries.map(\.spec) }
    var subscriptions: EventKinds { [.fronthaul] }

    private var handles: [RuleID: Int] = [:]
    /// The handle of each selected codec rule, by id (after ``prepare(_:)``; never changes after):
    /// where a PDU is decoded, its findings are mapped to these (``FronthaulPDUFacts``).
    var ruleHandles: [RuleID: Int] { handles }
    // `@exclusivity(unchecked)` below: the checking thread alone runs this checker, and no access
    // to these properties overlaps another (each is read or changed in place by one call at a
    // time); the run-time check cost a call per fronthaul message for each.
    @exclusivity(unchecked) private var scopes: [Int: Scope] = [:]
    /// FH-CP-DIR's handle, resolved once (judged on every PDU by ``checkSenderRole``).
    @exclusivity(unchecked) private var directionHandle = RuleRecorder.unselected
    /// FH-ECPRI-FIT's and FH-ROE-LENGTH's handles: the decoder compares the payload size with
    /// the octets captured, so in a frame cut by the snap length their findings say nothing about
    /// the sender.
    @exclusivity(unchecked) private var fitHandle = RuleRecorder.unselected
    @exclusivity(unchecked) private var roeLengthHandle = RuleRecorder.unselected
    /// FH-SEQ-UPFRAG's handle: not a violation of a sender that declares the feature.
    @exclusivity(unchecked) private var piecesHandle = RuleRecorder.unselected

    /// Per-node message counters, flushed as evaluated counts at the end.
    struct Counters {
        var ecpri = 0, roe = 0, owd = 0, cPlane = 0, cPlaneExt = 0, dlData = 0, uPlane = 0
        var bySectionType = SIMD16<Int>()
    }
    @exclusivity(unchecked) var counters: [Counters] = []

    func prepare(_ recorder: inout RuleRecorder) {
        for entry in Self.entries {
            let h = recorder.handle(entry.spec.id)
            guard h >= 0 else { continue }
            handles[entry.spec.id] = h
            scopes[h] = entry.scope
        }
        directionHandle = handles[FronthaulRuleRegistry.cPlaneDirection.id] ?? RuleRecorder.unselected
        fitHandle = handles[FronthaulRuleRegistry.ecpriPayloadFits.id] ?? RuleRecorder.unselected
        roeLengthHandle = handles[FronthaulRuleRegistry.roeLength.id] ?? RuleRecorder.unselected
        piecesHandle = handles[FronthaulRuleRegistry.uPlaneFragmentation.id] ?? RuleRecorder.unselected
    }

    /// A finding that compares a length with the octets captured, in a frame cut by the snap
    /// length (the capture keeps the frame's original length): the octets are missing, not
    /// wrong, so the rule cannot be judged on it (eCPRI v2.0 §3.1.3.1.4 sizes the payload of
    /// the frame sent, not of the part captured).
    private func isCutArtifact(_ handle: Int, _ event: Event) -> Bool {
        (handle == fitHandle || handle == roeLengthHandle) && event.context.truncated
    }

    /// FH-SEQ-UPFRAG of a sender whose device declares radio-transport fragmentation (O-RAN.WG4.CUS
    /// §5.5.3; `fronthaul.transportFragmentation`): the feature in use is what it declared. A
    /// message sent whole with E = 0 is no use of it (its E bit stays 0: reassembled messages
    /// carry E = 1).
    private func isDeclaredPieces(_ handle: Int, _ node: Int, _ recorder: inout RuleRecorder, _ result: FronthaulDecodeResult) -> Bool {
        guard handle == piecesHandle, recorder.node(node).device?.fronthaul?.transportFragmentation == true else { return false }
        if case .uPlane(let transport, _)? = result.messages.first?.body, !transport.eBit, transport.subsequenceId == 0 { return false }
        return true
    }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard case .fronthaul(let result) = event.payload else { return }
        let node = event.context.sender
        // The PDU's facts come from where it was decoded (a decode worker, or the checking stage):
        // only they are replayed here, the messages are not walked again.
        let facts = event.fronthaulFacts ?? FronthaulPDUFacts(result, judgesBFP: false, codecRules: handles)
        if counters.count <= node { counters.append(contentsOf: repeatElement(Counters(), count: node + 1 - counters.count)) }
        // over IEEE 1914.3 (O-RAN.WG4.CUS §5.1.3.3) the eCPRI header rules do not look, FH-ROE-LENGTH does
        if result.roe != nil { counters[node].roe += 1 } else { counters[node].ecpri += 1 }
        counters[node].cPlane += Int(facts.cPlane)
        counters[node].uPlane += Int(facts.uPlane)
        counters[node].owd += Int(facts.oneWayDelay)
        if facts.cPlane > 0 {
            counters[node].cPlaneExt += Int(facts.cPlaneWithExtensions)
            counters[node].dlData += Int(facts.dlCPlaneData)
            counters[node].bySectionType &+= SIMD16<Int>(truncatingIfNeeded: facts.sectionTypes)
        }
        checkSenderRole(result, facts, event, &recorder)
        guard !facts.clean else { return }
        var errorCovered = false
        if let mapped = facts.codecViolations {
            // Mapped where the PDU was decoded: only the recording is left (the findings are read
            // only for the text of a finding the recorder still keeps).
            for i in 0..<mapped.count {
                let entry = mapped[i], h = Int(entry.handle)
                if isDeclaredPieces(h, node, &recorder, result) { continue }
                if isCutArtifact(h, event) {
                    recorder.inconclusive(h, node: node, reason: result.roe != nil ? "frame cut by the snap length: the RoE payload is not all in the capture" : "frame cut by the snap length: the eCPRI payload is not all in the capture")
                } else if recorder.wantsFinding(h, node: node) {
                    let finding = result.findings[Int(entry.finding)]
                    recorder.violation(h, node: node, Violation(finding.message, frames: event.context.frames, fieldPath: finding.fieldPath,
                                                                severity: entry.severity))
                } else {
                    recorder.countViolation(h, node: node, severity: entry.severity)
                }
            }
            if facts.decodingStopped { recordError(result, covered: mapped.errorCovered, event, &recorder) }
            return
        }
        // One violation per rule per eCPRI PDU: a field out of range can trip several codec checks
        // of the same rule (numSymbol 15 is both outside 1…14 and past the slot end).
        var violated: [RuleID] = []
        let findings = result.findings
        if !findings.isEmpty { violated.reserveCapacity(findings.count) }
        for i in findings.indices {
            let id = findings[i].id, severity = findings[i].severity
            guard let h = handles[id] else { continue }
            if severity == .error { errorCovered = true }
            if violated.contains(id) || isDeclaredPieces(h, node, &recorder, result) { continue }
            violated.append(id)
            // The finding's text is rendered only while the recorder still keeps findings for
            // this rule and node (a rule broken by every message counts the rest).
            if isCutArtifact(h, event) {
                recorder.inconclusive(h, node: node, reason: result.roe != nil ? "frame cut by the snap length: the RoE payload is not all in the capture" : "frame cut by the snap length: the eCPRI payload is not all in the capture")
            } else if recorder.wantsFinding(h, node: node) {
                recorder.violation(h, node: node, Violation(findings[i].message, frames: event.context.frames, fieldPath: findings[i].fieldPath,
                                                            severity: severity))
            } else {
                recorder.countViolation(h, node: node, severity: severity)
            }
        }
        recordError(result, covered: errorCovered, event, &recorder)
    }

    /// The rule a decoding error breaks, unless an error finding of the PDU already covers it.
    private func recordError(_ result: FronthaulDecodeResult, covered: Bool, _ event: Event, _ recorder: inout RuleRecorder) {
        guard !covered, let error = result.error else { return }
        // The decoder names the structure rule its failure breaks.
        guard let id = error.rule, let h = handles[id] else { return }
        let node = event.context.sender
        if event.context.truncated {
            recorder.inconclusive(h, node: node, reason: "frame cut by the snap length: the message is not all in the capture")
        } else if error.code == .unsupported {
            recorder.inconclusive(h, node: node, reason: error.reason)
        } else {
            recorder.violation(h, node: node, Violation(error.reason, frames: event.context.frames, fieldPath: error.fieldPath, severity: .error))
        }
    }

    /// FH-CP-DIR, sender half (O-RAN.WG4.CUS §7.4): ST8, ST9 and ST10 come from the O-RU,
    /// ST0/1/3/4/5/6/11 from the O-DU. Judged only for nodes the testbed declares: a role inferred
    /// from traffic (every C-plane sender is taken for an O-DU) cannot tell.
    private func checkSenderRole(_ result: FronthaulDecodeResult, _ facts: FronthaulPDUFacts, _ event: Event, _ recorder: inout RuleRecorder) {
        // One violation per PDU: a message already reported for its direction is not judged again.
        let h = directionHandle
        guard h >= 0 else { return }
        let node = event.context.sender
        // Only declared nodes (read in place: no copy of the node's profile per PDU).
        guard let role = recorder.declaredRole(node), role == .oDU || role == .oRU else { return }
        // The first C-plane message, in PDU order, that the other role sends.
        let sectionType = role == .oDU ? facts.firstORUSectionType : facts.firstODUSectionType
        guard sectionType != FronthaulPDUFacts.none else { return }
        let direction = FronthaulRuleRegistry.cPlaneDirection.id
        guard !result.findings.contains(where: { $0.id == direction }) else { return }
        let expected: NodeRole = role == .oDU ? .oRU : .oDU
        recorder.violation(h, node: node, Violation("section type \(sectionType) sent by the \(role.displayName) \(recorder.node(node).name)", frames: event.context.frames,
                                                    fieldPath: "oran_fh_cus.sectionType", expected: "from the \(expected.displayName)", actual: "from the \(role.displayName)"))
    }

    func finish(_ recorder: inout RuleRecorder) {
        for (node, c) in counters.enumerated() {
            for (h, scope) in scopes {
                let n: Int
                switch scope {
                case .ecpri: n = c.ecpri
                case .roe: n = c.roe
                case .owd: n = c.owd
                case .cPlane: n = c.cPlane
                case .cPlaneTypes(let types): n = types.reduce(0) { $0 + c.bySectionType[Int($1)] }
                case .cPlaneWithExtensions: n = c.cPlaneExt
                case .dlCPlaneData: n = c.dlData
                case .uPlane: n = c.uPlane
                }
                if n > 0 { recorder.evaluated(h, node: node, count: n) }
            }
        }
    }
}
