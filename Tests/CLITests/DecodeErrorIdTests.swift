import CaptureIO
import Foundation
import Testing
import TestSupport

/// The decode-error ids `ranconform decode` gives a PDU its codec cannot decode: SP-PTP-MALFORMED
/// (PTP, IEEE 1588-2019 §13) and F1-ASN-MALFORMED (F1AP APER, TS 38.473 clause 9). A conforming
/// and a broken PDU of each go into one pcap; tshark 4.0.17 reads the field the break is in (PTP)
/// or raises its open-type truncation expert (F1AP), and pycrate 0.8.1 decodes the good F1AP PDU and rejects
/// the broken one.
@Suite struct DecodeErrorIdTests {
    static func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// A PTPv2 Sync (44 octets: 34-octet header + originTimestamp) over Ethernet (EtherType 0x88F7),
    /// with the given messageLength and messageType.
    static func ptpFrame(messageLength: Int = 44, messageType: UInt8 = 0) -> [UInt8] {
        var ptp: [UInt8] = [messageType, 0x02] + be16(messageLength) + [24, 0, 0, 0]
        ptp += [UInt8](repeating: 0, count: 8 + 4)  // correctionField, messageTypeSpecific
        ptp += [0x02, 0x11, 0x22, 0xFF, 0xFE, 0x33, 0x44, 0x55] + be16(1) + be16(7) + [0, 0xFD]
        ptp += [0, 0, 0x65, 0x00, 0x00, 0x10] + [0x00, 0x00, 0x01, 0x00]  // seconds (48), nanoseconds (32)
        var frame: [UInt8] = [0x01, 0x1B, 0x19, 0, 0, 0, 0x02, 0x11, 0x22, 0x33, 0x44, 0x55, 0x88, 0xF7] + ptp
        while frame.count < 60 { frame.append(0) }
        return frame
    }

