@testable import Conformance
import Testing
import WireCore

/// ``BoundaryJoin``'s rules one by one, on hand-made states: what it refuses and how it adds.
@Suite struct BoundaryJoinRulesTests {
    static func state(_ tables: BoundaryTable...) -> BoundaryState { BoundaryState(tables) }

    static func keyed(_ entries: [String: (Int, [Int])], capacity: Int? = nil) -> BoundaryTable {
        BoundaryTable("t", capacity: capacity, entries: entries.mapValues { BoundaryEntry(.int($0.0), counts: $0.1) })
    }

    static func refusal(_ earlier: BoundaryState, _ snapshot: BoundaryState, _ end: BoundaryState) -> BoundaryJoin.Mismatch? {
        do throws(BoundaryJoin.Mismatch) {
            _ = try BoundaryJoin.join(earlier: earlier, snapshot: snapshot, end: end)
            return nil
        } catch {
            return error
        }
    }

    @Test func equalEntriesJoinWithTheirCountsAdded() throws {
        let earlier = Self.state(Self.keyed(["a": (1, [10, 3]), "b": (2, [5])]))
        let snapshot = Self.state(Self.keyed(["a": (1, [4, 1]), "b": (2, [5])]))
        let end = Self.state(Self.keyed(["a": (7, [6, 1]), "c": (9, [2])]))
        let joined = try BoundaryJoin.join(earlier: earlier, snapshot: snapshot, end: end)
        // a: 6 + (10 − 4), 1 + (3 − 1); b went at a count equal to the earlier parts' (not listed
        // as let go: never held with other counts); c came after the snapshot.
        #expect(joined == Self.state(Self.keyed(["a": (7, [12, 3]), "c": (9, [2])])))
    }

    @Test func anEntryHeldOnlyBeforeThePartOrOnlyByItIsRefused() {
        let both = Self.state(Self.keyed(["a": (1, [])]))
        let more = Self.state(Self.keyed(["a": (1, []), "b": (2, [])]))
        #expect(Self.refusal(more, both, both)?.key == "b")
        #expect(Self.refusal(both, more, more)?.key == "b")
        #expect(Self.refusal(Self.state(Self.keyed(["a": (1, [])])), Self.state(Self.keyed(["a": (2, [])])), both)?.reason == "held with another value")
    }

    /// A table whose entries the part's head alone filled otherwise (an interface's FCS
    /// detection): an entry the part did not read after its snapshot, held unchanged to its
    /// end, takes the earlier parts' value; read, changed, or in a table without the rule, it is
    /// refused.
    @Test func anEntryHeldWithAnotherValueAndNotReadTakesTheEarlierValue() throws {
        func table(_ entries: [String: (Int, [Int])], rule: Bool = true, hits: Set<String> = []) -> BoundaryState {
            var t = Self.keyed(entries)
            t.earlierValueWhenUnread = rule
            t.hitsSinceSnapshot = hits
            return Self.state(t)
        }
        let earlier = table(["a": (6, []), "b": (1, [])])
        let snapshot = table(["a": (3, []), "b": (1, [])])
        let joined = try BoundaryJoin.join(earlier: earlier, snapshot: snapshot, end: table(["a": (3, []), "b": (2, [])], hits: ["b"]))
        #expect(joined["t"]?.entries["a"]?.value == .int(6) && joined["t"]?.entries["b"]?.value == .int(2))
        #expect(joined["t"]?.earlierValueWhenUnread == true)
        // read after the snapshot, changed by its end, or without the rule
        #expect(Self.refusal(earlier, snapshot, table(["a": (3, []), "b": (1, [])], hits: ["a"]))?.key == "a")
        #expect(Self.refusal(earlier, snapshot, table(["a": (4, []), "b": (1, [])]))?.key == "a")
        #expect(Self.refusal(earlier, table(["a": (3, []), "b": (1, [])], rule: false), table(["a": (3, []), "b": (1, [])]))?.key == "a")
        // the flag travels in a state's JSON
        let text = snapshot.jsonValue
        #expect(try BoundaryState(jsonValue: text)["t"]?.earlierValueWhenUnread == true)
    }

    @Test func anEntryLetGoWithCountsThatDifferIsRefused() {
        let earlier = Self.state(Self.keyed(["a": (1, [3])]))
        let snapshot = Self.state(Self.keyed(["a": (1, [1])]))
        var end = Self.keyed([:])
        end.removedSinceSnapshot = ["a"]
        #expect(Self.refusal(earlier, snapshot, Self.state(end))?.key == "a")
        // Equal counts when let go: the part reported what the run would have.
        #expect(Self.refusal(snapshot, snapshot, Self.state(end)) == nil)
    }

