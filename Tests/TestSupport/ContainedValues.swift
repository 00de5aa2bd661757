import ASN1PER

extension ASN1RandomValueGenerator {
    /// `value` (of type `id`) with every OCTET STRING whose type has a contents constraint
    /// (X.682 11, `CONTAINING T`, as NGAP's transfer IEs) replaced by a random value of T, so
    /// that an oracle which decodes the contents (pycrate) gets valid ones.
    public mutating func fillingContents(_ value: ASN1Value, typeID id: Int, schema: ASN1Schema, depth: Int = 0) -> ASN1Value {
        guard depth < 48, id >= 0, id < schema.nodes.count else { return value }
        switch (schema.nodes[id].kind, value) {
        case (.octetString, .octetString):
            guard let t = schema.containedTypes[id], let inner = self.value(t, depth: depth + 1) else { return value }
            return .openType(typeName: schema.nodes[t].name, value: fillingContents(inner, typeID: t, schema: schema, depth: depth + 1))
        case (.sequence(let s), .sequence(let parts)):
            return .sequence(parts.map { p in
                let c = s.root.first { $0.name == p.name } ?? s.additions.lazy.flatMap(\.components).first { $0.name == p.name }
                guard let c else { return p }
                if case .openType(let name, let inner) = p.value, schema.typeID(name) == nil,
                   let k = c.table?.keyComponent, k < s.root.count,
                   let key = parts.first(where: { $0.name == s.root[k].name })?.value.integerValue,
                   let t = schema.openTypeID(c, root: s.root, key: key) {
                    return ASN1NamedValue(p.name, .openType(typeName: name, value: fillingContents(inner, typeID: t, schema: schema, depth: depth + 1)))
                }
                return ASN1NamedValue(p.name, fillingContents(p.value, typeID: c.type, schema: schema, depth: depth + 1))
            })
        case (.choice(let c), .choice(let name, let inner)):
            guard let alt = c.root.first(where: { $0.name == name }) ?? c.additions.first(where: { $0.name == name }) else { return value }
            return .choice(name: name, value: fillingContents(inner, typeID: alt.type, schema: schema, depth: depth + 1))
        case (.sequenceOf(let element, _), .sequenceOf(let items)):
            return .sequenceOf(items.map { fillingContents($0, typeID: element, schema: schema, depth: depth + 1) })
        case (_, .openType(let name, let inner)):
            guard let t = schema.typeID(name) else { return value }
            return .openType(typeName: name, value: fillingContents(inner, typeID: t, schema: schema, depth: depth + 1))
        default:
            return value
        }
    }
}
