import F1AP
import Foundation
import ProfileLoading
import Profiles
import Testing

/// Effective profile → YAML → load gives the same model; output is deterministic.
struct EffectiveYAMLTests {
    /// Custom-rule text keeps its source position, which naturally differs in the re-emitted file.
    static func withoutLocations(_ profile: LoadedProfile) -> LoadedProfile {
        func strip(_ rules: [CustomRuleSource]) -> [CustomRuleSource] {
            rules.map { rule in
                var rule = rule
                rule.location = nil
                rule.assertion.location = nil
                rule.whereClause?.location = nil
                return rule
            }
        }
        switch profile {
        case .device: return profile
        case .suite(var suite):
            suite.custom = strip(suite.custom)
            return .suite(suite)
        case .testbed(var testbed):
            testbed.custom = strip(testbed.custom)
            if var suite = testbed.suite {
                suite.custom = strip(suite.custom)
                testbed.suite = suite
            }
            return .testbed(testbed)
        }
    }

    static func roundTrip(_ path: String) throws {
        let original = try ProfileLoader.load(path: path)
        let directory = try ProfileSupport.fixture([:])
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let text = ProfileLoader.effectiveYAML(original, pathsRelativeTo: directory)
        #expect(!text.contains("extends"))
        try text.write(toFile: directory + "/effective.yaml", atomically: true, encoding: .utf8)
        let reloaded = try ProfileLoader.load(path: directory + "/effective.yaml")
        #expect(withoutLocations(reloaded) == withoutLocations(original), "\(path)\n\(text)")
        #expect(ProfileLoader.effectiveYAML(reloaded, pathsRelativeTo: directory) == text)
    }

    @Test func everyExampleRoundTrips() throws {
        for file in ProfileSupport.profileFiles(under: ProfileSupport.profilesDirectory) {
            try Self.roundTrip(file)
        }
    }

    @Test func unusualValuesRoundTrip() throws {
        let device = Fixtures.replacing(
            Fixtures.du, "eaxc: {duPortBits: 2, bandSectorBits: 6, ccBits: 4, ruPortBits: 4}",
            "eaxc: {duPortMask: 0xff80, bandSectorMask: 0x0040, ccMask: 0x0030, ruPortMask: 0x000f}\n  category: [B, A]")
            + "  servedCells: [{plmn: \"001-001\", cellIdentity: 68719476735}]\n  plmns: [\"001-001\"]\n  procedures: [F1Setup, Reset]\n"
        let testbed = """
            ranconform: 1
            kind: testbed
            name: "odd \\"name\\" with: colon"
            nodes:
              du-1: {device: du.yaml, match: {ip: "fd00::1", udpPort: 50000, sctpPort: 38472}}
            flows:
              - {eaxc: "*:0:0-1:*", direction: ul, purpose: srs, compression: {method: none}}
            timing: {captureOffsetNs: -1200}
            ecpriUdpPort: 50000
            custom:
              - id: T-1
                title: multi-line
                assert: |
                  vlan.id == 1 &&
                  ecpri.type == 2
            lab: {name: L}

            """
        let directory = try ProfileSupport.fixture(["du.yaml": device, "tb.yaml": testbed])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.roundTrip(directory + "/du.yaml")
        try Self.roundTrip(directory + "/tb.yaml")
        let loaded = try ProfileLoader.loadDevice(path: directory + "/du.yaml")
        #expect(loaded.fronthaul?.eaxcSplit.masks == [0xFF80, 0x0040, 0x0030, 0x000F])
        #expect(loaded.fronthaul?.categories == [.a, .b])
    }

