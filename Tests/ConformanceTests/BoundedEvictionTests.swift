@testable import Conformance
import Testing
import TestSupport

/// Fronthaul checkers' tables at their bound let the oldest entry go one at a time (O(1)) and
/// count what it still held as INCONCLUSIVE, never dropping it silently.
@Suite struct BoundedEvictionTests {
    typealias S = EngineSupport

    static func crossPlane(_ run: ConformanceRun) -> CrossPlaneChecker? { run.checkers.lazy.compactMap { $0 as? CrossPlaneChecker }.first }

    /// One slot's C-plane past ``CrossPlaneChecker/maximumSectionsPerSlot`` sections: the rest are
    /// counted, not kept, and a U-plane section no kept one covers is INCONCLUSIVE, not a FAIL.
    @Test func cPlaneSectionsOfOneSlotAreBounded() throws {
        var f = S.Feeder(S.specOnly())
        f.leadIn()
        let perMessage = 255, messages = 17
        for m in 0..<messages {
            let sections = (0..<perMessage).map { k -> (id: UInt16, start: UInt16, num: UInt8, symbols: UInt8) in
                let n = m * perMessage + k
                // those kept cover PRBs 0-99, those past the bound PRBs 100-199
                return (UInt16(n % 4_000 + 1), UInt16(n < CrossPlaneChecker.maximumSectionsPerSlot ? n % 100 : 100 + n % 100), 1, 14)
            }
            f.c(S.cPlane(direction: 1, sections: sections))
        }
        let checker = try #require(Self.crossPlane(f.run))
        #expect(checker.heldSections == CrossPlaneChecker.maximumSectionsPerSlot)
        f.u(S.uPlane(direction: 1, symbol: 0, sections: [(50, 49, 1)]))  // kept: n = 49
        f.u(S.uPlane(direction: 1, symbol: 0, sections: [(201, 100, 1)]))  // n = 4,200, past the bound
        f.u(S.uPlane(direction: 1, symbol: 0, sections: [(4_050, 150, 1)]))  // no such id: may be past the bound too
        let r = f.finish()
        #expect(S.evaluated(r, "FH-XP-COUPLE") == 1)
        #expect(S.violations(r, "FH-XP-COUPLE") == 0)
        #expect(r.results(for: "FH-XP-COUPLE").reduce(0) { $0 + $1.inconclusive } == 2)
        #expect(!r.verdicts("FH-XP-COUPLE").contains(.fail))
    }

    /// C-plane sections held over all slots stay near 16 × the open-entry bound: the oldest slots
    /// are judged and let go one at a time (not the whole table), newer ones kept.
    @Test func cPlaneSectionsOverAllSlotsAreBounded() throws {
        var configuration = S.specOnly()
        configuration.maximumOpenEntries = 8
        var f = S.Feeder(configuration)
        f.leadIn()
        var most = 0
        for slot in 0..<40 {
            let sections = (0..<20).map { k in (id: UInt16(k + 1), start: UInt16(k * 10), num: UInt8(10), symbols: UInt8(14)) }
            f.c(S.cPlane(direction: 1, frame: UInt8(slot / 20), subframe: UInt8(slot / 2 % 10), slot: UInt8(slot % 2), sections: sections))
            let checker = try #require(Self.crossPlane(f.run))
            most = max(most, checker.heldSections)
        }
        #expect(most <= 16 * 8)
        // the newest slot is still held: its U-plane couples
        f.u(S.uPlane(direction: 1, frame: 1, subframe: 9, slot: 1, symbol: 3, sections: [(5, 40, 10)]))
        let r = f.finish()
        #expect(S.evaluated(r, "FH-XP-COUPLE") == 1 && S.violations(r, "FH-XP-COUPLE") == 0)
    }

