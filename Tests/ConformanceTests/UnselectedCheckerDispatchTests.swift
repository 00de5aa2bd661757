@testable import Conformance
import CaptureIO
import Foundation
import Profiles
import TestSupport
import Testing
import WireCore

/// A checker none of whose rules the suite selects is shown no event
/// (``ConformanceRun/isDispatched(_:_:)``), unless something beyond its rules reads what it sees
/// (``RuleChecker/observesUnselected``: report sections, another checker it feeds; node roles
/// are named before any checker, by ``NodeRoleInference``).
/// Leaving those checkers out must not change any result: the run with every checker shown every
/// event is the reference.
@Suite struct UnselectedCheckerDispatchTests {
    typealias V = CaptureVariants

    /// Counts the events it is shown; judges one rule of its own.
    final class Spy: RuleChecker {
        static let rule = RuleSpec("T-SPY", "test rule", clause: SpecClause(text: "test"), area: .fronthaul)
        let ruleSpecs: [RuleSpec]
        var seen = 0
        init(judging specs: [RuleSpec]) { ruleSpecs = specs }
        var specs: [RuleSpec] { ruleSpecs }
        var subscriptions: EventKinds { [.fronthaul, .f1ap] }
        func observe(_ event: Event, _ recorder: inout RuleRecorder) { seen += 1 }
    }

    static func suite(_ name: String, include: [String] = [], exclude: [String] = []) throws -> SuiteProfile {
        SuiteProfile(name: name, include: try include.map { try RulePattern(parsing: $0) }, exclude: try exclude.map { try RulePattern(parsing: $0) })
    }

    static func events(seenBy spy: Spy, suite: SuiteProfile?) throws -> Int {
        let path = EngineSupport.packageRoot.appendingPathComponent("Captures/sample-du-ru-cu.pcapng").path
        let run = ConformanceRun(configuration: RunConfiguration(suite: suite), extraCheckers: [spy])
        let reader = try CaptureReader(path: path)
        while let record = reader.next() { run.feed(record) }
        _ = run.finish()
        return spy.seen
    }

    @Test("a checker whose rules are all left out sees no event; one with a selected rule, or with no rule, sees them")
    func unselectedCheckerSeesNothing() throws {
        let selected = try Self.events(seenBy: Spy(judging: [Spy.rule]), suite: nil)
        #expect(selected > 0)
        #expect(try Self.events(seenBy: Spy(judging: [Spy.rule]), suite: Self.suite("no spy", exclude: ["T-SPY"])) == 0)
        #expect(try Self.events(seenBy: Spy(judging: [Spy.rule]), suite: Self.suite("others", include: ["FH-*"])) == 0)
        // a custom observer declaring no rule is not a checker with its rules left out
        #expect(try Self.events(seenBy: Spy(judging: []), suite: Self.suite("none", exclude: ["*"])) == selected)
    }

    @Test("which built-in checkers a suite leaves out: those with no selected rule that report nothing beyond their rules")
    func builtInCheckersLeftOut() throws {
        let run = ConformanceRun(configuration: RunConfiguration(suite: try Self.suite("F1AP only", include: ["F1-*"])))
        let recorder = run.recorder
        let dispatched = Set(run.checkers.filter { ConformanceRun.isDispatched($0, recorder) }.map { "\(type(of: $0))" })
        // report sections, the checker feeding one, and the checker of the selected rules
        for name in ["DelayWindowChecker", "OneWayDelayChecker", "UEBearerChecker", "F1APChecker"] {
            #expect(dispatched.contains(name), "\(name) left out")
        }
        // no checker infers node roles any more, so the cross-plane and ack/nack checkers are left out too
        for name in ["SequenceChecker", "UPlaneSizeChecker", "BFPExponentChecker", "CapabilityChecker", "EthernetChecker", "PlaneOrderChecker",
                     "CrossPlaneChecker", "AckNackChecker"] {
            #expect(!dispatched.contains(name), "\(name) shown events with none of its rules selected")
        }
    }

    /// The suites the equivalence runs under: none, every rule, the repository's fronthaul suite's
    /// selection, one family at a time, and seeded random mixes of rule ids and families.
    static func suites() throws -> [SuiteProfile?] {
        var out: [SuiteProfile?] = [nil, try suite("none", exclude: ["*"]), try suite("fronthaul-basic", include: ["FH-*", "SP-*"])]
        for family in ["F1-*", "FH-XP-*", "FH-T-*", "FH-ETH-*", "XP-*", "UE-*", "FH-UP-*", "FH-CS-*"] {
            out.append(try suite(family, include: [family]))
        }
        out.append(try suite("not F1-*", exclude: ["F1-*"]))
        out.append(try suite("not FH-XP-*", exclude: ["FH-XP-*"]))
        let ids = RuleCatalog.rules.map(\.id.rawValue)
        var random = SeededRandom(seed: FuzzSeed.value(default: 0x5E1EC7))
        let count = Int(ProcessInfo.processInfo.environment["RANCONFORM_FUZZ_COUNT"] ?? "") ?? 4
        for n in 0..<count {
            var picked: [String] = []
            for _ in 0..<(1 + Int(random.next() % 8)) { picked.append(ids[Int(random.next() % UInt64(ids.count))]) }
            out.append(try suite("random \(n)", include: picked))
        }
        return out
    }

    @Test("leaving unselected checkers out changes no result: every capture, with and without its testbed, under many suites",
          arguments: V.subjects)
    func sameResults(_ subject: V.Subject) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: subject.path)))
        for base in [RunConfiguration(), try V.configuration(subject)] {
            for suite in try Self.suites() {
                var configuration = base
                if let suite { configuration.suite = suite }
                let reference = try Self.results(bytes, subject.name, configuration, dispatchesUnselected: true)
                let gated = try Self.results(bytes, subject.name, configuration, dispatchesUnselected: false)
                #expect(gated == reference, "\(subject.name), suite \(suite?.name ?? "testbed's"): results differ")
            }
        }
    }

    static func results(_ bytes: [UInt8], _ name: String, _ configuration: RunConfiguration, dispatchesUnselected: Bool) throws -> String {
        let reader = try CaptureReader(bytes: bytes, name: name)
        let run = ConformanceRun(configuration: configuration, dispatchesUnselected: dispatchesUnselected)
        while let record = reader.next() { run.feed(record) }
        let results = run.finish()
        return results.renderJSON() + results.renderText()
    }
}
