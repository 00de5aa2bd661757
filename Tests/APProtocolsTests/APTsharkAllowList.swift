import APProtocols
import ASN1PER
import TestSupport
import WireCore

/// The reviewed differences between tshark 4.0.17 and our `decode --json` leaves (see
/// ``APTsharkDepthTests``). Every leaf left in a gap of the alignment must be one of these, with
/// its reason; anything else fails the test.
///
/// What tshark's release knows is read from tshark itself (`tshark -G fields` / `-G values`),
/// not listed here: 4.0.17 dissects E1AP of TS 37.483 Rel-17 before the MBS procedures, NGAP
/// Rel-17 before MBS, and E2AP v1 (ids 1–32, procedures 1–9), older than the modules ours come from.
enum APTsharkAllowList {
    /// Where a gap lies in its frame.
    struct Frame {
        var proto: APProtocol
        var procedureCode: UInt64?
        var known: TsharkLeaves.Known
        /// The gap lies in the E2SM payload leaves of ours.
        var inPayload = false
        /// tshark flags the frame malformed.
        var malformed = false
        /// The gap is the frame's last step: nothing of ours after it matched.
        var atEnd = false
        /// tshark read another structure before or at this gap (see ``diverges(ours:theirs:_:)``).
        var diverged = false
        /// The PDU's E2 node ID carries an optional component E2AP v1 lacks (see
        /// ``e2apV2NodeComponents(_:)``), so tshark reads IE 3 with other presence bits.
        var e2apV2NodeID = false
        /// The ProtocolIE id of the gap's first leaves (the last id before it or in it).
        var currentIE: UInt64?
        /// tshark noted "too long integer" in this frame (see ``tooLongIntegerReason``).
        var tooLongInteger = false
        /// Why tshark reads another structure, when a known tshark bug is the cause.
        var divergedReason: String?
    }

    /// A field tshark names otherwise than the ASN.1 component, with how its value reads.
    struct Rename: Sendable {
        var ours: String
        var theirs: String
        var reason: String
        var sameValue: @Sendable (FieldValue, TsharkLeaf) -> Bool
    }

    /// A BIT STRING of `bits` bits (ours: its octets, left-aligned) that tshark shows as the
    /// number it holds (`0x…`).
    static func bitStringAsNumber(_ bits: Int) -> @Sendable (FieldValue, TsharkLeaf) -> Bool {
        { v, t in
            guard case .bytes(let b) = v, b.count <= 8, b.count * 8 >= bits else { return false }
            let n = b.reduce(UInt64(0)) { $0 << 8 | UInt64($1) } >> UInt64(b.count * 8 - bits)
            let shown = t.show.hasPrefix("0x") ? UInt64(t.show.dropFirst(2), radix: 16) : UInt64(t.show)
            return shown == n
        }
    }

    static func equal(_ v: FieldValue, _ t: TsharkLeaf) -> Bool { TsharkLeafAlignment.sameValue(OurLeaf(name: "", value: v), t) }

