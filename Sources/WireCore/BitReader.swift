/// A copyable cursor over bytes that reads big-endian bit fields, as network protocols and
/// ASN.1 PER lay them out (most significant bit first).
///
/// Primitives return `nil` when the buffer ends (streaming callers need that); the `read…(field:)`
/// forms turn it into a located ``DecodingError``. Offsets in errors count from the start of the
/// outermost buffer: a reader made with ``subReader(byteCount:)`` keeps its parent's base.
public struct BitReader: Sendable {
    /// The bytes being read; indices are those of the underlying slice.
    public let bytes: ArraySlice<UInt8>
    /// Current position in bits from `bytes.startIndex`.
    public var bitPosition: Int { _bitPosition }
    @usableFromInline internal var _bitPosition: Int
    /// Bit offset of `bytes.startIndex` within the outermost buffer (for error locations).
    public let baseBitOffset: Int
    /// Number of bits readable (may be less than `bytes.count * 8` for a bit-bounded reader, and
    /// is less while ``bound(toBytes:)`` holds).
    public var bitCount: Int { _bitCount }
    @usableFromInline internal var _bitCount: Int

    public init(_ bytes: ArraySlice<UInt8>, baseBitOffset: Int = 0) {
        self.bytes = bytes
        self._bitPosition = 0
        self.baseBitOffset = baseBitOffset
        self._bitCount = bytes.count &* 8
    }

    public init(_ bytes: [UInt8], baseBitOffset: Int = 0) {
        self.init(bytes[...], baseBitOffset: baseBitOffset)
    }

    /// Bits left to read.
    @inlinable public var remainingBits: Int { bitCount - bitPosition }
    /// Whole bytes left from the current (byte-aligned) position.
    @inlinable public var remainingBytes: Int { remainingBits >> 3 }
    @inlinable public var isAtEnd: Bool { bitPosition >= bitCount }
    @inlinable public var isByteAligned: Bool { bitPosition & 7 == 0 }
    /// Absolute bit offset of the cursor within the outermost buffer.
    @inlinable public var absoluteBitOffset: Int { baseBitOffset + bitPosition }
    /// Index in `bytes` of the byte under the cursor.
    @inlinable public var byteIndex: Int { bytes.startIndex + (bitPosition >> 3) }

    /// Reads `count` bits (0...64) as an unsigned number, or nil if fewer remain.
    @inlinable
    public mutating func readBits(_ count: Int) -> UInt64? {
        precondition(count >= 0 && count <= 64, "bit count out of range")
        guard count <= remainingBits else { return nil }
        if count == 0 { return 0 }
        if count <= 57 {
            let position = bitPosition
            var index = bytes.startIndex + (position >> 3)
            let used = position & 7
            if bytes.endIndex &- index >= 8 {
                // eight bytes from the cursor's byte in one load: `used` bits already read, then
                // the `count` wanted (7 + 57 = 64 at most)
                let word = Self.loadBigEndian(bytes, at: index)
                _bitPosition = position + count
                return (word << UInt64(used)) >> UInt64(64 - count)
            }
            // near the end: whole bytes into one word, the bits left in the first byte, then
            // further bytes until `count` bits are in (at most 7 + 56 = 63 bits, so nothing is
            // shifted out)
            var word = UInt64(bytes[index] & (0xFF >> UInt8(used)))
            var have = 8 - used
            while have < count {
                index += 1
                word = word << 8 | UInt64(bytes[index])
                have += 8
            }
            _bitPosition = position + count
            return word >> UInt64(have - count)
        }
        var result: UInt64 = 0
        var needed = count
        var position = bitPosition
        while needed > 0 {
            let byte = UInt64(bytes[bytes.startIndex + (position >> 3)])
            let usedInByte = position & 7
            let availableInByte = 8 - usedInByte
            let take = min(availableInByte, needed)
            let shift = availableInByte - take
            let mask: UInt64 = (1 << UInt64(take)) - 1
            result = (result << UInt64(take)) | ((byte >> UInt64(shift)) & mask)
            needed -= take
            position += take
        }
        _bitPosition = position
        return result
    }

