import CaptureIO
import Conformance
import NetLayers
import Profiles
import Testing

/// Nothing is lost: a frame whose SCTP fragment never becomes a whole message (the rest never
/// came, or the reassembly bounds dropped it) is INCONCLUSIVE, not "other", and the results say
/// how many and which. Frames assembled by hand from RFC 791 / RFC 9260 (checksums 0).
@Suite struct IncompleteFragmentTests {
    static func be16(_ v: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)] }
    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    /// One SCTP DATA chunk with B (and E when `ending`) set, in IPv4 in Ethernet.
    static func fragment(tsn: UInt32, beginning: Bool = true, ending: Bool = false, payload: [UInt8]) -> [UInt8] {
        let body = be32(tsn) + be16(0) + be16(0) + be32(62) + payload
        var chunk: [UInt8] = [0, (beginning ? 2 : 0) | (ending ? 1 : 0)] + be16(4 + body.count) + body
        chunk += [UInt8](repeating: 0, count: (4 - chunk.count % 4) % 4)
        let sctp = be16(40000) + be16(38472) + be32(7) + be32(0) + chunk
        let ip: [UInt8] = [0x45, 0] + be16(20 + sctp.count) + be16(1) + be16(0) + [64, 132, 0, 0] + be32(0x0A00_0002) + be32(0x0A00_0001) + sctp
        return [0x02, 0, 0, 0, 0xbb, 0x01, 0x02, 0, 0, 0, 0xaa, 0x01, 0x08, 0x00] + ip
    }

    static func run(_ frames: [[UInt8]], configuration: RunConfiguration = RunConfiguration()) -> RunResults {
        let run = ConformanceRun(configuration: configuration)
        for (i, bytes) in frames.enumerated() {
            run.feed(CaptureRecord(frameNumber: i + 1, timestampNanoseconds: Int64(i) * 1_000_000, capturedLength: bytes.count,
                                   originalLength: bytes.count, linkType: .ethernet, bytes: bytes[...]))
        }
        return run.finish()
    }

    @Test func fragmentsPendingAtTheEndAreInconclusive() {
        // 10 first fragments (TSNs two apart): none ever completes.
        let r = Self.run((0..<10).map { Self.fragment(tsn: UInt32(2 * $0), payload: [UInt8](repeating: 9, count: 40)) })
        #expect(r.frames.inconclusive == 10 && r.frames.other == 0)
        #expect(r.frames.incompleteFragments == 10)
        #expect(r.frames.incompleteFragmentFrames == Array(1...10))
        #expect(r.renderText().contains("fragments: 10 fragment(s) never reassembled"))
    }

    @Test func fragmentsDroppedAtTheBoundsAreInconclusive() {
        var configuration = RunConfiguration()
        configuration.demux.maximumPendingSCTPFragments = 8
        let r = Self.run((0..<100).map { Self.fragment(tsn: UInt32(2 * $0), payload: [1, 2, 3, 4]) }, configuration: configuration)
        #expect(r.frames.incompleteFragments == 100)
        #expect(r.frames.inconclusive == 100 && r.frames.other == 0)
        #expect(r.frames.incompleteFragmentFrames.first == 1)
    }

    @Test func completedMessagesLeaveNothingBehind() {
        // B then E of one message: reassembled (an undecodable F1AP PDU, but not a fragment).
        let r = Self.run([Self.fragment(tsn: 1, payload: [0, 0, 0, 0]), Self.fragment(tsn: 2, beginning: false, ending: true, payload: [0, 0])])
        #expect(r.frames.incompleteFragments == 0)
    }
}
