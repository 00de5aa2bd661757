/// A set of TSNs for the retransmission history of one direction (``SCTPDirectionHistory``):
/// an open-addressing table with linear probing, placed by Fibonacci hashing of the TSN, where a
/// removal moves the later entries of its run back, so no tombstone is left. It answers as a
/// `Set<UInt32>` does; unlike one it hashes with one multiplication, not three rounds of
/// SipHash per DATA chunk (insert, look-up and the removal of the oldest), and has no seed, so
/// its work per chunk is the same in every run. A slot is four bytes (0 marks it empty; TSN 0
/// is held by a flag of its own), and the table is at most half full, so a full window of 4,096
/// TSNs takes 32 KiB.
struct SCTPTSNSet: Sendable {
    /// TSNs other than 0, or 0 for an empty slot; the count is a power of two.
    private var slots: [UInt32] = []
    /// 32 minus the base-2 logarithm of the slot count: a TSN's home slot is the top bits of
    /// its product with 2^32 / φ.
    private var shift: UInt32 = 32
    private var inSlots = 0
    private var hasZero = false

    var count: Int { inSlots + (hasZero ? 1 : 0) }
    /// Slots allocated (for the memory bound the README states).
    var slotCount: Int { slots.count }

    @inline(__always) private func home(_ tsn: UInt32) -> Int { Int((tsn &* 0x9E37_79B1) >> shift) }

    /// The slot holding `tsn` (not 0), or the empty slot where its probe ends.
    @inline(__always) private func probe(_ tsn: UInt32) -> (slot: Int, found: Bool) {
        let mask = slots.count - 1
        var i = home(tsn)
        while true {
            let s = slots[i]
            if s == tsn { return (i, true) }
            if s == 0 { return (i, false) }
            i = (i + 1) & mask
        }
    }

    func contains(_ tsn: UInt32) -> Bool {
        if tsn == 0 { return hasZero }
        return inSlots > 0 && probe(tsn).found
    }

    /// Adds `tsn` (no effect when it is there already).
    mutating func insert(_ tsn: UInt32) {
        if tsn == 0 {
            hasZero = true
            return
        }
        if (inSlots + 1) * 2 > slots.count { grow() }
        let (i, found) = probe(tsn)
        guard !found else { return }
        slots[i] = tsn
        inSlots += 1
    }

    /// Removes `tsn` if it is there. The entries after it in its run that may sit in its slot
    /// (their home is not cyclically after the slot and up to where they are) move back one by
    /// one, so every entry stays reachable from its home without a tombstone.
    mutating func remove(_ tsn: UInt32) {
        if tsn == 0 {
            hasZero = false
            return
        }
        guard inSlots > 0 else { return }
        var (hole, found) = probe(tsn)
        guard found else { return }
        let mask = slots.count - 1
        var j = hole
        while true {
            j = (j + 1) & mask
            let s = slots[j]
            if s == 0 { break }
            let k = home(s)
            // the entry at j stays when its home lies cyclically in (hole, j]
            let stays = hole <= j ? (hole < k && k <= j) : (hole < k || k <= j)
            if stays { continue }
            slots[hole] = s
            hole = j
        }
        slots[hole] = 0
        inSlots -= 1
    }

    private mutating func grow() {
        let old = slots
        let size = max(16, old.count * 2)
        slots = [UInt32](repeating: 0, count: size)
        shift = UInt32(32 - size.trailingZeroBitCount)
        inSlots = 0
        for s in old where s != 0 { insert(s) }
    }
}
