import Fronthaul

/// A profile's eAxC split is the fronthaul codec's ``EAxCSplit`` (O-RAN.WG4.CUS §5.1.3.1.6;
/// M-plane `e-axcid` bitmasks); these build one from a profile's declaration with its error.
extension EAxCSplit {
    /// Masks must not overlap and must together cover all 16 bits; a mask may be empty.
    public static func declared(duPortMask: UInt16, bandSectorMask: UInt16, ccMask: UInt16, ruPortMask: UInt16)
        throws(ProfileValueError) -> EAxCSplit
    {
        var union: UInt16 = 0
        for mask in [duPortMask, bandSectorMask, ccMask, ruPortMask] {
            if union & mask != 0 {
                throw ProfileValueError("eAxC masks overlap (0x\(hex4(union & mask)) set in two masks)")
            }
            union |= mask
        }
        if union != 0xFFFF {
            throw ProfileValueError("eAxC masks cover 0x\(hex4(union)), not all 16 bits (0xffff)")
        }
        return EAxCSplit(duPortMask: duPortMask, bandSectorMask: bandSectorMask, ccMask: ccMask, ruPortMask: ruPortMask)
    }

    /// Contiguous widths, MSB first: DU port, band/sector, CC, RU port; each 0...16, summing to 16.
    public static func declared(duPortBits: Int, bandSectorBits: Int, ccBits: Int, ruPortBits: Int)
        throws(ProfileValueError) -> EAxCSplit
    {
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
        return try declared(duPortMask: masks[0], bandSectorMask: masks[1], ccMask: masks[2], ruPortMask: masks[3])
    }

    /// Splits an eAxC ID into its four components, as profiles number them (O-RAN.WG4.CUS §5.1.3.1.6).
    public func components(of eaxc: UInt16) -> EAxCID {
        let e = split(eaxc)
        return EAxCID(duPort: Int(e.duPort), bandSector: Int(e.bandSector), cc: Int(e.cc), ruPort: Int(e.ruPort))
    }
}

/// The four components of one eAxC ID as profiles and findings write them: `du:bs:cc:ru` in
/// decimal (the fronthaul decoder's ``EAxC`` prints hex digits, as tshark does).
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
