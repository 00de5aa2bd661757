import Conformance
import Profiles
import Reports
import Testing

/// ``ReportInput/node(named:)`` answers from an index of the results' nodes (reports ask it per
/// result row): the same node a scan of the list finds, also after the results are replaced.
@Suite struct ReportInputTests {
    static func results(_ names: [String]) -> RunResults {
        var r = ConformanceRun(configuration: RunConfiguration()).finish()
        r.nodes = names.enumerated().map { i, name in NodeInfo(name: name, role: i % 2 == 0 ? .oDU : .oRU) }
        return r
    }

    @Test func nodeByNameIsTheFirstOfThatName() {
        let names = (0..<300).map { "node-\($0 % 250)" }
        var input = ReportInput(results: Self.results(names), testbed: nil, captures: [], generated: ReportDate(secondsSinceEpoch: 0), toolVersion: "test")
        for name in Array(Set(names)) + ["absent"] {
            #expect(input.node(named: name) == input.results.nodes.first { $0.name == name }, "\(name)")
        }
        input.results = Self.results(["b", "a", "b"])
        #expect(input.node(named: "node-1") == nil)
        #expect(input.node(named: "b") == input.results.nodes[0])
        #expect(input.node(named: "a")?.role == .oRU)
        input.results.nodes.append(NodeInfo(name: "c", role: .oCU))
        #expect(input.node(named: "c")?.role == .oCU)
    }
}
