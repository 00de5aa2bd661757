import ASN1PER
import F1AP

/// Exact join evidence read from a decoded message value: NAS-PDU octets (TS 38.413 §9.3.3.4;
/// RRC dedicatedNAS-Message, TS 38.331 §6.3.2) and GTP tunnel endpoints (transport layer
/// address + GTP-TEID: TS 38.473 §9.3.2.1, TS 37.483 §9.3.2.1, TS 38.413 §9.3.2.2), as
/// ``UEToken``s, equal only when the octets are equal.
enum UEEvidence {
    /// NAS PDUs shorter than this are not used (a short unprotected NAS message could repeat
    /// between UEs; a protected one carries a MAC and a sequence number).
    static let minimumNASLength = 8
    static let maximumDepth = 48

    static func tokens(_ v: ASN1Value) -> [UEToken] {
        var out: [UEToken] = []
        walk(v, name: "", depth: 0, into: &out)
        return out
    }

    /// The tokens of a whole F1AP message, read from its decode layout without decoding the
    /// message's value: the same tokens, in the same order, as ``tokens(_:)`` of its value.
    static func tokens(_ m: F1APMessage) -> [UEToken] {
        tokens(m.joinEvidence(maximumDepth: maximumDepth))
    }

    /// The tokens of the RRC containers of an F1AP PDU (``F1APRRCContainers/decode(_:value:)``):
    /// those of each decoded container's value in turn, read off a scan of each container when
    /// ``F1APRRCJoinEvidence`` can (the same tokens, in the same order), else from the values.
    static func rrcContainerTokens(_ r: F1APDecodeResult) -> [UEToken] {
        if let evidence = F1APRRCJoinEvidence.evidence(r, maximumDepth: maximumDepth) { return tokens(evidence) }
        var found: [UEToken] = []
        for container in F1APRRCContainers.decode(r) { if let v = container.value { found += tokens(v) } }
        return found
    }

    static func tokens(_ evidence: [F1APJoinEvidence]) -> [UEToken] {
        var out: [UEToken] = []
        for e in evidence {
            switch e {
            case .nas(let b): nas(b, into: &out)
            case .gtpTunnel(let address, let bits, let teid): out.append(.gtpTunnel(address: address, bits: bits, teid: teid))
            }
        }
        return out
    }

    private static func walk(_ v: ASN1Value, name: String, depth: Int, into out: inout [UEToken]) {
        guard depth < maximumDepth else { return }
        switch v {
        case .openType(let typeName, let inner):
            if typeName == "NAS-PDU" || typeName == "DedicatedNAS-Message", case .octetString(let b) = inner { nas(b, into: &out) }
            walk(inner, name: name, depth: depth + 1, into: &out)
        case .octetString(let b):
            if name == "dedicatedNAS-Message" || name == "nAS-PDU" || name == "dedicatedNAS-MessageList" { nas(b, into: &out) }
        case .sequence(let parts):
            // the first component of each name, as the value's subscript finds it, in one pass
            var address: ASN1Value?, teid: ASN1Value?
            for p in parts where address == nil || teid == nil {
                if address == nil, p.name == "transportLayerAddress" { address = p.value } else if teid == nil, p.name == "gTP-TEID" { teid = p.value }
            }
            if case .bitString(let addr, let bits)? = address, case .octetString(let t)? = teid {
                out.append(.gtpTunnel(address: addr, bits: bits, teid: t))
            }
            for p in parts { walk(p.value, name: p.name, depth: depth + 1, into: &out) }
        case .choice(let n, let inner):
            walk(inner, name: n, depth: depth + 1, into: &out)
        case .sequenceOf(let items):
            for i in items { walk(i, name: name, depth: depth + 1, into: &out) }
        default:
            break
        }
    }

    private static func nas(_ b: [UInt8], into out: inout [UEToken]) {
        guard b.count >= minimumNASLength else { return }
        out.append(.nas(b))
    }
}
