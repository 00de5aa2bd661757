/// A dictionary with at most `capacity` entries that lets its oldest entry (first inserted) go
/// when a new key would exceed the bound, in O(1) amortized, and hands that entry back so the
/// checker can judge it or count it INCONCLUSIVE: nothing leaves the table silently.
struct BoundedTable<Key: Hashable, Value> {
    private(set) var entries: [Key: Value] = [:]
    private var order = EvictionQueue<Key>()
    let capacity: Int
    /// Entries let go at the bound so far.
    private(set) var evicted = 0

    init(capacity: Int) { self.capacity = max(1, capacity) }

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    subscript(_ key: Key) -> Value? {
        get { entries[key] }
        set {
            if let newValue { _ = insert(key, newValue) } else { entries[key] = nil }
        }
    }

    /// Sets `key`; when it is new and the table is full, first removes and returns the oldest entry.
    @discardableResult
    mutating func insert(_ key: Key, _ value: Value) -> (key: Key, value: Value)? {
        if entries.updateValue(value, forKey: key) != nil { return nil }
        var out: (key: Key, value: Value)?
        if entries.count > capacity {
            while let oldest = order.pop() {
                guard oldest != key, let old = entries.removeValue(forKey: oldest) else { continue }
                out = (oldest, old)
                evicted += 1
                break
            }
        }
        order.append(key)
        order.compact(entries)
        return out
    }

    /// Runs `body` on the entry of `key` in place (on `make()` when there is none), with the
    /// effect of taking the entry out, running `body` on it and inserting it again: the key
    /// takes its latest place in the eviction order, and a new key at the bound lets the oldest
    /// entry go (returned, after `body` ran). One hash of the key for an entry already there.
    mutating func update<R>(_ key: Key, default make: () -> Value, _ body: (inout Value) -> R) -> (result: R, evicted: (key: Key, value: Value)?) {
        guard let index = entries.index(forKey: key) else {
            var value = make()
            let result = body(&value)
            return (result, insert(key, value))
        }
        let result = body(&entries.values[index])
        order.append(key)
        order.compact(entries)
        return (result, nil)
    }

    /// Where `key`'s entry is, for ``value(at:)`` and ``setValue(_:at:)``: valid until the table
    /// next changes by another call. One hash of the key for a read and a write back.
    func index(forKey key: Key) -> [Key: Value].Index? { entries.index(forKey: key) }

    func value(at index: [Key: Value].Index) -> Value { entries.values[index] }

    /// Replaces the value at `index` (of ``index(forKey:)``): the effect of setting a key that is
    /// already there, whose place in the eviction order stays its first insertion's.
    mutating func setValue(_ value: Value, at index: [Key: Value].Index) { entries.values[index] = value }

    @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? { entries.removeValue(forKey: key) }

    /// Removes the entries `shouldRemove` selects (O(n): for rare events such as a reset).
    mutating func removeAll(where shouldRemove: (Key) -> Bool) {
        entries = entries.filter { !shouldRemove($0.key) }
        order.compact(entries)
    }

    /// Empties the table (end of capture, discontinuity); the eviction count stays.
    mutating func removeAll() {
        entries.removeAll()
        order = EvictionQueue()
    }
}
