import CaptureIO
import Conformance
import Foundation
import Profiles
import TestSupport
import Testing
import ProfileLoading
@testable import Synth

/// Paths, oracles and small helpers for the Synth tests.
enum SynthSupport {
    static var packageRoot: URL { Oracle.packageRoot }
    static func path(_ relative: String) -> String { packageRoot.appendingPathComponent(relative).path }
    static var synthCaptures: URL { packageRoot.appendingPathComponent("Captures/synth") }

    /// Standard output of `tool` (stderr discarded, any exit status).
    static func run(_ tool: String, _ arguments: [String]) throws -> String {
        try Subprocess.run(tool, arguments).stdout
    }

    /// Every frame of a scenario, in order.
    static func frames(_ scenario: Scenario, seed: UInt64) -> [SynthFrame] {
        var merger = ScenarioSources.make(scenario, seed: seed)
        var out: [SynthFrame] = []
        while let f = merger.next() { out.append(f) }
        return out
    }

    /// The pcapng `ranconform synth` writes, in memory.
    static func pcapng(_ frames: [SynthFrame]) throws -> [UInt8] {
        var writer = PcapngWriter()
        let interface = writer.addInterface(linkType: .ethernet, snapLength: 0, name: "synth")
        for f in frames {
            try writer.write(f.bytes, timestampNanoseconds: f.timestampNanoseconds, interfaceID: interface, comments: f.comment.map { [$0] } ?? [])
        }
        return writer.bytes
    }

    /// Rule ids that FAIL or WARN when the capture is checked against the testbed.
    /// With `iq`, IQ analysis is on (as `check --iq`).
    static func failOrWarn(capture: String, testbed: String, iq: Bool = false) throws -> (rules: Set<String>, results: RunResults) {
        let tb = try ProfileLoader.loadTestbed(path: testbed)
        var configuration = RunConfiguration(testbed: tb)
        if iq { configuration.iq = configuration.iqSettings() }
        let run = ConformanceRun(configuration: configuration)
        let reader = try CaptureReader(path: capture)
        while let record = reader.next() { run.feed(record) }
        let results = run.finish()
        return (Set(results.results.filter { $0.verdict == .fail || $0.verdict == .warn }.map(\.rule)), results)
    }

    /// Hand-parsed view of one synthesized fronthaul frame (Ethernet + 802.1Q + eCPRI, CUS §5.1.3),
    /// independent of the Fronthaul decoder.
    struct WireView {
        var vlan: Int
        var etherType: Int
        var ecpriType: Int
        var payloadSize: Int
        var eAxC: Int
        var sequenceId: Int
        var dataDirection: Int
        var startPrbu: Int
        var numPrbu: Int
        var frameLength: Int

        init?(_ b: [UInt8]) {
            guard b.count >= 18, b[12] == 0x81, b[13] == 0x00 else { return nil }
            vlan = Int(b[14] & 0x0F) << 8 | Int(b[15])
            etherType = Int(b[16]) << 8 | Int(b[17])
            frameLength = b.count
            guard etherType == 0xAEFE, b.count >= 30 else { return nil }
            ecpriType = Int(b[19])
            payloadSize = Int(b[20]) << 8 | Int(b[21])
            eAxC = Int(b[22]) << 8 | Int(b[23])
            sequenceId = Int(b[24])
            dataDirection = Int(b[26] >> 7)
            // U-plane section header after the 4-byte common header: sectionId(12) rb symInc startPrbu(10) numPrbu(8).
            startPrbu = Int(b[31] & 0x03) << 8 | Int(b[32])
            numPrbu = Int(b[33])
        }
    }
}
