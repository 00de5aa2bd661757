/// A test bench: which capture endpoints are which node, which device profile each node runs,
/// the carrier, per-flow wire settings, capture timing facts, waivers and custom rules
/// (architecture §3 decision 5, §4). Loaded from a `kind: testbed` profile.
public struct TestbedProfile: Hashable, Sendable {
    public var name: String
    public var description: String?
    /// Sorted by name.
    public var nodes: [TestbedNode]
    public var carrier: Carrier?
    public var flows: [FlowSpec]
    public var timing: CaptureTiming
    /// T12 / T34 between the O-DU and O-RU ports; nil when not declared.
    public var transport: TransportDelays?
    /// UDP port of eCPRI when fronthaul runs over UDP/IP; nil = Ethernet (EtherType 0xAEFE).
    public var ecpriUDPPort: Int?
    public var waivers: [Waiver]
    public var custom: [CustomRuleSource]
    public var lab: TestLab?
    public var specs: SpecVersions
    /// A suite the testbed selects by default, with the path it was loaded from.
    public var suite: SuiteProfile?
    public var suiteFile: String?

    public init(
        name: String, description: String? = nil, nodes: [TestbedNode], carrier: Carrier? = nil,
        flows: [FlowSpec] = [], timing: CaptureTiming = CaptureTiming(), transport: TransportDelays? = nil,
        ecpriUDPPort: Int? = nil, waivers: [Waiver] = [], custom: [CustomRuleSource] = [], lab: TestLab? = nil,
        specs: SpecVersions = SpecVersions(), suite: SuiteProfile? = nil, suiteFile: String? = nil
    ) {
        self.name = name
        self.description = description
        self.nodes = nodes.sorted { $0.name < $1.name }
        self.carrier = carrier
        self.flows = flows
        self.timing = timing
        self.transport = transport
        self.ecpriUDPPort = ecpriUDPPort
        self.waivers = waivers
        self.custom = custom
        self.lab = lab
        self.specs = specs
        self.suite = suite
        self.suiteFile = suiteFile
    }

    public func node(named name: String) -> TestbedNode? { nodes.first { $0.name == name } }

    /// Nodes whose device has `role`, in name order.
    public func nodes(withRole role: NodeRole) -> [TestbedNode] { nodes.filter { $0.device.role == role } }

    /// The node an observed endpoint belongs to: the first (by name) whose every declared
    /// match key equals the observed value. Keys the caller does not know are passed as nil and
    /// then only match nodes that do not declare them.
    public func node(for endpoint: ObservedEndpoint) -> TestbedNode? {
        nodes.first { $0.match.matches(endpoint) }
    }

    /// Flows whose eAxC set contains `eaxc`, optionally filtered by plane and direction.
    public func flows(containing eaxc: EAxCID, plane: Plane? = nil, direction: Direction? = nil) -> [FlowSpec] {
        flows.filter { flow in
            flow.eaxc.contains(eaxc) && (plane == nil || flow.plane == nil || flow.plane == plane)
                && (direction == nil || flow.direction == direction)
        }
    }

    /// The waivers that cover `ruleId` at `node` (and `flow` name, if the finding is on one).
    public func waivers(for ruleId: String, node: String?, flow: String?) -> [Waiver] {
        waivers.filter { $0.applies(to: ruleId, node: node, flow: flow) }
    }
}

/// One named node of a testbed bound to a device profile and its capture endpoints.
public struct TestbedNode: Hashable, Sendable {
    public var name: String
    /// Path of the device profile as reached from the testbed (display form).
    public var deviceFile: String
    public var device: DeviceProfile
    public var match: EndpointMatch

    public init(name: String, deviceFile: String, device: DeviceProfile, match: EndpointMatch) {
        self.name = name
        self.deviceFile = deviceFile
        self.device = device
        self.match = match
    }
}

/// How to recognise a node's traffic in a capture. Every declared key must match.
public struct EndpointMatch: Hashable, Sendable {
    public var mac: MACAddress?
    public var vlan: Int?
    public var ip: IPAddress?
    public var sctpPort: Int?
    public var udpPort: Int?

    public init(mac: MACAddress? = nil, vlan: Int? = nil, ip: IPAddress? = nil, sctpPort: Int? = nil, udpPort: Int? = nil) {
        self.mac = mac
        self.vlan = vlan
        self.ip = ip
        self.sctpPort = sctpPort
        self.udpPort = udpPort
    }

    public var isEmpty: Bool { mac == nil && vlan == nil && ip == nil && sctpPort == nil && udpPort == nil }

    public func matches(_ endpoint: ObservedEndpoint) -> Bool {
        if isEmpty { return false }
        if let mac, mac != endpoint.mac { return false }
        if let vlan, vlan != endpoint.vlan { return false }
        if let ip, ip != endpoint.ip { return false }
        if let sctpPort, sctpPort != endpoint.sctpPort { return false }
        if let udpPort, udpPort != endpoint.udpPort { return false }
        return true
    }

    public static let vlanRange = 0...4095
    public static let portRange = 1...65535
}

