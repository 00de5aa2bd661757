@testable import NetLayers
import Testing

/// The retransmission history's TSN table answers as the `Set<UInt32>` it replaced: random
/// TSN streams (duplicates, neighbours, far jumps, TSNs whose home slots collide) through
/// ``SCTPDirectionHistory/accept(_:capacity:)`` and through the window's definition (the TSNs
/// of the last `capacity` accepted chunks) give the same answer for every chunk, for several
/// window sizes; and the table itself inserts and removes as a `Set` does.
@Suite struct SCTPTSNSetTests {
    /// The window by its definition, kept another way: the TSNs of the last `capacity`
    /// accepted chunks. Each TSN's acceptance number is remembered; a TSN is in the window while
    /// fewer than `capacity` acceptances have followed its own.
    struct WindowByAcceptance {
        var acceptedAt: [UInt32: Int] = [:]
        var accepted = 0
        mutating func accept(_ tsn: UInt32, capacity: Int) -> Bool {
            if let at = acceptedAt[tsn], accepted - at <= max(capacity, 1) { return false }
            acceptedAt[tsn] = accepted
            accepted += 1
            return true
        }
        func count(capacity: Int) -> Int { acceptedAt.values.filter { accepted - $0 <= max(capacity, 1) }.count }
    }

    /// A small deterministic generator (SplitMix64), so a failure repeats.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test(arguments: [1, 2, 3, 17, 64, 4096])
    func acceptsAsTheWindowIsDefined(capacity: Int) {
        var random = Generator(state: UInt64(capacity))
        var table = SCTPDirectionHistory()
        var reference = WindowByAcceptance()
        var tsn: UInt32 = .max - 40  // wraps through zero
        var accepted = 0, refused = 0
        for _ in 0..<60_000 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5: tsn &+= 1  // in order
            case 5..<8: tsn &-= UInt32.random(in: 0...UInt32(min(capacity * 2, 100)), using: &random)  // a retransmission, or one just out of the window
            case 8: tsn = UInt32.random(in: 0...UInt32.max, using: &random)  // a jump
            default: tsn = UInt32.random(in: 0..<64, using: &random) << 26  // TSNs that share their low bits
            }
            let a = table.accept(tsn, capacity: capacity)
            let b = reference.accept(tsn, capacity: capacity)
            #expect(a == b, "TSN \(tsn), window \(capacity)")
            if a != b { return }
            if a { accepted += 1 } else { refused += 1 }
        }
        #expect(table.seen.count == reference.count(capacity: capacity))
        // at most half full, four bytes a slot: a full window of 4,096 TSNs in 8,192 slots
        #expect(table.seen.slotCount <= max(16, 2 * capacity.nextPowerOfTwo), "\(table.seen.slotCount) slots")
        // the stream exercised both answers
        #expect(accepted > 1000 && refused > 1000)
    }

    /// TSNs that all share one home slot under a fixed multiplicative hash (the 32-bit
    /// golden-ratio multiplier, 0x9E3779B1, with 8,192 slots), and consecutive TSNs, do not pile
    /// into long runs: each table mixes the TSN with a seed of its own.
    @Test func chosenCollisionsDoNotMakeOneLongRun() {
        let golden: UInt32 = 0x9E37_79B1
        // the inverse of the multiplier modulo 2^32 (Newton's iteration doubles its correct bits)
        var inverse: UInt32 = golden
        for _ in 0..<5 { inverse = inverse &* (2 &- golden &* inverse) }
        #expect(golden &* inverse == 1)
        // products sharing their top 13 bits: one home slot of 8,192 under the fixed multiplier
        let tsns = (1...4096).map { (UInt32(77) << 19 | UInt32($0)) &* inverse }
        #expect(Set(tsns.map { ($0 &* golden) >> 19 }).count == 1)
        var history = SCTPDirectionHistory()
        var accepted = 0
        for tsn in tsns where history.accept(tsn, capacity: 4096) { accepted += 1 }
        #expect(accepted == tsns.count)
        #expect(history.seen.slotCount == 8192)
        // 4,096 keys in 8,192 slots placed at random: runs of a few dozen (at most 55 over 300
        // seeds of a simulation, for these TSNs and for consecutive ones)
        #expect(history.seen.longestRun < 200, "longest run \(history.seen.longestRun)")
        var consecutive = SCTPDirectionHistory()
        for tsn in UInt32(123_456)..<123_456 + 4096 { _ = consecutive.accept(tsn, capacity: 4096) }
        #expect(consecutive.seen.longestRun < 200, "longest run \(consecutive.seen.longestRun)")
    }

    /// Insertions and removals in any order keep every member reachable and nothing else.
    @Test func insertsAndRemovesAsASet() {
        var random = Generator(state: 7)
        var table = SCTPTSNSet()
        var reference: Set<UInt32> = []
        // few distinct values, so runs of probes are long and removals shift entries back often
        let values = (0..<300).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) } + (0..<100).map { UInt32($0) << 24 }
        for step in 0..<100_000 {
            let v = values[Int.random(in: 0..<values.count, using: &random)]
            if Bool.random(using: &random) {
                table.insert(v)
                reference.insert(v)
            } else {
                table.remove(v)
                reference.remove(v)
            }
            if step % 997 == 0 {
                for w in values { #expect(table.contains(w) == reference.contains(w), "\(w) at step \(step)") }
            }
            #expect(table.count == reference.count)
            if table.count != reference.count { return }
        }
    }
}

private extension Int {
    /// The smallest power of two at least this (1 for 0).
    var nextPowerOfTwo: Int { self <= 1 ? 1 : 1 << (Int.bitWidth - (self - 1).leadingZeroBitCount) }
}
