/// The exact sum of `Double` values, whose ``value`` is that sum rounded once to the nearest
/// `Double` (ties to even, IEEE 754-2019 §4.3.1).
///
/// A running `Double` sum rounds at every addition, so its last bits depend on the order of the
/// values and on how they are grouped: a measurement summed over one capture and the same
/// measurement summed over its parts and then added (``merge(_:)``) would differ. This sum does
/// not round until ``value`` is read: every finite `Double` is an integer multiple of 2^−1074
/// below 2^1024, so the sum is held as one integer in units of 2^−1074, in two's complement over
/// ``limbCount`` 64-bit limbs (2,176 bits: the 2,098 bits of a finite `Double`, room for 2^63
/// additions, and the sign). Integer addition is associative and commutative, so the value is the
/// same bits whatever the order or grouping.
///
/// Infinities and NaN are kept aside as flags, with the rules of `Double` addition: any NaN, or
/// both infinities, give NaN; one infinity gives that infinity.
public struct ExactSum: Hashable, Sendable {
    /// Limbs of the two's-complement integer, least significant first.
    public static let limbCount = 34
    /// Empty until the first non-zero finite value (most summaries hold a few values; none of
    /// them allocates before it needs to).
    private var limbs: [UInt64] = []
    private var sawNaN = false
    private var sawPlusInfinity = false
    private var sawMinusInfinity = false

    public init() {}

    /// Adds `value` exactly.
    public mutating func add(_ value: Double) {
        guard value.isFinite else {
            if value.isNaN {
                sawNaN = true
            } else if value > 0 {
                sawPlusInfinity = true
            } else {
                sawMinusInfinity = true
            }
            return
        }
        guard value != 0 else { return }
        if limbs.isEmpty { limbs = Array(repeating: 0, count: Self.limbCount) }
        // value = significand × 2^(max(e, 1) − 1075) = significand × 2^(max(e, 1) − 1) units of 2^−1074
        let biased = Int(value.exponentBitPattern)
        let significand = biased == 0 ? value.significandBitPattern : value.significandBitPattern | (1 << 52)
        let shift = max(biased, 1) - 1
        let limb = shift >> 6, bit = UInt64(shift & 63)
        let low = significand << bit
        let high = bit == 0 ? 0 : significand >> (64 - bit)
        if value.sign == .plus {
            add(low, at: limb)
            if high != 0 { add(high, at: limb + 1) }
        } else {
            subtract(low, at: limb)
            if high != 0 { subtract(high, at: limb + 1) }
        }
    }

    /// Adds every value of `other` (the sum of the values added to either, in any order).
    public mutating func merge(_ other: ExactSum) {
        sawNaN = sawNaN || other.sawNaN
        sawPlusInfinity = sawPlusInfinity || other.sawPlusInfinity
        sawMinusInfinity = sawMinusInfinity || other.sawMinusInfinity
        guard !other.limbs.isEmpty else { return }
        guard !limbs.isEmpty else {
            limbs = other.limbs
            return
        }
        var carry = false
        for i in 0..<Self.limbCount {
            let (partial, first) = limbs[i].addingReportingOverflow(other.limbs[i])
            let (total, second) = partial.addingReportingOverflow(carry ? 1 : 0)
            limbs[i] = total
            carry = first || second
        }
    }

    /// The exact sum rounded to the nearest `Double`, ties to even (±infinity past the largest
    /// finite `Double`); +0 for an empty sum or one that cancels to zero.
    public var value: Double {
        if sawNaN || (sawPlusInfinity && sawMinusInfinity) { return .nan }
        if sawPlusInfinity { return .infinity }
        if sawMinusInfinity { return -.infinity }
        guard let top = limbs.last else { return 0 }
        let negative = top >> 63 == 1
        var magnitude = limbs
        if negative { Self.negate(&magnitude) }
        guard let highestLimb = magnitude.lastIndex(where: { $0 != 0 }) else { return 0 }
        let highestBit = highestLimb * 64 + (63 - magnitude[highestLimb].leadingZeroBitCount)
        let sign: FloatingPointSign = negative ? .minus : .plus
        // Below 2^53 units the sum is a multiple of 2^−1074 with at most 53 bits: a Double as it is.
        guard highestBit >= 53 else { return Double(sign: sign, exponent: -1074, significand: Double(magnitude[0])) }
        let lowest = highestBit - 52
        var significand = Self.bits(magnitude, from: lowest, count: 53)
        let half = Self.bit(magnitude, lowest - 1)
        let belowHalf = Self.anyBit(magnitude, below: lowest - 1)
        if half && (belowHalf || significand & 1 == 1) { significand += 1 }
        var exponent = lowest - 1074
        if significand == 1 << 53 {
            significand >>= 1
            exponent += 1
        }
        return Double(sign: sign, exponent: exponent, significand: Double(significand))
    }

