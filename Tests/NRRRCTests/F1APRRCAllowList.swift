import ASN1PER
import Foundation
import NRRRC
import TestSupport
import WireCore

/// The reviewed differences between tshark 4.0.17's nr-rrc / pdcp-nr leaves and ours in F1AP
/// containers (see ``F1APRRCDepthTsharkTests``). Anything not listed fails the test.
enum F1APRRCAllowList {
    struct Frame {
        var known: TsharkLeaves.Known
        var malformed: Bool
        var atEnd = false
        var diverged = false
    }

    /// PDCP fields tshark derives from the F1AP context or the PDU (not from the container's
    /// octets alone), which `decode --json` does not repeat.
    static let tsharkPDCPContext: Set<String> = ["pdcp-nr.direction", "pdcp-nr.ueid", "pdcp-nr.bearer-type", "pdcp-nr.bearer-id",
                                                 "pdcp-nr.plane", "pdcp-nr.seqnum_length", "pdcp-nr.maci_present", "pdcp-nr.ciphering-disabled",
                                                 "pdcp-nr.rohc", "pdcp-nr.configuration", "pdcp-nr.pdu-type", "pdcp-nr.control-plane-reserved"]

    /// Components of an OCTET STRING (CONTAINING T) type in NR RRC (masterCellGroup,
    /// dedicatedSIB1-Delivery…): ours walks the decoded T in their place, tshark shows the
    /// octets and then T's leaves.
    static let containerComponents: Set<String> = {
        let schema = NRRRC.schema
        var out: Set<String> = []
        for node in schema.nodes {
            guard case .sequence(let q) = node.kind else { continue }
            for c in q.root + q.additions.flatMap(\.components) where schema.containedTypes[c.type] != nil {
                out.insert("nr-rrc." + String(c.name.map { $0 == "-" ? "_" : $0 }))
            }
        }
        return out
    }()

    /// asn2wrs qualifies a component name used with several types by its parent
    /// (`nr-rrc.mAC_CellGroupConfig.skipUplinkTxDynamic`).
    static func asn2wrsName(ours: String, theirs: String) -> Bool {
        guard ours.hasPrefix("nr-rrc."), theirs.hasPrefix("nr-rrc.") else { return false }
        let bare = ours.dropFirst("nr-rrc.".count)
        return theirs.hasSuffix("." + bare) && theirs.dropFirst("nr-rrc.".count).split(separator: ".").count == 2
    }

    static func underscored(_ s: some StringProtocol) -> String { String(s.map { $0 == "-" ? "_" : $0 }) }

    /// The components of each SEQUENCE of our schema under the names asn2wrs gives its
    /// `<name>_element` field: the type's name, or the name of a component or CHOICE alternative
    /// of that type (`spCellConfig_element`, `setup_element`); a name used for several
    /// SEQUENCEs gets the union of their components.
    static let sequenceComponents: [String: Set<String>] = {
        let schema = NRRRC.schema
        var out: [String: Set<String>] = [:]
        func components(_ t: Int) -> Set<String>? {
            guard case .sequence(let q) = schema.node(t).kind else { return nil }
            return Set((q.root + q.additions.flatMap(\.components)).map { underscored($0.name) })
        }
        for (t, node) in schema.nodes.enumerated() {
            if let c = components(t), !node.name.isEmpty { out[underscored(node.name), default: []].formUnion(c) }
            let children: [ASN1Component]
            switch node.kind {
            case .sequence(let q): children = q.root + q.additions.flatMap(\.components)
            case .choice(let c): children = c.root + c.additions
            default: children = []
            }
            for child in children { if let c = components(child.type) { out[underscored(child.name), default: []].formUnion(c) } }
        }
        return out
    }()

    /// The components of our schema that are extension additions (`[[ … ]]` groups included).
    static let additionComponents: Set<String> = {
        var out: Set<String> = []
        for node in NRRRC.schema.nodes {
            if case .sequence(let q) = node.kind { for c in q.additions.flatMap(\.components) { out.insert(underscored(c.name)) } }
        }
        return out
    }()

