import ASN1PER
import NRRRC
import WireCore

extension F1APRRCContainer {
    /// The decode-error id of a container that does not decode as the RRC type F1AP puts there
    /// (TS 38.473 §9.3.1; the transfer syntax is TS 38.331 §8 UNALIGNED PER).
    public static let malformedID = F1APRuleRegistry.malformedRRCContainer

    /// Fields for `decode --json` under tshark 4.0.17's names: for a DCCH container the PDCP
    /// header and MAC-I (`pdcp-nr.reserved`, `pdcp-nr.seq-num`, `pdcp-nr.mac`, TS 38.323
    /// §6.2.2.1), then `nr-rrc.<component>` for every leaf of the RRC value (hyphens become
    /// underscores, as in `nr-rrc.rrc_TransactionIdentifier`; SEQUENCE OF items as asn2wrs names
    /// them, `nr-rrc.SPS_ConfigIndex_r16`, `nr-rrc.perHARQ_item`), then the dotted paths under
    /// `nr-rrc.asn1.<type>`.
    public func appendFields(to list: inout FieldList) {
        if let p = pdcp {
            list.append("pdcp-nr.reserved", .unsigned(UInt64(p.reserved)), bitOffset: bitOffset - 16, bitLength: 4)
            list.append("pdcp-nr.seq-num", .unsigned(UInt64(p.sequenceNumber)), bitOffset: bitOffset - 12, bitLength: 12)
        }
        if let value {
            var walker = FieldWalker(prefix: F1APRRCFields.prefix)
            walker.walk(value, path: F1APRRCFields.pathRoot + "." + type.rawValue, leafName: nil,
                        type: TsharkNameTable.nrRRC.typeIDs[type.rawValue], depth: 0)
            list.append(contentsOf: walker.tshark)
            for f in walker.paths { list.append(f) }
        }
        if let p = pdcp {
            list.append("pdcp-nr.mac", .bytes(p.macI), bitOffset: bitOffset + rrcBytes.count * 8, bitLength: 32)
        }
    }

    /// The same fields as ``appendFields(to:)``, but the dotted paths are written as JSON members
    /// into `rawJSON` and stand in `list` as one ``RawJSONMembers`` marker: for `decode --json`
    /// when no other container of the frame has this container's type (the paths then cannot repeat).
    public func appendFields(to list: inout FieldList, rawJSON: inout [UInt8]) {
        if let p = pdcp {
            list.append("pdcp-nr.reserved", .unsigned(UInt64(p.reserved)), bitOffset: bitOffset - 16, bitLength: 4)
            list.append("pdcp-nr.seq-num", .unsigned(UInt64(p.sequenceNumber)), bitOffset: bitOffset - 12, bitLength: 12)
        }
        if let value {
            var walker = FieldWalker(prefix: F1APRRCFields.prefix)
            walker.startJSON(&rawJSON, list: &list)
            walker.walk(value, path: F1APRRCFields.pathRoot + "." + type.rawValue, leafName: nil,
                        type: TsharkNameTable.nrRRC.typeIDs[type.rawValue], depth: 0)
            walker.finishJSON(into: &list, rawJSON: &rawJSON)
        }
        if let p = pdcp {
            list.append("pdcp-nr.mac", .bytes(p.macI), bitOffset: bitOffset + rrcBytes.count * 8, bitLength: 32)
        }
    }

    /// The container's decode error as a located finding (the RRC path after the F1AP path, the
    /// absolute bit offset of the failing RRC component), and the RRC codec's own notes.
    public var decodeFindings: [Finding] {
        var out: [Finding] = []
        for var f in findings {
            f.fieldPath = fieldPath + " → " + f.fieldPath
            out.append(f)
        }
        if let e = error {
            out.append(Finding(id: Self.malformedID, severity: .warning,
                               message: "\(type.rawValue) in the container does not decode: \(e.reason)",
                               fieldPath: e.fieldPath.isEmpty ? fieldPath : e.fieldPath, bitOffset: e.bitOffset, bitLength: e.bitLength))
        }
        return out
    }

    /// ASN.1 value notation of the RRC value under a heading naming the container (for `--verbose`).
    public func valueNotation() -> String {
        var heading = "\(fieldPath): \(type.rawValue)"
        if let p = pdcp { heading += " (PDCP SN \(p.sequenceNumber), MAC-I 0x\(Hex.encode(p.macI)))" }
        guard let value else { return heading + ": not decoded\n" }
        return heading + " ::= " + NRRRC.schema.valueNotation(value) + "\n"
    }
}

/// The field families RRC containers add to `decode --json` (registered as subtrees of
/// ``F1APFields/registry``: TS 38.331 leaves are named by their component, like tshark's).
public enum F1APRRCFields {
    public static let prefix = "nr-rrc."
    public static let pathRoot = "nr-rrc.asn1"
    static let clause = "TS 38.331 §6"

    static var subtrees: [FieldSubtree] {
        [
            FieldSubtree(FieldSpec.protocolName("nr-rrc", "NR RRC (TS 38.331) carried in F1AP containers: nr-rrc.<component> for every leaf, nr-rrc.asn1.<type>.<path>", clause: clause)) { _ in
                .known(types: [.unsigned, .signed, .enumerated, .bytes, .boolean, .string])
            },
            FieldSubtree(FieldSpec.protocolName("pdcp-nr", "PDCP (TS 38.323) around DCCH RRC containers: pdcp-nr.reserved, pdcp-nr.seq-num, pdcp-nr.mac", clause: "TS 38.323 §6.2.2.1")) { _ in
                .known(types: [.unsigned, .bytes])
            },
        ]
    }
}

extension F1APDecodeResult {
    /// The RRC containers of the message, decoded (TS 38.473 §9.3.1; see ``F1APRRCContainers``).
    public func rrcContainers(value: ASN1Value? = nil) -> [F1APRRCContainer] { F1APRRCContainers.decode(self, value: value) }
}
