import CaptureIO
import Conformance
import Foundation
import Testing

/// A switch's mirror session whose sources are both ends of a link copies every frame twice onto
/// the monitor port: as it enters the switch and as it leaves it, some microseconds apart, on one
/// interface of the capture. Every test capture recorded so keeps every rule and node's verdict
/// and counts, and each second sighting is counted as a repeat (``FrameRepeats``).
@Suite struct FrameRepeatTests {
    typealias V = CaptureVariants

    /// Each frame followed `delay` later by itself, and by up to `between` of the frames after it
    /// first (the mirror's copy queued behind other traffic).
    static func mirroredBothEnds(_ frames: [V.Frame], delay: Int64 = 2_000, between: Int = 0) -> [V.Frame] {
        var out: [(time: Int64, order: Int, frame: V.Frame)] = []
        for (index, f) in frames.enumerated() {
            out.append((f.time, index * 2, f))
            let later = frames[min(index + between, frames.count - 1)].time
            out.append((max(f.time &+ delay, later), (index + between) * 2 + 1, f))
        }
        return out.sorted { ($0.time, $0.order) < ($1.time, $1.order) }.map(\.frame)
    }

    @Test(arguments: V.subjects)
    func aMirrorOfBothEndsChangesNoVerdict(subject: V.Subject) throws {
        let configuration = try V.configuration(subject)
        let frames = try V.frames(subject.path)
        let one = V.check(frames, configuration: configuration)
        for between in [0, 3] {
            let mirrored = Self.mirroredBothEnds(frames, between: between)
            let twice = V.check(mirrored, configuration: configuration)
            let expected = CapturePointCopyTests.counts(one), got = CapturePointCopyTests.counts(twice)
            #expect(got == expected, "\(subject.name), \(between) between: \(got.filter { !expected.contains($0) }) instead of \(expected.filter { !got.contains($0) })")
            #expect(twice.frames.repeats == frames.count, "\(subject.name): \(twice.frames.repeats) repeats of \(frames.count) frames")
            #expect(twice.frames.frames == 2 * frames.count)
        }
    }

    /// The decode workers' pipeline finds the same repeats.
    @Test func decodeWorkersFindTheSameRepeats() throws {
        let names = ["fh-clean", "f1ap-clean", "sample-du-ru-cu"]
        let json = try V.decodeWorkersAgree(names) { Self.mirroredBothEnds($0, between: 2) }
        for name in names { #expect(json[name]?.contains("\"repeats\"") == true, "\(name)") }
    }

    /// Only an octet-for-octet copy within 1 ms is a repeat: a copy 2 ms later, or one whose last
    /// octet differs (a sender repeating a SequenceId with other data), is judged.
    @Test func onlyNearIdenticalFramesAreRepeats() throws {
        let subject = try #require(V.subjects.first { $0.name == "fh-clean" })
        let configuration = try V.configuration(subject)
        let frames = try V.frames(subject.path)
        let late = V.check(Self.mirroredBothEnds(frames, delay: 2_000_000), configuration: configuration)
        #expect(late.frames.repeats == 0)
        #expect(late.results.contains { $0.rule == "FH-SEQ-INC" && $0.violations > 0 })
        let changed = frames.flatMap { f -> [V.Frame] in
            var g = f
            g.bytes[g.bytes.count - 1] ^= 1
            g.time += 2_000
            return [f, g]
        }
        let other = V.check(changed, configuration: configuration)
        #expect(other.frames.repeats == 0)
        #expect(other.results.contains { $0.rule == "FH-SEQ-INC" && $0.violations > 0 })
    }
}
