import Synth

/// The seeded generator of randomized tests: the synthesizer's SplitMix64 (Steele, Lea and Flood
/// 2014), so a test draws the same inputs on every run and a failure replays from its seed.
public typealias SeededRandom = SplitMix64

extension SplitMix64 {
    /// Starts from `state` (the same as `init(seed:)`).
    public init(state: UInt64) { self.init(seed: state) }
}
