import Conformance
import Foundation
import ProfileLoading
import Profiles
import Testing

/// The XP verdicts of the cross-plane captures (Captures/synth/xp-*, testbed synth-xp, IQ analysis
/// on so that XP-SSB is judged) hold for the captures a lab really has: cut at any frame boundary
/// (a FAIL may become INCONCLUSIVE or SKIP, a verdict never becomes FAIL or WARN), with the FCS
/// kept on every frame, and re-timed (every XP verdict identical). `RANCONFORM_XP_CUTS=N` takes N
/// random cuts per end and capture instead of 3.
@Suite struct CrossPlaneInvarianceTests {
    typealias V = CaptureVariants
    static let cutsPerEnd = ProcessInfo.processInfo.environment["RANCONFORM_XP_CUTS"].flatMap(Int.init) ?? 3

    static var subjects: [V.Subject] {
        let root = EngineSupport.packageRoot
        let synth = root.appendingPathComponent("Captures/synth")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: synth.path)) ?? []).filter { $0.hasPrefix("xp-") && $0.hasSuffix(".pcapng") }.sorted()
        return names.map {
            V.Subject(name: String($0.dropLast(7)), path: synth.appendingPathComponent($0).path,
                      testbed: root.appendingPathComponent("Profiles/testbeds/synth-xp.yaml").path)
        }
    }

    static func configuration(_ s: V.Subject) throws -> RunConfiguration {
        var c = try V.configuration(s)
        c.iq = c.iqSettings()
        return c
    }

    /// (rule node) → verdict of the XP rules.
    static func xp(_ r: RunResults) -> [String: String] {
        Dictionary(r.results.filter { $0.rule.hasPrefix("XP-") }.map { ("\($0.rule) \($0.node)", $0.verdict.rawValue) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func theXPCapturesAreHere() {
        #expect(Self.subjects.count >= 8)
    }

    @Test(arguments: CrossPlaneInvarianceTests.subjects)
    func cuttingNeverAddsAnXPFailure(subject: V.Subject) throws {
        let configuration = try Self.configuration(subject)
        let frames = try V.frames(subject.path)
        let whole = Self.xp(V.check(frames, configuration: configuration))
        var state = UInt64(frames.count) | 1
        var problems: [String] = []
        for _ in 0..<Self.cutsPerEnd {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let k = 1 + Int((state >> 33) % UInt64(max(1, frames.count - 1)))
            for (how, part) in [("without the first \(k) frames", Array(frames[k...])), ("cut after frame \(k)", Array(frames[..<k]))] {
                for (key, verdict) in Self.xp(V.check(part, configuration: configuration)) where verdict == "FAIL" || verdict == "WARN" {
                    if whole[key] != verdict { problems.append("\(how): \(key) \(whole[key] ?? "absent") → \(verdict)") }
                }
            }
        }
        #expect(problems.isEmpty, "\(subject.name): \(problems)")
    }

    @Test(arguments: CrossPlaneInvarianceTests.subjects)
    func fcsAndRetimingKeepEveryXPVerdict(subject: V.Subject) throws {
        let configuration = try Self.configuration(subject)
        let frames = try V.frames(subject.path)
        let whole = Self.xp(V.check(frames, configuration: configuration))
        #expect(!whole.isEmpty)
        let fcs = Self.xp(V.check(V.withFCS(frames), configuration: configuration, fcsLength: 4))
        #expect(fcs == whole, "\(subject.name) with FCS")
        // 10.24 s (one SFN period) and an arbitrary 1.234567 s: the XP rules read frame, subframe,
        // slot and symbol ids, never the capture clock.
        for shift: Int64 in [10_240_000_000, 1_234_567_000] {
            let moved = frames.map { f -> V.Frame in
                var g = f
                g.time += shift
                return g
            }
            #expect(Self.xp(V.check(moved, configuration: configuration)) == whole, "\(subject.name) re-timed by \(shift) ns")
        }
    }
}
