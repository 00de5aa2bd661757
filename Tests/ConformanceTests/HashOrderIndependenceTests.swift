import CaptureIO
import Conformance
import Foundation
import Synth
import Testing

/// Results must not depend on the order a `Dictionary` or `Set` lists its entries: that order
/// changes with the process's hash seed and, within one process, with each table's storage
/// (Swift seeds every native table apart), so a verdict or a finding order that follows it
/// differs between two runs of the same capture — between `check` and `merge`, between a lab's
/// run and its CI baseline.
///
/// Each capture is checked several times in this process (every run builds its tables anew, so
/// their listing orders differ) and every run's JSON must be the same bytes. Two rewrites make
/// ties and evictions common, where a listing order would decide: every table bounded to a few
/// entries (checkers' open state, SCTP and IP reassembly, associations), and timestamps cut to
/// whole milliseconds or to one instant (a coarse capture clock: many frames share a time).
@Suite(.serialized)
struct HashOrderIndependenceTests {
    typealias V = CaptureVariants

    /// Runs per rewrite (more runs find a listing-order dependence with more certainty).
    static let runs = max(2, Int(ProcessInfo.processInfo.environment["RANCONFORM_HASH_ORDER_RUNS"] ?? "") ?? 3)

    static func tight(_ configuration: RunConfiguration) -> RunConfiguration {
        var c = configuration
        c.maximumOpenEntries = 3
        c.demux.maximumPendingDatagrams = 2
        c.demux.maximumPendingDatagramsPerHostPair = 2
        c.demux.maximumPendingSCTPFragments = 3
        c.demux.maximumPendingSCTPFragmentsPerAssociation = 2
        c.demux.maximumAssociations = 2
        return c
    }

    static func retimed(_ frames: [V.Frame], _ time: (Int64) -> Int64) -> [V.Frame] {
        frames.map { f in
            var g = f
            g.time = time(f.time)
            return g
        }
    }

    @Test(arguments: V.subjects)
    func resultsDoNotFollowTableListingOrder(_ subject: V.Subject) throws {
        Self.expectSameResults(try V.frames(subject.path), try V.configuration(subject), name: subject.name)
    }

    /// F1AP traffic made for ties: many UEs, SCTP bundling (several PDUs per packet, so per
    /// frame and timestamp) and fragmentation, late and missing answers; cut so that it starts
    /// and ends mid-exchange (open requests, reports and releases at the end, pending fragments).
    @Test(arguments: [(UInt64(1), 32), (2, 64), (3, 200)])
    func generatedF1APWithBundlesAndCutsDoesNotFollowListingOrder(seed: UInt64, fragmentSize: Int) {
        let config = F1APScenarioConfig(
            ues: 24, bundling: true, fragmentSize: fragmentSize,
            faults: [F1APFaultConfig(name: "response-timeout"), F1APFaultConfig(name: "rrc-delivery-report-missing"),
                     F1APFaultConfig(name: "rrc-delivery-report-unsolicited")],
            bearers: true)
        let du = F1APEndpoint(mac: [0x02, 0, 0, 0, 0xD0, 0x01], ipv4: [10, 0, 1, 2], sctpPort: 40_123, vlan: 200)
        let cu = F1APEndpoint(mac: [0x02, 0, 0, 0, 0xC0, 0x01], ipv4: [10, 0, 1, 1], sctpPort: 38_472, vlan: 200)
        let generated = F1APTrafficGenerator(config: config, du: du, cu: cu, startNanoseconds: 1_700_000_000_000_000_000,
                                             durationNanoseconds: 1_000_000_000, seed: seed).frames
        let frames = generated.map { V.Frame(time: $0.timestampNanoseconds, bytes: $0.bytes, originalLength: $0.bytes.count, linkType: $0.linkType) }
        let third = frames.count / 3
        for (name, part) in [("whole", frames[...]), ("first two thirds", frames[..<(2 * third)]), ("last two thirds", frames[third...])] {
            Self.expectSameResults(Array(part), RunConfiguration(), name: "F1AP seed \(seed), \(name)")
        }
    }

    static func expectSameResults(_ frames: [V.Frame], _ configuration: RunConfiguration, name subject: String) {
        let first = frames.first?.time ?? 0
        let rewrites: [(String, [V.Frame], RunConfiguration)] = [
            ("as captured, tables of a few entries", frames, Self.tight(configuration)),
            ("millisecond timestamps", Self.retimed(frames) { $0 / 1_000_000 * 1_000_000 }, configuration),
            ("one timestamp, tables of a few entries", Self.retimed(frames) { _ in first }, Self.tight(configuration)),
        ]
        for (name, variant, c) in rewrites {
            let reference = V.check(variant, configuration: c).renderJSON()
            for run in 2...Self.runs {
                let again = V.check(variant, configuration: c).renderJSON()
                #expect(again == reference, "\(subject), \(name): run \(run) differs from run 1 \(Self.firstDifference(reference, again))")
                if again != reference { break }
            }
        }
    }

    /// Where two renderings part (a few dozen characters of each), for the failure message.
    static func firstDifference(_ a: String, _ b: String) -> String {
        let x = Array(a.utf8), y = Array(b.utf8)
        var i = 0
        while i < min(x.count, y.count) && x[i] == y[i] { i += 1 }
        func around(_ s: [UInt8]) -> String { String(decoding: s[max(0, i - 60)..<min(s.count, i + 60)], as: UTF8.self) }
        return "at byte \(i): …\(around(x))… vs …\(around(y))…"
    }
}
