import ASN1PER
@testable import F1AP
import NRRRC
import Testing

/// ``F1APJoinEvidenceReach`` (which types of a schema may hold UE join evidence) propagates from
/// the holders up the reversed type graph; this checks it against the definition read directly:
/// repeat "a type with a child that holds evidence (or a child outside the schema) holds it"
/// over every type until nothing changes, from the same seeds.
@Suite struct F1APJoinEvidenceReachTests {
    /// The seeds and edges ``F1APJoinEvidenceReach`` starts from, built here on their own.
    static func naiveReach(_ schema: ASN1Schema) -> [Bool] {
        let nodes = schema.nodes, n = nodes.count
        var holds = [Bool](repeating: false, count: n)
        var children = [[Int]](repeating: [], count: n)
        for (id, node) in nodes.enumerated() {
            var components: [ASN1Component] = []
            switch node.kind {
            case .sequence(let s): components = s.root + s.additions.flatMap(\.components)
            case .choice(let c): components = c.root + c.additions
            case .sequenceOf(let element, _): children[id].append(element)
            case .openType: holds[id] = true
            default: break
            }
            let names = Set(components.map(\.name))
            let tunnel = names.contains("transportLayerAddress") && names.contains("gTP-TEID")
            if tunnel || !names.isDisjoint(with: ["dedicatedNAS-Message", "nAS-PDU", "dedicatedNAS-MessageList"])
                || ["NAS-PDU", "DedicatedNAS-Message"].contains(node.name) {
                holds[id] = true
            }
            for c in components {
                if case .openType = nodes[c.type].kind, let t = c.table, t.objectSet >= 0, t.objectSet < schema.objectSets.count {
                    children[id] += schema.objectSets[t.objectSet].objects.compactMap { $0.type(t.field) }
                } else {
                    children[id].append(c.type)
                }
            }
            if let t = schema.containedTypes[id] { children[id].append(t) }
        }
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

    @Test func f1apSchema() {
        let reach = F1APJoinEvidenceReach(F1AP.schema)
        let expected = Self.naiveReach(F1AP.schema)
        #expect(reach.mayHold == expected)
        #expect(expected.contains(true) && expected.contains(false))
    }

    @Test func nrRRCSchema() {
        let reach = F1APJoinEvidenceReach(NRRRC.schema)
        let expected = Self.naiveReach(NRRRC.schema)
        #expect(reach.mayHold == expected)
        #expect(expected.contains(true) && expected.contains(false))
    }
}
