import CaptureIO
import Conformance
import Foundation
import NetLayers
import Testing

/// A DAG capture card records Endace ERF records; Wireshark saves such a capture as pcapng with
/// LINKTYPE_ERF (197). Every test capture written so (each Ethernet frame with its FCS, as the card
/// keeps it, in an ERF Ethernet record padded to 8 octets, every third record of the color type
/// with an extension header) keeps every rule and node's verdict and counts of the same capture
/// with the FCS kept.
@Suite struct ERFInvarianceTests {
    typealias V = CaptureVariants

    /// `frames` (FCS kept, ``CaptureVariants/withFCS(_:)``) as ERF records; other link types stay.
    static func asERF(_ frames: [V.Frame]) -> [V.Frame] {
        frames.enumerated().map { index, f in
            guard f.linkType == .ethernet else { return f }
            let colorWithExtension = index % 3 == 2
            var record: [UInt8] = Array(repeating: 0, count: 8)  // timestamp: the pcap record's stands
            record += [colorWithExtension ? 16 | 0x80 : 2, 0x04]
            let extensionHeader: [UInt8] = colorWithExtension ? [0x04, 0, 0, 0, 0, 0, 0, 9] : []
            let length = 16 + extensionHeader.count + 2 + f.bytes.count
            let padded = (length + 7) / 8 * 8
            let wire = f.originalLength
            record += [UInt8(padded >> 8), UInt8(padded & 0xFF), 0, 0, UInt8(wire >> 8 & 0xFF), UInt8(wire & 0xFF)]
            record += extensionHeader + [0, 0] + f.bytes + Array(repeating: 0, count: padded - length)
            // a frame the snap length cut: the record is cut there too
            let original = f.bytes.count < f.originalLength ? record.count + (f.originalLength - f.bytes.count) : record.count
            return V.Frame(time: f.time, bytes: record, originalLength: original, linkType: LinkType(rawValue: ERFRecord.linkType))
        }
    }

    @Test(arguments: V.subjects)
    func erfRecordsChangeNoVerdict(subject: V.Subject) throws {
        let configuration = try V.configuration(subject)
        let frames = V.withFCS(TunnelInvarianceTests.withoutFCS(try V.frames(subject.path)))
        let plain = V.check(frames, configuration: configuration)
        let erf = V.check(Self.asERF(frames), configuration: configuration)
        let expected = CapturePointCopyTests.counts(plain), got = CapturePointCopyTests.counts(erf)
        #expect(got == expected, "\(subject.name): \(got.filter { !expected.contains($0) }) instead of \(expected.filter { !got.contains($0) })")
        #expect(erf.frames.malformed == plain.frames.malformed && erf.frames.inconclusive == plain.frames.inconclusive && erf.frames.decoded == plain.frames.decoded)
    }
}
