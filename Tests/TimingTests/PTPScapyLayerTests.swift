import Foundation
import Testing
import TestSupport
import Timing
import WireCore

/// The S-plane stream of `Tests/TimingOracle/splane_stream.py`, built with scapy's own PTP layer
/// (scapy.contrib.ptp_v2), decodes to the same header, Announce and timestamp fields as tshark
/// 4.0.17 shows (`ptp.v2.*` field names), for the conformant and the faulty scenario.
@Suite struct PTPScapyLayerTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TimingOracle/splane_stream.py")

    @Test(.requires(.tshark, .scapy), arguments: ["good", "bad"])
    func scapyLayerFramesDecodeAsTsharkShows(scenario: String) throws {
        let tshark = try #require(Oracle.tshark)
        let dir = try Support.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let pcap = dir.appendingPathComponent("s.pcap")
        let source = try String(contentsOf: Self.script, encoding: .utf8)
        _ = try Support.python(source, [scenario, pcap.path])
        let frames = try ClassicPcap.packets(pcap)
        var decoded: [FieldList] = []
        var names: [String] = []
        for frame in frames {
            let m = try PTPMessage.decode(frame[14...], baseBitOffset: 14 * 8)
            var list = FieldList()
            m.appendFields(to: &list)
            decoded.append(list)
            for f in list.fields where !names.contains(f.name) { names.append(f.name) }
        }
        let text = try Subprocess.run(tshark, ["-r", pcap.path, "-T", "fields", "-E", "separator=\t"] + names.flatMap { ["-e", $0] }).stdout
        let rows = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        try #require(rows.count == frames.count && !frames.isEmpty)
        var compared = 0
        for (i, cols) in rows.enumerated() {
            try #require(cols.count == names.count)
            for (j, name) in names.enumerated() {
                guard let ours = decoded[i].first(name) else { continue }
                let theirs = cols[j]
                let ok: Bool
                switch ours {
                case .unsigned(let v): ok = PTPTsharkTests.exact(theirs) == Int128(v)
                case .signed(let v): ok = PTPTsharkTests.exact(theirs) == Int128(v)
                case .bool(let b): ok = theirs == (b ? "1" : "0") || theirs == (b ? "True" : "False")
                case .double(let d): ok = PTPTsharkTests.number(theirs).map { abs($0 - d) < 1e-9 } ?? false
                default: ok = false
                }
                #expect(ok, "frame \(i + 1) \(name): ours \(ours), tshark '\(theirs)'")
                compared += 1
            }
        }
        #expect(names.contains("ptp.v2.an.grandmasterclockclass") && names.contains("ptp.v2.logmessageperiod"))
        print("PTP (scapy layer, \(scenario)): \(frames.count) frames, \(compared) field values agree with tshark")
    }
}
