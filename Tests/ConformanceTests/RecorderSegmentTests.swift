@testable import Conformance
import Foundation
import Profiles
import Testing
import TestSupport
import WireCore

/// ``RecorderSegment``: the reports of a run cut into consecutive parts, each made into its own
/// recorder (whose nodes are numbered in the order that part meets them), give, absorbed in
/// order, the same results as one recorder given every report.
@Suite struct RecorderSegmentTests {
    /// One report a checker makes.
    enum Report {
        case evaluated(rule: Int, node: Int, count: Int)
        case violation(rule: Int, node: Int, Violation)
        case countViolation(rule: Int, node: Int, Finding.Severity?)
        case inconclusive(rule: Int, node: Int, count: Int, reason: String?)
        case notApplicable(rule: Int, node: Int, count: Int, reason: String)
        case measure(rule: Int, node: Int, name: String, value: Double, unit: String)
    }

    static let ruleIDs = ["T-A", "T-B", "T-C", "T-FLOWS"]
    static let nodeNames = (0..<70).map { "node-\($0)" }

    static let testbed: TestbedProfile = {
        func pattern(_ text: String) -> RulePattern { try! RulePattern(parsing: text) }
        return TestbedProfile(name: "segments", nodes: [], waivers: [
            Waiver(rule: pattern("T-B"), reason: "known B on node-3", node: "node-3"),
            Waiver(rule: pattern("T-C"), reason: "expired C", expires: CalendarDate(year: 2020, month: 1, day: 1)),
            Waiver(rule: pattern("T-C"), reason: "flow-scoped C", flow: "f1"),
        ] + (0..<6).map { Waiver(rule: pattern("T-A"), reason: "A on flow f\($0)", flow: "f\($0)") })
    }()

    /// Six waivers of T-A (one per flow f0 … f5, each its own reason: more than the four reasons
    /// a tally keeps), one of T-B scoped to a node, an expired one and a flow-scoped one of T-C.
    ///
    /// A recorder with the test's rules, whose nodes are `order` (names) in that order.
    static func recorder(nodes order: [String], findingCap: Int, waivers: Bool) -> RuleRecorder {
        var nodes = NodeDirectory(testbed: nil)
        for name in order { nodes.adopt(NodeInfo(name: name)) }
        var recorder = RuleRecorder(nodes: nodes, environment: RuleEnvironment(hasTestbed: waivers, hasFlows: false),
                                    testbed: waivers ? testbed : nil, suite: nil, findingCap: findingCap)
        recorder.waiverDate = CalendarDate(year: 2026, month: 6, day: 1)
        for id in ruleIDs {
            _ = recorder.register(RuleSpec(RuleID(id), "test rule \(id)", clause: SpecClause(text: "test"), area: .fronthaul,
                                           requires: id == "T-FLOWS" ? .flows : .none))
        }
        recorder.skip(2, reason: "a reason for T-C's skip")
        return recorder
    }

    static func apply(_ report: Report, to recorder: inout RuleRecorder, nodeIndex: (Int) -> Int) {
        switch report {
        case .evaluated(let rule, let node, let count): recorder.evaluated(rule, node: nodeIndex(node), count: count)
        case .violation(let rule, let node, let v): recorder.violation(rule, node: nodeIndex(node), v)
        case .countViolation(let rule, let node, let severity): recorder.countViolation(rule, node: nodeIndex(node), severity: severity)
        case .inconclusive(let rule, let node, let count, let reason): recorder.inconclusive(rule, node: nodeIndex(node), count: count, reason: reason)
        case .notApplicable(let rule, let node, let count, let reason): recorder.notApplicable(rule, node: nodeIndex(node), count: count, reason: reason)
        case .measure(let rule, let node, let name, let value, let unit): recorder.measure(rule, node: nodeIndex(node), name, value, unit: unit)
        }
    }

    static func node(of report: Report) -> Int {
        switch report {
        case .evaluated(_, let n, _), .violation(_, let n, _), .countViolation(_, let n, _), .inconclusive(_, let n, _, _),
            .notApplicable(_, let n, _, _), .measure(_, let n, _, _, _):
            n
        }
    }

    static func reports(count: Int, nodes: Int, _ random: inout SeededRandom) -> [Report] {
        (0..<count).map { _ in
            let rule = Int.random(in: 0..<ruleIDs.count, using: &random)
            let node = Int.random(in: 0..<nodes, using: &random)
            let frame = Int.random(in: 1...100_000, using: &random)
            switch Int.random(in: 0..<12, using: &random) {
            case 0...3: return .evaluated(rule: rule, node: node, count: Int.random(in: 1...3, using: &random))
            case 4, 5:
                let severity: Finding.Severity? = [nil, .note, .warning, .error][Int.random(in: 0...3, using: &random)]
                return .violation(rule: rule, node: node, Violation("violation at \(frame)", frames: [frame], fieldPath: "f.\(frame % 7)",
                                                                    severity: severity, flow: "f\(frame % 8)"))
            case 6: return .countViolation(rule: rule, node: node, [nil, .warning, .error][Int.random(in: 0...2, using: &random)])
            case 7, 8:
                return .inconclusive(rule: rule, node: node, count: Int.random(in: 1...2, using: &random),
                                     reason: Bool.random(using: &random) ? "reason \(frame % 5)" : nil)
            case 9: return .notApplicable(rule: rule, node: node, count: 1, reason: "not applicable \(frame % 4)")
            default:
                // latencies that are no exact binary fractions: their Double sum depends on the order
                return .measure(rule: rule, node: node, name: ["latency", "delay"][frame % 2], value: Double(frame) / 1e6 + 0.1, unit: "ms")
            }
        }
    }

