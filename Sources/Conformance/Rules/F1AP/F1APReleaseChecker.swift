import ASN1PER
import F1AP
import WireCore

/// F1-REL-AWARE (harness policy; TS 38.473 §9.3.1.70 RRC Version): the release each F1 peer works
/// to, derived from the RRC Version it sends in F1 Setup (gNB-DU RRC Version, IE 171, in the
/// request; gNB-CU RRC Version, IE 170, in the response) or, when that carries no
/// `latest-RRC-Version-Enhanced` (extension IE 199, TS 38.331 version X.Y.Z as three octets, X the
/// release), from the device profile's `f1ap.release`.
///
/// One item per F1 Setup message. Reported (informational, so WARN):
/// - the signalled release differs from the one the device profile declares;
/// - the peer works to a later release than the committed schema (TS 38.473
///   ``F1AP/schemaVersion``): IEs of its release decode as unknown extensions, so F1-CRIT-UNKNOWN
///   findings may be later-release IEs and the modules of that release should be loaded.
///
/// A peer of an earlier release is judged with the Release 18 schema: F1AP evolves by extension
/// (object sets end in `...`), so its PDUs decode; F1-IE-MANDATORY does not require from it the
/// IEs later versions made mandatory (``F1APMandatoryIEHistory``, judged in F1APChecker by the
/// declared version or release, else the release signalled here). The 3-bit `latest-RRC-Version` alone is not
/// mapped to a release (its bit meanings are clause 9 text the material here does not give);
/// with neither IE 199 nor a declared release the item is SKIP "not applicable".
final class F1APReleaseChecker: RuleChecker {

    static let duRRCVersion = 171
    static let cuRRCVersion = 170
    static let latestRRCVersionEnhanced: Int64 = 199

    var specs: [RuleSpec] { [Self.rule] }
    var subscriptions: EventKinds { [.f1ap] }
    private var handle = RuleRecorder.unselected

    func prepare(_ recorder: inout RuleRecorder) { handle = recorder.handle(Self.rule.id) }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard handle >= 0, case .f1ap(let result) = event.payload, let m = result.message, m.procedureCode == F1APProcedureCode.f1Setup else { return }
        let id: Int
        switch m.kind {
        case .initiatingMessage: id = Self.duRRCVersion
        case .successfulOutcome: id = Self.cuRRCVersion
        case .unsuccessfulOutcome: return
        }
        let c = event.context
        let node = recorder.node(c.sender)
        let declared = node.device?.f1ap?.release
        let version = m.firstIE(id).flatMap { Self.enhancedVersion($0.value) }
        let signalled = version.map { Int($0[0]) }
        guard let release = signalled ?? declared else {
            recorder.notApplicable(
                handle, node: c.sender,
                reason: "\(m.messageName) carries no latest-RRC-Version-Enhanced (IE \(Self.latestRRCVersionEnhanced)) and no device profile declares f1ap.release for \(node.name)")
            return
        }
        recorder.evaluated(handle, node: c.sender)
        recorder.measure(handle, node: c.sender, "release", Double(release), unit: "")
        var problems: [String] = []
        // the texts are made for a violation only
        var versionText: String? { version.map { "\($0[0]).\($0[1]).\($0[2])" } }
        if let signalled, let declared, signalled != declared {
            problems.append("RRC version \(versionText ?? "") says Release \(signalled), the device profile declares f1ap.release \(declared)")
        }
        let schema = F1AP.schemaVersion
        if release > schema.release {
            problems.append("Release \(release) is later than the schema (TS 38.473 \(schema.text), Release \(schema.release)): its new IEs decode as unknown extensions")
        }
        guard !problems.isEmpty else { return }
        recorder.violation(handle, node: c.sender, Violation(
            "\(m.messageName) from \(node.name): " + problems.joined(separator: "; "), frames: c.frames,
            fieldPath: "f1ap.Latest_RRC_Version_Enhanced",
            expected: declared.map { "Release \($0) (declared), ≤ \(schema.release)" } ?? "Release ≤ \(schema.release)",
            actual: versionText.map { "\($0) (Release \(release))" } ?? "Release \(release)"))
    }

    func finish(_ recorder: inout RuleRecorder) {}

    /// The three octets of latest-RRC-Version-Enhanced in an RRC-Version value (its
    /// ProtocolExtensionContainer item with id 199).
    static func enhancedVersion(_ value: ASN1Value) -> [UInt8]? {
        guard let items = value.unwrapped["iE-Extensions"], case .sequenceOf(let fields) = items else { return nil }
        for field in fields where field["id"]?.integerValue == latestRRCVersionEnhanced {
            if case .octetString(let bytes) = field["extensionValue"]?.unwrapped, bytes.count == 3 { return bytes }
        }
        return nil
    }
}
