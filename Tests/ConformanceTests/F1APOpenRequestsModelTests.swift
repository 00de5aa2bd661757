@testable import Conformance
import Testing
import TestSupport

/// ``F1APOpenRequests`` (four intrusive lists over one slot table, a bound that evicts the
/// oldest) against a plain array in arrival order, over random inserts, lookups and removals:
/// the same request found, the same one evicted, the same order and counts after every step, and
/// the same oldest request not yet judged past its timeout (``F1APOpenRequests/firstPending``).
@Suite struct F1APOpenRequestsModelTests {
    typealias Request = F1APAssociation.Request

    @Test(arguments: [1, 3, 8, 64])
    func agreesWithAnArrayInArrivalOrder(capacity: Int) {
        var rng = SeededRandom(seed: UInt64(capacity) &* 0x9E37_79B9)
        var table = F1APOpenRequests(capacity: capacity)
        var model: [Request] = []
        var nextID = 0
        func pick<T>(_ values: [T]) -> T { values[Int(rng.next() % UInt64(values.count))] }
        for step in 0..<4_000 {
            if rng.next() % 5 == 0 {
                // The clock passes the timeout of the oldest request not yet judged.
                let pending = model.firstIndex { !$0.pastTimeout }
                #expect(table.firstPending.map { table[$0].frames } == pending.map { model[$0].frames }, "step \(step): pending")
                if let pending {
                    table.markPastTimeout()
                    model[pending].pastTimeout = true
                }
            } else if rng.next() % 2 == 0 {
                nextID += 1
                let r = Request(code: pick([1, 2, 3]), sender: pick([0, 1, 2]), receiver: 9, time: Int64(step), frames: [nextID],
                                transactionID: pick([nil, 0, 1, 2]), cuUEID: pick([nil, 0, 1, 2] as [UInt64?]))
                let evicted = table.insert(r)
                var expected: Request?
                if model.count >= capacity { expected = model.removeFirst() }
                model.append(r)
                #expect(evicted?.frames == expected?.frames, "step \(step): evicted")
            } else {
                let code = pick([1, 2, 3]), node = pick([0, 1, 2])
                let slot: Int?, index: Int?
                switch rng.next() % 3 {
                case 0:
                    slot = table.oldest(code: code, notFrom: node)
                    index = model.firstIndex { $0.code == code && $0.sender != node }
                case 1:
                    let t = pick([nil, 0, 1, 2] as [Int?])
                    slot = table.oldest(code: code, notFrom: node, transactionID: t)
                    index = model.firstIndex { $0.code == code && $0.sender != node && $0.transactionID == t }
                default:
                    let u = pick([nil, 0, 1, 2] as [UInt64?])
                    slot = table.oldest(code: code, notFrom: node, cuUEID: u)
                    index = model.firstIndex { $0.code == code && $0.sender != node && $0.cuUEID == u }
                }
                #expect((slot == nil) == (index == nil), "step \(step): found")
                if let slot, let index {
                    #expect(table[slot].frames == model[index].frames, "step \(step): which")
                    if rng.next() % 4 != 0 {
                        #expect(table.remove(slot).frames == model.remove(at: index).frames)
                    }
                }
            }
            #expect(table.count == model.count)
            #expect(table.inArrivalOrder.map(\.frames) == model.map(\.frames), "step \(step): order")
            #expect(table.inArrivalOrder.map(\.pastTimeout) == model.map(\.pastTimeout), "step \(step): judged")
            #expect(table.firstPending.map { table[$0].frames } == model.first { !$0.pastTimeout }?.frames, "step \(step): first pending")
            for code in 1...3 { #expect(table.hasOpen(code: code) == model.contains { $0.code == code }) }
            let code = pick([1, 2, 3]), sender = pick([0, 1, 2]), t = pick([0, 1, 2])
            #expect(table.hasOpen(code: code, sender: sender, transactionID: t)
                    == model.contains { $0.code == code && $0.sender == sender && $0.transactionID == t })
        }
    }
}
