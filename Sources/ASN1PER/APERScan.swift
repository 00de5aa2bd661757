import WireCore

/// The walk of a scan (``ASN1Schema/scanAPER(_:typeID:baseBitOffset:)``) over the flat
/// ``APERPlan``: the same reads, checks, findings and layout entries as ``APERDecoder/decode(_:)``
/// with `buildValues` false, but each step returns the INTEGER value it read (0 for other
/// types) instead of an ``ASN1Value``, so that no value enum is made, copied or destroyed per
/// component. Kinds off the plan (extensible CHOICEs, character strings, extension additions)
/// go through the general decoder, as in a decode.
///
/// Errors are not prefixed with component names here: a scan always records the layout, and
/// its error's field path is the path of the component being decoded when it failed.
extension APERDecoder {
    mutating func scan(_ id: Int) throws(DecodingError) -> Int64 {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Limits.maximumNestingDepth else { throw fail(.limitExceeded, "nesting deeper than \(Limits.maximumNestingDepth)") }
        let n = planNodes[id]
        switch n.tag {
        case .boolean:
            _ = try bits(1)
            return 0
        case .null:
            return 0
        case .integer:
            // a constrained whole number (X.691 clause 13.2.2) straight; other INTEGERs as decoded
            let x = !n.extensible && n.hasLower && n.hasUpper
                ? try constrainedWholeNumber(lower: n.lower, upper: n.upper)
                : try integer(ASN1IntegerBounds(lower: n.hasLower ? n.lower : nil, upper: n.hasUpper ? n.upper : nil, extensible: n.extensible))
            if tracing { recordScalar(x) }
            return x
        case .enumerated:
            if n.count2 >= 0, try bits(1) == 1 {
                _ = try normallySmall()
                return 0
            }
            let i = try constrainedWholeNumber(lower: 0, upper: Int64(n.count) - 1)
            if tracing { recordScalar(i) }
            return 0
        case .bitString:
            try skipBitString(Self.size(n))
            return 0
        case .octetString:
            try skipOctetString(Self.size(n))
            return 0
        case .sequenceOf:
            try scanSequenceOf(Int(n.start), Self.size(n))
            return 0
        case .sequence:
            if n.hasAdditions || n.optionalCount > 64 {
                // rare shapes (INTEGER components kept for extension additions to key on, a
                // presence bitmap over a word) through the decoder's walk
                _ = try planSequence(n, id)
            } else {
                try scanSequence(n, id)
            }
            return 0
        case .choice:
            if n.extensible {
                _ = try decodeFromSchema(id)
                return 0
            }
            guard n.count > 0 else { throw fail(.invalidValue, "empty CHOICE") }
            let i = Int(try constrainedWholeNumber(lower: 0, upper: Int64(n.count) - 1))
            let c = planComponents[Int(n.start) + i]
            if tracing { enter(.planName, c.name, type: c.type) }
            _ = try scan(Int(c.type))
            if tracing { exit() }
            return 0
        case .other:
            _ = try decodeFromSchema(id)
            return 0
        }
    }

    /// A SEQUENCE (X.691 clause 19) without extension additions in its type and with at most
    /// 64 OPTIONAL components: preamble, root components, unknown extension additions. The
    /// INTEGER components' values are kept where an open type keys on them.
    mutating func scanSequence(_ n: APERPlan.Node, _ id: Int) throws(DecodingError) {
        let extensionBitOffset = reader.absoluteBitOffset
        let optionalCount = Int(n.optionalCount)
        let (hasExtensions, presence) = try sequencePreamble(n)
        var keyIndex = -1
        var keyValue: Int64 = 0
        var optionalIndex = 0
        let start = Int(n.start)
        for i in 0..<Int(n.count) {
            let c = planComponents[start + i]
            if c.optional {
                let present = (presence >> UInt64(optionalCount - 1 - optionalIndex)) & 1 == 1
                optionalIndex += 1
                if !present { continue }
            }
            if tracing { enter(.planName, c.name, type: c.type) }
            if c.key >= 0 {
                try scanOpenType(c, keyIndex == Int(c.key) ? keyValue : nil)
                if tracing { exit() }
                continue
            }
            let x = try scan(Int(c.type))
            if tracing { exit() }
            if c.isKey && planNodes[Int(c.type)].tag == .integer {
                keyIndex = i
                keyValue = x
            }
        }
        if hasExtensions, case .sequence(let s) = schema.nodes[id].kind {
            var values: [ASN1NamedValue] = []
            try extensionAdditions(s, &values, extensionBitOffset: extensionBitOffset)
        }
    }

    /// The extension bit and presence bitmap of a SEQUENCE with at most 64 OPTIONAL components
    /// (X.691 19.1–19.3), in one read; when they run past the end, the separate reads raise the
    /// same error as reading them one by one.
    @inline(__always) mutating func sequencePreamble(_ n: APERPlan.Node) throws(DecodingError) -> (hasExtensions: Bool, presence: UInt64) {
        let optionalCount = Int(n.optionalCount)
        let preamble = (n.extensible ? 1 : 0) + optionalCount
        if preamble > 1 && preamble <= 64, let bits = reader.readBits(preamble) {
            return (n.extensible && bits >> UInt64(optionalCount) & 1 == 1,
                    optionalCount > 0 ? bits & (UInt64.max >> UInt64(64 - optionalCount)) : 0)
        }
        let hasExtensions = n.extensible ? try self.bits(1) == 1 : false
        return (hasExtensions, optionalCount > 0 ? try self.bits(optionalCount) : 0)
    }