    /// An F1AP PDU in an SCTP DATA chunk (PPID 62, stream 0) from 10.0.0.2:40000 to 10.0.0.1:38472.
    static func f1apFrame(_ pdu: [UInt8], tsn: UInt32) -> [UInt8] {
        var chunk: [UInt8] = [0, 0x03] + be16(16 + pdu.count) + be16(Int(tsn >> 16)) + be16(Int(tsn & 0xFFFF)) + be16(0) + be16(Int(tsn & 0xFFFF)) + [0, 0, 0, 62] + pdu
        while chunk.count % 4 != 0 { chunk.append(0) }
        var sctp = be16(40000) + be16(38472) + [0x12, 0x34, 0x56, 0x78, 0, 0, 0, 0] + chunk
        // CRC32c (RFC 9260 appendix B), computed here so the frame does not depend on the tool's own code.
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in sctp {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1 }
        }
        crc = ~crc
        sctp[8] = UInt8(crc & 0xFF); sctp[9] = UInt8(crc >> 8 & 0xFF); sctp[10] = UInt8(crc >> 16 & 0xFF); sctp[11] = UInt8(crc >> 24)
        var ip: [UInt8] = [0x45, 0] + be16(20 + sctp.count) + be16(Int(tsn & 0xFFFF)) + [0x40, 0, 64, 132, 0, 0, 10, 0, 0, 2, 10, 0, 0, 1]
        var sum = 0
        for i in stride(from: 0, to: 20, by: 2) { sum += Int(ip[i]) << 8 | Int(ip[i + 1]) }
        while sum > 0xFFFF { sum = (sum & 0xFFFF) + (sum >> 16) }
        ip[10] = UInt8(~sum >> 8 & 0xFF); ip[11] = UInt8(~sum & 0xFF)
        return [0x02, 0, 0, 0, 0xCC, 0x01, 0x02, 0, 0, 0, 0xBB, 0x01, 0x08, 0x00] + ip + sctp
    }

    static func writePcap(_ frames: [[UInt8]]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("decode-errors-\(UUID().uuidString).pcap").path
        var writer = try PcapWriter(path: path, linkType: .ethernet, nanosecond: false)
        for (i, f) in frames.enumerated() {
            try writer.write(f, timestampNanoseconds: 1_700_000_000_000_000_000 + Int64(i) * 1_000_000)
        }
        try writer.close()
        return path
    }

    /// Per frame, the `ranconform.finding` texts of `decode --json`.
    static func findings(_ path: String) throws -> [[String]]? {
        guard let r = try CLIHarness.ranconform(["decode", path, "--json"]) else { return nil }
        #expect(r.status == 0, "\(r.stderr)")
        return try CLIHarness.jsonLines(r.stdout).map { line in
            switch line["ranconform.finding"] {
            case let one as String: [one]
            case let many as [Any]: many.compactMap { $0 as? String }
            default: []
            }
        }
    }

    @Test func malformedPTPIsReportedAsSPPTPMalformed() throws {
        // Frame 2: messageLength 200 in a 46-octet payload; frame 3: messageType 5 (reserved).
        let path = try Self.writePcap([Self.ptpFrame(), Self.ptpFrame(messageLength: 200), Self.ptpFrame(messageType: 5)])
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let perFrame = try Self.findings(path) else { return }
        #expect(perFrame.count == 3)
        guard perFrame.count == 3 else { return }
        #expect(!perFrame[0].contains { $0.contains("SP-PTP-MALFORMED") }, "\(perFrame[0])")
        // messageLength sits 2 octets into the PTP header: frame byte 16.
        #expect(perFrame[1].contains { $0.contains("SP-PTP-MALFORMED at ptp.v2.messagelength (byte 16)") }, "\(perFrame[1])")
        #expect(perFrame[2].contains { $0.contains("SP-PTP-MALFORMED at ptp.v2.messagetype (byte 14)") }, "\(perFrame[2])")
    }

    /// tshark reads the same two faults in the frames of ``malformedPTPIsReportedAsSPPTPMalformed()``.
    @Test(.requires(.tshark)) func tsharkSeesTheSamePTPFaults() throws {
        let path = try Self.writePcap([Self.ptpFrame(), Self.ptpFrame(messageLength: 200), Self.ptpFrame(messageType: 5)])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let rows = try #require(try CLIHarness.tsharkFields(path, ["ptp.v2.messagelength", "ptp.v2.messagetype"]))
        #expect(rows.map { $0.first ?? "" } == ["44", "200", "44"])
        #expect(rows.map { $0.count > 1 ? $0[1] : "" } == ["0x00", "0x00", "0x05"])
    }

    /// A real F1 Setup Request from shared/testdata and its first 60 octets.
    static func f1apVectors() throws -> (good: [UInt8], bad: [UInt8]) {
        let shared = Oracle.shared
        let vector = try JSONSerialization.jsonObject(with: Data(contentsOf: shared.appendingPathComponent("testdata/f1ap/vectors/f1ap_alsoran_oran_du_f1_setup_request.json"))) as? [String: Any]
        let hex = vector?["hex"] as? String ?? ""
        let good: [UInt8] = stride(from: 0, to: hex.count - 1, by: 2).compactMap { i in
            let start = hex.index(hex.startIndex, offsetBy: i)
            return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)
        }
        #expect(good.count == 196)
        // The open type of the value promises more octets than the truncated PDU holds.
        return (good, Array(good.prefix(60)))
    }

    @Test(.requires(.shared)) func malformedF1APIsReportedAsF1ASNMalformed() throws {
        let (good, bad) = try Self.f1apVectors()
        let path = try Self.writePcap([Self.f1apFrame(good, tsn: 1), Self.f1apFrame(bad, tsn: 2)])
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let perFrame = try Self.findings(path) else { return }
        #expect(perFrame.count == 2)
        guard perFrame.count == 2 else { return }
        #expect(!perFrame[0].contains { $0.contains("F1-ASN-MALFORMED") }, "\(perFrame[0])")
        let finding = perFrame[1].first { $0.contains("F1-ASN-MALFORMED") }
        #expect(finding != nil, "\(perFrame[1])")
        // Located inside the PDU: it starts at frame byte 14 + 20 + 12 + 16 = 62 and has 60 octets.
        if let finding, let open = finding.range(of: "(byte "), let close = finding[open.upperBound...].firstIndex(of: ")"),
           let byte = Int(finding[open.upperBound..<close]) {
            #expect((62..<122).contains(byte), "\(finding)")
        }
    }

    /// pycrate, too, decodes the whole vector and rejects the truncated one.
    @Test(.requires(.pycrate)) func pycrateRejectsTheTruncatedF1APVector() throws {
        let (good, bad) = try Self.f1apVectors()
        #expect(try Self.pycrateDecodes([good, bad]) == [true, false])
    }

    /// tshark reads the truncated PDU's open type as promising more octets than it carries.
    @Test(.requires(.shared, .tshark)) func tsharkSeesTheTruncatedF1APOpenType() throws {
        let (good, bad) = try Self.f1apVectors()
        let path = try Self.writePcap([Self.f1apFrame(good, tsn: 1), Self.f1apFrame(bad, tsn: 2)])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let rows = try #require(try CLIHarness.tsharkFields(path, ["f1ap.procedureCode", "_ws.malformed", "_ws.expert.message"]))
        #expect(rows.count == 2)
        #expect(rows.first?.first == "1")
        // 4.0.17 also calls this vector's (release-17) extensions malformed, so the referee is the
        // truncation expert: the open type promises more octets than the frame carries.
        #expect(rows.first.map { $0.count > 2 ? $0[2] : "" }?.contains("Open type length") != true, "\(rows)")
        #expect(rows.last.map { $0.count > 2 ? $0[2] : "" }?.contains("Open type length(191) > available data(55)") == true, "\(rows)")
    }

    /// Whether pycrate decodes each PDU as an F1AP-PDU (the shared pycrate worker).
    static func pycrateDecodes(_ pdus: [[UInt8]]) throws -> [Bool] {
        try PycrateWorker.shared.decode(pdus).map { $0["error"] == nil }
    }
}
