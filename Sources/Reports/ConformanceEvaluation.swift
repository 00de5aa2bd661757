import Conformance
import Profiles
import WireCore

/// A run's results seen per O-RAN WG4 CONF / IOT test case (O-RAN.WG4.TS.CONF.0, O-RAN.WG4.IOT.0):
/// which cases the run's DUT faces, each case's verdict from the DUT's rows of the rules mapped to
/// it (``ConformanceTestCaseRegistry``), the tester's or other nodes' rows as environment, and the
/// rules no case covers as preconditions.
struct ConformanceEvaluation {
    /// Result vocabulary of the O-RAN test-results schema.
    enum Result: String, Comparable {
        case pass = "PASS", skip = "SKIP", warn = "WARN", fail = "FAIL"
        private var rank: Int { [.pass: 0, .skip: 1, .warn: 2, .fail: 3][self] ?? 0 }
        static func < (a: Result, b: Result) -> Bool { a.rank < b.rank }
    }

    struct Case {
        var testCase: ConformanceTestCase
        var result: Result
        /// Why the result is what it is (what was judged, what the verdict still needs).
        var reason: String
        /// The DUT's rows of the rules mapped to the case (the case's metrics).
        var dutRows: [RuleResult]
        /// Rows of the mapped rules on other nodes (the tester's stimulus, the peer): notes.
        var environmentRows: [RuleResult]
        /// Rules mapped to the case whose mapping is the harness's judgement, with why.
        var uncertain: [(rule: String, why: String)]
    }

    var cases: [Case]
    /// Rows of rules no reported case covers.
    var preconditions: [RuleResult]
    /// Facts about the mapping a reader needs (scenario not declared, …).
    var notes: [String]
    var dutNodes: [String]
    var scenario: ConformanceScenario?
    var specifications: [TestSpecification]

    init(_ input: ReportInput) {
        let results = input.results
        let testbed = input.testbed
        scenario = testbed?.conformance.scenario
        var notes: [String] = []
        let allNodes = results.nodes.map(\.name)
        dutNodes = testbed.map { $0.report.dut.isEmpty ? $0.nodes.map(\.name) : $0.report.dut } ?? allNodes
        let dutSet = Set(dutNodes)
        let role: (String) -> NodeRole? = { name in input.node(named: name)?.role ?? testbed?.node(named: name)?.device.role }
        let dutRoles = Set(dutNodes.compactMap(role))
        let interoperability = ORANResultsJSON.testType(input) == .interoperability
        var kinds: [ConformanceDUT] = []
        if interoperability {
            kinds = [.pair]
            specifications = [.iot]
        } else {
            if dutRoles.contains(.oRU) { kinds.append(.oRU) }
            if dutRoles.contains(.oDU) { kinds.append(.oDU) }
            specifications = [.conf]
        }
        if kinds.contains(.oRU) && scenario == nil {
            notes.append("O-RU C/U-plane test cases are numbered by signal scenario (3.2.S.C.n); the testbed declares no conformance.scenario, so they are not reported")
        }
        let mapping = ConformanceTestCaseRegistry.mapping(scenario: scenario).filter { kinds.contains($0.testCase.dut) }
        let ran = Set(results.results.map(\.rule))
        var byCase: [String: [ConformanceContribution]] = [:]
        var order: [ConformanceTestCase] = []
        func key(_ c: ConformanceTestCase) -> String { "\(c.specification.rawValue) \(c.id) \(c.dut.rawValue)" }
        for m in mapping where ran.contains(m.rule.rawValue) {
            if byCase[key(m.testCase)] == nil { order.append(m.testCase) }
            byCase[key(m.testCase), default: []].append(m)
        }
        // Mandatory C/U- and S-plane cases of the DUT are listed even when no rule feeds them.
        for c in ConformanceTestCaseRegistry.catalogue(scenario: scenario) where kinds.contains(c.dut) && c.status == .mandatory
            && c.testClass != .mPlane && (c.dut != .oRU || scenario != nil || c.testClass == .sPlane) && byCase[key(c)] == nil {
            order.append(c)
            byCase[key(c)] = []
        }
        if kinds.contains(where: { $0 != .pair }) {
            notes.append("M-plane test cases (CONF §3.1) run over NETCONF inside SSH or TLS and cannot be judged from a capture; they are not reported")
        }
        order.sort { a, b in
            a.specification != b.specification ? a.specification == .conf
                : (a.id != b.id ? ConformanceTestCaseRegistry.numericLess(a.id, b.id) : a.dut.rawValue < b.dut.rawValue)
        }
        var covered = Set<String>()
        var cases: [Case] = []
        for c in order {
            let contributions = byCase[key(c)] ?? []
            let dutRules = Set(contributions.filter { $0.part == .dut }.map(\.rule.rawValue))
            let anyRules = Set(contributions.map(\.rule.rawValue))
            covered.formUnion(anyRules)
            let dutRows = results.results.filter { row in
                dutRules.contains(row.rule) && dutSet.contains(row.node) && role(row.node).map(c.dut.includes) == true
            }
            let dutKeys = Set(dutRows.map { $0.rule + "\u{0}" + $0.node })
            let environment = results.results.filter { row in
                anyRules.contains(row.rule) && !dutKeys.contains(row.rule + "\u{0}" + row.node) && row.verdict != .skip
            }
            var uncertain: [(String, String)] = []
            for m in contributions { if let why = m.uncertainty, !uncertain.contains(where: { $0.0 == m.rule.rawValue }) { uncertain.append((m.rule.rawValue, why)) } }
            let (result, reason) = Self.judge(c, dutRows: dutRows, hasRules: !contributions.isEmpty)
            cases.append(Case(testCase: c, result: result, reason: reason, dutRows: dutRows, environmentRows: environment, uncertain: uncertain))
        }
        self.cases = cases
        preconditions = results.results.filter { !covered.contains($0.rule) }
        self.notes = notes
    }

