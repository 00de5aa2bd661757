import ASN1PER

/// Composes the elementary-procedure PDUs of the split-CU UE scenarios (F1AP, E1AP, NGAP) over
/// ``ProtocolIEPDUBuilder``: mandatory IEs random unless given, every PLMN identity the test
/// network's (``withTestPLMN(_:name:depth:)``), GTP tunnels set where the scenario joins them.
struct APPDUComposer {
    private var builder: ProtocolIEPDUBuilder

    init(schema: ASN1Schema, pduType: String, procedures: String, seed: UInt64) {
        builder = ProtocolIEPDUBuilder(schema: schema, pduType: pduType, procedures: procedures, seed: seed)
    }

    /// A random value of `typeName` (nil when the schema has no such type).
    mutating func randomValue(_ typeName: String) -> ASN1Value? { builder.randomValue(typeName) }

    /// The PDU carrying `message` with its mandatory IEs and those of `optional`, `values` by IE
    /// type name; nil when it is not a message of the schema or does not encode.
    mutating func pdu(_ message: String, _ values: [String: ASN1Value], optional: Set<String> = []) -> [UInt8]? {
        guard builder.carriesProtocolIEs(message) else { return nil }
        return builder.pdu(message, builder.ies(message, values: values, optional: optional)) { Self.withTestPLMN($0) }
    }

    /// `v` with every GTP tunnel (SEQUENCE { transportLayerAddress, gTP-TEID, … }) set to
    /// `address` / `teid`; `found` tells whether there was one.
    static func settingTunnels(_ v: ASN1Value, address: [UInt8], teid: [UInt8], found: inout Bool, depth: Int = 0) -> ASN1Value {
        guard depth < 64 else { return v }
        switch v {
        case .sequence(let parts):
            let tunnel = v["transportLayerAddress"] != nil && v["gTP-TEID"] != nil
            if tunnel { found = true }
            return .sequence(parts.map { p in
                if tunnel && p.name == "transportLayerAddress" { return ASN1NamedValue(p.name, .bitString(bytes: address, bitCount: address.count * 8)) }
                if tunnel && p.name == "gTP-TEID" { return ASN1NamedValue(p.name, .octetString(teid)) }
                return ASN1NamedValue(p.name, settingTunnels(p.value, address: address, teid: teid, found: &found, depth: depth + 1))
            })
        case .choice(let n, let inner):
            return .choice(name: n, value: settingTunnels(inner, address: address, teid: teid, found: &found, depth: depth + 1))
        case .sequenceOf(let items):
            return .sequenceOf(items.map { settingTunnels($0, address: address, teid: teid, found: &found, depth: depth + 1) })
        case .openType(let t, let inner):
            return .openType(typeName: t, value: settingTunnels(inner, address: address, teid: teid, found: &found, depth: depth + 1))
        default:
            return v
        }
    }

    /// A random value of `typeName` holding at least one GTP tunnel, each set to `address` /
    /// `teid` (random values are drawn until one holds a tunnel; nil after 64 draws).
    mutating func valueWithTunnels(_ typeName: String, address: [UInt8], teid: [UInt8]) -> ASN1Value? {
        for _ in 0..<64 {
            guard let v = randomValue(typeName) else { return nil }
            var found = false
            let out = Self.settingTunnels(v, address: address, teid: teid, found: &found)
            if found { return out }
        }
        return nil
    }
}

extension APPDUComposer {
    /// `v` with every INTEGER component named `name` set to `value`.
    static func settingInteger(_ v: ASN1Value, _ name: String, to value: Int64, depth: Int = 0) -> ASN1Value {
        guard depth < 64 else { return v }
        switch v {
        case .sequence(let parts):
            return .sequence(parts.map { p in
                if p.name == name, case .integer = p.value { return ASN1NamedValue(p.name, .integer(value)) }
                return ASN1NamedValue(p.name, settingInteger(p.value, name, to: value, depth: depth + 1))
            })
        case .choice(let n, let inner): return .choice(name: n, value: settingInteger(inner, name, to: value, depth: depth + 1))
        case .sequenceOf(let items): return .sequenceOf(items.map { settingInteger($0, name, to: value, depth: depth + 1) })
        case .openType(let t, let inner): return .openType(typeName: t, value: settingInteger(inner, name, to: value, depth: depth + 1))
        default: return v
        }
    }

    /// A SEQUENCE OF value cut to its first element.
    static func firstElementOnly(_ v: ASN1Value) -> ASN1Value {
        guard case .sequenceOf(let items) = v, let first = items.first else { return v }
        return .sequenceOf([first])
    }
}

extension APPDUComposer {
    /// MCC 001, MNC 01 (the test network, TS 23.003 §2.2) in the BCD layout of TS 38.413 §9.3.3.5.
    static let testPLMN: [UInt8] = [0x00, 0xF1, 0x10]

    /// `v` with every PLMN identity (a 3-octet OCTET STRING named for one) set to ``testPLMN``:
    /// random octets are seldom BCD digits.
    static func withTestPLMN(_ v: ASN1Value, name: String = "", depth: Int = 0) -> ASN1Value {
        guard depth < 64 else { return v }
        switch v {
        case .octetString(let b) where b.count == 3 && name.lowercased().contains("plmn"):
            return .octetString(testPLMN)
        case .sequence(let parts):
            return .sequence(parts.map { ASN1NamedValue($0.name, withTestPLMN($0.value, name: $0.name, depth: depth + 1)) })
        case .choice(let n, let inner): return .choice(name: n, value: withTestPLMN(inner, name: n, depth: depth + 1))
        case .sequenceOf(let items): return .sequenceOf(items.map { withTestPLMN($0, name: name, depth: depth + 1) })
        case .openType(let t, let inner): return .openType(typeName: t, value: withTestPLMN(inner, name: t, depth: depth + 1))
        default: return v
        }
    }
}