    /// Keys no example profile uses: an O-RU's coupling methods and a source sample width. Before
    /// they were emitted, `profile show` dropped them and the reloaded profile lost them.
    @Test func couplingMethodsAndSourceSampleWidthRoundTrip() throws {
        let ru = Fixtures.replacing(Fixtures.ru, "  mtu: 9000\n", "  mtu: 9000\n  sourceSampleWidth: 18\n  couplingMethods: [frequency-and-time, section-id]\n")
        let directory = try ProfileSupport.fixture(["ru.yaml": ru])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.roundTrip(directory + "/ru.yaml")
        let text = try ProfileLoader.effectiveYAML(path: directory + "/ru.yaml")
        #expect(text.contains("  sourceSampleWidth: 18\n"))
        #expect(text.contains("  couplingMethods: [frequency-and-time, section-id]\n"), "\(text)")
        let loaded = try ProfileLoader.loadDevice(path: directory + "/ru.yaml")
        #expect(loaded.fronthaul?.couplingMethods == [.frequencyAndTime, .sectionId])
        #expect(loaded.fronthaul?.sourceSampleWidth == 18)
    }

    @Test func effectiveTextIsDeterministicAndMerged() throws {
        let path = ProfileSupport.profilesDirectory + "/devices/acme-ru-n78.yaml"
        let first = try ProfileLoader.effectiveYAML(path: path)
        #expect(try ProfileLoader.effectiveYAML(path: path) == first)
        let lines = first.split(separator: "\n").map(String.init)
        // Values from the child and from its base file (acme-ru-base.yaml).
        #expect(lines.contains("id: \"acme-ru-n78\""))
        #expect(lines.contains("    ta3Max: 171000"))
        #expect(lines.contains("    t2aMinUp: 125000"))
        // Defaults are explicit and keys come in the documented order.
        let topKeys = lines.filter { !$0.hasPrefix(" ") && !$0.hasPrefix("-") }.compactMap { $0.split(separator: ":").first }
        #expect(topKeys == ["ranconform", "kind", "id", "role", "vendor", "model", "software", "fronthaul"])
    }

    @Test func defaultsAreFilled() throws {
        let minimal = Fixtures.replacing(Fixtures.ru, "  compression:\n    - {method: bfp, iqWidth: [9, 14], static: true}\n  mtu: 9000\n", "")
        let directory = try ProfileSupport.fixture(["ru.yaml": minimal])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fronthaul = try #require(try ProfileLoader.loadDevice(path: directory + "/ru.yaml").fronthaul)
        #expect(fronthaul.mtu == 1500)
        #expect(fronthaul.sectionTypes == [1])
        #expect(fronthaul.sectionExtensions == [])
        #expect(fronthaul.categories == [.a])
        #expect(fronthaul.compression == [try CompressionCapability(method: .none, iqWidths: [16], isStatic: false)])
        let du = try ProfileLoader.loadDevice(path: try ProfileSupport.fixture(["du.yaml": Fixtures.du]) + "/du.yaml")
        #expect(du.f1ap?.procedures.count == F1APProcedure.interopBaseline.count)
    }

    @Test func customRuleTextKeepsItsPosition() throws {
        let suite = """
            ranconform: 1
            kind: suite
            name: s
            custom:
              - id: A
                title: plain
                where: oran_fh_cus.data_direction == 1
                assert: "oran_fh_cus.udCompHdrWidth == 9"
              - id: B
                title: block
                assert: |
                    len(oran_fh_cus) > 0

            """
        let directory = try ProfileSupport.fixture(["s.yaml": suite])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let rules = try ProfileLoader.loadSuite(path: directory + "/s.yaml").custom
        let file = directory + "/s.yaml"
        let wherePosition = ProfileSupport.position(of: "oran_fh_cus.data_direction", in: suite)
        let assertPosition = ProfileSupport.position(of: "oran_fh_cus.udCompHdrWidth", in: suite)
        let blockPosition = ProfileSupport.position(of: "len(", in: suite)
        #expect(rules[0].whereClause?.location == SourceLocation(file: file, line: wherePosition.line, column: wherePosition.column))
        #expect(rules[0].assertion.location == SourceLocation(file: file, line: assertPosition.line, column: assertPosition.column))
        #expect(rules[0].assertion.text == "oran_fh_cus.udCompHdrWidth == 9")
        #expect(rules[1].assertion.location == SourceLocation(file: file, line: blockPosition.line, column: blockPosition.column))
        #expect(rules[1].assertion.text == "len(oran_fh_cus) > 0\n")
        #expect(rules[0].severity == .error)
    }
}
