import Foundation
import NetLayers
import Testing
import WireCore

/// `NetworkFields` names every field NetLayers emits: the hand-assembled frames, the scapy
/// captures (every link type and layer) and seeded mutations of them dissect to registered
/// fields whose values are of the registered type.
@Suite struct NetworkFieldRegistryTests {
    static func problems(_ fields: FieldList, _ seen: inout Set<String>) -> [String] {
        var problems: [String] = []
        for field in fields.fields {
            guard case .fields(let specs)? = NetworkFields.registry.lookup(field.name) else {
                if seen.insert(field.name).inserted { problems.append("\(field.name) is not registered") }
                continue
            }
            if !specs.contains(where: { $0.type.admits(field.value) }), seen.insert(field.name + " type").inserted {
                problems.append("\(field.name): a \(field.value.kindName) value, registered \(specs.map(\.type.rawValue))")
            }
        }
        return problems
    }

    @Test func everyDissectedFieldIsRegistered() {
        let corpus = RobustnessTests.corpus()
        var demux = NetworkDemux()
        var rng = RobustnessTests.SplitMix(state: 0x18_0003)
        var seen = Set<String>()
        var problems: [String] = []
        var names = Set<String>()
        for n in 0..<(corpus.count + 2000) {
            var bytes = corpus[n % corpus.count].bytes
            var linkType = corpus[n % corpus.count].linkType
            if n >= corpus.count {
                // Seeded mutations reach the rarer branches (SLL, IPv6 extension headers, odd chunks).
                for _ in 0..<(1 + Int(rng.next() % 4)) where !bytes.isEmpty {
                    bytes[Int(rng.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: rng.next())
                }
                if rng.next() % 8 == 0 { linkType = [1, 113, 276, 228, 229][Int(rng.next() % 5)] }
            }
            let d = demux.dissect(frame: bytes[...], linkType: linkType, frameNumber: n + 1, timestampNanoseconds: Int64(n), isTruncated: false)
            problems += Self.problems(d.fields, &seen)
            for field in d.fields.fields { names.insert(field.name) }
        }
        #expect(problems.isEmpty, "\(problems)")
        // The corpus reaches most of the registry.
        #expect(names.count > 40, "\(names.count) names dissected")
    }

    /// Fields are appended with `ctx.field(NAME, …)`; NAME comes from `NetworkFields`, never a literal.
    @Test func theSourcesTakeFieldNamesFromTheRegistry() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/NetLayers")
        var literals: [String] = []
        var calls = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: sources.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            calls += text.matches(of: #/ctx\.field\(/#).count
            for match in text.matches(of: #/ctx\.field\(\s*"([^"]*)"/#) { literals.append("\(file): \(match.output.1)") }
        }
        #expect(calls > 80)
        #expect(literals.isEmpty, "field name literals: \(literals)")
    }
}
