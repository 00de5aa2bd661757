import CaptureIO
import Conformance
import Foundation
import Fronthaul
import ProfileLoading
import Profiles
import Testing
import TestSupport

/// Delay-window verdicts on captures made by RANConform's own encoders with exactly known send
/// times, against `Tests/TimingOracle/timing_oracle.py`, an independent script that computes the
/// air time of each message from the TS 38.211 §5.3.1 and GPS-alignment formulas (summing symbol
/// durations), picks each capture timestamp at a chosen distance from its window edge and derives
/// the expected early / on-time / late counts, FH-T-FRAME and FH-T-SPREAD outcomes. Ten runs:
/// numerology 0–4 × DU-side and RU-side tap, each across a frameId wrap (254 → 1), random α, β,
/// leap seconds and capture offset. `TIMING_ORACLE_SEED` picks another scenario.
@Suite struct TimingOracleTests {
    typealias S = EngineSupport
    static let script = S.packageRoot.appendingPathComponent("Tests/TimingOracle/timing_oracle.py")

    static func python3() -> String? { Oracle.python3 }

    static func oracle(seed: Int) throws -> [String: Any]? {
        let python = try #require(python3())
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script.path, String(seed)]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Issue.record("timing oracle exited with \(process.terminationStatus)")
            return nil
        }
        return try JSONSerialization.jsonObject(with: data) as? [String: Any]
    }


    /// Device profiles with the oracle's windows and a testbed with its timing facts.
    static func writeProfiles(_ doc: [String: Any], _ run: [String: Any], in dir: URL) throws -> String {
        try S.deviceProfile(id: "o-du-t", role: "o-du", windows: doc["du"] as? [String: Any] ?? [:]).write(to: dir.appendingPathComponent("du.yaml"), atomically: true, encoding: .utf8)
        try S.deviceProfile(id: "o-ru-t", role: "o-ru", windows: doc["ru"] as? [String: Any] ?? [:]).write(to: dir.appendingPathComponent("ru.yaml"), atomically: true, encoding: .utf8)
        let testbed = """
            ranconform: 1
            kind: testbed
            name: timing-oracle
            nodes:
              du1: {device: du.yaml, match: {mac: "02:00:00:00:bb:01", vlan: 100}}
              ru1: {device: ru.yaml, match: {mac: "02:00:00:00:aa:01", vlan: 100}}
            carrier: {numerology: \(run["mu"] ?? 0), prbs: 100, duplex: fdd}
            flows:
              - {name: dl, eaxc: "0:0:0:0-1", plane: u, direction: dl, compression: {method: bfp, iqWidth: 9, static: true}, du: du1, ru: ru1}
              - {name: ul, eaxc: "0:0:0:0-1", plane: u, direction: ul, compression: {method: bfp, iqWidth: 9, static: true}, du: du1, ru: ru1}
            timing: {gpsAligned: true, clock: utc, tap: \(run["tap"] ?? "du"), leapSeconds: \(run["leapSeconds"] ?? 18), alpha: \(run["alpha"] ?? 0), beta: \(run["beta"] ?? 0), captureOffsetNs: \(run["captureOffsetNs"] ?? 0)}
            transport: \(S.yamlFlowMap(doc["transport"] as? [String: Any] ?? [:]))

            """
        let path = dir.appendingPathComponent("tb.yaml")
        try testbed.write(to: path, atomically: true, encoding: .utf8)
        return path.path
    }

    /// Ethernet + VLAN 100 + eCPRI frames from the Fronthaul encoder, at the oracle's timestamps.
    static func writeCapture(_ messages: [[String: Any]], to path: URL) throws {
        var writer = PcapngWriter()
        writer.addInterface(linkType: .ethernet)
        var sequence: [String: UInt8] = [:]
        for m in messages {
            let control = (m["plane"] as? String) == "c"
            let downlink = (m["dir"] as? String) == "dl"
            let eAxC = UInt16(m["eaxc"] as? Int ?? 0)
            let frame = UInt8(m["frame"] as? Int ?? 0), sf = UInt8(m["sf"] as? Int ?? 0)
            let slot = UInt8(m["slot"] as? Int ?? 0), sym = UInt8(m["sym"] as? Int ?? 0)
            let key = "\(control) \(downlink) \(eAxC)"
            let seq = sequence[key, default: 0]
            sequence[key] = seq &+ 1
            let transport = ORANTransportHeader(eAxC: eAxC, sequenceId: seq)
            let message: ECPRIMessage
            if control {
                message = .oran(cPlane: S.cPlane(direction: downlink ? 1 : 0, frame: frame, subframe: sf, slot: slot, startSymbol: sym,
                                                 sections: [(1, 0, 1, 1)]), transport: transport)
            } else {
                message = .oran(uPlane: S.uPlane(direction: downlink ? 1 : 0, frame: frame, subframe: sf, slot: slot, symbol: sym,
                                                 sections: [(1, 0, 1)]), transport: transport)
            }
            let (src, dst): (UInt64, UInt64) = control || downlink ? (S.duMAC, S.ruMAC) : (S.ruMAC, S.duMAC)
            var bytes: [UInt8] = []
            for mac in [dst, src] { for i in (0..<6).reversed() { bytes.append(UInt8(truncatingIfNeeded: mac >> (8 * UInt64(i)))) } }
            bytes += [0x81, 0x00, 0xE0, 0x64, 0xAE, 0xFE]  // VLAN 100 PCP 7, eCPRI
            bytes += FronthaulEncoder.encode(message)
            try writer.write(bytes, timestampNanoseconds: Int64(m["t"] as? Int ?? 0))
        }
        try Data(writer.bytes).write(to: path)
    }

    @Test(.requires(.python3)) func earlyOnTimeLateCountsMatchTheOracleForEveryNumerologyAndTap() throws {
        let seed = Int(ProcessInfo.processInfo.environment["TIMING_ORACLE_SEED"] ?? "") ?? 7
        guard let doc = try Self.oracle(seed: seed), let runs = doc["runs"] as? [[String: Any]] else { return }
        #expect(runs.count == 10)
        var totals = (early: 0, onTime: 0, late: 0, frame: 0, spread: 0, messages: 0)
        for run in runs {
            let label = "µ=\(run["mu"] ?? "?") tap=\(run["tap"] ?? "?") seed \(seed)"
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("timing-oracle-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dir) }
            let testbed = try ProfileLoader.loadTestbed(path: try Self.writeProfiles(doc, run, in: dir))
            let messages = run["messages"] as? [[String: Any]] ?? []
            let capture = dir.appendingPathComponent("c.pcapng")
            try Self.writeCapture(messages, to: capture)
            let r = try S.check(capture.path, configuration: RunConfiguration(testbed: testbed))
            #expect(r.frames.decoded == messages.count, "\(label)")
            let expected = run["expected"] as? [String: Any] ?? [:]
            let flows = expected["flows"] as? [String: [String: Int]] ?? [:]
            var seen: Set<String> = []
            for f in r.flowTiming {
                let key = "\(f.node) \(f.eAxC) \(f.plane) \(f.direction)"
                seen.insert(key)
                let want = flows[key] ?? [:]
                #expect(f.early == want["early"] && f.onTime == want["on-time"] && f.late == want["late"] && f.inconclusive == 0,
                        "\(label) \(key): early \(f.early) on-time \(f.onTime) late \(f.late), oracle \(want)")
                totals.early += f.early
                totals.onTime += f.onTime
                totals.late += f.late
            }
            #expect(seen == Set(flows.keys), "\(label): flows \(seen.sorted()) vs oracle \(flows.keys.sorted())")
            // Violations of the window rules are exactly the early + late messages of their flows.
            for (rule, plane, direction) in [("FH-T-DLU", "U", "DL"), ("FH-T-DLC", "C", "DL"), ("FH-T-ULC", "C", "UL"), ("FH-T-ULU", "U", "UL")] {
                let want = flows.filter { $0.key.hasSuffix(" \(plane) \(direction)") }.values.reduce(0) { $0 + ($1["early"] ?? 0) + ($1["late"] ?? 0) }
                #expect(S.violations(r, rule) == want, "\(label) \(rule)")
            }
            #expect(S.violations(r, "FH-T-FRAME") == expected["frameViolations"] as? Int, "\(label) FH-T-FRAME")
            #expect(S.evaluated(r, "FH-T-FRAME") == messages.count, "\(label) FH-T-FRAME evaluated")
            #expect(S.evaluated(r, "FH-T-SPREAD") == expected["bursts"] as? Int, "\(label) FH-T-SPREAD bursts")
            #expect(S.violations(r, "FH-T-SPREAD") == expected["spreadViolations"] as? Int, "\(label) FH-T-SPREAD")
            #expect(r.verdicts("FH-T-PROFILE") == [.pass], "\(label)")
            totals.frame += S.violations(r, "FH-T-FRAME")
            totals.spread += S.violations(r, "FH-T-SPREAD")
            totals.messages += messages.count
        }
        print("timing oracle seed \(seed): \(totals.messages) messages, early \(totals.early), on time \(totals.onTime), late \(totals.late), FH-T-FRAME violations \(totals.frame), FH-T-SPREAD violations \(totals.spread)")
    }
}
