import CaptureIO
import Conformance
import Foundation
import NetLayers
import Profiles
import Testing
import TestSupport

/// F1-SETUP-TTW (TS 38.473 §8.2.3) and F1-TNL-STREAM-NONUE / F1-TNL-STREAM-UE (TS 38.472 §7) on
/// captures: pycrate 0.8.1 encodes every F1AP PDU from JER and decodes the TimeToWait back; the
/// PDUs go into SCTP DATA chunks on chosen streams in a pcap whose stream ids tshark 4.0.17 reads
/// (`sctp.data_sid`); the engine checks the same pcap.
@Suite(.requires(.pycrate)) struct F1APTransportRuleTests {
    typealias R = F1APRuleTests
    enum Side { case du, cu }

    /// One SCTP DATA chunk (RFC 9260 §3.3.1, B and E set, PPID 62) in IPv4 in Ethernet between
    /// DU 10.0.0.2:40000 and CU 10.0.0.1:38472, with a valid CRC32c.
    static func frame(_ side: Side, stream: UInt16, tsn: UInt32, ssn: UInt16, _ pdu: [UInt8]) -> [UInt8] {
        func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
        func be32(_ v: UInt32) -> [UInt8] { be16(UInt16(v >> 16)) + be16(UInt16(v & 0xFFFF)) }
        let du: [UInt8] = [10, 0, 0, 2], cu: [UInt8] = [10, 0, 0, 1]
        let fromDU = side == .du
        var chunk: [UInt8] = [0, 0x03] + be16(UInt16(16 + pdu.count)) + be32(tsn) + be16(stream) + be16(ssn) + be32(62) + pdu
        while chunk.count % 4 != 0 { chunk.append(0) }
        var sctp = be16(fromDU ? 40000 : 38472) + be16(fromDU ? 38472 : 40000) + be32(0x1234_5678) + be32(0) + chunk
        WireChecksums.storeSCTPChecksum(&sctp)
        var ip: [UInt8] = [0x45, 0] + be16(UInt16(20 + sctp.count)) + be16(UInt16(truncatingIfNeeded: tsn)) + [0x40, 0, 64, 132, 0, 0] + (fromDU ? du : cu) + (fromDU ? cu : du)
        let sum = WireChecksums.internet(ip[...])
        ip[10] = UInt8(sum >> 8)
        ip[11] = UInt8(sum & 0xFF)
        let mac: (Side) -> [UInt8] = { $0 == .du ? [0x02, 0, 0, 0, 0xBB, 0x01] : [0x02, 0, 0, 0, 0xCC, 0x01] }
        var out = mac(fromDU ? .cu : .du) + mac(side) + [0x08, 0x00] + ip + sctp
        while out.count < 60 { out.append(0) }
        return out
    }

    /// Encodes the JER steps with pycrate, writes (side, stream, time ms) frames to a pcap; nil
    /// (with an issue recorded) when pycrate cannot encode them.
    static func capture(_ steps: [(Side, String, UInt16, Int64)]) throws -> (path: String, pdus: [[UInt8]])? {
        guard let pdus = R.encode(steps.map(\.1)) else { return nil }
        let path = TemporaryFiles.scratch.appendingPathComponent("f1-\(UUID().uuidString).pcap").path
        var w = try PcapWriter(path: path, linkType: .ethernet)
        var tsn: [Side: UInt32] = [.du: 100, .cu: 500]
        var ssn: [String: UInt16] = [:]
        for (step, pdu) in zip(steps, pdus) {
            let (side, _, stream, ms) = step
            let key = "\(side)-\(stream)"
            try w.write(frame(side, stream: stream, tsn: tsn[side, default: 0], ssn: ssn[key, default: 0], pdu), timestampNanoseconds: 1_000_000_000 + ms * 1_000_000)
            tsn[side, default: 0] += 1
            ssn[key, default: 0] += 1
        }
        try w.close()
        return (path, pdus)
    }

    /// pycrate's JER of an APER PDU (the shared pycrate worker).
    static func pycrateJER(_ pdu: [UInt8]) -> Any? {
        (try? PycrateWorker.shared.decode([pdu]))?.first?["jer"]
    }

    /// The TimeToWait (IE id 77) pycrate decodes from an F1 Setup Failure PDU.
    static func pycrateTimeToWait(_ pdu: [UInt8]) -> String? {
        guard let object = pycrateJER(pdu) as? [String: Any],
              let outcome = object["unsuccessfulOutcome"] as? [String: Any], let value = outcome["value"] as? [String: Any],
              let ies = value["protocolIEs"] as? [[String: Any]] else { return nil }
        return ies.first { ($0["id"] as? Int) == 77 }?["value"] as? String
    }

    /// tshark's stream id per frame (decimal).
    static func streams(_ path: String) -> [UInt16]? {
        guard let rows = RuleCapture.tsharkFields(path, ["sctp.data_sid", "f1ap.procedureCode"]) else { return nil }
        return rows.map { row in
            let text = row["sctp.data_sid"]?.first ?? ""
            return text.hasPrefix("0x") ? UInt16(text.dropFirst(2), radix: 16) ?? 0xFFFF : UInt16(text) ?? 0xFFFF
        }
    }

    static func engine(_ path: String) throws -> RunResults { try EngineSupport.check(path, configuration: RunConfiguration()) }

    // MARK: F1-SETUP-TTW

    static func setupFailure(_ tx: Int, wait: String) -> String {
        #"{"unsuccessfulOutcome":{"procedureCode":1,"criticality":"reject","value":{"protocolIEs":[{"id":78,"criticality":"reject","value":\#(tx)},{"id":0,"criticality":"ignore","value":{"radioNetwork":"unspecified"}},{"id":77,"criticality":"ignore","value":"\#(wait)"}]}}}"#
    }

    /// Request at 0 ms, failure with TimeToWait v10s at 5 ms, retry at `retry` ms, response 5 ms later.
    static func ttwDialogue(retry: Int64) -> [(Side, String, UInt16, Int64)] {
        [(.du, R.setupRequest(3), 0, 0), (.cu, setupFailure(3, wait: "v10s"), 0, 5), (.du, R.setupRequest(4), 0, retry), (.cu, R.setupResponse(4), 0, retry + 5)]
    }

    @Test(arguments: [10_100, 10_005] as [Int64]) func retryAfterTheWaitPasses(retry: Int64) throws {
        guard let (path, pdus) = try Self.capture(Self.ttwDialogue(retry: retry)) else { return }
        // pycrate reads the failure's TimeToWait (id 77) back as v10s: the wait the rule relies on.
        #expect(Self.pycrateTimeToWait(pdus[1]) == "v10s")
        let r = try Self.engine(path).row("F1-SETUP-TTW")
        #expect(r.verdicts == [.pass], "\(r.findings)")
        #expect(r.evaluated == 1)
    }

    @Test func retryBeforeTheWaitFails() throws {
        guard let (path, pdus) = try Self.capture(Self.ttwDialogue(retry: 2_000)) else { return }
        #expect(Self.pycrateTimeToWait(pdus[1]) == "v10s")
        let results = try Self.engine(path)
        let r = results.row("F1-SETUP-TTW")
        #expect(r.verdicts == [.fail], "\(r.findings)")
        #expect(r.evaluated == 1 && r.violations == 1)
        #expect(r.findings.first?.frames == [2, 3])
        #expect(r.findings.first?.fieldPath == "f1ap.TimeToWait")
        #expect(r.findings.first?.expected == "no retry before v10s")
        // The retry is the DU's: the finding is on the DU node (10.0.0.2).
        #expect(results.results(for: "F1-SETUP-TTW").first { $0.violations > 0 }?.node == "10.0.0.2")
    }

    /// A failure without TimeToWait sets no wait: an immediate retry is not judged by the rule.
    @Test func failureWithoutTimeToWaitLeavesTheRuleUnevaluated() throws {
        let failure = #"{"unsuccessfulOutcome":{"procedureCode":1,"criticality":"reject","value":{"protocolIEs":[{"id":78,"criticality":"reject","value":3},{"id":0,"criticality":"ignore","value":{"radioNetwork":"unspecified"}}]}}}"#
        guard let (path, _) = try Self.capture([(.du, R.setupRequest(3), 0, 0), (.cu, failure, 0, 5), (.du, R.setupRequest(4), 0, 10)]) else { return }
        let r = try Self.engine(path).row("F1-SETUP-TTW")
        #expect(r.evaluated == 0 && r.violations == 0, "\(r)")
    }

    // MARK: F1-TNL-STREAM-NONUE / F1-TNL-STREAM-UE

    /// F1 Setup and an Error Indication on stream 0, one UE's RRC transfers on stream 1.
    static func dialogue(errorIndicationStream: UInt16 = 0, ueStreams: (UInt16, UInt16, UInt16) = (1, 1, 1)) -> [(Side, String, UInt16, Int64)] {
        [(.du, R.setupRequest(3), 0, 0), (.cu, R.setupResponse(3), 0, 5), (.du, R.initialUL(du: 5), ueStreams.0, 10),
         (.cu, R.rrc(12, cu: 9, du: 5), ueStreams.1, 12), (.du, R.rrc(13, cu: 9, du: 5), ueStreams.2, 14), (.du, R.errorIndication(1, cause: true), errorIndicationStream, 20)]
    }

    @Test(.requires(.tshark)) func conformingStreamsPassBothRules() throws {
        guard let (path, _) = try Self.capture(Self.dialogue()) else { return }
        let sids = try #require(Self.streams(path))
        #expect(sids == [0, 0, 1, 1, 1, 0])
        let results = try Self.engine(path)
        let nonUE = results.row("F1-TNL-STREAM-NONUE"), ue = results.row("F1-TNL-STREAM-UE")
        #expect(nonUE.verdicts == [.pass] && ue.verdicts == [.pass], "\(nonUE.findings) \(ue.findings)")
        #expect(nonUE.evaluated == 3)  // setup request, setup response, error indication
        #expect(ue.evaluated == 3)
    }

    @Test(.requires(.tshark)) func nonUEProcedureOnAnotherStreamWarns() throws {
        guard let (path, _) = try Self.capture(Self.dialogue(errorIndicationStream: 2)) else { return }
        let sids = try #require(Self.streams(path))
        #expect(sids == [0, 0, 1, 1, 1, 2])
        let r = try Self.engine(path).row("F1-TNL-STREAM-NONUE")
        #expect(r.verdicts == [.pass, .warn], "\(r.findings)")  // the other node's row passes
        #expect(r.violations == 1)
        #expect(r.findings.first?.frames == [6])
        #expect(r.findings.first?.fieldPath == "sctp.data_sid")
        #expect(r.findings.first?.expected == "0" && r.findings.first?.actual == "2")
    }

    @Test(.requires(.tshark)) func ueMessageSwitchingStreamWarns() throws {
        guard let (path, _) = try Self.capture(Self.dialogue(ueStreams: (1, 1, 3))) else { return }
        let sids = try #require(Self.streams(path))
        #expect(sids == [0, 0, 1, 1, 3, 0])
        let r = try Self.engine(path).row("F1-TNL-STREAM-UE")
        #expect(r.verdicts == [.pass, .warn], "\(r.findings)")  // the other node's row passes
        #expect(r.violations == 1)
        #expect(r.findings.first?.frames == [5])
        #expect(r.findings.first?.fieldPath == "sctp.data_sid")
        #expect(r.findings.first?.expected == "1" && r.findings.first?.actual == "3")
    }

    @Test(.requires(.tshark)) func ueMessageOnTheNonUEStreamWarns() throws {
        guard let (path, _) = try Self.capture(Self.dialogue(ueStreams: (0, 1, 1))) else { return }
        let sids = try #require(Self.streams(path))
        #expect(sids == [0, 0, 0, 1, 1, 0])
        let r = try Self.engine(path).row("F1-TNL-STREAM-UE")
        #expect(r.verdicts == [.pass, .warn], "\(r.findings)")  // the other node's row passes
        #expect(r.violations == 1)
        #expect(r.findings.first?.frames == [3])
        #expect(r.findings.first?.actual == "0")
    }
}
