import CaptureIO
import Conformance
import Foundation
import Testing

/// Ethernet pads a short frame to its 60-octet minimum, and IEEE 802.3 does not say what the pad
/// octets hold: most senders pad with zeros, some with whatever their buffer held. Every test
/// capture with its eCPRI and PTP frames' pad octets set to 0xAA keeps every rule and node's
/// verdict and counts.
@Suite struct PaddingInvarianceTests {
    typealias V = CaptureVariants

    /// Where the message of an eCPRI or PTP frame ends (nil for other frames): eCPRI messages
    /// chained by their C bit (eCPRI v2.0 §3.1.3.1), PTP's messageLength (IEEE 1588-2019 §13.3).
    static func messageEnd(_ b: [UInt8]) -> Int? {
        let p = V.etherTypeOffset(b)
        guard p + 2 <= b.count else { return nil }
        let type = Int(b[p]) << 8 | Int(b[p + 1])
        var position = p + 2
        switch type {
        case 0xAEFE:
            while position + 4 <= b.count {
                let concatenated = b[position] & 1 != 0
                let end = position + 4 + (Int(b[position + 2]) << 8 | Int(b[position + 3]))
                guard concatenated else { return end }
                position = (end + 3) & ~3
            }
            return nil
        case 0x88F7:
            guard position + 4 <= b.count else { return nil }
            return position + (Int(b[position + 2]) << 8 | Int(b[position + 3]))
        default:
            return nil
        }
    }

    /// The frames with the octets between their message's end and the 60-octet minimum set to
    /// 0xAA; how many frames changed.
    static func paddedWithGarbage(_ frames: [V.Frame]) -> (frames: [V.Frame], changed: Int) {
        var changed = 0
        let out = TunnelInvarianceTests.withoutFCS(frames).map { f -> V.Frame in
            guard f.linkType == .ethernet, f.bytes.count == 60, f.originalLength == 60, let end = messageEnd(f.bytes), end < 60 else { return f }
            var g = f
            for i in end..<60 { g.bytes[i] = 0xAA }
            changed += 1
            return g
        }
        return (out, changed)
    }

    @Test(arguments: V.subjects)
    func padOctetsChangeNoVerdict(subject: V.Subject) throws {
        let configuration = try V.configuration(subject)
        let frames = TunnelInvarianceTests.withoutFCS(try V.frames(subject.path))
        let (padded, changed) = Self.paddedWithGarbage(frames)
        guard changed > 0 else { return }
        let expected = CapturePointCopyTests.counts(V.check(frames, configuration: configuration))
        let got = CapturePointCopyTests.counts(V.check(padded, configuration: configuration))
        #expect(got == expected, "\(subject.name) (\(changed) frames): \(got.filter { !expected.contains($0) }) instead of \(expected.filter { !got.contains($0) })")
    }

    /// The property has frames to work on: the fronthaul test captures hold short C-plane, PTP
    /// and ACK frames.
    @Test func theCapturesHavePaddedFrames() throws {
        let subject = try #require(V.subjects.first { $0.name == "fh-clean" })
        #expect(Self.paddedWithGarbage(try V.frames(subject.path)).changed > 10)
    }
}
