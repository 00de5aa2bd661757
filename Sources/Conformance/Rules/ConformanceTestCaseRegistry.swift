import F1AP
import Fronthaul
import Profiles
import Timing
import WireCore

/// The O-RAN WG4 CONF and IOT test cases (O-RAN.WG4.TS.CONF.0 R004-v12.00 Tables 1.2.4-1 to
/// 1.2.4-4, O-RAN.WG4.IOT.0 R004-v12.00 §2.2) and the rule → test-case mapping, as data.
///
/// The specifications define no mapping from harness rules to their test cases: the rows of
/// ``mapping`` are this tool's judgement, made from what each test case's procedure verifies;
/// rows that go beyond what the procedure names carry an ``ConformanceContribution/uncertainty``.
/// O-RU C/U-plane ids depend on the signal scenario (3.2.S.C.n); NRG numbering differs between
/// FDD (S = 3, 4) and TDD (S = 5, 6), where DL and UL share one test. The catalogue holds the
/// test cases the rules feed plus the mandatory ones of each DUT; the M-plane (§3.1), LTE (3.2.S.7),
/// energy-saving (3.2.7) and FHM (§3.5) tests, which a capture cannot judge, are listed only by
/// their mandatory rows.
public enum ConformanceTestCaseRegistry {
    public static let confVersion = TestSpecification.conf.version
    public static let iotVersion = TestSpecification.iot.version

    // MARK: O-RU C/U-plane (O-RAN.WG4.CONF §3.2, Table 1.2.4-2)

    /// An O-RU C/U-plane test independent of its scenario digit.
    struct ORUTest: Hashable, Sendable {
        var testClass: ConformanceTestClass
        /// Class digit C of 3.2.S.C.n.
        var classNumber: Int
        /// n for FDD (S = 3, 4), TDD conducted (S = 5) and TDD over the air (S = 6); nil = none.
        var fdd: Int?
        var tdd5: Int?
        var tdd6: Int?
        var title: String
        /// The title of the combined DL/UL TDD test, when it differs.
        var tddTitle: String?
        var status: RuleStatus
        var evidence: CaptureEvidence
        /// Evidence of the TDD test (DL and UL in one test), when it differs.
        var tddEvidence: CaptureEvidence?
        var confidence: CatalogueConfidence = .twoCopies
        /// Only in these scenarios (nil = all four).
        var only: [ConformanceScenario]?

        func testCase(_ s: ConformanceScenario) -> ConformanceTestCase? {
            if let only, !only.contains(s) { return nil }
            let n: Int? = switch s {
            case .fr1FDDConducted, .fr1FDDOverTheAir: fdd
            case .fr1TDDConducted: tdd5
            case .tddOverTheAir: tdd6
            }
            guard let n else { return nil }
            return ConformanceTestCase(.conf, "3.2.\(s.number).\(classNumber).\(n)", s.isTDD ? (tddTitle ?? title) : title,
                                       status: status, dut: .oRU, testClass: testClass,
                                       evidence: s.isTDD ? (tddEvidence ?? evidence) : evidence, confidence: confidence)
        }
    }

    static func nrg(_ fdd: Int, _ tdd5: Int?, _ tdd6: Int?, _ title: String, tdd: String? = nil, _ status: RuleStatus,
                    _ evidence: CaptureEvidence, tddEvidence: CaptureEvidence? = .needsRF) -> ORUTest {
        ORUTest(testClass: .nrg, classNumber: 1, fdd: fdd, tdd5: tdd5, tdd6: tdd6, title: title, tddTitle: tdd, status: status,
                evidence: evidence, tddEvidence: tddEvidence)
    }

    static func same(_ c: ConformanceTestClass, _ classNumber: Int, _ n: Int, _ title: String, _ status: RuleStatus,
                     _ evidence: CaptureEvidence, only: [ConformanceScenario]? = nil, confidence: CatalogueConfidence = .twoCopies) -> ORUTest {
        ORUTest(testClass: c, classNumber: classNumber, fdd: n, tdd5: n, tdd6: n, title: title, status: status, evidence: evidence,
                confidence: confidence, only: only)
    }

