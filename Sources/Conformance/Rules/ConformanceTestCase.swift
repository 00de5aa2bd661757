import Profiles
import WireCore

/// The O-RAN WG4 test specifications whose test cases the rules feed, with the versions the
/// mapping follows.
public enum TestSpecification: String, Hashable, Sendable, CaseIterable {
    /// O-RAN.WG4.TS.CONF.0: conformance test specification (DUT: one O-RU or O-DU).
    case conf = "O-RAN.WG4.TS.CONF.0"
    /// O-RAN.WG4.IOT.0: interoperability test specification (DUT: an O-DU + O-RU pair).
    case iot = "O-RAN.WG4.IOT.0"

    /// The release and version the catalogue and the rule mapping were built against.
    public var version: String { "R004-v12.00" }
    public var shortName: String { self == .conf ? "CONF" : "IOT" }
}

/// The device under test of a test case.
public enum ConformanceDUT: String, Hashable, Sendable, CaseIterable {
    case oRU = "O-RU"
    case oDU = "O-DU"
    /// IOT: an O-DU and an O-RU tested together.
    case pair = "O-DU + O-RU"

    /// Whether a node of `role` is (part of) this DUT.
    public func includes(_ role: NodeRole) -> Bool {
        switch self {
        case .oRU: role == .oRU
        case .oDU: role == .oDU
        case .pair: role == .oRU || role == .oDU
        }
    }
}

/// The scenario class (or plane) of a test case (O-RAN.WG4.CONF §3.2 classes, §3.3 S-plane,
/// §3.1 M-plane; the IOT groups of O-RAN.WG4.IOT.0 §2.2).
public enum ConformanceTestClass: String, Hashable, Sendable, CaseIterable {
    case nrg = "NRG"
    case bfm = "BFM"
    case cmp = "CMP"
    case dlm = "DLM"
    case laa = "LAA"
    case st3 = "ST3"
    case sPlane = "S-plane"
    case mPlane = "M-plane"
    case startUp = "start-up"
    case radio = "radio data"
}

/// How much of a test case's verdict a passive capture of the interfaces can give.
public enum CaptureEvidence: String, Hashable, Sendable, CaseIterable {
    /// The capture holds everything the verdict needs.
    case judged
    /// The capture checks the stimulus or timing; the verdict needs an RF analyser or generator.
    case needsRF = "partly: needs RF"
    /// The verdict needs DUT counters or M-plane state (read over NETCONF).
    case needsCounters = "partly: needs DUT counters"
    /// The verdict needs UE or core-emulator results.
    case needsUE = "partly: needs UE results"
    /// Timing test equipment, RF or M-plane sessions only: nothing on the captured interfaces.
    case notJudgeable = "not judgeable"

    /// What the verdict needs beyond the capture, for reports ("needs an RF analyser").
    public var missing: String? {
        switch self {
        case .judged: nil
        case .needsRF: "an RF analyser or generator"
        case .needsCounters: "DUT counters or M-plane state"
        case .needsUE: "UE or core-emulator results"
        case .notJudgeable: "timing test equipment, RF measurements or an M-plane session"
        }
    }
}

/// How sure the catalogue is of a row.
public enum CatalogueConfidence: String, Hashable, Sendable {
    /// Id, title and status agree in two copies of the spec text (v09 and v12).
    case twoCopies = "spec text, two versions agree"
    /// New in v12: one copy of the spec text only.
    case oneCopy = "spec text, one copy"
    /// Id and status from the spec; the title here is our short paraphrase of a longer one.
    case paraphrased = "title paraphrased"
}

/// One CONF or IOT test case.
public struct ConformanceTestCase: Hashable, Sendable {
    public var specification: TestSpecification
    /// The clause number (`3.4.4.4.1`, `2.2.4.3`).
    public var id: String
    public var title: String
    public var status: RuleStatus
    public var dut: ConformanceDUT
    public var testClass: ConformanceTestClass
    public var evidence: CaptureEvidence
    public var confidence: CatalogueConfidence

    public init(_ specification: TestSpecification, _ id: String, _ title: String, status: RuleStatus, dut: ConformanceDUT,
                testClass: ConformanceTestClass, evidence: CaptureEvidence, confidence: CatalogueConfidence = .twoCopies) {
        self.specification = specification
        self.id = id
        self.title = title
        self.status = status
        self.dut = dut
        self.testClass = testClass
        self.evidence = evidence
        self.confidence = confidence
    }

    /// `CONF 3.4.4.4.1`.
    public var label: String { "\(specification.shortName) \(id)" }
}

/// How a rule contributes to a test case.
public enum ContributionPart: String, Hashable, Sendable {
    /// The rule judges the DUT's own traffic for the case.
    case dut = "DUT traffic"
    /// The rule checks the tester's stimulus (traffic sent to the DUT), not the DUT.
    case stimulus = "stimulus"
}

/// One row of the rule → test-case mapping.
public struct ConformanceContribution: Hashable, Sendable {
    public var rule: RuleID
    public var testCase: ConformanceTestCase
    public var part: ContributionPart
    /// Set when the mapping is the harness's judgement rather than something the test case's
    /// procedure names (the spec defines no rule mapping): why the rule is taken to feed the case.
    public var uncertainty: String?
}
