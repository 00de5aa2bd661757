import WireCore

/// Schema-driven PER decoder (ITU-T X.691 BASIC-PER): the ALIGNED variant, or the UNALIGNED
/// one with ``aligned`` off (the same plan and code; only alignment, constrained whole numbers
/// and character widths differ, X.691 clauses 10.5.7, 11.5.6, 11.9.3.3 and 30.5.3).
struct APERDecoder {
    let schema: ASN1Schema
    var reader: BitReader
    /// False for UNALIGNED PER: no field is octet-aligned, no padding is skipped, and a
    /// constrained whole number takes the minimum bits whatever its range (X.691 11.5.6).
    var aligned = true
    var findings: [Finding] = []
    var depth = 0
    /// A locating decode records every component it enters (``APERLayout``): one plain
    /// struct appended per component, no strings.
    var tracing = false
    var entries: [APERTraceEntry] = []
    var names: [String] = []
    var currentEntry: Int32 = 0
    /// False for a scan (``ASN1Schema/scanAPER(_:typeID:baseBitOffset:)``): the decode checks
    /// the whole encoding and records the layout, but builds no value tree (plan-path kinds
    /// return placeholders: no arrays, no boxes, no strings), so a clean PDU costs no allocation
    /// beyond the layout buffer. Values are decoded later, on demand, from the layout.
    var buildValues = true
    /// Set by the top-level decode (the address just after its encoding): the contents of
    /// fragmented values are then placed from there (``APERReassembly``, made at the first one),
    /// so that each component has an address that reads it back. -1 for a value decoded again
    /// off a layout, whose addresses nobody keeps.
    var reassemblyBase = -1
    var reassembly: APERReassembly?

    /// The schema's decode plan, held once: a decoder is made for every scan and for every
    /// value read off a layout, and each array held on its own is a retain and a release.
    let plan: APERPlan
    @inline(__always) var planNodes: [APERPlan.Node] { plan.nodes }
    @inline(__always) var planComponents: [APERPlan.Component] { plan.components }
    @inline(__always) var planStrings: [String] { plan.strings }

    init(schema: ASN1Schema, reader: BitReader) {
        self.schema = schema
        self.reader = reader
        plan = schema.plan
    }

    // MARK: layout recording

    @inline(__always) mutating func enter(_ kind: APERTraceEntry.Kind, _ value: Int32, type: Int32, at start: Int) {
        entries.append(APERTraceEntry(parent: currentEntry, kind: kind, value: value, next: 0, type: type, start: start, end: start))
        currentEntry = Int32(entries.count - 1)
    }

    @inline(__always) mutating func enter(_ kind: APERTraceEntry.Kind, _ value: Int32, type: Int32) {
        enter(kind, value, type: type, at: reader.absoluteBitOffset)
    }

    mutating func enter(name: String, type: Int, at start: Int) {
        names.append(name)
        enter(.name, Int32(names.count - 1), type: Int32(type), at: start)
    }

    /// Keeps an INTEGER value or ENUMERATED index with the component being decoded.
    @inline(__always) mutating func recordScalar(_ x: Int64) {
        let i = Int(currentEntry)
        if i < entries.count { entries[i].scalar = x }
    }

    @inline(__always) mutating func exit() { exit(at: reader.absoluteBitOffset) }

    @inline(__always) mutating func exit(at end: Int) {
        let i = Int(currentEntry)
        guard i > 0 && i < entries.count else { return }
        currentEntry = entries[i].close(end: end, next: Int32(entries.count))
    }

    var layout: APERLayout { APERLayout(entries: entries, names: names, plan: plan) }

    /// Hands the recording to a decoder of an open type's octets (and takes it back after).
    mutating func lendLayout(to sub: inout APERDecoder) {
        sub.reassemblyBase = reassemblyBase
        swap(&reassembly, &sub.reassembly)
        guard tracing else { return }
        sub.tracing = true
        swap(&entries, &sub.entries)
        swap(&names, &sub.names)
        sub.currentEntry = currentEntry
    }

    mutating func takeLayout(from sub: inout APERDecoder) {
        swap(&reassembly, &sub.reassembly)
        guard tracing else { return }
        swap(&entries, &sub.entries)
        swap(&names, &sub.names)
        currentEntry = sub.currentEntry
    }

    // MARK: errors and findings

    func fail(_ code: DecodingError.Code, _ reason: String, bits: Int = 0) -> DecodingError {
        DecodingError(code, reason, bitOffset: reader.absoluteBitOffset, bitLength: bits, fieldPath: "")
    }

