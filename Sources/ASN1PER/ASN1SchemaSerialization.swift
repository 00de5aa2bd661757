/// A compact line-oriented text form of a compiled ``ASN1Schema``, so a schema compiled from
/// ASN.1 modules can be committed as generated data and loaded without the modules.
///
/// Lines are tab-separated: `T` type node, `N` named type, `S` object set, `K` constant, `C`
/// contents constraint (string node, contained type).
extension ASN1Schema {
    public static let serializationHeader = "ASN1SCHEMA 1"

    public func serialized() -> String {
        var out = Self.serializationHeader + "\n"
        for node in nodes { out += "T\t" + node.name + "\t" + Self.encodeKind(node.kind) + "\n" }
        for (name, id) in namedTypes.sorted(by: { $0.key < $1.key }) { out += "N\t\(name)\t\(id)\n" }
        for set in objectSets {
            let objects = set.objects.map { o in
                o.fields.sorted { $0.key < $1.key }.map { k, v -> String in
                    switch v {
                    case .type(let t): "\(k)=T\(t)"
                    case .integer(let i): "\(k)=I\(i)"
                    case .identifier(let s): "\(k)=N\(s)"
                    }
                }.joined(separator: ",")
            }.joined(separator: ";")
            out += "S\t\(set.name)\t\(set.className)\t\(set.extensible ? 1 : 0)\t\(objects)\n"
        }
        for (name, v) in constants.sorted(by: { $0.key < $1.key }) { out += "K\t\(name)\t\(v)\n" }
        for (node, type) in containedTypes.sorted(by: { $0.key < $1.key }) { out += "C\t\(node)\t\(type)\n" }
        return out
    }

    static func opt(_ v: Int64?) -> String { v.map(String.init) ?? "-" }
    static func opt(_ v: Int?) -> String { v.map(String.init) ?? "-" }
    static func size(_ s: ASN1SizeBounds) -> String { "\(s.lower) \(opt(s.upper)) \(s.extensible ? 1 : 0)" }

    static func encodeComponent(_ c: ASN1Component) -> String {
        var d = "-"
        switch c.defaultValue {
        case .integer(let v)?: d = "i\(v)"
        case .boolean(let b)?: d = b ? "bT" : "bF"
        case .enumerated(_, let n)?: d = "e" + n
        default: break
        }
        let t = c.table.map { "\($0.objectSet).\($0.field).\(opt($0.keyComponent))" } ?? "-"
        return "\(c.name),\(c.type),\(c.optional ? 1 : 0),\(d),\(t)"
    }

    static func encodeKind(_ k: ASN1TypeKind) -> String {
        switch k {
        case .boolean: return "b"
        case .null: return "n"
        case .real: return "r"
        case .objectIdentifier: return "o"
        case .openType: return "x"
        case .integer(let b): return "i\t\(opt(b.lower)) \(opt(b.upper)) \(b.extensible ? 1 : 0)"
        case .enumerated(let root, let add): return "e\t" + root.joined(separator: ",") + "\t" + (add.map { "+" + $0.joined(separator: ",") } ?? "-")
        case .bitString(let s): return "B\t" + size(s)
        case .octetString(let s): return "O\t" + size(s)
        case .knownMultiplierString(let n, let s, let c):
            return "k\t\(n)\t\(size(s))\t\(c.bitsPerCharacter) \(c.useIndex ? 1 : 0)\t" + c.alphabet.map(String.init).joined(separator: ",")
        case .unrestrictedString(let n): return "u\t" + n
        case .sequenceOf(let e, let s): return "L\t\(e)\t" + size(s)
        case .sequence(let s):
            let adds = s.additions.map { ($0.isGroup ? "g" : "s") + $0.components.map(encodeComponent).joined(separator: " ") }
            return "Q\t\(s.extensible ? 1 : 0)\t" + s.root.map(encodeComponent).joined(separator: " ") + "\t" + adds.joined(separator: ";")
        case .choice(let c):
            return "C\t\(c.extensible ? 1 : 0)\t" + c.root.map(encodeComponent).joined(separator: " ") + "\t" + c.additions.map(encodeComponent).joined(separator: " ")
        }
    }

    static func references(_ k: ASN1TypeKind, below n: Int, sets: Int) -> Bool {
        func ok(_ c: ASN1Component) -> Bool { c.type >= 0 && c.type < n && (c.table.map { $0.objectSet >= 0 && $0.objectSet < sets } ?? true) }
        switch k {
        case .sequenceOf(let e, _): return e >= 0 && e < n
        case .sequence(let s): return s.root.allSatisfy(ok) && s.additions.allSatisfy { $0.components.allSatisfy(ok) }
        case .choice(let c): return c.root.allSatisfy(ok) && c.additions.allSatisfy(ok)
        default: return true
        }
    }
}
