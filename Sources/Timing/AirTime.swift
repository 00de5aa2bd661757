/// A radio time stamp as C/U-plane headers carry it: 8-bit frameId, subframeId, slotId (within the
/// subframe) and symbolId (within the slot). O-RAN CUS §5.4.4.
public struct AirTime: Sendable, Hashable, CustomStringConvertible {
    public var frameId: UInt8
    public var subframeId: UInt8
    public var slotId: UInt8
    public var symbolId: UInt8

    public init(frameId: UInt8, subframeId: UInt8, slotId: UInt8, symbolId: UInt8) {
        self.frameId = frameId
        self.subframeId = subframeId
        self.slotId = slotId
        self.symbolId = symbolId
    }

    /// True when every field is inside its range for `numerology` (subframe ≤ 9, slot < 2^µ,
    /// symbol ≤ 13).
    public func isValid(for numerology: Numerology) -> Bool {
        subframeId <= 9 && Int(slotId) < numerology.slotsPerSubframe && symbolId <= 13
    }

    public var description: String { "\(frameId)/\(subframeId)/\(slotId)/\(symbolId)" }
}

/// The air-time instant chosen for one message.
public struct AirTimeMatch: Sendable, Hashable {
    /// The radio time that was resolved.
    public var airTime: AirTime
    /// Absolute radio frame number counted from the (α/β-shifted) GPS epoch; frameId = F mod 256.
    public var absoluteFrame: Int64
    /// Start of the symbol at the antenna (CP start), in GPS ns since the GPS epoch.
    public var airGPSNs: Int64
    /// The same instant on the capture clock (ns since the Unix epoch, or TAI epoch).
    public var airCaptureNs: Int64
    /// capture time − air time, in ns (negative: the message was seen before its symbol).
    public var offsetNs: Int64

    /// SFN (10 bits) of the resolved frame.
    public var systemFrameNumber: Int { Int(((absoluteFrame % 1024) + 1024) % 1024) }
}

/// Maps (frameId, subframeId, slotId, symbolId) to the nearest air-time instant of a capture
/// timestamp (O-RAN.WG4.CUS synchronization: radio frames aligned to the GPS epoch, offset by the
/// M-plane α and β; the model is described in the Timing documentation, <doc:TimingModel>).
///
/// Air time of absolute frame F, subframe s, slot n, symbol k (GPS ns): α·625/768 + (β + F)·10 ms +
/// s·1 ms + t(n·14 + k), with t() the exact TS 38.211 §5.3.1 symbol start
/// (``Numerology/symbolStartUnits(indexInSubframe:)``). The sub-ns part (α and t() are not whole
/// ns) is summed exactly in 1/768 ns and rounded half-up once. The window reference point is the CP
/// start of the symbol at the antenna (our choice: the clause text available to us does not settle
/// whether it is the CP start or the symbol start).
public struct AirTimeCalculator: Sendable {
    public var configuration: TimingConfiguration

    public init(configuration: TimingConfiguration) { self.configuration = configuration }

    static let frameNs: Int64 = 10_000_000
    static let cycleNs: Int64 = 2_560_000_000  // 256 frames: the 8-bit frameId wrap

    /// GPS ns of (absolute frame F, subframe, slot, symbol) at the antenna.
    public func airGPSNs(absoluteFrame: Int64, subframeId: Int, slotId: Int, symbolId: Int, numerology: Numerology)
        -> Int64
    {
        let whole = (configuration.beta &+ absoluteFrame) &* Self.frameNs &+ Int64(subframeId) * 1_000_000
        let units = numerology.symbolStartUnits(indexInSubframe: slotId * 14 + symbolId)
        let fraction768 = configuration.alpha &* 625 &+ units * 25_000  // 1/768 ns
        return whole &+ floorDiv(fraction768 &+ 384, 768)
    }

