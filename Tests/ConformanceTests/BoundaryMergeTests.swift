import CaptureIO
@testable import Conformance
import Foundation
import Synth
import Testing
import WireCore

/// ``BoundaryMerge`` against the single run: a capture split at random frames into parts, each
/// checked from nothing (``ConformanceRun/checkPart(_:configuration:head:)``: its head's frames,
/// its states at its snapshot and end, its reports after its snapshot), then merged, must give
/// exactly the single run's results (`check --json`: every verdict, count, finding and timing
/// histogram). A part whose join is refused is checked again whole in the merge; how many parts
/// joined is printed, and in the long scenarios some must.
@Suite struct BoundaryMergeTests {
    /// Splits per capture and part count (`RANCONFORM_BOUNDARY_CUTS` for more).
    static let splits = ProcessInfo.processInfo.environment["RANCONFORM_BOUNDARY_CUTS"].flatMap(Int.init) ?? 1

    /// `check --json` and the report charts' traffic (message rates per flow, the F1AP ladder).
    static func resultsJSON(_ results: RunResults) -> String { results.renderJSON() + "\n" + results.trafficJSON().compactText() }

    static func records(_ frames: [CaptureVariants.Frame], _ range: Range<Int>) -> [CaptureRecord] {
        range.map { i in
            let f = frames[i]
            return CaptureRecord(frameNumber: i + 1, timestampNanoseconds: f.time, capturedLength: f.bytes.count, originalLength: f.originalLength,
                                 linkType: f.linkType, bytes: f.bytes[...])
        }
    }

    /// Splits `frames` `splits` times into `parts` parts at random frames and merges them; returns
    /// how many parts joined (the rest were checked again whole).
    static func expectMergesHold(_ name: String, _ frames: [CaptureVariants.Frame], configuration: RunConfiguration, parts: Int, head: Int64,
                                 splits: Int, seed: UInt64, threads: Int = 1) -> (joined: Int, checkedAgain: [String], laterJoined: Int) {
        expectMergesHold(name, records: records(frames, 0..<frames.count), configuration: configuration, parts: parts, head: head, splits: splits,
                         seed: seed, threads: threads)
    }

    /// ``expectMergesHold(_:_:configuration:parts:head:splits:seed:threads:)`` for a capture's
    /// records (numbered from 1, each holding its own octets); `fixedCuts`: splits (each the
    /// indices of the frames that begin a part after the first) made before the random ones.
    static func expectMergesHold(_ name: String, records frames: [CaptureRecord], configuration: RunConfiguration, parts: Int, head: Int64,
                                 splits: Int, seed: UInt64, threads: Int = 1, fixedCuts: [[Int]] = []) -> (joined: Int, checkedAgain: [String], laterJoined: Int) {
        var configuration = configuration
        configuration.findingCap = 100_000
        let single = ConformanceRun(configuration: configuration)
        for r in frames { single.feed(r) }
        let expected = Self.resultsJSON(single.finish())
        var generator = SplitMix64(seed: seed)
        var joined = 0, laterJoined = 0, checkedAgain: [String] = []
        for cuts in fixedCuts + (0..<splits).map({ _ in (0..<parts - 1).map { _ in Int.random(in: 1..<frames.count, using: &generator) }.sorted() }) {
            let bounds = [0] + cuts + [frames.count]
            let checked = zip(bounds, bounds.dropFirst()).filter { $0 < $1 }.map {
                ConformanceRun.checkPart(frames[$0..<$1], configuration: configuration, head: head)
            }
            do throws(BoundaryMerge.Failure) {
                // Each part is read when the merge reaches it, once, in capture order (so a merge
                // of many parts holds one at a time).
                var asked: [Int] = []
                let merged = try BoundaryMerge.merge(count: checked.count, part: { index in
                    asked.append(index)
                    return checked[index]
                }, configuration: configuration, threads: threads, problems: [], frames: { index, portion, body in
                    let part = checked[index]
                    let head = min(part.headFrameCount, part.frames.count)
                    for record in portion == .head ? part.frames[..<head] : part.frames[head...] { body(record) }
                }) { index, outcome in
                    if case .checkedAgain(let reason) = outcome { checkedAgain.append("split before frames \(cuts.map { $0 + 1 }), part \(index + 1): \(reason)") } else {
                        joined += 1
                        if index > 0 { laterJoined += 1 }
                    }
                    #expect(asked.last == index, "part \(index + 1) merged before it was read")
                }
                #expect(asked == Array(checked.indices), "parts read in the order \(asked)")
                let actual = Self.resultsJSON(merged)
                if actual != expected {
                    Issue.record("\(name) split before frames \(cuts.map { $0 + 1 }): the merged results differ\(BoundaryRestoreTests.firstDifference(actual, expected))")
                }
            } catch {
                Issue.record("\(name) split before frames \(cuts.map { $0 + 1 }): not merged: \(error)")
            }
        }
        // every part checked again, and why, with RANCONFORM_BOUNDARY_VERBOSE set
        if ProcessInfo.processInfo.environment["RANCONFORM_BOUNDARY_VERBOSE"] != nil { for c in checkedAgain { print("  checked again: \(c)") } }
        print("\(name), \(parts) parts, head \(head / 1_000_000) ms: \(joined) parts joined, \(checkedAgain.count) checked again\(checkedAgain.first.map { "; first: \($0)" } ?? "")")
        return (joined, checkedAgain, laterJoined)
    }

