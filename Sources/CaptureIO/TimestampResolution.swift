/// Units of a pcapng timestamp, from the `if_tsresol` option of the Interface Description Block
/// (draft-ietf-opsawg-pcapng section 4.2): when the most significant bit of the option byte is 0
/// the remaining bits give n in 10^-n seconds, when it is 1 they give n in 2^-n seconds.
/// Absent, the resolution is 10^-6.
public enum TimestampResolution: Sendable, Hashable {
    /// 10^-exponent seconds per unit.
    case decimal(exponent: UInt8)
    /// 2^-exponent seconds per unit.
    case binary(exponent: UInt8)

    public static let microseconds = TimestampResolution.decimal(exponent: 6)
    public static let nanoseconds = TimestampResolution.decimal(exponent: 9)

    /// Decodes the `if_tsresol` option byte.
    public init(optionByte: UInt8) {
        if optionByte & 0x80 != 0 {
            self = .binary(exponent: optionByte & 0x7F)
        } else {
            self = .decimal(exponent: optionByte)
        }
    }

    /// The `if_tsresol` option byte for this resolution.
    public var optionByte: UInt8 {
        switch self {
        case .decimal(let n): n & 0x7F
        case .binary(let n): 0x80 | (n & 0x7F)
        }
    }

    /// `units` converted to whole nanoseconds, rounded toward zero, computed exactly with
    /// 128-bit intermediates; nil when the result does not fit in 64 bits.
    @inlinable
    public func nanoseconds(fromUnits units: UInt64) -> UInt64? {
        switch self {
        case .decimal(let n):
            if n <= 9 {
                if n == 9 { return units }
                if n == 6 {
                    let (product, overflow) = units.multipliedReportingOverflow(by: 1000)
                    return overflow ? nil : product
                }
                let (product, overflow) = units.multipliedReportingOverflow(by: Self.powerOfTen(Int(9 - n)) ?? 1)
                return overflow ? nil : product
            }
            // 10^20 exceeds UInt64.max, so any 64-bit count divided by it is 0.
            guard let divisor = Self.powerOfTen(Int(n) - 9) else { return 0 }
            return units / divisor
        case .binary(let k):
            // floor(units * 10^9 / 2^k) over the 128-bit product.
            let (high, low) = units.multipliedFullWidth(by: 1_000_000_000)
            let shift = Int(k)
            if shift == 0 { return high == 0 ? low : nil }
            if shift >= 128 { return 0 }
            if shift >= 64 { return high >> UInt64(shift - 64) }
            if high >> UInt64(shift) != 0 { return nil }
            return (high << UInt64(64 - shift)) | (low >> UInt64(shift))
        }
    }

    /// 10^exponent for 0...19 (every power of ten that fits in UInt64); nil beyond.
    @usableFromInline
    static func powerOfTen(_ exponent: Int) -> UInt64? {
        guard exponent >= 0 && exponent < 20 else { return nil }
        var value: UInt64 = 1
        for _ in 0..<exponent { value &*= 10 }
        return value
    }
}

/// Combines a timestamp in nanoseconds with an `if_tsoffset` in seconds, saturating at the
/// limits of Int64 instead of trapping (a corrupt file must not crash the reader).
@inlinable
func combinedTimestamp(nanoseconds: UInt64?, offsetSeconds: Int64) -> Int64 {
    guard let nanoseconds else { return Int64.max }
    let base = nanoseconds > UInt64(Int64.max) ? Int64.max : Int64(nanoseconds)
    if offsetSeconds == 0 { return base }
    let (offsetNs, overflow1) = offsetSeconds.multipliedReportingOverflow(by: 1_000_000_000)
    if overflow1 { return offsetSeconds < 0 ? Int64.min : Int64.max }
    let (sum, overflow2) = base.addingReportingOverflow(offsetNs)
    if overflow2 { return offsetNs < 0 ? Int64.min : Int64.max }
    return sum
}
