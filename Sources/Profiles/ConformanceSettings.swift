/// What a testbed declares about the O-RAN WG4 test it runs (testbed key `conformance:`): the
/// signal scenario of O-RU C/U-plane tests, the lab's test-configuration name and, for an IOT
/// run, the IOT profile (O-RAN.WG4.IOT.0 Annex A).
public struct ConformanceSettings: Hashable, Sendable {
    /// O-RU C/U-plane tests are numbered 3.2.S.C.n by this scenario (O-RAN.WG4.CONF §3.2).
    public var scenario: ConformanceScenario?
    /// The lab's name for the test configuration (free text, e.g. an IOT profile test
    /// configuration `NR-TDD-FR1-CAT-A-NoBF_[…]`).
    public var testConfiguration: String?
    public var iotProfile: IOTProfileDeclaration?

    public init(scenario: ConformanceScenario? = nil, testConfiguration: String? = nil, iotProfile: IOTProfileDeclaration? = nil) {
        self.scenario = scenario
        self.testConfiguration = testConfiguration
        self.iotProfile = iotProfile
    }
}

/// The signal scenario S of the O-RU C/U-plane test ids 3.2.S.C.n (O-RAN.WG4.CONF §3.2.3–§3.2.6).
public enum ConformanceScenario: String, Hashable, Sendable, CaseIterable {
    /// S = 3: FR1 FDD, conducted signal.
    case fr1FDDConducted = "fr1-fdd-conducted"
    /// S = 4: FR1 FDD, over the air (non-conducted).
    case fr1FDDOverTheAir = "fr1-fdd-ota"
    /// S = 5: FR1 TDD, conducted signal.
    case fr1TDDConducted = "fr1-tdd-conducted"
    /// S = 6: FR1 and FR2 TDD, over the air.
    case tddOverTheAir = "tdd-ota"

    /// The S digit of the test id.
    public var number: Int {
        switch self {
        case .fr1FDDConducted: 3
        case .fr1FDDOverTheAir: 4
        case .fr1TDDConducted: 5
        case .tddOverTheAir: 6
        }
    }

    public var isTDD: Bool { self == .fr1TDDConducted || self == .tddOverTheAir }

    /// A short description for reports.
    public var title: String {
        switch self {
        case .fr1FDDConducted: "FR1 FDD, conducted"
        case .fr1FDDOverTheAir: "FR1 FDD, over the air"
        case .fr1TDDConducted: "FR1 TDD, conducted"
        case .tddOverTheAir: "TDD (FR1 and FR2), over the air"
        }
    }
}

/// The IOT profile a run follows (O-RAN test-results schema `testMetadata.iotProfile`; profile
/// and test-configuration names as in O-RAN.WG4.IOT.0 Annex A).
public struct IOTProfileDeclaration: Hashable, Sendable {
    /// `NN.NN`, the IOT specification version the profile names belong to.
    public var specificationVersion: String
    public var mPlaneProfile: String?
    public var mPlaneTestConfiguration: String?
    public var cusPlaneProfile: String?
    public var cusPlaneTestConfiguration: String?

    public init(specificationVersion: String, mPlaneProfile: String? = nil, mPlaneTestConfiguration: String? = nil,
                cusPlaneProfile: String? = nil, cusPlaneTestConfiguration: String? = nil) {
        self.specificationVersion = specificationVersion
        self.mPlaneProfile = mPlaneProfile
        self.mPlaneTestConfiguration = mPlaneTestConfiguration
        self.cusPlaneProfile = cusPlaneProfile
        self.cusPlaneTestConfiguration = cusPlaneTestConfiguration
    }

    /// `NN.NN` (two digits, a dot, two digits), as the results schema requires.
    public static func isValidVersion(_ text: String) -> Bool {
        let c = Array(text.utf8)
        guard c.count == 5, c[2] == UInt8(ascii: ".") else { return false }
        return [0, 1, 3, 4].allSatisfy { (48...57).contains(c[$0]) }
    }

    /// The schema's length bounds for profile and configuration names.
    public static let nameLength = 10...128
}