    mutating func note(_ id: RuleID, _ message: String, at bitOffset: Int, bits: Int) {
        if findings.count < 256 {
            findings.append(Finding(id: id, severity: .note, message: message, fieldPath: tracing ? layout.path(Int(currentEntry)) : "", bitOffset: bitOffset, bitLength: bits))
        }
    }

    static func prefixed(_ e: DecodingError, _ name: String) -> DecodingError {
        var copy = e
        copy.fieldPath = copy.fieldPath.isEmpty ? name : name + "." + copy.fieldPath
        return copy
    }

    // MARK: primitive reads

    mutating func bits(_ n: Int) throws(DecodingError) -> UInt64 {
        guard let v = reader.readBits(n) else { throw reader.truncatedError(field: "", bits: n) }
        return v
    }

    /// Skips the padding to the next octet boundary in the ALIGNED variant (X.691 10.1.3); a no-op
    /// in the UNALIGNED one.
    @inline(__always) mutating func align() { if aligned { reader.alignToByte() } }

    static func bitWidth(_ range: UInt64) -> Int {
        // bits needed for values 0..<range (range >= 1): those of range - 1
        range <= 1 ? 0 : 64 - (range - 1).leadingZeroBitCount
    }

    static func octetWidth(_ maxValue: UInt64) -> Int {
        var n = 1
        while n < 8 && maxValue >> UInt64(8 * n) != 0 { n += 1 }
        return n
    }

    /// X.691 clause 11.5.7: constrained whole number, offset from the lower bound.
    mutating func constrainedWholeNumber(lower: Int64, upper: Int64) throws(DecodingError) -> Int64 {
        let span = UInt64(bitPattern: upper &- lower)  // range - 1
        if span == 0 { return lower }
        let offset: UInt64
        var start = reader.absoluteBitOffset
        if !aligned {
            // UNALIGNED: the offset in the minimum bits for the range (X.691 11.5.6)
            offset = try bits(64 - span.leadingZeroBitCount)
        } else if span < 255 {
            offset = try bits(Self.bitWidth(span + 1))
        } else if span == 255 {
            align()
            start = reader.absoluteBitOffset
            offset = try bits(8)
        } else if span < 65536 {
            align()
            start = reader.absoluteBitOffset
            offset = try bits(16)
        } else {
            let maxOctets = Self.octetWidth(span)
            let count = Int(try bits(Self.bitWidth(UInt64(maxOctets)))) + 1
            align()
            guard count <= 8 else { throw fail(.unsupported, "integer of \(count) octets") }
            let first = reader.peekBits(8)
            offset = try bits(8 * count)
            if count > 1 && first == 0 {
                note("ASN1-NONCANONICAL", "non-minimal integer length (\(count) octets)", at: start, bits: reader.absoluteBitOffset - start)
            }
        }
        guard offset <= span else {
            let end = reader.absoluteBitOffset
            throw DecodingError(.constraintViolation, "decodes to \(lower &+ Int64(bitPattern: offset)), outside \(lower)..\(upper)", bitOffset: start, bitLength: end - start, fieldPath: "")
        }
        return lower &+ Int64(bitPattern: offset)
    }

    /// X.691 clause 11.9.3.5-8: general length determinant; `fragment` when m×16K items follow.
    mutating func generalLength() throws(DecodingError) -> (count: Int, fragment: Bool) {
        align()
        let start = reader.absoluteBitOffset
        let b = try bits(8)
        if b & 0x80 == 0 { return (Int(b), false) }
        if b & 0xC0 == 0x80 {
            let n = Int((b & 0x3F) << 8 | (try bits(8)))
            if n < 128 { note("ASN1-NONCANONICAL", "two-octet length \(n) below 128", at: start, bits: 16) }
            return (n, false)
        }
        let m = Int(b & 0x3F)
        guard m >= 1 && m <= 4 else { throw fail(.invalidValue, "invalid length fragment marker \(b)") }
        return (m * 16384, true)
    }

    /// X.691 clause 11.6: normally small non-negative whole number.
    mutating func normallySmall() throws(DecodingError) -> Int {
        if try bits(1) == 0 { return Int(try bits(6)) }
        let start = reader.absoluteBitOffset - 1
        let (n, frag) = try generalLength()
        guard !frag, n >= 1, n <= 4 else { throw fail(.limitExceeded, "normally small number too large") }
        let v = Int(try bits(8 * n))
        if v <= 63 || (n > 1 && v >> (8 * n - 8) == 0) {
            note("ASN1-NONCANONICAL", "normally small number \(v) in the long form", at: start, bits: reader.absoluteBitOffset - start)
        }
        return v
    }