    static let renames: [APProtocol: [Rename]] = [
        .e1ap: [
            Rename(ours: "e1ap.INTEGER", theirs: "e1ap.Measurement_ID",
                   reason: "our E1AP module set types the gNB-CU-CP / gNB-CU-UP Measurement ID IEs as an anonymous INTEGER (1..4095, ...); tshark's names the type Measurement-ID", sameValue: equal),
        ],
        .ngap: [
            Rename(ours: "ngap.AlternativeQoSParaSetNotifyIndex", theirs: "ngap.AlternativeQoSParaSetIndex",
                   reason: "QosFlowNotifyItem's CurrentQoSParaSetIndex extension (id 221) is an AlternativeQoSParaSetNotifyIndex in our TS 38.413 module and an AlternativeQoSParaSetIndex (same INTEGER) in tshark's release", sameValue: equal),
            Rename(ours: "ngap.OCTET_STRING", theirs: "ngap.NGAP_Message",
                   reason: "an IE of an anonymous OCTET STRING in the object set (Reroute NAS Request's NGAP Message, TS 38.413 §9.2.5.5): tshark names it after the IE", sameValue: equal),
            Rename(ours: "ngap.OCTET_STRING", theirs: "ngap.W_AGFIdentityInformation",
                   reason: "an IE of an anonymous OCTET STRING in the object set (TS 38.413 §9.3.1.158-160): tshark names it after the IE", sameValue: equal),
            Rename(ours: "ngap.OCTET_STRING", theirs: "ngap.TNGFIdentityInformation",
                   reason: "an IE of an anonymous OCTET STRING in the object set (TS 38.413 §9.3.1.158-160): tshark names it after the IE", sameValue: equal),
            Rename(ours: "ngap.OCTET_STRING", theirs: "ngap.TWIFIdentityInformation",
                   reason: "an IE of an anonymous OCTET STRING in the object set (TS 38.413 §9.3.1.158-160): tshark names it after the IE", sameValue: equal),
            Rename(ours: "ngap.aMF_UE_NGAP_ID", theirs: "ngap.AMF_UE_NGAP_ID",
                   reason: "tshark shows UE-NGAP-IDs' components under the AMF / RAN UE NGAP ID IE fields", sameValue: equal),
            Rename(ours: "ngap.rAN_UE_NGAP_ID", theirs: "ngap.RAN_UE_NGAP_ID",
                   reason: "tshark shows UE-NGAP-IDs' components under the AMF / RAN UE NGAP ID IE fields", sameValue: equal),
            // ngap.cnf gives NR CGI and E-UTRA CGI cell identities fields of their own, typed as integers
            Rename(ours: "ngap.nRCellIdentity", theirs: "ngap.NRCellIdentity",
                   reason: "tshark shows NRCellIdentity (BIT STRING (SIZE(36))) as the number under the type's name", sameValue: bitStringAsNumber(36)),
            Rename(ours: "ngap.eUTRACellIdentity", theirs: "ngap.EUTRACellIdentity",
                   reason: "tshark shows EUTRACellIdentity (BIT STRING (SIZE(28))) as the number under the type's name", sameValue: bitStringAsNumber(28)),
        ],
    ]

    /// E2AP v2.00 inserted Cause alternative `e2Node` at index 2 (O-RAN.WG3.E2AP §9.2.4); tshark's
    /// E2AP v1 CHOICE reads our alternative i (i ≥ 2) as its i: the alternative after ours in the
    /// old order. The enumerations differ, so the value is not compared.
    static let e2apCauseShift: [String: String] = ["e2ap.e2Node": "e2ap.transport", "e2ap.transport": "e2ap.protocol", "e2ap.protocol": "e2ap.misc"]

    /// The FT_NONE fields that hold an open type's or a contained type's value.
    static func undissectedHolders(_ proto: APProtocol) -> Set<String> {
        let prefix = proto.fieldPrefix + "."
        var out: Set<String> = [prefix + "value_element", prefix + "extensionValue_element"]
        for t in proto.schema.containedTypes.values { out.insert(prefix + String(proto.schema.node(t).name.map { $0 == "-" ? "_" : $0 }) + "_element") }
        return out
    }

    /// tshark 4.0.17 encodes a UTF8String (SIZE (1..150, ...)) length as if the size constraint
    /// were PER-visible (an extension bit, then the length as a constrained whole number in 8
    /// bits), while X.691 §30.6 says constraints on a character string type that is not
    /// known-multiplier are never PER-visible: the length is a general length determinant of
    /// octets (X.691 §11.9), as ours and pycrate read it. tshark therefore shows the octets of the
    /// length it read: our string's octets and its differ, and one is a prefix of the other.
    static func misreadsCharacterStringLength(ours: String, theirs: TsharkLeaf) -> Bool {
        guard let octets = theirs.octets else { return false }
        let oursHex = ours.utf8.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        return oursHex != octets && (oursHex.hasPrefix(octets) || octets.hasPrefix(oursHex))
    }

