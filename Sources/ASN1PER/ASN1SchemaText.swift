#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The UTF-8 bytes of a serialized schema (``ASN1Schema/serialized()``), read in place: fields are
/// byte ranges, numbers are parsed from the bytes, and a `String` is made only for a name the
/// schema keeps. Loading the F1AP schema this way takes 65 million instructions where splitting
/// it into `Substring`s took 204 million (callgrind; 93 million while each line's fields were
/// listed in an array), and every `check` that meets an F1AP PDU loads it first.
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

    /// The same fields as ``fields(_:_:omittingEmpty:)``, read one at a time with no array made.
    func cursor(_ range: Range<Int>, _ separator: UInt8, omittingEmpty: Bool = true) -> ASN1SchemaFieldCursor {
        ASN1SchemaFieldCursor(bytes: bytes, separator: separator, omittingEmpty: omittingEmpty, end: range.upperBound, start: range.lowerBound)
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

    /// The offset of the first line feed at or after `start`, or the end of the text.
    func newline(from start: Int) -> Int {
        guard start < bytes.count, let base = bytes.baseAddress,
              let found = memchr(base + start, 0x0A, bytes.count - start) else { return bytes.count }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
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

/// The fields of a byte range between separator bytes, in order, as
/// ``ASN1SchemaText/fields(_:_:omittingEmpty:)`` lists them; the loader reads a line's fields
/// through one of these so that no line or component makes an array.
struct ASN1SchemaFieldCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    let separator: UInt8
    let omittingEmpty: Bool
    let end: Int
    var start: Int
    var finished = false

    mutating func next() -> Range<Int>? {
        while !finished {
            var i = start
            while i < end && bytes[i] != separator { i += 1 }
            let field = start..<i
            if i == end { finished = true } else { start = i + 1 }
            if !omittingEmpty || !field.isEmpty { return field }
        }
        return nil
    }

    /// Whether every field has been read.
    mutating func atEnd() -> Bool { next() == nil }
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
            let lineEnd = t.newline(from: lineStart)
            let line = lineStart..<lineEnd
            lineStart = lineEnd + 1
            lineNumber += 1
            if line.isEmpty { continue }
            if !sawHeader {
                guard t.equals(line, "ASN1SCHEMA 1") else { throw bad("not a serialized schema") }
                sawHeader = true
                continue
            }
            var fields = t.cursor(line, 0x09, omittingEmpty: false)
            let tag = fields.next()!  // a line has at least one (maybe empty) field
            if t.equals(tag, "T") {
                guard let name = fields.next(), let kind = decodeKind(t, &fields) else { throw bad("malformed type line") }
                p.nodes.append(ASN1TypeNode(name: t.string(name), kind: kind))
            } else if t.equals(tag, "N") {
                guard let name = fields.next(), let idField = fields.next(), fields.atEnd(), let id = t.int(idField) else { throw bad("malformed name line") }
                p.named[t.string(name)] = id
            } else if t.equals(tag, "S") {
                guard let nameField = fields.next(), let className = fields.next(), let extensible = fields.next(),
                      let objectsField = fields.next(), fields.atEnd() else { throw bad("malformed object set line") }
                var objects: [ASN1Object] = []
                var objectFields = t.cursor(objectsField, 0x3B)
                while let o = objectFields.next() {
                    var values: [String: ASN1ObjectField] = [:]
                    var pairs = t.cursor(o, 0x2C)
                    while let kv = pairs.next() {
                        guard let eq = kv.first(where: { t.bytes[$0] == 0x3D }) else { throw bad("malformed object field") }
                        let key = t.string(kv.lowerBound..<eq)
                        let body = min(eq + 2, kv.upperBound)..<kv.upperBound
                        switch t.first(eq + 1..<kv.upperBound) {
                        case UInt8(ascii: "T"): guard let v = t.int(body) else { throw bad("bad type id") }; values[key] = .type(v)
                        case UInt8(ascii: "I"): guard let v = t.integer(body, as: Int64.self) else { throw bad("bad integer") }; values[key] = .integer(v)
                        default: values[key] = .identifier(t.string(body))
                        }
                    }
                    objects.append(ASN1Object(fields: values))
                }
                let name = t.string(nameField)
                if p.setNames[name] == nil { p.setNames[name] = p.sets.count }
                p.sets.append(ASN1ObjectSet(name: name, className: t.string(className), objects: objects, extensible: t.equals(extensible, "1")))
            } else if t.equals(tag, "K") {
                guard let name = fields.next(), let value = fields.next(), fields.atEnd(),
                      let v = t.integer(value, as: Int64.self) else { throw bad("malformed constant") }
                p.constants[t.string(name)] = v
            } else if t.equals(tag, "C") {
                guard let nodeField = fields.next(), let typeField = fields.next(), fields.atEnd(),
                      let node = t.int(nodeField), let type = t.int(typeField) else { throw bad("malformed contents constraint") }
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
        var p = t.cursor(r, 0x20)
        guard let lower = p.next(), let upper = p.next(), let ext = p.next(), p.atEnd(), let lo = t.int(lower) else { return nil }
        return ASN1SizeBounds(lower: lo, upper: t.equals(upper, "-") ? nil : t.int(upper), extensible: t.equals(ext, "1"))
    }

    /// `name,type,optional,default,table` (see ``encodeComponent(_:)``).
    private static func decodeComponent(_ t: ASN1SchemaText, _ r: Range<Int>) -> ASN1Component? {
        var fields = t.cursor(r, 0x2C, omittingEmpty: false)
        guard let name = fields.next(), let typeField = fields.next(), let optional = fields.next(), let defaultField = fields.next(),
              let tableField = fields.next(), fields.atEnd(), let type = t.int(typeField) else { return nil }
        var d: ASN1Value?
        if !t.equals(defaultField, "-") {
            let body = min(defaultField.lowerBound + 1, defaultField.upperBound)..<defaultField.upperBound
            switch t.first(defaultField) {
            case UInt8(ascii: "i"): d = t.integer(body, as: Int64.self).map { .integer($0) }
            case UInt8(ascii: "b"): d = .boolean(t.equals(body, "T"))
            case UInt8(ascii: "e"): d = .enumerated(index: -1, name: t.string(body))
            default: d = nil
            }
        }
        var table: ASN1TableReference?
        if !t.equals(tableField, "-") {
            var q = t.cursor(tableField, 0x2E)
            guard let setField = q.next(), let field = q.next(), let key = q.next(), q.atEnd(), let set = t.int(setField) else { return nil }
            table = ASN1TableReference(objectSet: set, field: t.string(field), keyComponent: t.equals(key, "-") ? nil : t.int(key))
        }
        return ASN1Component(name: t.string(name), type: type, optional: t.equals(optional, "1"), defaultValue: d, table: table)
    }

    /// Space-separated components.
    private static func components(_ t: ASN1SchemaText, _ r: Range<Int>) -> [ASN1Component]? {
        var count = 0
        for i in r where t.bytes[i] == 0x20 { count += 1 }
        var out: [ASN1Component] = []
        out.reserveCapacity(count + 1)
        var fields = t.cursor(r, 0x20)
        while let c = fields.next() {
            guard let x = decodeComponent(t, c) else { return nil }
            out.append(x)
        }
        return out
    }

    /// A type line's kind fields (see ``encodeKind(_:)``), read from `f`, which stands after the
    /// type's name.
    private static func decodeKind(_ t: ASN1SchemaText, _ f: inout ASN1SchemaFieldCursor) -> ASN1TypeKind? {
        guard let tag = f.next(), tag.count == 1 else { return nil }
        // the fields after the tag: the first four, and how many there are
        var g = (0..<0, 0..<0, 0..<0, 0..<0)
        var count = 0
        while let field = f.next() {
            switch count {
            case 0: g.0 = field
            case 1: g.1 = field
            case 2: g.2 = field
            case 3: g.3 = field
            default: break
            }
            count += 1
        }
        switch t.bytes[tag.lowerBound] {
        case UInt8(ascii: "b"): return .boolean
        case UInt8(ascii: "n"): return .null
        case UInt8(ascii: "r"): return .real
        case UInt8(ascii: "o"): return .objectIdentifier
        case UInt8(ascii: "x"): return .openType
        case UInt8(ascii: "i"):
            guard count == 1 else { return nil }
            var p = t.cursor(g.0, 0x20)
            guard let lower = p.next(), let upper = p.next(), let ext = p.next(), p.atEnd() else { return nil }
            return .integer(ASN1IntegerBounds(lower: t.equals(lower, "-") ? nil : t.integer(lower, as: Int64.self),
                                              upper: t.equals(upper, "-") ? nil : t.integer(upper, as: Int64.self), extensible: t.equals(ext, "1")))
        case UInt8(ascii: "e"):
            guard count == 2 else { return nil }
            let root = t.fields(g.0, 0x2C).map(t.string)
            let add: [String]? = t.equals(g.1, "-") ? nil : t.fields(min(g.1.lowerBound + 1, g.1.upperBound)..<g.1.upperBound, 0x2C).map(t.string)
            return .enumerated(root: root, additions: add)
        case UInt8(ascii: "B"): return count == 1 ? decodeSize(t, g.0).map { .bitString($0) } : nil
        case UInt8(ascii: "O"): return count == 1 ? decodeSize(t, g.0).map { .octetString($0) } : nil
        case UInt8(ascii: "k"):
            guard count == 4, let size = decodeSize(t, g.1) else { return nil }
            var p = t.cursor(g.2, 0x20)
            guard let bitsField = p.next(), let index = p.next(), p.atEnd(), let b = t.int(bitsField) else { return nil }
            let alphabet = t.fields(g.3, 0x2C).compactMap { t.integer($0, as: UInt32.self) }
            return .knownMultiplierString(name: t.string(g.0), size: size, characters: ASN1CharacterSet(alphabet: alphabet, bitsPerCharacter: b, useIndex: t.equals(index, "1")))
        case UInt8(ascii: "u"): return count == 1 ? .unrestrictedString(name: t.string(g.0)) : nil
        case UInt8(ascii: "L"):
            guard count == 2, let e = t.int(g.0), let s = decodeSize(t, g.1) else { return nil }
            return .sequenceOf(element: e, size: s)
        case UInt8(ascii: "Q"):
            guard count == 3, let root = components(t, g.1) else { return nil }
            var adds: [ASN1ExtensionAddition] = []
            var additions = t.cursor(g.2, 0x3B)
            while let a = additions.next() {
                guard let cs = components(t, a.lowerBound + 1..<a.upperBound) else { return nil }
                adds.append(ASN1ExtensionAddition(components: cs, isGroup: t.bytes[a.lowerBound] == UInt8(ascii: "g")))
            }
            return .sequence(ASN1SequenceType(root: root, extensible: t.equals(g.0, "1"), additions: adds))
        case UInt8(ascii: "C"):
            guard count == 3, let root = components(t, g.1), let adds = components(t, g.2) else { return nil }
            return .choice(ASN1ChoiceType(root: root, extensible: t.equals(g.0, "1"), additions: adds))
        default: return nil
        }
    }
}