    /// Length of a size-constrained item list (octets, bits, characters, components).
    /// Returns the count and whether a general (fragmentable) length was used.
    mutating func sizedLength(_ size: ASN1SizeBounds) throws(DecodingError) -> (count: Int, fragment: Bool, general: Bool) {
        if size.extensible {
            if try bits(1) == 1 {
                let start = reader.absoluteBitOffset - 1
                let (n, f) = try generalLength()
                if !f && n >= size.lower && n <= (size.upper ?? Int.max) {
                    note("ASN1-NONCANONICAL", "size \(n) inside the root SIZE(\(size.lower)..\(size.upper.map(String.init) ?? "MAX")) encoded as an extension", at: start, bits: reader.absoluteBitOffset - start)
                }
                return (n, f, true)
            }
        }
        if let ub = size.upper, ub < 65536 {
            if ub == size.lower { return (ub, false, false) }
            let n = try constrainedWholeNumber(lower: Int64(size.lower), upper: Int64(ub))
            return (Int(n), false, false)
        }
        let (n, f) = try generalLength()
        return (n, f, true)
    }

    mutating func octets(_ n: Int) throws(DecodingError) -> ArraySlice<UInt8> {
        guard n <= reader.remainingBytes else {
            throw fail(.lengthExceedsEnclosing, "length \(n) octets exceeds the \(reader.remainingBytes) left", bits: n * 8)
        }
        if reader.isByteAligned, let s = reader.readBytes(n) { return s }
        if !buildValues && aligned {
            // an ALIGNED scan passes over unaligned octets (fixed sizes of one or two octets);
            // an UNALIGNED one reads them, as open types and extension additions lie unaligned
            _ = reader.skipBits(n * 8)
            return []
        }
        guard let out = reader.readUnalignedBytes(n) else { throw reader.truncatedError(field: "", bits: n * 8) }
        return out[...]
    }

    /// The octets of an open type or unconstrained octet string, reassembling fragments, and the
    /// address of their first bit: in the encoding, or for fragmented octets where
    /// ``reassembly`` placed them (else where the first fragment starts).
    mutating func fragmentedOctets() throws(DecodingError) -> (bytes: ArraySlice<UInt8>, start: Int) {
        try fragmentedOctets(firstLength: generalLength())
    }

    /// An open type's value that ended `used` octets into its `octets` octets (starting at bit
    /// `start`): the rest is padding, decodable but not the canonical encoding.
    mutating func noteOpenTypePadding(used: Int, of octets: Int, start: Int) {
        guard used < octets else { return }
        note("ASN1-OPEN-TYPE-PADDING", "\(octets - used) unused octet(s) in the open type", at: start + used * 8, bits: (octets - used) * 8)
    }

    /// ``fragmentedOctets()`` whose first length determinant has been read.
    mutating func fragmentedOctets(firstLength: (count: Int, fragment: Bool)) throws(DecodingError) -> (bytes: ArraySlice<UInt8>, start: Int) {
        var (n, frag) = firstLength
        let start = reader.absoluteBitOffset
        if !frag { return (try octets(n), start) }
        var out: [UInt8] = []
        var reads: [(address: Int, octets: Int)] = []
        while true {
            guard out.count + n <= Limits.maximumReassembledBytes else { throw fail(.limitExceeded, "fragmented value too large") }
            let at = reader.absoluteBitOffset
            out.append(contentsOf: try octets(n))
            if n > 0 { reads.append((at, n)) }
            if !frag { break }
            (n, frag) = try generalLength()
        }
        if reassemblyBase >= 0 {
            let r = reassembly ?? APERReassembly(base: reassemblyBase)
            reassembly = r
            return (out[...], r.place(out[...], reads: reads))
        }
        return (out[...], start)
    }

    // MARK: values

