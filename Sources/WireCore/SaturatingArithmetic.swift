/// Saturating Int64 arithmetic for capture timestamps and profile values, which come from input
/// and may sit anywhere in the Int64 range (a pcapng timestamp near the ends must not trap).
extension Int64 {
    /// `self − other`, clamped to `Int64.min ... Int64.max` instead of trapping.
    @inlinable public func subtractingSaturating(_ other: Int64) -> Int64 {
        let (result, overflow) = subtractingReportingOverflow(other)
        return overflow ? (other > 0 ? .min : .max) : result
    }

    /// `self + other`, clamped to `Int64.min ... Int64.max` instead of trapping.
    @inlinable public func addingSaturating(_ other: Int64) -> Int64 {
        let (result, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : result
    }
}
