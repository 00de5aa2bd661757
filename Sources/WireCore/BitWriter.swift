/// Appends big-endian bit fields to a growing byte array (most significant bit first): the
/// encoder's counterpart of ``BitReader``.
public struct BitWriter: Sendable {
    public private(set) var bytes: [UInt8]
    /// Number of bits written so far.
    public private(set) var bitCount: Int

    public init(reservingCapacity capacity: Int = 64) {
        bytes = []
        bytes.reserveCapacity(capacity)
        bitCount = 0
    }

    public var isByteAligned: Bool { bitCount & 7 == 0 }

    /// Writes the low `count` bits (0...64) of `value`.
    public mutating func write(_ value: UInt64, bits count: Int) {
        precondition(count >= 0 && count <= 64, "bit count out of range")
        if count == 0 { return }
        var remaining = count
        while remaining > 0 {
            let used = bitCount & 7
            if used == 0 { bytes.append(0) }
            let free = 8 - used
            let take = min(free, remaining)
            let shift = remaining - take
            let chunk = UInt8(truncatingIfNeeded: (value >> UInt64(shift)) & ((1 << UInt64(take)) - 1))
            bytes[bytes.count - 1] |= chunk << UInt8(free - take)
            remaining -= take
            bitCount += take
        }
    }

    public mutating func writeBool(_ value: Bool) { write(value ? 1 : 0, bits: 1) }
    public mutating func writeUInt8(_ value: UInt8) { write(UInt64(value), bits: 8) }
    public mutating func writeUInt16(_ value: UInt16) { write(UInt64(value), bits: 16) }
    public mutating func writeUInt32(_ value: UInt32) { write(UInt64(value), bits: 32) }
    public mutating func writeUInt64(_ value: UInt64) { write(value, bits: 64) }

    /// Writes whole bytes; fast when aligned.
    public mutating func writeBytes<S: Sequence>(_ data: S) where S.Element == UInt8 {
        if isByteAligned {
            let before = bytes.count
            bytes.append(contentsOf: data)
            bitCount += (bytes.count - before) * 8
        } else {
            for byte in data { write(UInt64(byte), bits: 8) }
        }
    }

    /// Pads with zero bits to the next byte boundary; returns the bits added.
    @discardableResult
    public mutating func alignToByte() -> Int {
        let pad = (8 - (bitCount & 7)) & 7
        bitCount += pad
        return pad
    }

    /// Overwrites `count` bits at absolute bit `offset` (already written) with `value`.
    public mutating func patch(_ value: UInt64, bits count: Int, atBit offset: Int) {
        precondition(offset >= 0 && offset + count <= bitCount, "patch out of range")
        for i in 0..<count {
            let bit = (value >> UInt64(count - 1 - i)) & 1
            let position = offset + i
            let mask = UInt8(0x80) >> UInt8(position & 7)
            if bit == 1 { bytes[position >> 3] |= mask } else { bytes[position >> 3] &= ~mask }
        }
    }
}