    /// Scenarios made 300 ms long, faults repeated every 400th message, split in 2 and 3 parts
    /// with heads of 130 ms (past every state's horizon, the PTP Announce interval included).
    @Test(arguments: ["fh-clean", "fh-fault-reorder", "fh-fault-drop", "fh-fault-duplicate", "fh-fault-seqid-jump", "fh-fault-early",
                      "fh-legal-seqid-permutation", "fh-clean-idle-acknack", "fh-fault-st8-late", "fh-fault-missing-ul-symbol",
                      "fh-fault-uplane-in-st0-idle", "fh-legal-fcs"])
    func longScenarios(_ name: String) throws {
        let (frames, configuration) = try ScenarioFrames.long(name, milliseconds: 300)
        var joined = 0
        for parts in [2, 3] {
            // 3 parts merged with two decode workers, 2 on one thread
            joined += Self.expectMergesHold(name, frames, configuration: configuration, parts: parts, head: 130_000_000, splits: Self.splits,
                                            seed: UInt64(name.utf8.count * 7 + parts), threads: parts).joined
        }
        #expect(joined > 0, "\(name): no part joined")
    }

    /// A long fronthaul scenario written as a two-port tap writes it (one interface per direction,
    /// in runs of 64 frames of one interface, up to 5 ms apart) and as two capture points write
    /// it (every frame again 3 µs later on a second interface, with or without frames of the
    /// second point alone): the frames a part holds for time order at its end are checked among
    /// the next part's, and the copies it remembers find theirs there, as in the single run.
    /// Parts past their heads join (before, every part of a capture of several interfaces was
    /// checked again whole): a two-port tap's with a one-way delay Request the part holds open
    /// whose Response the file wrote before the cut; two points' beginning with copies whose
    /// originals are in the part before.
    @Test(arguments: ["fh-clean", "fh-fault-reorder", "fh-fault-duplicate"])
    func twoInterfaceCaptures(_ name: String) throws {
        let (frames, configuration) = try ScenarioFrames.long(name, milliseconds: 300)
        var points = PcapngWriter()
        let ids = [points.addInterface(linkType: .ethernet, snapLength: 0), points.addInterface(linkType: .ethernet, snapLength: 0)]
        // Every frame again 3 µs later at the second point; and every 5 ms a frame of another
        // protocol (IEEE 802 local experimental EtherType 0x88B5) at the second point only, so
        // the single run judges that point's interface too (its FCS detection is settled in
        // every run) without measuring anything a copy would.
        var written = frames.indices.flatMap { i in [(frames[i].bytes, frames[i].originalLength, frames[i].time, 0, i), (frames[i].bytes, frames[i].originalLength, frames[i].time + 3_000, 1, i)] }
        let other: [UInt8] = [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x02, 0, 0, 0, 0, 0x99, 0x88, 0xB5] + [UInt8](repeating: 0, count: 46)
        let start = frames.map(\.time).min() ?? 0, end = frames.map(\.time).max() ?? 0
        for (k, time) in stride(from: start + 1_000, to: end, by: 5_000_000).enumerated() { written.append((other, other.count, time, 1, frames.count + k)) }
        written.sort { ($0.2, $0.3, $0.4) < ($1.2, $1.3, $1.4) }
        // The same without the second point's own frames: its interface carries copies only, so
        // the single run never judges its FCS, while a part judges the copies it begins with.
        var copiesOnly = PcapngWriter()
        for _ in ids { _ = copiesOnly.addInterface(linkType: .ethernet, snapLength: 0) }
        for (bytes, length, time, point, _) in written {
            try points.write(bytes, timestampNanoseconds: time, originalLength: length, interfaceID: ids[point])
            if bytes != other { try copiesOnly.write(bytes, timestampNanoseconds: time, originalLength: length, interfaceID: ids[point]) }
        }
        for (variant, bytes) in [("two-port tap", try InterfaceTimeOrderTests.twoTaps(frames, run: 64, skew: 5_000_000)), ("two capture points", points.bytes),
                                 ("two capture points, copies only", copiesOnly.bytes)] {
            let reader = try CaptureReader(bytes: bytes)
            var records: [CaptureRecord] = []
            while let r = reader.next() {
                var own = r
                own.bytes = ArraySlice(Array(r.bytes))
                records.append(own)
            }
            #expect(records.count == (variant == "two-port tap" ? frames.count : variant == "two capture points" ? written.count : 2 * frames.count))
            #expect(records.allSatisfy { $0.sectionInterfaces == 2 })
            // two parts cut after a third, two fifths and half of the frames (the second part
            // longer than its head), and at random frames
            let n = records.count
            let joined = Self.expectMergesHold("\(name), \(variant)", records: records, configuration: configuration, parts: 2, head: 130_000_000,
                                               splits: Self.splits, seed: UInt64(name.utf8.count * 5), threads: 2,
                                               fixedCuts: [[n / 3], [2 * n / 5], [n / 2]]).laterJoined
            // A part of a capture from two points begins with copies whose originals are in the
            // part before: judged there as originals, what they measure stays in the part's
            // head, which the join leaves to the replay (extremes, first frames, counts); so such
            // parts join too, and their merge must still equal the single run.
            // The three fixed cuts leave second parts longer than their heads: each joins.
            #expect(joined >= 3, "\(name), \(variant): \(joined) later parts joined")
        }
    }

    /// The committed fronthaul captures (10–200 ms), split in 2 and 7 parts with heads of 5 ms:
    /// most parts are all head or checked again; every merge must equal the single run.
    @Test(arguments: BoundaryJoinTests.fronthaulSubjects)
    func committedCaptures(_ subject: CaptureVariants.Subject) throws {
        let frames = try CaptureVariants.frames(subject.path)
        guard frames.count > 10 else { return }
        for parts in [2, 7] {
            _ = Self.expectMergesHold(subject.name, frames, configuration: try CaptureVariants.configuration(subject), parts: parts, head: 5_000_000,
                                      splits: Self.splits, seed: UInt64(frames.count + parts))
        }
    }
}
