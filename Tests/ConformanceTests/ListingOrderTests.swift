@testable import Conformance
import Testing
import TestSupport

/// The orders results are built in at the end of a capture come from the tables' own places,
/// never from the order a `Dictionary` lists its entries (which changes from one table to the
/// next, each being seeded apart, and from one process to the next).
@Suite struct ListingOrderTests {
    @Test func entriesInPlaceOrderFollowInsertionsUpdatesAndRemovals() {
        for _ in 0..<8 {
            var table = BoundedTable<Int, String>(capacity: 100)
            for key in [42, 7, 19, 3, 88, 61] { table.insert(key, "v\(key)") }
            _ = table.update(7, default: { "?" }) { $0 += "!" }  // takes the last place
            table.removeValue(forKey: 19)
            table.insert(19, "again")  // a new place
            table.insert(3, "replaced")  // keeps its place
            #expect(table.entriesInPlaceOrder.map(\.key) == [42, 3, 88, 61, 7, 19])
            #expect(table.entriesInPlaceOrder.map(\.value) == ["v42", "replaced", "v88", "v61", "v7!", "again"])
        }
        // after many places given out and compacted, still the order of the live ones
        var table = BoundedTable<Int, Int>(capacity: 50)
        for key in 0..<5_000 { table.insert(key % 200, key) }
        #expect(table.entriesInPlaceOrder.map(\.key) == Array(150..<200))
    }

    /// ``APOpenRequests`` against a plain array holding the same requests: the same request
    /// answered, dropped at the front and found holding a Transaction ID, and the same oldest
    /// request not yet judged past its timeout (marked in turn), over random traffic that also
    /// makes the table drop its holes.
    @Test func apOpenRequestsMatchAPlainList() {
        var rng = SeededRandom(seed: 11)
        var list = APOpenRequests()
        var plain: [APProcedureChecker.Open] = []
        for step in 0..<20_000 {
            let code = Int(rng.next() % 4), sender = Int(rng.next() % 3), receiver = Int(rng.next() % 3)
            let t = String(rng.next() % 6)
            if rng.next() % 4 == 0 {
                // The clock passes the timeout of the oldest request not yet judged.
                let at = plain.firstIndex { !$0.pastTimeout }
                #expect(list.firstPending()?.name == at.map { plain[$0].name }, "step \(step)")
                if let at {
                    list.markPastTimeout()
                    plain[at].pastTimeout = true
                }
            }
            switch rng.next() % 5 {
            case 0, 1:
                let ids = rng.next() % 3 == 0 ? [:] : ["TransactionID": t]
                let o = APProcedureChecker.Open(code: code, name: "m\(step)", identities: ids, time: Int64(step), frames: [step], sender: sender, receiver: receiver)
                list.append(o)
                plain.append(o)
            case 2:
                let got = list.removeFirst()
                let want = plain.isEmpty ? nil : plain.removeFirst()
                #expect(got?.name == want?.name)
            case 3:
                let matches: (APProcedureChecker.Open) -> Bool = { $0.identities["TransactionID"].map { $0 == t } ?? true }
                let got = list.removeFirst(code: code, receiver: receiver, where: matches)
                let at = plain.firstIndex { $0.code == code && $0.receiver == receiver && matches($0) }
                #expect(got?.name == at.map { plain.remove(at: $0).name })
            default:
                let got = list.holder(code: code, sender: sender, transactionID: t)
                let want = plain.first { $0.code == code && $0.sender == sender && $0.identities["TransactionID"] == t }
                #expect(got?.name == want?.name)
            }
            #expect(list.count == plain.count)
            #expect(list.firstPending()?.name == plain.first { !$0.pastTimeout }?.name, "step \(step)")
        }
        var rest: [(String, Bool)] = []
        list.forEach { rest.append(($0.name, $0.pastTimeout)) }
        #expect(rest.map(\.0) == plain.map(\.name))
        #expect(rest.map(\.1) == plain.map(\.pastTimeout))
    }
}
