import WireCore

/// Schema-driven canonical PER encoder (ITU-T X.691): minimal lengths and integer octets,
/// DEFAULT values are encoded when present in the value tree. ALIGNED, or UNALIGNED with
/// ``aligned`` off (no padding before fields, constrained whole numbers in the minimum bits,
/// X.691 11.5.6).
struct APEREncoder {
    let schema: ASN1Schema
    var aligned = true
    var writer = BitWriter(reservingCapacity: 256)
    var depth = 0

    init(schema: ASN1Schema, aligned: Bool = true) {
        self.schema = schema
        self.aligned = aligned
    }

    func fail(_ reason: String) -> APEREncodeError { APEREncodeError(path: "", reason: reason) }

    static func prefixed(_ e: APEREncodeError, _ name: String) -> APEREncodeError {
        var copy = e
        copy.path = copy.path.isEmpty ? name : name + "." + copy.path
        return copy
    }

    mutating func finish() -> [UInt8] {
        writer.alignToByte()
        if writer.bytes.isEmpty { return [0] }
        return writer.bytes
    }

    /// Pads to the next octet boundary in the ALIGNED variant (X.691 10.1.3); a no-op in the
    /// UNALIGNED one. The complete encoding is padded in both (``finish()``, X.691 11.1).
    mutating func align() {
        guard aligned else { return }
        let pad = writer.alignToByte()
        _ = pad
    }

    mutating func bits(_ v: UInt64, _ n: Int) { writer.write(v, bits: n) }

    mutating func constrainedWholeNumber(_ value: Int64, lower: Int64, upper: Int64) throws(APEREncodeError) {
        guard value >= lower && value <= upper else { throw fail("\(value) outside \(lower)..\(upper)") }
        let span = UInt64(bitPattern: upper &- lower)
        let offset = UInt64(bitPattern: value &- lower)
        if span == 0 { return }
        if !aligned {
            bits(offset, 64 - span.leadingZeroBitCount)
        } else if span < 255 {
            bits(offset, APERDecoder.bitWidth(span + 1))
        } else if span == 255 {
            align(); bits(offset, 8)
        } else if span < 65536 {
            align(); bits(offset, 16)
        } else {
            let maxOctets = APERDecoder.octetWidth(span)
            let n = APERDecoder.octetWidth(offset)
            bits(UInt64(n - 1), APERDecoder.bitWidth(UInt64(maxOctets)))
            align()
            bits(offset, 8 * n)
        }
    }

    /// General length determinant for `n` < 16384 (callers fragment larger counts).
    mutating func generalLength(_ n: Int) {
        align()
        if n < 128 { bits(UInt64(n), 8) } else { bits(0x8000 | UInt64(n), 16) }
    }

    mutating func normallySmall(_ n: Int) {
        if n <= 63 {
            bits(0, 1); bits(UInt64(n), 6)
        } else {
            bits(1, 1)
            let octets = APERDecoder.octetWidth(UInt64(n))
            generalLength(octets)
            bits(UInt64(n), 8 * octets)
        }
    }

    /// Writes octets with a general length, fragmenting at 16K units (X.691 11.9.3.8).
    mutating func fragmentedOctets(_ bytes: some Collection<UInt8>) {
        var rest = bytes[...]
        while true {
            if rest.count < 16384 {
                generalLength(rest.count)
                writer.writeBytes(rest)
                return
            }
            let m = min(rest.count / 16384, 4)
            align()
            bits(0xC0 | UInt64(m), 8)
            let take = m * 16384
            writer.writeBytes(rest.prefix(take))
            rest = rest.dropFirst(take)
        }
    }

    /// Length of a size-constrained list; returns true when the general form was used.
    mutating func sizedLength(_ n: Int, _ size: ASN1SizeBounds) throws(APEREncodeError) -> Bool {
        let inRoot = n >= size.lower && (size.upper.map { n <= $0 } ?? true)
        if size.extensible {
            bits(inRoot ? 0 : 1, 1)
            if !inRoot { return true }
        } else if !inRoot {
            throw fail("size \(n) outside \(size.lower)..\(size.upper.map(String.init) ?? "MAX")")
        }
        if let ub = size.upper, ub < 65536 {
            if ub == size.lower { return false }
            try constrainedWholeNumber(Int64(n), lower: Int64(size.lower), upper: Int64(ub))
            return false
        }
        return true
    }