    /// tshark's release lays out an extension group otherwise: it shows `t` as a component of a
    /// SEQUENCE (its PDML parent `<name>_element`) none of whose namesakes in our schema has such
    /// a component, and `t` is an extension addition of another SEQUENCE in ours. Example:
    /// `ap-CSI-MultiplexingMode-r17`, in CSI-AperiodicTriggerState's first group in ours (Rel-18),
    /// read by tshark 4.0.17 from CSI-AssociatedReportConfigInfo's first group, where ours has
    /// resourcesForChannel2-r17.
    static func placedElsewhere(_ t: TsharkLeaf) -> Bool {
        guard let parent = t.parent, parent.hasPrefix("nr-rrc."), parent.hasSuffix("_element"), t.name.hasPrefix("nr-rrc.") else { return false }
        let sequence = String(parent.dropFirst("nr-rrc.".count).dropLast("_element".count))
        guard let components = sequenceComponents[sequence] else { return false }
        var name = t.name.dropFirst("nr-rrc.".count).split(separator: ".").last.map(String.init) ?? ""
        if name.hasSuffix("_element") { name = String(name.dropLast("_element".count)) }
        return !components.contains(name) && additionComponents.contains(name)
    }

    /// A component our release names with its release suffix (`drx-InactivityTimer-r16` of
    /// DRX-ConfigSecondaryGroup-r16) and tshark's without: tshark's field list has no
    /// `nr-rrc.<name>_rNN` at all, and the tshark leaf is `nr-rrc.<name>` with the same value.
    static func releaseSuffixDropped(ours o: OurLeaf, theirs t: TsharkLeaf, known: TsharkLeaves.Known) -> Bool {
        guard !known.fields.contains(o.name), let r = o.name.range(of: "_r1[5-9]$", options: .regularExpression) else { return false }
        let bare = String(o.name[..<r.lowerBound])
        return t.name == bare && known.fields.contains(bare) && TsharkLeafAlignment.sameValue(OurLeaf(name: t.name, value: o.value), t)
    }

    static func classify(ours: [OurLeaf], theirs: [TsharkLeaf], frame: inout Frame) -> (explained: [String], failures: [String]) {
        var explained: [String] = [], failures: [String] = []
        // tshark shows a spare or Unknown enumeration value where ours reads another component:
        // its older release reads another structure from here
        if theirs.contains(where: { t in (t.label.map { $0.hasPrefix("spare") || $0.hasPrefix("Unknown") } ?? false) && !ours.contains { $0.name == t.name } }) {
            frame.diverged = true
        }
        // tshark's release reads another extension group from here (a component it places in
        // another SEQUENCE than ours)
        if theirs.contains(where: placedElsewhere) { frame.diverged = true }
        let skippedExtension = theirs.contains { $0.name == TsharkLeaves.unknownExtension }
        var theirsLeft = theirs
        for o in ours {
            if case .string = o.value, let k = theirsLeft.firstIndex(where: { $0.name == o.name && ($0.label?.hasPrefix("Unknown") ?? false) }) {
                theirsLeft.remove(at: k)
                explained.append("enumeration value of a newer release: tshark shows Unknown (n)")
                continue
            }
            if let k = theirsLeft.firstIndex(where: { asn2wrsName(ours: o.name, theirs: $0.name) && TsharkLeafAlignment.sameValue(OurLeaf(name: $0.name, value: o.value), $0) }) {
                theirsLeft.remove(at: k)
                explained.append("asn2wrs name: qualified by the parent")
                continue
            }
            if let k = theirsLeft.firstIndex(where: { releaseSuffixDropped(ours: o, theirs: $0, known: frame.known) }) {
                theirsLeft.remove(at: k)
                explained.append("component named without its release suffix by tshark's release (its field list has no \(o.name))")
                continue
            }
            if let reason = frame.known.olderReleaseReason(for: o.name, afterSkippedExtension: skippedExtension) {
                explained.append(reason)
                continue
            }
            if frame.malformed || frame.diverged {
                explained.append(frame.atEnd && !frame.diverged ? "tshark stopped at a malformed packet" : "tshark reads another structure from here (malformed packet, or a spare / Unknown value)")
                continue
            }
            failures.append("ours \(o)")
        }
        for t in theirsLeft {
            if t.kind == .none {
                explained.append("FT_NONE structure without a value")
            } else if t.kind == .bytes && containerComponents.contains(t.name) {
                explained.append("octets of an OCTET STRING (CONTAINING T): ours shows T's leaves in their place")
            } else if tsharkPDCPContext.contains(t.name) {
                explained.append("PDCP context tshark derives (direction, bearer, lengths)")
            } else if placedElsewhere(t) {
                explained.append("extension group laid out otherwise by tshark's release: \(t.name) is a component of \(t.parent ?? "") there, of another SEQUENCE in ours")
            } else if frame.malformed || frame.diverged {
                explained.append(frame.atEnd && !frame.diverged ? "tshark stopped at a malformed packet" : "tshark reads another structure from here (malformed packet, or a spare / Unknown value)")
            } else {
                failures.append("tshark \(t)")
            }
        }
        return (explained, failures)
    }
}
