/// A frame waiting to be sent, ordered by time then by creation order (deterministic ties).
struct PendingFrame {
    var timestamp: Int64
    var order: UInt64
    var bytes: [UInt8]
    var comment: String?
    /// The C/U-plane stream whose SequenceId is written at send time (plane << 17 | dl << 16 | eAxC).
    var stream: UInt32?
    /// Generic fault switches to apply when the frame is sent (indices into the scenario's faults).
    var sendFaults: [Int] = []
    /// Sent after the next frame of its stream (LegalVariation.sequenceIdPermutation).
    var permute = false
}

/// Binary min-heap of pending frames.
struct FrameQueue {
    private var items: [PendingFrame] = []
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
    var first: PendingFrame? { items.first }

    private static func less(_ a: PendingFrame, _ b: PendingFrame) -> Bool {
        a.timestamp != b.timestamp ? a.timestamp < b.timestamp : a.order < b.order
    }

    mutating func push(_ frame: PendingFrame) {
        items.append(frame)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard Self.less(items[i], items[parent]) else { break }
            items.swapAt(i, parent)
            i = parent
        }
    }

    mutating func pop() -> PendingFrame? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < items.count && Self.less(items[l], items[m]) { m = l }
            if r < items.count && Self.less(items[r], items[m]) { m = r }
            if m == i { break }
            items.swapAt(i, m)
            i = m
        }
        return top
    }
}
