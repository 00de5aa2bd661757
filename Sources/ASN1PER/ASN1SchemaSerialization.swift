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

    /// Loads a schema written by ``serialized()``.
    public init(serialized text: String) throws(ASN1CompileError) {
        var nodes: [ASN1TypeNode] = []
        var named: [String: Int] = [:]
        var sets: [ASN1ObjectSet] = []
        var setNames: [String: Int] = [:]
        var constants: [String: Int64] = [:]
        var contained: [Int: Int] = [:]
        var lineNumber = 0
        func bad(_ m: String) -> ASN1CompileError { ASN1CompileError(file: "<serialized schema>", line: lineNumber, column: 1, message: m) }
        for line in Self.split(text[...], 0x0A) {
            lineNumber += 1
            if lineNumber == 1 {
                guard line == Self.serializationHeader else { throw bad("not a serialized schema") }
                continue
            }
            let f = Self.split(line, 0x09, omittingEmpty: false)
            guard let tag = f.first else { continue }
            switch tag {
            case "T":
                guard f.count >= 3, let kind = Self.decodeKind(f[2...]) else { throw bad("malformed type line") }
                nodes.append(ASN1TypeNode(name: String(f[1]), kind: kind))
            case "N":
                guard f.count == 3, let id = Int(f[2]) else { throw bad("malformed name line") }
                named[String(f[1])] = id
            case "S":
                guard f.count == 5 else { throw bad("malformed object set line") }
                var objects: [ASN1Object] = []
                for o in Self.split(f[4], 0x3B) {
                    var fields: [String: ASN1ObjectField] = [:]
                    for kv in Self.split(o, 0x2C) {
                        guard let eq = kv.firstIndex(of: "=") else { throw bad("malformed object field") }
                        let k = String(kv[..<eq])
                        let v = kv[kv.index(after: eq)...]
                        let body = String(v.dropFirst())
                        switch v.first {
                        case "T": guard let t = Int(body) else { throw bad("bad type id") }; fields[k] = .type(t)
                        case "I": guard let i = Int64(body) else { throw bad("bad integer") }; fields[k] = .integer(i)
                        default: fields[k] = .identifier(body)
                        }
                    }
                    objects.append(ASN1Object(fields: fields))
                }
                if setNames[String(f[1])] == nil { setNames[String(f[1])] = sets.count }
                sets.append(ASN1ObjectSet(name: String(f[1]), className: String(f[2]), objects: objects, extensible: f[3] == "1"))
            case "K":
                guard f.count == 3, let v = Int64(f[2]) else { throw bad("malformed constant") }
                constants[String(f[1])] = v
            case "C":
                guard f.count == 3, let node = Int(f[1]), let type = Int(f[2]) else { throw bad("malformed contents constraint") }
                contained[node] = type
            default:
                throw bad("unknown line tag \(tag)")
            }
        }
        for node in nodes { if !Self.references(node.kind, below: nodes.count, sets: sets.count) { throw bad("dangling reference in \(node.name)") } }
        for (node, type) in contained where node < 0 || node >= nodes.count || type < 0 || type >= nodes.count {
            throw bad("dangling contents constraint \(node) → \(type)")
        }
        self.init(nodes: nodes, namedTypes: named, objectSets: sets, objectSetNames: setNames, constants: constants, containedTypes: contained)
    }

    /// `s` split at each `separator` byte, as `split(separator:omittingEmptySubsequences:)` splits
    /// it at that ASCII character (the serialized form uses no other line break than LF), read
    /// byte by byte instead of Character by Character: loading a schema splits every line.
    static func split(_ s: Substring, _ separator: UInt8, omittingEmpty: Bool = true) -> [Substring] {
        // Scans the bytes in place (a schema's text is native UTF-8, so `withUTF8` copies
        // nothing) and makes each field's bounds by offset, O(1) on UTF-8 storage.
        var text = s
        let u = s.utf8
        return text.withUTF8 { bytes -> [Substring] in
            var out: [Substring] = []
            var start = 0
            for i in 0..<bytes.count where bytes[i] == separator {
                if !omittingEmpty || start != i { out.append(s[u.index(u.startIndex, offsetBy: start)..<u.index(u.startIndex, offsetBy: i)]) }
                start = i + 1
            }
            if !omittingEmpty || start != bytes.count { out.append(s[u.index(u.startIndex, offsetBy: start)..<u.endIndex]) }
            return out
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

    static func decodeSize(_ s: Substring) -> ASN1SizeBounds? {
        let p = split(s, 0x20)
        guard p.count == 3, let lo = Int(p[0]) else { return nil }
        return ASN1SizeBounds(lower: lo, upper: p[1] == "-" ? nil : Int(p[1]), extensible: p[2] == "1")
    }

    static func decodeComponent(_ s: Substring) -> ASN1Component? {
        let p = split(s, 0x2C, omittingEmpty: false)
        guard p.count == 5, let t = Int(p[1]) else { return nil }
        var d: ASN1Value?
        if p[3] != "-" {
            let body = String(p[3].dropFirst())
            switch p[3].first {
            case "i": d = Int64(body).map { .integer($0) }
            case "b": d = .boolean(body == "T")
            case "e": d = .enumerated(index: -1, name: body)
            default: d = nil
            }
        }
        var table: ASN1TableReference?
        if p[4] != "-" {
            let q = split(p[4], 0x2E)
            guard q.count == 3, let set = Int(q[0]) else { return nil }
            table = ASN1TableReference(objectSet: set, field: String(q[1]), keyComponent: q[2] == "-" ? nil : Int(q[2]))
        }
        return ASN1Component(name: String(p[0]), type: t, optional: p[2] == "1", defaultValue: d, table: table)
    }

    static func components(_ s: Substring) -> [ASN1Component]? {
        var out: [ASN1Component] = []
        for c in split(s, 0x20) {
            guard let x = decodeComponent(c) else { return nil }
            out.append(x)
        }
        return out
    }

    static func decodeKind(_ f: ArraySlice<Substring>) -> ASN1TypeKind? {
        let f = Array(f)
        switch f[0] {
        case "b": return .boolean
        case "n": return .null
        case "r": return .real
        case "o": return .objectIdentifier
        case "x": return .openType
        case "i":
            guard f.count == 2 else { return nil }
            let p = split(f[1], 0x20)
            guard p.count == 3 else { return nil }
            return .integer(ASN1IntegerBounds(lower: p[0] == "-" ? nil : Int64(p[0]), upper: p[1] == "-" ? nil : Int64(p[1]), extensible: p[2] == "1"))
        case "e":
            guard f.count == 3 else { return nil }
            let root = split(f[1], 0x2C).map(String.init)
            let add: [String]? = f[2] == "-" ? nil : split(f[2].dropFirst(), 0x2C).map(String.init)
            return .enumerated(root: root, additions: add)
        case "B": return f.count == 2 ? decodeSize(f[1]).map { .bitString($0) } : nil
        case "O": return f.count == 2 ? decodeSize(f[1]).map { .octetString($0) } : nil
        case "k":
            guard f.count == 5, let size = decodeSize(f[2]) else { return nil }
            let p = split(f[3], 0x20)
            guard p.count == 2, let b = Int(p[0]) else { return nil }
            let alphabet = split(f[4], 0x2C).compactMap { UInt32($0) }
            return .knownMultiplierString(name: String(f[1]), size: size, characters: ASN1CharacterSet(alphabet: alphabet, bitsPerCharacter: b, useIndex: p[1] == "1"))
        case "u": return f.count == 2 ? .unrestrictedString(name: String(f[1])) : nil
        case "L":
            guard f.count == 3, let e = Int(f[1]), let s = decodeSize(f[2]) else { return nil }
            return .sequenceOf(element: e, size: s)
        case "Q":
            guard f.count == 4, let root = components(f[2]) else { return nil }
            var adds: [ASN1ExtensionAddition] = []
            for a in split(f[3], 0x3B) {
                guard let cs = components(a.dropFirst()) else { return nil }
                adds.append(ASN1ExtensionAddition(components: cs, isGroup: a.first == "g"))
            }
            return .sequence(ASN1SequenceType(root: root, extensible: f[1] == "1", additions: adds))
        case "C":
            guard f.count == 4, let root = components(f[2]), let adds = components(f[3]) else { return nil }
            return .choice(ASN1ChoiceType(root: root, extensible: f[1] == "1", additions: adds))
        default: return nil
        }
    }
}
