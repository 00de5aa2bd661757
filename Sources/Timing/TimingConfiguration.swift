/// Where the capture tap sits on the fronthaul link: it selects which side's windows apply (see
/// <doc:TimingModel>).
public enum TapPoint: String, Sendable, Hashable, CaseIterable {
    /// At the O-DU port: DU windows (T1a, Ta4) apply directly.
    case du
    /// At the O-RU port: RU windows (T2a, Tcp_adv_dl, Ta3) apply directly.
    case ru
}

/// How capture timestamps map to GPS time and radio frames (from the testbed profile).
///
/// GPS time of a packet = (capture timestamp − ``captureOffsetNs``) − 315 964 800 s +
/// ``leapSeconds`` (IS-GPS-200 GPS epoch and leap seconds). Radio frame 0 starts at GPS time
/// α/1.2288 ns + β·10 ms (O-RAN M-plane α/β, as srsRAN applies them: local time = GPS − α/1.2288 ns
/// − β·10 ms).
public struct TimingConfiguration: Sendable, Hashable {
    /// GPS − UTC in whole seconds (18 since 2017-01-01). Used when timestamps are UTC/Unix.
    public var leapSeconds: Int64
    /// O-RAN α frame offset, in units of 1/1.2288 ns (625/768 ns). Sign as in srsRAN.
    public var alpha: Int64
    /// O-RAN β frame offset, in 10 ms radio frames.
    public var beta: Int64
    /// The capture clock's own error: capture timestamp − true UTC time, in ns.
    public var captureOffsetNs: Int64
    /// Where the tap sits.
    public var tap: TapPoint
    /// Known one-way transport delay between the tap and the far end (T12 for DL, T34 for UL
    /// through the segment not seen by the tap), in ns; used only to translate a missing
    /// tap-side window from the other side's window. nil when unknown.
    public var transportDelayNs: Int64?
    /// Whether the testbed declares the capture clock PTP/GPS-synchronised. When false every
    /// window verdict is INCONCLUSIVE.
    public var timeSynchronised: Bool
    /// Whether capture timestamps are TAI (raw PTP hardware clock) rather than UTC/Unix. With TAI,
    /// GPS = TAI − 19 s and ``leapSeconds`` is not used.
    public var timestampsAreTAI: Bool

    public init(
        leapSeconds: Int64 = 18, alpha: Int64 = 0, beta: Int64 = 0, captureOffsetNs: Int64 = 0,
        tap: TapPoint = .du, transportDelayNs: Int64? = nil, timeSynchronised: Bool = true,
        timestampsAreTAI: Bool = false
    ) {
        self.leapSeconds = leapSeconds
        self.alpha = alpha
        self.beta = beta
        self.captureOffsetNs = captureOffsetNs
        self.tap = tap
        self.transportDelayNs = transportDelayNs
        self.timeSynchronised = timeSynchronised
        self.timestampsAreTAI = timestampsAreTAI
    }

    /// Unix time of the GPS epoch 1980-01-06T00:00:00Z, in seconds.
    public static let gpsEpochUnixSeconds: Int64 = 315_964_800
    /// TAI − GPS in seconds (constant).
    public static let taiMinusGPSSeconds: Int64 = 19

    /// GPS time in ns since the GPS epoch of a capture timestamp (ns since the Unix epoch, or since
    /// the PTP epoch when ``timestampsAreTAI``; GPS = TAI − 19 s).
    public func gpsNs(captureNs: Int64) -> Int64 {
        let corrected = captureNs &- captureOffsetNs
        if timestampsAreTAI {
            return corrected &- (Self.gpsEpochUnixSeconds + Self.taiMinusGPSSeconds) &* 1_000_000_000
        }
        return corrected &- (Self.gpsEpochUnixSeconds &- leapSeconds) &* 1_000_000_000
    }

    /// Inverse of ``gpsNs(captureNs:)``: the capture timestamp at which the capture clock shows
    /// GPS time `gpsNs`.
    public func captureNs(gpsNs: Int64) -> Int64 {
        if timestampsAreTAI {
            return gpsNs &+ (Self.gpsEpochUnixSeconds + Self.taiMinusGPSSeconds) &* 1_000_000_000 &+ captureOffsetNs
        }
        return gpsNs &+ (Self.gpsEpochUnixSeconds &- leapSeconds) &* 1_000_000_000 &+ captureOffsetNs
    }
}