    /// The E2AP v2.00 optional components of the E2 node ID (E2AP-IEs): GlobalE2node-gNB-ID gained
    /// global-en-gNB-ID ahead of gNB-CU-UP-ID and gNB-DU-ID, GlobalE2node-en-gNB-ID gained
    /// en-gNB-CU-UP-ID and en-gNB-DU-ID. tshark 4.0.17's E2AP v1 has 2 presence bits in the first
    /// and none in the second, so when any of them is present it reads our bits as other
    /// components (our gNB-CU-UP-ID as its gNB-DU-ID, our global-en-gNB-ID's octets as its
    /// gNB-CU-UP-ID, an extension bit of global-gNB-ID): IE 3 (GlobalE2node-ID) reads otherwise.
    static func e2apV2NodeComponents(_ value: ASN1Value) -> Bool {
        switch value {
        case .sequence(let components):
            let names = Set(components.map(\.name))
            if names.contains("global-gNB-ID") && !names.isDisjoint(with: ["global-en-gNB-ID", "gNB-CU-UP-ID", "gNB-DU-ID"]) { return true }
            if names.contains("global-en-gNB-ID") && !names.isDisjoint(with: ["en-gNB-CU-UP-ID", "en-gNB-DU-ID"]) { return true }
            return components.contains { e2apV2NodeComponents($0.value) }
        case .choice(_, let v), .openType(_, let v): return e2apV2NodeComponents(v)
        case .sequenceOf(let items): return items.contains(where: e2apV2NodeComponents)
        default: return false
        }
    }

    static let e2apV1NodeIDReason = "E2AP v2.00 optional components of the E2 node ID (global-en-gNB-ID, gNB-CU-UP-ID, gNB-DU-ID, en-gNB-CU-UP-ID, en-gNB-DU-ID) read with tshark's E2AP v1 presence bits in IE 3"

    /// tshark 4.0.17 misreads a constrained whole number whose range exceeds 2^24 (E1AP
    /// `INTEGER (0..16777216, ...)`: 2 bits of octet count, then up to 4 octets, X.691 §11.5.7.4):
    /// it reads fewer octets, notes "too long integer" or reads the octets left as further IEs
    /// (a malformed frame), and reads the rest of the IE from there.
    static let tooLongIntegerReason = "tshark 4.0.17 misreads an INTEGER of a range above 2^24 (expert 'too long integer', or a malformed frame) and reads another structure from there"

    static func above16Bits(_ v: FieldValue) -> Bool {
        switch v {
        case .unsigned(let n): return n > 0xFFFF
        case .signed(let n): return n > 0xFFFF
        default: return false
        }
    }

    /// Enumerations whose identifiers tshark's release names otherwise with the same root (field →
    /// enumerated type): the index must agree.
    static let renamedEnumerations: [APProtocol: [String: String]] = [
        .e2ap: ["e2ap.ricService": "CauseRICservice", "e2ap.ricRequest": "CauseRICrequest"],
        // TS 38.413 Rel-17 names MBS-SupportIndicator's one value multicast-supported; tshark 4.0.17's release, true
        .ngap: ["ngap.MBS_SupportIndicator": "MBS-SupportIndicator"],
    ]

    static func enumerationIndex(_ name: String, type: String, _ proto: APProtocol) -> Int? {
        guard let t = proto.schema.typeID(type), case .enumerated(let root, let additions) = proto.schema.node(t).kind else { return nil }
        return (root + (additions ?? [])).firstIndex(of: name)
    }

    /// OCTET STRINGs whose contents another protocol defines and tshark dissects as fields of
    /// this one, while we show the octets.
    static let foreignContents = [
        "ngap.EN_DCSONConfigurationTransfer": "EN-DC SON Configuration Transfer (TS 36.423 X2AP IE) dissected by tshark, octets in ours",
    ]

