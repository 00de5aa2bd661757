import CaptureIO
import WireCore

/// A part of a split capture as a part-state file of format version 2 carries it (Design
/// "Parts checked apart, joined at their boundaries"): how many of its frames are its head,
/// every component's state at its snapshot and at its end, and what it reported from its
/// snapshot on. A part shorter than its head is its frames alone.
public struct BoundaryPart: Sendable {
    /// The number of the snapshot frame (the first after the head), nil for a part that is all head.
    public var snapshotFrame: Int?
    /// Frames before the snapshot frame (all of the part's when it is all head).
    public var headFrameCount = 0
    /// The number of the part's last frame (0 for a part without frames).
    public var lastFrame = 0
    public var snapshot: [String: BoundaryState] = [:]
    public var end: [String: BoundaryState] = [:]
    /// What the part reported from its snapshot to its end (before `finish`).
    public var segment = RecorderSegment()
    /// What the part reported before its snapshot: the first part's head reports, which no
    /// earlier part can change.
    public var headSegment: RecorderSegment?
    /// The part's frames, numbered as in the whole capture, when kept in memory
    /// (``ConformanceRun/checkPart(_:configuration:head:)``); a part read from a file leaves
    /// them to ``BoundaryMerge/merge(_:configuration:frames:onPart:)``'s `frames`.
    public var frames: [CaptureRecord] = []

    public init() {}
}

/// Takes a part's boundary while the part is checked: its states at the snapshot frame, the
/// first `head` after its first frame, and at its end, and its reports from the snapshot on.
/// The run's results are those of the part checked alone: at the end the run's recorder holds
/// the head's reports and the segment's again (``RecorderSegment``: absorbed in order, they
/// are the tallies of one run).
public struct BoundaryPartTaker {
    /// Capture time from the part's earliest frame to its snapshot.
    public let head: Int64
    public private(set) var part = BoundaryPart()
    private var first: Int64?

    public init(head: Int64) {
        self.head = head
    }

    /// Called before each of the part's frames is fed to `pipeline`.
    @inline(__always)
    public mutating func willFeed(_ record: CaptureRecord, to pipeline: ParallelCheck) {
        part.lastFrame = record.frameNumber
        guard part.snapshotFrame == nil else { return }
        takeSnapshotIfDue(record, pipeline)
    }

    private mutating func takeSnapshotIfDue(_ record: CaptureRecord, _ pipeline: ParallelCheck) {
        // From the earliest frame read so far: a file of several interfaces holds runs of one
        // interface's frames that may be later than the next run's (``InterfaceTimeOrder``).
        let start = min(first ?? record.timestampNanoseconds, record.timestampNanoseconds)
        first = start
        guard record.timestampNanoseconds.subtractingSaturating(start) >= head && part.headFrameCount > 0 else {
            part.headFrameCount += 1
            return
        }
        part.snapshotFrame = record.frameNumber
        part.snapshot = pipeline.takeBoundarySnapshot(frameBase: record.frameNumber)
        part.headSegment = pipeline.run.recorder.segment()
        pipeline.run.recorder.clearTallies()
    }

    /// After the part's last frame, before the run finishes: the part's end state and segment.
    /// The run's recorder then holds every report of the part again.
    public mutating func finish(_ pipeline: ParallelCheck) -> BoundaryPart {
        guard let base = part.snapshotFrame, let headSegment = part.headSegment else { return part }
        part.end = pipeline.boundaryStates(frameBase: base)
        part.segment = pipeline.run.recorder.segment()
        pipeline.run.recorder.clearTallies()
        do throws(RecorderSegment.AbsorbError) {
            try pipeline.run.recorder.absorb(headSegment)
            try pipeline.run.recorder.absorb(part.segment)
        } catch {
            // Both were taken from this recorder, whose rules and nodes only grow.
            preconditionFailure("a part's own reports do not absorb into its run: \(error)")
        }
        return part
    }
}

extension ParallelCheck {
    /// Every component's state now (``ConformanceRun/boundaryStates(now:frameBase:)``), after
    /// the frames fed so far are checked; the compression inferred is the workers' together.
    func boundaryStates(frameBase: Int) -> [String: BoundaryState] {
        withWorkersFlowState { $0.boundaryStates(frameBase: frameBase) }
    }

    /// ``ConformanceRun/takeBoundarySnapshot(frameBase:)`` after the frames fed so far are checked.
    func takeBoundarySnapshot(frameBase: Int) -> [String: BoundaryState] {
        withWorkersFlowState { $0.takeBoundarySnapshot(frameBase: frameBase) }
    }

    private func withWorkersFlowState<T>(_ body: (ConformanceRun) -> T) -> T {
        drain()
        guard workers > 0 && !fellBackToSerial else { return body(run) }
        let own = run.fronthaulDecoder
        run.fronthaulDecoder = decoderWithWorkersFlowState()
        defer { run.fronthaulDecoder = own }
        return body(run)
    }
}