/// What a decoder saw for one end of a message.
public struct ObservedEndpoint: Hashable, Sendable {
    public var mac: MACAddress?
    public var vlan: Int?
    public var ip: IPAddress?
    public var sctpPort: Int?
    public var udpPort: Int?

    public init(mac: MACAddress? = nil, vlan: Int? = nil, ip: IPAddress? = nil, sctpPort: Int? = nil, udpPort: Int? = nil) {
        self.mac = mac
        self.vlan = vlan
        self.ip = ip
        self.sctpPort = sctpPort
        self.udpPort = udpPort
    }
}

/// The carrier under test (TS 38.211 numerology; TS 38.213 §11.1 TDD pattern).
public struct Carrier: Hashable, Sendable {
    public enum Duplex: String, Hashable, Sendable, CaseIterable {
        case fdd, tdd
    }

    public enum SlotKind: Character, Hashable, Sendable {
        case downlink = "D"
        case uplink = "U"
        case special = "S"
    }

    /// µ 0…4 (SCS 15·2^µ kHz).
    public var numerology: Int
    /// Resource blocks of the carrier, 1…275.
    public var prbs: Int
    public var duplex: Duplex
    /// One TDD period, slot by slot, e.g. `DDDSU`; empty when FDD or not declared.
    public var tddPattern: [SlotKind]
    /// Symbols of the special slot (DL, guard, UL), summing to 14, when declared.
    public var specialSlot: SpecialSlot?

    public struct SpecialSlot: Hashable, Sendable {
        public var downlink: Int
        public var guardPeriod: Int
        public var uplink: Int

        public init(downlink: Int, guardPeriod: Int, uplink: Int) throws(ProfileValueError) {
            guard [downlink, guardPeriod, uplink].allSatisfy({ $0 >= 0 }), downlink + guardPeriod + uplink == 14 else {
                throw ProfileValueError(
                    "special slot symbols \(downlink)+\(guardPeriod)+\(uplink) must be non-negative and sum to 14")
            }
            self.downlink = downlink
            self.guardPeriod = guardPeriod
            self.uplink = uplink
        }
    }

    public static let numerologyRange = 0...4
    public static let prbRange = 1...275

    public init(
        numerology: Int, prbs: Int, duplex: Duplex, tddPattern: [SlotKind] = [], specialSlot: SpecialSlot? = nil
    ) throws(ProfileValueError) {
        guard Self.numerologyRange.contains(numerology) else {
            throw ProfileValueError("numerology \(numerology) is out of range 0...4")
        }
        guard Self.prbRange.contains(prbs) else { throw ProfileValueError("prbs \(prbs) is out of range 1...275") }
        if duplex == .fdd && !tddPattern.isEmpty {
            throw ProfileValueError("tddPattern is given but duplex is fdd")
        }
        self.numerology = numerology
        self.prbs = prbs
        self.duplex = duplex
        self.tddPattern = tddPattern
        self.specialSlot = specialSlot
    }

    /// Parses a pattern such as `DDDSU` (letters D, S, U; 1…320 slots).
    public static func parsePattern(_ text: String) throws(ProfileValueError) -> [SlotKind] {
        var slots: [SlotKind] = []
        for character in text.uppercased() {
            guard let kind = SlotKind(rawValue: character) else {
                throw ProfileValueError("bad TDD pattern '\(text)': '\(character)' is not D, S or U")
            }
            slots.append(kind)
        }
        guard (1...320).contains(slots.count) else {
            throw ProfileValueError("bad TDD pattern '\(text)': expected 1...320 slots")
        }
        return slots
    }

    public var tddPatternText: String { String(tddPattern.map(\.rawValue)) }
}

/// C-plane or U-plane (O-RAN.WG4.CUS clause 4).
public enum Plane: String, Hashable, Sendable, CaseIterable {
    case c, u
}

/// Data direction as in `dataDirection` (1 = DL, 0 = UL).
public enum Direction: String, Hashable, Sendable, CaseIterable {
    case dl, ul
}

/// What a flow carries.
public enum FlowPurpose: String, Hashable, Sendable, CaseIterable {
    case pdsch, pdcch, ssb, csiRS = "csi-rs", pusch, pucch, prach, srs, mixed
}

/// Per-flow wire settings of a testbed: a set of eAxC IDs and what they carry.
public struct FlowSpec: Hashable, Sendable {
    /// Optional name a waiver can scope to.
    public var name: String?
    public var eaxc: EAxCSet
    /// nil = both planes.
    public var plane: Plane?
    public var direction: Direction
    public var purpose: FlowPurpose?
    /// Wire compression (U-plane; also the udCompHdr expected in C-plane).
    public var compression: FlowCompression?
    /// Optional node names the flow runs between.
    public var du: String?
    public var ru: String?

    public init(
        name: String? = nil, eaxc: EAxCSet, plane: Plane? = nil, direction: Direction, purpose: FlowPurpose? = nil,
        compression: FlowCompression? = nil, du: String? = nil, ru: String? = nil
    ) {
        self.name = name
        self.eaxc = eaxc
        self.plane = plane
        self.direction = direction
        self.purpose = purpose
        self.compression = compression
        self.du = du
        self.ru = ru
    }
}

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
