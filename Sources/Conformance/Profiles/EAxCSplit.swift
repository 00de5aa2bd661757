/// How the 16-bit eAxC ID splits into DU_port_ID | BandSector_ID | CC_ID | RU_port_ID
/// (O-RAN.WG4.CUS clause 5.1.3.2.7; M-plane `e-axcid` bitmasks).
///
/// Kept as four masks, because the M-plane masks need not be contiguous; `init(bits:)` builds
/// the usual contiguous MSB-first layout.
public struct EAxCSplit: Hashable, Sendable, CustomStringConvertible {
    public var duPortMask: UInt16
    public var bandSectorMask: UInt16
    public var ccMask: UInt16
    public var ruPortMask: UInt16

    /// Masks must not overlap and must together cover all 16 bits.
    public init(duPortMask: UInt16, bandSectorMask: UInt16, ccMask: UInt16, ruPortMask: UInt16)
        throws(ProfileValueError)
    {
        let masks = [duPortMask, bandSectorMask, ccMask, ruPortMask]
        var union: UInt16 = 0
        for mask in masks {
            if union & mask != 0 {
                throw ProfileValueError("eAxC masks overlap (0x\(Self.hex(union & mask)) set in two masks)")
            }
            union |= mask
        }
        if union != 0xFFFF {
            throw ProfileValueError("eAxC masks cover 0x\(Self.hex(union)), not all 16 bits (0xffff)")
        }
        self.duPortMask = duPortMask
        self.bandSectorMask = bandSectorMask
        self.ccMask = ccMask
        self.ruPortMask = ruPortMask
    }

    /// Contiguous widths, MSB first: DU port, band/sector, CC, RU port; they must sum to 16.
    public init(duPortBits: Int, bandSectorBits: Int, ccBits: Int, ruPortBits: Int) throws(ProfileValueError) {
        let widths = [duPortBits, bandSectorBits, ccBits, ruPortBits]
        guard widths.allSatisfy({ (0...16).contains($0) }) else {
            throw ProfileValueError("eAxC bit widths must each be 0...16")
        }
        let sum = widths.reduce(0, +)
        guard sum == 16 else {
            throw ProfileValueError(
                "eAxC bit widths \(duPortBits)+\(bandSectorBits)+\(ccBits)+\(ruPortBits) sum to \(sum), not 16")
        }
        var shift = 16
        var masks: [UInt16] = []
        for width in widths {
            shift -= width
            masks.append(width == 0 ? 0 : UInt16(truncatingIfNeeded: ((1 << width) - 1) << shift))
        }
        try self.init(duPortMask: masks[0], bandSectorMask: masks[1], ccMask: masks[2], ruPortMask: masks[3])
    }

    /// The tshark 4.0.17 default split 2/6/4/4.
    public static let tsharkDefault = try! EAxCSplit(duPortBits: 2, bandSectorBits: 6, ccBits: 4, ruPortBits: 4)

    public var masks: [UInt16] { [duPortMask, bandSectorMask, ccMask, ruPortMask] }

    /// Widths when every mask is one contiguous run of bits in DU|BS|CC|RU order, else nil.
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

    /// Splits an eAxC ID into its four components (mask and shift, clause 5.1.3.2.7).
    public func components(of eaxc: UInt16) -> EAxCID {
        EAxCID(
            duPort: Self.extract(eaxc, duPortMask), bandSector: Self.extract(eaxc, bandSectorMask),
            cc: Self.extract(eaxc, ccMask), ruPort: Self.extract(eaxc, ruPortMask))
    }

    /// Largest value each component can hold.
    public var componentMaxima: [Int] { masks.map { (1 << $0.nonzeroBitCount) - 1 } }

    public var description: String {
        if let bits = contiguousBits { return bits.map(String.init).joined(separator: "/") }
        return masks.map { "0x" + Self.hex($0) }.joined(separator: "/")
    }

    private static func extract(_ value: UInt16, _ mask: UInt16) -> Int {
        var result = 0
        var outBit = 0
        for bit in 0..<16 where mask & (1 << bit) != 0 {
            if value & (1 << bit) != 0 { result |= 1 << outBit }
            outBit += 1
        }
        return result
    }

    static func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// The four components of one eAxC ID, written `du:bs:cc:ru` as in tshark.
public struct EAxCID: Hashable, Sendable, CustomStringConvertible {
    public var duPort: Int
    public var bandSector: Int
    public var cc: Int
    public var ruPort: Int

    public init(duPort: Int, bandSector: Int, cc: Int, ruPort: Int) {
        self.duPort = duPort
        self.bandSector = bandSector
        self.cc = cc
        self.ruPort = ruPort
    }

    public var description: String { "\(duPort):\(bandSector):\(cc):\(ruPort)" }
}