    static let baseDL = nrg(1, 1, 1, "Base 3GPP DL", tdd: "Base 3GPP DL/UL", .mandatory, .needsRF)
    static let extendedDL = nrg(2, 2, 2, "Extended 3GPP DL: resource allocation", tdd: "Extended resource allocation", .mandatory, .needsRF)
    static let baseUL = nrg(3, 1, 1, "Base class FDD test UL", tdd: "Base 3GPP DL/UL", .mandatory, .judged)
    static let rbDL = nrg(4, 3, 5, "Extended using RB parameter DL", tdd: "Extended using RB parameter", .mandatory, .needsRF)
    static let rbUL = nrg(5, 3, 5, "Extended using RB parameter UL", tdd: "Extended using RB parameter", .mandatory, .judged)
    static let symIncDL = nrg(6, 4, 3, "Extended using symInc parameter DL", tdd: "Extended using symInc parameter", .conditionallyMandatory, .needsRF)
    static let symIncUL = nrg(7, 4, 3, "Extended using symInc parameter UL", tdd: "Extended using symInc parameter", .conditionallyMandatory, .judged)
    static let reMaskDL = nrg(8, 5, 4, "Extended using reMask parameter DL", tdd: "Extended using reMask parameter", .conditionallyMandatory, .needsRF)
    static let reMaskUL = nrg(9, 5, 4, "Extended using reMask parameter UL", tdd: "Extended using reMask parameter", .conditionallyMandatory, .judged)
    static let nonContiguousDL = nrg(10, 6, 6, "Non-contiguous PRB allocation (section extension) DL", tdd: "Non-contiguous PRB allocation (section extension)",
                                     .conditionallyMandatory, .needsRF)
    static let nonContiguousUL = nrg(11, 6, 6, "Non-contiguous PRB allocation (section extension) UL", tdd: "Non-contiguous PRB allocation (section extension)",
                                     .conditionallyMandatory, .judged)
    static let portGroupingDL = nrg(12, nil, nil, "Section extension 10, multiple port grouping, DL", .conditionallyMandatory, .needsRF)
    static let portGroupingUL = nrg(13, nil, nil, "Section extension 10, multiple port grouping, UL", .conditionallyMandatory, .judged)
    static let couplingDL = nrg(14, 7, 7, "C/U-plane coupling via frequency and time DL", tdd: "C/U-plane coupling via time and frequency",
                                .conditionallyMandatory, .needsRF)
    static let couplingUL = nrg(15, 7, 7, "C/U-plane coupling via frequency and time UL", tdd: "C/U-plane coupling via time and frequency",
                                .conditionallyMandatory, .judged)
    static let se12DL = nrg(18, 9, 9, "Non-contiguous PRB allocation, section extension 12, DL", tdd: "Non-contiguous PRB allocation, section extension 12",
                            .conditionallyMandatory, .needsRF)
    static let se12UL = nrg(19, 9, 9, "Non-contiguous PRB allocation, section extension 12, UL", tdd: "Non-contiguous PRB allocation, section extension 12",
                            .conditionallyMandatory, .judged)
    static let staticPRACH = nrg(21, 11, 11, "UL static PRACH allocation", .conditionallyMandatory, .judged, tddEvidence: .judged)
    static let se13 = nrg(22, 12, 12, "Section extension 13 frequency hopping UL", tdd: "Section extension 13 frequency hopping", .conditionallyMandatory,
                          .judged)

