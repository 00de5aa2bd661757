import CaptureIO
import Foundation
import Testing
import TestSupport

/// A timestamping tap or switch that appends a trailer (time, port, the original FCS) to every
/// frame it records: without `--set net.trailer=N` the trailer reads as octets after each eCPRI
/// message (FH-ECPRI-EXACT FAIL, with a finding naming the setting); with it, `check` and
/// `decode` give what the capture without the trailer gives.
@Suite(.enabled(if: CLIHarness.executable != nil, "the ranconform executable was not found next to the test bundle"))
struct CaptureTrailerTests {
    static let root = CLIHarness.packageRoot.path

    /// `capture` with `octets` appended to every frame (a trailer holding the frame's time and
    /// number), written as pcapng.
    static func withTrailer(_ capture: String, octets: Int, to path: String) throws {
        let reader = try CaptureReader(path: capture)
        var writer = PcapngWriter()
        let id = writer.addInterface(linkType: .ethernet, snapLength: 0)
        var n = 0
        while let r = reader.next() {
            n += 1
            let t = UInt64(bitPattern: r.timestampNanoseconds)
            var trailer: [UInt8] = []
            for i in 0..<octets { trailer.append(UInt8(truncatingIfNeeded: (t ^ UInt64(n) &* 0x9E37_79B9) >> UInt64((i % 8) * 8))) }
            try writer.write(Array(r.bytes) + trailer, timestampNanoseconds: r.timestampNanoseconds, originalLength: r.originalLength + octets, interfaceID: id)
        }
        try Data(writer.bytes).write(to: URL(fileURLWithPath: path))
    }

    static func verdictRows(_ json: String) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let rows = try #require(object["results"] as? [[String: Any]])
        return rows.map { "\($0["rule"] ?? "") \($0["node"] ?? "") \($0["verdict"] ?? "") \($0["count"] ?? "")" }
    }

    @Test func aTrailerDeclaredIsNotPayload() throws {
        let directory = try TemporaryFiles.directory("trailer")
        defer { try? FileManager.default.removeItem(at: directory) }
        let capture = "\(Self.root)/Captures/synth/fh-clean.pcapng"
        let testbed = "\(Self.root)/Profiles/testbeds/synth-lab.yaml"
        let trailed = directory.appendingPathComponent("trailer.pcapng").path
        try Self.withTrailer(capture, octets: 16, to: trailed)
        let plain = try #require(try CLIHarness.ranconform(["check", capture, "--testbed", testbed, "--json"]))
        let undeclared = try #require(try CLIHarness.ranconform(["check", trailed, "--testbed", testbed, "--json"]))
        #expect(undeclared.status == 1)
        #expect(undeclared.stdout.contains("--set net.trailer=16"), "the finding names the setting")
        let declared = try #require(try CLIHarness.ranconform(["check", trailed, "--testbed", testbed, "--json", "--set", "net.trailer=16"]))
        #expect(declared.status == plain.status, "\(declared.stderr)")
        #expect(try Self.verdictRows(declared.stdout) == Self.verdictRows(plain.stdout))
        // decode reads the frames without it too: no finding that the plain capture lacks
        let decodePlain = try #require(try CLIHarness.ranconform(["decode", capture, "--json"]))
        let decodeDeclared = try #require(try CLIHarness.ranconform(["decode", trailed, "--json", "--set", "net.trailer=16"]))
        #expect(decodeDeclared.stdout.components(separatedBy: "FH-ECPRI-EXACT").count == decodePlain.stdout.components(separatedBy: "FH-ECPRI-EXACT").count)
        let bad = try #require(try CLIHarness.ranconform(["check", trailed, "--set", "net.trailer=65"]))
        #expect(bad.status == 2 && bad.stderr.contains("net.trailer"))
    }
}