    @Test func aTableThatReachedItsBoundIsRefused() {
        let s = Self.state(Self.keyed(["a": (1, [])], capacity: 1))
        var end = Self.keyed(["a": (1, [])], capacity: 1)
        end.reachedCapacity = true
        #expect(Self.refusal(s, s, Self.state(end))?.reason.contains("bound") == true)
    }

    @Test func growingSetsJoinByUnionAndRefuseWhatOnlyThePartSaw() throws {
        func growing(_ keys: [String]) -> BoundaryState {
            Self.state(BoundaryTable("g", kind: .growing, entries: Dictionary(uniqueKeysWithValues: keys.map { ($0, BoundaryEntry(.null)) })))
        }
        #expect(try BoundaryJoin.join(earlier: growing(["x", "y"]), snapshot: growing(["y"]), end: growing(["y", "z"])) == growing(["x", "y", "z"]))
        #expect(Self.refusal(growing(["x"]), growing(["x", "y"]), growing(["x", "y"]))?.key == "y")
    }

    @Test func countersAddWhatThePartCountedAfterItsSnapshot() throws {
        func counters(_ entries: [String: [Int]]) -> BoundaryState {
            Self.state(BoundaryTable("c", kind: .counters, entries: entries.mapValues { BoundaryEntry(.null, counts: $0) }))
        }
        let joined = try BoundaryJoin.join(earlier: counters(["a": [10], "b": [4]]), snapshot: counters(["a": [3]]), end: counters(["a": [8], "c": [1]]))
        #expect(joined == counters(["a": [15], "b": [4], "c": [1]]))
    }

