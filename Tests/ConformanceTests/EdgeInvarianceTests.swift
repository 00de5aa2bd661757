import Conformance
import Foundation
import Profiles
import Testing

/// Real captures start and end anywhere: mid-slot, mid-procedure. Cutting a capture's head or
/// tail may lose items (they become INCONCLUSIVE) but must never add a FAIL or WARN that the
/// whole capture does not give. Cuts: the first and last `edge` frame positions and `random`
/// positions drawn with a fixed seed; `RANCONFORM_EDGE_CUTS=full` takes 200 / 200 / 200.
@Suite struct EdgeInvarianceTests {
    typealias V = CaptureVariants

    static let full = ProcessInfo.processInfo.environment["RANCONFORM_EDGE_CUTS"] == "full"
    static let edge = full ? 200 : 6
    static let random = full ? 200 : 6

    /// Positions k (1 ≤ k < n) to cut at.
    static func cuts(frameCount n: Int, seed: UInt64) -> [Int] {
        guard n > 1 else { return [] }
        var ks = Set<Int>()
        for k in 1...min(edge, n - 1) { ks.insert(k) }
        for k in max(1, n - edge)..<n { ks.insert(k) }
        var state = seed | 1
        for _ in 0..<random {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            ks.insert(1 + Int((state >> 33) % UInt64(n - 1)))
        }
        return ks.sorted()
    }

    @Test(arguments: V.subjects)
    func cuttingTheHeadOrTailAddsNoAlarm(subject: V.Subject) throws {
        let configuration = try V.configuration(subject)
        let frames = try V.frames(subject.path)
        let whole = V.alarms(V.check(frames, configuration: configuration))
        var tried = 0
        var added: [String] = []
        for k in Self.cuts(frameCount: frames.count, seed: UInt64(truncatingIfNeeded: subject.name.hashValue & 0) ^ UInt64(frames.count)) {
            for (how, part) in [("without the first \(k) frames", Array(frames[k...])), ("cut after frame \(k)", Array(frames[..<k]))] {
                tried += 1
                let extra = V.alarms(V.check(part, configuration: configuration)).subtracting(whole)
                if !extra.isEmpty, added.count < 12 {
                    let r = V.check(part, configuration: configuration)
                    let detail = extra.sorted().map { id in
                        let parts = id.split(separator: " ", maxSplits: 1).map(String.init)
                        let row = r.results.first { $0.rule == parts[0] && $0.node == parts[1] }
                        return "\(id): \(row?.findings.first?.message ?? row?.reason ?? "")"
                    }
                    added.append("\(how): \(detail.joined(separator: "; "))")
                }
            }
        }
        print("edge invariance: \(subject.name): \(frames.count) frames, \(tried) cuts tried")
        #expect(added.isEmpty, "\(subject.name): \(added.joined(separator: "\n"))")
    }
}
