/// XXH64, the 64-bit xxHash (the algorithm of the xxHash specification, "XXH64"), computed as
/// data streams in. Zstandard's frame checksum is its lower 32 bits over the frame's content
/// (RFC 8878 §3.1.1, "Content_Checksum", seed 0): the tool computes it itself where it writes a
/// frame's blocks without libzstd (a compressed state's trailer, ``CompressedTail`` in
/// CaptureIO).
///
/// The input is taken in 32-octet stripes, four lanes of 64 bits (little-endian) each folded
/// into an accumulator of its own; what is left over (fewer than 32 octets) waits in `pending`
/// for the next ``update(_:)`` or for ``digest()``.
public struct XXHash64: Sendable {
    static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    private let seed: UInt64
    private var v1: UInt64
    private var v2: UInt64
    private var v3: UInt64
    private var v4: UInt64
    /// Octets taken so far.
    public private(set) var length: UInt64 = 0
    /// The octets of a stripe not yet complete (fewer than 32).
    private var pending: [UInt8] = []

    public init(seed: UInt64 = 0) {
        self.seed = seed
        v1 = seed &+ Self.prime1 &+ Self.prime2
        v2 = seed &+ Self.prime2
        v3 = seed
        v4 = seed &- Self.prime1
        pending.reserveCapacity(32)
    }

    /// The XXH64 of `bytes` with `seed`.
    public static func hash<C: Collection<UInt8>>(_ bytes: C, seed: UInt64 = 0) -> UInt64 {
        var h = XXHash64(seed: seed)
        let array = Array(bytes)
        array.withUnsafeBytes { h.update($0) }
        return h.digest()
    }

    @inline(__always)
    static func round(_ accumulator: UInt64, _ lane: UInt64) -> UInt64 {
        rotate(accumulator &+ lane &* prime2, 31) &* prime1
    }

    @inline(__always)
    static func rotate(_ x: UInt64, _ count: UInt64) -> UInt64 { x << count | x >> (64 - count) }

    @inline(__always)
    private static func lane(_ base: UnsafeRawPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    @inline(__always)
    private mutating func stripe(_ base: UnsafeRawPointer) {
        v1 = Self.round(v1, Self.lane(base, 0))
        v2 = Self.round(v2, Self.lane(base, 8))
        v3 = Self.round(v3, Self.lane(base, 16))
        v4 = Self.round(v4, Self.lane(base, 24))
    }

    /// Takes `bytes` in.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        length &+= UInt64(bytes.count)
        var offset = 0
        if !pending.isEmpty {
            let take = min(32 - pending.count, bytes.count)
            pending.append(contentsOf: UnsafeRawBufferPointer(start: base, count: take))
            offset = take
            guard pending.count == 32 else { return }
            pending.withUnsafeBytes { stripe($0.baseAddress!) }
            pending.removeAll(keepingCapacity: true)
        }
        while bytes.count - offset >= 32 {
            stripe(base + offset)
            offset += 32
        }
        if offset < bytes.count { pending.append(contentsOf: UnsafeRawBufferPointer(start: base + offset, count: bytes.count - offset)) }
    }

    /// The hash of everything taken so far (the state is left as it is: more may follow).
    public func digest() -> UInt64 {
        var h: UInt64
        if length >= 32 {
            h = Self.rotate(v1, 1) &+ Self.rotate(v2, 7) &+ Self.rotate(v3, 12) &+ Self.rotate(v4, 18)
            for v in [v1, v2, v3, v4] {
                h ^= Self.round(0, v)
                h = h &* Self.prime1 &+ Self.prime4
            }
        } else {
            h = seed &+ Self.prime5
        }
        h &+= length
        pending.withUnsafeBytes { raw in
            var offset = 0
            let count = raw.count
            while count - offset >= 8 {
                h ^= Self.round(0, Self.lane(raw.baseAddress!, offset))
                h = Self.rotate(h, 27) &* Self.prime1 &+ Self.prime4
                offset += 8
            }
            if count - offset >= 4 {
                let word = UInt32(littleEndian: raw.baseAddress!.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                h ^= UInt64(word) &* Self.prime1
                h = Self.rotate(h, 23) &* Self.prime2 &+ Self.prime3
                offset += 4
            }
            while offset < count {
                h ^= UInt64(raw[offset]) &* Self.prime5
                h = Self.rotate(h, 11) &* Self.prime1
                offset += 1
            }
        }
        h ^= h >> 33
        h = h &* Self.prime2
        h ^= h >> 29
        h = h &* Self.prime3
        h ^= h >> 32
        return h
    }
}
