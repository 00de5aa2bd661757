import Profiles

/// A scenario (`Profiles/scenarios/*.yaml`): which testbed, when and for how long, and the
/// traffic to synthesize — fronthaul between the testbed's O-DU and O-RU, F1AP between its O-DU
/// and O-CU — with the faults to inject.
public struct Scenario: Sendable {
    public var name: String
    public var description: String?
    /// Path of the testbed profile as resolved from the scenario file.
    public var testbedPath: String
    public var testbed: TestbedProfile
    /// Capture start, ns since the Unix epoch (UTC).
    public var startNanoseconds: Int64
    public var durationNanoseconds: Int64
    public var fronthaul: FronthaulScenario?
    public var f1ap: F1APScenario?
    /// The `ue:` section: one UE's split-CU initial access across F1, NG and E1.
    public var ue: UEAcrossInterfacesScenario.Options?
    /// Legal behaviours to show (``LegalVariation``); the capture must still check clean.
    public var variations: Set<LegalVariation> = []

    public init(name: String, description: String? = nil, testbedPath: String, testbed: TestbedProfile, startNanoseconds: Int64,
                durationNanoseconds: Int64, fronthaul: FronthaulScenario? = nil, f1ap: F1APScenario? = nil) {
        self.name = name
        self.description = description
        self.testbedPath = testbedPath
        self.testbed = testbed
        self.startNanoseconds = startNanoseconds
        self.durationNanoseconds = durationNanoseconds
        self.fronthaul = fronthaul
        self.f1ap = f1ap
    }
}

/// The `f1ap:` section bound to the testbed's O-DU and O-CU.
public struct F1APScenario: Sendable, Equatable {
    public var config: F1APScenarioConfig
    public var du: F1APEndpoint
    public var cu: F1APEndpoint
    public init(config: F1APScenarioConfig, du: F1APEndpoint, cu: F1APEndpoint) {
        self.config = config
        self.du = du
        self.cu = cu
    }
}