    private mutating func add(_ addend: UInt64, at start: Int) {
        var (sum, carry) = limbs[start].addingReportingOverflow(addend)
        limbs[start] = sum
        var i = start + 1
        while carry && i < Self.limbCount {
            (sum, carry) = limbs[i].addingReportingOverflow(1)
            limbs[i] = sum
            i += 1
        }
    }

    private mutating func subtract(_ subtrahend: UInt64, at start: Int) {
        var (difference, borrow) = limbs[start].subtractingReportingOverflow(subtrahend)
        limbs[start] = difference
        var i = start + 1
        while borrow && i < Self.limbCount {
            (difference, borrow) = limbs[i].subtractingReportingOverflow(1)
            limbs[i] = difference
            i += 1
        }
    }

    /// Whether the integer part is zero (no limbs yet, or limbs that cancelled).
    private var isZero: Bool { limbs.allSatisfy { $0 == 0 } }

    public static func == (a: ExactSum, b: ExactSum) -> Bool {
        guard a.sawNaN == b.sawNaN, a.sawPlusInfinity == b.sawPlusInfinity, a.sawMinusInfinity == b.sawMinusInfinity else { return false }
        if a.isZero || b.isZero { return a.isZero && b.isZero }
        return a.limbs == b.limbs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(sawNaN)
        hasher.combine(sawPlusInfinity)
        hasher.combine(sawMinusInfinity)
        if !isZero { hasher.combine(limbs) }
    }

    private static func negate(_ limbs: inout [UInt64]) {
        var carry = true
        for i in limbs.indices {
            let (sum, overflow) = (~limbs[i]).addingReportingOverflow(carry ? 1 : 0)
            limbs[i] = sum
            carry = overflow
        }
    }

    private static func bit(_ limbs: [UInt64], _ index: Int) -> Bool {
        limbs[index >> 6] >> UInt64(index & 63) & 1 == 1
    }

    /// Whether any bit below `index` is set.
    private static func anyBit(_ limbs: [UInt64], below index: Int) -> Bool {
        let limb = index >> 6, bit = UInt64(index & 63)
        if limbs[limb] & ((1 << bit) &- 1) != 0 { return true }
        return limbs[..<limb].contains { $0 != 0 }
    }

    /// `count` (at most 64) bits from bit `start` on, as an integer.
    private static func bits(_ limbs: [UInt64], from start: Int, count: Int) -> UInt64 {
        let limb = start >> 6, bit = UInt64(start & 63)
        var word = limbs[limb] >> bit
        if bit != 0 && limb + 1 < limbs.count { word |= limbs[limb + 1] << (64 - bit) }
        return count == 64 ? word : word & ((1 << UInt64(count)) - 1)
    }
}

extension ExactSum {
    /// The sum as JSON, read back exactly by ``init(jsonValue:)`` (a part's state file carries
    /// its measurement sums so that the merged sums are the whole run's): the limbs as
    /// 16-digit hex strings, least significant first, without the zero limbs above the highest
    /// non-zero one, and the infinity and NaN flags seen.
    public var jsonValue: JSONValue {
        var o = JSONObjectBuilder()
        let used = (limbs.lastIndex(where: { $0 != 0 }) ?? -1) + 1
        o.add("limbs", .array(limbs.prefix(used).map { limb in
            let digits = String(limb, radix: 16)
            return .string(String(repeating: "0", count: 16 - digits.count) + digits)
        }))
        if sawNaN { o.add("nan", .bool(true)) }
        if sawPlusInfinity { o.add("plusInfinity", .bool(true)) }
        if sawMinusInfinity { o.add("minusInfinity", .bool(true)) }
        return o.value
    }

    /// The sum ``jsonValue`` wrote; nil when `jsonValue` is not one.
    public init?(jsonValue: JSONValue) {
        guard let items = jsonValue["limbs"]?.arrayValue, items.count <= Self.limbCount else { return nil }
        var limbs: [UInt64] = []
        for item in items {
            guard let text = item.stringValue, text.utf8.count == 16, let limb = UInt64(text, radix: 16) else { return nil }
            limbs.append(limb)
        }
        self.init()
        if !limbs.isEmpty { self.limbs = limbs + Array(repeating: 0, count: Self.limbCount - limbs.count) }
        sawNaN = jsonValue["nan"] == .bool(true)
        sawPlusInfinity = jsonValue["plusInfinity"] == .bool(true)
        sawMinusInfinity = jsonValue["minusInfinity"] == .bool(true)
    }
}
