import CaptureIO
@testable import Conformance
import Foundation
import Testing

/// A switch's mirror session whose sources are both ends of a link copies every frame twice onto
/// the monitor port: as it enters the switch and as it leaves it, some microseconds apart, on one
/// interface of the capture. Every test capture recorded so keeps every rule and node's verdict
/// and counts, and each second sighting is counted as a repeat (``FrameRepeats``).
@Suite struct FrameRepeatTests {
    typealias V = CaptureVariants

    /// Each frame followed `delay` later by its copy (itself unless `copy` makes it otherwise),
    /// and by up to `between` of the frames after it first (the mirror's copy queued behind other
    /// traffic).
    static func mirroredBothEnds(_ frames: [V.Frame], delay: Int64 = 2_000, between: Int = 0, copy: (V.Frame) -> V.Frame = { $0 }) -> [V.Frame] {
        var out: [(time: Int64, order: Int, frame: V.Frame)] = []
        for (index, f) in frames.enumerated() {
            out.append((f.time, index * 2, f))
            let later = frames[min(index + between, frames.count - 1)].time
            out.append((max(f.time &+ delay, later), (index + between) * 2 + 1, copy(f)))
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

    /// The copy as the switch's other port carries it: with its first VLAN tag's VID changed
    /// (VLAN translation), with a tag added (`add`, an access port on the original's side) or
    /// with its tags taken off (an access port on the copy's side).
    enum Retag: CaseIterable { case translate, add, remove }

    static func retagged(_ f: V.Frame, _ how: Retag) -> V.Frame {
        guard f.linkType == .ethernet, f.bytes.count >= 14 else { return f }
        var g = f
        let end = V.etherTypeOffset(f.bytes)
        switch how {
        case .translate:
            guard end > 12 else { return f }
            g.bytes[15] ^= 0x05
        case .add:
            g.bytes.insert(contentsOf: [0x81, 0x00, 0x60, 0x64], at: 12)
            g.originalLength += 4
        case .remove:
            guard end > 12 else { return f }
            g.bytes.removeSubrange(12..<end)
            g.originalLength -= end - 12
        }
        return g
    }

    /// Each frame followed 2 µs later by its copy as the other port tagged it (stamped so).
    static func mirroredRetagged(_ frames: [V.Frame], _ how: Retag, alsoChanging change: (inout V.Frame) -> Void = { _ in }) -> [V.Frame] {
        mirroredBothEnds(frames) { f in
            var copy = retagged(f, how)
            change(&copy)
            copy.time += 2_000
            return copy
        }
    }

    /// The two ports tag differently (IEEE 802.1Q: an access port and a trunk, or VLAN
    /// translation): the copies differ in their tags alone, and in their FCS when the capture
    /// keeps it. Every rule and node keeps its verdict and counts, and every copy is a repeat.
    @Test(arguments: V.subjects)
    func copiesTaggedByTheOtherPortAreRepeats(subject: V.Subject) throws {
        let configuration = try V.configuration(subject)
        let frames = try V.frames(subject.path)
        let one = V.check(frames, configuration: configuration)
        let oneWithFCS = V.check(V.withFCS(frames), configuration: configuration, fcsLength: nil)
        for how in Retag.allCases {
            let mirrored = Self.mirroredRetagged(frames, how)
            let changed = frames.filter { Self.retagged($0, how).bytes != $0.bytes }.count
            for fcs in [false, true] {
                let twice = fcs ? V.check(V.withFCS(mirrored), configuration: configuration, fcsLength: nil) : V.check(mirrored, configuration: configuration)
                let expected = CapturePointCopyTests.counts(fcs ? oneWithFCS : one), got = CapturePointCopyTests.counts(twice)
                #expect(got == expected, "\(subject.name), \(how), FCS \(fcs): \(got.filter { !expected.contains($0) }) instead of \(expected.filter { !got.contains($0) })")
                #expect(twice.frames.repeats == frames.count, "\(subject.name), \(how), FCS \(fcs): \(twice.frames.repeats) repeats of \(frames.count) frames (\(changed) copies retagged)")
            }
        }
    }

    /// A mirror whose ports tag differently, captured with a snap length: the copy with more
    /// tags keeps fewer octets past them. Every rule and node keeps the verdict and counts of the
    /// same capture cut without the mirror, and every copy is a repeat.
    @Test(arguments: V.subjects)
    func cutCopiesTaggedByTheOtherPortAreRepeats(subject: V.Subject) throws {
        let configuration = try V.configuration(subject)
        let frames = try V.frames(subject.path)
        for fcs in [false, true] {
            let source = fcs ? V.withFCS(frames) : frames
            for snap in [96, 128] {
                let one = V.check(SnapLengthInvarianceTests.cut(source, to: snap), configuration: configuration)
                for how in [Retag.add, .remove] {
                    let twice = V.check(SnapLengthInvarianceTests.cut(Self.mirroredRetagged(source, how), to: snap), configuration: configuration)
                    let expected = CapturePointCopyTests.counts(one), got = CapturePointCopyTests.counts(twice)
                    #expect(got == expected, "\(subject.name), -s \(snap), \(how), FCS \(fcs): \(got.filter { !expected.contains($0) }) instead of \(expected.filter { !got.contains($0) })")
                    #expect(twice.frames.repeats == frames.count + one.frames.repeats, "\(subject.name), -s \(snap), \(how), FCS \(fcs): \(twice.frames.repeats) repeats of \(frames.count) frames")
                }
            }
        }
    }

    /// Copies cut by one snap length whose kept octets differ, or whose captured lengths no one
    /// snap length gives, are no repeats.
    @Test func cutCopiesMustMatchWhatBothKept() {
        // -s 128: 124 octets past one tag, 128 of the untagged copy, of a 1500-octet frame
        #expect(FrameRepeats.cutBySameSnapLength(124, tagOctets: 4, 128, tagOctets: 0, originalLength: 1500))
        #expect(FrameRepeats.cutBySameSnapLength(120, tagOctets: 8, 128, tagOctets: 0, originalLength: 1500))
        // -s 128 and a 126-octet frame: the tagged copy is cut, the other is whole
        #expect(FrameRepeats.cutBySameSnapLength(124, tagOctets: 4, 126, tagOctets: 0, originalLength: 126))
        // no snap length gives both
        #expect(!FrameRepeats.cutBySameSnapLength(124, tagOctets: 4, 100, tagOctets: 0, originalLength: 1500))
        #expect(!FrameRepeats.cutBySameSnapLength(124, tagOctets: 4, 128, tagOctets: 4, originalLength: 1500))
        #expect(!FrameRepeats.cutBySameSnapLength(126, tagOctets: 4, 126, tagOctets: 0, originalLength: 126))
        #expect(!FrameRepeats.cutBySameSnapLength(120, tagOctets: 4, 126, tagOctets: 0, originalLength: 126))
    }

    /// A cut copy whose kept octets differ from its original's is judged (its items counted again).
    @Test func cutCopiesWithOtherKeptOctetsAreNoRepeat() throws {
        let subject = try #require(V.subjects.first { $0.name == "fh-clean" })
        let configuration = try V.configuration(subject)
        let frames = try V.frames(subject.path)
        // the copy's last octet both copies keep (the untagged original keeps 4 more) differs
        let changed = SnapLengthInvarianceTests.cut(Self.mirroredRetagged(frames, .add) { copy in
            if copy.bytes.count > 128 { copy.bytes[127] ^= 1 }
        }, to: 128)
        let r = V.check(changed, configuration: configuration)
        #expect(r.frames.repeats < frames.count / 2, "\(r.frames.repeats) of \(frames.count)")
        // judged twice: the copies' items are counted again
        let one = CapturePointCopyTests.counts(V.check(SnapLengthInvarianceTests.cut(frames, to: 128), configuration: configuration))
        let got = CapturePointCopyTests.counts(r)
        #expect(got != one, "\(got.filter { !one.contains($0) })")
    }

    /// A frame whose tags and anything else differ is no repeat: a copy whose tag changed and
    /// whose last payload octet before the last four differs is judged.
    @Test func otherTagsAndOtherOctetsAreNoRepeat() throws {
        let subject = try #require(V.subjects.first { $0.name == "fh-clean" })
        let configuration = try V.configuration(subject)
        let frames = try V.frames(subject.path)
        let changed = Self.mirroredRetagged(frames, .add) { copy in
            if copy.bytes.count > 40 { copy.bytes[copy.bytes.count - 5] ^= 1 }
        }
        let r = V.check(changed, configuration: configuration)
        #expect(r.frames.repeats == 0)
        #expect(r.results.contains { $0.rule == "FH-SEQ-INC" && $0.violations > 0 })
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
