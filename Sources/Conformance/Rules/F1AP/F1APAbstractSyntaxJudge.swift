import F1AP
import WireCore

/// The F1AP abstract-syntax family (TS 38.473 clause 10): the codec's findings under their
/// ``F1APRuleRegistry`` rows, mandatory IEs judged against the sender's release
/// (``F1APMandatoryIEHistory``), a truncated PDU inconclusive.
final class F1APAbstractSyntaxJudge {
    static let specs: [RuleSpec] = [
        F1APRules.asDecode, F1APRules.ieMandatory, F1APRules.ieDuplicate, F1APRules.ieOrder, F1APRules.ieCrit, F1APRules.critUnknown,
        F1APRules.onePDU,
    ]

    // `@exclusivity(unchecked)`: read per PDU on the checking thread only, never while changed
    // (it changes in `prepare`); the run-time check would cost a call per PDU.
    @exclusivity(unchecked) private var h = F1APRuleHandles()
    /// The handles of ``specs``, in order: each is evaluated once per PDU.
    private var codecHandles: [Int] = []

    func prepare(_ recorder: inout RuleRecorder) {
        h.prepare(Self.specs, &recorder)
        codecHandles = Self.specs.map { h[$0] }
    }

    private func handle(_ rule: RuleSpec) -> Int { h[rule] }

    /// The release each node works to: what unknown IEs and mandatory IEs are judged by.
    // `@exclusivity(unchecked)`: read per PDU on the checking thread only, no access overlapping
    // another (the run-time check cost a call per PDU)
    @exclusivity(unchecked) private var releases = F1APPeerReleases()

    /// The held TS 38.473 version a node is judged by for presence (``F1APMandatoryIEHistory``),
    /// with what it rests on: the device profile's `f1ap.version`, else its `f1ap.release`, else
    /// the release the node signalled in F1 Setup; nil when none is known.
    private func judgedVersion(_ node: Int, _ recorder: inout RuleRecorder) -> (F1APSpecVersion, String)? {
        guard let known = releases.release(of: node, &recorder) else { return nil }
        let held = known.version.map(F1APMandatoryIEHistory.heldVersion(forVersion:)) ?? F1APMandatoryIEHistory.heldVersion(forRelease: known.release)
        return (held, "the sender \(known.basis)")
    }

    /// Every F1AP PDU, decoded or not.
    func observe(_ c: EventContext, _ result: F1APDecodeResult, _ recorder: inout RuleRecorder) {
        let node = c.sender
        let frames = c.frames
        func violation(_ rule: RuleSpec, _ text: @autoclosure () -> String, node: Int = node, frames: [Int] = frames, path: String = "", expected: @autoclosure () -> String? = nil, actual: @autoclosure () -> String? = nil, severity: Finding.Severity? = nil, measurement: Measurement? = nil) {
            recorder.violation(handle(rule), node: node, severity: severity) {
                Violation(text(), frames: frames, fieldPath: path, expected: expected(), actual: actual(), severity: severity, measurement: measurement)
            }
        }
        func evaluated(_ rule: RuleSpec, node: Int = node) { recorder.evaluated(handle(rule), node: node) }

        if let m = result.message { releases.note(m, sender: node) }
        // Codec findings (abstract syntax, trailing octets).
        for handle in codecHandles { recorder.evaluated(handle, node: node) }
        for (index, f) in result.findings.enumerated() {
            // The codec names each finding's rule (its registry row).
            let id = f.id
            guard let rule = Self.specs.first(where: { $0.id == id }) else { continue }
            if c.truncated && id == F1APRules.asDecode.id {
                recorder.inconclusive(handle(rule), node: node, reason: "frame cut by the snap length: the PDU is not all in the capture")
                continue
            }
            // located: the finding carries the frames and the dotted ASN.1 path; the text adds the
            // bit offset within the F1AP PDU.
            var text = "PDU bit \(f.bitOffset - result.baseBitOffset): \(f.message)"
            var severity = f.severity
            if id == F1APRules.critUnknown.id, let key = result.notInObjectSets.first(where: { $0.findingIndex == index }) {
                // TS 38.473 §10.3.4 judged against the sender's release: an IE or procedure of a
                // later release than the schema's is not an error of its sender.
                switch releases.judgement(of: key, for: node, role: "sender", &recorder) {
                case .undecided(let reason):
                    recorder.inconclusive(handle(rule), node: node, reason: reason)
                    continue
                case .notComprehended(let basis?):
                    text += " (\(basis), whose object sets do not have it)"
                case .notComprehended(nil):
                    break
                }
            }
            if id == F1APRules.ieMandatory.id, let missing = result.missingMandatoryIEs.first(where: { $0.findingIndex == index }),
               let history = F1APMandatoryIEHistory.entry(setName: missing.setName, ieID: missing.ieID) {
                // TS 38.473 §10.3.5 judged against the sender's release: an IE a later version
                // made mandatory is not required from a peer of an earlier one.
                if let (held, basis) = judgedVersion(node, &recorder) {
                    if held < history.since {
                        recorder.measure(handle(rule), node: node, "mandatory IEs of later releases not sent", 1, unit: "")
                        continue
                    }
                    text += " (mandatory since TS 38.473 \(history.since); \(basis))"
                } else {
                    text += " (mandatory since TS 38.473 \(history.since), \(history.absentBefore ? "absent" : "not mandatory") in \(history.lastNotMandatory); the sender's release is not known: declare f1ap.release or f1ap.version in its device profile)"
                    if missing.criticality == "ignore" { severity = .warning }
                }
            }
            violation(rule, text, path: f.fieldPath, severity: severity)
        }
    }
}