    static let bfmPredefinedDL = same(.bfm, 2, 3, "Beamforming DL: predefined beam", .conditionallyMandatory, .needsRF)
    static let bfmPredefinedUL = same(.bfm, 2, 4, "Beamforming UL: predefined beam", .conditionallyMandatory, .judged)
    static let bfmWeightsDL = same(.bfm, 2, 5, "Beamforming DL: weight-based dynamic", .conditionallyMandatory, .needsRF)
    static let bfmWeightsUL = same(.bfm, 2, 6, "Beamforming UL: weight-based dynamic", .conditionallyMandatory, .judged)
    static let bfmChannelInfoDL = same(.bfm, 2, 9, "Beamforming DL: channel-information based", .conditionallyMandatory, .needsRF)
    static let bfmChannelInfoUL = same(.bfm, 2, 10, "Beamforming UL: channel-information based", .conditionallyMandatory, .judged)
    static let bfmFlexibleBeamDL = same(.bfm, 2, 11, "Beamforming DL: flexible predefined beam", .conditionallyMandatory, .needsRF, only: [.fr1FDDConducted])
    static let bfmFlexibleBeamUL = same(.bfm, 2, 12, "Beamforming UL: flexible predefined beam", .conditionallyMandatory, .judged, only: [.fr1FDDConducted])
    static let bfmFlexibleWeightsDL = same(.bfm, 2, 13, "Beamforming DL: flexible real-time weights", .conditionallyMandatory, .needsRF, only: [.fr1FDDConducted])
    static let bfmFlexibleWeightsUL = same(.bfm, 2, 14, "Beamforming UL: flexible real-time weights", .conditionallyMandatory, .judged, only: [.fr1FDDConducted])
    static let bfmSection24 = same(.bfm, 2, 13, "DMRS-based beamforming using section extension 24", .conditionallyMandatory, .judged,
                                   only: [.fr1TDDConducted], confidence: .oneCopy)

    static let cmpFixedPoint = same(.cmp, 3, 2, "Compression, static format: fixed point", .conditionallyMandatory, .needsRF)
    static let cmpBFP = same(.cmp, 3, 3, "Compression, static format: block floating point", .conditionallyMandatory, .needsRF)
    static let cmpModulation = same(.cmp, 3, 6, "Compression, static format: modulation compression", .conditionallyMandatory, .needsRF)
    static let cmpDynamicFixedPoint = same(.cmp, 3, 7, "Compression, non-static format: fixed point", .conditionallyMandatory, .needsRF)
    static let cmpDynamicBFP = same(.cmp, 3, 8, "Compression, non-static format: block floating point", .conditionallyMandatory, .needsRF)
    static let cmpDynamicModulation = same(.cmp, 3, 11, "Compression, non-static format: modulation compression", .conditionallyMandatory, .needsRF)
    static let cmpSelectiveRE = [12, 13, 14, 15].map { n in
        same(.cmp, 3, n, "Compression with selective RE sending, \(n < 14 ? "static" : "non-static") format, \(n % 2 == 0 ? "BFP" : "modulation compression")",
             .conditionallyMandatory, .needsRF, confidence: .paraphrased)
    }

    static let dlmDownlinkPositive = same(.dlm, 4, 1, "Delay management #1: downlink, positive", .mandatory, .needsRF)
    static let dlmUplinkPositive = same(.dlm, 4, 2, "Delay management #2: uplink, positive", .mandatory, .judged)
    static let dlmDownlinkNegative = same(.dlm, 4, 3, "Delay management #3: downlink, negative", .mandatory, .needsCounters)
    static let dlmUplinkNegative = same(.dlm, 4, 4, "Delay management #4: uplink, negative", .mandatory, .needsCounters)
    static let laa = same(.laa, 6, 1, "LAA: LBT PDSCH configuration and response", .conditionallyMandatory, .needsRF)
    static let prachNR = same(.st3, 8, 1, "Section type 3: NR PRACH", .mandatory, .judged)

