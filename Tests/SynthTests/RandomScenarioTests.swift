import Foundation
import Testing
@testable import Synth

/// Randomized scenarios (count from SYNTH_RANDOM_COUNT, default 6; seed printed): generation
/// never traps and stays in time order for any carrier, MTU and fault mix, and fault-free traffic
/// on the synth-lab carrier checks clean through the engine.
@Suite struct RandomScenarioTests {
    static var count: Int { Int(ProcessInfo.processInfo.environment["SYNTH_RANDOM_COUNT"] ?? "") ?? 6 }

    static func yaml(_ r: inout SplitMix64, faults: Bool, carrierFromTestbed: Bool) -> String {
        func pick<T>(_ xs: [T]) -> T { xs[Int(r.next() % UInt64(xs.count))] }
        var text = "ranconform: 1\nkind: scenario\nname: random\ntestbed: \(SynthSupport.path("Profiles/testbeds/synth-lab.yaml"))\ndurationMs: \(pick([1, 2, 3, 4]))\nfronthaul:\n"
        var prbs = 51
        if !carrierFromTestbed {
            prbs = Int(r.next() % 275) + 1
            let special = pick(["{dl: 10, guard: 2, ul: 2}", "{dl: 6, guard: 2, ul: 6}", "{dl: 0, guard: 12, ul: 2}", "{dl: 3, guard: 1, ul: 10}"])
            text += "  carrier: {numerology: \(pick([0, 1, 2, 3, 4])), prbs: \(prbs), tddPattern: \(pick(["DDDSU", "DSUUU", "S", "DDDDDDDSUU", "U"])), specialSlot: \(special)}\n"
        }
        text += "  mtu: \(pick([576, 1000, 1500, 9000]))\n  timing: {jitterUs: \(pick([0, 1, 5, 50]))}\n"
        text += "  iq: {modulation: \(pick(["qpsk", "qam16", "qam64", "qam256"])), powerDbfs: \(pick([-30, -15, -3]))}\n"
        let start = Int(r.next() % UInt64(prbs)), count = Int(r.next() % UInt64(prbs - start)) + 1
        let span = count > 255 && !(start == 0 && count == prbs) ? "start: 0, count: \(prbs)" : "start: \(start), count: \(count)"
        text += "  flows:\n    - {eaxc: \"0:0:0:0-\(pick([0, 1, 3]))\", purpose: pdsch, prbs: {\(span)}\(pick(["", ", extensions: [6]"]))}\n"
        text += "    - {eaxc: \"0:0:0:0-\(pick([0, 3]))\", purpose: pusch}\n"
        if prbs >= 12 { text += "    - {eaxc: \"0:0:0:8\", purpose: prach, compression: {method: bfp, iqWidth: 9, static: true}}\n" }
        text += "    - {eaxc: \"0:0:0:12\", purpose: srs}\n"
        // The synth-lab testbed declares a time-synchronised capture: fault-free traffic carries PTP.
        if !faults || pick([true, false]) { text += "  ptp: {}\n  delayMeasurement: {intervalMs: 0.5}\n" }
        if faults {
            text += "  faults:\n"
            for kind in FaultKind.allCases where r.next() % 2 == 0 {
                text += "    - {name: \(kind.rawValue), rate: \(pick([0.05, 0.3, 1])), target: \(pick(kind.allowedTargets).rawValue)}\n"
            }
            text += "    - {name: drop, every: 7}\n"
        }
        return text
    }

    static func load(_ text: String) throws -> Scenario {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scenario-\(UUID().uuidString).yaml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return try ScenarioLoader.load(path: url.path)
    }

    @Test func anyScenarioGeneratesInOrder() throws {
        let seed = UInt64(ProcessInfo.processInfo.environment["SYNTH_RANDOM_SEED"] ?? "") ?? 20_261_123
        print("RandomScenarioTests seed \(seed)")
        var r = SplitMix64(seed: seed)
        for i in 0..<Self.count {
            let text = Self.yaml(&r, faults: true, carrierFromTestbed: false)
            let s = try Self.load(text)
            let frames = SynthSupport.frames(s, seed: r.next())
            #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.timestampNanoseconds <= $1.timestampNanoseconds }, "case \(i):\n\(text)")
            #expect(frames.allSatisfy { $0.bytes.count >= 60 && $0.timestampNanoseconds > 0 }, "case \(i)")
        }
    }

    @Test func faultFreeTrafficChecksClean() throws {
        var r = SplitMix64(seed: 99)
        for i in 0..<Self.count {
            let text = Self.yaml(&r, faults: false, carrierFromTestbed: true)
            let frames = SynthSupport.frames(try Self.load(text), seed: r.next())
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("synth-random-\(UUID().uuidString).pcapng")
            try Data(try SynthSupport.pcapng(frames)).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let (rules, results) = try SynthSupport.failOrWarn(capture: file.path, testbed: SynthSupport.path("Profiles/testbeds/synth-lab.yaml"))
            #expect(rules.isEmpty, "case \(i): \(rules.sorted()) \(results.results.filter { $0.verdict == .fail || $0.verdict == .warn }.flatMap(\.findings).prefix(3))\n\(text)")
            #expect(results.frames.malformed == 0, "case \(i)")
        }
    }
}
