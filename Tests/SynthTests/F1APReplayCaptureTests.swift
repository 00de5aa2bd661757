import CaptureIO
import Foundation
import NetLayers
import Synth
import Testing
import TestSupport

/// The F1AP throughput capture (`ranconform-bench f1ap-capture`, ``F1APReplayCapture``) keeps
/// each PDU's direction and SCTP stream: read back with the demultiplexer, every round holds the
/// source capture's F1AP PDUs in order, each sent by the same end (gNB-DU or gNB-CU, told by who
/// sent the source association's INIT) on the same stream, with TSNs in sequence per direction
/// and stream sequence numbers in sequence per stream.
@Suite struct F1APReplayCaptureTests {
    struct Sent: Equatable {
        var bytes: [UInt8]
        var fromDU: Bool
        var stream: UInt16
    }

    static func f1apPDUs(_ path: String) throws -> [(sent: Sent, ssn: UInt16?)] {
        let reader = try CaptureReader(path: path)
        var demux = NetworkDemux()
        var out: [(sent: Sent, ssn: UInt16?)] = []
        while let record = reader.next() {
            // the stream sequence number of the frame's one DATA chunk (RFC 9260 §3.3.1): IPv4
            // without options, then the SCTP common header, then the chunk header and TSN, stream
            let frame = record.bytes
            let ssn: UInt16? = frame.count >= 14 + 20 + 12 + 16 ? UInt16(frame[frame.startIndex + 14 + 20 + 12 + 10]) << 8 | UInt16(frame[frame.startIndex + 14 + 20 + 12 + 11]) : nil
            demux.demux(frame: frame, linkType: record.linkType.rawValue, frameNumber: record.frameNumber,
                        timestampNanoseconds: record.timestampNanoseconds, isTruncated: record.isTruncated) { pdu in
                guard pdu.kind == .f1ap else { return }
                // the source capture holds the INIT; the replay puts the gNB-CU on port 38472
                let fromDU = pdu.endpoints.sctpSourceSentInit ?? (pdu.endpoints.sourcePort != 38472)
                out.append((Sent(bytes: Array(pdu.payload), fromDU: fromDU, stream: pdu.endpoints.sctpStream ?? 0), ssn))
            }
        }
        return out
    }

    @Test func roundsKeepEachPDUsDirectionAndStream() throws {
        let source = Oracle.captures.appendingPathComponent("synth/f1ap-clean.pcapng").path
        let original = try Self.f1apPDUs(source).map(\.sent)
        #expect(original.contains { $0.fromDU } && original.contains { !$0.fromDU })
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString).pcap").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let rounds = 3
        let written = try F1APReplayCapture.write(from: source, rounds: rounds, to: out)
        #expect(written == rounds * original.count)
        let replay = try Self.f1apPDUs(out)
        try #require(replay.count == rounds * original.count)
        for (i, r) in replay.enumerated() {
            #expect(r.sent == original[i % original.count], "PDU \(i)")
        }
        // stream sequence numbers count up per direction and stream from 0
        var next: [Int: UInt16] = [:]
        for r in replay {
            let key = Int(r.sent.stream) << 1 | (r.sent.fromDU ? 1 : 0)
            #expect(r.ssn == next[key, default: 0])
            next[key] = (next[key] ?? 0) &+ 1
        }
    }
}
