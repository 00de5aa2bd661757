import CaptureIO
import Foundation
import Testing
import TestSupport

/// The modified pcap format (magic 0xA1B2CD34, written by the patched libpcap of some Linux
/// distributions): the file header of pcap, and 8 more octets per record header (interface index,
/// protocol, packet type, pad). Every frame of a committed capture written so, in either byte
/// order, reads back with its time, lengths and octets; tshark reads the same frames.
@Suite struct ModifiedPcapTests {
    /// `frames` (as read from a capture) in the modified format, microsecond timestamps.
    static func modified(_ frames: [ReadResult.Frame], linkType: UInt32, bigEndian: Bool) -> [UInt8] {
        var out: [UInt8] = []
        func u32(_ v: UInt32) { out += bigEndian ? [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
                                                 : [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)] }
        func u16(_ v: UInt16) { out += bigEndian ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8)] }
        u32(0xA1B2_CD34)
        u16(2)
        u16(4)
        u32(0)
        u32(0)
        u32(262_144)
        u32(linkType)
        for (index, f) in frames.enumerated() {
            u32(UInt32(f.timeNanoseconds / 1_000_000_000))
            u32(UInt32(f.timeNanoseconds % 1_000_000_000 / 1_000))
            u32(UInt32(f.bytes.count))
            u32(UInt32(f.length))
            u32(UInt32(index % 3 + 1))  // interface index
            u16(0x0800)  // protocol
            out += [0, 0]  // packet type, pad
            out += f.bytes
        }
        return out
    }

    static func committedFrames() throws -> (frames: [ReadResult.Frame], linkType: UInt32) {
        let reader = try CaptureReader(path: Oracle.path("Captures/synth/fh-clean.pcapng"))
        let frames = readAll(reader).frames.map { f -> ReadResult.Frame in
            var g = f
            g.timeNanoseconds = f.timeNanoseconds / 1_000 * 1_000  // the format's microseconds
            return g
        }
        return (frames, frames.first?.linkType.rawValue ?? 1)
    }

    @Test(arguments: [false, true])
    func readsBackEveryFrame(bigEndian: Bool) throws {
        let (frames, linkType) = try Self.committedFrames()
        #expect(frames.count > 100)
        let bytes = Self.modified(frames, linkType: linkType, bigEndian: bigEndian)
        let back = readAll(try CaptureReader(bytes: bytes, name: "modified.pcap"))
        #expect(back.warnings.isEmpty, "\(back.warnings)")
        #expect(back.frames.count == frames.count)
        for (a, b) in zip(frames, back.frames) {
            #expect(a.number == b.number && a.timeNanoseconds == b.timeNanoseconds && a.length == b.length && a.bytes == b.bytes)
        }
    }

    /// tshark 4.0.17 reads the modified format: the same frame numbers, times and lengths.
    @Test(.requires(.tshark))
    func tsharkReadsTheSameFrames() throws {
        let (frames, linkType) = try Self.committedFrames()
        let directory = try makeTemporaryDirectory("modified-pcap")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("modified.pcap")
        try Data(Self.modified(frames, linkType: linkType, bigEndian: false)).write(to: url)
        let ours = readAll(try CaptureReader(path: url.path)).tsharkView
        let theirs = try #require(Oracle.tsharkFrames(url.path))
        #expect(expectAgreement(ours, theirs, file: url.lastPathComponent) == frames.count)
    }
}
