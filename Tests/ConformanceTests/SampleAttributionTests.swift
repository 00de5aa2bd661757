import Conformance
import Foundation
import ProfileLoading
import Profiles
import Testing
import TestSupport

/// Captures/sample-du-ru-cu.pcapng with Profiles/testbeds/lab-a.yaml (README's first command):
/// every address in the capture belongs to a declared node or clock. The addresses come from
/// tshark on the sample (eth.src / ip.src): DU fronthaul 02:00:00:00:bb:01 VLAN 100, RU
/// 02:00:00:00:aa:01, DU F1 02:00:00:00:bb:02 / 10.0.0.2, CU 10.0.0.1, PTP grandmaster
/// 02:00:00:00:00:01.
@Suite struct SampleAttributionTests {
    typealias S = EngineSupport

    @Test func everyNodeOfTheSampleIsDeclaredInLabA() throws {
        let testbed = try ProfileLoader.loadTestbed(path: S.packageRoot.appendingPathComponent("Profiles/testbeds/lab-a.yaml").path)
        let r = try S.check(S.packageRoot.appendingPathComponent("Captures/sample-du-ru-cu.pcapng").path, configuration: RunConfiguration(testbed: testbed))
        #expect(r.nodes.filter { !$0.declared }.map(\.name) == [])
        #expect(Set(r.nodes.map(\.name)) == ["du1", "ru1", "cu1", "gm"])
        #expect(r.exitCode == 0)
        #expect(!r.results.contains { $0.verdict == .fail })
    }

    /// The testbed's LAB-001 and the suite's SUITE-001 run (the suite includes only FH-* and SP-*)
    /// and judge the frames tshark's filter `(where)` selects, none of which fails `assert`.
    @Test(.requires(.tshark)) func customRulesOfLabAAndItsSuiteRunOnTheSample() throws {
        let capture = S.packageRoot.appendingPathComponent("Captures/sample-du-ru-cu.pcapng").path
        let testbed = try ProfileLoader.loadTestbed(path: S.packageRoot.appendingPathComponent("Profiles/testbeds/lab-a.yaml").path)
        let r = try S.check(capture, configuration: RunConfiguration(testbed: testbed, suite: testbed.suite))
        let rules = testbed.custom + (testbed.suite?.custom ?? [])
        #expect(rules.map(\.id) == ["LAB-001", "SUITE-001"])
        for rule in rules {
            let whereText = rule.whereClause?.text ?? "frame"
            let applicable = try #require(try CustomRuleEngineTests.tsharkFrames(capture, filter: whereText))
            let failing = try #require(try CustomRuleEngineTests.tsharkFrames(capture, filter: "(\(whereText)) && !(\(rule.assertion.text))"))
            #expect(!applicable.isEmpty)
            #expect(S.evaluated(r, rule.id) == applicable.count, "\(rule.id)")
            #expect(S.violations(r, rule.id) == failing.count, "\(rule.id)")
        }
    }

    @Test func alsoMatchAndClocksRoundTripThroughProfileShow() throws {
        let path = S.packageRoot.appendingPathComponent("Profiles/testbeds/lab-a.yaml").path
        let testbed = try ProfileLoader.loadTestbed(path: path)
        let du = try #require(testbed.node(named: "du1"))
        #expect(du.alsoMatch.map { $0.ip?.description } == ["10.0.0.2"])
        #expect(testbed.clocks.map(\.name) == ["gm"])
    }
}
