import CaptureIO
import Conformance
import Foundation
import IQAnalysis
import ProfileLoading
import TestSupport
import Testing
@testable import Synth

/// Synthesized captures with known IQ properties, their analysis, and the numpy oracle.
enum IQTestSupport {
    static var oracle: String { Oracle.path("Tests/IQFlowOracle/iq_flow_oracle.py") }

    /// A testbed like synth-lab (51-PRB DDDSU carrier, du1 / ru1), BFP `width`-bit flows, with
    /// `testbedExtra` appended at the top level and `flowExtra` inside each flow's mapping.
    static func testbed(in dir: URL, width: Int = 9, testbedExtra: String = "", flowExtra: String = "") throws -> String {
        let devices = Oracle.path("Profiles/devices")
        let c = "compression: {method: bfp, iqWidth: \(width), static: true}, du: du1, ru: ru1\(flowExtra.isEmpty ? "" : ", " + flowExtra)"
        let text = """
            ranconform: 1
            kind: testbed
            name: iq-test
            nodes:
              du1: {device: \(devices)/beta-du.yaml, match: {mac: "02:00:00:00:bb:01", vlan: 100}}
              ru1: {device: \(devices)/acme-ru-n78.yaml, match: {mac: "02:00:00:00:aa:01", vlan: 100}}
            carrier: {numerology: 1, prbs: 51, duplex: tdd, tddPattern: DDDSU, specialSlot: {dl: 10, guard: 2, ul: 2}}
            flows:
              - {name: pdsch, eaxc: "0:0:0:0-3", direction: dl, purpose: pdsch, \(c)}
              - {name: pusch, eaxc: "0:0:0:0-3", direction: ul, purpose: pusch, \(c)}
              - {name: prach, eaxc: "0:0:0:8-11", direction: ul, purpose: prach, \(c)}
            timing: {captureOffsetNs: 0, gpsAligned: true, tap: du, clock: utc}
            specs: {cus: "13.00", f1ap: "16.9.0"}
            \(testbedExtra)
            """
        let url = dir.appendingPathComponent("testbed.yaml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// A scenario on that testbed: PDSCH and PUSCH on eAxC 0 over the whole carrier, PRACH on
    /// eAxC 8 (12 PRBs), `iq` as the scenario's `iq` mapping body, `faults` as its fault list body.
    static func scenario(in dir: URL, testbed: String, width: Int = 9, durationMs: Int = 2, iq: String, faults: String = "") throws -> Scenario {
        let c = "compression: {method: bfp, iqWidth: \(width), static: true}"
        let text = """
            ranconform: 1
            kind: scenario
            name: iq-test
            testbed: \(testbed)
            start: 1767225600
            durationMs: \(durationMs)
            fronthaul:
              du: du1
              ru: ru1
              mtu: 9000
              flows:
                - {name: pdsch, eaxc: "0:0:0:0", purpose: pdsch, \(c)}
                - {name: pusch, eaxc: "0:0:0:0", purpose: pusch, \(c)}
                - {name: prach, eaxc: "0:0:0:8", purpose: prach, sectionType: 3, \(c), prbs: {start: 2, count: 12}}
              timing: {jitterUs: 5}
              iq: {\(iq)}
            \(faults.isEmpty ? "" : "  faults:\n    " + faults)
            """
        let url = dir.appendingPathComponent("scenario.yaml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return try ScenarioLoader.load(path: url.path)
    }

    /// Writes the scenario's frames as pcapng into `dir`.
    static func capture(_ scenario: Scenario, in dir: URL, seed: UInt64 = 1) throws -> String {
        var merger = ScenarioSources.make(scenario, seed: seed)
        var writer = PcapngWriter()
        let interface = writer.addInterface(linkType: .ethernet, snapLength: 0, name: "synth")
        while let f = merger.next() {
            try writer.write(f.bytes, timestampNanoseconds: f.timestampNanoseconds, interfaceID: interface)
        }
        let url = dir.appendingPathComponent("capture.pcapng")
        try Data(writer.bytes).write(to: url)
        return url.path
    }

    /// `check --iq` in process: the results and the IQ report.
    static func analyse(capture: String, testbed: String, adjust: (inout IQSettings) -> Void = { _ in }) throws -> (RunResults, IQReport) {
        let tb = try ProfileLoader.loadTestbed(path: testbed)
        var configuration = RunConfiguration(testbed: tb)
        var settings = configuration.iqSettings()
        adjust(&settings)
        configuration.iq = settings
        let run = ConformanceRun(configuration: configuration)
        let reader = try CaptureReader(path: capture)
        while let record = reader.next() { run.feed(record) }
        let results = run.finish()
        return (results, try #require(results.iq))
    }

    /// FH-IQ rule ids that FAIL or WARN.
    static func iqFindings(_ results: RunResults) -> Set<String> {
        Set(results.results.filter { $0.rule.hasPrefix("FH-IQ-") && ($0.verdict == .fail || $0.verdict == .warn) }.map(\.rule))
    }

    /// The oracle's flows of a capture, keyed "eAxC/DL|UL/data|prach".
    static func oracleFlows(capture: String, width: Int, prbs: Int = 51, order: String) throws -> [String: [String: Any]] {
        let python = try #require(Oracle.python3)
        let out = try Subprocess.run(python, [oracle, "capture", capture, String(width), String(prbs), order])
        #expect(out.status == 0, "oracle failed: \(out.stderr)")
        var flows: [String: [String: Any]] = [:]
        for line in out.stdout.split(separator: "\n") {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], let key = object["flow"] as? String else { continue }
            flows[key] = object
        }
        return flows
    }

    static func key(_ f: IQFlowReport) -> String { "\(f.key.eAxC)/\(f.key.direction.description)/\(f.key.channel.rawValue)" }

    static func double(_ any: Any?) -> Double? { (any as? NSNumber)?.doubleValue }

    /// The theoretical EVM in dB of additive noise at `snrDb`: −SNR.
    static func evmDb(snrDb: Double) -> Double { -snrDb }
}
