import Timing

/// A test bench: which capture endpoints are which node, which device profile each node runs, the
/// carrier, per-flow wire settings, capture timing facts, waivers and custom rules. Loaded from a
/// `kind: testbed` profile.
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
    /// Testbed key `fronthaul.mtu`: the fronthaul link's MTU (bytes), used by FH-UP-SIZE for a
    /// sender whose device profile does not declare `fronthaul.mtu`; nil when not declared.
    public var fronthaulMTU: Int?
    public var waivers: [Waiver]
    public var custom: [CustomRuleSource]
    public var lab: TestLab?
    /// Report facts: device(s) under test, test type, lab test id.
    public var report = ReportSettings()
    /// The O-RAN WG4 test the run belongs to (testbed key `conformance:`).
    public var conformance = ConformanceSettings()
    public var specs: SpecVersions
    /// A suite the testbed selects by default, with the path it was loaded from.
    public var suite: SuiteProfile?
    public var suiteFile: String?
    /// Timing sources seen in the capture (PTP grandmasters, boundary clocks), by name.
    public var clocks: [TestbedClock] = []
    /// Testbed key `iq`: run the IQ analysis in `check` (`analyze: true`, as `--iq`), and whether
    /// the tap is a conducted reference point (`referencePoint: conducted`, TS 38.104 §6.5.2) for
    /// FH-IQ-EVM.
    public var iqAnalysis = false
    public var iqConductedReferencePoint = false
    /// Declared cells (`cells:`): NR CGI, PCI and the O-RU carrying each (the `XP-…` rules).
    public var cells: [TestbedCell] = []
    /// Testbed key `cuSplit: true`: the gNB-CU is split into CU-CP and CU-UP over E1 (TS 38.401
    /// §6.1.2), so a UE's DRBs need an E1 bearer context (XP-UE-E1-BEARER).
    public var cuSplit = false

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

    /// The declared clock (PTP grandmaster) an observed endpoint belongs to.
    public func clock(for endpoint: ObservedEndpoint) -> TestbedClock? { clocks.first { $0.match.matches(endpoint) } }

    /// Nodes whose device has `role`, in name order.
    public func nodes(withRole role: NodeRole) -> [TestbedNode] { nodes.filter { $0.device.role == role } }

    /// The node an observed endpoint belongs to: the first (by name) whose every declared
    /// match key equals the observed value. Keys the caller does not know are passed as nil and
    /// then only match nodes that do not declare them.
    public func node(for endpoint: ObservedEndpoint) -> TestbedNode? {
        nodes.first { $0.match.matches(endpoint) || $0.alsoMatch.contains { $0.matches(endpoint) } }
    }

    /// Flows whose eAxC set contains `eaxc`, optionally filtered by plane and direction.
    public func flows(containing eaxc: EAxCID, plane: Plane? = nil, direction: Direction? = nil) -> [FlowSpec] {
        flows.filter { flow in
            flow.eaxc.contains(eaxc) && (plane == nil || flow.plane == nil || flow.plane == plane)
                && (direction == nil || flow.direction == direction)
        }
    }

    /// The waivers that cover `ruleId` at `node` (and `flow` name, if the finding is on one).
    /// Expiry is not considered here (see ``Waiver/isExpired(on:)``).
    public func waivers(for ruleId: String, node: String?, flow: String?, software: String? = nil) -> [Waiver] {
        waivers.filter { $0.applies(to: ruleId, node: node, flow: flow, software: software) }
    }
}

/// One named node of a testbed bound to a device profile and its capture endpoints.
public struct TestbedNode: Hashable, Sendable {
    public var name: String
    /// Path of the device profile as reached from the testbed (display form).
    public var deviceFile: String
    public var device: DeviceProfile
    public var match: EndpointMatch
    /// Further endpoints of the same node (an O-DU's F1 interface next to its fronthaul port).
    public var alsoMatch: [EndpointMatch]

    public init(name: String, deviceFile: String, device: DeviceProfile, match: EndpointMatch, alsoMatch: [EndpointMatch] = []) {
        self.name = name
        self.deviceFile = deviceFile
        self.device = device
        self.match = match
        self.alsoMatch = alsoMatch
    }

    /// Every declared endpoint match of the node, `match` first.
    public var matches: [EndpointMatch] { [match] + alsoMatch }
}

/// A named timing source of the testbed (a PTP grandmaster or boundary clock): its frames are
/// attributed to it instead of to an undeclared address. It runs no device profile.
public struct TestbedClock: Hashable, Sendable {
    public var name: String
    public var match: EndpointMatch

    public init(name: String, match: EndpointMatch) {
        self.name = name
        self.match = match
    }
}
