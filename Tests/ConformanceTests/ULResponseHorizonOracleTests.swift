import Conformance
import Foundation
import Fronthaul
import ProfileLoading
import Profiles
import Testing
import TestSupport

/// FH-XP-UL-COMPLETE judges a UL request at the end of the O-RU's UL window for its symbols, not at
/// a fixed 20 ms. `Tests/TimingOracle/ul_horizon_oracle.py` (written from TS 38.211 §5.3.1 /
/// CUS §4.4 with symbol starts summed from TS 38.211 durations) gives, for µ 0–4 × {O-DU windows at
/// a DU tap, O-RU windows at an RU tap, O-RU windows + T12/T34 at a DU tap, nothing declared} and a
/// run without a testbed, the horizon after the C-plane. Each case is run three times: every symbol
/// answered 1 µs before the horizon (PASS), the last symbol 1 µs after it (FAIL, its PRBs missing),
/// and the capture ending 1 µs before the horizon with the last symbol outstanding (INCONCLUSIVE).
/// `UL_HORIZON_ORACLE_SEED` picks other slots and symbols.
@Suite struct ULResponseHorizonOracleTests {
    typealias S = EngineSupport
    static let script = S.packageRoot.appendingPathComponent("Tests/TimingOracle/ul_horizon_oracle.py")

    static func cases(seed: Int) throws -> [[String: Any]]? {
        let python = URL(fileURLWithPath: try #require(Oracle.python3))
        let process = Process()
        process.executableURL = python
        process.arguments = [script.path, String(seed)]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Issue.record("UL horizon oracle exited with \(process.terminationStatus)")
            return nil
        }
        return (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["cases"] as? [[String: Any]]
    }


    /// A testbed whose devices declare the case's windows, at its numerology and tap.
    static func configuration(_ c: [String: Any], in dir: URL) throws -> RunConfiguration {
        if c["config"] as? String == "no-testbed" { return S.specOnly() }
        try S.deviceProfile(id: "h-du", role: "o-du", windows: c["du"] as? [String: Any] ?? [:]).write(to: dir.appendingPathComponent("du.yaml"), atomically: true, encoding: .utf8)
        try S.deviceProfile(id: "h-ru", role: "o-ru", windows: c["ru"] as? [String: Any] ?? [:]).write(to: dir.appendingPathComponent("ru.yaml"), atomically: true, encoding: .utf8)
        let testbed = """
            ranconform: 1
            kind: testbed
            name: ul-horizon
            nodes:
              du1: {device: du.yaml, match: {mac: "02:00:00:00:bb:01", vlan: 100}}
              ru1: {device: ru.yaml, match: {mac: "02:00:00:00:aa:01", vlan: 100}}
            carrier: {numerology: \(c["mu"] ?? 1), prbs: 100, duplex: fdd}
            flows:
              - {name: dl, eaxc: "0:0:0:0", plane: u, direction: dl, compression: {method: bfp, iqWidth: 9, static: true}, du: du1, ru: ru1}
              - {name: ul, eaxc: "0:0:0:0", plane: u, direction: ul, compression: {method: bfp, iqWidth: 9, static: true}, du: du1, ru: ru1}
            timing: {gpsAligned: false, clock: utc, tap: \(c["tap"] ?? "du")}
            transport: \(S.yamlFlowMap(c["transport"] as? [String: Any] ?? [:]))

            """
        let path = dir.appendingPathComponent("tb.yaml")
        try testbed.write(to: path, atomically: true, encoding: .utf8)
        return RunConfiguration(testbed: try ProfileLoader.loadTestbed(path: path.path))
    }

    enum Outcome { case answeredInTime, lastSymbolLate, captureEndsBeforeHorizon }

    /// One UL request and its answer, timed against the oracle's horizon.
    static func run(_ c: [String: Any], _ configuration: RunConfiguration, _ outcome: Outcome) -> RunResults {
        let start = c["start"] as? Int ?? 0, last = c["last"] as? Int ?? 0, prbs = c["prbs"] as? Int ?? 1
        let horizon = Int64(c["horizonNs"] as? Int ?? 0)
        let sf = UInt8(c["subframe"] as? Int ?? 0), slot = UInt8(c["slot"] as? Int ?? 0)
        var f = S.Feeder(configuration)
        let t0 = f.time + 10_000
        f.c(S.cPlane(direction: 0, subframe: sf, slot: slot, startSymbol: UInt8(start), sections: [(5, 0, UInt8(prbs), UInt8(last - start + 1))], udCompHdr: 0x91))
        let symbols = Array(start...last)
        for (i, symbol) in symbols.enumerated() {
            let isLast = i == symbols.count - 1
            // Answers sit just before the horizon, 1 ns apart and in capture order.
            var at = t0 + horizon - 1_000 - Int64(symbols.count - i)
            if isLast && outcome == .lastSymbolLate { at = t0 + horizon + 1_000 }
            if isLast && outcome == .captureEndsBeforeHorizon { break }
            f.time = at
            f.u(S.uPlane(direction: 0, subframe: sf, slot: slot, symbol: UInt8(symbol), sections: [(5, 0, UInt8(prbs))]), advance: 0)
        }
        if outcome != .captureEndsBeforeHorizon {
            // A later DL message moves capture time past the horizon.
            f.time = t0 + horizon + 5_000
            f.c(S.cPlane(direction: 1, frame: 9, sections: [(1, 0, 10, 1)]))
        }
        return f.finish()
    }

    @Test(.requires(.python3)) func ulCompletenessFollowsTheOracleHorizonForEveryNumerologyAndWindowSource() throws {
        let seed = Int(ProcessInfo.processInfo.environment["UL_HORIZON_ORACLE_SEED"] ?? "") ?? 11
        guard let cases = try Self.cases(seed: seed) else { return }
        #expect(cases.count == 21)
        var judged = 0
        for c in cases {
            let label = "µ=\(c["mu"] ?? "?") \(c["config"] ?? "?") slot \(c["slot"] ?? "?") symbols \(c["start"] ?? "?")-\(c["last"] ?? "?") horizon \(c["horizonNs"] ?? "?") ns"
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ul-horizon-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dir) }
            let configuration = try Self.configuration(c, in: dir)

            let ok = Self.run(c, configuration, .answeredInTime)
            #expect(ok.verdicts("FH-XP-UL-COMPLETE") == [.pass], "\(label): \(ok.results(for: "FH-XP-UL-COMPLETE"))")
            #expect(S.evaluated(ok, "FH-XP-UL-COMPLETE") == 1, "\(label)")

            let late = Self.run(c, configuration, .lastSymbolLate)
            let findings = late.results(for: "FH-XP-UL-COMPLETE").flatMap(\.findings)
            #expect(late.verdicts("FH-XP-UL-COMPLETE") == [.fail], "\(label)")
            #expect(findings.count == 1, "\(label): \(findings.map(\.message))")
            #expect(findings.first?.measurement?.value == Double(c["prbs"] as? Int ?? 0), "\(label): \(findings.map(\.message))")
            #expect(findings.first?.message.contains("1 U-plane section(s) came later") == true, "\(label)")
            // The late answer is neither an extra nor an uncoupled section.
            #expect(late.verdicts("FH-XP-COUPLE") == [.pass], "\(label)")

            let open = Self.run(c, configuration, .captureEndsBeforeHorizon)
            #expect(open.verdicts("FH-XP-UL-COMPLETE") == [.inconclusive], "\(label)")
            judged += 3
        }
        print("UL horizon oracle seed \(seed): \(cases.count) cases, \(judged) runs (pass / fail / inconclusive each)")
    }
}