extension ConformanceRun {
    /// Checks `records` (one part, numbered as in the whole capture) from nothing as a part of a
    /// split capture (``BoundaryPartTaker``), keeping its frames. The run is not finished.
    public static func checkPart(_ records: some Sequence<CaptureRecord>, configuration: RunConfiguration, head: Int64) -> BoundaryPart {
        let pipeline = ParallelCheck(run: ConformanceRun(configuration: configuration), workers: 0)
        var taker = BoundaryPartTaker(head: head)
        var frames: [CaptureRecord] = []
        for record in records {
            // its own octets (a reader's record may share a buffer it reuses)
            var kept = record
            kept.bytes = ArraySlice(Array(record.bytes))
            frames.append(kept)
            taker.willFeed(record, to: pipeline)
            pipeline.feed(record)
        }
        var part = taker.finish(pipeline)
        part.frames = frames
        return part
    }
}

/// Joins checked parts into the results of the whole capture (Design "Parts checked apart,
/// joined at their boundaries").
///
/// One run restored from the state after the earlier parts checks each part's head; its state
/// there joins the part's own (``BoundaryJoin``) into the state after the part, and the part's
/// segment stands for its reports from the snapshot on. A part whose join is refused, or that
/// is all head, is checked again whole in that run, which then goes on into the next part
/// while its state cannot be written (a component that holds a state not written yet,
/// ``BoundaryTable/Kind/opaque``). The reports are absorbed in capture order into the run that
/// finishes: restored from the state after the last part, or the last run that went on.
/// Nothing is refused: the merge equals the single run whatever the parts hold, and is as fast
/// as their boundaries let it be.
public enum BoundaryMerge {
    /// Why parts cannot be merged: their frames cannot be read, a joined state does not restore,
    /// or their reports name rules or nodes this run does not have (a state file that is not
    /// what its part wrote; parts checked with another configuration are refused before).
    public enum Failure: Error, CustomStringConvertible {
        case frames(part: Int, String)
        /// The part's boundary, read when the merge reaches it, does not read or fit its frames.
        case boundary(part: Int, String)
        case notRestored(part: Int, BoundaryRestoreError)
        case notAbsorbed(RecorderSegment.AbsorbError)

        public var description: String {
            switch self {
            case .frames(let part, let reason), .boundary(let part, let reason): "part \(part + 1): \(reason)"
            case .notRestored(let part, let e): "the state after part \(part): \(e)"
            case .notAbsorbed(let e): "a part's reports: \(e)"
            }
        }
    }

    /// Which of a part's frames to feed.
    public enum Portion: Sendable {
        /// Its first ``BoundaryPart/headFrameCount`` frames.
        case head
        /// The frames after them.
        case rest
    }

    /// How a part was merged.
    public enum Outcome: Equatable, Sendable, CustomStringConvertible {
        /// Its boundary joined and the part's own reports were used; its head was checked again
        /// (`headCheckedAgain`), or not: the first part, whose head's reports travel in its state.
        case joined(headFrames: Int, headCheckedAgain: Bool = true)
        /// Checked again whole: it is all head, or its boundary did not join (the reason).
        case checkedAgain(String)

        public var description: String {
            switch self {
            case .joined(let head, _): "joined after its first \(head) frames"
            case .checkedAgain(let reason): "checked again: \(reason)"
            }
        }
    }

    /// Merges parts whose frames are kept in memory (``BoundaryPart/frames``).
    public static func merge(_ parts: [BoundaryPart], configuration: RunConfiguration, threads: Int = 1,
                             onPart: ((Int, Outcome) -> Void)? = nil) throws(Failure) -> RunResults {
        try merge(parts, configuration: configuration, threads: threads, problems: [], frames: { index, portion, body throws(Failure) in
            let part = parts[index]
            let head = min(part.headFrameCount, part.frames.count)
            for record in portion == .head ? part.frames[..<head] : part.frames[head...] { body(record) }
        }, onPart: onPart)
    }

    /// Merges `parts` in capture order; `frames(part, portion, body)` feeds `body` that portion
    /// of the part's frames, numbered as in the whole capture. `problems` are the parts'
    /// capture problems in part order (``ConformanceRun/captureFileProblem(_:)``; a part's states
    /// are taken before its own are added). Frames are checked by ``ParallelCheck`` with
    /// `threads` threads (the results are the same bytes whatever the number).
    public static func merge(
        _ parts: [BoundaryPart], configuration: RunConfiguration, threads: Int = 1, problems: [String],
        frames: (Int, Portion, (CaptureRecord) -> Void) throws(Failure) -> Void,
        onPart: ((Int, Outcome) -> Void)? = nil
    ) throws(Failure) -> RunResults {
        try merge(count: parts.count, part: { parts[$0] }, configuration: configuration, threads: threads, problems: problems, frames: frames, onPart: onPart)
    }

