import WireCore

/// A 48-bit IEEE 802 MAC address (IEEE 802-2014 clause 8), printed as tshark prints `eth.src`:
/// six lower-case hex pairs separated by colons.
public struct MACAddress: Hashable, Sendable, CustomStringConvertible {
    /// The six octets, first octet in the most significant of the low 48 bits.
    public var value: UInt64

    public init(_ value: UInt64) { self.value = value & 0xFFFF_FFFF_FFFF }

    /// Reads six octets at `index`; the caller has checked the bounds.
    @inlinable
    init(bytes: ArraySlice<UInt8>, at index: Int) {
        var v: UInt64 = 0
        for i in 0..<6 { v = (v << 8) | UInt64(bytes[index + i]) }
        self.value = v
    }

    public var octets: [UInt8] { (0..<6).map { UInt8(truncatingIfNeeded: value >> UInt64(40 - 8 * $0)) } }

    /// `02:00:00:00:00:01`, written in place (one String, no intermediate arrays: `decode`
    /// prints two per frame).
    public var description: String {
        String(unsafeUninitializedCapacity: 17) { text in
            let digits: StaticString = "0123456789abcdef"
            digits.withUTF8Buffer { hex in
                for i in 0..<6 {
                    let octet = Int(truncatingIfNeeded: value >> UInt64(40 - 8 * i)) & 0xFF
                    if i > 0 { text[3 * i - 1] = UInt8(ascii: ":") }
                    text[3 * i] = hex[octet >> 4]
                    text[3 * i + 1] = hex[octet & 0x0F]
                }
            }
            return 17
        }
    }
}

/// One IEEE 802.1Q tag (IEEE 802.1Q-2018 clause 9.6): tag protocol identifier (0x8100 C-tag,
/// 0x88A8 S-tag, 0x9100 legacy Q-in-Q) and the TCI split into PCP, DEI and VID.
public struct VLANTag: Hashable, Sendable {
    public var tpid: UInt16
    public var priority: UInt8
    public var dropEligible: Bool
    public var id: UInt16

    public init(tpid: UInt16, priority: UInt8, dropEligible: Bool, id: UInt16) {
        self.tpid = tpid
        self.priority = priority
        self.dropEligible = dropEligible
        self.id = id
    }

    /// Splits a tag control information word (PCP 3 bits, DEI 1 bit, VID 12 bits).
    public init(tpid: UInt16, tci: UInt16) {
        self.init(tpid: tpid, priority: UInt8(tci >> 13), dropEligible: tci & 0x1000 != 0, id: tci & 0x0FFF)
    }
}

/// An IPv4 or IPv6 address. IPv6 text follows RFC 5952 (lower case, longest run of two or
/// more zero groups shortened to `::`, the first such run on a tie), as tshark prints it.
public enum IPAddress: Hashable, Sendable, CustomStringConvertible {
    case v4(UInt32)
    /// High and low 64 bits of the 128-bit address.
    case v6(UInt64, UInt64)

    public var description: String {
        switch self {
        case .v4(let a):
            return "\(a >> 24).\((a >> 16) & 0xFF).\((a >> 8) & 0xFF).\(a & 0xFF)"
        case .v6(let high, let low):
            return Self.ipv6Text(high: high, low: low)
        }
    }

    /// The address folded into one word for ``WordHashable`` keys (IPv6 addresses may share a
    /// word with each other, never equality).
    var foldedWord: UInt64 {
        switch self {
        case .v4(let a): return UInt64(a)
        case .v6(let high, let low): return high &* 0x9E37_79B9_7F4A_7C15 ^ low ^ 1 << 40
        }
    }

    /// True for IPv4, false for IPv6.
    public var isV4: Bool {
        if case .v4 = self { return true }
        return false
    }

    /// RFC 5952 section 4 text of an IPv6 address.
    static func ipv6Text(high: UInt64, low: UInt64) -> String {
        var groups = [UInt16](repeating: 0, count: 8)
        for i in 0..<4 {
            groups[i] = UInt16(truncatingIfNeeded: high >> UInt64(48 - 16 * i))
            groups[i + 4] = UInt16(truncatingIfNeeded: low >> UInt64(48 - 16 * i))
        }
        // Longest run of zero groups of length >= 2 (RFC 5952 4.2.2, 4.2.3).
        var bestStart = -1
        var bestLength = 0
        var i = 0
        while i < 8 {
            if groups[i] == 0 {
                var j = i
                while j < 8 && groups[j] == 0 { j += 1 }
                if j - i > bestLength && j - i >= 2 {
                    bestStart = i
                    bestLength = j - i
                }
                i = j
            } else {
                i += 1
            }
        }
        var text = ""
        i = 0
        while i < 8 {
            if i == bestStart {
                text += "::"
                i += bestLength
                continue
            }
            if !text.isEmpty && !text.hasSuffix(":") { text += ":" }
            text += String(groups[i], radix: 16)
            i += 1
        }
        return text
    }

    /// Reads a 16-octet IPv6 address at `index`; the caller has checked the bounds.
    static func readV6(_ bytes: ArraySlice<UInt8>, at index: Int) -> IPAddress {
        var high: UInt64 = 0
        var low: UInt64 = 0
        for k in 0..<8 { high = (high << 8) | UInt64(bytes[index + k]) }
        for k in 8..<16 { low = (low << 8) | UInt64(bytes[index + k]) }
        return .v6(high, low)
    }

    /// A total order used to put the two ends of an association in a fixed order.
    static func precedes(_ a: IPAddress, _ b: IPAddress) -> Bool {
        switch (a, b) {
        case (.v4(let x), .v4(let y)): return x < y
        case (.v4, .v6): return true
        case (.v6, .v4): return false
        case (.v6(let h1, let l1), .v6(let h2, let l2)): return h1 < h2 || (h1 == h2 && l1 < l2)
        }
    }
}
