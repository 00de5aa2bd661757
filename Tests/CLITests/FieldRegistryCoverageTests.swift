import Conformance
import Foundation
import Profiles
import Testing
import TestSupport
import WireCore

/// The field registry stays true: every field `ranconform decode --json` produces on every
/// capture of the repository (the sample, every synthesized scenario under `Captures/synth/`,
/// and the shared real captures when present) is registered, with a type whose JSON form
/// matches the value.
@Suite struct FieldRegistryCoverageTests {
    /// Every pcap / pcapng file under `Captures/` and the shared test data.
    static func captures() -> [String] {
        var roots = [CLIHarness.packageRoot.appendingPathComponent("Captures")]
        if let shared = Oracle.sharedDirectory { roots.append(shared.appendingPathComponent("testdata")) }
        var files: [String] = []
        for root in roots {
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "pcap" || url.pathExtension == "pcapng" {
                files.append(url.path)
            }
        }
        return files.sorted()
    }

    /// A JSON value's form: text (strings, hex bytes, addresses, names) or a scalar (numbers, booleans).
    static func isText(_ value: Any) -> Bool { value is String }

    static func admits(_ types: [FieldType], text: Bool) -> Bool {
        if types.isEmpty { return false }
        return types.contains { type in
            switch type {
            case .string, .bytes, .ether, .ipv4, .ipv6, .enumerated: text
            case .unsigned, .signed, .boolean, .double: !text
            case .protocolName: false
            }
        }
    }

    /// Decodes each file with `decode --json` (plus `extra` arguments) and returns the names not
    /// registered and the names whose values do not fit their registered types.
    static func check(_ files: [String], extra: [String] = []) throws -> (unknown: [String: String], mistyped: [String: String])? {
        var unknown: [String: String] = [:]
        var mistyped: [String: String] = [:]
        let registry = KnownFields.registry
        for file in files {
            guard let r = try CLIHarness.ranconform(["decode", file, "--json"] + extra) else { return nil }
            #expect(r.status == 0 || r.status == 3, "\(file): \(r.stderr)")
            let name = URL(fileURLWithPath: file).lastPathComponent
            for frame in try CLIHarness.jsonLines(r.stdout) {
                for (key, value) in frame {
                    guard let types = registry.types(of: key) else {
                        unknown[key] = unknown[key] ?? name
                        continue
                    }
                    let values = value as? [Any] ?? [value]
                    for v in values where !admits(types, text: isText(v)) {
                        mistyped[key] = mistyped[key] ?? "\(name): \(v) is not \(types.map(\.rawValue))"
                    }
                }
            }
        }
        return (unknown, mistyped)
    }

    @Test func everyFieldDecodeProducesOnTheCapturesIsRegistered() throws {
        let files = Self.captures()
        #expect(files.count >= 40, "captures found: \(files.count)")
        let (unknown, mistyped) = try #require(try Self.check(files), "the ranconform executable was not built")
        #expect(unknown.isEmpty, "fields not in the registry (name: first capture): \(unknown.sorted { $0.key < $1.key })")
        #expect(mistyped.isEmpty, "\(mistyped.sorted { $0.key < $1.key })")
    }

    /// Decompressed IQ samples (`fronthaul.showIQ`) are fields too.
    @Test func iqSampleFieldsAreRegistered() throws {
        let files = ["Captures/sample-du-ru-cu.pcapng", "Captures/synth/fh-clean.pcapng"].map {
            CLIHarness.packageRoot.appendingPathComponent($0).path
        }
        let (unknown, mistyped) = try #require(try Self.check(files, extra: ["--set", "fronthaul.showIQ=true", "--count", "40"]),
                                               "the ranconform executable was not built")
        #expect(unknown.isEmpty, "\(unknown)")
        #expect(mistyped.isEmpty, "\(mistyped)")
        #expect(KnownFields.registry.types(of: "oran_fh_cus.iSample") == [.double, .signed])
    }
}
