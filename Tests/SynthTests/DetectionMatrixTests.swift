import Foundation
import ProfileLoading
import Profiles
import Testing
@testable import Synth

/// The detection matrix: every committed capture in Captures/synth is what its scenario makes with
/// its seed, and `check` against the testbed reports FAIL or WARN for exactly the rule ids its
/// hand-written expected-verdict file lists — nothing else; the clean capture for none.
@Suite struct DetectionMatrixTests {
    struct Expected {
        var name: String
        var capture: String
        var scenario: String
        var testbed: String
        var seed: UInt64
        var fault: String?
        var failOrWarn: Set<String>
        var knownGaps: [String]
        /// Checked with IQ analysis on (`check --iq`), for rules that need the samples.
        var iq: Bool
    }

    static func expectations() throws -> [Expected] {
        let dir = SynthSupport.synthCaptures
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".expected.yaml") }.sorted()
        var out: [Expected] = []
        for file in files {
            let path = dir.appendingPathComponent(file).path
            let m = try LocatedMapping.load(path: path, allowed: ["capture", "scenario", "testbed", "seed", "iq", "fault", "failOrWarn", "knownGaps", "note"])
            var gaps: [String] = []
            for g in try m.mappings("knownGaps", allowed: ["rule", "reason"]) ?? [] { gaps.append(try g.requiredString("rule")) }
            out.append(Expected(
                name: String(file.dropLast(".expected.yaml".count)),
                capture: m.resolve(try m.requiredString("capture")), scenario: m.resolve(try m.requiredString("scenario")),
                testbed: m.resolve(try m.requiredString("testbed")), seed: UInt64(try m.requiredInt("seed", in: 0...Int.max)),
                fault: try m.string("fault"), failOrWarn: Set(try m.strings("failOrWarn") ?? []), knownGaps: gaps,
                iq: try m.bool("iq") ?? false))
        }
        return out
    }

    @Test func everyFaultSwitchHasACommittedCaptureAndTheCleanOneExists() throws {
        let all = try Self.expectations()
        let faults = Set(all.compactMap(\.fault))
        let switches = Set(FaultKind.allCases.map(\.rawValue)).union(F1APTrafficGenerator.faultNames)
        #expect(faults == switches, "missing: \(switches.subtracting(faults))")
        #expect(all.contains { $0.fault == nil && $0.failOrWarn.isEmpty })
    }

    @Test func committedCapturesAreWhatTheirScenariosMake() throws {
        for e in try Self.expectations() {
            let scenario = try ScenarioLoader.load(path: e.scenario)
            let made = try SynthSupport.pcapng(SynthSupport.frames(scenario, seed: e.seed))
            let committed = [UInt8](try Data(contentsOf: URL(fileURLWithPath: e.capture)))
            #expect(made == committed, "\(e.name): regenerate with `ranconform synth \(e.scenario) -o \(e.capture) --seed \(e.seed)`")
        }
    }

    @Test func checkReportsExactlyTheExpectedRules() throws {
        var table = "| capture | fault | expected FAIL/WARN | reported FAIL/WARN | known gaps |\n|---|---|---|---|---|\n"
        for e in try Self.expectations() {
            let (rules, results) = try SynthSupport.failOrWarn(capture: e.capture, testbed: e.testbed, iq: e.iq)
            #expect(rules == e.failOrWarn, "\(e.name): expected \(e.failOrWarn.sorted()), reported \(rules.sorted())")
            #expect(results.frames.malformed == 0 || e.fault != nil, "\(e.name): \(results.frames.malformed) malformed")
            // A known gap is a rule that should fire but does not: it must really stay silent.
            for gap in e.knownGaps { #expect(!rules.contains(gap), "\(e.name): \(gap) now fires; move it from knownGaps to failOrWarn") }
            table += "| \(e.name) | \(e.fault ?? "—") | \(e.failOrWarn.sorted().joined(separator: ", ")) | \(rules.sorted().joined(separator: ", ")) | \(e.knownGaps.joined(separator: ", ")) |\n"
        }
        print(table)
    }
}