    /// Hot path over the flat ``APERPlan``; rare kinds go through ``decodeFromSchema(_:)``.
    mutating func decode(_ id: Int) throws(DecodingError) -> ASN1Value {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Limits.maximumNestingDepth else { throw fail(.limitExceeded, "nesting deeper than \(Limits.maximumNestingDepth)") }
        let n = planNodes[id]
        switch n.tag {
        case .boolean: return .boolean(try bits(1) == 1)
        case .null: return .null
        case .integer:
            let x = try integer(ASN1IntegerBounds(lower: n.hasLower ? n.lower : nil, upper: n.hasUpper ? n.upper : nil, extensible: n.extensible))
            if tracing { recordScalar(x) }
            return .integer(x)
        case .enumerated:
            if n.count2 >= 0, try bits(1) == 1 {
                let i = try normallySmall()
                guard buildValues else { return .enumerated(index: Int(n.count) + i, name: "") }
                let name = i < Int(n.count2) ? planStrings[Int(n.start2) + i] : ""
                return .enumerated(index: Int(n.count) + i, name: name)
            }
            let i = Int(try constrainedWholeNumber(lower: 0, upper: Int64(n.count) - 1))
            if tracing { recordScalar(Int64(i)) }
            guard buildValues else { return .enumerated(index: i, name: "") }
            return .enumerated(index: i, name: planStrings[Int(n.start) + i])
        case .bitString:
            guard buildValues else { try skipBitString(Self.size(n)); return .null }
            return try bitString(Self.size(n))
        case .octetString:
            guard buildValues else { _ = try octetStringSlice(Self.size(n)); return .null }
            return .octetString(Array(try octetStringSlice(Self.size(n))))
        case .sequenceOf: return try sequenceOf(Int(n.start), Self.size(n))
        case .sequence: return try planSequence(n, id)
        case .choice:
            if n.extensible { return try decodeFromSchema(id) }
            guard n.count > 0 else { throw fail(.invalidValue, "empty CHOICE") }
            let i = Int(try constrainedWholeNumber(lower: 0, upper: Int64(n.count) - 1))
            let c = planComponents[Int(n.start) + i]
            do {
                if tracing {
                    enter(.planName, c.name, type: c.type)
                    let v = try decode(Int(c.type))
                    exit()
                    guard buildValues else { return .null }
                    return .choice(name: planStrings[Int(c.name)], value: v)
                }
                return .choice(name: planStrings[Int(c.name)], value: try decode(Int(c.type)))
            } catch {
                throw Self.prefixed(error, planStrings[Int(c.name)])
            }
        case .other: return try decodeFromSchema(id)
        }
    }

    static func size(_ n: APERPlan.Node) -> ASN1SizeBounds {
        ASN1SizeBounds(lower: Int(n.lower), upper: n.hasUpper ? Int(n.upper) : nil, extensible: n.extensible)
    }

    mutating func planSequence(_ n: APERPlan.Node, _ id: Int) throws(DecodingError) -> ASN1Value {
        let extensionBitOffset = reader.absoluteBitOffset
        let optionalCount = Int(n.optionalCount)
        let hasExtensions: Bool
        var presence: UInt64 = 0
        var presenceBig: [Bool] = []
        if optionalCount > 64 {
            hasExtensions = n.extensible ? try bits(1) == 1 : false
            for _ in 0..<optionalCount { presenceBig.append(try bits(1) == 1) }
        } else {
            (hasExtensions, presence) = try sequencePreamble(n)
        }
        var values: [ASN1NamedValue] = []
        if buildValues { values.reserveCapacity(Int(n.count)) }
        var keyIndex = -1
        var keyValue: Int64 = 0
        var optionalIndex = 0
        let start = Int(n.start)
        for i in 0..<Int(n.count) {
            let c = planComponents[start + i]
            if c.optional {
                let present = optionalCount > 64 ? presenceBig[optionalIndex] : (presence >> UInt64(optionalCount - 1 - optionalIndex)) & 1 == 1
                optionalIndex += 1
                if !present { continue }
            }
            do {
                let v: ASN1Value
                if tracing { enter(.planName, c.name, type: c.type) }
                if c.key >= 0 {
                    v = try planOpenType(c, keyIndex == Int(c.key) ? keyValue : nil)
                } else {
                    v = try decode(Int(c.type))
                }
                if tracing { exit() }
                if c.isKey, case .integer(let x) = v {
                    keyIndex = i
                    keyValue = x
                }
                // a scan keeps the INTEGER root values only where extension additions may key on them
                if buildValues {
                    values.append(ASN1NamedValue(planStrings[Int(c.name)], v))
                } else if n.hasAdditions, case .integer = v {
                    values.append(ASN1NamedValue(planStrings[Int(c.name)], v))
                }
            } catch {
                throw Self.prefixed(error, planStrings[Int(c.name)])
            }
        }
        if hasExtensions, case .sequence(let s) = schema.nodes[id].kind {
            try extensionAdditions(s, &values, extensionBitOffset: extensionBitOffset)
        }
        guard buildValues else { return .null }
        return .sequence(values)
    }