    mutating func encode(_ value: ASN1Value, _ id: Int) throws(APEREncodeError) {
        depth += 1
        defer { depth -= 1 }
        guard depth <= 200 else { throw fail("nesting too deep") }
        let node = schema.nodes[id]
        switch (node.kind, value) {
        case (.boolean, .boolean(let b)): bits(b ? 1 : 0, 1)
        case (.null, .null): break
        case (.integer(let b), .integer(let v)): try integer(v, b)
        case (.enumerated(let root, let additions), .enumerated(let index, _)):
            if let additions {
                if index >= root.count {
                    guard index - root.count < max(additions.count, 1 << 20) else { throw fail("enumeration index \(index)") }
                    bits(1, 1)
                    normallySmall(index - root.count)
                    return
                }
                bits(0, 1)
            }
            guard index >= 0 && index < root.count else { throw fail("enumeration index \(index) outside the root") }
            try constrainedWholeNumber(Int64(index), lower: 0, upper: Int64(root.count - 1))
        case (.bitString(let size), .bitString(let bytes, let count)): try bitString(bytes, count, size)
        case (.octetString(let size), .octetString(let bytes)): try octetString(bytes, size)
        case (.octetString(let size), .openType(let typeName, let inner)):
            // contents decoded through a CONTAINING constraint (X.682 11): the contained type's
            // complete encoding in the same variant is the octets
            guard let t = schema.containedTypes[id] ?? schema.namedTypes[typeName] else { throw fail("no contained type \(typeName)") }
            var sub = APEREncoder(schema: schema, aligned: aligned)
            sub.depth = depth
            do { try sub.encode(inner, t) } catch { throw Self.prefixed(error, typeName) }
            try octetString(sub.finish(), size)
        case (.knownMultiplierString(let name, let size, let chars), .string(let s)): try knownMultiplierString(s, size, chars, typeName: name)
        case (.unrestrictedString, .string(let s)): fragmentedOctets(Array(s.utf8))
        case (.sequence(let s), .sequence(let components)): try sequence(components, s)
        case (.choice(let c), .choice(let name, let v)): try choice(name, v, c)
        case (.sequenceOf(let element, let size), .sequenceOf(let items)):
            var rest = items[...]
            let general = try sizedLength(items.count, size)
            if general {
                while rest.count >= 16384 {
                    let m = min(rest.count / 16384, 4)
                    align(); bits(0xC0 | UInt64(m), 8)
                    for item in rest.prefix(m * 16384) { try encode(item, element) }
                    rest = rest.dropFirst(m * 16384)
                }
                generalLength(rest.count)
            }
            for (i, item) in rest.enumerated() {
                do { try encode(item, element) } catch { throw Self.prefixed(error, "\(i)") }
            }
        case (.openType, .rawOpenType(let bytes)), (.openType, .unknownExtension(let bytes)):
            fragmentedOctets(bytes)
        case (.objectIdentifier, .objectIdentifier(let arcs)):
            fragmentedOctets(Self.oidBytes(arcs))
        default:
            throw fail("value \(Self.describe(value)) does not fit \(node.name)")
        }
    }

    static func describe(_ v: ASN1Value) -> String {
        switch v {
        case .integer: "INTEGER"
        case .boolean: "BOOLEAN"
        case .null: "NULL"
        case .enumerated: "ENUMERATED"
        case .bitString: "BIT STRING"
        case .octetString: "OCTET STRING"
        case .string: "string"
        case .sequence: "SEQUENCE"
        case .choice: "CHOICE"
        case .sequenceOf: "SEQUENCE OF"
        case .openType: "open type"
        case .rawOpenType: "raw open type"
        case .unknownExtension: "unknown extension"
        case .objectIdentifier: "OBJECT IDENTIFIER"
        }
    }

    static func oidBytes(_ arcs: [UInt64]) -> [UInt8] {
        var out: [UInt8] = []
        var list = arcs
        if list.count >= 2 { list = [list[0] * 40 + list[1]] + list.dropFirst(2) }
        for arc in list {
            var chunk: [UInt8] = [UInt8(arc & 0x7F)]
            var v = arc >> 7
            while v > 0 { chunk.insert(UInt8(v & 0x7F) | 0x80, at: 0); v >>= 7 }
            out += chunk
        }
        return out
    }

    mutating func integer(_ v: Int64, _ b: ASN1IntegerBounds) throws(APEREncodeError) {
        let inRoot = (b.lower.map { v >= $0 } ?? true) && (b.upper.map { v <= $0 } ?? true)
        if b.extensible {
            bits(inRoot ? 0 : 1, 1)
            if !inRoot { unconstrainedInteger(v); return }
        } else if !inRoot {
            throw fail("\(v) outside \(b.lower.map(String.init) ?? "MIN")..\(b.upper.map(String.init) ?? "MAX")")
        }
        if let lo = b.lower, let hi = b.upper { try constrainedWholeNumber(v, lower: lo, upper: hi); return }
        if let lo = b.lower {
            let offset = UInt64(bitPattern: v &- lo)
            let n = APERDecoder.octetWidth(offset)
            generalLength(n)
            bits(offset, 8 * n)
            return
        }
        unconstrainedInteger(v)
    }