    /// Merges `count` parts in capture order, each read by `part(index)` when the merge reaches
    /// it and let go after it, so a merge of many parts holds one part's boundary at a time
    /// (some 15 MB parsed for a fronthaul part) and the state after the parts before it.
    public static func merge(
        count: Int, part: (Int) throws(Failure) -> BoundaryPart, configuration: RunConfiguration, threads: Int = 1, problems: [String],
        frames: (Int, Portion, (CaptureRecord) -> Void) throws(Failure) -> Void,
        onPart: ((Int, Outcome) -> Void)? = nil
    ) throws(Failure) -> RunResults {
        /// The state after the parts so far, and the frame it was taken at.
        var joined: (states: [String: BoundaryState], base: Int)?
        /// A run that checked a part whole and whose state could not be written: it goes on.
        var live: ParallelCheck?
        var segments: [RecorderSegment] = []
        var lastFrame = 0
        for index in 0..<count {
            let part = try part(index)
            lastFrame = max(lastFrame, part.lastFrame)
            // The first part's head checks as in the part (the same frames from nothing): its
            // reports and its end are the part's own, unless its end holds state not written.
            if index == 0, let base = part.snapshotFrame, let head = part.headSegment,
               !part.end.values.contains(where: \.holdsUnwrittenState) {
                segments += [head, part.segment]
                joined = (part.end, base)
                onPart?(index, .joined(headFrames: part.headFrameCount, headCheckedAgain: false))
                continue
            }
            let run: ParallelCheck
            if let live {
                run = live
            } else {
                run = ParallelCheck(run: try restoredRun(joined, after: index, configuration), threads: threads)
            }
            live = nil
            try frames(index, .head) { run.feed($0) }
            if let base = part.snapshotFrame {
                switch join(run.boundaryStates(frameBase: base), part) {
                case .success(let next):
                    segments.append(run.run.recorder.segment())
                    segments.append(part.segment)
                    joined = (next, base)
                    onPart?(index, .joined(headFrames: part.headFrameCount))
                    continue
                case .failure(let refusal):
                    onPart?(index, .checkedAgain(refusal))
                }
                try frames(index, .rest) { run.feed($0) }
            } else {
                onPart?(index, .checkedAgain("the part is shorter than its head"))
            }
            let next = lastFrame + 1
            let states = run.boundaryStates(frameBase: next)
            if states.values.contains(where: \.holdsUnwrittenState) {
                live = run
            } else {
                segments.append(run.run.recorder.segment())
                joined = (states, next)
            }
        }
        let final: ParallelCheck
        if let live {
            // Its own reports go after the earlier parts' (boundaryStates checked every frame
            // fed; frames it still holds are let go, and reported, as it finishes).
            segments.append(live.run.recorder.segment())
            live.run.recorder.clearTallies()
            final = live
        } else {
            final = ParallelCheck(run: try restoredRun(joined, after: count, configuration), workers: 0)
        }
        for segment in segments {
            do throws(RecorderSegment.AbsorbError) { try final.run.recorder.absorb(segment) } catch { throw .notAbsorbed(error) }
        }
        for problem in problems { final.captureFileProblem(problem) }
        return final.finish()
    }

    /// A new run that goes on from `joined`, the state after the first `parts` parts (a state
    /// without unwritten components, which restores unless a part's state file was altered).
    private static func restoredRun(_ joined: (states: [String: BoundaryState], base: Int)?, after parts: Int,
                                    _ configuration: RunConfiguration) throws(Failure) -> ConformanceRun {
        let run = ConformanceRun(configuration: configuration)
        guard let joined else { return run }
        do throws(BoundaryRestoreError) {
            try run.restoreBoundaryStates(joined.states, frameBase: joined.base)
        } catch {
            throw .notRestored(part: parts, error)
        }
        return run
    }

    /// The state after `part`: every component's state after its head (`earlier`) joined with
    /// the part's own, or why one does not join.
    private enum Joined {
        case success([String: BoundaryState])
        case failure(String)
    }

    private static func join(_ earlier: [String: BoundaryState], _ part: BoundaryPart) -> Joined {
        var next: [String: BoundaryState] = [:]
        for (component, state) in earlier.sorted(by: { $0.key < $1.key }) {
            do throws(BoundaryJoin.Mismatch) {
                next[component] = try BoundaryJoin.join(earlier: state, snapshot: part.snapshot[component] ?? BoundaryState([]),
                                                        end: part.end[component] ?? BoundaryState([]))
            } catch {
                // a checker of many rules is named by its first
                let words = component.split(separator: " ")
                let name = words.count > 3 ? "\(words[0]) (with \(words.count - 1) more rules)" : component
                return .failure("\(name) does not join: \(error)")
            }
        }
        return .success(next)
    }
}
