import APProtocols
import ASN1PER
import Profiles

/// How an E1AP, E2AP or NGAP key the built-in schema does not have where it was sent is judged
/// for its sender (…-CRIT-UNKNOWN; TS 37.483 / TS 38.413 / O-RAN.WG3.E2AP §10.3.4: "not
/// comprehended" is the receiver's notion, so a key of a later version than the receiver's is
/// not an error of a sender that works to that version).
///
/// The sender's version is what its device profile declares (`e1ap`, `ngap`, `e2ap`); none of the
/// three protocols signals it in its setup procedure. What the built-in schemas are known to cover
/// (``APProtocol/schemaDescription``):
/// - E1AP and NGAP: Release 18, the exact version not stated in the modules. A sender of Release 17
///   or earlier is judged by them whatever the key (object sets only grow from one version to the
///   next); one of Release 19 or later may send what they lack; for Release 18, or nothing
///   declared, the key decides.
/// - E2AP: v03.00 and what it adds (RIC Subscription Audit), the exact version not stated. A sender
///   of v03.00 or earlier is judged by it; one of a later version may send what it lacks; nothing
///   declared: the key decides.
///
/// "The key decides": an IE id the schema has in other sets is an IE out of place (judged); one
/// it has nowhere, or an unknown procedure code, is what a peer of a later version sends.
enum APPeerVersion {
    enum Judgement: Equatable {
        /// Not comprehended by a peer of the sender's version; `basis` says what the version rests on.
        case notComprehended(basis: String?)
        /// It may be one of the sender's version: the reason.
        case undecided(String)
    }

    /// The 3GPP release of the built-in schema; nil for E2AP (an O-RAN specification).
    static func schemaRelease(_ p: APProtocol) -> Int? { p == .e2ap ? nil : 18 }

    /// The latest O-RAN version the built-in E2AP schema covers whole.
    static let e2apCoveredVersion = SpecificationVersion([3, 0])

    /// The specification a device profile section names.
    static func specification(_ p: APProtocol) -> String {
        switch p {
        case .e1ap: "TS 37.483"
        case .ngap: "TS 38.413"
        case .e2ap: "O-RAN.WG3.E2AP"
        }
    }

    static func declaration(_ p: APProtocol, _ device: DeviceProfile?) -> ApplicationProtocolDeclaration? {
        switch p {
        case .e1ap: device?.e1ap
        case .ngap: device?.ngap
        case .e2ap: device?.e2ap
        }
    }

    /// The judgement of `key` (one the schema lacks everywhere when `unassigned`, else one it has
    /// in other sets only) sent by a node whose device profile declares `declared`.
    static func judgement(of key: ProtocolIEAbstractSyntaxChecks.UnknownKey, unassigned: Bool, _ p: APProtocol, declared: ApplicationProtocolDeclaration?) -> Judgement {
        let what = key.isProcedure ? "procedure code \(key.key)" : "IE id \(key.key)"
        let name = p.fieldPrefix
        let specification = specification(p)
        var basis: String?
        if let release = schemaRelease(p) {
            if let version = declared?.version {
                basis = "the sender declares \(specification) \(version)"
            } else if let declared = declared?.release {
                basis = "the sender declares \(specification) Release \(declared)"
            }
            if let declared = declared?.release, declared != release, let basis {
                guard declared > release else { return .notComprehended(basis: basis) }
                return .undecided("\(basis), later than the schema's Release \(release): \(what) may be one of its release")
            }
        } else if let version = declared?.version {
            let text = "the sender declares \(specification) \(version)"
            guard version > e2apCoveredVersion else { return .notComprehended(basis: text) }
            return .undecided("\(text), later than the schema's \(e2apCoveredVersion): \(what) may be one of its version")
        }
        guard unassigned else { return .notComprehended(basis: basis) }
        let declare = schemaRelease(p) == nil ? "\(name).version" : "\(name).release (or \(name).version)"
        let known = basis.map { "\($0), the schema's release, whose exact version the schema does not state" }
            ?? "the sender's version is not known: declare \(declare) in its device profile"
        return .undecided("\(what) is not one the built-in \(p.displayName) schema (\(p.schemaDescription)) assigns, so it may be of a later version of the protocol, and \(known)")
    }
}