    mutating func unconstrainedInteger(_ v: Int64) {
        var n = 1
        while n < 8 {
            let shift = Int64(8 * n - 1)
            if v >= -(Int64(1) << shift) && v < (Int64(1) << shift) { break }
            n += 1
        }
        generalLength(n)
        bits(UInt64(bitPattern: v) & (n == 8 ? UInt64.max : (UInt64(1) << UInt64(8 * n)) - 1), 8 * n)
    }

    mutating func rawBits(_ bytes: [UInt8], _ count: Int) throws(APEREncodeError) {
        guard (count + 7) / 8 <= bytes.count else { throw fail("bit string shorter than its bit count") }
        var left = count
        var i = 0
        while left >= 8 { bits(UInt64(bytes[i]), 8); i += 1; left -= 8 }
        if left > 0 { bits(UInt64(bytes[i] >> UInt8(8 - left)), left) }
    }

    mutating func bitString(_ bytes: [UInt8], _ count: Int, _ size: ASN1SizeBounds) throws(APEREncodeError) {
        if !size.extensible, let ub = size.upper, ub == size.lower {
            guard count == ub else { throw fail("bit string of \(count) bits, \(ub) required") }
            if ub <= 16 { try rawBits(bytes, count); return }
            if ub < 65536 { align(); try rawBits(bytes, count); return }
        }
        let general = try sizedLength(count, size)
        if !general {
            // a fixed root size of at most 16 bits stays unaligned (X.691 16.9)
            if count > 0 && !(size.lower == size.upper && count <= 16) { align() }
            try rawBits(bytes, count)
            return
        }
        var written = 0
        while count - written >= 16384 {
            let m = min((count - written) / 16384, 4)
            align(); bits(0xC0 | UInt64(m), 8)
            let take = m * 16384
            for k in 0..<(take / 8) { bits(UInt64(bytes[written / 8 + k]), 8) }
            written += take
        }
        generalLength(count - written)
        let rest = Array(bytes[(written / 8)...])
        try rawBits(rest, count - written)
    }

    mutating func octetString(_ bytes: [UInt8], _ size: ASN1SizeBounds) throws(APEREncodeError) {
        if !size.extensible, let ub = size.upper, ub == size.lower {
            guard bytes.count == ub else { throw fail("octet string of \(bytes.count) octets, \(ub) required") }
            if ub <= 2 { for b in bytes { bits(UInt64(b), 8) }; return }
            if ub < 65536 { align(); writer.writeBytes(bytes); return }
        }
        if size.extensible || (size.upper.map { $0 < 65536 } ?? false) {
            let general = try sizedLength(bytes.count, size)
            if !general {
                if !bytes.isEmpty && !(size.lower == size.upper && bytes.count <= 2) { align() }
                writer.writeBytes(bytes)
                return
            }
            // extension: general length follows the extension bit
            writeFragmentsAfterLengthStart(bytes)
            return
        }
        fragmentedOctets(bytes)
    }

    mutating func writeFragmentsAfterLengthStart(_ bytes: [UInt8]) { fragmentedOctets(bytes) }

    mutating func knownMultiplierString(_ s: String, _ size: ASN1SizeBounds, _ chars: ASN1CharacterSet, typeName: String) throws(APEREncodeError) {
        let chars = aligned ? chars : chars.unaligned(typeName: typeName)
        let scalars = Array(s.unicodeScalars)
        let b = chars.bitsPerCharacter
        let general = try sizedLength(scalars.count, size)
        let alignCharacters: Bool
        if general {
            guard scalars.count < 16384 else { throw fail("character string too long") }
            generalLength(scalars.count)
            alignCharacters = true
        } else if let ub = size.upper {
            alignCharacters = ub * b > 16
        } else {
            alignCharacters = true
        }
        if alignCharacters && !scalars.isEmpty { align() }
        for u in scalars {
            var code = UInt64(u.value)
            if chars.useIndex {
                guard let i = chars.alphabet.firstIndex(of: u.value) else { throw fail("character '\(u)' not in the permitted alphabet") }
                code = UInt64(i)
            } else if !chars.alphabet.isEmpty, !chars.alphabet.contains(u.value) {
                throw fail("character '\(u)' not in the permitted alphabet")
            }
            guard b >= 64 || code < (UInt64(1) << UInt64(b)) else { throw fail("character '\(u)' does not fit \(b) bits") }
            bits(code, b)
        }
    }

