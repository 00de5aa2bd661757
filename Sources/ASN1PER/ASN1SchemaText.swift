/// The UTF-8 bytes of a serialized schema (``ASN1Schema/serialized()``), read in place: fields are
/// byte ranges, numbers are parsed from the bytes, and a `String` is made only for a name the
/// schema keeps. Loading the F1AP schema this way takes 93 million instructions where splitting
/// it into `Substring`s took 204 million (callgrind), and every `check` that meets an F1AP PDU
/// loads it first.
struct ASN1SchemaText {
    let bytes: UnsafeBufferPointer<UInt8>

    /// The ranges of `range` between `separator` bytes, as `split(separator:omittingEmptySubsequences:)`
    /// gives them for that ASCII character.
    func fields(_ range: Range<Int>, _ separator: UInt8, omittingEmpty: Bool = true) -> [Range<Int>] {
        var separators = 0
        for i in range where bytes[i] == separator { separators += 1 }
        var out: [Range<Int>] = []
        out.reserveCapacity(separators + 1)
        var start = range.lowerBound
        for i in range where bytes[i] == separator {
            if !omittingEmpty || start != i { out.append(start..<i) }
            start = i + 1
        }
        if !omittingEmpty || start != range.upperBound { out.append(start..<range.upperBound) }
        return out
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Whether the bytes of `range` are exactly the ASCII `text`.
    func equals(_ range: Range<Int>, _ text: StaticString) -> Bool {
        guard range.count == text.utf8CodeUnitCount else { return false }
        let t = text.utf8Start
        for (n, i) in range.enumerated() where bytes[i] != t[n] { return false }
        return true
    }

    /// The first byte of `range`, if any.
    func first(_ range: Range<Int>) -> UInt8? { range.isEmpty ? nil : bytes[range.lowerBound] }

    /// A decimal integer as `T(_: Substring)` reads one: an optional sign (`-` only for a signed
    /// type) and at least one digit, nothing else; nil when it does not fit.
    func integer<T: FixedWidthInteger>(_ range: Range<Int>, as: T.Type = T.self) -> T? {
        var at = range.lowerBound
        var negative = false
        if at < range.upperBound, bytes[at] == 0x2B || bytes[at] == 0x2D {
            negative = bytes[at] == 0x2D
            guard !negative || T.isSigned else { return nil }
            at += 1
        }
        guard at < range.upperBound else { return nil }
        var value: T = 0
        while at < range.upperBound {
            let digit = bytes[at] &- 0x30
            guard digit < 10 else { return nil }
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            // accumulated with the value's sign, so the most negative value is reachable
            let (next, o2) = negative ? times.subtractingReportingOverflow(T(digit)) : times.addingReportingOverflow(T(digit))
            guard !o1 && !o2 else { return nil }
            value = next
            at += 1
        }
        return value
    }

    func int(_ range: Range<Int>) -> Int? { integer(range) }
}

extension ASN1Schema {
    /// Loads a schema written by ``serialized()``.
    public init(serialized text: String) throws(ASN1CompileError) {
        var text = text
        let parsed = text.withUTF8 { bytes in
            Result(catching: { () throws(ASN1CompileError) -> ParsedSchema in try Self.parse(ASN1SchemaText(bytes: bytes)) })
        }
        let p = try parsed.get()
        self.init(nodes: p.nodes, namedTypes: p.named, objectSets: p.sets, objectSetNames: p.setNames, constants: p.constants, containedTypes: p.contained)
    }

    private struct ParsedSchema {
        var nodes: [ASN1TypeNode] = []
        var named: [String: Int] = [:]
        var sets: [ASN1ObjectSet] = []
        var setNames: [String: Int] = [:]
        var constants: [String: Int64] = [:]
        var contained: [Int: Int] = [:]
    }