    /// A slot let go at the open-slot bound before its window ended: its U-plane is INCONCLUSIVE
    /// (the covering section may be one let go), not "no C-plane section"; a slot whose C-plane
    /// never came still fails.
    @Test func uPlaneOfASlotLetGoAtTheBoundIsInconclusive() throws {
        var configuration = S.specOnly()
        configuration.maximumOpenEntries = 4
        var f = S.Feeder(configuration)
        f.leadIn()
        for k in 0..<10 {
            f.c(S.cPlane(direction: 1, frame: 0, subframe: UInt8(k / 2), slot: UInt8(k % 2), sections: [(id: 1, start: 0, num: 10, symbols: 14)]))
        }
        // slots 0-5 let go at the bound (4 held), the last 4 of them remembered as let go
        f.u(S.uPlane(direction: 1, frame: 0, subframe: 1, slot: 1, symbol: 0, sections: [(1, 0, 10)]))  // slot 3: let go at the bound
        f.u(S.uPlane(direction: 1, frame: 0, subframe: 6, slot: 0, symbol: 0, sections: [(1, 0, 10)]))  // slot 12: no C-plane sent
        f.u(S.uPlane(direction: 1, frame: 0, subframe: 4, slot: 1, symbol: 0, sections: [(1, 0, 10)]))  // slot 9: held
        let r = f.finish()
        #expect(S.evaluated(r, "FH-XP-COUPLE") == 2 && S.violations(r, "FH-XP-COUPLE") == 1, "\(r.results(for: "FH-XP-COUPLE"))")
        #expect(r.results(for: "FH-XP-COUPLE").reduce(0) { $0 + $1.inconclusive } == 1)
        #expect(r.results(for: "FH-XP-COUPLE").flatMap(\.findings).map(\.frames) == [[12]])
    }

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

    /// An updated key takes the last place (``BoundedTable/update(_:default:_:)``), and a key
    /// removed and inserted again a new one, however the queue of places was last compacted: the
    /// places it left are never taken for its current one.
    @Test func updatedAndReinsertedKeysLeaveAfterTheOthers() {
        var table = BoundedTable<String, Int>(capacity: 2)
        table.insert("A", 1)
        table.insert("B", 2)
        _ = table.update("A", default: { 0 }) { $0 += 1 }
        #expect(table.insert("C", 3)?.key == "B", "A was updated after B took its place")
        #expect(table.insert("D", 4)?.key == "A")
        table.removeValue(forKey: "C")
        table.insert("C", 5)
        #expect(table.insert("E", 6)?.key == "D", "C was inserted again after D")
        #expect(table.insert("F", 7)?.key == "C")
    }

    /// Which entry leaves, and what every look-up answers, against a list of keys in their places
    /// (new keys and updated ones last, replaced values where they were): seeded random inserts,
    /// updates, writes at an index, removals and look-ups over small key ranges, at several bounds,
    /// long enough for the queue to be compacted many times.
    @Test(arguments: [1, 2, 3, 7, 50])
    func evictionFollowsThePlacesOfAReferenceList(_ capacity: Int) {
        var table = BoundedTable<Int, Int>(capacity: capacity)
        var places: [Int] = []
        var values: [Int: Int] = [:]
        var random = SeededRandom(seed: UInt64(0x9_1ACE + capacity))
        var evictions = 0
        for step in 0..<30_000 {
            let key = Int(random.next() % UInt64(capacity * 2 + 3))
            switch random.next() % 10 {
            case 0, 1, 2:
                let out = table.insert(key, step)
                var expected: (Int, Int)?
                if values[key] == nil {
                    places.append(key)
                    if places.count > capacity {
                        let oldest = places.removeFirst()
                        expected = (oldest, values.removeValue(forKey: oldest)!)
                    }
                }
                values[key] = step
                #expect(out?.key == expected?.0 && out?.value == expected?.1, "step \(step)")
                if out != nil { evictions += 1 }
            case 3, 4:
                let out = table.update(key, default: { -1 }) { $0 = step }.evicted
                var expected: (Int, Int)?
                places.removeAll { $0 == key }
                places.append(key)
                if values[key] == nil, places.count > capacity {
                    let oldest = places.removeFirst()
                    expected = (oldest, values.removeValue(forKey: oldest)!)
                }
                values[key] = step
                #expect(out?.key == expected?.0 && out?.value == expected?.1, "step \(step)")
                if out != nil { evictions += 1 }
            case 5:
                if let index = table.index(forKey: key) {
                    table.setValue(step, at: index)
                    values[key] = step
                }
            case 6, 7:
                #expect(table.removeValue(forKey: key) == values.removeValue(forKey: key))
                places.removeAll { $0 == key }
            default:
                #expect(table[key] == values[key], "step \(step)")
            }
            #expect(table.count == places.count && table.evicted == evictions)
        }
        #expect(evictions > 0)
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
