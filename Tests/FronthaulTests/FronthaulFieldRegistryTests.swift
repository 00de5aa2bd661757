import Foundation
import Fronthaul
import Testing
import WireCore

/// `FronthaulFields` names every field the fronthaul decoder can emit: each field-name literal
/// of the codec's sources is registered, and every eCPRI message type decodes to registered
/// fields. (The random and hand-built messages of RoundTripTests, SectionTypeTests and
/// RobustnessTests are held against the registry too, with FieldRegistryCheck.)
@Suite struct FronthaulFieldRegistryTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Fronthaul")

    /// Names the codec uses only as the field path of a finding or error, never as a field.
    static let findingPathsOnly: Set<String> = ["ecpri.timestamp", "oran_fh_cus.bfw", "oran_fh_cus.udCompParam"]

    @Test func everyFieldNameInTheCodecSourcesIsRegistered() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter {
            $0.hasSuffix(".swift") && $0 != "FronthaulFields.swift"
        }
        #expect(files.count > 10)
        var unregistered: [String] = []
        var names = Set<String>()
        for file in files.sorted() {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: #/"((?:oran_fh_cus|ecpri|roe)\.[A-Za-z0-9_.]*[A-Za-z0-9_])"/#) {
                let name = String(match.output.1)
                guard names.insert(name).inserted, !Self.findingPathsOnly.contains(name) else { continue }
                if !FronthaulFields.registry.knows(name) { unregistered.append("\(file): \(name)") }
            }
        }
        #expect(names.count > 200)
        #expect(unregistered.isEmpty, "\(unregistered)")
        for name in Self.findingPathsOnly { #expect(!FronthaulFields.registry.knows(name), "\(name) is registered now") }
    }

    @Test func everyECPRIMessageTypeDecodesToRegisteredFields() {
        var rng = Support.Rng(seed: 18)
        for type in Array(0...11) + [64, 255] {
            for length in [0, 3, 8, 12, 20, 28, 40] {
                let body = (0..<length).map { _ in UInt8(rng.bits(8)) }
                let pdu: [UInt8] = [0x10, UInt8(type), UInt8(length >> 8), UInt8(length & 0xFF)] + body
                var d = FronthaulDecoder(context: FronthaulContext())
                let r = d.decode(ecpri: pdu[...], transport: .udp)
                var fields = FieldList()
                r.appendFields(to: &fields)
                #expect(FieldRegistryCheck.problems(fields).isEmpty, "type \(type): \(FieldRegistryCheck.problems(fields))")
            }
        }
    }

    @Test func everySpecIsDescribedAndProtocolsHaveNoWidth() {
        let specs = FronthaulFields.registry.specs
        #expect(specs.count > 200)
        for spec in specs {
            #expect(!spec.description.isEmpty, "\(spec.name)")
            #expect(spec.clause != nil, "\(spec.name)")
            #expect(["ecpri", "oran_fh_cus", "roe"].contains(spec.name.split(separator: ".").first.map(String.init) ?? ""), "\(spec.name)")
            if spec.type == .protocolName { #expect(spec.bitLength == nil) }
        }
    }
}
