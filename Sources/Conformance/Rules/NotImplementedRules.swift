import WireCore

/// Rules of the digests (fronthaul digest §7.1–7.5, F1AP digest §3) that no checker judges yet,
/// and rule ids a suite includes by name that the catalogue does not know: each is reported
/// SKIP "not implemented: <reason>" rather than silently left out of the results.
final class NotImplementedRules: RuleChecker {
    /// A digest rule without a checker and why.
    struct Placeholder {
        var id: String
        var title: String
        var clause: String
        var area: RuleArea
        var reason: String
    }

    /// Digest rules no checker implements yet, with the reason (what a judgement would need).
    static let placeholders: [Placeholder] = [
        Placeholder(id: "F1-REL-AWARE", title: "Peer release derived from RRC Version", clause: "F1AP digest §3.4 (harness policy)", area: .f1ap,
                    reason: "one schema release is used for every peer"),
        Placeholder(id: "F1-RRC-SRB", title: "RRC MESSAGE TRANSFER SRB ID is set up for the UE", clause: "F1AP digest §3.3; TS 38.473 §8.4.2, §8.4.3", area: .f1ap,
                    reason: "per-UE SRB tracking is not built"),
        Placeholder(id: "FH-UP-BFP-MIN", title: "BFP exponent is minimal", clause: "fronthaul digest §7.4; CUS Annex A.1", area: .fronthaul,
                    reason: "not built yet"),
        Placeholder(id: "FH-CS-OVERLAP", title: "Sections of one eAxC, slot and symbol do not overlap", clause: "fronthaul digest §7.2", area: .fronthaul,
                    reason: "not built yet"),
        Placeholder(id: "FH-XP-ORDER", title: "DL C-plane for a symbol before its DL U-plane", clause: "fronthaul digest §7.5", area: .fronthaul,
                    reason: "not built yet"),
        Placeholder(id: "F1-IE-COND", title: "Conditional IEs follow their condition", clause: "F1AP digest §3.4; TS 38.473 clause 9", area: .f1ap,
                    reason: "the schema marks 9 IEs PRESENCE conditional (UE CONTEXT SETUP REQUEST gNB-DU UE AMBR UL, UE CONTEXT RELEASE COMMAND SRB ID, RESOURCE STATUS REQUEST gNB-DU Measurement ID and Report Characteristics, and periodicity IEs of the positioning, E-CID and PDC measurement requests), but their conditions are clause 9 table notes that neither the ASN.1 modules nor the F1AP digest state; no table is written without that text"),
        Placeholder(id: "F1-INITUL-DUCU", title: "INITIAL UL RRC MESSAGE TRANSFER carries DU to CU RRC Container", clause: "F1AP digest §3.3; TS 38.473 §8.4.1", area: .f1ap,
                    reason: "not built yet"),
        Placeholder(id: "F1-RRCDELIV", title: "RRC DELIVERY REPORT follows a delivery status request", clause: "F1AP digest §3.3; TS 38.473 §8.4.4", area: .f1ap,
                    reason: "not built yet"),
        Placeholder(id: "F1-UECTX-RELEASE-FLOW", title: "UE CONTEXT RELEASE REQUEST followed by RELEASE COMMAND", clause: "F1AP digest §3.3; TS 38.473 §8.3.2", area: .f1ap,
                    reason: "not built yet"),
        Placeholder(id: "F1-UECTX-DRB", title: "Response DRB lists match the requested DRBs", clause: "F1AP digest §3.3; TS 38.473 §8.3.1", area: .f1ap,
                    reason: "not built yet"),
    ]

    private var definitions: [RuleDefinition] = []
    private var reasons: [String] = []
    private var handles: [Int] = []

    /// - Parameters:
    ///   - implemented: ids of the rules real checkers report (placeholders for them are dropped).
    ///   - suite: exact ids it includes that no checker knows become placeholders too.
    init(implemented: Set<String>, suite: SuiteProfile?) {
        var known = implemented
        for p in Self.placeholders where known.insert(p.id).inserted {
            definitions.append(RuleDefinition(p.id, p.title, clause: p.clause, status: .optional, area: p.area))
            reasons.append("not implemented: \(p.reason)")
        }
        let custom = Set(suite?.custom.map(\.id) ?? [])
        for pattern in suite?.include ?? [] where !pattern.isGlob && !custom.contains(pattern.text) && known.insert(pattern.text).inserted {
            let area: RuleArea = pattern.text.hasPrefix("F1-") ? .f1ap : pattern.text.hasPrefix("FH-") ? .fronthaul : .testbed
            definitions.append(RuleDefinition(pattern.text, "Rule named by suite \(suite?.name ?? "")", clause: "unknown rule id", status: .optional, area: area))
            reasons.append("not implemented: no checker for rule id '\(pattern.text)' in this version")
        }
    }

    var rules: [RuleDefinition] { definitions }
    var wantsFronthaul: Bool { false }
    var wantsF1AP: Bool { false }

    func prepare(_ recorder: inout RuleRecorder) {
        handles = definitions.map { recorder.handle($0.id) }
    }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {}

    func finish(_ recorder: inout RuleRecorder) {
        for (handle, reason) in zip(handles, reasons) { recorder.skip(handle, reason: reason) }
    }
}