    mutating func planOpenType(_ c: APERPlan.Component, _ key: Int64?) throws(DecodingError) -> ASN1Value {
        let (bytes, start) = try fragmentedOctets()
        guard c.lookup >= 0, let key, let typeID = plan.openType(Int(c.lookup), key) else {
            return buildValues ? .rawOpenType(Array(bytes)) : .null
        }
        let outer = reader
        reader = BitReader(bytes, baseBitOffset: start)
        if tracing { enter(.type, Int32(typeID), type: Int32(typeID), at: start) }
        let value = try decode(typeID)
        if tracing { exit(at: start + bytes.count * 8) }  // the open type's octets, padding included
        let used = (reader.bitPosition + 7) / 8
        reader = outer
        noteOpenTypePadding(used: used, of: bytes.count, start: start)
        guard buildValues else { return .null }
        return .openType(typeName: plan.typeNames[typeID], value: value)
    }

    /// The general path, driven by the schema's type nodes.
    mutating func decodeFromSchema(_ id: Int) throws(DecodingError) -> ASN1Value {
        switch schema.nodes[id].kind {
        case .boolean: return .boolean(try bits(1) == 1)
        case .null: return .null
        case .integer(let b): return .integer(try integer(b))
        case .enumerated(let root, let additions):
            if additions != nil, try bits(1) == 1 {
                let i = try normallySmall()
                let name = i < additions!.count ? additions![i] : ""
                return .enumerated(index: root.count + i, name: name)
            }
            let i = Int(try constrainedWholeNumber(lower: 0, upper: Int64(root.count - 1)))
            return .enumerated(index: i, name: root[i])
        case .bitString(let size): return try bitString(size)
        case .octetString(let size): return .octetString(Array(try octetStringSlice(size)))
        case .knownMultiplierString(let name, let size, let chars): return .string(try knownMultiplierString(size, chars, typeName: name))
        case .unrestrictedString:
            let (b, _) = try fragmentedOctets()
            return .string(String(decoding: b, as: UTF8.self))
        case .sequence(let s): return try sequence(s)
        case .choice(let c): return try choice(c)
        case .sequenceOf(let element, let size): return try sequenceOf(element, size)
        case .openType:
            let (b, _) = try fragmentedOctets()
            return .rawOpenType(Array(b))
        case .objectIdentifier:
            let (b, _) = try fragmentedOctets()
            return .objectIdentifier(Self.oidArcs(b))
        case .real:
            throw fail(.unsupported, "REAL is not supported")
        }
    }

    static func oidArcs(_ b: ArraySlice<UInt8>) -> [UInt64] {
        var arcs: [UInt64] = []
        var v: UInt64 = 0
        for x in b {
            v = (v << 7) | UInt64(x & 0x7F)
            if x & 0x80 == 0 {
                if arcs.isEmpty { arcs.append(min(v / 40, 2)); arcs.append(v - min(v / 40, 2) * 40) } else { arcs.append(v) }
                v = 0
            }
        }
        return arcs
    }

    mutating func integer(_ b: ASN1IntegerBounds) throws(DecodingError) -> Int64 {
        if b.extensible, try bits(1) == 1 {
            let start = reader.absoluteBitOffset - 1
            let v = try unconstrainedInteger()
            if v >= (b.lower ?? Int64.min) && v <= (b.upper ?? Int64.max) {
                note("ASN1-NONCANONICAL", "value \(v) inside the root range encoded as an extension", at: start, bits: reader.absoluteBitOffset - start)
            }
            return v
        }
        if let lo = b.lower, let hi = b.upper { return try constrainedWholeNumber(lower: lo, upper: hi) }
        if let lo = b.lower {
            let (n, frag) = try generalLength()
            guard !frag, n >= 1, n <= 8 else { throw fail(.unsupported, "semi-constrained integer of \(n) octets") }
            let start = reader.absoluteBitOffset
            let raw = try bits(8 * n)
            if n > 1 && raw >> UInt64(8 * n - 8) == 0 { note("ASN1-NONCANONICAL", "non-minimal integer", at: start, bits: 8 * n) }
            return lo &+ Int64(bitPattern: raw)
        }
        return try unconstrainedInteger()
    }

    mutating func unconstrainedInteger() throws(DecodingError) -> Int64 {
        let (n, frag) = try generalLength()
        guard !frag, n >= 1, n <= 8 else { throw fail(.unsupported, "unconstrained integer of \(n) octets") }
        let start = reader.absoluteBitOffset
        let raw = try bits(8 * n)
        let shift = UInt64(64 - 8 * n)
        let v = Int64(bitPattern: raw << shift) >> Int64(shift)
        if n > 1 {
            // minimal two's complement: the first 9 bits are not all equal (X.691 10.8)
            let top = raw >> UInt64(8 * n - 9)
            if top == 0 || top == 0x1FF { note("ASN1-NONCANONICAL", "non-minimal integer (\(n) octets)", at: start, bits: 8 * n) }
        }
        return v
    }

