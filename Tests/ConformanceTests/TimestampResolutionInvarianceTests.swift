import Conformance
import Testing

/// Most captures are classic pcap files, whose timestamps have microsecond resolution: the same
/// traffic recorded that way must not break a rule it keeps in a nanosecond capture (timing
/// windows are judged against what the capture can resolve).
@Suite struct TimestampResolutionInvarianceTests {
    typealias V = CaptureVariants

    @Test(arguments: V.subjects)
    func microsecondTimestampsAddNoViolation(subject: V.Subject) throws {
        let configuration = try V.configuration(subject)
        let frames = try V.frames(subject.path)
        let base = V.check(frames, configuration: configuration)
        let coarse = V.check(frames.map { f in
            var g = f
            g.time = f.time / 1_000 * 1_000
            return g
        }, configuration: configuration)
        let before = V.violationCounts(base)
        let added = coarse.results.filter { $0.violations > before["\($0.rule) \($0.node)", default: 0] }
        #expect(added.isEmpty, "\(subject.name): \(added.map { "\($0.rule) \($0.node) \($0.violations): \($0.findings.first.map { "\($0.frames) \($0.message)" } ?? "")" })")
    }
}
