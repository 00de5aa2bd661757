/// A dictionary that knows the order in which its keys took their place, and lets the entry that
/// has held its place longest go in O(1) (amortized): the store under ``BoundedTable`` and the
/// F1AP UE id tables (``F1APAssociation``).
///
/// A key takes its place when it is inserted, or again when it is moved last
/// (``moveToBack(at:)``). Replacing the value of a key already there keeps its place; a key
/// removed and inserted again takes a new one. Each entry carries the stamp of its place
/// (``EvictionQueue``), so an earlier place the key left is never taken for its current one.
struct InsertionOrderedMap<Key: Hashable, Value> {
    struct Slot {
        var value: Value
        /// The stamp of the entry's place in ``order``.
        var stamp: Int
    }

    /// Where an entry is (``index(forKey:)``).
    typealias Index = Dictionary<Key, Slot>.Index

    private(set) var slots: [Key: Slot] = [:]
    private var order = EvictionQueue<Key>()

    init() {}

    var count: Int { slots.count }
    var isEmpty: Bool { slots.isEmpty }
    var keys: Dictionary<Key, Slot>.Keys { slots.keys }

    subscript(_ key: Key) -> Value? { slots[key]?.value }

    /// The entries, in no order (O(n): for reports at the end of a capture).
    var entries: [Key: Value] { slots.mapValues(\.value) }

    /// The entries in the order of their places, the one held longest first (O(n): for the end
    /// of a capture). Unlike ``entries`` this order is the same on every run: a `Dictionary`
    /// lists its entries in an order that changes with the process's hash seed.
    var entriesInPlaceOrder: [(key: Key, value: Value)] {
        var out: [(key: Key, value: Value)] = []
        out.reserveCapacity(slots.count)
        order.forEach { key, stamp in
            if let slot = slots[key], slot.stamp == stamp { out.append((key, slot.value)) }
        }
        return out
    }

    /// Sets `key`'s value, with one hash of the key: a new key takes the last place and nil is
    /// returned; a key already there keeps its place and its old value is returned.
    @discardableResult
    mutating func updateValue(_ value: Value, forKey key: Key) -> Value? {
        let stamp = order.nextStamp
        let old = Self.place(&slots[key, default: Slot(value: value, stamp: -1)], value, stamp: stamp)
        if old == nil {
            order.append(key)
            compact()
        }
        return old
    }

    /// Puts `value` in `slot`: a new slot (stamp -1) takes `stamp`; otherwise returns the old value.
    private static func place(_ slot: inout Slot, _ value: Value, stamp: Int) -> Value? {
        guard slot.stamp >= 0 else {
            slot.stamp = stamp
            return nil
        }
        let old = slot.value
        slot.value = value
        return old
    }

    @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? { slots.removeValue(forKey: key)?.value }

    /// Removes and returns the entry that has held its place longest.
    mutating func removeOldest() -> (key: Key, value: Value)? {
        while let (key, stamp) = order.pop() {
            guard let index = slots.index(forKey: key), slots.values[index].stamp == stamp else { continue }
            return (key, slots.remove(at: index).value.value)
        }
        return nil
    }

    /// Where `key`'s entry is: valid until the map next changes by another call.
    func index(forKey key: Key) -> Index? { slots.index(forKey: key) }

    func value(at index: Index) -> Value { slots.values[index].value }

    /// Replaces the value at `index`; the entry keeps its place.
    mutating func setValue(_ value: Value, at index: Index) { slots.values[index].value = value }

    /// Runs `body` on the value at `index` in place.
    mutating func modifyValue<R>(at index: Index, _ body: (inout Value) -> R) -> R {
        body(&slots.values[index].value)
    }

    /// Moves the entry at `index` to the last place (nothing to do when it holds it already: the
    /// last stamp given out is its own).
    mutating func moveToBack(at index: Index) {
        guard slots.values[index].stamp != order.nextStamp - 1 else { return }
        slots.values[index].stamp = order.append(slots.keys[index])
        compact()
    }

    /// Removes the entries `shouldRemove` selects (O(n): for rare events such as a reset).
    mutating func removeAll(where shouldRemove: (Key) -> Bool) {
        slots = slots.filter { !shouldRemove($0.key) }
        compact()
    }

    mutating func removeAll() {
        slots.removeAll()
        order = EvictionQueue()
    }

    private mutating func compact() {
        let slots = self.slots
        order.compact(entries: slots.count) { key, stamp in slots[key]?.stamp == stamp }
    }
}
