/// SplitMix64 (Steele, Lea, Flood 2014): the scenario's own deterministic generator, so a seed
/// gives the same capture on every machine and Swift version.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// Uniform in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }
    /// Uniform in `range` (both ends included).
    public mutating func integer(in range: ClosedRange<Int64>) -> Int64 {
        let span = UInt64(bitPattern: range.upperBound &- range.lowerBound) &+ 1
        return span == 0 ? Int64(bitPattern: next()) : range.lowerBound &+ Int64(bitPattern: next() % span)
    }
}
