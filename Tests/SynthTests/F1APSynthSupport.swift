import CaptureIO
import Foundation
import Synth

/// Shared builders and oracle runners for the F1AP generator tests. `../shared` is resolved
/// from the package root; tshark and pycrate are looked up on PATH.
enum F1APSynth {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    static var sharedPresent: Bool { FileManager.default.fileExists(atPath: shared.appendingPathComponent("oracles/f1ap_pycrate.py").path) }

    static let du = F1APEndpoint(mac: [0x02, 0, 0, 0, 0xD0, 0x01], ipv4: [10, 0, 1, 2], sctpPort: 40_123, vlan: 200)
    static let cu = F1APEndpoint(mac: [0x02, 0, 0, 0, 0xC0, 0x01], ipv4: [10, 0, 1, 1], sctpPort: 38_472, vlan: 200)
    static let start: Int64 = 1_700_000_000_000_000_000

    static func generate(_ config: F1APScenarioConfig, seed: UInt64 = 7, duration: Int64 = 1_000_000_000) -> F1APTrafficGenerator {
        F1APTrafficGenerator(config: config, du: du, cu: cu, startNanoseconds: start, durationNanoseconds: duration, seed: seed)
    }

    static let tsharkAvailable: Bool = (try? run(["tshark", "--version"]).status) == 0
    static let pycrateAvailable: Bool = sharedPresent && (try? run(["python3", "-c", "import pycrate_asn1dir.F1AP"]).status) == 0

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

    static func run(_ args: [String], stdin: String? = nil) throws -> (status: Int32, out: String, err: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = args
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("f1synth-out-\(UUID().uuidString)")
        let err = FileManager.default.temporaryDirectory.appendingPathComponent("f1synth-err-\(UUID().uuidString)")
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("f1synth-in-\(UUID().uuidString)")
        for u in [out, err] { _ = FileManager.default.createFile(atPath: u.path, contents: nil) }
        try (stdin ?? "").write(to: input, atomically: true, encoding: .utf8)
        defer { for u in [out, err, input] { try? FileManager.default.removeItem(at: u) } }
        let o = try FileHandle(forWritingTo: out), e = try FileHandle(forWritingTo: err), i = try FileHandle(forReadingFrom: input)
        p.standardOutput = o
        p.standardError = e
        p.standardInput = i
        try p.run()
        p.waitUntilExit()
        try o.close(); try e.close(); try i.close()
        return (p.terminationStatus, (try? String(contentsOf: out, encoding: .utf8)) ?? "", (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }
}
