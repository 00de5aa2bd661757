/// Facts about how the capture was taken (see the Timing documentation's TimingModel article): what
/// is needed to turn a capture timestamp into GPS time and radio frames, and where the tap sits.
public struct CaptureTiming: Hashable, Sendable {
    /// Where the tap sits: the O-DU port (T1a / Ta4 apply), the O-RU port (T2a / Ta3), or between.
    public enum TapPoint: String, Hashable, Sendable, CaseIterable {
        case du, ru, between, unknown
    }

    /// What the capture timestamps count.
    public enum Clock: String, Hashable, Sendable, CaseIterable {
        case utc, tai
    }

    /// GPS − UTC leap seconds applied to UTC timestamps (18 since 2017-01-01).
    public static let defaultLeapSeconds = 18
    /// α range: 0 ≤ α < one 10 ms frame in units of 1/1.2288 ns (12 288 000).
    public static let alphaRange = 0...12_287_999
    /// β range: a signed 16-bit count of 10 ms frames.
    public static let betaRange = -32_768...32_767
    /// Leap-second range accepted (GPS − UTC has been 0…18 so far).
    public static let leapSecondsRange = 0...255
    /// Lab limit range for the UL burst spread of one symbol (FH-T-SPREAD), ns.
    public static let ulSpreadLimitRange = 1...100_000_000

    /// Known latency of tap / switch / NIC to subtract from timestamps (ns, may be negative).
    public var captureOffsetNs: Int64
    /// Timestamps are disciplined to GPS/PTP time, so air-time windows can be checked.
    public var gpsAligned: Bool
    public var tap: TapPoint
    public var clock: Clock
    /// GPS − UTC in whole seconds, for `clock: utc` timestamps.
    public var leapSeconds: Int
    /// O-RAN α frame offset in units of 1/1.2288 ns (radio frame 0 starts α after the GPS epoch).
    public var alpha: Int
    /// O-RAN β frame offset in 10 ms frames.
    public var beta: Int
    /// Lab limit for the span of one symbol's UL U-plane burst (FH-T-SPREAD); nil = Ta3 / Ta4 width.
    public var ulSpreadLimitNs: Int64?

    public init(
        captureOffsetNs: Int64 = 0, gpsAligned: Bool = false, tap: TapPoint = .unknown, clock: Clock = .utc,
        leapSeconds: Int = CaptureTiming.defaultLeapSeconds, alpha: Int = 0, beta: Int = 0, ulSpreadLimitNs: Int64? = nil
    ) {
        self.captureOffsetNs = captureOffsetNs
        self.gpsAligned = gpsAligned
        self.tap = tap
        self.clock = clock
        self.leapSeconds = leapSeconds
        self.alpha = alpha
        self.beta = beta
        self.ulSpreadLimitNs = ulSpreadLimitNs
    }
}

/// Spec versions the testbed is judged against; nil = take the device profiles' versions.
public struct SpecVersions: Hashable, Sendable {
    public var cus: CUSVersion?
    /// TS 38.473 version, e.g. "16.9.0".
    public var f1ap: String?

    public init(cus: CUSVersion? = nil, f1ap: String? = nil) {
        self.cus = cus
        self.f1ap = f1ap
    }
}

/// The lab that runs the testbed and whom to contact (for reports).
public struct TestLab: Hashable, Sendable {
    public var name: String
    public var location: String?
    public var contacts: [Contact]

    public struct Contact: Hashable, Sendable {
        public var name: String
        public var email: String?
        public var role: String?
        public var organization: String?
        public var phone: String?

        public init(name: String, email: String? = nil, role: String? = nil) {
            self.name = name
            self.email = email
            self.role = role
        }
    }

    public init(name: String, location: String? = nil, contacts: [Contact] = []) {
        self.name = name
        self.location = location
        self.contacts = contacts
    }
}
