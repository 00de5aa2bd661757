import WireCore

/// When an open item falls due: its time (the capture time the timeout counts from) and the
/// table it sits in (an association), ordered by time then owner so the order never depends on
/// insertion history.
struct Deadline: HeapOrdered, Equatable {
    var time: Int64
    var owner: Int

    static func precedes(_ a: Deadline, _ b: Deadline) -> Bool { a.time != b.time ? a.time < b.time : a.owner < b.owner }
}

/// The checkers that judge an open item when the capture clock passes its deadline (a request
/// unanswered within the response timeout) keep one entry per owner with open items, at most
/// the time of its oldest item, and look at the first once per frame.
typealias DeadlineQueue = MinHeap<Deadline>