    mutating func bitString(_ size: ASN1SizeBounds) throws(DecodingError) -> ASN1Value {
        var (n, frag, general) = try sizedLength(size)
        if !general && size.lower == size.upper && n <= 16 {
            return .bitString(bytes: try bitsAsBytes(n), bitCount: n)
        }
        if general || n > 0 { align() }
        if !frag { return .bitString(bytes: try bitsAsBytes(n), bitCount: n) }
        var all: [UInt8] = []
        var total = 0
        while true {
            guard total + n <= Limits.maximumReassembledBytes * 8 else { throw fail(.limitExceeded, "bit string too large") }
            let chunk = try bitsAsBytes(n)
            // fragments are multiples of 16K bits, i.e. whole octets
            all.append(contentsOf: chunk)
            total += n
            if !frag { break }
            (n, frag) = try generalLength()
            if !frag {
                let last = try bitsAsBytes(n)
                all.append(contentsOf: last)
                total += n
                break
            }
        }
        return .bitString(bytes: all, bitCount: total)
    }

    /// A BIT STRING passed over in a scan: the same reads and checks as ``bitString(_:)``
    /// without copying the bits (fragmented ones, rare, go through it).
    mutating func skipBitString(_ size: ASN1SizeBounds) throws(DecodingError) {
        let before = reader
        let (n, frag, general) = try sizedLength(size)
        if frag {
            reader = before
            _ = try bitString(size)
            return
        }
        if !(!general && size.lower == size.upper && n <= 16) && (general || n > 0) { align() }
        guard n <= reader.remainingBits else {
            throw fail(.lengthExceedsEnclosing, "\(n) bits exceed the \(reader.remainingBits) left", bits: n)
        }
        _ = reader.skipBits(n)
    }

    mutating func bitsAsBytes(_ n: Int) throws(DecodingError) -> [UInt8] {
        guard n <= reader.remainingBits else {
            throw fail(.lengthExceedsEnclosing, "\(n) bits exceed the \(reader.remainingBits) left", bits: n)
        }
        guard var out = reader.readUnalignedBytes(n / 8) else { throw reader.truncatedError(field: "", bits: n) }
        let left = n % 8
        if left > 0 { out.append(UInt8(try bits(left) << UInt64(8 - left))) }
        return out
    }

    /// The octets of an OCTET STRING (a slice of the input when whole octets are aligned, as
    /// they are but for fixed sizes of one or two octets and reassembled fragments).
    mutating func octetStringSlice(_ size: ASN1SizeBounds) throws(DecodingError) -> ArraySlice<UInt8> {
        if !size.extensible, let ub = size.upper, ub == size.lower {
            if ub <= 2 { return try octets(ub) }
            if ub < 65536 { align(); return try octets(ub) }
        }
        if size.extensible || (size.upper.map { $0 < 65536 } ?? false) {
            let (n, frag, general) = try sizedLength(size)
            if !general {
                // a fixed root size of at most two octets stays unaligned (X.691 17.6)
                if n > 0 && !(size.lower == size.upper && n <= 2) { align() }
                return try octets(n)
            }
            if !frag { return try octets(n) }
            var out = Array(try octets(n))
            var (m, more) = try generalLength()
            while true {
                guard out.count + m <= Limits.maximumReassembledBytes else { throw fail(.limitExceeded, "octet string too large") }
                out.append(contentsOf: try octets(m))
                if !more { break }
                (m, more) = try generalLength()
            }
            return out[...]
        }
        return try fragmentedOctets().bytes
    }

