import CaptureIO
import Conformance
import Foundation
import Testing

/// A capture of one direction only (a mirror session set to RX or TX, one port of a two-port tap):
/// what the other end sent is missing, not wrong. Keeping either direction of every test capture
/// adds no FAIL or WARN that the whole capture does not give.
@Suite struct OneDirectionInvarianceTests {
    typealias V = CaptureVariants

    /// The frames whose source MAC sorts below (side 0) or above (side 1) their destination MAC;
    /// frames of other link types stay.
    static func oneSide(_ frames: [V.Frame], _ side: Int) -> [V.Frame] {
        frames.filter { f in
            guard f.linkType == .ethernet, f.bytes.count >= 12 else { return true }
            return (f.bytes[6..<12].lexicographicallyPrecedes(f.bytes[0..<6]) ? 0 : 1) == side
        }
    }

    @Test(arguments: V.subjects)
    func eitherDirectionAloneAddsNoAlarm(subject: V.Subject) throws {
        let configuration = try V.configuration(subject)
        let frames = try V.frames(subject.path)
        let whole = V.alarms(V.check(frames, configuration: configuration))
        for side in 0..<2 {
            let part = Self.oneSide(frames, side)
            guard !part.isEmpty, part.count < frames.count else { continue }
            let r = V.check(part, configuration: configuration)
            let added = V.alarms(r).subtracting(whole)
            let detail = added.sorted().map { id in
                let p = id.split(separator: " ", maxSplits: 1).map(String.init)
                return "\(id): \(r.results.first { $0.rule == p[0] && $0.node == p[1] }?.findings.first?.message ?? "")"
            }
            #expect(added.isEmpty, "\(subject.name), side \(side) only: \(detail.joined(separator: "; "))")
        }
    }

    /// The rules' verdicts are INCONCLUSIVE, with the reason, where the whole capture passes.
    @Test func theCleanCapturesSayWhy() throws {
        let subject = try #require(V.subjects.first { $0.name == "f1ap-clean" })
        let frames = try V.frames(subject.path)
        var reasons: [String] = []
        for side in 0..<2 {
            let r = V.check(Self.oneSide(frames, side), configuration: try V.configuration(subject))
            reasons += r.results.filter { $0.verdict == .inconclusive }.compactMap(\.reason).filter { $0.contains("one way only") }
        }
        #expect(!reasons.isEmpty)
    }
}
