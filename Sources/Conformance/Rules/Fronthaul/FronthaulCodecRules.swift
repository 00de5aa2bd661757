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
        case ecpri, owd, cPlane, cPlaneTypes([UInt8]), cPlaneWithExtensions, dlCPlaneData, uPlane
    }

    struct Entry {
        var rule: RuleDefinition
        var scope: Scope
    }

    static func e(_ id: String, _ title: String, _ clause: String, _ sev: Finding.Severity, _ scope: Scope) -> Entry {
        Entry(rule: RuleDefinition(id, title, clause: clause, status: sev == .error ? .mandatory : .optional, severity: sev, area: .fronthaul), scope: scope)
    }

    /// Rule ids the codec reports, with their O-RAN.WG4.CUS / eCPRI v2.0 clauses.
    static let entries: [Entry] = [
        e("FH-ECPRI-REV", "ecpriRevision is 1", "eCPRI v2.0 §3.1.3.1.1", .error, .ecpri),
        e("FH-ECPRI-RSVD", "eCPRI common-header reserved bits are 0", "eCPRI v2.0 §3.1.3.1", .warning, .ecpri),
        e("FH-ECPRI-FIT", "4 + payloadSize fits in the bytes available", "eCPRI v2.0 §3.1.3.1.4", .error, .ecpri),
        e("FH-ECPRI-EXACT", "Only Ethernet minimum-frame padding follows the eCPRI payload", "eCPRI v2.0 §3.1.3.1.4; O-RAN.WG4.CUS §5.1.3", .error, .ecpri),
        e("FH-ECPRI-TYPE", "eCPRI message type is 0, 2, 5 or vendor-specific", "eCPRI v2.0 §3.2.4; O-RAN.WG4.CUS §5.1.3", .warning, .ecpri),
        e("FH-ECPRI-MIN", "Payload meets the per-type minimum", "eCPRI v2.0 §3.2.4", .error, .ecpri),
        e("FH-ECPRI-CONCAT", "Concatenated messages are 4-byte aligned and the last has C=0", "eCPRI v2.0 §3.1.3.1.2", .error, .ecpri),
        e("FH-OWD-TS", "One-way delay timestamp is 0 for action types 1, 3, 4", "eCPRI v2.0 §3.2.4.6", .warning, .owd),
        e("FH-OWD-COMP", "One-way delay compensation is 0 for action types other than 0, 2, 5", "eCPRI v2.0 §3.2.4.6", .warning, .owd),
        e("FH-SEQ-CPFRAG", "C-plane is not radio-transport fragmented (E=1, subsequence 0)", "O-RAN.WG4.CUS §5.1.3.1.7", .error, .cPlane),
        e("FH-SEQ-UPFRAG", "U-plane radio-transport fragmentation only when enabled", "O-RAN.WG4.CUS §5.1.3.1.7", .warning, .uPlane),
        e("FH-CP-VER", "C-plane payloadVersion is 1", "O-RAN.WG4.CUS §7.5.2.2", .error, .cPlane),
        e("FH-CP-TIME", "C-plane subframe, slot and start symbol in range", "O-RAN.WG4.CUS §7.5.2.4–7.5.2.7", .error, .cPlane),
        e("FH-CP-STYPE", "Section type is defined (2 and ≥12 reserved)", "O-RAN.WG4.CUS §7.5.2.9", .error, .cPlane),
        e("FH-CP-NSEC", "numberOfSections matches the sections present; nothing but padding follows", "O-RAN.WG4.CUS §7.5.2.8", .error, .cPlane),
        e("FH-CP-DIR", "Section types 8/9/10 only from the O-RU in UL; others from the O-DU", "O-RAN.WG4.CUS §7.4", .warning, .cPlane),
        e("FH-CP-FILTER", "filterIndex is not reserved and fits the section type", "O-RAN.WG4.CUS §7.5.2.3", .warning, .cPlane),
        e("FH-CP-UDCOMP-DL", "DL section type 1/3/5 udCompHdr is 0", "O-RAN.WG4.CUS §7.5.2.10", .warning, .dlCPlaneData),
        e("FH-CP-RSVD", "C-plane reserved fields and bits are 0", "O-RAN.WG4.CUS §7.5.2", .warning, .cPlane),
        e("FH-CP-ST3-FS", "Section type 3 frameStructure valid for the CUS version; timeOffset and cpLength fit", "O-RAN.WG4.CUS §7.5.2.13", .error, .cPlaneTypes([3])),
        e("FH-CP-ST10", "Section type 10 covers symbols 0–13", "O-RAN.WG4.CUS §7.4.4.10", .warning, .cPlaneTypes([10])),
        e("FH-CP-ST4", "Section type 4 commands well formed", "O-RAN.WG4.CUS §7.4.4.4", .error, .cPlaneTypes([4])),
        e("FH-CP-ST7", "Section type 7 laaMsgType and MCOT in range", "O-RAN.WG4.CUS §7.4.4.7", .error, .cPlaneTypes([7])),
        e("FH-CP-ST9", "Section type 9 numSinrPerPrb code ≤ 5", "O-RAN.WG4.CUS §7.4.4.9", .warning, .cPlaneTypes([9])),
        e("FH-CS-PRB", "Section PRBs inside the carrier", "O-RAN.WG4.CUS §7.5.3.5–7.5.3.6", .error, .cPlane),
        // Judged within one C-plane message (sections of several messages are not compared).
        e("FH-CS-OVERLAP", "Sections of one C-plane message do not overlap in symbols, PRBs and REs", "O-RAN.WG4.CUS §7.5.3", .warning, .cPlaneTypes([1, 3, 5])),
        e("FH-CS-SYM", "numSymbol 1..14 and the section stays inside the slot", "O-RAN.WG4.CUS §7.5.3.8", .error, .cPlane),
        e("FH-CS-REMASK", "reMask is not 0 in section types 1/3/5", "O-RAN.WG4.CUS §7.5.3.7", .warning, .cPlaneTypes([1, 3, 5])),
        e("FH-CS-ST5", "ueId 0x7FFF only means not scheduled", "O-RAN.WG4.CUS §7.5.3.10", .warning, .cPlaneTypes([5, 6])),
        e("FH-CS-ST6", "Section type 6 rb is 0 and the UE sections match numberOfUEs", "O-RAN.WG4.CUS §7.4.4.6", .warning, .cPlaneTypes([6])),
        e("FH-SE-LEN0", "Section extension extLen is not 0", "O-RAN.WG4.CUS §7.6.1", .error, .cPlaneWithExtensions),
        e("FH-SE-LEN", "Section extension size matches extLen (≤3 zero padding bytes)", "O-RAN.WG4.CUS §7.6.1", .error, .cPlaneWithExtensions),
        e("FH-SE-ALLOWED", "Section extension allowed on its section type", "O-RAN.WG4.CUS Table 7.6.1-1", .warning, .cPlaneWithExtensions),
        e("FH-SE-KNOWN", "Section extension type is defined", "O-RAN.WG4.CUS §7.6.1", .warning, .cPlaneWithExtensions),
        e("FH-SE-EF", "The extension chain ends inside the message", "O-RAN.WG4.CUS §7.6.1", .error, .cPlaneWithExtensions),
        e("FH-SE5-LEN", "SE5 extLen is 2, 3 or 4", "O-RAN.WG4.CUS §7.7.5", .error, .cPlaneWithExtensions),
        e("FH-SE6-RBG", "SE6 rbgSize and rbgMask valid", "O-RAN.WG4.CUS §7.7.6", .error, .cPlaneWithExtensions),
        e("FH-SE10-BGT", "SE10 beamGroupType allowed and portListIndex not 0", "O-RAN.WG4.CUS §7.7.10", .warning, .cPlaneWithExtensions),
        e("FH-SE11-BUND", "SE11 numBundPrb and bfwCompMeth valid, size consistent", "O-RAN.WG4.CUS §7.7.11", .error, .cPlaneWithExtensions),
        e("FH-SE21-CI", "SE21 ciPrbGroupSize 2..254 and numPrbc not 0", "O-RAN.WG4.CUS §7.7.21", .error, .cPlaneWithExtensions),
        e("FH-SE24", "SE24 entries inherit only after a full entry; ids in range", "O-RAN.WG4.CUS §7.7.24", .warning, .cPlaneWithExtensions),
        e("FH-UP-VER", "U-plane payloadVersion is 1", "O-RAN.WG4.CUS §8.3.3.2", .error, .uPlane),
        e("FH-UP-TIME", "U-plane subframe, slot and symbol in range", "O-RAN.WG4.CUS §8.3.3.4–8.3.3.7", .error, .uPlane),
        e("FH-UP-PRB", "U-plane section PRBs inside the carrier", "O-RAN.WG4.CUS §8.3.3.11–8.3.3.12", .error, .uPlane),
        e("FH-UP-LEN", "U-plane sections parse to the end of the payload, PRB blocks complete", "O-RAN.WG4.CUS §8.3.3", .error, .uPlane),
        e("FH-UP-COMPHDR", "udCompHdr present iff dynamic compression; reserved byte 0", "O-RAN.WG4.CUS §8.3.3.13", .error, .uPlane),
        e("FH-UP-UDCOMPLEN", "udCompLen equals the section length", "O-RAN.WG4.CUS §8.3.3.16", .error, .uPlane),
        e("FH-UP-SRES2", "Methods 7/8 with rb=1 have sReSMask2 0", "O-RAN.WG4.CUS §8.3.3.17", .warning, .uPlane),
        e("FH-UP-BFP-PARAM", "BFP udCompParam reserved bits 0; exponent within a declared source width", "O-RAN.WG4.CUS Annex A.1.2", .warning, .uPlane),
    ]

    var rules: [RuleDefinition] { Self.entries.map(\.rule) }
    var wantsFronthaul: Bool { true }
    var wantsF1AP: Bool { false }

    private var handles: [String: Int] = [:]
    private var scopes: [Int: Scope] = [:]

    /// Per-node message counters, flushed as evaluated counts at the end.
    struct Counters {
        var ecpri = 0, owd = 0, cPlane = 0, cPlaneExt = 0, dlData = 0, uPlane = 0
        var bySectionType = [Int](repeating: 0, count: 16)
    }
    private var counters: [Counters] = []

    func prepare(_ recorder: inout RuleRecorder) {
        for entry in Self.entries {
            let h = recorder.handle(entry.rule.id)
            guard h >= 0 else { continue }
            handles[entry.rule.id] = h
            scopes[h] = entry.scope
        }
    }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard case .fronthaul(let result) = event.payload else { return }
        let node = event.context.sender
        if counters.count <= node { counters.append(contentsOf: repeatElement(Counters(), count: node + 1 - counters.count)) }
        counters[node].ecpri += 1
        for message in result.messages {
            switch message.body {
            case .cPlane(_, let c):
                counters[node].cPlane += 1
                counters[node].bySectionType[Int(c.sectionType & 15)] += 1
                if c.sections.contains(where: { !$0.extensions.isEmpty }) { counters[node].cPlaneExt += 1 }
                if c.dataDirection == 1 && [1, 3, 5].contains(c.sectionType) { counters[node].dlData += 1 }
            case .uPlane: counters[node].uPlane += 1
            case .oneWayDelay: counters[node].owd += 1
            default: break
            }
        }
        checkSenderRole(result, event, &recorder)
        switch result.bare {
        case .cPlane?: counters[node].cPlane += 1
        case .uPlane?: counters[node].uPlane += 1
        case nil: break
        }
        var errorCovered = false
        // One violation per rule per eCPRI PDU: a field out of range can trip several codec checks
        // of the same rule (numSymbol 15 is both outside 1…14 and past the slot end).
        var violated: [String] = []
        for finding in result.findings {
            guard let h = handles[finding.id] else { continue }
            if finding.severity == .error { errorCovered = true }
            if violated.contains(finding.id) { continue }
            violated.append(finding.id)
            recorder.violation(h, node: node, Violation(finding.message, frames: event.context.frames, fieldPath: finding.fieldPath,
                                                        severity: finding.severity))
        }
        if let error = result.error, !errorCovered {
            let id = Self.ruleForDecodingError(error, result)
            guard let h = handles[id] else { return }
            if event.context.truncated || error.code == .unsupported {
                recorder.inconclusive(h, node: node)
            } else {
                recorder.violation(h, node: node, Violation(error.reason, frames: event.context.frames, fieldPath: error.fieldPath, severity: .error))
            }
        }
    }

    /// FH-CP-DIR, sender half (O-RAN.WG4.CUS §7.4): ST8, ST9 and ST10 come from the O-RU,
    /// ST0/1/3/4/5/6/11 from the O-DU. Judged only for nodes the testbed declares: a role inferred
    /// from traffic (every C-plane sender is taken for an O-DU) cannot tell.
    private func checkSenderRole(_ result: FronthaulDecodeResult, _ event: Event, _ recorder: inout RuleRecorder) {
        // One violation per PDU: a message already reported for its direction is not judged again.
        guard let h = handles["FH-CP-DIR"], !result.findings.contains(where: { $0.id == "FH-CP-DIR" }) else { return }
        let node = event.context.sender
        let info = recorder.node(node)
        guard info.declared, let role = info.role, role == .oDU || role == .oRU else { return }
        for message in result.messages {
            guard case .cPlane(_, let c) = message.body else { continue }
            let expected: NodeRole
            switch c.sectionType {
            case 8, 9, 10: expected = .oRU
            case 0, 1, 3, 4, 5, 6, 11: expected = .oDU
            default: continue
            }
            if role != expected {
                recorder.violation(h, node: node, Violation("section type \(c.sectionType) sent by the \(role.displayName) \(info.name)", frames: event.context.frames,
                                                            fieldPath: "oran_fh_cus.sectionType", expected: "from the \(expected.displayName)", actual: "from the \(role.displayName)"))
                return
            }
        }
    }

    /// The rule a located decoding error violates: the message structure rule of its plane.
    static func ruleForDecodingError(_ error: DecodingError, _ result: FronthaulDecodeResult) -> String {
        let path = error.fieldPath
        if path.hasPrefix("ecpri.") { return "FH-ECPRI-FIT" }
        if path.contains("ext") { return "FH-SE-LEN" }
        let type = result.messages.last?.header.messageType
        if type == 2 { return "FH-CP-NSEC" }
        if type == 0 { return "FH-UP-LEN" }
        return "FH-ECPRI-FIT"
    }

    func finish(_ recorder: inout RuleRecorder) {
        for (node, c) in counters.enumerated() {
            for (h, scope) in scopes {
                let n: Int
                switch scope {
                case .ecpri: n = c.ecpri
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