    /// A case's result: FAIL when a DUT row failed; PASS or WARN only when the capture judges the
    /// whole case; SKIP otherwise, saying what was judged and what the verdict still needs.
    static func judge(_ c: ConformanceTestCase, dutRows: [RuleResult], hasRules: Bool) -> (Result, String) {
        let judged = dutRows.filter { $0.verdict != .skip && $0.verdict != .inconclusive }
        let needs = c.evidence.missing.map { "needs \($0)" } ?? ""
        if c.evidence == .notJudgeable { return (.skip, "not judgeable from a capture: \(needs)") }
        if judged.contains(where: { $0.verdict == .fail }) {
            let failed = Array(Set(judged.filter { $0.verdict == .fail }.map(\.rule))).sorted()
            return (.fail, "the DUT's traffic fails \(failed.joined(separator: ", "))" + (c.evidence == .judged ? "" : " (the rest of the verdict \(needs))"))
        }
        if !hasRules { return (.skip, "no rule of this tool judges this test case" + (needs.isEmpty ? "" : "; it \(needs)")) }
        if judged.isEmpty {
            return (.skip, "not exercised: the rules mapped to this case judged none of the DUT's traffic" + (needs.isEmpty ? "" : "; the verdict also \(needs)"))
        }
        let rules = Array(Set(judged.map(\.rule))).sorted().joined(separator: ", ")
        let warned = judged.contains { $0.verdict == .warn || $0.verdict == .waived }
        if c.evidence == .judged {
            return warned ? (.warn, "judged from the capture (\(rules)); warnings or waived findings") : (.pass, "judged from the capture (\(rules))")
        }
        return (.skip, "partly judged: the capture's part (\(rules)) \(warned ? "passed with warnings" : "passed"); the verdict \(needs)")
    }

    /// The case results by kind, for summaries.
    func count(_ r: Result) -> Int { cases.filter { $0.result == r }.count }
}
