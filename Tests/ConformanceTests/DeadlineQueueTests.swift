@testable import Conformance
import Testing
import TestSupport
import WireCore

/// ``DeadlineQueue`` (WireCore's ``MinHeap`` of ``Deadline``s) against a sorted array over
/// random pushes and pops: the same entry comes out first (earliest time, then lowest owner),
/// ties and repeats included.
@Suite struct DeadlineQueueTests {
    @Test(arguments: [1 as UInt64, 2, 3])
    func popsInTimeThenOwnerOrder(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        var queue = DeadlineQueue()
        var model: [Deadline] = []
        for step in 0..<5_000 {
            if rng.next() % 3 != 0 {
                let entry = Deadline(time: Int64(rng.next() % 50), owner: Int(rng.next() % 8))
                queue.push(entry)
                model.append(entry)
            } else {
                model.sort { Deadline.precedes($0, $1) }
                let expected = model.isEmpty ? nil : model.removeFirst()
                #expect(queue.pop() == expected, "step \(step)")
            }
            #expect(queue.count == model.count)
            #expect(queue.first == model.min { Deadline.precedes($0, $1) }, "step \(step)")
        }
        queue.removeAll()
        #expect(queue.isEmpty && queue.pop() == nil)
    }
}
