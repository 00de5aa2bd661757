import Conformance
import ProfileLoading
import Profiles
import Testing

/// With `report.dut`, the run's verdict and exit code are the device under test's: another
/// node's failure is an environment finding, listed but not the DUT's verdict.
@Suite struct DeviceUnderTestScopeTests {
    typealias S = EngineSupport

    /// A U-plane from the O-DU outside its C-plane section: FH-XP-COUPLE fails for the O-DU only.
    static func run(dut: String?) throws -> RunResults {
        let extra = dut.map { "report: {dut: [\($0)]}\n" } ?? ""
        let testbed = try ProfileLoader.loadTestbed(path: try S.writeTestbed(extra: extra))
        var f = S.Feeder(RunConfiguration(testbed: testbed))
        f.leadIn()
        f.c(S.cPlane(direction: 1, sections: [(1, 0, 24, 1)]))
        f.u(S.uPlane(direction: 1, symbol: 0, sections: [(1, 0, 30)]))
        return f.finish()
    }

    @Test func anotherNodesFailureDoesNotFailTheDUT() throws {
        let whole = try Self.run(dut: nil)
        #expect(whole.results(for: "FH-XP-COUPLE").first { $0.node == "du" }?.verdict == .fail)
        #expect(whole.exitCode == 1 && whole.overallVerdict == .fail)

        let ruUnderTest = try Self.run(dut: "ru")
        #expect(ruUnderTest.results(for: "FH-XP-COUPLE").first { $0.node == "du" }?.verdict == .fail)  // still listed
        #expect(ruUnderTest.exitCode == 0)
        #expect(ruUnderTest.overallVerdict != .fail)
        #expect(ruUnderTest.environmentProblems.contains { $0.rule == "FH-XP-COUPLE" && $0.node == "du" })
        let text = ruUnderTest.renderText()
        #expect(text.contains("environment: ") && text.contains("not the device under test (ru)"))
        #expect(text.hasSuffix("(device under test: ru)\n"))

        let duUnderTest = try Self.run(dut: "du")
        #expect(duUnderTest.exitCode == 1 && duUnderTest.environmentProblems.isEmpty)
    }
}
