import CaptureIO
import Foundation
import TestSupport
import Testing
import Synth

/// Shared builders and oracle runners for the F1AP generator tests (oracle availability and
/// paths come from TestSupport; tests that need one require it with a trait).
enum F1APSynth {
    static var shared: URL { Oracle.shared }

    static let du = F1APEndpoint(mac: [0x02, 0, 0, 0, 0xD0, 0x01], ipv4: [10, 0, 1, 2], sctpPort: 40_123, vlan: 200)
    static let cu = F1APEndpoint(mac: [0x02, 0, 0, 0, 0xC0, 0x01], ipv4: [10, 0, 1, 1], sctpPort: 38_472, vlan: 200)
    static let start: Int64 = 1_700_000_000_000_000_000

    static func generate(_ config: F1APScenarioConfig, seed: UInt64 = 7, duration: Int64 = 1_000_000_000) -> F1APTrafficGenerator {
        F1APTrafficGenerator(config: config, du: du, cu: cu, startNanoseconds: start, durationNanoseconds: duration, seed: seed)
    }


    /// The frames as a pcapng file (with their comments) in a fresh temporary directory.
    static func write(_ frames: [SynthFrame]) throws -> URL {
        var w = PcapngWriter()
        let interface = w.addInterface(linkType: .ethernet)
        for f in frames {
            try w.write(f.bytes, timestampNanoseconds: f.timestampNanoseconds, interfaceID: interface, comments: f.comment.map { [$0] } ?? [])
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("f1synth-\(UUID().uuidString).pcapng")
        try Data(w.bytes).write(to: url)
        return url
    }

    /// Runs `args[0]` (looked up on PATH) with the other arguments.
    static func run(_ args: [String], stdin: String? = nil) throws -> (status: Int32, out: String, err: String) {
        let r = try Subprocess.run(args[0], Array(args.dropFirst()), stdin: stdin)
        return (r.status, r.stdout, r.stderr)
    }
}