    /// Every O-RU C/U-plane test of the catalogue.
    static let oruTests: [ORUTest] = [
        baseDL, extendedDL, baseUL, rbDL, rbUL, symIncDL, symIncUL, reMaskDL, reMaskUL, nonContiguousDL, nonContiguousUL,
        portGroupingDL, portGroupingUL, couplingDL, couplingUL, se12DL, se12UL, staticPRACH, se13,
        bfmPredefinedDL, bfmPredefinedUL, bfmWeightsDL, bfmWeightsUL, bfmChannelInfoDL, bfmChannelInfoUL,
        bfmFlexibleBeamDL, bfmFlexibleBeamUL, bfmFlexibleWeightsDL, bfmFlexibleWeightsUL, bfmSection24,
        cmpFixedPoint, cmpBFP, cmpModulation, cmpDynamicFixedPoint, cmpDynamicBFP, cmpDynamicModulation,
    ] + cmpSelectiveRE + [dlmDownlinkPositive, dlmUplinkPositive, dlmDownlinkNegative, dlmUplinkNegative, laa, prachNR]

    // MARK: O-DU C/U-plane (§3.4.4, Table 1.2.4-4), S-plane (§3.3), M-plane (§3.1)

    static let oduBaseCatA = ConformanceTestCase(.conf, "3.4.4.1.1", "O-DU base test with a category A O-RU", status: .mandatory, dut: .oDU,
                                                 testClass: .nrg, evidence: .judged)
    static let oduBaseCatB = ConformanceTestCase(.conf, "3.4.4.1.2", "O-DU base test with a category B O-RU", status: .mandatory, dut: .oDU,
                                                 testClass: .nrg, evidence: .judged)
    static let oduPredefinedBeam = ConformanceTestCase(.conf, "3.4.4.2.1", "O-DU beamforming: predefined beam", status: .mandatory, dut: .oDU,
                                                       testClass: .bfm, evidence: .judged)
    static let oduWeights = ConformanceTestCase(.conf, "3.4.4.2.2", "O-DU beamforming: weight based", status: .conditionallyMandatory, dut: .oDU,
                                                testClass: .bfm, evidence: .judged)
    static let oduFixedPoint = ConformanceTestCase(.conf, "3.4.4.3.1", "O-DU static format, fixed point, uncompressed", status: .mandatory, dut: .oDU,
                                                   testClass: .cmp, evidence: .judged)
    static let oduBFP = ConformanceTestCase(.conf, "3.4.4.3.2", "O-DU static format, block floating point", status: .conditionallyMandatory, dut: .oDU,
                                            testClass: .cmp, evidence: .judged)
    static let oduOnTime = ConformanceTestCase(.conf, "3.4.4.4.1", "O-DU delay management: on-time arrival", status: .mandatory, dut: .oDU,
                                               testClass: .dlm, evidence: .needsCounters)
    static let oduEarlyLate = ConformanceTestCase(.conf, "3.4.4.4.2", "O-DU delay management: early and late arrival", status: .mandatory, dut: .oDU,
                                                  testClass: .dlm, evidence: .needsCounters)

    static let oruSyncFunctional = ConformanceTestCase(.conf, "3.3.2", "O-RU functional test, G.8275.1", status: .mandatory, dut: .oRU,
                                                       testClass: .sPlane, evidence: .needsCounters)
    static let oruSyncPerformance = ConformanceTestCase(.conf, "3.3.3", "O-RU performance test, G.8275.1", status: .mandatory, dut: .oRU,
                                                        testClass: .sPlane, evidence: .notJudgeable)
    static let oduSyncFunctional = ConformanceTestCase(.conf, "3.3.5", "O-DU functional test, synchronised from a G.8275.1 PRTC/T-GM",
                                                       status: .mandatory, dut: .oDU, testClass: .sPlane, evidence: .needsCounters)
    static let oduSyncLocal = ConformanceTestCase(.conf, "3.3.6", "O-DU functional test, embedded or local non-PTP PRTC",
                                                  status: .conditionallyMandatory, dut: .oDU, testClass: .sPlane, evidence: .needsCounters)

