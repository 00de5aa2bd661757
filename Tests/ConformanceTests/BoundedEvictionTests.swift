@testable import Conformance
import Testing

/// Fronthaul checkers' tables at their bound let the oldest entry go one at a time (O(1)) and
/// count what it still held as INCONCLUSIVE, never dropping it silently.
@Suite struct BoundedEvictionTests {
    typealias S = EngineSupport

    @Test func boundedTableHandsBackTheOldestEntry() {
        var table = BoundedTable<Int, String>(capacity: 3)
        #expect(table.insert(1, "a") == nil)
        #expect(table.insert(2, "b") == nil)
        #expect(table.insert(3, "c") == nil)
        #expect(table.insert(2, "b2") == nil, "an update is not an insertion")
        let first = table.insert(4, "d")
        #expect(first?.key == 1 && first?.value == "a")
        table.removeValue(forKey: 2)
        #expect(table.insert(5, "e") == nil, "room was made by the removal")
        let second = table.insert(6, "f")
        #expect(second?.key == 3)
        #expect(table.count == 3 && table.evicted == 2)
        #expect(table[4] == "d" && table[5] == "e" && table[6] == "f")
        // Many insertions keep the table at its bound and its queue compact.
        for key in 100..<10_100 { table.insert(key, "x") }
        #expect(table.count == 3 && table.evicted == 2 + 10_000)
    }

    @Test func aSequenceStreamEvictedWithMissingIdsCountsThemInconclusive() throws {
        var configuration = S.specOnly()
        configuration.maximumOpenEntries = 2
        var f = S.Feeder(configuration)
        // U-plane eAxC 0: ids 0, 1, 4 (2 and 3 missing, still within the loss window).
        for (symbol, seq) in [(0, 0), (1, 1), (2, 4)] as [(UInt8, UInt8)] {
            f.u(S.uPlane(direction: 1, symbol: symbol, sections: [(1, 0, 24)]), eAxC: 0, seq: seq)
        }
        // Two more streams: the second one pushes eAxC 0's out of the table.
        f.u(S.uPlane(direction: 1, symbol: 3, sections: [(1, 0, 24)]), eAxC: 1, seq: 0)
        f.u(S.uPlane(direction: 1, symbol: 3, sections: [(1, 0, 24)]), eAxC: 2, seq: 0)
        let state = try #require(f.run.openState.first { $0.checker == "SequenceChecker" }?.counters)
        #expect(state.entries == 2 && state.evicted == 1)
        let results = f.finish()
        let row = try #require(results.results(for: "FH-SEQ-INC").first)
        #expect(row.violations == 0)
        #expect(row.inconclusive == 2)
    }
}
