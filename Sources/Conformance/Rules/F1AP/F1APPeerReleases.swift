import ASN1PER
import F1AP
import WireCore

/// The 3GPP release each F1 peer works to, as far as the run knows it: its device profile's
/// `f1ap.version` (the first number) or `f1ap.release`, else the release it signalled in F1 Setup
/// (latest-RRC-Version-Enhanced, ``F1APReleaseChecker``).
///
/// What the committed schema (TS 38.473 ``F1AP/schemaVersion``) does not have in an object set
/// (TS 38.473 §10.3.4: a not comprehended IE or procedure code) is judged by it: for a peer of the
/// schema's release or an earlier one it is not comprehended; for a peer of a later release it
/// may be an IE of that release; for a peer whose release is not known, an IE id the schema has
/// elsewhere is an IE out of place, but one it does not have at all (and any unknown procedure
/// code) is what a peer of a later release sends, so it is not judged.
struct F1APPeerReleases {
    private var signalled: [Int: Int] = [:]

    /// How a key outside its object set is judged for a node.
    enum Judgement {
        /// Not comprehended by a peer of the node's release; `basis` says what the release rests on.
        case notComprehended(basis: String?)
        /// It may be one of the node's release: the reason.
        case undecided(String)
    }

    /// Notes the release the sender of an F1 Setup message signals (gNB-DU RRC Version in the
    /// request, gNB-CU RRC Version in the response).
    @inline(__always)
    mutating func note(_ m: F1APMessage, sender: Int) {
        if m.procedureCode == F1APProcedureCode.f1Setup { noteSetup(m, sender: sender) }
    }

    @inline(never)
    private mutating func noteSetup(_ m: F1APMessage, sender: Int) {
        guard m.kind != .unsuccessfulOutcome,
              let ie = m.firstIE(m.kind == .initiatingMessage ? F1APReleaseChecker.duRRCVersion : F1APReleaseChecker.cuRRCVersion),
              let version = F1APReleaseChecker.enhancedVersion(ie.value) else { return }
        signalled[sender] = Int(version[0])
    }

    /// The release `node` works to, its TS 38.473 version when declared, and what says so; nil
    /// when nothing does.
    func release(of node: Int, _ recorder: inout RuleRecorder) -> (release: Int, version: F1APSpecVersion?, basis: String)? {
        let f1ap = recorder.node(node).device?.f1ap
        if let text = f1ap?.version, let version = F1APSpecVersion(parsing: text) {
            return (version.release, version, "declares TS 38.473 \(version)")
        }
        if let release = f1ap?.release { return (release, nil, "declares Release \(release)") }
        if let release = signalled[node] { return (release, nil, "signalled Release \(release) in F1 Setup") }
        return nil
    }

    /// The committed schema's version (TS 38.473 V18.2.0).
    static let schemaVersion = F1APSpecVersion(parsing: F1AP.schemaVersion.text) ?? F1APSpecVersion(F1AP.schemaVersion.release, 0, 0)

    /// How `key` is judged for `node`, the `role` ("sender", "receiver") of the message: by the
    /// node's version when declared, else by its release when that is not the schema's, else (the
    /// schema's release without a version, or nothing known) by the key: one the schema has in
    /// other sets is out of place, one it does not have at all may be of a later version.
    func judgement(of key: ProtocolIEAbstractSyntaxChecks.UnknownKey, for node: Int, role: String, _ recorder: inout RuleRecorder) -> Judgement {
        let schema = Self.schemaVersion
        let what = key.isProcedure ? "procedure code \(key.key)" : "IE id \(key.key)"
        let known = release(of: node, &recorder)
        if let known, let version = known.version {
            guard version > schema else { return .notComprehended(basis: "the \(role) \(known.basis)") }
            return .undecided("the \(role) \(known.basis), later than the schema's \(schema): \(what) may be one of its version")
        }
        if let known, known.release != schema.release {
            guard known.release > schema.release else { return .notComprehended(basis: "the \(role) \(known.basis)") }
            return .undecided("the \(role) \(known.basis), later than the schema's TS 38.473 \(schema) (Release \(schema.release)): \(what) may be one of its release")
        }
        guard F1AP.lacksEverywhere(key) else { return .notComprehended(basis: known.map { "the \(role) \($0.basis)" }) }
        let unknown = known == nil
            ? "the \(role)'s release is not known: declare f1ap.version (or f1ap.release) in its device profile, or capture its F1 Setup with latest-RRC-Version-Enhanced"
            : "the \(role) \(known?.basis ?? "") without its version: declare f1ap.version in its device profile"
        return .undecided("\(what) is not one TS 38.473 \(schema) assigns, so it may be of a later version, and \(unknown)")
    }
}
