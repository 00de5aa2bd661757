import Conformance
import Profiles
import Testing
import WireCore

/// Fields that occur several times in a frame, with Wireshark 4.0's semantics
/// (`wireshark-filter(4)`): `==` and orderings hold when any occurrence does, `!=` when none
/// equals, `===` when all equal, `!==` when any differs. The SACK + DATA frames of the sample
/// capture (sctp.chunk_type 3 then 0) are the worked example; tshark 4.0.17 gives the same
/// answers there (see `ExpressionTsharkOracleTests`).
struct ExpressionMultiOccurrenceTests {
    typealias S = ExpressionSupport

    let sackThenData = S.frame(("sctp.chunk_type", .unsigned(3)), ("sctp.chunk_type", .unsigned(0)))
    let twoData = S.frame(("sctp.chunk_type", .unsigned(0)), ("sctp.chunk_type", .unsigned(0)))

    @Test func anyOccurrenceForEqualityAndOrder() throws {
        #expect(try S.eval("sctp.chunk_type == 0", sackThenData) == .true)
        #expect(try S.eval("sctp.chunk_type == 3", sackThenData) == .true)
        #expect(try S.eval("sctp.chunk_type == 1", sackThenData) == .false)
        #expect(try S.eval("sctp.chunk_type > 2", sackThenData) == .true)
        #expect(try S.eval("sctp.chunk_type < 0", sackThenData) == .false)
        #expect(try S.eval("sctp.chunk_type >= 3 && sctp.chunk_type <= 0", sackThenData) == .true)
    }

    @Test func notEqualMeansNoneEqual() throws {
        #expect(try S.eval("sctp.chunk_type != 0", sackThenData) == .false)
        #expect(try S.eval("sctp.chunk_type != 1", sackThenData) == .true)
        #expect(try S.eval("sctp.chunk_type ne 3", sackThenData) == .false)
    }

    @Test func allEqualAndAnyNotEqual() throws {
        #expect(try S.eval("sctp.chunk_type === 0", sackThenData) == .false)
        #expect(try S.eval("sctp.chunk_type === 0", twoData) == .true)
        #expect(try S.eval("sctp.chunk_type all_eq 0", twoData) == .true)
        #expect(try S.eval("sctp.chunk_type !== 0", sackThenData) == .true)
        #expect(try S.eval("sctp.chunk_type !== 0", twoData) == .false)
        #expect(try S.eval("sctp.chunk_type any_ne 3", twoData) == .true)
    }

    @Test func setsAndRangesOverOccurrences() throws {
        #expect(try S.eval("sctp.chunk_type in {1, 3}", sackThenData) == .true)
        #expect(try S.eval("sctp.chunk_type in {1, 2}", sackThenData) == .false)
        #expect(try S.eval("sctp.chunk_type not in {3}", sackThenData) == .false)
        #expect(try S.eval("sctp.chunk_type not in {5..9}", sackThenData) == .true)
    }

    @Test func fieldAgainstFieldTakesAnyPair() throws {
        let f = S.frame(("a", .unsigned(1)), ("a", .unsigned(2)), ("b", .unsigned(2)), ("b", .unsigned(5)))
        #expect(try S.eval("a == b", f) == .true)  // 2 == 2
        #expect(try S.eval("a > b", f) == .false)  // 1>2, 1>5, 2>2, 2>5 all false
        #expect(try S.eval("a < b", f) == .true)
        #expect(try S.eval("a + b == 7", f) == .true)  // 2 + 5
        #expect(try S.eval("a + b == 8", f) == .false)  // sums are 3, 6, 4, 7
        #expect(try S.eval("a * 10 in {20}", f) == .true)
    }

    @Test func countAndLengthPerOccurrence() throws {
        let f = S.frame(("f1ap.id", .unsigned(78)), ("f1ap.id", .unsigned(42)), ("f1ap.id", .unsigned(45)))
        #expect(try S.eval("count(f1ap.id) == 3", f) == .true)
        #expect(try S.eval("count(f1ap.id) in {4..8}", f) == .false)
        let names = S.frame(("n", .string("ab")), ("n", .string("abcd")))
        #expect(try S.eval("len(n) == 4", names) == .true)
        #expect(try S.eval("len(n) === 4", names) == .false)
    }

    @Test func valuesAreBoundedOnHugeFrames() throws {
        // 5000 occurrences on each side: 25 million pairs exceed the bound of 2^20 pairs, so
        // a sum is found only among the pairs looked at, and a miss is not applicable, never
        // a wrong `false`.
        var f = FieldList()
        for i in 0..<5000 { f.append("a", unsigned: i) }
        for i in 0..<5000 { f.append("b", unsigned: i) }
        #expect(try S.eval("a == 4999", f) == .true)
        #expect(try S.eval("a == 5000", f) == .false)
        #expect(try S.eval("count(a) == 5000", f) == .true)
        #expect(try S.eval("a + b == 2", f) == .true)
        #expect(try S.eval("a + b == 9998", f) == .notApplicable)
        #expect(try S.eval("a == b + 100000", f) == .notApplicable)
    }
}
