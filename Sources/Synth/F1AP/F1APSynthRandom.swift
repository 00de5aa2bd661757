/// The F1AP generator's own deterministic random source: SplitMix64 (Steele, Lea, Flood,
/// "Fast splittable pseudorandom number generators", OOPSLA 2014). The same seed gives the
/// same traffic on every platform; nothing here depends on the system generator.
struct F1APSynthRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `range` (closed), without modulo bias worth caring about for traffic shaping.
    mutating func int(_ range: ClosedRange<Int64>) -> Int64 {
        let span = UInt64(bitPattern: range.upperBound &- range.lowerBound) &+ 1
        if span == 0 { return Int64(bitPattern: next()) }
        return range.lowerBound &+ Int64(bitPattern: next() % span)
    }

    /// `count` random octets.
    mutating func bytes(_ count: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(count)
        while out.count < count {
            var v = next()
            for _ in 0..<8 where out.count < count {
                out.append(UInt8(truncatingIfNeeded: v))
                v >>= 8
            }
        }
        return out
    }

    /// A non-zero 32-bit value (SCTP verification tags and initiate tags must not be 0).
    mutating func nonZero32() -> UInt32 {
        while true {
            let v = UInt32(truncatingIfNeeded: next())
            if v != 0 { return v }
        }
    }
}
