import Conformance
import Foundation
import Testing

/// O-RAN.WG4.CUS §5.1.3.2.8, Table 5.1.3.2.8-2: an O-DU may number an eAxC_ID's C-plane messages
/// for DL and for UL with one sequence generator. Every test capture renumbered so keeps FH-SEQ-INC's
/// verdict, violations and inconclusive items; each direction alone then skips the ids the other
/// took, which judged apart were lost messages.
@Suite struct SharedSequenceGeneratorTests {
    typealias V = CaptureVariants

    /// The frames with every eCPRI C-plane message's SequenceId taken from one counter per (source
    /// MAC, eAxC_ID), whatever its direction, in capture order; and how many were renumbered.
    static func oneGenerator(_ frames: [V.Frame]) -> (frames: [V.Frame], renumbered: Int) {
        var counters: [[UInt8]: UInt8] = [:]
        var renumbered = 0
        let out = frames.map { f -> V.Frame in
            guard f.linkType == .ethernet, f.bytes.count >= 14 else { return f }
            var b = f.bytes
            let p = V.etherTypeOffset(b)
            let h = p + 2
            guard h + 8 <= b.count, b[p] == 0xAE, b[p + 1] == 0xFE, b[h + 1] == 2, b[h] & 1 == 0 else { return f }
            let key = Array(b[6..<12]) + [b[h + 4], b[h + 5]]
            let id = counters[key, default: 0]
            counters[key] = id &+ 1
            b[h + 6] = id
            renumbered += 1
            return V.Frame(time: f.time, bytes: b, originalLength: f.originalLength, linkType: f.linkType)
        }
        return (out, renumbered)
    }

    static func sequenceRows(_ r: RunResults) -> [String] {
        r.results.filter { $0.rule == "FH-SEQ-INC" }.map { "\($0.node) \($0.verdict) v\($0.violations) i\($0.inconclusive)" }
    }

    @Test(arguments: V.subjects)
    func oneGeneratorForBothDirectionsIsOneStream(subject: V.Subject) throws {
        let configuration = try V.configuration(subject)
        let frames = TunnelInvarianceTests.withoutFCS(try V.frames(subject.path))
        let (renumbered, count) = Self.oneGenerator(frames)
        guard count > 0 else { return }
        let expected = Self.sequenceRows(V.check(frames, configuration: configuration))
        let got = Self.sequenceRows(V.check(renumbered, configuration: configuration))
        #expect(got == expected, "\(subject.name) (\(count) C-plane messages): \(got) instead of \(expected)")
    }

    /// Separate generators stay separate: a C-plane message lost in one direction of such a sender
    /// is still a loss (the other direction's ids do not fill its gap).
    @Test func separateGeneratorsStillShowALoss() throws {
        let subject = try #require(V.subjects.first { $0.name == "mixed-lab" })
        let configuration = try V.configuration(subject)
        let frames = TunnelInvarianceTests.withoutFCS(try V.frames(subject.path))
        // drop the third DL C-plane message of the first eAxC that has both directions
        var seen = 0
        let dropped = frames.enumerated().filter { _, f in
            let p = V.etherTypeOffset(f.bytes), h = p + 2
            guard h + 9 <= f.bytes.count, f.bytes[p] == 0xAE, f.bytes[p + 1] == 0xFE, f.bytes[h + 1] == 2,
                  f.bytes[h + 5] == 0, f.bytes[h + 8] >> 7 == 1 else { return true }
            seen += 1
            return seen != 3
        }.map(\.element)
        let base = Self.sequenceRows(V.check(frames, configuration: configuration))
        let r = V.check(dropped, configuration: configuration)
        let lossesBefore = V.violationCounts(V.check(frames, configuration: configuration)).filter { $0.key.hasPrefix("FH-SEQ-INC") }.values.reduce(0, +)
        let losses = V.violationCounts(r).filter { $0.key.hasPrefix("FH-SEQ-INC") }.values.reduce(0, +)
        let missing = r.results.filter { $0.rule == "FH-SEQ-INC" }.map(\.inconclusive).reduce(0, +)
        #expect(losses + missing > lossesBefore, "\(Self.sequenceRows(r)) against \(base)")
    }
}