    /// How many of the gap's leaves of ours are E2SM payload leaves (they follow the message's).
    static func payloadLeaves(ours: [OurLeaf], _ frame: Frame) -> Int {
        frame.proto == .e2ap && frame.inPayload ? ours.count : 0
    }

    /// tshark stops following our structure at this gap: it shows an id we read otherwise as
    /// `Unknown`, or, in a frame it flags malformed, another value under the name of ours.
    static func diverges(ours: [OurLeaf], theirs: [TsharkLeaf], _ frame: Frame) -> Bool {
        let unknownID = theirs.contains { t in
            (t.name == frame.proto.fieldPrefix + ".id" || t.name == frame.proto.fieldPrefix + ".procedureCode") && (t.label?.hasPrefix("Unknown") ?? true)
        }
        // a SEQUENCE (SIZE (1..n)) OF shown with 0 items: read with another size constraint
        let emptyList = theirs.contains { $0.kind == .none && $0.show == "0 items" }
        return unknownID || emptyList || (frame.malformed && theirs.contains { t in t.kind != .none && ours.contains { $0.name == t.name } })
    }

    /// Sorts one gap's leaves: reasons for the explained, descriptions of the rest.
    /// `ieIDs[i]`: the last ProtocolIE / extension id of ours before `ours[i]` (or its own).
    static func classify(ours: [OurLeaf], ieIDs: [UInt64?], theirs: [TsharkLeaf], frame: inout Frame) -> (explained: [String], failures: [String]) {
        var explained: [String] = [], failures: [String] = []
        if diverges(ours: ours, theirs: theirs, frame) { frame.diverged = true }
        // the gap holding the INTEGER tshark misread: its reading ends there (the alignment may
        // put leaves of ours just before it, or its own reading of the INTEGER, in other gaps)
        // (tshark notes "too long integer", or, when the octets it left over read as another IE,
        // flags the frame malformed)
        if frame.tooLongInteger || frame.malformed, ours.contains(where: { above16Bits($0.value) }) {
            frame.diverged = true
            frame.divergedReason = tooLongIntegerReason
        }
        // Cause alternative misc (index 5) is outside tshark's E2AP v1 Cause root (five
        // alternatives): its dissection stops there
        if frame.proto == .e2ap, ours.contains(where: { $0.name == "e2ap.misc" }), !theirs.contains(where: { $0.name == "e2ap.misc" }) { frame.diverged = true }
        // RICcontrolAckRequest: E2AP v1's root {noAck, ack, nAck} takes 2 bits, ours {noAck, ack} 1
        if frame.proto == .e2ap, ours.contains(where: { $0.name == "e2ap.RICcontrolAckRequest" }), theirs.contains(where: { $0.name == "e2ap.RICcontrolAckRequest" }) { frame.diverged = true }
        // an open type tshark shows without dissecting it (an IE its release does not have in
        // this message's IE set): the leaves of ours in the gap are that IE's value
        // (or the decoded OCTET STRING (CONTAINING T) it shows empty: its release's T lacks them)
        let holders = undissectedHolders(frame.proto)
        let undissected = theirs.contains { $0.kind == .none && holders.contains($0.name) }
        let skippedExtension = theirs.contains { $0.name == TsharkLeaves.unknownExtension }
        var theirsLeft = theirs
        for (i, o) in ours.enumerated() {
            if case .string(let full) = o.value, let k = theirsLeft.firstIndex(where: { t in
                t.name == o.name && t.kind == .string && misreadsCharacterStringLength(ours: full, theirs: t)
            }) {
                theirsLeft.remove(at: k)
                // tshark went on reading from where its length ended, not from where the string does
                frame.diverged = true
                explained.append("tshark 4.0.17 reads a UTF8String's SIZE constraint as PER-visible (X.691 §30.6: never for a character string that is not known-multiplier), so it takes another length: a prefix of the octets, or more")
                continue
            }
            if let (r, k) = renames[frame.proto, default: []].lazy.filter({ $0.ours == o.name }).compactMap({ r in
                theirsLeft.firstIndex(where: { $0.name == r.theirs && r.sameValue(o.value, $0) }).map { (r, $0) }
            }).first {
                theirsLeft.remove(at: k)
                explained.append(r.reason)
                continue
            }
            if let type = renamedEnumerations[frame.proto]?[o.name], case .string(let n) = o.value,
               let k = theirsLeft.firstIndex(where: { $0.name == o.name && Int($0.show) == enumerationIndex(n, type: type, frame.proto) }) {
                theirsLeft.remove(at: k)
                explained.append("enumeration identifier named otherwise in tshark's release (same index)")
                continue
            }
            if i >= ours.count - payloadLeaves(ours: ours, frame) {
                explained.append("E2SM payload: tshark 4.0.17 reads E2SM-KPM v2 / E2SM-RC v1, ours v3")
                continue
            }
            if frame.proto == .e2ap, let shifted = e2apCauseShift[o.name], let k = theirsLeft.firstIndex(where: { $0.name == shifted }) {
                theirsLeft.remove(at: k)
                explained.append("E2AP Cause alternative read with tshark's E2AP v1 order")
                continue
            }
            if case .string = o.value, let k = theirsLeft.firstIndex(where: { $0.name == o.name && ($0.label?.hasPrefix("Unknown") ?? false) }) {
                theirsLeft.remove(at: k)
                explained.append("enumeration value of a newer release: tshark shows Unknown (n)")
                continue
            }
            if frame.proto == .e2ap, frame.e2apV2NodeID, ieIDs[i] == 3 {
                explained.append(e2apV1NodeIDReason)
                continue
            }
            if let code = frame.procedureCode, !frame.known.procedureCodes.contains(code) {
                explained.append("procedure \(code) unknown to tshark's \(frame.proto.displayName)")
                continue
            }
            if let id = ieIDs[i], !frame.known.ids.contains(id) {
                explained.append("IE \(id) unknown to tshark's \(frame.proto.displayName)")
                continue
            }
            if let reason = frame.known.olderReleaseReason(for: o.name, afterSkippedExtension: skippedExtension) {
                explained.append(reason)
                continue
            }
            if frame.diverged {
                explained.append(frame.divergedReason ?? "tshark reads another structure from here (an id it shows Unknown, or a malformed packet)")
                continue
            }
            if undissected {
                explained.append("IE value tshark leaves undissected")
                continue
            }
            if frame.malformed && frame.atEnd {
                explained.append("tshark stopped at a malformed packet (random octets handed to a sub-dissector)")
                continue
            }
            failures.append("ours \(o)")
        }
        for t in theirsLeft {
            if frame.proto == .e2ap, t.nestedIn != nil {
                explained.append("E2SM payload: tshark 4.0.17 reads E2SM-KPM v2 / E2SM-RC v1, ours v3")
            } else if let holder = t.nestedIn, let reason = foreignContents[holder] {
                explained.append(reason)
            } else if t.kind == .none {
                explained.append("FT_NONE structure without a value")
            } else if frame.proto == .e2ap, frame.e2apV2NodeID, (ieIDs.last ?? frame.currentIE) == 3 {
                explained.append(e2apV1NodeIDReason)
            } else if frame.diverged {
                explained.append(frame.divergedReason ?? "tshark reads another structure from here (an id it shows Unknown, or a malformed packet)")
            } else if frame.malformed && frame.atEnd {
                explained.append("tshark stopped at a malformed packet (random octets handed to a sub-dissector)")
            } else {
                failures.append("tshark \(t)")
            }
        }
        return (explained, failures)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
