import ASN1PER
import F1AP

/// Exact join evidence read from a decoded message value: NAS-PDU octets (TS 38.413 §9.3.3.4;
/// RRC dedicatedNAS-Message, TS 38.331 §6.3.2) and GTP tunnel endpoints (transport layer
/// address + GTP-TEID: TS 38.473 §9.3.2.1, TS 37.483 §9.3.2.1, TS 38.413 §9.3.2.2). Tokens are
/// strings, equal only when the octets are equal.
enum UEEvidence {
    /// NAS PDUs shorter than this are not used (a short unprotected NAS message could repeat
    /// between UEs; a protected one carries a MAC and a sequence number).
    static let minimumNASLength = 8
    static let maximumDepth = 48

    static func tokens(_ v: ASN1Value) -> [String] {
        var out: [String] = []
        walk(v, name: "", depth: 0, into: &out)
        return out
    }

    /// The tokens of a whole F1AP message, read from its decode layout without decoding the
    /// message's value: the same tokens, in the same order, as ``tokens(_:)`` of its value.
    static func tokens(_ m: F1APMessage) -> [String] {
        tokens(m.joinEvidence(maximumDepth: maximumDepth))
    }

    /// The tokens of the RRC containers of an F1AP PDU (``F1APRRCContainers/decode(_:value:)``):
    /// those of each decoded container's value in turn, read off a scan of each container when
    /// ``F1APRRCJoinEvidence`` can (the same tokens, in the same order), else from the values.
    static func rrcContainerTokens(_ r: F1APDecodeResult) -> [String] {
        if let evidence = F1APRRCJoinEvidence.evidence(r, maximumDepth: maximumDepth) { return tokens(evidence) }
        var found: [String] = []
        for container in F1APRRCContainers.decode(r) { if let v = container.value { found += tokens(v) } }
        return found
    }

    static func tokens(_ evidence: [F1APJoinEvidence]) -> [String] {
        var out: [String] = []
        for e in evidence {
            switch e {
            case .nas(let b): nas(b, into: &out)
            case .gtpTunnel(let address, let bits, let teid): out.append(gtpToken(address: address, bits: bits, teid: teid))
            }
        }
        return out
    }

    private static func walk(_ v: ASN1Value, name: String, depth: Int, into out: inout [String]) {
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
                out.append(gtpToken(address: addr, bits: bits, teid: t))
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

    private static func nas(_ b: [UInt8], into out: inout [String]) {
        guard b.count >= minimumNASLength else { return }
        out.append(String(unsafeUninitializedCapacity: 4 + 2 * b.count) { s in
            var at = put("nas:", into: s, at: 0)
            at = putHex(b, into: s, at: at)
            return at
        })
    }

    /// `gtp:<address hex>/<bits>/<TEID hex>`, written in one pass into the string's own storage.
    static func gtpToken(address: [UInt8], bits: Int, teid: [UInt8]) -> String {
        let decimal = String(bits)
        return String(unsafeUninitializedCapacity: 6 + 2 * address.count + decimal.utf8.count + 2 * teid.count) { s in
            var at = put("gtp:", into: s, at: 0)
            at = putHex(address, into: s, at: at)
            at = put("/", into: s, at: at)
            at = put(decimal, into: s, at: at)
            at = put("/", into: s, at: at)
            return putHex(teid, into: s, at: at)
        }
    }

    /// Lower-case hex of `b`, written as UTF-8 bytes into the new string's own storage.
    static func hex(_ b: [UInt8]) -> String {
        String(unsafeUninitializedCapacity: b.count * 2) { putHex(b, into: $0, at: 0) }
    }

    private static func putHex(_ b: [UInt8], into s: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var at = start
        for x in b {
            s[at] = hexDigits[Int(x >> 4)]
            s[at + 1] = hexDigits[Int(x & 15)]
            at += 2
        }
        return at
    }

    private static func put(_ text: String, into s: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var at = start
        for c in text.utf8 {
            s[at] = c
            at += 1
        }
        return at
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// What a token is, for the timeline's `joinedBy`.
    static func kind(_ token: String) -> String { token.hasPrefix("nas:") ? "NAS-PDU" : "GTP tunnel" }
}
