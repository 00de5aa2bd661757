@testable import Conformance
@testable import Profiles
import Testing
import TestSupport

/// The word-at-a-time range insertion of ``PRBMask`` against the plain definition (PRBs start,
/// start+step, … count of them, those in 0..<512 kept), written here with a `Set<Int>`.
@Suite struct PRBMaskTests {
    static func reference(start: Int, count: Int, step: Int) -> Set<Int> {
        var set = Set<Int>()
        var p = start
        for _ in 0..<max(0, min(count, PRBMask.maximum)) {
            if p >= 0 && p < PRBMask.maximum { set.insert(p) }
            p += step
        }
        return set
    }

    static func members(_ m: PRBMask) -> Set<Int> {
        Set((0..<PRBMask.maximum).filter { m.bits[$0 >> 6] & (1 << UInt64($0 & 63)) != 0 })
    }

    @Test func rangesAtWordEdgesMatchTheDefinition() {
        for start in [-3, 0, 1, 62, 63, 64, 65, 127, 128, 272, 447, 448, 510, 511, 512, 600] {
            for count in [0, 1, 2, 63, 64, 65, 129, 273, 512, 700] {
                for step in 1...3 {
                    var m = PRBMask()
                    m.insert(start: start, count: count, step: step)
                    #expect(Self.members(m) == Self.reference(start: start, count: count, step: step),
                            "start \(start) count \(count) step \(step)")
                }
            }
        }
    }

    @Test func insertionAddsToWhatIsThere() {
        var generator = SplitMix(state: 0x5052_424D_61736B)
        var m = PRBMask()
        var expected = Set<Int>()
        for _ in 0..<200 {
            let start = Int.random(in: -8...520, using: &generator)
            let count = Int.random(in: 0...300, using: &generator)
            let step = Int.random(in: 1...2, using: &generator)
            m.insert(start: start, count: count, step: step)
            expected.formUnion(Self.reference(start: start, count: count, step: step))
            #expect(Self.members(m) == expected, "start \(start) count \(count) step \(step)")
        }
    }

    /// The shared seeded generator (SplitMix64), so failures reproduce from the seed.
    typealias SplitMix = SeededRandom
}
