/// A keyed table of at most `capacity` entries for the F1AP checkers' per-UE and per-request
/// state: inserting a new key into a full table lets the oldest entry go and hands it back, for
/// the caller to count (INCONCLUSIVE: the items it held can no longer be judged), never dropped
/// silently. Every operation is O(1) amortized (``EvictionQueue`` keeps the insertion order).
struct F1APBoundedTable<Key: Hashable, Value> {
    let capacity: Int
    private(set) var entries: [Key: Value] = [:]
    private var order = EvictionQueue<Key>()
    /// Entries let go at the bound so far.
    private(set) var evicted = 0

    init(capacity: Int) { self.capacity = max(1, capacity) }

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    subscript(_ key: Key) -> Value? { entries[key] }

    /// Sets the value of `key`; a new key in a full table first evicts the oldest entry, which is returned.
    @discardableResult
    mutating func set(_ key: Key, _ value: Value) -> (key: Key, value: Value)? {
        if entries.updateValue(value, forKey: key) != nil { return nil }
        order.append(key)
        var out: (key: Key, value: Value)?
        while entries.count > capacity, let old = order.pop() {
            // a popped key may be stale (removed, or re-added later and queued again)
            guard old != key, let value = entries.removeValue(forKey: old) else { continue }
            out = (old, value)
            evicted += 1
        }
        order.compact(entries)
        return out
    }

    @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? { entries.removeValue(forKey: key) }

    /// Removes the entries `shouldRemove` selects (O(n): for rare events such as a reset).
    mutating func removeAll(where shouldRemove: (Key) -> Bool) {
        entries = entries.filter { !shouldRemove($0.key) }
        order.compact(entries)
    }

    mutating func removeAll() {
        entries.removeAll()
        order = EvictionQueue()
    }
}
