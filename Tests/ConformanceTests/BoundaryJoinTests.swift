import CaptureIO
@testable import Conformance
import Foundation
import Synth
import Testing
import WireCore

/// ``BoundaryJoin`` against the single run (Design "Parts checked apart, joined at their
/// boundaries"): a capture is cut at a random frame; the part after the cut is checked from
/// nothing, and each component's state at the part's snapshot (the first frame a head's length
/// after the cut) and at its end is joined to the single run's state at the snapshot. Whenever
/// the join accepts the part, the joined state must be the single run's at the end, and what the
/// part reported under the component's rules after its snapshot what the single run reported
/// after the same frame. A part the join refuses proves nothing either way (the merge replays it);
/// how many are accepted is printed, and for the long captures some must be.
@Suite struct BoundaryJoinTests {
    /// Cuts per committed capture and per long scenario (`RANCONFORM_BOUNDARY_CUTS` for more of both).
    static let cuts = ProcessInfo.processInfo.environment["RANCONFORM_BOUNDARY_CUTS"].flatMap(Int.init) ?? 4
    static let longCuts = ProcessInfo.processInfo.environment["RANCONFORM_BOUNDARY_CUTS"].flatMap(Int.init) ?? 2

    struct Snapshot {
        var states: [String: BoundaryState]
        /// Each component's rows (its rules, by node name).
        var rows: [String: [RecorderSegment.Row]]
    }

    /// The rule ids of each exporting component of `run`.
    static func rules(_ run: ConformanceRun) -> [String: Set<String>] {
        var out: [String: Set<String>] = [:]
        for checker in run.checkers {
            guard let component = checker as? any BoundaryStateExporting else { continue }
            out[component.boundaryName] = Set(checker.specs.map(\.id.rawValue))
        }
        return out
    }

    static func snapshot(_ run: ConformanceRun, part: Bool, frameBase: Int) -> Snapshot {
        let states = part ? run.takeBoundarySnapshot(frameBase: frameBase) : run.boundaryStates(frameBase: frameBase)
        let rows = run.recorder.segment().rows
        return Snapshot(states: states, rows: rules(run).mapValues { ids in rows.filter { ids.contains($0.rule) } })
    }

    /// Feeds `frames[range]`, numbered on from `firstNumber` (1 for a part that knows nothing of
    /// the capture before it; `range.lowerBound + 1` as in the whole capture), taking the states
    /// before each frame of `snapshots` and at the end (before `finish`), each counting frames from
    /// the frame a snapshot is taken at.
    static func run(_ frames: [CaptureVariants.Frame], _ range: Range<Int>, snapshots: Set<Int>, configuration: RunConfiguration, part: Bool,
                    firstNumber: Int? = nil) -> (snapshots: [Int: Snapshot], end: [Int: Snapshot]) {
        let run = ConformanceRun(configuration: configuration)
        let first = firstNumber ?? range.lowerBound + 1
        func number(_ index: Int) -> Int { index - range.lowerBound + first }
        var taken: [Int: Snapshot] = [:]
        for index in range {
            if snapshots.contains(index) { taken[index] = snapshot(run, part: part, frameBase: number(index)) }
            let f = frames[index]
            run.feed(CaptureRecord(frameNumber: number(index), timestampNanoseconds: f.time, capturedLength: f.bytes.count,
                                   originalLength: f.originalLength, linkType: f.linkType, bytes: f.bytes[...]))
        }
        var end: [Int: Snapshot] = [:]
        for index in snapshots { end[index] = snapshot(run, part: false, frameBase: number(index)) }
        return (taken, end)
    }

    /// Counts and findings reported between two snapshots of one run, by rule and node.
    static func reported(from a: [RecorderSegment.Row], to b: [RecorderSegment.Row]) -> [String: [String]] {
        var out: [String: [String]] = [:]
        for row in b {
            let before = a.first { $0.rule == row.rule && $0.node == row.node }
            let counts = [row.evaluated - (before?.evaluated ?? 0), row.violations - (before?.violations ?? 0),
                          row.inconclusive - (before?.inconclusive ?? 0), row.notApplicable - (before?.notApplicable ?? 0)]
            let findings = row.findings.dropFirst(before?.findings.count ?? 0).map { "\($0.frames) \($0.message)" }
            if counts.allSatisfy({ $0 == 0 }) && findings.isEmpty { continue }
            out["\(row.rule) \(row.node)"] = counts.map(String.init) + findings
        }
        return out
    }

    struct Outcome {
        var accepted = 0
        var refused: [String] = []
    }

