/// A binary min-heap of (time, owner) pairs, earliest time first (then lowest owner, so the
/// order never depends on insertion history): the checkers that judge an open item when the
/// capture clock passes its deadline (a request unanswered within the response timeout) keep one
/// entry per owner (an association) with open items, at most the time of its oldest item, and
/// look at the top once per frame. Push and pop are O(log n).
struct DeadlineQueue {
    struct Entry: Equatable {
        var time: Int64
        var owner: Int

        static func precedes(_ a: Entry, _ b: Entry) -> Bool { a.time != b.time ? a.time < b.time : a.owner < b.owner }
    }

    private var entries: [Entry] = []

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }
    /// The earliest entry.
    var top: Entry? { entries.first }

    mutating func push(time: Int64, owner: Int) {
        entries.append(Entry(time: time, owner: owner))
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Entry.precedes(entries[child], entries[parent]) else { break }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the earliest entry.
    @discardableResult
    mutating func pop() -> Entry? {
        guard let first = entries.first else { return nil }
        let last = entries.removeLast()
        if !entries.isEmpty {
            entries[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < entries.count && Entry.precedes(entries[left], entries[smallest]) { smallest = left }
                if right < entries.count && Entry.precedes(entries[right], entries[smallest]) { smallest = right }
                if smallest == parent { break }
                entries.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return first
    }

    mutating func removeAll() { entries.removeAll(keepingCapacity: true) }
}
