/// Fronthaul plane of a timed message.
public enum Plane: String, Sendable, Hashable, CaseIterable { case control = "c", user = "u" }

/// Data direction (C/U-plane dataDirection: 1 = DL, 0 = UL).
public enum Direction: String, Sendable, Hashable, CaseIterable { case downlink = "dl", uplink = "ul" }

/// The outcome of one timing check.
public enum TimingOutcome: String, Sendable, Hashable {
    case early, onTime = "on-time", late
    /// A check without an early/late sense failed (FH-T-FRAME, FH-T-SPREAD).
    case fail
    /// The check could not be made; ``WindowVerdict/reason`` says why.
    case inconclusive
}

/// A window verdict for one message or burst.
public struct WindowVerdict: Sendable, Hashable, CustomStringConvertible {
    public var rule: TimingRuleID
    public var outcome: TimingOutcome
    /// The measured quantity in ns: Δ = t_air − t_pkt for "before" windows (T1a, T2a), δ = t_pkt −
    /// t_air for "after" windows (Ta3, Ta4), |offset| for FH-T-FRAME, the burst span for
    /// FH-T-SPREAD. nil when inconclusive.
    public var measuredNs: Int64?
    /// The window applied [min, max] (ns), and its name (e.g. "T2a_up (RU)").
    public var windowMinNs: Int64?
    public var windowMaxNs: Int64?
    public var windowName: String
    /// Distance to the nearest window edge: positive inside (on time), the excess outside (early /
    /// late / fail). nil when inconclusive.
    public var marginNs: Int64?
    /// Why the verdict is inconclusive, or a short explanation.
    public var reason: String

    public init(
        rule: TimingRuleID, outcome: TimingOutcome, measuredNs: Int64?, windowMinNs: Int64?, windowMaxNs: Int64?,
        windowName: String, marginNs: Int64?, reason: String
    ) {
        self.rule = rule
        self.outcome = outcome
        self.measuredNs = measuredNs
        self.windowMinNs = windowMinNs
        self.windowMaxNs = windowMaxNs
        self.windowName = windowName
        self.marginNs = marginNs
        self.reason = reason
    }

    public var description: String {
        var s = "\(rule.rawValue) \(outcome.rawValue)"
        if let measuredNs { s += " measured \(measuredNs) ns" }
        if let windowMinNs, let windowMaxNs { s += " window \(windowName) [\(windowMinNs), \(windowMaxNs)]" }
        if let marginNs { s += " margin \(marginNs) ns" }
        if !reason.isEmpty { s += " (\(reason))" }
        return s
    }

    static func inconclusive(_ rule: TimingRuleID, _ reason: String, window: String = "") -> WindowVerdict {
        WindowVerdict(
            rule: rule, outcome: .inconclusive, measuredNs: nil, windowMinNs: nil, windowMaxNs: nil, windowName: window,
            marginNs: nil, reason: reason)
    }
}

/// Classifies messages against the delay windows (O-RAN.WG4.CUS §4.4; see <doc:TimingModel>).
///
/// DL and UL C-plane use a "before" window on Δ = −offset: Δ > max is early, Δ < min is late.
/// UL U-plane uses an "after" window on δ = offset: δ < min is early, δ > max is late. Checking
/// every UL packet against [min, max] is equivalent to "first ≥ min and last ≤ max" per symbol.
///
/// The tap decides which side's windows apply: DU tap → T1a / Ta4, RU tap → T2a / Tcp_adv_dl /
/// Ta3. When the tap side's window is missing but the other side's is declared and
/// ``TimingConfiguration/transportDelayNs`` is known, the measurement is translated across the
/// link (DL: Δ_RU = Δ_DU − T12; UL: δ_DU = δ_RU + T34) and checked against that window.
public struct WindowClassifier: Sendable {
    public var configuration: TimingConfiguration
    public var windows: DelayWindows

    public init(configuration: TimingConfiguration, windows: DelayWindows) {
        self.configuration = configuration
        self.windows = windows
    }

    struct Selected {
        var min: Int64
        var max: Int64
        var name: String
        var shiftNs: Int64  // added to the measured quantity
    }

    func select(plane: Plane, direction: Direction) -> (Selected?, String) {
        let du: (Int64?, Int64?, String)
        let ru: (Int64?, Int64?, String)
        switch (plane, direction) {
        case (.user, .downlink):
            du = (windows.t1aMinUp, windows.t1aMaxUp, "T1a_up (DU)")
            ru = (windows.t2aMinUp, windows.t2aMaxUp, "T2a_up (RU)")
        case (.control, .downlink):
            du = (windows.t1aMinCpDl, windows.t1aMaxCpDl, "T1a_cp_dl (DU)")
            ru = (windows.effectiveT2aCpDl?.min, windows.effectiveT2aCpDl?.max, "T2a_cp_dl (RU)")
        case (.control, .uplink):
            du = (windows.t1aMinCpUl, windows.t1aMaxCpUl, "T1a_cp_ul (DU)")
            ru = (windows.t2aMinCpUl, windows.t2aMaxCpUl, "T2a_cp_ul (RU)")
        case (.user, .uplink):
            du = (windows.ta4Min, windows.ta4Max, "Ta4 (DU)")
            ru = (windows.ta3Min, windows.ta3Max, "Ta3 (RU)")
        }
        let own = configuration.tap == .du ? du : ru
        let other = configuration.tap == .du ? ru : du
        if let lo = own.0, let hi = own.1 { return (Selected(min: lo, max: hi, name: own.2, shiftNs: 0), "") }
        guard let lo = other.0, let hi = other.1 else {
            return (nil, "no \(own.2) window declared for a tap at the \(configuration.tap.rawValue.uppercased())")
        }
        guard let d = configuration.transportDelayNs else {
            return (
                nil,
                "no \(own.2) window declared and no transport delay to translate \(other.2) to the tap"
            )
        }
        // DL "before" measure Δ: at the RU, Δ_RU = Δ_DU − d.  UL C-plane also travels DU→RU.
        // UL U-plane "after" measure δ: at the DU, δ_DU = δ_RU + d.
        let shift: Int64
        switch (plane, direction, configuration.tap) {
        case (.user, .uplink, .ru): shift = d  // δ at RU → δ at DU
        case (.user, .uplink, .du): shift = -d  // δ at DU → δ at RU
        case (_, _, .du): shift = -d  // Δ at DU → Δ at RU
        case (_, _, .ru): shift = d  // Δ at RU → Δ at DU
        }
        return (Selected(min: lo, max: hi, name: other.2 + " via transport delay \(d) ns", shiftNs: shift), "")
    }

