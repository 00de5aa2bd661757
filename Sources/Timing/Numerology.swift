/// NR numerology µ = 0…4 with normal cyclic prefix (14 symbols per slot).
///
/// Symbol boundaries follow 3GPP TS 38.211 §5.3.1 **exactly**: with κ·Tc = 1/30.72 MHz (32.552 ns),
/// every symbol lasts (2048 + 144)·2^−µ κ·Tc and the symbol that starts each 0.5 ms (index l ≡ 0
/// mod 7·2^µ within the subframe) carries 16 κ·Tc of extra CP. All symbol starts are therefore
/// whole multiples of κ·Tc for µ ≤ 4, so they are computed in integer κ·Tc units and converted to
/// ns only once, at the end.
public enum Numerology: Int, Sendable, Hashable, CaseIterable, Comparable {
    case mu0 = 0, mu1, mu2, mu3, mu4

    public init?(mu: Int) { self.init(rawValue: mu) }

    public var mu: Int { rawValue }
    /// Subcarrier spacing in kHz (15·2^µ).
    public var subcarrierSpacingKHz: Int { 15 << rawValue }
    /// Slots per 1 ms subframe (2^µ).
    public var slotsPerSubframe: Int { 1 << rawValue }
    /// Symbols per slot (normal CP).
    public static let symbolsPerSlot = 14
    /// Symbols per subframe.
    public var symbolsPerSubframe: Int { 14 << rawValue }
    /// Length of a normal symbol including its CP, in κ·Tc units: 2192·2^−µ.
    public var symbolUnits: Int64 { 2192 >> Int64(rawValue) }
    /// The extra CP of the first symbol of every 0.5 ms, in κ·Tc units (16κ·Tc, TS 38.211 §5.3.1).
    public static let extraCPUnits: Int64 = 16
    /// κ·Tc units per subframe (30 720).
    public static let unitsPerSubframe: Int64 = 30_720

    /// Start of symbol `l` (0 ≤ l < 14·2^µ) within its subframe, in κ·Tc units: t(l) = l·T_sym + ⌈l
    /// / (7·2^µ)⌉·16κ·Tc (TS 38.211 §5.3.1).
    @inlinable
    public func symbolStartUnits(indexInSubframe l: Int) -> Int64 {
        let half = Int64(7 << rawValue)
        let l64 = Int64(l)
        return l64 * symbolUnits + ((l64 + half - 1) / half) * Self.extraCPUnits
    }

    /// Start of symbol `l` within its subframe in ns, exact rational value rounded half-up to
    /// whole ns (κ·Tc = 3125/96 ns).
    @inlinable
    public func symbolStartNs(indexInSubframe l: Int) -> Int64 {
        (symbolStartUnits(indexInSubframe: l) * 3125 + 48) / 96
    }

    /// Slot duration in ns (1 ms / 2^µ).
    public var slotDurationNs: Int64 { 1_000_000 >> Int64(rawValue) }

    public static func < (a: Numerology, b: Numerology) -> Bool { a.rawValue < b.rawValue }
}
