import ASN1PER
import NRRRC
import WireCore

/// The header and MAC-I of a PDCP Data PDU on an SRB (TS 38.323 §6.2.2.1): R R R R and a 12-bit
/// SN in two octets, the RRC PDU, then a 4-octet MAC-I (present on SRBs even when integrity
/// protection is not active, TS 38.323 §6.3.4).
public struct PDCPSRBDataPDU: Sendable, Hashable {
    public var reserved: UInt8
    public var sequenceNumber: Int
    public var macI: [UInt8]
    public static let headerOctets = 2
    public static let macIOctets = 4

    /// Nil when the octets cannot hold a header, one RRC octet and a MAC-I.
    public init?(_ bytes: ArraySlice<UInt8>) {
        guard bytes.count >= Self.headerOctets + 1 + Self.macIOctets else { return nil }
        let first = bytes[bytes.startIndex], second = bytes[bytes.startIndex + 1]
        reserved = first >> 4
        sequenceNumber = Int(first & 0x0F) << 8 | Int(second)
        macI = Array(bytes.suffix(Self.macIOctets))
    }
}

/// One RRC message an F1AP PDU carries in an OCTET STRING container (the IE definitions of
/// TS 38.473 §9.3.1: RRC-Container, gNB-DU System Information, DU to CU RRC Information and
/// Container, Served Cell Information's Measurement Timing Configuration), decoded with NR RRC
/// (TS 38.331) UNALIGNED PER.
public struct F1APRRCContainer: Sendable {
    /// The container's `f1ap.asn1.` path (`f1ap.asn1.initiatingMessage.value…RRCContainer`).
    public var fieldPath: String
    public var type: NRRRC.MessageType
    /// The PDCP header and MAC-I around the RRC PDU (SRB1, SRB2, SRB3: DCCH); nil for CCCH and
    /// the system information and configuration containers, which carry the RRC PDU bare.
    public var pdcp: PDCPSRBDataPDU?
    /// The RRC PDU's first bit in the F1AP PDU's frame (absolute, as finding offsets are).
    public var bitOffset: Int
    public var rrcBytes: [UInt8]
    /// The decoded value; an OCTET STRING with a contents constraint (`CONTAINING T`) that decodes
    /// as T is `.openType(typeName: T, value:)`.
    public var value: ASN1Value?
    public var error: DecodingError?
    public var findings: [Finding]

    /// The message an RRC PDU of a logical channel carries (`rrcSetupRequest`), else the type.
    public var messageName: String {
        value.flatMap(NRRRC.messageName) ?? type.rawValue
    }
}

/// Finds and decodes the RRC containers of a decoded F1AP PDU.
public enum F1APRRCContainers {
    /// The SRB ID whose DL RRC MESSAGE TRANSFER carries a CCCH message (SRB0, TS 38.473 §9.3.1).
    static let ccchSRB: Int64 = 0

    /// Every RRC container of `result`'s message, decoded in the order they appear; `value` is
    /// the message's value when the caller has decoded it already (else it is decoded here).
    public static func decode(_ result: F1APDecodeResult, value: ASN1Value? = nil) -> [F1APRRCContainer] {
        guard let m = result.message else { return [] }
        var found: [(path: String, name: String, bytes: [UInt8])] = []
        if let value {
            var path = Array(F1APFields.pathRoot.utf8)
            path.reserveCapacity(256)
            collect(value, path: &path, name: "", depth: 0, into: &found)
        } else {
            // without a decoded value, read off the decode layout (no value tree built)
            found = m.source.rrcContainerCandidates()
        }
        return decode(result, found: found)
    }

    /// The containers `found` in `result`'s message (path, the name that makes each a
    /// container, octets; in the order they appear), decoded.
    static func decode(_ result: F1APDecodeResult, found: [(path: String, name: String, bytes: [UInt8])]) -> [F1APRRCContainer] {
        guard let m = result.message, !found.isEmpty else { return [] }
        let srb = m.ies.first { $0.name == "SRBID" }?.integerValue
        let uplink = m.messageName == "ULRRCMessageTransfer" || m.messageName == "InitialULRRCMessageTransfer"
        let pdu = m.source.bytes
        var searchFrom = pdu.startIndex
        var out: [F1APRRCContainer] = []
        for c in found {
            guard let type = containerType(name: c.name, message: m.messageName, srb: srb, uplink: uplink) else { continue }
            // an unconstrained OCTET STRING's octets lie octet-aligned in the APER PDU (X.691
            // 17.8, 11.9.3.8): found in order after the previous container's
            var offset = result.baseBitOffset
            if let at = firstIndex(of: c.bytes, in: pdu, from: searchFrom) {
                offset = result.baseBitOffset + (at - pdu.startIndex) * 8
                searchFrom = at + c.bytes.count
            }
            out.append(decodeContainer(c.bytes, type: type, path: c.path, bitOffset: offset))
        }
        return out
    }

    /// The RRC type an F1AP container holds (TS 38.473 §9.3.1: RRC-Container carries UL-CCCH in
    /// INITIAL UL RRC MESSAGE TRANSFER, DL-CCCH on SRB0, a PDCP PDU with DL-/UL-DCCH otherwise).
    static func containerType(name: String, message: String, srb: Int64?, uplink: Bool) -> NRRRC.MessageType? {
        if name == "RRCContainer" {
            if message == "InitialULRRCMessageTransfer" { return .ulCCCH }
            if uplink { return .ulDCCH }
            return srb == ccchSRB ? .dlCCCH : .dlDCCH
        }
        return namedContainerTypes[name]
    }