    /// `reports` cut at `cuts` (sorted offsets), each part into its own recorder, absorbed in order.
    static func merged(_ reports: [Report], cuts: [Int], findingCap: Int, waivers: Bool) throws -> RuleRecorder {
        let bounds = [0] + cuts + [reports.count]
        let parts = zip(bounds, bounds.dropFirst()).map { reports[$0..<$1] }
        // the whole run's node order: the order the reports first name them
        var global: [String] = []
        var segments: [RecorderSegment] = []
        for part in parts {
            var order: [String] = []
            for report in part {
                let name = nodeNames[node(of: report)]
                if !order.contains(name) { order.append(name) }
                if !global.contains(name) { global.append(name) }
            }
            var recorder = recorder(nodes: order, findingCap: findingCap, waivers: waivers)
            for report in part { apply(report, to: &recorder) { order.firstIndex(of: nodeNames[$0])! } }
            segments.append(recorder.segment())
        }
        var whole = recorder(nodes: global, findingCap: findingCap, waivers: waivers)
        for segment in segments { try whole.absorb(segment) }
        return whole
    }

    static func single(_ reports: [Report], findingCap: Int, waivers: Bool) -> RuleRecorder {
        var global: [String] = []
        for report in reports where !global.contains(nodeNames[node(of: report)]) { global.append(nodeNames[node(of: report)]) }
        var recorder = recorder(nodes: global, findingCap: findingCap, waivers: waivers)
        for report in reports { apply(report, to: &recorder) { global.firstIndex(of: nodeNames[$0])! } }
        return recorder
    }

    @Test(arguments: [false, true]) func partsAbsorbedInOrderGiveTheSingleRecorder(waivers: Bool) throws {
        var random = SeededRandom(seed: FuzzSeed.value(default: waivers ? 0x5E6_3E47 : 0x5E6_0000))
        let runs = Int(ProcessInfo.processInfo.environment["RANCONFORM_FUZZ_COUNT"] ?? "") ?? 300
        for run in 0..<runs {
            // nodes on both sides of 64 (the recorder counts those below 64 apart)
            let nodes = run % 3 == 0 ? 70 : Int.random(in: 1...8, using: &random)
            let reports = Self.reports(count: Int.random(in: 0...400, using: &random), nodes: nodes, &random)
            let cap = Int.random(in: 1...6, using: &random)
            let cuts = (0..<Int.random(in: 0...15, using: &random)).map { _ in Int.random(in: 0...reports.count, using: &random) }.sorted()
            let single = Self.single(reports, findingCap: cap, waivers: waivers)
            let merged = try Self.merged(reports, cuts: cuts, findingCap: cap, waivers: waivers)
            let expected = ConformanceRun.results(single), found = ConformanceRun.results(merged)
            #expect(found == expected, "run \(run): \(cuts.count) cuts")
            #expect(merged.waiverOutcomes() == single.waiverOutcomes(), "run \(run)")
            #expect(merged.segment() == single.segment(), "run \(run)")
            if found != expected { return }
        }
    }

    /// The merge reads each measurement's exact sum: a plain `Double` sum would differ in its last
    /// bits between the whole and the parts for some of these.
    @Test func measurementMeansAreTheSameBits() throws {
        // (0.1 + 0.2) + 0.3 = 0.6000000000000001, 0.1 + (0.2 + 0.3) = 0.6: the check has teeth
        let values = [0.1, 0.2, 0.3]
        #expect((values[0] + values[1]) + values[2] != values[0] + (values[1] + values[2]))
        let reports = values.map { Report.measure(rule: 0, node: 0, name: "latency", value: $0, unit: "ms") }
        let single = Self.single(reports, findingCap: 4, waivers: false)
        let merged = try Self.merged(reports, cuts: [1], findingCap: 4, waivers: false)
        let a = try #require(ConformanceRun.results(single).first { $0.rule == "T-A" }?.measurements.first)
        let b = try #require(ConformanceRun.results(merged).first { $0.rule == "T-A" }?.measurements.first)
        #expect(a.mean.bitPattern == b.mean.bitPattern)
        #expect(a == b)
        // the exact sum 0.60000000000000000555… rounds to 0.6
        #expect(a.sum == 0.6)
    }

    @Test func segmentsOfOtherRunsAreRefused() throws {
        var part = Self.recorder(nodes: ["node-1"], findingCap: 4, waivers: false)
        part.evaluated(0, node: 0)
        let segment = part.segment()
        var unknownNode = Self.recorder(nodes: ["node-2"], findingCap: 4, waivers: false)
        #expect(throws: RecorderSegment.AbsorbError.unknownNode("node-1")) { try unknownNode.absorb(segment) }
        var renamed = segment
        renamed.rows[0].rule = "T-NONE"
        var run = Self.recorder(nodes: ["node-1"], findingCap: 4, waivers: false)
        #expect(throws: RecorderSegment.AbsorbError.unknownRule("T-NONE")) { try run.absorb(renamed) }
        var skipped = segment
        skipped.rows[0].skipReason = "skipped in that part"
        #expect(throws: RecorderSegment.AbsorbError.applicabilityDiffers(rule: "T-A", node: "node-1")) { try run.absorb(skipped) }
        var waivers = segment
        waivers.waiverApplied = [1]
        #expect(throws: RecorderSegment.AbsorbError.waiverCount(expected: 0, found: 1)) { try run.absorb(waivers) }
        // nothing was counted by the refused segments
        #expect(run.segment().rows.allSatisfy { $0.evaluated == 0 })
    }
}
