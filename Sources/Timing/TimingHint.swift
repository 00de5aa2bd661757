/// A likely cause inferred from a flow's timing symptoms. A hint, never a verdict (symptoms
/// commonly reported from open-source O-DU / O-RU deployments: a constant offset from a capture or
/// PTP clock offset, a wide or mixed spread from PTP not locked, headers off by whole frames or
/// seconds from β, leap seconds or a UTC / GPS / TAI mix-up).
public struct TimingHint: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// Nearly every packet early, or late, by about the same amount.
        case constantOffset = "HINT-T-CONSTANT-OFFSET"
        /// Early and late packets mixed, or a spread wider than the window.
        case wideSpread = "HINT-T-WIDE-SPREAD"
        /// Headers disagree with GPS time by a whole number of frames or seconds.
        case frameMismatch = "HINT-T-FRAME-MISMATCH"
    }

    /// A number that triggered the hint.
    public struct Evidence: Sendable, Hashable {
        public var name: String
        public var value: Int64
        public init(_ name: String, _ value: Int64) {
            self.name = name
            self.value = value
        }
    }

    public var kind: Kind
    public var flow: FlowKey?
    public var message: String
    public var evidence: [Evidence]

    public var description: String {
        "\(kind.rawValue): \(message) [" + evidence.map { "\($0.name)=\($0.value)" }.joined(separator: ", ") + "]"
    }
}

/// Thresholds for ``TimingHints``.
public struct TimingHintThresholds: Sendable, Hashable {
    /// Share of out-of-window packets on one side for "constant offset" (default 0.9).
    public var constantShare: Double = 0.9
    /// Maximum p1…p99 spread for "about the same amount", ns (default 20 µs).
    public var constantSpreadNs: Int64 = 20_000
    /// Minimum share of both early and late packets for "mixed" (default 0.01).
    public var mixedShare: Double = 0.01
    /// Minimum messages before any hint (default 20).
    public var minimumCount: UInt64 = 20
    /// Tolerance when matching an offset to whole frames / seconds, ns (default 500 µs).
    public var frameMatchToleranceNs: Int64 = 500_000

    public init() {}
}

/// Symptom → likely cause rules.
public enum TimingHints {
    /// Hints for one flow. `windowWidthNs` is the width of the window that applied (for the
    /// spread test), when known.
    public static func hints(
        for flow: FlowKey?, _ acc: FlowTimingAccumulator, windowWidthNs: Int64? = nil,
        thresholds t: TimingHintThresholds = TimingHintThresholds()
    ) -> [TimingHint] {
        let n = acc.early + acc.onTime + acc.late
        guard n >= t.minimumCount, let p1 = acc.p1OffsetNs, let p99 = acc.p99OffsetNs, let median = acc.medianOffsetNs
        else { return [] }
        var out: [TimingHint] = []
        let spread = satSub(p99, p1)
        let lateShare = Double(acc.late) / Double(n)
        let earlyShare = Double(acc.early) / Double(n)
        let common = [
            TimingHint.Evidence("messages", Int64(n)), .init("early", Int64(acc.early)), .init("late", Int64(acc.late)),
            .init("medianOffsetNs", median), .init("p1OffsetNs", p1), .init("p99OffsetNs", p99),
        ]
        if (lateShare >= t.constantShare || earlyShare >= t.constantShare) && spread <= t.constantSpreadNs {
            let side = lateShare >= t.constantShare ? "late" : "early"
            let worst = side == "late" ? acc.worstLateNs : acc.worstEarlyNs
            out.append(
                TimingHint(
                    kind: .constantOffset, flow: flow,
                    message:
                        "\(Int((side == "late" ? lateShare : earlyShare) * 100))% of messages \(side) by about the same amount "
                        + "(p1–p99 spread \(spread) ns, worst \(worst) ns outside the window): likely a capture "
                        + "clock offset (captureOffsetNs) or a PTP offset between DU, RU and capture",
                    evidence: common + [.init("spreadNs", spread), .init("worstOutsideNs", worst)]))
        }
        let mixed = earlyShare >= t.mixedShare && lateShare >= t.mixedShare
        let tooWide = windowWidthNs.map { spread > $0 } ?? false
        if mixed || tooWide {
            out.append(
                TimingHint(
                    kind: .wideSpread, flow: flow,
                    message: (mixed ? "early and late messages mixed" : "offset spread wider than the window")
                        + " (p1–p99 spread \(spread) ns"
                        + (windowWidthNs.map { ", window \($0) ns" } ?? "")
                        + "): likely PTP not locked, or a sender with unstable timing",
                    evidence: common + [.init("spreadNs", spread)]
                        + (windowWidthNs.map { [.init("windowWidthNs", $0)] } ?? [])))
        }
        if let frame = frameMismatch(medianOffsetNs: median, flow: flow, tolerance: t.frameMatchToleranceNs) {
            out.append(frame)
        }
        return out
    }

    /// FH-T-FRAME symptom → cause: an offset near a whole number of 10 ms frames points at β (or
    /// the frame numbering); near k seconds modulo the 2.56 s frameId wrap points at leap seconds
    /// (18 s GPS−UTC, 19 s TAI−GPS, 37 s TAI−UTC); otherwise at α or the sender's clock.
    /// Offsets under 1 ms give no hint.
    public static func frameMismatch(medianOffsetNs m: Int64, flow: FlowKey? = nil, tolerance: Int64 = 500_000)
        -> TimingHint?
    {
        guard m.magnitude >= 1_000_000 else { return nil }
        let frames = satAdd(m, m >= 0 ? 5_000_000 : -5_000_000) / 10_000_000
        let frameResidual = satSub(m, frames &* 10_000_000)
        var causes: [String] = []
        var evidence = [TimingHint.Evidence("medianOffsetNs", m)]
        if frames != 0 && frameResidual.magnitude <= tolerance {
            causes.append("\(frames) radio frames (\(frames * 10) ms): β frame offset or frame numbering")
            evidence.append(.init("frames", frames))
        }
        let cycle: Int64 = 2_560_000_000
        for k in [-37, -19, -18, 18, 19, 37] as [Int64] {
            var r = (k * 1_000_000_000) % cycle
            if r > cycle / 2 { r -= cycle }
            if r < -cycle / 2 { r += cycle }
            // A capture stamped k s ahead shows offset ≡ +k s (mod 2.56 s).
            if satSub(m, r).magnitude <= tolerance {
                causes.append("\(k) s modulo the 2.56 s frameId wrap: leap seconds / UTC–GPS–TAI mix-up")
                evidence.append(.init("leapSeconds", k))
            }
        }
        if causes.isEmpty {
            causes.append("not a whole number of frames: α offset, or the sender's clock is not GPS-aligned")
        }
        return TimingHint(
            kind: .frameMismatch, flow: flow,
            message: "headers disagree with GPS time by \(m) ns ≈ " + causes.joined(separator: "; or "),
            evidence: evidence)
    }
}