    /// The container names whose RRC type does not depend on the message, and that type: the
    /// cell's MIB and SIB1, DU to CU RRC Information's CellGroupConfig and the DU to CU RRC
    /// Container IE, RRCSetupComplete in a PDCP PDU on SRB1 (INITIAL UL RRC MESSAGE TRANSFER,
    /// TS 38.473 §9.2.3), the measurement timing configuration, and the inter-node containers
    /// (``F1APRRCInterNodeContainers``).
    static let namedContainerTypes: [String: NRRRC.MessageType] = F1APRRCInterNodeContainers.types.merging([
        "mIB-message": .mib,
        "sIB1-message": .sib1,
        "cellGroupConfig": .cellGroupConfig,
        "DUtoCURRCContainer": .cellGroupConfig,
        "RRCContainer-RRCSetupComplete": .ulDCCH,
        "measurementTimingConfiguration": .measurementTimingConfiguration,
    ]) { _, fixed in fixed }

    /// Whether an OCTET STRING reached under `name` is an RRC container (``containerType(name:message:srb:uplink:)``
    /// gives it a type for some message), tested by the name's length first: the catalog asks
    /// it of every name of a schema's decode plan, tens of thousands, once per schema load.
    static func isContainerName(_ name: String) -> Bool {
        let length = name.utf8.count
        guard length < containerNameLengths.count, containerNameLengths[length] else { return false }
        return name == "RRCContainer" || namedContainerTypes[name] != nil
    }

    /// Per length: some container name has it.
    private static let containerNameLengths: [Bool] = {
        let lengths = (Array(namedContainerTypes.keys) + ["RRCContainer"]).map(\.utf8.count)
        var table = [Bool](repeating: false, count: (lengths.max() ?? 0) + 1)
        for n in lengths { table[n] = true }
        return table
    }()

    /// Decodes the octets of one container holding `type` (with a PDCP header and MAC-I for DCCH);
    /// `bitOffset` is where the octets start, `path` the container's field path.
    public static func decodeContainer(_ bytes: [UInt8], type: NRRRC.MessageType, path: String, bitOffset: Int) -> F1APRRCContainer {
        var rrc = bytes[...]
        var pdcp: PDCPSRBDataPDU?
        var start = bitOffset
        if type == .dlDCCH || type == .ulDCCH {
            guard let header = PDCPSRBDataPDU(rrc) else {
                let e = DecodingError(.truncated, "\(bytes.count) octet(s) cannot hold a PDCP header, an RRC PDU and a MAC-I (TS 38.323 §6.2.2.1)",
                                      bitOffset: bitOffset, bitLength: bytes.count * 8, fieldPath: path)
                return F1APRRCContainer(fieldPath: path, type: type, pdcp: nil, bitOffset: bitOffset, rrcBytes: bytes, value: nil, error: e, findings: [])
            }
            pdcp = header
            rrc = rrc.dropFirst(PDCPSRBDataPDU.headerOctets).dropLast(PDCPSRBDataPDU.macIOctets)
            start += PDCPSRBDataPDU.headerOctets * 8
        }
        let r = NRRRC.decode(rrc, as: type, baseBitOffset: start)
        var error = r.error
        if var e = error {
            e.fieldPath = path + " → " + e.fieldPath
            error = e
        }
        // OCTET STRING (CONTAINING …) inside RRC (masterCellGroup, dedicatedSIB1-Delivery…) decoded too
        let value = r.value.map { NRRRC.schema.expandingContents($0, typeID: NRRRC.schema.typeID(type.rawValue) ?? -1, aligned: false) }
        return F1APRRCContainer(fieldPath: path, type: type, pdcp: pdcp, bitOffset: start, rrcBytes: Array(rrc),
                                value: value, error: error, findings: r.findings)
    }

    /// Walks the F1AP value for OCTET STRING containers named as RRC carriers.
    /// The containers under `v`; `path` holds the UTF-8 of `v`'s dotted path, extended and cut
    /// back in place (a String is made only for a container found, so the walk builds none per node).
    static func collect(_ v: ASN1Value, path: inout [UInt8], name: String, depth: Int, into found: inout [(path: String, name: String, bytes: [UInt8])]) {
        guard depth < 64 else { return }
        let length = path.count
        switch v {
        case .octetString(let bytes):
            if isContainerName(name) { found.append((String(decoding: path, as: UTF8.self), name, bytes)) }
        case .openType(let typeName, let inner):
            collect(inner, path: &path, name: typeName, depth: depth + 1, into: &found)
        case .choice(let n, let inner):
            path.append(UInt8(ascii: "."))
            path.append(contentsOf: n.utf8)
            collect(inner, path: &path, name: n, depth: depth + 1, into: &found)
        case .sequenceOf(let items):
            items.withUnsafeBufferPointer { items in
                for i in items.indices {
                    path.append(UInt8(ascii: "."))
                    FieldWalker.appendDecimal(i, to: &path)
                    collect(items[i], path: &path, name: name, depth: depth + 1, into: &found)
                    path.removeSubrange(length...)
                }
            }
        case .sequence(let parts):
            parts.withUnsafeBufferPointer { parts in
                for k in parts.indices {
                    path.append(UInt8(ascii: "."))
                    path.append(contentsOf: parts[k].name.utf8)
                    collect(parts[k].value, path: &path, name: parts[k].name, depth: depth + 1, into: &found)
                    path.removeSubrange(length...)
                }
            }
        default: break
        }
        path.removeSubrange(length...)
    }

    static func firstIndex(of needle: [UInt8], in haystack: ArraySlice<UInt8>, from: Int) -> Int? {
        guard !needle.isEmpty, haystack.endIndex - from >= needle.count else { return nil }
        var i = from
        while i + needle.count <= haystack.endIndex {
            if haystack[i] == needle[0] && haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
