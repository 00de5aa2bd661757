import Conformance
import Foundation
import Profiles
import Testing
import TestSupport

/// FH-SE22-ACK and FH-XP-ACK-LAT on the committed synthesized captures (SE22 requests answered by
/// ST8, Profiles/scenarios/fh-*-acknack / st8-*): what must fire is worked out from the request and
/// ST8 ids a Python reader written from the spec layout (CUS §7.4.9, §7.7.22) finds, and tshark
/// 4.0.17 confirms which frames are ST8 and which carry SE22 (it decodes the section type and
/// extType, not the ids).
@Suite struct AckNackRuleTests {
    typealias O = SynthCaptureOracle

    /// The deadline synth-lab-sw24's O-RU declares (Profiles/devices/acme-ru-n78-sw24.yaml).
    static let deadline: Int64 = 200_000

    struct Expected {
        var unknown: [[Int]] = []
        var late: [[Int]] = []
        var unanswered: [[Int]] = []
        var latenciesMicros: [Double] = []
    }

    /// Pairs requests and ST8 ids the way the rule text says (same eAxC, other direction).
    static func expected(_ frames: [O.AckFrame]) -> Expected {
        var e = Expected()
        var open: [String: O.AckFrame] = [:]
        let last = frames.map(\.ns).max() ?? 0
        for f in frames {
            for id in f.requests { open["\(f.eaxc)/\(id)"] = f }
            for id in f.acks + f.nacks {
                guard let r = open.removeValue(forKey: "\(f.eaxc)/\(id)"), r.src != f.src else {
                    e.unknown.append([f.frame])
                    continue
                }
                e.latenciesMicros.append(Double(f.ns - r.ns) / 1000)
                if f.ns - r.ns > deadline { e.late.append([r.frame, f.frame]) }
            }
        }
        for r in open.values.sorted(by: { $0.frame < $1.frame }) where last - r.ns > deadline { e.unanswered.append([r.frame]) }
        return e
    }

    func oracle(_ name: String) throws -> Expected? {
        let frames = try #require(try O.ackFrames(name))
        let rows = try #require(try O.tsharkRows(name))
        // tshark 4.0.17: the frames with section type 8 are the ones the reader took for ST8.
        #expect(rows.filter { $0.ecpriType == 2 && $0.sectionType == 8 }.map(\.frame) == frames.filter { $0.sectionType == 8 }.map(\.frame))
        // … and the frames whose section carries extType 22 are the ones it took requests from.
        #expect(rows.filter { $0.ecpriType == 2 && $0.extType == 22 }.map(\.frame) == frames.filter { !$0.requests.isEmpty }.map(\.frame))
        #expect(frames.contains { !$0.requests.isEmpty })
        return Self.expected(frames)
    }

    @Test(.requires(.python3, .tshark)) func cleanCaptureAnswersEveryRequestInTime() throws {
        guard let e = try oracle("fh-clean-idle-acknack") else { return }
        #expect(e.unknown.isEmpty && e.late.isEmpty && e.unanswered.isEmpty)
        let r = try O.check("fh-clean-idle-acknack")
        #expect(r.verdicts("FH-SE22-ACK") == [.pass])
        #expect(r.verdicts("FH-XP-ACK-LAT") == [.pass])
        #expect(EngineSupport.evaluated(r, "FH-SE22-ACK") == e.latenciesMicros.count)
        // Latency measured: the mean the rule reports is the oracle's (request to ST8, µs).
        let m = r.results(for: "FH-SE22-ACK").flatMap(\.measurements).first { $0.name == "ST8 ACK latency" }
        let mean = e.latenciesMicros.reduce(0, +) / Double(e.latenciesMicros.count)
        #expect(m.map { abs($0.mean - mean) < 0.001 } == true, "\(String(describing: m)) vs \(mean)")
        #expect(m?.count == e.latenciesMicros.count)
    }

    @Test(.requires(.python3, .tshark)) func unknownAckIdIsReportedAndItsRequestGoesUnanswered() throws {
        guard let e = try oracle("fh-fault-st8-unknown-ackid") else { return }
        #expect(e.unknown.count == 1 && e.unanswered.count == 1 && e.late.isEmpty)
        let r = try O.check("fh-fault-st8-unknown-ackid")
        #expect(r.verdicts("FH-SE22-ACK") == [.warn])
        #expect(r.results(for: "FH-SE22-ACK").flatMap(\.findings).map(\.frames) == e.unknown)
        #expect(r.verdicts("FH-XP-ACK-LAT") == [.fail])
        #expect(r.results(for: "FH-XP-ACK-LAT").flatMap(\.findings).map(\.frames) == e.unanswered)
    }

    @Test(.requires(.python3, .tshark)) func lateAckFailsTheDeadlineButMatchesItsRequest() throws {
        guard let e = try oracle("fh-fault-st8-late") else { return }
        #expect(e.late.count == 1 && e.unknown.isEmpty && e.unanswered.isEmpty)
        let r = try O.check("fh-fault-st8-late")
        #expect(r.verdicts("FH-SE22-ACK") == [.pass])
        #expect(r.verdicts("FH-XP-ACK-LAT") == [.fail])
        let findings = r.results(for: "FH-XP-ACK-LAT").flatMap(\.findings)
        #expect(findings.map(\.frames) == e.late)
        let worst = e.latenciesMicros.max() ?? 0
        #expect(findings.first?.measurement.map { abs($0.value - worst) < 0.001 } == true)
    }

    @Test func withoutADeclaredDeadlineTheLatencyRuleSkipsWithTheReason() throws {
        // synth-lab's O-RU (acme-ru-n78) declares no fronthaul.ackNackDeadline.
        let r = try O.check("fh-clean-idle-acknack", testbed: "synth-lab")
        let rows = r.results(for: "FH-XP-ACK-LAT")
        #expect(Set(rows.map(\.verdict)) == [.skip])
        #expect(rows.contains { ($0.reason ?? "").contains("fronthaul.ackNackDeadline") }, "\(rows.map(\.reason))")
        #expect(r.verdicts("FH-SE22-ACK") == [.pass])
    }
}