    /// Cuts `frames` at `cuts` random frames and checks every join; returns what each component's joins gave.
    static func expectJoinsHold(_ name: String, _ frames: [CaptureVariants.Frame], configuration: RunConfiguration, heads: [Int64],
                                cutsBefore limit: Int? = nil, cuts: Int = Self.cuts, seed: UInt64) -> [String: Outcome] {
        var configuration = configuration
        configuration.findingCap = 100_000
        var generator = SplitMix64(seed: seed)
        var plans: [(cut: Int, head: Int64, snapshot: Int)] = []
        for _ in 0..<cuts {
            let cut = Int.random(in: 1..<max(2, limit ?? frames.count - 10), using: &generator)
            let head = heads[Int.random(in: heads.indices, using: &generator)]
            guard let snapshot = frames.indices.first(where: { $0 > cut && frames[$0].time >= frames[cut].time + head }) else { continue }
            plans.append((cut, head, snapshot))
        }
        let single = run(frames, 0..<frames.count, snapshots: Set(plans.map(\.snapshot)), configuration: configuration, part: false)
        var outcomes: [String: Outcome] = [:]
        for plan in plans {
            let part = run(frames, plan.cut..<frames.count, snapshots: [plan.snapshot], configuration: configuration, part: true)
            guard let earlierAll = single.snapshots[plan.snapshot], let ownAll = part.snapshots[plan.snapshot],
                  let singleEnd = single.end[plan.snapshot], let partEnd = part.end[plan.snapshot] else { continue }
            // The states do not depend on how frames are numbered: the part numbered from 1 writes
            // the same (frame numbers count from the snapshot frame).
            let local = run(frames, plan.cut..<frames.count, snapshots: [plan.snapshot], configuration: configuration, part: true, firstNumber: 1)
            for (component, state) in ownAll.states where local.snapshots[plan.snapshot]?.states[component] != state {
                Issue.record("\(name) cut before frame \(plan.cut + 1): \(component)'s state at the snapshot depends on the frames' numbering")
            }
            for (component, state) in partEnd.states where local.end[plan.snapshot]?.states[component] != state {
                Issue.record("\(name) cut before frame \(plan.cut + 1): \(component)'s state at the end depends on the frames' numbering")
            }
            for (component, earlier) in earlierAll.states.sorted(by: { $0.key < $1.key }) {
                guard let own = ownAll.states[component], let end = partEnd.states[component] else {
                    Issue.record("\(name): \(component) has no state in the part")
                    continue
                }
                let at = "\(name) cut before frame \(plan.cut + 1), head \(plan.head / 1000) µs, \(component)"
                do throws(BoundaryJoin.Mismatch) {
                    let joined = try BoundaryJoin.join(earlier: earlier, snapshot: own, end: end)
                    outcomes[component, default: Outcome()].accepted += 1
                    #expect(joined == singleEnd.states[component], "\(at): the joined state differs from the single run's")
                    #expect(reported(from: ownAll.rows[component] ?? [], to: partEnd.rows[component] ?? [])
                            == reported(from: earlierAll.rows[component] ?? [], to: singleEnd.rows[component] ?? []),
                            "\(at): the part's reports after its snapshot differ from the single run's")
                } catch {
                    let key = error.key ?? ""
                    let a = earlier[error.table]?.entries[key]?.value.compactText() ?? "-", b = own[error.table]?.entries[key]?.value.compactText() ?? "-"
                    outcomes[component, default: Outcome()].refused.append("frame \(plan.cut + 1) +\(plan.head / 1000) µs: \(error) [run \(a)] [part \(b)]")
                }
            }
        }
        for (component, o) in outcomes.sorted(by: { $0.key < $1.key }) {
            print("\(name) \(component): \(o.accepted) joined, \(o.refused.count) refused\(o.refused.first.map { " (first: \($0))" } ?? "")")
        }
        return outcomes
    }

    static var fronthaulSubjects: [CaptureVariants.Subject] {
        CaptureVariants.subjects.filter { !$0.name.hasPrefix("f1ap") && $0.name != "gowireshark_f1ap" }
    }

    /// The committed captures (10–200 ms): heads of 3 to 6 ms, shorter than the slowest states
    /// (FH-XP-ORDER's 100 ms), so many parts are refused; none accepted may be wrong.
    @Test(arguments: fronthaulSubjects)
    func committedCaptures(_ subject: CaptureVariants.Subject) throws {
        let frames = try CaptureVariants.frames(subject.path)
        guard frames.count > 20 else { return }
        _ = Self.expectJoinsHold(subject.name, frames, configuration: try CaptureVariants.configuration(subject),
                                 heads: [3_000_000, 4_000_000, 6_000_000], seed: UInt64(frames.count) &* 0x9E37_79B9)
    }

    /// Scenarios of `Profiles/scenarios` made 250 ms long, each fault repeated every 400th
    /// message it targets (so faults fall after the snapshots too), cut in their first 130 ms,
    /// with heads past every state's horizon: each component joins at least once.
    @Test(arguments: ["fh-clean", "fh-fault-reorder", "fh-fault-drop", "fh-fault-duplicate", "fh-fault-seqid-jump", "fh-fault-early",
                      "fh-fault-uplane-split-mid-prb", "fh-legal-seqid-permutation", "fh-clean-idle-acknack", "fh-fault-st8-late",
                      "fh-fault-uplane-in-st0-idle", "fh-fault-missing-ul-symbol", "fh-fault-oversize-uplane", "fh-legal-fcs"])
    func longScenarios(_ name: String) throws {
        let (frames, configuration) = try ScenarioFrames.long(name, milliseconds: 250)
        let early = frames.prefix { $0.time < frames[0].time + 130_000_000 }.count
        let outcomes = Self.expectJoinsHold(name, frames, configuration: configuration, heads: [110_000_000, 115_000_000],
                                            cutsBefore: early, cuts: Self.longCuts, seed: UInt64(name.utf8.count) &+ UInt64(early))
        #expect(outcomes.count >= 12, "\(name): \(outcomes.keys.sorted())")
        for (component, outcome) in outcomes {
            #expect(outcome.accepted > 0, "\(name): no part joined for \(component): \(outcome.refused.first ?? "no cut")")
        }
    }
}