    private static func parse(_ t: ASN1SchemaText) throws(ASN1CompileError) -> ParsedSchema {
        var p = ParsedSchema()
        var lineNumber = 0
        var sawHeader = false
        func bad(_ m: String) -> ASN1CompileError { ASN1CompileError(file: "<serialized schema>", line: lineNumber, column: 1, message: m) }
        var lineStart = 0
        let count = t.bytes.count
        while lineStart < count {
            var lineEnd = lineStart
            while lineEnd < count && t.bytes[lineEnd] != 0x0A { lineEnd += 1 }
            let line = lineStart..<lineEnd
            lineStart = lineEnd + 1
            lineNumber += 1
            if line.isEmpty { continue }
            if !sawHeader {
                guard t.equals(line, "ASN1SCHEMA 1") else { throw bad("not a serialized schema") }
                sawHeader = true
                continue
            }
            let f = t.fields(line, 0x09, omittingEmpty: false)
            let tag = f[0]
            if t.equals(tag, "T") {
                guard f.count >= 3, let kind = decodeKind(t, f[2...]) else { throw bad("malformed type line") }
                p.nodes.append(ASN1TypeNode(name: t.string(f[1]), kind: kind))
            } else if t.equals(tag, "N") {
                guard f.count == 3, let id = t.int(f[2]) else { throw bad("malformed name line") }
                p.named[t.string(f[1])] = id
            } else if t.equals(tag, "S") {
                guard f.count == 5 else { throw bad("malformed object set line") }
                var objects: [ASN1Object] = []
                for o in t.fields(f[4], 0x3B) {
                    var fields: [String: ASN1ObjectField] = [:]
                    for kv in t.fields(o, 0x2C) {
                        guard let eq = kv.first(where: { t.bytes[$0] == 0x3D }) else { throw bad("malformed object field") }
                        let key = t.string(kv.lowerBound..<eq)
                        let body = min(eq + 2, kv.upperBound)..<kv.upperBound
                        switch t.first(eq + 1..<kv.upperBound) {
                        case UInt8(ascii: "T"): guard let v = t.int(body) else { throw bad("bad type id") }; fields[key] = .type(v)
                        case UInt8(ascii: "I"): guard let v = t.integer(body, as: Int64.self) else { throw bad("bad integer") }; fields[key] = .integer(v)
                        default: fields[key] = .identifier(t.string(body))
                        }
                    }
                    objects.append(ASN1Object(fields: fields))
                }
                let name = t.string(f[1])
                if p.setNames[name] == nil { p.setNames[name] = p.sets.count }
                p.sets.append(ASN1ObjectSet(name: name, className: t.string(f[2]), objects: objects, extensible: t.equals(f[3], "1")))
            } else if t.equals(tag, "K") {
                guard f.count == 3, let v = t.integer(f[2], as: Int64.self) else { throw bad("malformed constant") }
                p.constants[t.string(f[1])] = v
            } else if t.equals(tag, "C") {
                guard f.count == 3, let node = t.int(f[1]), let type = t.int(f[2]) else { throw bad("malformed contents constraint") }
                p.contained[node] = type
            } else {
                throw bad("unknown line tag \(t.string(tag))")
            }
        }
        if !sawHeader { throw bad("not a serialized schema") }
        for node in p.nodes { if !references(node.kind, below: p.nodes.count, sets: p.sets.count) { throw bad("dangling reference in \(node.name)") } }
        for (node, type) in p.contained where node < 0 || node >= p.nodes.count || type < 0 || type >= p.nodes.count {
            throw bad("dangling contents constraint \(node) → \(type)")
        }
        return p
    }

    /// `lower upper extensible` (an absent upper bound is `-`).
    private static func decodeSize(_ t: ASN1SchemaText, _ r: Range<Int>) -> ASN1SizeBounds? {
        let p = t.fields(r, 0x20)
        guard p.count == 3, let lo = t.int(p[0]) else { return nil }
        return ASN1SizeBounds(lower: lo, upper: t.equals(p[1], "-") ? nil : t.int(p[1]), extensible: t.equals(p[2], "1"))
    }

    /// `name,type,optional,default,table` (see ``encodeComponent(_:)``).
    private static func decodeComponent(_ t: ASN1SchemaText, _ r: Range<Int>) -> ASN1Component? {
        let p = t.fields(r, 0x2C, omittingEmpty: false)
        guard p.count == 5, let type = t.int(p[1]) else { return nil }
        var d: ASN1Value?
        if !t.equals(p[3], "-") {
            let body = min(p[3].lowerBound + 1, p[3].upperBound)..<p[3].upperBound
            switch t.first(p[3]) {
            case UInt8(ascii: "i"): d = t.integer(body, as: Int64.self).map { .integer($0) }
            case UInt8(ascii: "b"): d = .boolean(t.equals(body, "T"))
            case UInt8(ascii: "e"): d = .enumerated(index: -1, name: t.string(body))
            default: d = nil
            }
        }
        var table: ASN1TableReference?
        if !t.equals(p[4], "-") {
            let q = t.fields(p[4], 0x2E)
            guard q.count == 3, let set = t.int(q[0]) else { return nil }
            table = ASN1TableReference(objectSet: set, field: t.string(q[1]), keyComponent: t.equals(q[2], "-") ? nil : t.int(q[2]))
        }
        return ASN1Component(name: t.string(p[0]), type: type, optional: t.equals(p[2], "1"), defaultValue: d, table: table)
    }

