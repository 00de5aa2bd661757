import CaptureIO
import Conformance
import Foundation
import Testing

/// `check --follow` prints each finding once it is decided: what it prints is what the results
/// hold, finding for finding, whether the capture holds both directions or one (where the end of
/// the run makes the violations of rules that judge one end by the other INCONCLUSIVE), on one
/// thread or with decode workers.
@Suite struct FollowedFindingsTests {
    typealias V = CaptureVariants

    /// Every finding of the results, as text (rule, node, frames, field, message), sorted.
    static func resultFindings(_ r: RunResults) -> [String] {
        r.results.flatMap(\.findings).map(Self.line).sorted()
    }

    static func line(_ f: RuleFinding) -> String {
        "\(f.rule) \(f.node) \(f.frames) \(f.fieldPath): \(f.message)"
    }

    final class Printed: @unchecked Sendable { var lines: [String] = [] }

    /// Checks `frames` with a follower attached: the followed lines in order and the results.
    static func followed(_ frames: [V.Frame], _ configuration: RunConfiguration, workers: Int?) -> (printed: [String], results: RunResults, beforeFinish: Int) {
        let run = ConformanceRun(configuration: configuration)
        let printed = Printed()
        run.onFinding = { printed.lines.append(Self.line($0)) }
        let records = frames.enumerated().map { index, f in
            CaptureRecord(frameNumber: index + 1, timestampNanoseconds: f.time, capturedLength: f.bytes.count,
                          originalLength: f.originalLength, linkType: f.linkType, bytes: f.bytes[...])
        }
        let results: RunResults
        let beforeFinish: Int
        if let workers {
            let pipeline = ParallelCheck(run: run, workers: workers, batchFrames: 7)
            for r in records { pipeline.feed(r) }
            // the pipeline checks batches behind the feeding: only its finish settles that count
            beforeFinish = 0
            results = pipeline.finish()
        } else {
            for r in records { run.feed(r) }
            beforeFinish = printed.lines.count
            results = run.finish()
        }
        return (printed.lines, results, beforeFinish)
    }

    @Test(arguments: V.subjects)
    func printedFindingsAreTheResults(subject: V.Subject) throws {
        let configuration = try V.configuration(subject)
        let frames = try V.frames(subject.path)
        let variants = [("whole", frames), ("side 0", OneDirectionInvarianceTests.oneSide(frames, 0)), ("side 1", OneDirectionInvarianceTests.oneSide(frames, 1))]
        for (name, part) in variants where !part.isEmpty {
            for workers in [nil, 2] as [Int?] {
                let (printed, results, _) = Self.followed(part, configuration, workers: workers)
                let expected = Self.resultFindings(results)
                let got = printed.sorted()
                let extra = Array(Set(got).subtracting(expected).sorted().prefix(3))
                let missing = Array(Set(expected).subtracting(got).sorted().prefix(3))
                #expect(got == expected, "\(subject.name), \(name), workers \(workers.map(String.init) ?? "none"): printed \(got.count), results \(expected.count); printed only: \(extra); never printed: \(missing)")
            }
        }
    }

    /// One direction first, the other after it (shifted later, so the first side's requests time
    /// out unanswered): the findings held while the nodes were seen one way are printed when the
    /// other direction appears, before the end of the run, and they are the results' findings.
    @Test func heldFindingsArePrintedWhenTheOtherDirectionAppears() throws {
        let subject = try #require(V.subjects.first { $0.name == "f1ap-clean" })
        let frames = try V.frames(subject.path)
        let first = OneDirectionInvarianceTests.oneSide(frames, 0)
        let shift = (frames.map(\.time).max() ?? 0) - (frames.map(\.time).min() ?? 0) + 30_000_000_000
        let second = OneDirectionInvarianceTests.oneSide(frames, 1).map { f in
            var g = f
            g.time += shift
            return g
        }
        let (printed, results, beforeFinish) = Self.followed(first + second, try V.configuration(subject), workers: nil)
        #expect(printed.sorted() == Self.resultFindings(results))
        let oneSideAlone = Self.followed(first, try V.configuration(subject), workers: nil)
        // alone, side 0's unanswered requests are never printed (they are INCONCLUSIVE) …
        #expect(!oneSideAlone.results.results.contains { $0.verdict == .fail && $0.rule == "F1-RESP-MATCH" })
        // … followed by side 1, they are violations, printed before the run ends
        let unanswered = printed.prefix(beforeFinish).filter { $0.hasPrefix("F1-RESP-MATCH ") }
        #expect(!unanswered.isEmpty, "printed before finish: \(printed.prefix(beforeFinish))")
    }
}
