import Foundation
import Synth

/// The seeded generator of randomized tests: the synthesizer's SplitMix64 (Steele, Lea and Flood
/// 2014), so a test draws the same inputs on every run and a failure replays from its seed.
public typealias SeededRandom = SplitMix64

extension SplitMix64 {
    /// Starts from `state` (the same as `init(seed:)`).
    public init(state: UInt64) { self.init(seed: state) }
}

/// The seed of a randomized test: `RANCONFORM_FUZZ_SEED` when set (decimal, or hexadecimal with
/// `0x`), else the test's own fixed seed, so CI replays the same inputs and a longer local run
/// can explore fresh ones (`RANCONFORM_FUZZ_SEED=… RANCONFORM_FUZZ_COUNT=… swift test`).
public enum FuzzSeed {
    public static func value(default fixed: UInt64) -> UInt64 {
        guard let text = ProcessInfo.processInfo.environment["RANCONFORM_FUZZ_SEED"] else { return fixed }
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16) ?? fixed }
        return UInt64(text) ?? fixed
    }
}
