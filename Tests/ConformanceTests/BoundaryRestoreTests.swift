import CaptureIO
@testable import Conformance
import Foundation
import Synth
import Testing
import WireCore

/// ``BoundaryStateRestoring`` against the single run (Design "Parts checked apart, joined at
/// their boundaries"): a run stopped at a random frame takes over its own ``BoundaryState``s
/// (every component's state replaced by what it wrote) and goes on. What it reports, to the end
/// and at the end (`check --json`, every rule, finding and count), and each component's state
/// before `finish`, must be the run's that never stopped: a state leaves out only what no later
/// judgement reads, and a restore makes the rest again. The merge of a split capture relies on
/// this to go on from the states joined across parts. So that a restore cannot pass by leaving
/// the state as it was, the run first takes over its state of an earlier frame and must read it
/// back as restored; and a new run that saw nothing before the stop, restored, must report after
/// it (to the end and at the end) what the straight run reported after it.
@Suite struct BoundaryRestoreTests {
    /// Restore points per capture (`RANCONFORM_BOUNDARY_CUTS` for more).
    static let cuts = ProcessInfo.processInfo.environment["RANCONFORM_BOUNDARY_CUTS"].flatMap(Int.init) ?? 3

    static func feed(_ run: ConformanceRun, _ frames: [CaptureVariants.Frame], _ range: Range<Int>) {
        for index in range {
            let f = frames[index]
            run.feed(CaptureRecord(frameNumber: index + 1, timestampNanoseconds: f.time, capturedLength: f.bytes.count,
                                   originalLength: f.originalLength, linkType: f.linkType, bytes: f.bytes[...]))
        }
    }