    @Test func statesOfOtherShapesAreRefused() {
        let a = Self.state(Self.keyed([:]))
        let b = Self.state(BoundaryTable("u", entries: [:]))
        #expect(Self.refusal(a, b, b) != nil)
        let growing = Self.state(BoundaryTable("t", kind: .growing))
        #expect(Self.refusal(a, growing, growing) != nil)
    }
    @Test func anEntryThePartNeverTouchedCarriesOnWhereTheTableAllowsIt() throws {
        func carrying(_ entries: [String: (Int, [Int])], capacity: Int? = nil, peak: Int? = nil) -> BoundaryTable {
            var t = Self.keyed(entries, capacity: capacity)
            t.carriesPriorEntries = true
            t.peakSinceSnapshot = peak
            return t
        }
        let earlier = Self.state(carrying(["idle": (5, [2]), "a": (1, [])]))
        let snapshot = Self.state(carrying(["a": (1, [])]))
        let end = Self.state(carrying(["a": (3, [])]))
        #expect(try BoundaryJoin.join(earlier: earlier, snapshot: snapshot, end: end) == Self.state(carrying(["idle": (5, [2]), "a": (3, [])])))
        // Not where the table does not allow it.
        #expect(Self.refusal(Self.state(Self.keyed(["idle": (5, [2]), "a": (1, [])])), Self.state(Self.keyed(["a": (1, [])])),
                             Self.state(Self.keyed(["a": (3, [])])))?.key == "idle")
        // Made again after the snapshot, let go after it, or looked for in vain: the part did not
        // see it as the earlier parts left it.
        #expect(Self.refusal(earlier, snapshot, Self.state(carrying(["a": (3, []), "idle": (0, [])])))?.key == "idle")
        var removed = carrying(["a": (3, [])])
        removed.removedSinceSnapshot = ["idle"]
        #expect(Self.refusal(earlier, snapshot, Self.state(removed))?.key == "idle")
        var missed = carrying(["a": (3, [])])
        missed.missesSinceSnapshot = ["idle"]
        #expect(Self.refusal(earlier, snapshot, Self.state(missed))?.key == "idle")
        // A bounded table: the carried entry and the part's most entries must fit the bound.
        let bounded = Self.state(carrying(["idle": (5, [2]), "a": (1, [])], capacity: 2))
        #expect(try BoundaryJoin.join(earlier: bounded, snapshot: Self.state(carrying(["a": (1, [])], capacity: 2)),
                                      end: Self.state(carrying(["a": (3, [])], capacity: 2, peak: 1))).tables[0].entries.count == 2)
        #expect(Self.refusal(bounded, Self.state(carrying(["a": (1, [])], capacity: 2)), Self.state(carrying(["a": (3, [])], capacity: 2, peak: 2))) != nil)
        #expect(Self.refusal(bounded, Self.state(carrying(["a": (1, [])], capacity: 2)), Self.state(carrying(["a": (3, [])], capacity: 2))) != nil)
    }

    /// An entry the part alone holds (a request whose answer the file wrote before the cut)
    /// goes when the part never read it after its snapshot; read, it is refused; made again,
    /// the part's entry stands.
    @Test func anEntryThePartAloneHoldsGoesWhenNeverRead() throws {
        func mayGo(_ entries: [String: (Int, [Int])], hits: Set<String> = []) -> BoundaryTable {
            var t = Self.keyed(entries)
            t.partEntriesMayGo = true
            t.hitsSinceSnapshot = hits
            return t
        }
        let earlier = Self.state(mayGo(["a": (1, [])]))
        let snapshot = Self.state(mayGo(["a": (1, []), "orphan": (7, [])]))
        // held unchanged to the end: it goes
        #expect(try BoundaryJoin.join(earlier: earlier, snapshot: snapshot, end: Self.state(mayGo(["a": (2, []), "orphan": (7, [])])))
                == Self.state(mayGo(["a": (2, [])])))
        // made again (another value), or made again and let go: the part's end stands
        #expect(try BoundaryJoin.join(earlier: earlier, snapshot: snapshot, end: Self.state(mayGo(["a": (2, []), "orphan": (8, [])])))
                == Self.state(mayGo(["a": (2, []), "orphan": (8, [])])))
        #expect(try BoundaryJoin.join(earlier: earlier, snapshot: snapshot, end: Self.state(mayGo(["a": (2, [])]))) == Self.state(mayGo(["a": (2, [])])))
        // read after the snapshot (answered, judged): refused
        #expect(Self.refusal(earlier, snapshot, Self.state(mayGo(["a": (2, [])], hits: ["orphan"])))?.key == "orphan")
        // not where the table does not allow it
        #expect(Self.refusal(Self.state(Self.keyed(["a": (1, [])])), Self.state(Self.keyed(["a": (1, []), "orphan": (7, [])])),
                             Self.state(Self.keyed(["a": (2, []), "orphan": (7, [])])))?.key == "orphan")
        // the flags and the reads survive the state file's JSON
        let written = Self.state(mayGo(["a": (2, [])], hits: ["orphan", "x"]))
        #expect(try BoundaryState(jsonValue: written.jsonValue) == written)
    }

    /// A carried table (what a restore needs, beside a compared table naming the same things)
    /// is never compared: the join takes the part's end's.
    @Test func carriedEntriesAreTheEndsWhateverTheyHeld() throws {
        func carried(_ entries: [String: Int]) -> BoundaryTable {
            BoundaryTable("octets", kind: .carried, entries: entries.mapValues { BoundaryEntry(.int($0)) })
        }
        let joined = try BoundaryJoin.join(earlier: Self.state(carried(["a": 1, "b": 2])), snapshot: Self.state(carried(["a": 9])),
                                           end: Self.state(carried(["c": 3])))
        #expect(joined == Self.state(carried(["c": 3])))
        #expect(try BoundaryState(jsonValue: joined.jsonValue) == joined)
    }

    @Test func extremaKeepTheSmallestAndLargest() throws {
        func extrema(_ entries: [String: [Int]]) -> BoundaryState {
            Self.state(BoundaryTable("x", kind: .extrema, entries: entries.mapValues { BoundaryEntry(.null, counts: $0) }))
        }
        let joined = try BoundaryJoin.join(earlier: extrema(["a": [5, 9], "b": [1, 2]]), snapshot: extrema(["a": [6, 8]]),
                                           end: extrema(["a": [3, 8], "c": [4, 4]]))
        #expect(joined == extrema(["a": [3, 9], "b": [1, 2], "c": [4, 4]]))
    }

    /// What the part's head reached is the earlier side's to say (the replay of the head): an
    /// extreme the part reached only in its head, beyond the earlier side's, is not taken; where
    /// the end shows nothing reached after the snapshot beyond it, the join cannot know what was,
    /// and refuses. An entry only the part's head made is refused too.
    @Test func extremaOfThePartsHeadAreNotTaken() throws {
        func extrema(_ entries: [String: [Int]], values: [String: JSONValue] = [:]) -> BoundaryState {
            Self.state(BoundaryTable("x", kind: .extrema, entries: Dictionary(uniqueKeysWithValues: entries.map { ($0.key, BoundaryEntry(values[$0.key] ?? .null, counts: $0.value)) })))
        }
        // The head reached 12 (a copy judged as an original); after the snapshot the part reached
        // 11 at most, then 14: the end's 14 is after the snapshot, the earlier 10 stands below it.
        #expect(try BoundaryJoin.join(earlier: extrema(["a": [5, 10]]), snapshot: extrema(["a": [5, 12]]), end: extrema(["a": [5, 14]]))
            == extrema(["a": [5, 14]]))
        // Nothing after the snapshot beyond the head's 12: what came after is at most 12, unknown.
        #expect(Self.refusal(extrema(["a": [5, 10]]), extrema(["a": [5, 12]]), extrema(["a": [5, 12]]))?.reason.contains("head") == true)
        // The head within the earlier side's extremes: the earlier side's stand.
        #expect(try BoundaryJoin.join(earlier: extrema(["a": [2, 10]]), snapshot: extrema(["a": [5, 8]]), end: extrema(["a": [5, 8]]))
            == extrema(["a": [2, 10]]))
        // A smallest reached after the snapshot brings its value; one from before keeps the earlier's.
        #expect(try BoundaryJoin.join(earlier: extrema(["a": [5, 10]], values: ["a": .string("earlier")]), snapshot: extrema(["a": [6, 9]]),
                                      end: extrema(["a": [4, 9]], values: ["a": .string("part")])) == extrema(["a": [4, 10]], values: ["a": .string("part")]))
        // Made only in the part's head.
        #expect(Self.refusal(extrema([:]), extrema(["h": [1, 1]]), extrema(["h": [1, 1]]))?.key == "h")
    }

    /// A part that follows what each entry reached after its snapshot (``BoundaryTable/extremaSinceSnapshot``)
    /// joins exactly, whatever its head reached; the joined table follows nothing.
    @Test func extremaFollowedAfterTheSnapshotJoinExactly() throws {
        func extrema(_ entries: [String: [Int]], since: [String: [Int]]? = nil) -> BoundaryState {
            var t = BoundaryTable("x", kind: .extrema, entries: entries.mapValues { BoundaryEntry(.null, counts: $0) })
            t.extremaSinceSnapshot = since
            return Self.state(t)
        }
        // The head reached 12 and 1, after the snapshot 6…11: the earlier 5…10 and 6…11.
        let joined = try BoundaryJoin.join(earlier: extrema(["a": [5, 10], "b": [0, 3]]), snapshot: extrema(["a": [1, 12]]),
                                           end: extrema(["a": [1, 12], "h": [7, 7], "n": [2, 2]], since: ["a": [6, 11], "n": [2, 2]]))
        #expect(joined == extrema(["a": [5, 11], "b": [0, 3], "n": [2, 2]]))
        // State JSON carries it.
        let state = extrema(["a": [1, 12]], since: ["a": [6, 11]])
        #expect(try BoundaryState(jsonValue: state.jsonValue) == state)
        // Reached after the snapshot for an entry the end does not hold: not the part's.
        #expect(Self.refusal(extrema(["a": [5, 10]]), extrema(["a": [5, 10]]), extrema(["a": [5, 10]], since: ["z": [1, 1]])) != nil)
    }

    /// First entries in frame order: the earlier side's first, then the part's after its
    /// snapshot; the part's head entries are the earlier side's to say. A full table whose head
    /// held more than the earlier side cut off entries the join needs: refused.
    @Test func samplesTakeThePartsEntriesAfterItsSnapshot() throws {
        func sample(_ keys: [String], capacity: Int = 3) -> BoundaryState {
            Self.state(BoundaryTable("x", kind: .sample, capacity: capacity, entries: Dictionary(uniqueKeysWithValues: keys.map { ($0, BoundaryEntry(.null)) })))
        }
        // "2" was the part's head alone (the single run's head had "1" only): not taken.
        #expect(try BoundaryJoin.join(earlier: sample(["1"]), snapshot: sample(["2"]), end: sample(["2", "5", "6"])) == sample(["1", "5", "6"]))
        #expect(try BoundaryJoin.join(earlier: sample(["0", "1"]), snapshot: sample(["1"]), end: sample(["1", "5", "6"])) == sample(["0", "1", "5"]))
        // The part's head filled its table: what came after the snapshot is unknown.
        #expect(Self.refusal(sample(["1"]), sample(["2", "3", "4"]), sample(["2", "3", "4"])) != nil)
        #expect(try BoundaryJoin.join(earlier: sample(["0", "1", "2"]), snapshot: sample(["1", "2", "3"]), end: sample(["1", "2", "3"])) == sample(["0", "1", "2"]))
    }
}
