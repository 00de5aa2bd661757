import CaptureIO
import WireCore

/// A part of a split capture as the next part-state format carries it (Design "Parts checked
/// apart, joined at their boundaries"): its head's frames, every component's state at its
/// snapshot and at its end, and what it reported from its snapshot on. A part shorter than its
/// head is its frames alone.
public struct BoundaryPart {
    /// The part's frames up to its snapshot (all of them when it is shorter than its head),
    /// numbered as in the whole capture.
    public var headFrames: [CaptureRecord]
    /// The number of the snapshot frame (the first after the head), nil for a part that is all head.
    public var snapshotFrame: Int?
    public var snapshot: [String: BoundaryState] = [:]
    public var end: [String: BoundaryState] = [:]
    /// What the part reported from its snapshot to its end (before `finish`).
    public var segment = RecorderSegment()
}

extension ConformanceRun {
    /// Checks `records` (one part, numbered as in the whole capture) from nothing as a part of a
    /// split capture: its frames up to the first one `head` after its first frame are kept, each
    /// component's state is taken there and at the end, and its reports from there on are its
    /// segment. The run is not finished.
    public static func checkPart(_ records: some Sequence<CaptureRecord>, configuration: RunConfiguration, head: Int64) -> BoundaryPart {
        let run = ConformanceRun(configuration: configuration)
        var part = BoundaryPart(headFrames: [])
        var first: Int64?
        for record in records {
            if part.snapshotFrame == nil {
                let start = first ?? record.timestampNanoseconds
                first = start
                if record.timestampNanoseconds.subtractingSaturating(start) >= head && !part.headFrames.isEmpty {
                    part.snapshotFrame = record.frameNumber
                    part.snapshot = run.takeBoundarySnapshot(frameBase: record.frameNumber)
                    run.recorder.clearTallies()
                } else {
                    // its own octets (a reader's record may share a buffer it reuses)
                    var kept = record
                    kept.bytes = ArraySlice(Array(record.bytes))
                    part.headFrames.append(kept)
                }
            }
            run.feed(record)
        }
        if let base = part.snapshotFrame {
            part.end = run.boundaryStates(frameBase: base)
            part.segment = run.recorder.segment()
        }
        return part
    }
}

/// Joins checked parts into the results of the whole capture (Design "Parts checked apart,
/// joined at their boundaries"): one run restored from the state after the earlier parts checks
/// each part's head; its state there joins the part's own (``BoundaryJoin``) into the state after
/// the part; the reports are the heads' and the parts' segments; a run restored from the state
/// after the last part finishes.
public enum BoundaryMerge {
    /// Why parts cannot be joined: a component whose state after a part's head does not agree
    /// with the part's own (the part must be checked again after the earlier ones), or a state
    /// that cannot be restored.
    public enum Failure: Error, CustomStringConvertible {
        case refused(part: Int, component: String, BoundaryJoin.Mismatch)
        case notRestored(part: Int, BoundaryRestoreError)
        case notAbsorbed(RecorderSegment.AbsorbError)

        public var description: String {
            switch self {
            case .refused(let part, let component, let m): "part \(part + 1): \(component) does not join: \(m)"
            case .notRestored(let part, let e): "after part \(part): \(e)"
            case .notAbsorbed(let e): "a part's reports: \(e)"
            }
        }
    }

    public static func merge(_ parts: [BoundaryPart], configuration: RunConfiguration) throws(Failure) -> RunResults {
        var joined: (states: [String: BoundaryState], base: Int)?
        var segments: [RecorderSegment] = []
        for (index, part) in parts.enumerated() {
            let run = ConformanceRun(configuration: configuration)
            if let joined {
                do throws(BoundaryRestoreError) { try run.restoreBoundaryStates(joined.states, frameBase: joined.base) } catch { throw .notRestored(part: index, error) }
            }
            for record in part.headFrames { run.feed(record) }
            segments.append(run.recorder.segment())
            guard let base = part.snapshotFrame else {
                // all head: the run's state after it is the state after the part
                let next = (part.headFrames.last?.frameNumber ?? joined?.base ?? 0) + 1
                joined = (run.boundaryStates(frameBase: next), next)
                continue
            }
            var next: [String: BoundaryState] = [:]
            for (component, earlier) in run.boundaryStates(frameBase: base).sorted(by: { $0.key < $1.key }) {
                do throws(BoundaryJoin.Mismatch) {
                    next[component] = try BoundaryJoin.join(earlier: earlier, snapshot: part.snapshot[component] ?? BoundaryState([]),
                                                            end: part.end[component] ?? BoundaryState([]))
                } catch {
                    throw .refused(part: index, component: component, error)
                }
            }
            segments.append(part.segment)
            joined = (next, base)
        }
        let final = ConformanceRun(configuration: configuration)
        if let joined {
            do throws(BoundaryRestoreError) { try final.restoreBoundaryStates(joined.states, frameBase: joined.base) } catch { throw .notRestored(part: parts.count, error) }
        }
        for segment in segments {
            do throws(RecorderSegment.AbsorbError) { try final.recorder.absorb(segment) } catch { throw .notAbsorbed(error) }
        }
        return final.finish()
    }
}