    /// Checks `frames` once straight through and once restored at each of `cuts` random frames.
    static func expectRestoresHold(_ name: String, _ frames: [CaptureVariants.Frame], configuration: RunConfiguration, seed: UInt64) throws {
        var configuration = configuration
        configuration.findingCap = 100_000
        var generator = SplitMix64(seed: seed)
        let planned = (0..<cuts).map { _ in Int.random(in: 2..<frames.count, using: &generator) }
        // The straight run, with its reports at each cut and its states at the end counted from each cut.
        let straight = ConformanceRun(configuration: configuration)
        var rowsAtCut: [Int: [RecorderSegment.Row]] = [:]
        for index in 0..<frames.count {
            if planned.contains(index) { rowsAtCut[index] = straight.recorder.segment().rows }
            feed(straight, frames, index..<index + 1)
        }
        let endStates = straight.boundaryStates()
        var endStatesFromCut: [Int: [String: BoundaryState]] = [:]
        for cut in planned { endStatesFromCut[cut] = straight.boundaryStates(frameBase: cut + 1) }
        let expected = BoundaryMergeTests.resultsJSON(straight.finish())
        let finalRows = straight.recorder.segment().rows
        var notRestored = 0
        defer { print("\(name): \(cuts - notRestored) of \(cuts) cuts restored (the others hold state a component does not write)") }
        for cut in planned {
            let earlier = cut / 2
            let run = ConformanceRun(configuration: configuration)
            feed(run, frames, 0..<earlier)
            // (frames counted from the next frame, as a part's snapshot would)
            let earlierStates = run.boundaryStates(frameBase: earlier + 1)
            feed(run, frames, earlier..<cut)
            let states = run.boundaryStates(frameBase: cut + 1)
            // A state with something a component does not write is not restored.
            if let unwritten = [earlierStates, states].lazy.compactMap(Self.unwritten).first {
                #expect(throws: BoundaryRestoreError.self, "\(name) restored before frame \(cut + 1): \(unwritten) was restored") {
                    if unwritten == Self.unwritten(earlierStates) {
                        try run.restoreBoundaryStates(earlierStates, frameBase: earlier + 1)
                    } else {
                        try run.restoreBoundaryStates(states, frameBase: cut + 1)
                    }
                }
                notRestored += 1
                continue
            }
            // The state of an earlier frame first, read back as restored (a restore that left
            // anything as it was would show here), then the run's own.
            try run.restoreBoundaryStates(earlierStates, frameBase: earlier + 1)
            for difference in Self.differences(run.boundaryStates(now: frames[earlier - 1].time, frameBase: earlier + 1), earlierStates) {
                Issue.record("\(name) restored before frame \(cut + 1) to frame \(earlier + 1): read back after the restore, \(difference)")
            }
            try run.restoreBoundaryStates(states, frameBase: cut + 1)
            for difference in Self.differences(run.boundaryStates(frameBase: cut + 1), states) {
                Issue.record("\(name) restored before frame \(cut + 1): read back after the restore, \(difference)")
            }
            // A run that saw nothing before the cut, restored, goes on as the straight run:
            // the same reports after the cut (to the end and at the end), the same state at the end.
            let fresh = ConformanceRun(configuration: configuration)
            try fresh.restoreBoundaryStates(states, frameBase: cut + 1)
            feed(fresh, frames, cut..<frames.count)
            for difference in Self.differences(fresh.boundaryStates(frameBase: cut + 1), endStatesFromCut[cut] ?? [:]) {
                Issue.record("\(name) restored into a new run before frame \(cut + 1): at the end, \(difference)")
            }
            _ = fresh.finish()
            let after = BoundaryJoinTests.reported(from: rowsAtCut[cut] ?? [], to: finalRows), own = BoundaryJoinTests.reported(from: [], to: fresh.recorder.segment().rows)
            for key in Set(after.keys).union(own.keys).sorted() where after[key] != own[key] {
                Issue.record("\(name) restored into a new run before frame \(cut + 1): \(key) reported \(own[key] ?? []) after the cut, the straight run \(after[key] ?? [])")
            }
            feed(run, frames, cut..<frames.count)
            for difference in Self.differences(run.boundaryStates(), endStates) {
                Issue.record("\(name) restored before frame \(cut + 1): at the end, \(difference)")
            }
            let actual = BoundaryMergeTests.resultsJSON(run.finish())
            if actual != expected {
                Issue.record("\(name) restored before frame \(cut + 1): the results differ from the straight run's\(Self.firstDifference(actual, expected))")
            }
        }
    }

    /// The first component holding state it does not write (``BoundaryTable/Kind/opaque``), if any.
    static func unwritten(_ states: [String: BoundaryState]) -> String? {
        states.sorted { $0.key < $1.key }.first { $0.value.tables.contains { $0.kind == .opaque && !$0.entries.isEmpty } }?.key
    }

    /// The first difference of each component's states (`restored` against `straight`).
    static func differences(_ restored: [String: BoundaryState], _ straight: [String: BoundaryState]) -> [String] {
        var out: [String] = []
        for (component, state) in straight.sorted(by: { $0.key < $1.key }) where restored[component] != state {
            guard let other = restored[component] else {
                out.append("\(component): no state")
                continue
            }
            for table in state.tables where other[table.name] != table {
                guard let mine = other[table.name] else {
                    out.append("\(component) \(table.name): no table")
                    continue
                }
                let key = Set(table.entries.keys).union(mine.entries.keys).sorted().first { table.entries[$0] != mine.entries[$0] }
                func text(_ e: BoundaryEntry?) -> String { e.map { $0.value.compactText() + " \($0.counts)" } ?? "-" }
                out.append("\(component) \(table.name)" + (key.map { " \($0): restored \(text(mine.entries[$0])), straight \(text(table.entries[$0]))" }
                    ?? ": flags differ (restored \(mine.reachedCapacity) \(mine.carriesPriorEntries), straight \(table.reachedCapacity) \(table.carriesPriorEntries))"))
            }
        }
        return out
    }

    /// Where two texts part first, with some context.
    static func firstDifference(_ a: String, _ b: String) -> String {
        guard a != b else { return "" }
        let x = Array(a.utf8), y = Array(b.utf8)
        let i = (0..<min(x.count, y.count)).first { x[$0] != y[$0] } ?? min(x.count, y.count)
        func around(_ s: [UInt8]) -> String { String(decoding: s[max(0, i - 120)..<min(s.count, i + 120)], as: UTF8.self) }
        return ": at byte \(i)\n restored: …\(around(x))…\n straight: …\(around(y))…"
    }

    @Test(arguments: BoundaryJoinTests.fronthaulSubjects)
    func committedCaptures(_ subject: CaptureVariants.Subject) throws {
        let frames = try CaptureVariants.frames(subject.path)
        guard frames.count > 2 else { return }
        try Self.expectRestoresHold(subject.name, frames, configuration: try CaptureVariants.configuration(subject), seed: UInt64(frames.count) &* 0x9E37_79B9 &+ 7)
    }

    /// Scenarios with every kind of fronthaul state held across a cut: reordered, lost and
    /// duplicated ids, late and missing UL answers, idle sections, ackNack requests, one-way
    /// delay exchanges.
    @Test(arguments: ["fh-fault-reorder", "fh-fault-drop", "fh-fault-duplicate", "fh-legal-seqid-permutation", "fh-clean-idle-acknack",
                      "fh-fault-st8-late", "fh-fault-missing-ul-symbol", "fh-fault-uplane-split-mid-prb"])
    func scenarios(_ name: String) throws {
        try Self.expectRestoresHold(name, scenario: ScenarioFrames.load(name))
    }

    /// ST8 answers later than the stale time of their requests (150 ms, every 40th request, over
    /// 400 ms): requests swept unanswered while the run goes on, and answers to none.
    @Test func requestsSweptUnanswered() throws {
        var scenario = try ScenarioFrames.load("fh-fault-st8-late")
        scenario.durationNanoseconds = 400_000_000
        scenario.fronthaul?.faults[0].at = []
        scenario.fronthaul?.faults[0].every = 40
        scenario.fronthaul?.faults[0].microseconds = 150_000
        try Self.expectRestoresHold("fh-fault-st8-late, 150 ms late", scenario: scenario)
    }

    /// PTP with sequence gaps (every 7th PTP message left out) and malformed messages (every
    /// 10th cut to 20 octets in the capture as sent), over 400 ms.
    @Test func ptpGapsAndMalformedMessages() throws {
        var scenario = try ScenarioFrames.load("fh-clean")
        scenario.durationNanoseconds = 400_000_000
        var frames: [CaptureVariants.Frame] = []
        var ptp = 0
        for var frame in ScenarioFrames.frames(scenario, seed: 5) {
            let bytes = frame.bytes
            let etherType = bytes.count > 18 ? (bytes[12] == 0x81 && bytes[13] == 0 ? Int(bytes[16]) << 8 | Int(bytes[17]) : Int(bytes[12]) << 8 | Int(bytes[13])) : 0
            if etherType == 0x88F7 {
                ptp += 1
                if ptp % 7 == 0 { continue }
                if ptp % 10 == 0 {
                    frame.bytes = Array(bytes.prefix(bytes[12] == 0x81 ? 38 : 34))
                    frame.originalLength = frame.bytes.count
                }
            }
            frames.append(frame)
        }
        #expect(ptp > 30, "\(ptp) PTP messages")
        try Self.expectRestoresHold("fh-clean with PTP gaps and malformed PTP", frames, configuration: RunConfiguration(testbed: scenario.testbed), seed: 77)
    }

    static func expectRestoresHold(_ name: String, scenario: Scenario) throws {
        try expectRestoresHold(name, ScenarioFrames.frames(scenario, seed: 3), configuration: RunConfiguration(testbed: scenario.testbed), seed: UInt64(name.utf8.count) &* 31)
    }
}
