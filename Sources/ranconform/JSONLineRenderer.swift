import WireCore

/// Renders a frame's fields as one flat JSON object (JSON Lines), keys being tshark field names.
///
/// A name that occurs several times in the frame becomes an array, in order of occurrence, as
/// `tshark -T fields` lists repeated fields. Unsigned and signed integers are JSON numbers;
/// `frame.time_epoch` is a JSON number with nine decimals (exact nanoseconds in the text);
/// byte strings are lower-case hex without separators.
///
/// The text is written as UTF-8 bytes straight into the caller's buffer (`decode --json` reuses
/// one for the whole capture): no String is built per field or per frame.
struct JSONLineRenderer {
    /// The per-frame tables in one buffer, reused from frame to frame (so that filling them is
    /// plain stores, with no uniqueness check or growth per field). For a table of `size` slots
    /// and `n` fields: the open-addressing table from a name's hash to its group (`slots`, -1:
    /// empty) and the slots' hashes; per group (a name, in order of first occurrence) its first
    /// and last field and how many fields it has (0: a ``RawJSONMembers`` marker); per field the
    /// index of the next field with the same name (-1: none). The names are hashed with
    /// ``hash(_:)``, cheaper than `Hasher` for these short keys; equal hashes are compared in full.
    private var scratch: [Int] = []

    /// Appends `fields` as one JSON object (no newline) to `out`; `raw` holds the members that
    /// ``RawJSONMembers`` markers among the fields stand for (each marker is a group of its own:
    /// its members' names occur nowhere else in the frame).
    mutating func render(_ fields: FieldList, raw: [UInt8] = [], into out: inout [UInt8]) {
        fields.fields.withUnsafeBufferPointer { list in
            raw.withUnsafeBufferPointer { render(list, raw: $0, into: &out) }
        }
    }

    private mutating func render(_ list: UnsafeBufferPointer<Field>, raw: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        let n = list.count
        var size = 64
        while size < 2 * n { size *= 2 }
        let needed = 2 * size + 4 * n
        if scratch.count < needed { scratch = [Int](repeating: 0, count: max(needed, 2 * scratch.count)) }
        scratch.withUnsafeMutableBufferPointer { table in
            let base = table.baseAddress!
            let slots = base, slotHashes = base + size
            let firstField = base + 2 * size, lastField = firstField + n, groupCount = lastField + n, nextSame = groupCount + n
            slots.update(repeating: -1, count: size)
            let mask = size - 1
            var groups = 0
            for i in 0..<n {
                nextSame[i] = -1
                if list[i].bitOffset == RawJSONMembers.markerBitOffset, !raw.isEmpty, RawJSONMembers.range(list[i]) != nil {
                    // a group of its own, never looked up
                    firstField[groups] = i
                    lastField[groups] = i
                    groupCount[groups] = 0
                    groups += 1
                    continue
                }
                let h = Self.hash(list[i].name)
                let hashBits = Int(bitPattern: UInt(truncatingIfNeeded: h))
                var k = hashBits & mask
                while true {
                    let g = slots[k]
                    if g < 0 {
                        slots[k] = groups
                        slotHashes[k] = hashBits
                        firstField[groups] = i
                        lastField[groups] = i
                        groupCount[groups] = 1
                        groups += 1
                        break
                    }
                    if slotHashes[k] == hashBits && list[firstField[g]].name == list[i].name {
                        nextSame[lastField[g]] = i
                        lastField[g] = i
                        groupCount[g] += 1
                        break
                    }
                    k = (k + 1) & mask
                }
            }
            out.append(UInt8(ascii: "{"))
            for g in 0..<groups {
                if g > 0 { out.append(UInt8(ascii: ",")) }
                var i = firstField[g]
                if groupCount[g] == 0, let range = RawJSONMembers.range(list[i]) {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: raw[range]))
                    continue
                }
                Self.appendString(list[i].name, to: &out)
                out.append(UInt8(ascii: ":"))
                if groupCount[g] == 1 {
                    Self.appendValue(list[i].value, to: &out)
                    continue
                }
                out.append(UInt8(ascii: "["))
                var first = true
                while i >= 0 {
                    if !first { out.append(UInt8(ascii: ",")) }
                    first = false
                    Self.appendValue(list[i].value, to: &out)
                    i = nextSame[i]
                }
                out.append(UInt8(ascii: "]"))
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A hash of `name` from its length and its last 16 and first 8 UTF-8 bytes (dotted field
    /// names share long prefixes and differ at the end); equal hashes are compared in full.
    static func hash(_ name: String) -> UInt64 {
        if let h = name.utf8.withContiguousStorageIfAvailable({ hash(utf8: $0) }) { return h }
        var name = name
        return name.withUTF8 { hash(utf8: $0) }
    }

    static func hash(utf8 bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let n = bytes.count
        var h = UInt64(n) &* 0x9E37_79B9_7F4A_7C15
        guard n >= 16 else {
            for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
            return h
        }
        let raw = UnsafeRawBufferPointer(bytes)
        h = (h ^ raw.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)) &* 0x0000_0100_0000_01B3
        h ^= h >> 29
        h = (h ^ raw.loadUnaligned(fromByteOffset: n - 16, as: UInt64.self)) &* 0x0000_0100_0000_01B3
        h ^= h >> 29
        h = (h ^ raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self)) &* 0x0000_0100_0000_01B3
        h ^= h >> 29
        return h
    }

    /// `fields` as one JSON object (for the single-PDU path).
    static func render(_ fields: FieldList, raw: [UInt8] = []) -> String {
        var renderer = JSONLineRenderer()
        var out: [UInt8] = []
        renderer.render(fields, raw: raw, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func appendValue(_ value: FieldValue, to out: inout [UInt8]) { JSONBytes.appendValue(value, to: &out) }

    /// `text` as a quoted JSON string, escaped as ``JSONString`` does (``JSONBytes``).
    static func appendString(_ text: String, to out: inout [UInt8]) { JSONBytes.appendString(text, to: &out) }
}