    /// The instant of `airTime` nearest to `captureNs` (the frameId wrap of 2.56 s resolved so
    /// that |capture − air| ≤ 1.28 s). Returns nil when a field is out of range for `numerology`.
    /// On an exact tie the earlier air time wins.
    public func nearestAirTime(captureNs: Int64, airTime: AirTime, numerology: Numerology) -> AirTimeMatch? {
        guard airTime.isValid(for: numerology) else { return nil }
        let gps = configuration.gpsNs(captureNs: captureNs)
        let sf = Int(airTime.subframeId)
        let slot = Int(airTime.slotId)
        let sym = Int(airTime.symbolId)
        let fid = Int64(airTime.frameId)
        let f0 = airGPSNs(absoluteFrame: fid, subframeId: sf, slotId: slot, symbolId: sym, numerology: numerology)
        let k = floorDiv(gps &- f0 &+ Self.cycleNs / 2, Self.cycleNs)
        var best: AirTimeMatch?
        for delta: Int64 in -1...1 {
            let candidate = k &+ delta
            let frame = fid &+ 256 &* candidate
            let air = airGPSNs(
                absoluteFrame: frame, subframeId: sf, slotId: slot, symbolId: sym, numerology: numerology)
            let offset = gps &- air
            if let current = best, current.offsetNs.magnitude <= offset.magnitude { continue }
            best = AirTimeMatch(
                airTime: airTime, absoluteFrame: frame, airGPSNs: air,
                airCaptureNs: configuration.captureNs(gpsNs: air), offsetNs: offset)
        }
        return best
    }

    /// Convenience form with the header fields as separate values.
    public func nearestAirTime(
        captureNs: Int64, frameId: UInt8, subframeId: UInt8, slotId: UInt8, symbolId: UInt8, numerology: Numerology
    ) -> AirTimeMatch? {
        nearestAirTime(
            captureNs: captureNs,
            airTime: AirTime(frameId: frameId, subframeId: subframeId, slotId: slotId, symbolId: symbolId),
            numerology: numerology)
    }

    /// The radio time (frame, subframe, slot, symbol) on air at `captureNs`: what a perfectly
    /// timed header would carry right now. Used by FH-T-FRAME to show the expected values.
    public func radioTime(atCaptureNs captureNs: Int64, numerology: Numerology) -> (
        airTime: AirTime, absoluteFrame: Int64
    ) {
        let gps = configuration.gpsNs(captureNs: captureNs)
        let frame0 = airGPSNs(absoluteFrame: 0, subframeId: 0, slotId: 0, symbolId: 0, numerology: numerology)
        let frame = floorDiv(gps &- frame0, Self.frameNs)
        var sf = Int(floorDiv(gps &- frame0 &- frame &* Self.frameNs, 1_000_000))
        sf = min(max(sf, 0), 9)
        var index = 0
        let count = numerology.symbolsPerSubframe
        // Last symbol whose start is ≤ now (at most 224 steps; symbols are few).
        while index + 1 < count {
            let next = airGPSNs(
                absoluteFrame: frame, subframeId: sf, slotId: (index + 1) / 14, symbolId: (index + 1) % 14,
                numerology: numerology)
            if next > gps { break }
            index += 1
        }
        let at = AirTime(
            frameId: UInt8(truncatingIfNeeded: ((frame % 256) + 256) % 256), subframeId: UInt8(sf),
            slotId: UInt8(index / 14), symbolId: UInt8(index % 14))
        return (at, frame)
    }
}

@inlinable
func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
}

/// Saturating arithmetic for values that come from profiles or public callers (never traps).
@inlinable
func satAdd(_ a: Int64, _ b: Int64) -> Int64 {
    let (r, o) = a.addingReportingOverflow(b)
    return o ? (b > 0 ? .max : .min) : r
}

@inlinable
func satSub(_ a: Int64, _ b: Int64) -> Int64 {
    let (r, o) = a.subtractingReportingOverflow(b)
    return o ? (b < 0 ? .max : .min) : r
}