    /// Space-separated components.
    private static func components(_ t: ASN1SchemaText, _ r: Range<Int>) -> [ASN1Component]? {
        var out: [ASN1Component] = []
        for c in t.fields(r, 0x20) {
            guard let x = decodeComponent(t, c) else { return nil }
            out.append(x)
        }
        return out
    }

    /// A type line's kind fields (see ``encodeKind(_:)``).
    private static func decodeKind(_ t: ASN1SchemaText, _ g: ArraySlice<Range<Int>>) -> ASN1TypeKind? {
        let f = Array(g)
        guard let tag = f.first, tag.count == 1 else { return nil }
        switch t.bytes[tag.lowerBound] {
        case UInt8(ascii: "b"): return .boolean
        case UInt8(ascii: "n"): return .null
        case UInt8(ascii: "r"): return .real
        case UInt8(ascii: "o"): return .objectIdentifier
        case UInt8(ascii: "x"): return .openType
        case UInt8(ascii: "i"):
            guard f.count == 2 else { return nil }
            let p = t.fields(f[1], 0x20)
            guard p.count == 3 else { return nil }
            return .integer(ASN1IntegerBounds(lower: t.equals(p[0], "-") ? nil : t.integer(p[0], as: Int64.self),
                                              upper: t.equals(p[1], "-") ? nil : t.integer(p[1], as: Int64.self), extensible: t.equals(p[2], "1")))
        case UInt8(ascii: "e"):
            guard f.count == 3 else { return nil }
            let root = t.fields(f[1], 0x2C).map(t.string)
            let add: [String]? = t.equals(f[2], "-") ? nil : t.fields(min(f[2].lowerBound + 1, f[2].upperBound)..<f[2].upperBound, 0x2C).map(t.string)
            return .enumerated(root: root, additions: add)
        case UInt8(ascii: "B"): return f.count == 2 ? decodeSize(t, f[1]).map { .bitString($0) } : nil
        case UInt8(ascii: "O"): return f.count == 2 ? decodeSize(t, f[1]).map { .octetString($0) } : nil
        case UInt8(ascii: "k"):
            guard f.count == 5, let size = decodeSize(t, f[2]) else { return nil }
            let p = t.fields(f[3], 0x20)
            guard p.count == 2, let b = t.int(p[0]) else { return nil }
            let alphabet = t.fields(f[4], 0x2C).compactMap { t.integer($0, as: UInt32.self) }
            return .knownMultiplierString(name: t.string(f[1]), size: size, characters: ASN1CharacterSet(alphabet: alphabet, bitsPerCharacter: b, useIndex: t.equals(p[1], "1")))
        case UInt8(ascii: "u"): return f.count == 2 ? .unrestrictedString(name: t.string(f[1])) : nil
        case UInt8(ascii: "L"):
            guard f.count == 3, let e = t.int(f[1]), let s = decodeSize(t, f[2]) else { return nil }
            return .sequenceOf(element: e, size: s)
        case UInt8(ascii: "Q"):
            guard f.count == 4, let root = components(t, f[2]) else { return nil }
            var adds: [ASN1ExtensionAddition] = []
            for a in t.fields(f[3], 0x3B) {
                guard let cs = components(t, a.lowerBound + 1..<a.upperBound) else { return nil }
                adds.append(ASN1ExtensionAddition(components: cs, isGroup: t.bytes[a.lowerBound] == UInt8(ascii: "g")))
            }
            return .sequence(ASN1SequenceType(root: root, extensible: t.equals(f[1], "1"), additions: adds))
        case UInt8(ascii: "C"):
            guard f.count == 4, let root = components(t, f[2]), let adds = components(t, f[3]) else { return nil }
            return .choice(ASN1ChoiceType(root: root, extensible: t.equals(f[1], "1"), additions: adds))
        default: return nil
        }
    }
}
