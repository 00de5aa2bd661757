/// A table of at most `capacity` entries under 64-bit keys that lets its oldest entry (first
/// inserted) go when a new key would exceed the bound, like ``BoundedTable`` for a checker that
/// never removes single keys (only ``removeAll()``), at a fraction of its cost: the entries sit in
/// a ring in insertion order, found through an open-addressing index of ring positions (linear
/// probing, backward-shift deletion), so an insert at the bound is one probe sequence, one
/// deletion and no allocation. For a per-message table that turns over at every message
/// (FH-UP-SIZE: one entry per U-plane symbol).
///
/// Which entry leaves, and when, is exactly ``BoundedTable``'s (a test runs both on the same
/// random operations). The index hashes keys with a per-table random multiplier, so no capture
/// can choose keys that collide; iteration order is never exposed, so results do not depend on it.
struct FIFOTable<Value> {
    let capacity: Int
    /// Entries let go at the bound so far.
    private(set) var evicted = 0
    private(set) var count = 0

    /// The ring: position `(head + i) % capacity` holds the i-th oldest entry once full; before
    /// that, positions `0 ..< count` in insertion order (head 0).
    private var ringKeys: [UInt64] = []
    private var ringValues: [Value] = []
    private var head = 0
    /// Index: per slot 0 (empty) or the key's 32-bit hash above its ring position + 1, so a probe
    /// compares hashes in the index (one cache line) and reads the ring only on a match, and a
    /// deletion finds each entry's home slot without reading the ring.
    private var slots: [UInt64]
    private let bits: Int
    private let multiplier: UInt64

    init(capacity: Int) {
        self.capacity = max(1, min(capacity, Int(Int32.max) / 4))
        var bits = 1
        while 1 << bits < 2 * self.capacity { bits += 1 }
        self.bits = bits
        slots = [UInt64](repeating: 0, count: 1 << bits)
        multiplier = UInt64.random(in: 1...UInt64.max) | 1
    }

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    private func hash(_ key: UInt64) -> UInt64 {
        let mixed = (key ^ key >> 29) &* multiplier
        return (mixed ^ mixed >> 32) >> 32
    }

    /// The home slot of a hash (its top `bits` bits of 32).
    @inline(__always)
    private func home(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: hash >> UInt64(32 - bits)) }

    /// The index slot holding `key`, or nil.
    @inline(__always)
    private func slot(of key: UInt64) -> Int? {
        let mask = slots.count - 1
        let h = hash(key)
        var i = home(h)
        while true {
            let entry = slots[i]
            if entry == 0 { return nil }
            if entry >> 32 == h && ringKeys[Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1] == key { return i }
            i = (i + 1) & mask
        }
    }

    @inline(__always)
    private func position(_ slot: Int) -> Int { Int(truncatingIfNeeded: slots[slot] & 0xFFFF_FFFF) - 1 }

    subscript(_ key: UInt64) -> Value? {
        get { slot(of: key).map { ringValues[position($0)] } }
        set {
            guard let newValue else { preconditionFailure("FIFOTable does not remove single keys") }
            insert(key, newValue)
        }
    }

    /// Sets `key`; when it is new and the table is full, first removes and returns the oldest entry
    /// (an existing key keeps its place in the order, as in ``BoundedTable``).
    @discardableResult
    mutating func insert(_ key: UInt64, _ value: Value) -> (key: UInt64, value: Value)? {
        if let s = slot(of: key) {
            ringValues[position(s)] = value
            return nil
        }
        if count < capacity {
            // Not yet full: the ring grows (head stays 0 until the table is full once).
            ringKeys.append(key)
            ringValues.append(value)
            count += 1
            place(key, position: count - 1)
            return nil
        }
        // Full: the oldest entry leaves, the new one takes its ring position (now the newest).
        let position = head
        let oldKey = ringKeys[position], oldValue = ringValues[position]
        remove(slot: slot(of: oldKey)!)
        ringKeys[position] = key
        ringValues[position] = value
        place(key, position: position)
        head = (head + 1) % capacity
        evicted += 1
        return (oldKey, oldValue)
    }

    private mutating func place(_ key: UInt64, position: Int) {
        let mask = slots.count - 1
        let h = hash(key)
        var i = home(h)
        while slots[i] != 0 { i = (i + 1) & mask }
        slots[i] = h << 32 | UInt64(position + 1)
    }

    /// Backward-shift deletion: later members of the probe run move into the hole when their home
    /// is not between the hole and them, so no tombstones are needed.
    private mutating func remove(slot hole: Int) {
        let mask = slots.count - 1
        var hole = hole
        var i = (hole + 1) & mask
        while slots[i] != 0 {
            let h = home(slots[i] >> 32)
            // Moves when its home lies cyclically outside (hole, i].
            let between = hole <= i ? (h > hole && h <= i) : (h > hole || h <= i)
            if !between {
                slots[hole] = slots[i]
                hole = i
            }
            i = (i + 1) & mask
        }
        slots[hole] = 0
    }

    /// The entries, oldest first (O(n): for a part's boundary state, ``BoundaryState``).
    var entries: [(key: UInt64, value: Value)] {
        (0..<count).map { i in
            let position = count < capacity ? i : (head + i) % capacity
            return (ringKeys[position], ringValues[position])
        }
    }

    /// Empties the table (end of capture, discontinuity); the eviction count stays.
    mutating func removeAll() {
        guard count > 0 else { return }
        for i in slots.indices { slots[i] = 0 }
        count = 0
        head = 0
        ringKeys.removeAll(keepingCapacity: true)
        ringValues.removeAll(keepingCapacity: true)
    }
}
