import Foundation
import NetLayers
import Testing
import TestSupport

/// The SCTP CRC32c check agrees with tshark's (`-o sctp.checksum:CRC-32C`, status 0 = bad).
@Suite struct ChecksumTests {
    @Test(.requires(.tshark, .shared, .scapy)) func sctpChecksumVerdictAgreesWithTshark() throws {
        var urls = [Oracle.shared.appendingPathComponent("testdata/f1ap/captures/gowireshark_f1ap.pcapng")]
        urls.append(try #require(GeneratedCaptureTests.directory, "scapy generator failed").appendingPathComponent("sctp.pcap"))
        var verdicts = 0
        var bad = 0
        for url in urls {
            let records = try #require(Support.readAnyCapture(url))
            let rows = try #require(Support.tsharkFields(url, ["sctp.checksum.status"], extra: ["-o", "sctp.checksum:CRC-32C"]))
            let ours = Support.dissectAll(records, configuration: GeneratedCaptureTests.configuration)
            for (n, (row, d)) in zip(rows, ours).enumerated() where !(row.first ?? "").isEmpty {
                let tsharkBad = row.first == "0"
                let oursBad = d.findings.contains { $0.id == "NET-SCTP-CHECKSUM" }
                #expect(tsharkBad == oursBad, "\(url.lastPathComponent) frame \(n + 1)")
                verdicts += 1
                if oursBad { bad += 1 }
            }
        }
        #expect(verdicts > 0)
        print("NetLayers: \(verdicts) SCTP checksum verdicts agree with tshark (\(bad) bad)")
    }
}