    /// An open type resolved through its table constraint (X.682 clause 10.7), walked in place
    /// of the outer reader; an unknown key leaves the octets unread.
    ///
    /// An unfragmented value on an octet boundary (every one in ALIGNED PER, whose length
    /// determinants are octet-aligned, X.691 clause 11.9) is walked with the reader bounded to
    /// its octets (``BitReader/bound(toBytes:)``): the same reads, addresses and errors as a
    /// reader of its own, without copying the outer reader and slicing its storage (a retain and
    /// a release each, some ten open types per F1AP PDU). Others are gathered first (fragments
    /// joined, unaligned octets shifted).
    mutating func scanOpenType(_ c: APERPlan.Component, _ key: Int64?) throws(DecodingError) {
        let length = try generalLength()
        guard !length.fragment, reader.isByteAligned else { return try scanOpenType(c, key, gathered: fragmentedOctets(firstLength: length)) }
        let n = length.count
        let typeID = c.lookup >= 0 ? key.flatMap { plan.openType(Int(c.lookup), $0) } : nil
        guard let typeID, let outerBound = reader.bound(toBytes: n) else {
            // unknown: passed over (and too long: the error of reading it)
            try skipOctets(n)
            return
        }
        let start = reader.absoluteBitOffset
        let origin = reader.bitPosition
        if tracing { enter(.type, Int32(typeID), type: Int32(typeID), at: start) }
        _ = try scan(typeID)
        if tracing { exit(at: start + n * 8) }  // the open type's octets, padding included
        let used = (reader.bitPosition - origin + 7) / 8
        reader.restoreBound(outerBound, movingTo: origin + n * 8)
        noteOpenTypePadding(used: used, of: n, start: start)
    }

    /// ``scanOpenType(_:_:)`` of a value whose octets were gathered into `gathered` (joined
    /// fragments, or octets off an octet boundary), walked with a reader of their own.
    private mutating func scanOpenType(_ c: APERPlan.Component, _ key: Int64?, gathered: (bytes: ArraySlice<UInt8>, start: Int)) throws(DecodingError) {
        let (bytes, start) = gathered
        guard c.lookup >= 0, let key, let typeID = plan.openType(Int(c.lookup), key) else { return }
        let outer = reader
        reader = BitReader(bytes, baseBitOffset: start)
        if tracing { enter(.type, Int32(typeID), type: Int32(typeID), at: start) }
        _ = try scan(typeID)
        if tracing { exit(at: start + bytes.count * 8) }  // the open type's octets, padding included
        let used = (reader.bitPosition + 7) / 8
        reader = outer
        noteOpenTypePadding(used: used, of: bytes.count, start: start)
    }

    /// An OCTET STRING passed over (X.691 clause 17): the same reads and checks as
    /// ``octetStringSlice(_:)`` without taking a slice of the input; fragmented ones (rare) go
    /// through it from the start (no finding is made before a fragment length is read).
    mutating func skipOctetString(_ size: ASN1SizeBounds) throws(DecodingError) {
        if !size.extensible, let ub = size.upper, ub == size.lower, ub < 65536 {
            if ub > 2 { align() }
            try skipOctets(ub)
            return
        }
        let mark = reader.bitPosition
        if size.extensible || (size.upper.map { $0 < 65536 } ?? false) {
            let (n, frag, general) = try sizedLength(size)
            if !general {
                // a fixed root size of at most two octets stays unaligned (X.691 17.6)
                if n > 0 && !(size.lower == size.upper && n <= 2) { align() }
                try skipOctets(n)
                return
            }
            if !frag {
                try skipOctets(n)
                return
            }
        } else {
            let (n, frag) = try generalLength()
            if !frag {
                try skipOctets(n)
                return
            }
        }
        reader.seek(toBit: mark)
        _ = try octetStringSlice(size)
    }

    /// `n` octets passed over, with the check of ``octets(_:)``.
    mutating func skipOctets(_ n: Int) throws(DecodingError) {
        guard n <= reader.remainingBytes else {
            throw fail(.lengthExceedsEnclosing, "length \(n) octets exceeds the \(reader.remainingBytes) left", bits: n * 8)
        }
        _ = reader.skipBits(n * 8)
    }

    /// A SEQUENCE OF (X.691 clause 20), fragments included.
    mutating func scanSequenceOf(_ element: Int, _ size: ASN1SizeBounds) throws(DecodingError) {
        var (n, frag, _) = try sizedLength(size)
        var done = 0
        while true {
            guard done + n <= Limits.maximumListCount else { throw fail(.limitExceeded, "more than \(Limits.maximumListCount) items") }
            guard n <= reader.remainingBits + 1 else { throw fail(.lengthExceedsEnclosing, "\(n) items cannot fit in the remaining bits") }
            for _ in 0..<n {
                if tracing { enter(.index, Int32(done), type: Int32(element)) }
                _ = try scan(element)
                if tracing { exit() }
                done += 1
            }
            if !frag { break }
            (n, frag) = try generalLength()
        }
    }
}