    mutating func knownMultiplierString(_ size: ASN1SizeBounds, _ chars: ASN1CharacterSet, typeName: String = "") throws(DecodingError) -> String {
        // Characters coded as their own value: the permitted set is the FROM constraint, else
        // the restricted string type's own alphabet (X.680 §41).
        let chars = aligned ? chars : chars.unaligned(typeName: typeName)
        let permitted = chars.useIndex ? nil : (chars.alphabet.isEmpty ? ASN1Resolver.stringAlphabets[typeName] : (nil, chars.alphabet))
        let b = chars.bitsPerCharacter
        let (n, frag, general) = try sizedLength(size)
        guard !frag else { throw fail(.unsupported, "fragmented character string") }
        guard n * b <= reader.remainingBits else {
            throw fail(.lengthExceedsEnclosing, "\(n) characters exceed the remaining bits", bits: n * b)
        }
        let alignCharacters: Bool
        if general {
            alignCharacters = true
        } else if let ub = size.upper {
            alignCharacters = ub * b > 16
        } else {
            alignCharacters = true
        }
        if alignCharacters && n > 0 { align() }
        var scalars = String.UnicodeScalarView()
        for _ in 0..<n {
            let at = reader.absoluteBitOffset
            let code = try bits(b)
            var value = UInt32(truncatingIfNeeded: code)
            if chars.useIndex {
                guard Int(code) < chars.alphabet.count else { throw fail(.constraintViolation, "character index \(code) outside the alphabet", bits: b) }
                value = chars.alphabet[Int(code)]
            } else if let permitted, !(permitted.0?.contains(value) ?? true) || !(permitted.1?.contains(value) ?? true) {
                // Coded as its own value (X.691 30.5.4): decodable, but outside the permitted
                // alphabet (e.g. an escape character in a PrintableString). A finding; decoding goes on.
                note("ASN1-ALPHABET", "character U+\(String(value, radix: 16, uppercase: true)) is outside the permitted alphabet", at: at, bits: b)
            }
            scalars.append(Unicode.Scalar(value) ?? "?")
        }
        return String(scalars)
    }

    mutating func sequence(_ s: ASN1SequenceType) throws(DecodingError) -> ASN1Value {
        let extensionBitOffset = reader.absoluteBitOffset
        let hasExtensions = s.extensible ? try bits(1) == 1 : false
        var optionalCount = 0
        for i in s.root.indices where s.root[i].optional { optionalCount += 1 }
        var presence: UInt64 = 0
        var presenceBig: [Bool] = []
        if optionalCount > 64 {
            for _ in 0..<optionalCount { presenceBig.append(try bits(1) == 1) }
        } else if optionalCount > 0 {
            presence = try bits(optionalCount)
        }
        var values: [ASN1NamedValue] = []
        values.reserveCapacity(s.root.count)
        var optionalIndex = 0
        for i in s.root.indices {
            if s.root[i].optional {
                let present = optionalCount > 64 ? presenceBig[optionalIndex] : (presence >> UInt64(optionalCount - 1 - optionalIndex)) & 1 == 1
                optionalIndex += 1
                if !present { continue }
            }
            do {
                let v: ASN1Value
                if tracing { enter(name: s.root[i].name, type: s.root[i].type, at: reader.absoluteBitOffset) }
                if s.root[i].table?.keyComponent != nil {
                    v = try component(s.root[i], siblings: values, root: s.root)
                } else {
                    v = try decode(s.root[i].type)
                }
                if tracing { exit() }
                values.append(ASN1NamedValue(s.root[i].name, v))
            } catch {
                throw Self.prefixed(error, s.root[i].name)
            }
        }
        if hasExtensions { try extensionAdditions(s, &values, extensionBitOffset: extensionBitOffset) }
        return .sequence(values)
    }

    /// Extension additions of a SEQUENCE (X.691 19.7-19.9): bitmap, then each as an open type.
    mutating func extensionAdditions(_ s: ASN1SequenceType, _ values: inout [ASN1NamedValue], extensionBitOffset: Int) throws(DecodingError) {
        let count = try normallySmall() + 1
        var present: [Bool] = []
        for _ in 0..<count { present.append(try bits(1) == 1) }
        if !present.contains(true) {
            note("ASN1-NONCANONICAL", "extension bit set with no extension additions present", at: extensionBitOffset, bits: 1)
        }
        for i in 0..<count where present[i] {
            let additionStart = reader.absoluteBitOffset
            let (bytes, start) = try fragmentedOctets()
            if i < s.additions.count {
                let a = s.additions[i]
                if tracing, !a.isGroup, let c = a.components.first { enter(name: c.name, type: c.type, at: additionStart) }
                var sub = APERDecoder(schema: schema, reader: BitReader(bytes, baseBitOffset: start))
                sub.aligned = aligned
                sub.depth = depth
                sub.buildValues = buildValues
                lendLayout(to: &sub)
                do throws(DecodingError) {
                    if a.isGroup {
                        let v = try sub.sequence(ASN1SequenceType(root: a.components, extensible: false, additions: []))
                        if case .sequence(let inner) = v { values.append(contentsOf: inner) }
                    } else if let c = a.components.first {
                        do {
                            values.append(ASN1NamedValue(c.name, try sub.component(c, siblings: values, root: s.root)))
                        } catch {
                            throw Self.prefixed(error, c.name)
                        }
                    }
                } catch {
                    takeLayout(from: &sub)  // the failing component stays the current entry
                    throw error
                }
                takeLayout(from: &sub)
                if tracing && !a.isGroup { exit() }
                findings.append(contentsOf: sub.findings)
            } else {
                if tracing {
                    enter(name: "_ext\(i)", type: -1, at: additionStart)
                    exit()
                }
                values.append(ASN1NamedValue("_ext\(i)", .unknownExtension(Array(bytes))))
            }
        }
    }

