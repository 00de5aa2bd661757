/// Seeded, schema-driven generator of random valid values (for cross-testing the codec against
/// other implementations). Open types constrained by a table (`{Set}{@id}`) get a key drawn from
/// the object set and a value of the object's type, so generated PDUs are well-formed messages.
public struct ASN1RandomValueGenerator {
    public let schema: ASN1Schema
    var state: UInt64
    /// Type names never generated (an OPTIONAL component of such a type is left out).
    public var avoidTypeNames: Set<String> = []
    /// Probability (percent) that an OPTIONAL component is present at depth 0; halves every 4 levels.
    public var optionalPercent = 50
    /// Largest generated OCTET/BIT STRING (octets) and SEQUENCE OF count when unconstrained.
    public var maximumOctets = 12
    public var maximumItems = 3
    /// Probability (percent) of values outside an extensible root.
    public var extensionPercent = 10

    public init(schema: ASN1Schema, seed: UInt64) {
        self.schema = schema
        self.state = seed &+ 0x9E37_79B9_7F4A_7C15
    }

    /// SplitMix64.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }
    mutating func percent(_ p: Int) -> Bool { below(100) < p }

    mutating func integer(in lo: Int64, _ hi: Int64) -> Int64 {
        if lo >= hi { return lo }
        switch below(4) {
        case 0: return lo
        case 1: return hi
        default:
            let span = UInt64(bitPattern: hi &- lo)
            if span == UInt64.max { return Int64(bitPattern: next()) }
            return lo &+ Int64(bitPattern: next() % (span + 1))
        }
    }

    /// A random value of type `typeName`, or nil when none can be made (e.g. an empty object set
    /// feeding a mandatory container).
    public mutating func value(of typeName: String) -> ASN1Value? {
        guard let id = schema.namedTypes[typeName] else { return nil }
        return value(id, depth: 0)
    }

    public mutating func value(_ id: Int, depth: Int) -> ASN1Value? {
        let node = schema.nodes[id]
        if avoidTypeNames.contains(node.name) || depth > 40 { return nil }
        switch node.kind {
        case .boolean: return .boolean(below(2) == 1)
        case .null: return .null
        case .real: return nil
        case .objectIdentifier: return .objectIdentifier([1, 2, UInt64(below(1000))])
        case .openType: return .rawOpenType((0..<(1 + below(4))).map { _ in UInt8(truncatingIfNeeded: next()) })
        case .integer(let b):
            if b.extensible, percent(extensionPercent) {
                if let hi = b.upper, hi < Int64.max - 1_000_000 { return .integer(hi + 1 + Int64(below(1_000_000))) }
                if let lo = b.lower, lo > Int64.min + 1000 { return .integer(lo - 1 - Int64(below(1000))) }
            }
            let lo = b.lower ?? (b.upper.map { $0 - 100_000 } ?? -100_000)
            let hi = b.upper ?? (lo + 1_000_000)
            return .integer(integer(in: lo, hi))
        case .enumerated(let root, let additions):
            if let a = additions, !a.isEmpty, percent(extensionPercent) {
                let i = below(a.count)
                return .enumerated(index: root.count + i, name: a[i])
            }
            let i = below(root.count)
            return .enumerated(index: i, name: root[i])
        case .bitString(let s):
            let n = size(s, cap: maximumOctets * 8)
            var bytes = (0..<((n + 7) / 8)).map { _ in UInt8(truncatingIfNeeded: next()) }
            if n % 8 != 0, !bytes.isEmpty { bytes[bytes.count - 1] &= UInt8(0xFF) << UInt8(8 - n % 8) }
            return .bitString(bytes: bytes, bitCount: n)
        case .octetString(let s):
            return .octetString((0..<size(s, cap: maximumOctets)).map { _ in UInt8(truncatingIfNeeded: next()) })
        case .knownMultiplierString(let name, let s, let chars):
            var alphabet = chars.alphabet
            if alphabet.isEmpty {
                alphabet = name == "IA5String" || name == "VisibleString" || name == "ISO646String" ? Array(32...126) : Array(32...126)
            }
            let n = size(s, cap: 10)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<n { scalars.append(Unicode.Scalar(alphabet[below(alphabet.count)]) ?? "a") }
            return .string(String(scalars))
        case .unrestrictedString:
            let pool: [Character] = ["a", "b", "z", "0", " ", "ü", "é", "-"]
            return .string(String((0..<(1 + below(8))).map { _ in pool[below(pool.count)] }))
        case .sequenceOf(let element, let s):
            let n = size(s, cap: depth > 6 ? 1 : maximumItems)
            var items: [ASN1Value] = []
            for _ in 0..<n {
                guard let v = value(element, depth: depth + 1) else {
                    if items.count >= s.lower { break }
                    return nil
                }
                items.append(v)
            }
            return items.count >= s.lower ? .sequenceOf(items) : nil
        case .choice(let c):
            var order = Array(c.root.indices)
            for i in order.indices.reversed() { order.swapAt(i, below(i + 1)) }
            if c.extensible, !c.additions.isEmpty, percent(extensionPercent) {
                let a = c.additions[below(c.additions.count)]
                if let v = value(a.type, depth: depth + 1) { return .choice(name: a.name, value: v) }
            }
            for i in order {
                if let v = value(c.root[i].type, depth: depth + 1) { return .choice(name: c.root[i].name, value: v) }
            }
            return nil
        case .sequence(let s):
            return sequence(s, depth: depth)
        }
    }