    /// Mandatory M-plane tests (§3.1, Table 1.2.4-1), for both DUT kinds.
    static let mPlane: [ConformanceTestCase] = [
        ("3.1.2.1", "Subscription to notifications"), ("3.1.3.1", "M-plane connection supervision, positive"),
        ("3.1.3.2", "M-plane connection supervision, negative"), ("3.1.4.1", "Retrieval without filter"), ("3.1.4.2", "Retrieval with filter"),
        ("3.1.6.1", "O-RU software update, positive"), ("3.1.7.1", "Software activation without reset"),
        ("3.1.8.6", "Sudo on hierarchical M-plane architecture, positive"), ("3.1.10.1", "O-RU configurability, positive"),
        ("3.1.12.1", "Troubleshooting"), ("3.1.12.2", "Trace"),
    ].flatMap { id, title in
        [ConformanceDUT.oRU, .oDU].map {
            ConformanceTestCase(.conf, id, title, status: .mandatory, dut: $0, testClass: .mPlane, evidence: .notJudgeable, confidence: .paraphrased)
        }
    }

    // MARK: IOT (O-RAN.WG4.IOT.0 §2.2; DUT an O-DU + O-RU pair)

    static func iot(_ id: String, _ title: String, _ status: RuleStatus, _ c: ConformanceTestClass, _ e: CaptureEvidence) -> ConformanceTestCase {
        ConformanceTestCase(.iot, id, title, status: status, dut: .pair, testClass: c, evidence: e, confidence: .oneCopy)
    }

    static let iotStartUp = iot("2.2.1.1", "Start-up in hierarchical mode", .mandatory, .startUp, .notJudgeable)
    static let iotSync = [("2.2.2.1", "LLS-C1"), ("2.2.2.2", "LLS-C2"), ("2.2.2.3", "LLS-C3")].map {
        iot($0.0, "Functional test of O-DU + O-RU, G.8275.1, \($0.1)", .conditionallyMandatory, .sPlane, .needsCounters)
    }
    static let iotAttach = iot("2.2.3.1", "Radio layer 3 C-plane establishment and initial radio U-plane data transfer", .mandatory, .radio, .needsUE)
    static let iotDownlink = iot("2.2.3.2", "Radio U-plane downlink data transfer", .mandatory, .radio, .needsUE)
    static let iotUplink = iot("2.2.3.3", "Radio U-plane uplink data transfer", .mandatory, .radio, .needsUE)
    static let iotDelay = [("2.2.4.3", "#1, minimum fronthaul latency"), ("2.2.4.4", "#2, maximum fronthaul latency"),
                           ("2.2.4.5", "#3, latency between minimum and maximum"), ("2.2.4.6", "#4, latency larger than supported")].map {
        iot($0.0, "Delay management \($0.1)", .optional, .dlm, .needsRF)
    }

    static let oduCases = [oduBaseCatA, oduBaseCatB, oduPredefinedBeam, oduWeights, oduFixedPoint, oduBFP, oduOnTime, oduEarlyLate,
                           oduSyncFunctional, oduSyncLocal]
    static let iotCases = [iotStartUp] + iotSync + [iotAttach, iotDownlink, iotUplink] + iotDelay

    /// The catalogue: CONF cases of both DUT kinds (O-RU C/U-plane ones in `scenario`, all four
    /// scenarios when nil) and the IOT cases, in spec order.
    public static func catalogue(scenario: ConformanceScenario? = nil) -> [ConformanceTestCase] {
        let scenarios = scenario.map { [$0] } ?? ConformanceScenario.allCases
        var out: [ConformanceTestCase] = mPlane
        for s in scenarios {
            var seen = Set<String>()
            for t in oruTests { if let c = t.testCase(s), seen.insert(c.id).inserted { out.append(c) } }
        }
        out += [oruSyncFunctional, oruSyncPerformance] + oduCases + iotCases
        return out.sorted { a, b in
            a.specification != b.specification ? a.specification == .conf : numericLess(a.id, b.id) || (a.id == b.id && a.dut.rawValue < b.dut.rawValue)
        }
    }

    /// Numeric order of dotted clause numbers.
    public static func numericLess(_ a: String, _ b: String) -> Bool {
        a.split(separator: ".").map { Int($0) ?? 0 }.lexicographicallyPrecedes(b.split(separator: ".").map { Int($0) ?? 0 })
    }

    // MARK: rule → test case

