/// A dictionary with at most `capacity` entries that lets its oldest entry go when a new key
/// would exceed the bound, in O(1) amortized, and hands that entry back so the checker can judge
/// it or count it INCONCLUSIVE: nothing leaves the table silently.
///
/// The oldest entry is the one that has held its place in the eviction order longest
/// (``InsertionOrderedMap``): a key takes its place when inserted, keeps it when its value is
/// replaced (``insert(_:_:)``, ``setValue(_:at:)``), takes the last place again when
/// ``update(_:default:_:)`` runs on it, and takes a new place when removed and inserted again.
struct BoundedTable<Key: Hashable, Value> {
    private var map = InsertionOrderedMap<Key, Value>()
    let capacity: Int
    /// Entries let go at the bound so far.
    private(set) var evicted = 0

    init(capacity: Int) { self.capacity = max(1, capacity) }

    var count: Int { map.count }
    var isEmpty: Bool { map.isEmpty }

    /// The entries, in no order (O(n): for reports at the end of a capture).
    var entries: [Key: Value] { map.entries }

    /// The entries in eviction order, the oldest first (O(n): for the end of a capture), the
    /// same on every run (``InsertionOrderedMap/entriesInPlaceOrder``).
    var entriesInPlaceOrder: [(key: Key, value: Value)] { map.entriesInPlaceOrder }

    subscript(_ key: Key) -> Value? {
        get { map[key] }
        set {
            if let newValue { _ = insert(key, newValue) } else { map.removeValue(forKey: key) }
        }
    }

    /// Sets `key`; when it is new and the table is full, first removes and returns the oldest entry.
    @discardableResult
    mutating func insert(_ key: Key, _ value: Value) -> (key: Key, value: Value)? {
        if map.updateValue(value, forKey: key) != nil { return nil }
        guard map.count > capacity else { return nil }
        // The new key holds the last place, and another entry is older (the capacity is at least 1).
        let out = map.removeOldest()
        if out != nil { evicted += 1 }
        return out
    }

    /// Runs `body` on the entry of `key` in place (on `make()` when there is none), with the
    /// effect of taking the entry out, running `body` on it and inserting it again: the key
    /// takes the last place in the eviction order, and a new key at the bound lets the oldest
    /// entry go (returned, after `body` ran). One hash of the key for an entry already there.
    mutating func update<R>(_ key: Key, default make: () -> Value, _ body: (inout Value) -> R) -> (result: R, evicted: (key: Key, value: Value)?) {
        guard let index = map.index(forKey: key) else {
            var value = make()
            let result = body(&value)
            return (result, insert(key, value))
        }
        let result = map.modifyValue(at: index, body)
        map.moveToBack(at: index)
        return (result, nil)
    }

    /// Where `key`'s entry is, for ``value(at:)`` and ``setValue(_:at:)``: valid until the table
    /// next changes by another call. One hash of the key for a read and a write back.
    func index(forKey key: Key) -> InsertionOrderedMap<Key, Value>.Index? { map.index(forKey: key) }

    func value(at index: InsertionOrderedMap<Key, Value>.Index) -> Value { map.value(at: index) }

    /// Replaces the value at `index` (of ``index(forKey:)``): the effect of setting a key that is
    /// already there, which keeps its place in the eviction order.
    mutating func setValue(_ value: Value, at index: InsertionOrderedMap<Key, Value>.Index) { map.setValue(value, at: index) }

    @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? { map.removeValue(forKey: key) }

    /// Removes the entries `shouldRemove` selects (O(n): for rare events such as a reset).
    mutating func removeAll(where shouldRemove: (Key) -> Bool) { map.removeAll(where: shouldRemove) }

    /// Empties the table (end of capture, discontinuity); the eviction count stays.
    mutating func removeAll() { map.removeAll() }
}