    mutating func sequence(_ components: [ASN1NamedValue], _ s: ASN1SequenceType) throws(APEREncodeError) {
        // match given components to root / additions by name
        var rootValues = [ASN1Value?](repeating: nil, count: s.root.count)
        var additionValues: [[ASN1NamedValue]] = Array(repeating: [], count: s.additions.count)
        var unknown: [(Int, [UInt8])] = []
        for c in components {
            if let i = s.root.firstIndex(where: { $0.name == c.name }) {
                rootValues[i] = c.value
                continue
            }
            if let ai = s.additions.firstIndex(where: { a in a.components.contains { $0.name == c.name } }) {
                additionValues[ai].append(c)
                continue
            }
            if c.name.hasPrefix("_ext"), let i = Int(c.name.dropFirst(4)), case .unknownExtension(let bytes) = c.value {
                unknown.append((i, bytes))
                continue
            }
            throw fail("no component '\(c.name)'")
        }
        let extensionCount = max(s.additions.count, (unknown.map(\.0).max() ?? -1) + 1)
        var presentAdditions = [Bool](repeating: false, count: extensionCount)
        for (i, v) in additionValues.enumerated() where !v.isEmpty { presentAdditions[i] = true }
        for (i, _) in unknown { presentAdditions[i] = true }
        let anyExtension = presentAdditions.contains(true)
        if s.extensible { bits(anyExtension ? 1 : 0, 1) } else if anyExtension { throw fail("extension additions in a non-extensible SEQUENCE") }
        for (i, c) in s.root.enumerated() where c.optional { bits(rootValues[i] == nil ? 0 : 1, 1) }
        for (i, c) in s.root.enumerated() {
            guard let v = rootValues[i] else {
                if c.optional { continue }
                throw fail("missing mandatory component '\(c.name)'")
            }
            do { try component(v, c, rootValues: rootValues, root: s.root) } catch { throw Self.prefixed(error, c.name) }
        }
        guard anyExtension else { return }
        // the bit-map has one bit per extension addition of the type (X.691 19.7), and more
        // when unknown additions beyond them are re-encoded
        let last = presentAdditions.count
        normallySmall(last - 1)
        for i in 0..<last { bits(presentAdditions[i] ? 1 : 0, 1) }
        for i in 0..<last where presentAdditions[i] {
            var sub = APEREncoder(schema: schema, aligned: aligned)
            sub.depth = depth
            if i < s.additions.count {
                let a = s.additions[i]
                if a.isGroup {
                    try sub.sequence(additionValues[i], ASN1SequenceType(root: a.components, extensible: false, additions: []))
                } else if let c = a.components.first, let v = additionValues[i].first?.value {
                    do { try sub.component(v, c, rootValues: rootValues, root: s.root) } catch { throw Self.prefixed(error, c.name) }
                }
                fragmentedOctets(sub.finish())
            } else if let u = unknown.first(where: { $0.0 == i }) {
                fragmentedOctets(u.1)
            }
        }
    }

    mutating func component(_ v: ASN1Value, _ c: ASN1Component, rootValues: [ASN1Value?], root: [ASN1Component]) throws(APEREncodeError) {
        guard case .openType = schema.nodes[c.type].kind else {
            try encode(v, c.type)
            return
        }
        switch v {
        case .rawOpenType(let bytes), .unknownExtension(let bytes):
            fragmentedOctets(bytes)
        case .openType(let typeName, let inner):
            var typeID: Int?
            if let t = c.table, let k = t.keyComponent, t.lookup >= 0, let key = rootValues[k]?.integerValue {
                typeID = schema.openTypeTables[t.lookup][key]
            }
            if typeID == nil { typeID = schema.namedTypes[typeName] }
            guard let id = typeID else { throw fail("cannot resolve the open type \(typeName)") }
            var sub = APEREncoder(schema: schema, aligned: aligned)
            sub.depth = depth
            try sub.encode(inner, id)
            fragmentedOctets(sub.finish())
        default:
            throw fail("open type needs an openType or raw value")
        }
    }

    mutating func choice(_ name: String, _ v: ASN1Value, _ c: ASN1ChoiceType) throws(APEREncodeError) {
        if let i = c.root.firstIndex(where: { $0.name == name }) {
            if c.extensible { bits(0, 1) }
            try constrainedWholeNumber(Int64(i), lower: 0, upper: Int64(c.root.count - 1))
            do { try encode(v, c.root[i].type) } catch { throw Self.prefixed(error, name) }
            return
        }
        guard c.extensible else { throw fail("no alternative '\(name)'") }
        if let i = c.additions.firstIndex(where: { $0.name == name }) {
            bits(1, 1)
            normallySmall(i)
            var sub = APEREncoder(schema: schema, aligned: aligned)
            sub.depth = depth
            do { try sub.encode(v, c.additions[i].type) } catch { throw Self.prefixed(error, name) }
            fragmentedOctets(sub.finish())
            return
        }
        if name.hasPrefix("_ext"), let i = Int(name.dropFirst(4)), case .unknownExtension(let bytes) = v {
            bits(1, 1)
            normallySmall(i)
            fragmentedOctets(bytes)
            return
        }
        throw fail("no alternative '\(name)'")
    }
}