    /// FH-T-DLU / DLC / ULC / ULU for one message whose air time was resolved as `match`.
    public func classify(plane: Plane, direction: Direction, match: AirTimeMatch) -> WindowVerdict {
        classify(plane: plane, direction: direction, offsetNs: match.offsetNs)
    }

    /// The same, from the signed offset capture − air (ns).
    public func classify(plane: Plane, direction: Direction, offsetNs: Int64) -> WindowVerdict {
        switch resolve(plane: plane, direction: direction) {
        case .success(let window): return window.verdict(offsetNs: offsetNs)
        case .failure(let why): return .inconclusive(why.rule, why.reason)
        }
    }

    /// FH-T-FRAME: the header's frame/subframe/slot agree with GPS time when |capture − air| ≤ the
    /// largest declared window (+ `toleranceNs`). `expected` in the reason is the radio time on air
    /// at the capture instant.
    public func classifyFrame(
        captureNs: Int64, match: AirTimeMatch, numerology: Numerology, toleranceNs: Int64 = 0
    ) -> WindowVerdict {
        guard configuration.timeSynchronised else {
            return .inconclusive(.frame, "the testbed does not declare the capture time-synchronised")
        }
        guard let largest = windows.largestWindowNs else {
            return .inconclusive(.frame, "no delay window declared to bound the frame check")
        }
        let bound = satAdd(satAdd(largest, toleranceNs), configuration.transportDelayNs ?? 0)
        let magnitude = Int64(clamping: match.offsetNs.magnitude)
        let ok = magnitude <= bound
        let reason: String
        if ok {
            reason = ""
        } else {
            let now = AirTimeCalculator(configuration: configuration).radioTime(
                atCaptureNs: captureNs, numerology: numerology)
            reason =
                "header \(match.airTime) is \(match.offsetNs) ns from capture time; on air at capture: \(now.airTime)"
        }
        return WindowVerdict(
            rule: .frame, outcome: ok ? .onTime : .fail, measuredNs: magnitude, windowMinNs: satSub(0, bound),
            windowMaxNs: bound, windowName: "±largest window",
            marginNs: ok ? satSub(bound, magnitude) : satSub(magnitude, bound),
            reason: reason)
    }

    /// FH-T-SPREAD: the UL U-plane burst of one symbol (first and last capture time) spans no more
    /// than Ta3_max − Ta3_min (RU tap), Ta4_max − Ta4_min (DU tap), or `labLimitNs` when given.
    public func classifySpread(firstNs: Int64, lastNs: Int64, labLimitNs: Int64? = nil) -> WindowVerdict {
        guard configuration.timeSynchronised || labLimitNs != nil else {
            return .inconclusive(.spread, "the testbed does not declare the capture time-synchronised")
        }
        let limit: Int64
        let name: String
        if let labLimitNs {
            limit = labLimitNs
            name = "lab limit"
        } else {
            let (lo, hi, n) =
                configuration.tap == .ru
                ? (windows.ta3Min, windows.ta3Max, "Ta3_max − Ta3_min")
                : (windows.ta4Min, windows.ta4Max, "Ta4_max − Ta4_min")
            guard let lo, let hi else { return .inconclusive(.spread, "no \(n) declared and no lab limit") }
            limit = satSub(hi, lo)
            name = n
        }
        let span = satSub(lastNs, firstNs)
        let ok = span <= limit
        return WindowVerdict(
            rule: .spread, outcome: ok ? .onTime : .fail, measuredNs: span, windowMinNs: 0, windowMaxNs: limit,
            windowName: name, marginNs: ok ? satSub(limit, span) : satSub(span, limit), reason: "")
    }

    /// FH-T-PROFILE: the declared windows satisfy the delay-window relations (see
    /// ``DelayWindows/checkRelations()``). Inconclusive when no relation could be checked.
    public func classifyProfile() -> (verdict: WindowVerdict, violations: [WindowRelationViolation]) {
        let checks = windows.checkRelations()
        let violated = checks.filter { $0.status == .violated }
        let checked = checks.filter { $0.status != .notCheckable }
        if checked.isEmpty {
            return (.inconclusive(.profile, "no relation checkable: windows missing"), [])
        }
        let reason = violated.map(\.explanation).joined(separator: "; ")
        return (
            WindowVerdict(
                rule: .profile, outcome: violated.isEmpty ? .onTime : .fail, measuredNs: nil, windowMinNs: nil,
                windowMaxNs: nil, windowName: "delay-window relations", marginNs: nil,
                reason: violated.isEmpty ? "\(checked.count) relations hold" : reason),
            violated
        )
    }
}
