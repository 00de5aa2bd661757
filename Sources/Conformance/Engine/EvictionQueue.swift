/// Keys of a bounded table in insertion order, so the table can let its oldest entry go in O(1)
/// (amortized). Removing a key from the table does not touch the queue: stale keys are skipped
/// by the caller when popped and dropped by ``compact(_:)``, which keeps the queue within a
/// constant factor of the table.
struct EvictionQueue<Key: Hashable> {
    private var keys: [Key] = []
    private var head = 0

    /// Keys queued, stale ones included.
    var queued: Int { keys.count - head }

    mutating func append(_ key: Key) { keys.append(key) }

    /// Removes and returns the oldest queued key (it may be stale: the caller checks its table).
    mutating func pop() -> Key? {
        guard head < keys.count else { return nil }
        let key = keys[head]
        head += 1
        if head > 1_024 && head * 2 > keys.count {
            keys.removeFirst(head)
            head = 0
        }
        return key
    }

    /// Drops keys no longer in `table` and repeated keys (a repeated key keeps its latest place)
    /// once the queue is more than twice the table, so each key is copied O(1) times on average.
    mutating func compact<Value>(_ table: [Key: Value]) {
        guard queued > 2 * table.count + 64 else { return }
        var seen = Set<Key>()
        var kept: [Key] = []
        for key in keys[head...].reversed() where table[key] != nil && seen.insert(key).inserted { kept.append(key) }
        keys = kept.reversed()
        head = 0
    }
}