    /// One component; an open type with a table constraint `{Set}{@key}` is resolved through the
    /// object set (X.682 clause 10.7).
    mutating func component(_ c: ASN1Component, siblings: [ASN1NamedValue], root: [ASN1Component]) throws(DecodingError) -> ASN1Value {
        if let t = c.table, let k = t.keyComponent, case .openType = schema.nodes[c.type].kind {
            let (bytes, start) = try fragmentedOctets()
            let keyName = root[k].name
            var keyValue: Int64?
            for s in siblings.reversed() where s.name == keyName {
                if case .integer(let v) = s.value { keyValue = v }
                break
            }
            guard t.lookup >= 0, let key = keyValue, let typeID = schema.openTypeTables[t.lookup][key] else {
                return .rawOpenType(Array(bytes))
            }
            // decode the open type's octets in place of the outer reader (no decoder copy)
            let outer = reader
            reader = BitReader(bytes, baseBitOffset: start)
            if tracing { enter(.type, Int32(typeID), type: Int32(typeID), at: start) }
            let value = try decode(typeID)
            if tracing { exit(at: start + bytes.count * 8) }
            let used = (reader.bitPosition + 7) / 8
            reader = outer
            noteOpenTypePadding(used: used, of: bytes.count, start: start)
            return .openType(typeName: plan.typeNames[typeID], value: value)
        }
        return try decode(c.type)
    }

    mutating func choice(_ c: ASN1ChoiceType) throws(DecodingError) -> ASN1Value {
        if c.extensible, try bits(1) == 1 {
            let i = try normallySmall()
            let (bytes, start) = try fragmentedOctets()
            guard i < c.additions.count else { return .choice(name: "_ext\(i)", value: .unknownExtension(Array(bytes))) }
            let alt = c.additions[i]
            var sub = APERDecoder(schema: schema, reader: BitReader(bytes, baseBitOffset: start))
            sub.aligned = aligned
            sub.depth = depth
            sub.buildValues = buildValues
            if tracing { enter(name: alt.name, type: alt.type, at: start) }
            lendLayout(to: &sub)
            do {
                let v = try sub.decode(alt.type)
                takeLayout(from: &sub)
                if tracing { exit() }
                findings.append(contentsOf: sub.findings)
                return .choice(name: alt.name, value: v)
            } catch {
                takeLayout(from: &sub)  // the failing component stays the current entry
                throw Self.prefixed(error, alt.name)
            }
        }
        guard !c.root.isEmpty else { throw fail(.invalidValue, "empty CHOICE") }
        let i = Int(try constrainedWholeNumber(lower: 0, upper: Int64(c.root.count - 1)))
        let alt = c.root[i]
        do {
            if tracing {
                enter(name: alt.name, type: alt.type, at: reader.absoluteBitOffset)
                let v = try decode(alt.type)
                exit()
                return .choice(name: alt.name, value: v)
            }
            return .choice(name: alt.name, value: try decode(alt.type))
        } catch {
            throw Self.prefixed(error, alt.name)
        }
    }

    mutating func sequenceOf(_ element: Int, _ size: ASN1SizeBounds) throws(DecodingError) -> ASN1Value {
        var (n, frag, _) = try sizedLength(size)
        var items: [ASN1Value] = []
        var done = 0
        while true {
            guard done + n <= Limits.maximumListCount else { throw fail(.limitExceeded, "more than \(Limits.maximumListCount) items") }
            guard n <= reader.remainingBits + 1 else { throw fail(.lengthExceedsEnclosing, "\(n) items cannot fit in the remaining bits") }
            if buildValues { items.reserveCapacity(done + n) }
            for _ in 0..<n {
                do {
                    if tracing {
                        enter(.index, Int32(done), type: Int32(element))
                        let v = try decode(element)
                        exit()
                        if buildValues { items.append(v) }
                        done += 1
                        continue
                    }
                    items.append(try decode(element))
                    done += 1
                } catch {
                    throw Self.prefixed(error, "\(done)")
                }
            }
            if !frag { break }
            (n, frag) = try generalLength()
        }
        guard buildValues else { return .null }
        return .sequenceOf(items)
    }
}
