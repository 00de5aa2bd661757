/// A set of TSNs for the retransmission history of one direction (``SCTPDirectionHistory``):
/// an open-addressing table with linear probing, where a removal moves the later entries of its
/// run back, so no tombstone is left. It answers as a `Set<UInt32>` does; unlike one it hashes
/// with a few multiplications and shifts, not three rounds of SipHash per DATA chunk (insert,
/// look-up and the removal of the oldest).
///
/// A TSN is placed by the top bits of a 32-bit integer mixer (MurmurHash3's finalizer) applied to
/// the TSN XORed with a seed drawn for each table (as the checkers' `FIFOTable` draws its
/// multiplier): a capture cannot choose TSNs that collide into one long run, and consecutive TSNs
/// spread as random ones would. A bare multiplication would not do both: a fixed one lets a
/// capture choose colliding TSNs, and some random ones pile consecutive TSNs into runs of
/// hundreds. Nothing iterates the table, so results never depend on the seed.
///
/// A slot is four bytes (0 marks it empty; TSN 0 is held by a flag of its own), and the table
/// grows with its TSNs and is at most half full, so a full window of 4,096 TSNs takes 32 KiB
/// (`FIFOTable` sizes its index for its bound when made, which thousands of associations'
/// directions could not afford).
struct SCTPTSNSet: Sendable {
    /// TSNs other than 0, or 0 for an empty slot; the count is a power of two.
    private var slots: [UInt32] = []
    /// 32 minus the base-2 logarithm of the slot count: a TSN's home slot is the top bits of
    /// its mixed value.
    private var shift: UInt32 = 32
    private let seed = UInt32.random(in: 0...UInt32.max)
    private var inSlots = 0
    private var hasZero = false

    var count: Int { inSlots + (hasZero ? 1 : 0) }
    /// Slots allocated (for the memory bound the README states).
    var slotCount: Int { slots.count }

    @inline(__always) private func home(_ tsn: UInt32) -> Int {
        var x = tsn ^ seed
        x ^= x >> 16
        x &*= 0x85EB_CA6B
        x ^= x >> 13
        x &*= 0xC2B2_AE35
        x ^= x >> 16
        return Int(x >> shift)
    }

    /// The longest run of occupied slots (for the test that colliding TSNs cannot be chosen).
    var longestRun: Int {
        var longest = 0, run = 0
        // twice round, so a run that wraps past the last slot is counted whole
        for i in 0..<(2 * slots.count) {
            run = slots[i & (slots.count - 1)] == 0 ? 0 : run + 1
            longest = max(longest, min(run, slots.count))
        }
        return longest
    }

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
