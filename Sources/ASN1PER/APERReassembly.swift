/// Where the decoder puts the contents of fragmented values (X.691 clause 11.9.3.8: a length of
/// 16K octets or more is sent as fragments of m × 16K octets, each after its own length octet),
/// so that every component of a decode has one address that reads its bits back.
///
/// A fragmented value is decoded from its reassembled octets, which lie nowhere contiguous in
/// the encoding: the fragments' length octets interrupt them. So their contents are placed after
/// the encoding, one after another, and a component inside them gets an address there, past
/// the encoding's last bit. ``addressable(_:)`` gives the encoding with these octets appended,
/// from which a layout entry decodes again; ``offsetInEncoding(_:)`` maps an address back to the
/// bit of the encoding that carries it (through the enclosing fragmented values, when they nest),
/// which is what findings, errors and ``APERLayout/location(_:)`` report.
///
/// A class, made only when a decode meets its first fragmented value, so that a layout without
/// one (nearly every PDU) holds a nil reference and copies as cheaply as before. It changes only
/// while the decode that made it runs, before its layout is handed out; then it is read only
/// (hence `@unchecked Sendable`).
@usableFromInline
final class APERReassembly: @unchecked Sendable {
    /// The address of the first octet placed: just after the encoding.
    let base: Int
    /// The reassembled octets, each value's after the previous one's.
    private(set) var octets: [UInt8] = []
    /// Per fragment, in placing order: the address its first octet got and the address it was
    /// read from (in the encoding, or in the contents of an enclosing fragmented value).
    private(set) var fragments: [(placed: Int, read: Int)] = []

    init(base: Int) { self.base = base }

    /// Places the contents of one fragmented value; `reads` holds the address each fragment
    /// was read from and its octet count. Returns the address of the contents' first bit.
    func place(_ contents: ArraySlice<UInt8>, reads: [(address: Int, octets: Int)]) -> Int {
        let start = base + octets.count * 8
        var placed = start
        for r in reads {
            fragments.append((placed, r.address))
            placed += r.octets * 8
        }
        octets.append(contentsOf: contents)
        return start
    }

    /// The bit of the encoding that carries address `address`.
    func offsetInEncoding(_ address: Int) -> Int {
        var a = address
        // each step leaves one level of fragmented values; the depth is bounded by the schema's
        // nesting, and `read` < `placed` for every fragment, so the loop ends
        while a >= base, !fragments.isEmpty {
            // the last fragment placed at or before `a` (binary search: placed addresses increase)
            var lo = 0, hi = fragments.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if fragments[mid].placed <= a { lo = mid + 1 } else { hi = mid }
            }
            guard lo > 0 else { break }
            let f = fragments[lo - 1]
            a = f.read + (a - f.placed)
        }
        return a
    }

    /// `bytes` (the encoding, whose first bit has address `baseBitOffset`) with the placed octets
    /// after it.
    func addressable(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var all = [UInt8]()
        all.reserveCapacity(bytes.count + octets.count)
        all.append(contentsOf: bytes)
        all.append(contentsOf: octets)
        return all[...]
    }
}
