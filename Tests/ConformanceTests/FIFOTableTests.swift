@testable import Conformance
import Foundation
import Testing
import TestSupport

/// ``FIFOTable`` (FH-UP-SIZE's open symbols) must let go exactly what ``BoundedTable`` lets go,
/// when, and answer every look-up the same: both run the same seeded random operations (inserts
/// of new and known keys, look-ups, ``FIFOTable/removeAll()``), keys drawn from small ranges so
/// hits, updates and evictions are frequent, and from colliding patterns (multiples of a large
/// power of two) so the index probes long runs and shifts entries back on deletion.
/// `RANCONFORM_FIFO_ROUNDS` sets the number of random runs (default 40).
@Suite struct FIFOTableTests {
    static let rounds = Int(ProcessInfo.processInfo.environment["RANCONFORM_FIFO_ROUNDS"] ?? "") ?? 40

    /// The shared seeded generator (SplitMix64), so failures reproduce from the seed.
    typealias Seeded = SeededRandom

    @Test func sameEvictionsAndLookupsAsBoundedTable() {
        for round in 0..<Self.rounds {
            let seed = UInt64(round) &* 7919 &+ 17
            var random = Seeded(state: seed)
            let capacity = [1, 2, 3, 5, 17, 64, 300][round % 7]
            let keySpace = UInt64([2, 4, 40, 1_000][round / 7 % 4]) * UInt64(capacity)
            let pattern = round % 3  // 0 small keys, 1 colliding multiples, 2 wide random
            var fifo = FIFOTable<Int>(capacity: capacity)
            var bounded = BoundedTable<UInt64, Int>(capacity: capacity)
            for step in 0..<4_000 {
                var key = UInt64.random(in: 0..<keySpace, using: &random)
                if pattern == 1 { key <<= 40 }
                if pattern == 2 { key = key &* 0x2545_F491_4F6C_DD1D }
                let value = step
                switch UInt64.random(in: 0..<100, using: &random) {
                case 0..<55:
                    let a = fifo.insert(key, value), b = bounded.insert(key, value)
                    #expect(a?.key == b?.key && a?.value == b?.value, "seed \(seed) step \(step): evicted \(String(describing: a)) vs \(String(describing: b))")
                case 55..<70:
                    // Update through the subscript when present (the checker's path), else insert.
                    if bounded[key] != nil {
                        fifo[key] = value
                        bounded[key] = value
                    }
                case 70..<99:
                    #expect(fifo[key] == bounded[key], "seed \(seed) step \(step): look-up of \(key)")
                default:
                    fifo.removeAll()
                    bounded.removeAll()
                }
                #expect(fifo.count == bounded.count && fifo.evicted == bounded.evicted, "seed \(seed) step \(step)")
                if fifo.count != bounded.count { return }
            }
            // Every key the reference holds is found with its value, and no other.
            for (key, value) in bounded.entries { #expect(fifo[key] == value, "seed \(seed): final \(key)") }
        }
    }

    @Test func lookupsOfAbsentKeysAndEvictionOrderAtCapacityOne() {
        var table = FIFOTable<String>(capacity: 1)
        #expect(table[1] == nil)
        #expect(table.insert(10, "a") == nil)
        #expect(table.insert(10, "b") == nil)  // an update, not a new key
        #expect(table[10] == "b")
        let out = table.insert(11, "c")
        #expect(out?.key == 10 && out?.value == "b")
        #expect(table[10] == nil && table[11] == "c" && table.count == 1 && table.evicted == 1)
        table.removeAll()
        #expect(table.isEmpty && table[11] == nil && table.evicted == 1)
    }
}
