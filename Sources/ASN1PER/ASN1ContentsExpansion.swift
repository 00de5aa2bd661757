import WireCore

extension ASN1Schema {
    /// `value` (of type `typeID`) with every OCTET STRING whose type has a contents constraint
    /// (X.682 11, `CONTAINING T`) replaced by `.openType(typeName: T, value:)`, its octets decoded
    /// as T in the same PER variant; octets that do not decode as T stay octets. Nested contents
    /// are expanded too, to a bounded depth.
    public func expandingContents(_ value: ASN1Value, typeID: Int, aligned: Bool) -> ASN1Value {
        guard !containedTypes.isEmpty else { return value }
        return expand(value, typeID, aligned: aligned, depth: 0)
    }

    func expand(_ value: ASN1Value, _ id: Int, aligned: Bool, depth: Int) -> ASN1Value {
        guard depth < 64, id >= 0, id < nodes.count else { return value }
        switch (nodes[id].kind, value) {
        case (.octetString, .octetString(let bytes)):
            guard let t = containedTypes[id] else { return value }
            let r = aligned ? decodeAPER(bytes[...], typeID: t) : decodeUPER(bytes[...], typeID: t)
            guard r.error == nil, let inner = r.value else { return value }
            return .openType(typeName: nodes[t].name, value: expand(inner, t, aligned: aligned, depth: depth + 1))
        case (.sequence(let s), .sequence(let parts)):
            return .sequence(parts.map { p in
                let c = s.root.first { $0.name == p.name } ?? s.additions.lazy.flatMap(\.components).first { $0.name == p.name }
                guard let c else { return p }
                // an open type of an anonymous type (`TYPE OCTET STRING (CONTAINING T)` in an object
                // set): resolved through the table constraint and the key's value (X.682 10.7)
                if case .openType(let name, let inner) = p.value, namedTypes[name] == nil, let t = openTypeIDByKey(c, s, parts) {
                    return ASN1NamedValue(p.name, .openType(typeName: name, value: expand(inner, t, aligned: aligned, depth: depth + 1)))
                }
                return ASN1NamedValue(p.name, expand(p.value, c.type, aligned: aligned, depth: depth + 1))
            })
        case (.choice(let c), .choice(let name, let inner)):
            guard let alt = c.root.first(where: { $0.name == name }) ?? c.additions.first(where: { $0.name == name }) else { return value }
            return .choice(name: name, value: expand(inner, alt.type, aligned: aligned, depth: depth + 1))
        case (.sequenceOf(let element, _), .sequenceOf(let items)):
            return .sequenceOf(items.map { expand($0, element, aligned: aligned, depth: depth + 1) })
        case (_, .openType(let name, let inner)):
            guard let t = namedTypes[name] else { return value }
            return .openType(typeName: name, value: expand(inner, t, aligned: aligned, depth: depth + 1))
        default:
            return value
        }
    }
}
