import Foundation
import Synth
import Testing

/// The generator as a frame source: deterministic for a seed, timestamps in order from the
/// start, odd scenario values handled without a trap.
@Suite struct F1APSynthGeneratorTests {
    @Test func deterministicForASeed() {
        let c = F1APScenarioConfig(ues: 2, bundling: true, fragmentSize: 100)
        let a = F1APSynth.generate(c, seed: 42), b = F1APSynth.generate(c, seed: 42), other = F1APSynth.generate(c, seed: 43)
        #expect(a.frames == b.frames)
        #expect(a.frames != other.frames)
        #expect(a.plan.map(\.messageName) == other.plan.map(\.messageName))
    }

    @Test func framesComeInTimestampOrder() {
        var g = F1APSynth.generate(F1APScenarioConfig(ues: 5, fragmentSize: 32))
        let count = g.frames.count
        var last = Int64.min, n = 0
        while let t = g.nextTimestampNanoseconds {
            guard let f = g.next() else { Issue.record("next() nil while a timestamp was announced"); break }
            #expect(f.timestampNanoseconds == t && t >= last && t >= F1APSynth.start)
            #expect(f.linkType == .ethernet)
            last = t
            n += 1
        }
        #expect(n == count && g.next() == nil)
        // everything of a 1 s scenario falls inside it, delayed SACKs aside
        #expect(last < F1APSynth.start + 1_100_000_000)
    }

    @Test func procedureSelection() {
        let g = F1APSynth.generate(F1APScenarioConfig(ues: 2, procedures: ["f1-setup", "reset"]))
        #expect(g.plan.map(\.messageName) == ["F1SetupRequest", "F1SetupResponse", "Reset", "ResetAcknowledge"])
        let none = F1APSynth.generate(F1APScenarioConfig(ues: 0, procedures: ["no-such-procedure"]))
        #expect(none.plan.isEmpty && none.frames.count == 4)  // the SCTP handshake alone
    }

    @Test func oddValuesDoNotTrap() {
        let configs = [
            F1APScenarioConfig(ues: -3, fragmentSize: 0),
            F1APScenarioConfig(ues: 1, fragmentSize: -5, faults: [F1APFaultConfig(name: "response-timeout", occurrence: -1, delayMicroseconds: Int.max)]),
            F1APScenarioConfig(ues: 1, bundling: true, fragmentSize: 1),
            F1APScenarioConfig(ues: 1, faults: [F1APFaultConfig(name: "missing-mandatory-ie", message: "NoSuchMessage", ieID: Int.min)]),
        ]
        for (i, c) in configs.enumerated() {
            for (start, duration) in [(Int64.max, Int64.max), (Int64.min, Int64.min), (0, 0)] {
                let g = F1APTrafficGenerator(config: c, du: F1APSynth.du, cu: F1APEndpoint(mac: [], ipv4: [1], sctpPort: 38472), startNanoseconds: start,
                                             durationNanoseconds: duration, seed: UInt64(i))
                #expect(g.encodingProblems.isEmpty)
                #expect(g.frames.allSatisfy { $0.bytes.count >= 60 })
            }
        }
    }
}
