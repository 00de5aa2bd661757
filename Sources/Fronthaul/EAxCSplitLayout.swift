/// The layout of an ``EAxCSplit``: component widths and their text form.
extension EAxCSplit: CustomStringConvertible {
    /// DU port, band/sector, CC and RU port masks, in that order.
    public var masks: [UInt16] { [duPortMask, bandSectorMask, ccMask, ruPortMask] }

    /// Widths when every mask is one contiguous run of bits in DU|BS|CC|RU order (MSB first),
    /// else nil. A component may have width 0.
    public var contiguousBits: [Int]? {
        var expectedShift = 16
        var widths: [Int] = []
        for mask in masks {
            let width = mask.nonzeroBitCount
            expectedShift -= width
            if width > 0 {
                let run = UInt16(truncatingIfNeeded: ((1 << width) - 1) << expectedShift)
                if run != mask { return nil }
            }
            widths.append(width)
        }
        return widths
    }

    /// Largest value each component can hold, in DU|BS|CC|RU order.
    public var componentMaxima: [Int] { masks.map { (1 << $0.nonzeroBitCount) - 1 } }

    /// `2/6/4/4` for contiguous widths, else the four masks in hex (`0xff80/0x0040/…`).
    public var description: String {
        if let bits = contiguousBits { return bits.map(String.init).joined(separator: "/") }
        return masks.map { "0x" + Self.hex4($0) }.joined(separator: "/")
    }

    /// Four lower-case hex digits.
    public static func hex4(_ value: UInt16) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