    /// A mapping row before the scenario is known.
    struct Row: Sendable {
        var rules: [RuleSpec]
        var oru: [ORUTest] = []
        /// O-RU rows check the tester's stimulus, not the O-RU's own traffic.
        var oruStimulus = false
        var odu: [ConformanceTestCase] = []
        var iot: [ConformanceTestCase] = []
        var uncertainty: String?
    }

    typealias F = FronthaulRuleRegistry
    typealias T = TimingRuleRegistry
    typealias P = PTPRuleRegistry

    static let wellFormed = "the test case logs the section types and extensions the DUT uses; the harness takes their well-formedness as part of that log"

    static let rows: [Row] = [
        // C-plane and section well-formedness: sent by the tester to an O-RU, by the O-DU under test.
        Row(rules: [F.cPlaneVersion, F.cPlaneTime, F.cPlaneSectionType, F.cPlaneSectionCount, F.cPlaneDirection, F.cPlaneFilterIndex,
                    F.cPlaneReserved, F.sectionPRBsInCarrier, F.sectionSymbols, F.sectionOverlap, F.sectionIDsUnique,
                    F.extensionLengthNotZero, F.extensionLength, F.extensionAllowed, F.extensionKnown, F.extensionChainEnds,
                    PlaneOrderChecker.rule, IdleSectionChecker.rule, CapabilityChecker.sectionTypes, CapabilityChecker.extensions],
            oru: [baseDL, extendedDL, baseUL], oruStimulus: true, odu: [oduBaseCatA, oduBaseCatB], iot: [iotAttach], uncertainty: wellFormed),
        // U-plane well-formedness: the O-RU's UL U-plane is the DUT's own traffic.
        Row(rules: [F.uPlaneVersion, F.uPlaneTime, F.uPlanePRBsInCarrier, F.uPlaneLayout, CrossPlaneChecker.couple],
            oru: [baseUL], odu: [oduBaseCatA, oduBaseCatB], iot: [iotAttach], uncertainty: wellFormed),
        Row(rules: [CrossPlaneChecker.ulComplete, CrossPlaneChecker.ulFormat], oru: [baseUL, rbUL], odu: [oduBaseCatA, oduBaseCatB], iot: [iotUplink]),
        Row(rules: [F.sectionREMask], oru: [reMaskDL, reMaskUL], oruStimulus: true, odu: [oduBaseCatA]),
        Row(rules: [F.extension6RBG], oru: [nonContiguousDL, nonContiguousUL], oruStimulus: true),
        Row(rules: [F.extension10BeamGroup], oru: [portGroupingDL, portGroupingUL], oruStimulus: true),
        Row(rules: [F.extensionPRBAllocation], oru: [nonContiguousDL, nonContiguousUL, se12DL, se12UL, se13], oruStimulus: true),
        Row(rules: [F.extension11Bundles], oru: [bfmFlexibleBeamDL, bfmFlexibleBeamUL, bfmFlexibleWeightsDL, bfmFlexibleWeightsUL],
            oruStimulus: true, odu: [oduWeights]),
        Row(rules: [F.extension21ChannelInfo, F.sectionUnscheduledUE, F.sectionType6], oru: [bfmChannelInfoDL, bfmChannelInfoUL], oruStimulus: true),
        Row(rules: [F.extension24Entries], oru: [bfmSection24], oruStimulus: true),
        Row(rules: [BeamChecker.rule], oru: [bfmPredefinedDL, bfmPredefinedUL, bfmWeightsDL, bfmWeightsUL], oruStimulus: true,
            odu: [oduPredefinedBeam, oduWeights]),
        Row(rules: [F.cPlaneDownlinkCompression], oru: [cmpFixedPoint], oruStimulus: true, odu: [oduFixedPoint]),
        Row(rules: [F.uPlaneCompressionHeader], oru: [cmpFixedPoint, cmpDynamicFixedPoint, cmpDynamicBFP], odu: [oduFixedPoint, oduBFP]),
        Row(rules: [F.bfpParameter, F.bfpExponentMinimal, F.uPlaneCompressionLength], oru: [cmpBFP, cmpDynamicBFP], odu: [oduBFP]),
        Row(rules: [CrossPlaneChecker.modComp, F.extension5Length], oru: [cmpModulation, cmpDynamicModulation]),
        Row(rules: [F.uPlaneSReSMask2], oru: cmpSelectiveRE),
        Row(rules: [CapabilityChecker.compression, CapabilityChecker.ulComp], oru: [cmpFixedPoint, cmpBFP], oruStimulus: true,
            odu: [oduFixedPoint, oduBFP], uncertainty: "the declared-capability check stands for the static compression setting the test configures"),
        Row(rules: [F.sectionType3FrameStructure, PRACHChecker.rule], oru: [prachNR], oruStimulus: true),
        Row(rules: [F.sectionType7Fields], oru: [laa], oruStimulus: true),
        Row(rules: [T.dlU, T.dlC], oru: [dlmDownlinkPositive, dlmDownlinkNegative], oruStimulus: true, odu: [oduOnTime], iot: Array(iotDelay.prefix(3))),
        Row(rules: [T.ulC], oru: [dlmUplinkPositive, dlmUplinkNegative], oruStimulus: true, odu: [oduOnTime]),
        Row(rules: [T.ulU, T.spread], oru: [dlmUplinkPositive], odu: [oduEarlyLate], iot: iotDelay),
        Row(rules: [T.frame], oru: [dlmUplinkPositive], odu: [oduOnTime]),
        Row(rules: [T.profile], odu: [oduOnTime], iot: Array(iotDelay.prefix(3)),
            uncertainty: "the window relations are checked from the declared windows, not from a measured arrival"),
        Row(rules: [P.present, P.rate, P.domain, P.grandmaster, P.sequence, P.clockClass], oru: [], odu: [oduSyncFunctional, oduSyncLocal], iot: iotSync),
        Row(rules: RuleCatalog.rules.filter { $0.area == .f1ap }, iot: [iotAttach],
            uncertainty: "F1 carries the RRC connection set-up of the UE attach; the IOT test judges it from UE results, not from F1AP"),
    ]

