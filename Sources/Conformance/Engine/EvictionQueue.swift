/// Keys of a table in the order they took their place, each with the stamp the table keeps beside
/// the key's entry (``InsertionOrderedMap``), so that the table can find its oldest entry in O(1)
/// (amortized).
///
/// A key that leaves the table, or takes a later place, leaves its queued stamp stale: the table
/// skips a popped key whose stamp is not its entry's, and ``compact(entries:isCurrent:)`` drops
/// the stale ones, which keeps the queue within a constant factor of the table.
struct EvictionQueue<Key: Hashable> {
    private struct Item {
        var key: Key
        var stamp: Int
    }

    private var items: [Item] = []
    private var head = 0
    /// The stamp the next queued key gets: stamps only grow, so one is never reused.
    private(set) var nextStamp = 0

    /// Keys queued, stale ones included.
    var queued: Int { items.count - head }

    /// Queues `key` last; returns its stamp (``nextStamp`` before the call).
    @discardableResult
    mutating func append(_ key: Key) -> Int {
        let stamp = nextStamp
        nextStamp += 1
        items.append(Item(key: key, stamp: stamp))
        return stamp
    }

    /// Removes and returns the oldest queued key and its stamp (it may be stale: the caller
    /// compares the stamp with its entry's).
    mutating func pop() -> (key: Key, stamp: Int)? {
        guard head < items.count else { return nil }
        let item = items[head]
        head += 1
        if head > 1_024 && head * 2 > items.count {
            items.removeFirst(head)
            head = 0
        }
        return (item.key, item.stamp)
    }

    /// The queued keys and stamps, oldest first (stale ones included).
    func forEach(_ body: (Key, Int) -> Void) {
        for item in items[head...] { body(item.key, item.stamp) }
    }

    /// Drops the stale keys once the queue holds more than twice the table's `entries` (plus a
    /// constant), so each key is copied O(1) times on average. `isCurrent` tells whether a
    /// queued stamp is still its key's entry's.
    mutating func compact(entries: Int, isCurrent: (Key, Int) -> Bool) {
        guard queued > 2 * entries + 64 else { return }
        var kept: [Item] = []
        kept.reserveCapacity(entries)
        for item in items[head...] where isCurrent(item.key, item.stamp) { kept.append(item) }
        items = kept
        head = 0
    }
}
