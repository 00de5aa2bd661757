import WireCore

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

extension PendingFrame: HeapOrdered {
    /// By time, then by creation order.
    static func precedes(_ a: PendingFrame, _ b: PendingFrame) -> Bool {
        a.timestamp != b.timestamp ? a.timestamp < b.timestamp : a.order < b.order
    }
}

/// The pending frames, earliest first.
typealias FrameQueue = MinHeap<PendingFrame>
