import ASN1PER
import F1AP
import WireCore

/// Finds the not comprehended part of a message that asks the receiver to react (TS 38.473
/// §10.3.4.1, §10.3.4.2): what the object sets of the committed schema (Release 18) do not know
/// no receiver of that release or an older one knows either.
extension F1APErrorReactionChecker {
    /// The first of: an unknown procedure code sent with procedure criticality reject or notify;
    /// a top-level IE outside the message's IE set sent with criticality reject; a nested one
    /// (list item, choice extension, protocol extension) sent with reject — the decoder's
    /// F1-CRIT-UNKNOWN findings of severity error, the top-level ones being handled before; a
    /// top-level one sent with notify. With it, the key its object set lacks (nil for a nested
    /// one the decoder did not list). Nil when there is none.
    static func notComprehended(_ m: F1APMessage, _ result: F1APDecodeResult)
        -> (id: Int?, criticality: String, what: String, key: ProtocolIEAbstractSyntaxChecks.UnknownKey?)?
    {
        if m.procedureName.hasPrefix("unknown-") {
            guard m.criticality == "reject" || m.criticality == "notify" else { return nil }
            return (nil, m.criticality, "unknown procedure code \(m.procedureCode) (criticality \(m.criticality))",
                    .init(findingIndex: -1, key: Int64(m.procedureCode), isProcedure: true))
        }
        // One pass over the IEs, read in place: this runs for every PDU that asks for a
        // reaction, whose IEs are nearly always all in their set.
        let (reject, notify) = m.firstIEsOfUnknownPresence
        if let ie = reject {
            return (ie.id, "reject", "IE \(ie.id) not in \(m.ieSetName ?? "its IE set") (criticality reject)",
                    .init(findingIndex: -1, key: Int64(ie.id), isProcedure: false))
        }
        let critUnknown = F1APRules.critUnknown.id
        if let index = result.findings.firstIndex(where: { $0.severity == .error && $0.id == critUnknown }) {
            return (nil, "reject", "a nested IE its object set does not know, criticality reject, at \(result.findings[index].fieldPath)",
                    result.notInObjectSets.first { $0.findingIndex == index })
        }
        if let ie = notify {
            return (ie.id, "notify", "IE \(ie.id) not in \(m.ieSetName ?? "its IE set") (criticality notify)",
                    .init(findingIndex: -1, key: Int64(ie.id), isProcedure: false))
        }
        return nil
    }
}
