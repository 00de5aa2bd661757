/// Facts about how the capture was taken (digest `fronthaul-cus.md` §6.2, §6.4).
public struct CaptureTiming: Hashable, Sendable {
    /// Where the tap sits: the O-DU port (T1a / Ta4 apply), the O-RU port (T2a / Ta3), or between.
    public enum TapPoint: String, Hashable, Sendable, CaseIterable {
        case du, ru, between, unknown
    }

    /// What the capture timestamps count.
    public enum Clock: String, Hashable, Sendable, CaseIterable {
        case utc, tai
    }

    /// Known latency of tap / switch / NIC to subtract from timestamps (ns, may be negative).
    public var captureOffsetNs: Int64
    /// Timestamps are disciplined to GPS/PTP time, so air-time windows can be checked.
    public var gpsAligned: Bool
    public var tap: TapPoint
    public var clock: Clock

    public init(captureOffsetNs: Int64 = 0, gpsAligned: Bool = false, tap: TapPoint = .unknown, clock: Clock = .utc) {
        self.captureOffsetNs = captureOffsetNs
        self.gpsAligned = gpsAligned
        self.tap = tap
        self.clock = clock
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
