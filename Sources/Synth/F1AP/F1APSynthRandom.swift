/// The F1AP generator's random source is the synthesizer's SplitMix64 (Steele, Lea, Flood,
/// "Fast splittable pseudorandom number generators", OOPSLA 2014): the same seed gives the same
/// traffic on every platform; nothing here depends on the system generator.
typealias F1APSynthRandom = SplitMix64

extension SplitMix64 {
    /// A value in `range` (closed), without modulo bias worth caring about for traffic shaping
    /// (``integer(in:)``).
    mutating func int(_ range: ClosedRange<Int64>) -> Int64 { integer(in: range) }

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
