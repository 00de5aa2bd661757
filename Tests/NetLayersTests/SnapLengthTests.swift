import Foundation
import NetLayers
import Testing
import TestSupport

/// Captures cut by a snap length (made with `editcap -s`, an independent writer): every layer
/// cut short is inconclusive, never malformed, and the fields before the cut agree with tshark.
@Suite struct SnapLengthTests {
    static let headerFields = [
        "eth.src", "eth.dst", "eth.type", "vlan.id", "vlan.priority", "ieee8021ad.id", "ip.src", "ip.dst", "ip.len",
        "ip.proto", "ipv6.src", "ipv6.dst", "ipv6.plen", "udp.srcport", "udp.dstport", "udp.length", "sctp.srcport",
        "sctp.dstport", "sctp.verification_tag",
    ]

    @Test(.requires(.scapy, .tshark, .editcap)) func snapLengthCutsAreInconclusive() throws {
        let dir = try #require(GeneratedCaptureTests.directory, "scapy generator failed")
        var cutFrames = 0
        var compared = 0
        for (file, snap) in [("sctp", 70), ("l2", 50), ("sctp", 40), ("l2", 20)] {
            let input = dir.appendingPathComponent("\(file).pcap")
            let output = dir.appendingPathComponent("\(file)-s\(snap).pcap")
            #expect(Subprocess.output("editcap", ["-F", "pcap", "-s", "\(snap)", input.path, output.path]) != nil)
            let records = try #require(Support.readPcap(output))
            let ours = Support.dissectAll(records, configuration: GeneratedCaptureTests.configuration)
            for (record, d) in zip(records, ours) {
                #expect(!d.findings.contains { $0.id == "NET-MALFORMED" }, "\(file) -s \(snap): \(d.findings)")
                if record.isTruncated { cutFrames += 1 }
            }
            #expect(ours.contains { $0.findings.contains { $0.id == "NET-TRUNCATED" && $0.severity == .note } })
            let result = try #require(Support.compareWithTshark(
                output, records: records, fields: Self.headerFields, configuration: GeneratedCaptureTests.configuration,
                extra: ["-d", "udp.port==5555,ecpri"]))
            #expect(result.mismatches.isEmpty, "\(file) -s \(snap): \(result.mismatches.prefix(10).joined(separator: "\n"))")
            compared += result.compared
        }
        print("NetLayers: \(cutFrames) snap-length-cut frames inconclusive, \(compared) header field values agree with tshark")
    }
}
