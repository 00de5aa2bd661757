import WireCore

/// Bit positions of the PDU header and top-level IEs, read directly from the wire (TS 38.473
/// clause 9.4 containers: every IE is id, criticality and an open-type value), so views and
/// findings can point at the offending octets.
struct F1APLayout: Sendable {
    struct IE: Sendable {
        var id: Int
        var bitOffset: Int
        var bitLength: Int
        var criticalityBitOffset: Int
        var valueBitOffset: Int
    }
    var procedureCodeBitOffset = -1
    var criticalityBitOffset = -1
    var messageBitOffset = -1
    var ies: [IE] = []

    static func scan(_ pdu: ArraySlice<UInt8>, baseBitOffset: Int) -> F1APLayout {
        var layout = F1APLayout()
        var r = BitReader(pdu, baseBitOffset: baseBitOffset)
        guard let choice = r.readBits(2), choice < 3 else { return layout }
        r.alignToByte()
        layout.procedureCodeBitOffset = r.absoluteBitOffset
        guard r.readBits(8) != nil else { return layout }
        layout.criticalityBitOffset = r.absoluteBitOffset
        guard r.readBits(2) != nil, let (len, _) = generalLength(&r) else { return layout }
        layout.messageBitOffset = r.absoluteBitOffset
        guard var m = r.subReader(byteCount: min(len, r.remainingBytes)) else { return layout }
        guard m.readBits(1) != nil else { return layout }
        m.alignToByte()
        guard let count = m.readBits(16) else { return layout }
        for _ in 0..<min(Int(count), 65535) {
            let start = m.absoluteBitOffset
            guard let id = m.readBits(16) else { break }
            let critOffset = m.absoluteBitOffset
            guard m.readBits(2) != nil, let (n, _) = generalLength(&m) else { break }
            let valueOffset = m.absoluteBitOffset
            guard m.skipBits(n * 8) else { break }
            layout.ies.append(IE(id: Int(id), bitOffset: start, bitLength: m.absoluteBitOffset - start, criticalityBitOffset: critOffset, valueBitOffset: valueOffset))
        }
        return layout
    }

    static func generalLength(_ r: inout BitReader) -> (Int, Bool)? {
        r.alignToByte()
        guard let b = r.readBits(8) else { return nil }
        if b & 0x80 == 0 { return (Int(b), false) }
        if b & 0xC0 == 0x80 {
            guard let c = r.readBits(8) else { return nil }
            return (Int((b & 0x3F) << 8 | c), false)
        }
        return (Int(b & 0x3F) * 16384, true)
    }
}
