/// Square QAM orders (TS 38.211 §5.1) and their EVM limits at a conducted reference point
/// (TS 38.104 §6.5.2.2, Table 6.5.2.2-1).
public enum QAMOrder: String, Hashable, Sendable, CaseIterable, Comparable {
    case qpsk, qam16, qam64, qam256, qam1024

    /// Points per axis (L): the constellation is {±1, ±3, …, ±(L−1)} on each axis.
    public var levels: Int {
        switch self {
        case .qpsk: 2
        case .qam16: 4
        case .qam64: 8
        case .qam256: 16
        case .qam1024: 32
        }
    }
    /// sqrt(meanPower), the normalisation of the points.
    public var rmsLevel: Double {
        switch self {
        case .qpsk: 1.4142135623730951
        case .qam16: 3.1622776601683795
        case .qam64: 6.48074069840786
        case .qam256: 13.038404810405298
        case .qam1024: 26.115129714401192
        }
    }
    /// Bits per symbol.
    public var bits: Int { 2 * levels.trailingZeroBitCount }
    /// Mean power of the unnormalised points: 2(L² − 1)/3.
    public var meanPower: Double { 2 * Double(levels * levels - 1) / 3 }
    /// Required EVM in percent (TS 38.104 Table 6.5.2.2-1; 1024QAM as the Rel-17 entry).
    public var evmLimitPercent: Double {
        switch self {
        case .qpsk: 17.5
        case .qam16: 12.5
        case .qam64: 8
        case .qam256: 3.5
        case .qam1024: 2.5
        }
    }
    public static func < (a: QAMOrder, b: QAMOrder) -> Bool { a.levels < b.levels }

    /// Parses `qpsk`, `16qam`/`qam16`, … (case-insensitive).
    public init?(name: String) {
        let s = name.lowercased()
        switch s {
        case "qpsk", "4qam", "qam4": self = .qpsk
        case "16qam", "qam16": self = .qam16
        case "64qam", "qam64": self = .qam64
        case "256qam", "qam256": self = .qam256
        case "1024qam", "qam1024": self = .qam1024
        default: return nil
        }
    }

    /// Nearest point on one axis of the normalised (unit mean power) constellation.
    @inlinable
    public func decide(_ v: Double) -> Double {
        let l = Double(levels)
        let unit = rmsLevel
        // index k in 0..<L of the point 2k − (L − 1)
        let k = ((v * unit + l - 1) / 2).rounded().clamped(0, l - 1)
        return (2 * k - (l - 1)) / unit
    }
}

extension Double {
    @inlinable func clamped(_ lo: Double, _ hi: Double) -> Double { Swift.min(hi, Swift.max(lo, self)) }
}

/// Decision-directed EVM of a set of REs (TS 38.104 Annex B idea, without equalisation: the
/// fronthaul samples are the frequency-domain symbols themselves).
///
/// 1. Normalise by the RMS of the samples (unit mean power), decide each RE to the nearest
///    constellation point d.
/// 2. Least-squares real gain g = Σ Re(x·d*) / Σ |d|², re-decide on x / g; three rounds.
/// 3. EVM = sqrt(Σ |x − g·d|² / Σ |g·d|²); in dB 20·log10(EVM); the SNR equivalent is −EVM dB.
public enum EVMEstimator {
    public struct Result: Hashable, Sendable {
        public var order: QAMOrder
        public var evm: Double
        public var count: Int
        public var gain: Double
        public var percent: Double { 100 * evm }
        public var db: Double { 2 * Decibel.power(evm) }
    }

    /// EVM of interleaved (I, Q) values against `order`; nil for no samples or no power.
    public static func evm(_ iq: UnsafeBufferPointer<Float>, order: QAMOrder) -> Result? {
        let n = iq.count / 2
        guard n > 0 else { return nil }
        var power = 0.0
        for k in 0..<(2 * n) { power += Double(iq[k]) * Double(iq[k]) }
        guard power > 0 else { return nil }
        var g = (power / Double(n)).squareRoot()
        for _ in 0..<3 {
            var num = 0.0, den = 0.0
            for k in 0..<(2 * n) {
                let x = Double(iq[k])
                let d = order.decide(x / g)
                num += x * d
                den += d * d
            }
            guard den > 0, num > 0 else { return nil }
            g = num / den
        }
        var err = 0.0, ref = 0.0
        for k in 0..<(2 * n) {
            let x = Double(iq[k])
            let d = order.decide(x / g) * g
            err += (x - d) * (x - d)
            ref += d * d
        }
        guard ref > 0 else { return nil }
        return Result(order: order, evm: (err / ref).squareRoot(), count: n, gain: g)
    }

    /// The order the samples look like: the lowest whose EVM is within its TS 38.104 limit, else
    /// the one closest to its limit.
    public static func estimate(_ iq: UnsafeBufferPointer<Float>) -> Result? {
        var best: (ratio: Double, result: Result)?
        for order in QAMOrder.allCases {
            guard let r = evm(iq, order: order) else { continue }
            if r.percent <= order.evmLimitPercent { return r }
            let ratio = r.percent / order.evmLimitPercent
            if best == nil || ratio < best!.ratio { best = (ratio, r) }
        }
        return best?.result
    }
}