    mutating func size(_ s: ASN1SizeBounds, cap: Int) -> Int {
        let hi = min(s.upper ?? (s.lower + cap), max(s.lower, cap))
        if s.lower >= hi { return s.lower }
        return s.lower + below(hi - s.lower + 1)
    }

    mutating func sequence(_ s: ASN1SequenceType, depth: Int) -> ASN1Value? {
        var chosen: [Int: ASN1Object] = [:]  // key component index → object
        var out: [ASN1NamedValue] = []
        let presence = optionalPercent >> (depth / 4)
        for (i, c) in s.root.enumerated() {
            if c.optional && !percent(presence) { continue }
            guard let v = component(c, index: i, root: s.root, chosen: &chosen, depth: depth) else {
                if c.optional { continue }
                return nil
            }
            out.append(ASN1NamedValue(c.name, v))
        }
        if s.extensible {
            for a in s.additions where percent(extensionPercent) {
                var group: [ASN1NamedValue] = []
                var ok = true
                for c in a.components {
                    if a.isGroup && c.optional && below(2) == 0 { continue }
                    guard let v = value(c.type, depth: depth + 1) else {
                        if c.optional { continue }
                        ok = false
                        break
                    }
                    group.append(ASN1NamedValue(c.name, v))
                }
                if ok && !group.isEmpty { out += group }
            }
        }
        return .sequence(out)
    }

    mutating func component(_ c: ASN1Component, index: Int, root: [ASN1Component], chosen: inout [Int: ASN1Object], depth: Int) -> ASN1Value? {
        guard let t = c.table else { return value(c.type, depth: depth + 1) }
        let set = schema.objectSets[t.objectSet]
        guard let k = t.keyComponent else {
            // the key itself: draw an object that has this field
            let candidates = set.objects.filter { $0.integer(t.field) != nil }
            guard !candidates.isEmpty else { return nil }
            let o = candidates[below(candidates.count)]
            chosen[index] = o
            return .integer(o.integer(t.field)!)
        }
        guard let object = chosen[k] else { return nil }
        switch object.fields[t.field] {
        case .type(let id)?:
            guard let v = value(id, depth: depth + 1) else { return nil }
            return .openType(typeName: schema.nodes[id].name, value: v)
        case .integer(let v)?:
            return .integer(v)
        case .identifier(let name)?:
            if case .enumerated(let r, let a) = schema.nodes[c.type].kind {
                if let i = r.firstIndex(of: name) { return .enumerated(index: i, name: name) }
                if let a, let i = a.firstIndex(of: name) { return .enumerated(index: r.count + i, name: name) }
            }
            return nil
        case nil:
            return value(c.type, depth: depth + 1)
        }
    }
}