    /// The eight bytes at `index` of `bytes` as a big-endian number; the caller has checked that
    /// eight bytes are there.
    @inlinable
    static func loadBigEndian(_ bytes: ArraySlice<UInt8>, at index: Int) -> UInt64 {
        let word = bytes.withUnsafeBufferPointer { buffer in
            UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped).loadUnaligned(fromByteOffset: index &- bytes.startIndex, as: UInt64.self)
        }
        return UInt64(bigEndian: word)
    }

    /// Looks at the next `count` bits without moving.
    @inlinable
    public func peekBits(_ count: Int) -> UInt64? {
        var copy = self
        return copy.readBits(count)
    }

    @inlinable public mutating func readBool() -> Bool? { readBits(1).map { $0 != 0 } }

    /// Reads a byte-aligned big-endian integer of `byteCount` bytes quickly; nil if short or unaligned.
    @inlinable
    public mutating func readBigEndian(byteCount: Int) -> UInt64? {
        guard isByteAligned else { return readBits(byteCount * 8) }
        guard byteCount * 8 <= remainingBits else { return nil }
        var index = byteIndex
        if byteCount > 0 && byteCount <= 8 && bytes.endIndex &- index >= 8 {
            _bitPosition += byteCount * 8
            return Self.loadBigEndian(bytes, at: index) >> UInt64(64 - byteCount * 8)
        }
        var value: UInt64 = 0
        for _ in 0..<byteCount {
            value = (value << 8) | UInt64(bytes[index])
            index += 1
        }
        _bitPosition += byteCount * 8
        return value
    }

    @inlinable public mutating func readUInt8() -> UInt8? { readBigEndian(byteCount: 1).map { UInt8($0) } }
    @inlinable public mutating func readUInt16() -> UInt16? { readBigEndian(byteCount: 2).map { UInt16($0) } }
    @inlinable public mutating func readUInt32() -> UInt32? { readBigEndian(byteCount: 4).map { UInt32($0) } }
    @inlinable public mutating func readUInt64() -> UInt64? { readBigEndian(byteCount: 8) }

    /// Reads `count` whole bytes starting at a byte boundary; nil if short or unaligned.
    @inlinable
    public mutating func readBytes(_ count: Int) -> ArraySlice<UInt8>? {
        guard isByteAligned, count >= 0, count * 8 <= remainingBits else { return nil }
        let start = byteIndex
        _bitPosition += count * 8
        return bytes[start..<(start + count)]
    }

    /// Reads `count` whole octets from any bit position (the octets of an UNALIGNED PER string,
    /// X.691 §11.9.3, and of fixed-size strings of up to two octets in ALIGNED PER): each output
    /// octet is two neighbouring input octets shifted, not eight one-bit reads. Nil (and no move)
    /// if fewer than `count · 8` bits remain.
    public mutating func readUnalignedBytes(_ count: Int) -> [UInt8]? {
        guard count >= 0, count <= remainingBits >> 3 else { return nil }
        if isByteAligned { return readBytes(count).map(Array.init) }
        // An empty array is the shared empty storage, which the uninitialised-capacity
        // initialiser would write a count of 0 into: harmless, but a data race when several
        // decode threads do it at once (ThreadSanitizer reports it).
        if count == 0 { return [] }
        let shift = UInt8(bitPosition & 7)
        let first = byteIndex
        // the last input octet read is first + count: inside `bytes`, since count·8 bits remain
        // after a position that is not on an octet boundary
        let out = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            bytes.withUnsafeBufferPointer { input in
                var i = first - bytes.startIndex
                for k in 0..<count {
                    buffer[k] = input[i] << shift | input[i + 1] >> (8 - shift)
                    i += 1
                }
            }
            initialized = count
        }
        _bitPosition += count * 8
        return out
    }

    /// Skips `count` bits; nil (and no move) if fewer remain.
    @inlinable
    @discardableResult
    public mutating func skipBits(_ count: Int) -> Bool {
        guard count >= 0, count <= remainingBits else { return false }
        _bitPosition += count
        return true
    }

    /// Moves to the next byte boundary (no-op when aligned). Returns the padding bits skipped.
    @inlinable
    @discardableResult
    public mutating func alignToByte() -> Int {
        let pad = (8 - (bitPosition & 7)) & 7
        _bitPosition = min(bitPosition + pad, max(bitCount, bitPosition))
        return pad
    }

    /// Moves the cursor to an absolute bit position within this reader.
    public mutating func seek(toBit position: Int) {
        precondition(position >= 0 && position <= bitCount, "seek out of range")
        _bitPosition = position
    }

    /// Bounds reading to the next `byteCount` bytes from a byte boundary, without a reader of
    /// their own (a copy of ``bytes`` retains its storage): reads past them then fail as reads
    /// past the end, and positions and absolute offsets stay those of this reader. Returns the
    /// bound to give back to ``restoreBound(_:movingTo:)``; nil, and no change, when the cursor is
    /// not on a byte boundary or fewer bytes remain.
    @inlinable
    public mutating func bound(toBytes byteCount: Int) -> Int? {
        guard isByteAligned, byteCount >= 0, byteCount <= remainingBytes else { return nil }
        let previous = bitCount
        _bitCount = bitPosition + byteCount * 8
        return previous
    }

    /// Ends a ``bound(toBytes:)``: `previous` is what it returned, and the cursor moves to
    /// `position` (the bounded bytes' end, for a caller that passes over what it left unread).
    @inlinable
    public mutating func restoreBound(_ previous: Int, movingTo position: Int) {
        precondition(previous >= bitCount && position >= 0 && position <= previous, "bound restored out of range")
        _bitCount = previous
        _bitPosition = position
    }

    /// A reader over the next `byteCount` bytes (byte-aligned), advancing past them; nil if short.
    public mutating func subReader(byteCount: Int) -> BitReader? {
        let start = absoluteBitOffset
        guard let slice = readBytes(byteCount) else { return nil }
        return BitReader(slice, baseBitOffset: start)
    }

    /// The bytes from the cursor (rounded down to a byte) to the end.
    public var remainingSlice: ArraySlice<UInt8> {
        let end = min(bytes.endIndex, bytes.startIndex + (bitCount + 7) / 8)
        let start = min(byteIndex, end)
        return bytes[start..<end]
    }

    // MARK: Located reads

    /// The error for "field runs past the end" at the cursor.
    @inline(never)
    public func truncatedError(field: String, bits: Int) -> DecodingError {
        DecodingError(
            .truncated, "needs \(bits) bits, \(remainingBits) left", bitOffset: absoluteBitOffset,
            bitLength: bits, fieldPath: field)
    }

    @inlinable
    public mutating func read(_ count: Int, field: String) throws(DecodingError) -> UInt64 {
        guard count >= 0 && count <= 64 else {
            throw DecodingError(
                .invalidValue, "field of \(count) bits is wider than 64", bitOffset: absoluteBitOffset,
                bitLength: max(0, count), fieldPath: field)
        }
        guard let value = readBits(count) else { throw truncatedError(field: field, bits: count) }
        return value
    }

    @inlinable
    public mutating func readBool(field: String) throws(DecodingError) -> Bool {
        try read(1, field: field) != 0
    }

    @inlinable
    public mutating func readBytes(_ count: Int, field: String) throws(DecodingError) -> ArraySlice<UInt8> {
        if !isByteAligned {
            throw DecodingError(
                .invalidValue, "octets not byte-aligned", bitOffset: absoluteBitOffset, fieldPath: field)
        }
        guard let value = readBytes(count) else { throw truncatedError(field: field, bits: count * 8) }
        return value
    }

    @inlinable
    public mutating func skip(_ count: Int, field: String) throws(DecodingError) {
        guard skipBits(count) else { throw truncatedError(field: field, bits: count) }
    }
}
