import WireCore

/// Reads of fixed-size string components straight off a decode layout, without decoding a
/// value tree: an OCTET STRING or BIT STRING with one PER-visible size and no extension marker
/// is encoded as exactly that many octets or bits with no length determinant (X.691 clauses
/// 16.9-16.10 and 17.6-17.7), so its contents are the last bits of the component's location.
extension ASN1Schema {
    /// The octets of the fixed-size OCTET STRING recorded at `entry` of `layout` (a scan or a
    /// locating decode of `bytes` with the same `baseBitOffset`); nil when the component is
    /// another type, has a size range or an extension marker, or lies outside `bytes`.
    public func fixedSizeOctets(_ bytes: ArraySlice<UInt8>, baseBitOffset: Int, layout: APERLayout, entry: Int) -> [UInt8]? {
        guard let n = fixedSize(layout, entry, octets: true), n <= 64, let end = contentEnd(layout, entry, bits: 8 * n) else { return nil }
        let bytes = layout.addressable(bytes, baseBitOffset: baseBitOffset)
        let from = end - 8 * n - baseBitOffset
        if from >= 0, from & 7 == 0, from / 8 + n <= bytes.count {
            // byte-aligned, as the octets are but for sizes of one or two (X.691 17.6)
            let first = bytes.startIndex + from / 8
            return Array(bytes[first..<(first + n)])
        }
        guard var reader = reader(bytes, baseBitOffset: baseBitOffset, from: end - 8 * n, to: end) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(n)
        for _ in 0..<n {
            guard let b = reader.readBits(8) else { return nil }
            out.append(UInt8(b))
        }
        return out
    }

    /// The bits (first bit most significant) and bit count of the fixed-size BIT STRING of at
    /// most 64 bits recorded at `entry` of `layout`; nil as for ``fixedSizeOctets(_:baseBitOffset:layout:entry:)``.
    public func fixedSizeBits(_ bytes: ArraySlice<UInt8>, baseBitOffset: Int, layout: APERLayout, entry: Int) -> (value: UInt64, bitCount: Int)? {
        guard let n = fixedSize(layout, entry, octets: false), n <= 64, let end = contentEnd(layout, entry, bits: n) else { return nil }
        let bytes = layout.addressable(bytes, baseBitOffset: baseBitOffset)
        guard var reader = reader(bytes, baseBitOffset: baseBitOffset, from: end - n, to: end), let v = reader.readBits(n) else { return nil }
        return (v, n)
    }

    /// The one size of the OCTET STRING (`octets`) or BIT STRING type at `entry`.
    func fixedSize(_ layout: APERLayout, _ entry: Int, octets: Bool) -> Int? {
        let t = layout.type(entry)
        guard t >= 0 && t < plan.nodes.count else { return nil }
        let n = plan.nodes[t]
        guard n.tag == (octets ? .octetString : .bitString), !n.extensible, n.hasUpper, n.lower == n.upper, n.lower >= 0 else { return nil }
        return Int(n.lower)
    }

    /// The absolute bit offset just after the component at `entry` (a component entered by
    /// the decoder, not an open type's resolved value, whose end counts its padding octets).
    func contentEnd(_ layout: APERLayout, _ entry: Int, bits: Int) -> Int? {
        guard entry > 0 && entry < layout.count else { return nil }
        let e = layout.entries[entry]
        guard e.kind != .type, e.kind != .root, e.end - bits >= e.start else { return nil }
        return e.end
    }

    /// A reader over the bits `from..<to` (absolute offsets) of `bytes`.
    func reader(_ bytes: ArraySlice<UInt8>, baseBitOffset: Int, from: Int, to: Int) -> BitReader? {
        let relative = from - baseBitOffset
        guard relative >= 0, from <= to, to - baseBitOffset <= bytes.count * 8 else { return nil }
        var reader = BitReader(bytes, baseBitOffset: baseBitOffset)
        guard reader.skipBits(relative) else { return nil }
        return reader
    }
}
