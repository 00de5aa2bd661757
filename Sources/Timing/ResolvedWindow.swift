/// The window one (plane, direction) is judged against at the tap, resolved once so that judging a
/// message is integer arithmetic only (no allocation on the per-packet path).
///
/// "Before" windows (T1a, T2a) bound Δ = −offset; "after" windows (Ta3, Ta4, UL U-plane) bound δ =
/// offset (O-RAN.WG4.CUS §4.4). `shiftNs` translates the measure across the link when the tap
/// side's window is missing (see ``WindowClassifier``).
public struct ResolvedWindow: Sendable, Hashable {
    public var rule: TimingRuleID
    public var minNs: Int64
    public var maxNs: Int64
    /// e.g. "T1a_up (DU)".
    public var name: String
    /// True for the UL U-plane "after" window.
    public var isAfter: Bool
    public var shiftNs: Int64

    /// The window as a range of offsets (capture − air) at the tap: [−max, −min] − shift for
    /// "before" windows, [min, max] − shift for "after" windows.
    public var offsetRange: (lower: Int64, upper: Int64) {
        isAfter
            ? (satSub(minNs, shiftNs), satSub(maxNs, shiftNs))
            : (satSub(satSub(0, maxNs), satSub(0, shiftNs)), satSub(satSub(0, minNs), satSub(0, shiftNs)))
    }

    /// Width of the window (max − min), ns.
    public var widthNs: Int64 { satSub(maxNs, minNs) }

    /// The measured quantity (Δ or δ, shifted), the outcome and the margin (inside: distance to
    /// the nearest edge; outside: the excess) of a message with `offsetNs` = capture − air.
    @inlinable
    public func judge(offsetNs: Int64) -> (outcome: TimingOutcome, measuredNs: Int64, marginNs: Int64) {
        let measured = satAdd(isAfter ? offsetNs : satSub(0, offsetNs), shiftNs)
        if measured < minNs { return (isAfter ? .early : .late, measured, satSub(minNs, measured)) }
        if measured > maxNs { return (isAfter ? .late : .early, measured, satSub(measured, maxNs)) }
        return (.onTime, measured, Swift.min(satSub(measured, minNs), satSub(maxNs, measured)))
    }

    /// The full verdict (allocates its strings: for findings and tests, not the per-packet path).
    public func verdict(offsetNs: Int64) -> WindowVerdict {
        let j = judge(offsetNs: offsetNs)
        return WindowVerdict(
            rule: rule, outcome: j.outcome, measuredNs: j.measuredNs, windowMinNs: minNs, windowMaxNs: maxNs,
            windowName: name, marginNs: j.marginNs, reason: "")
    }
}

extension WindowClassifier {
    /// The window for `plane` / `direction` at the tap, or the reason none applies (capture not
    /// time-synchronised, window not declared, no transport delay to translate the other side's).
    public func resolve(plane: Plane, direction: Direction) -> Result<ResolvedWindow, WindowUnavailable> {
        let rule = TimingRuleID.forMessage(plane: plane, direction: direction)
        guard configuration.timeSynchronised else {
            return .failure(WindowUnavailable(rule: rule, reason: "the testbed does not declare the capture time-synchronised"))
        }
        let (selected, why) = select(plane: plane, direction: direction)
        guard let w = selected else { return .failure(WindowUnavailable(rule: rule, reason: why)) }
        return .success(
            ResolvedWindow(
                rule: rule, minNs: w.min, maxNs: w.max, name: w.name,
                isAfter: plane == .user && direction == .uplink, shiftNs: w.shiftNs))
    }
}

/// Why a window verdict cannot be given (an INCONCLUSIVE reason).
public struct WindowUnavailable: Error, Sendable, Hashable {
    public var rule: TimingRuleID
    public var reason: String
}
