/// A table key that folds itself into two 64-bit words, hashed by ``WordHash`` instead of the
/// standard library's SipHash.
///
/// The checkers look up per-association, per-UE and per-request tables several times for every
/// F1AP PDU. `Hasher` costs some 40 instructions per word combined and some 80 to finalise, so a
/// key of four fields cost about 250 instructions per look-up; ``WordHash`` mixes two words in
/// about 20. Only the hash changes: equality stays the key's own (synthesized or written), so
/// keys whose words collide stay apart, at the price of a probe.
///
/// `Set` and `Dictionary` bucket a key by its `_rawHashValue(seed:)`, a requirement of
/// `Hashable` whose default runs `hash(into:)` through a `Hasher`; this protocol's extension
/// answers it with ``WordHash/mix(_:_:seed:)``. The seed is the table's own (the process's
/// random hashing seed, varied per table), so which keys share a bucket is not known before the
/// run: a capture cannot be made to pile its keys into one bucket.
public protocol WordHashable: Hashable {
    /// Two words standing for the key: equal keys must give equal words.
    var hashWords: (UInt64, UInt64) { get }
}

extension WordHashable {
    @inlinable
    public func hash(into hasher: inout Hasher) {
        let (a, b) = hashWords
        hasher.combine(a)
        hasher.combine(b)
    }

    @inlinable
    public func _rawHashValue(seed: Int) -> Int {
        let (a, b) = hashWords
        return WordHash.mix(a, b, seed: seed)
    }
}

/// A seeded mix of two 64-bit words (each through the SplitMix64 finaliser, whose every output
/// bit depends on every input bit), for ``WordHashable`` keys and ``WordKey``.
public enum WordHash {
    @inlinable
    public static func mix(_ a: UInt64, _ b: UInt64, seed: Int) -> Int {
        let first = finalize(a ^ UInt64(bitPattern: Int64(seed)))
        return Int(truncatingIfNeeded: finalize(first ^ b))
    }

    /// SplitMix64's output function: a bijection of 64-bit words.
    @inlinable
    public static func finalize(_ word: UInt64) -> UInt64 {
        var x = word
        x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
        return x ^ (x >> 31)
    }
}

/// A 64-bit integer key (an association number, a UE id, a stream) hashed by ``WordHash``: for
/// tables looked up per PDU, where an `Int` or `UInt64` key would be hashed by SipHash.
public struct WordKey: WordHashable, Sendable, CustomStringConvertible {
    public var word: UInt64

    @inlinable public init(_ word: UInt64) { self.word = word }
    @inlinable public init(_ value: Int) { word = UInt64(bitPattern: Int64(value)) }

    @inlinable public var hashWords: (UInt64, UInt64) { (word, 0) }
    /// The key as a signed integer (for keys made from an `Int`).
    @inlinable public var int: Int { Int(truncatingIfNeeded: word) }
    public var description: String { String(word) }
}