    /// The O-RU S-plane rows (PTP messages reaching the O-RU are the tester's or the O-DU's).
    static let oruSync: [RuleSpec] = [P.present, P.rate, P.domain, P.grandmaster, P.sequence, P.clockClass]

    /// Every rule → test-case contribution, O-RU ones numbered for `scenario` (none when nil).
    public static func mapping(scenario: ConformanceScenario?) -> [ConformanceContribution] {
        var out: [ConformanceContribution] = []
        for row in rows {
            for rule in row.rules {
                if let s = scenario {
                    var seen = Set<String>()
                    for t in row.oru { if let c = t.testCase(s), seen.insert(c.id).inserted {
                        out.append(ConformanceContribution(rule: rule.id, testCase: c, part: row.oruStimulus ? .stimulus : .dut, uncertainty: row.uncertainty))
                    } }
                }
                for c in row.odu { out.append(ConformanceContribution(rule: rule.id, testCase: c, part: .dut, uncertainty: row.uncertainty)) }
                for c in row.iot { out.append(ConformanceContribution(rule: rule.id, testCase: c, part: .dut, uncertainty: row.uncertainty)) }
            }
        }
        for rule in oruSync {
            out.append(ConformanceContribution(rule: rule.id, testCase: oruSyncFunctional, part: .stimulus,
                                               uncertainty: "PTP messages are visible; the O-RU's sync state is not"))
        }
        return out
    }

    /// Rules no test case of CONF or IOT covers (transport, eCPRI, sequence numbering, section
    /// types the tests do not exercise): reported as preconditions, never under a test-case number.
    public static func preconditions() -> [RuleSpec] {
        let mapped = Set(rows.flatMap(\.rules).map(\.id) + oruSync.map(\.id))
        return RuleCatalog.rules.filter { !mapped.contains($0.id) }
    }
}
