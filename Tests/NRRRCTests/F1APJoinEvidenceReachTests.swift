import ASN1PER
@testable import F1AP
import NRRRC
import Testing

/// ``F1APJoinEvidenceReach`` propagates "may hold UE join evidence" from the holders up the
/// reversed type graph, each type once; this checks it against the definition applied directly:
/// repeat "a type with a child that holds evidence (or a child outside the schema) holds it"
/// over every type until nothing changes, from the same seeds and edges, for both schemas the
/// evidence walks read.
@Suite struct F1APJoinEvidenceReachTests {
    static func fixedPoint(_ seeds: [Bool], children: [[Int]]) -> [Bool] {
        var holds = seeds
        let n = holds.count
        var changed = true
        while changed {
            changed = false
            for id in 0..<n where !holds[id] && children[id].contains(where: { $0 < 0 || $0 >= n || holds[$0] }) {
                holds[id] = true
                changed = true
            }
        }
        return holds
    }

    @Test(arguments: ["F1AP", "NR RRC"])
    func propagationReachesTheFixedPoint(_ name: String) {
        let schema = name == "F1AP" ? F1AP.schema : NRRRC.schema
        let graph = F1APJoinEvidenceReach.graph(schema)
        let expected = Self.fixedPoint(graph.holds, children: graph.children)
        #expect(F1APJoinEvidenceReach(schema).mayHold == expected)
        // a meaningful graph: some types gain evidence only through their children, some never do
        #expect(zip(graph.holds, expected).contains { !$0 && $1 })
        #expect(expected.contains(false))
    }
}
