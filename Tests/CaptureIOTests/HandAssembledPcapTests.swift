import CaptureIO
import Foundation
import Testing
import TestSupport

/// Classic pcap files assembled byte by byte from draft-ietf-opsawg-pcap: both byte orders,
/// microsecond and nanosecond magic, every link type the harness reads, snap-length cuts.
/// Expected values are the ones put into the bytes; tshark cross-checks each file.
@Suite struct HandAssembledPcapTests {
    static let linkTypes: [(UInt32, LinkType)] = [
        (1, .ethernet), (101, .rawIP), (113, .linuxSLL), (276, .linuxSLL2), (228, .ipv4), (229, .ipv6),
    ]

    struct Expected {
        var seconds: UInt32
        var fraction: UInt32
        var data: [UInt8]
        var originalLength: Int
    }

    static let records: [Expected] = [
        Expected(seconds: 1_700_000_000, fraction: 123_456, data: payload(60, seed: 1), originalLength: 60),
        // Cut by the snap length 64.
        Expected(seconds: 1_700_000_001, fraction: 999_999, data: payload(64, seed: 2), originalLength: 1514),
        Expected(seconds: 4_000_000_000, fraction: 0, data: [], originalLength: 0),
        Expected(seconds: 0, fraction: 1, data: payload(33, seed: 3), originalLength: 33),
    ]

    static func file(bigEndian: Bool, nanosecond: Bool, linkType: UInt32) -> [UInt8] {
        var bytes = PcapSpec.fileHeader(
            bigEndian: bigEndian, nanosecond: nanosecond, snapLength: 64, linkType: linkType)
        for record in records {
            bytes += PcapSpec.record(
                bigEndian: bigEndian, seconds: record.seconds, fraction: record.fraction, data: record.data,
                originalLength: record.originalLength)
        }
        return bytes
    }

    @Test(arguments: [(false, false), (false, true), (true, false), (true, true)])
    func everyVariantReadsAsAssembled(bigEndian: Bool, nanosecond: Bool) throws {
        let directory = try makeTemporaryDirectory("pcap")
        defer { try? FileManager.default.removeItem(at: directory) }
        for (raw, linkType) in Self.linkTypes {
            let bytes = Self.file(bigEndian: bigEndian, nanosecond: nanosecond, linkType: raw)
            let url = directory.appendingPathComponent("lt\(raw).pcap")
            try writeFile(bytes, to: url)
            let reader = try CaptureReader(path: url.path)
            #expect(reader.format == .pcap(nanosecond: nanosecond, bigEndian: bigEndian))
            #expect(reader.interfaces.map(\.linkType) == [linkType])
            #expect(reader.interfaces.first?.snapLength == 64)
            let result = readAll(reader)
            #expect(result.warnings.isEmpty)
            #expect(result.frames.count == Self.records.count)
            for (frame, record) in zip(result.frames, Self.records) {
                let scale: Int64 = nanosecond ? 1 : 1000
                #expect(frame.timeNanoseconds == Int64(record.seconds) * 1_000_000_000 + Int64(record.fraction) * scale)
                #expect(frame.bytes == record.data)
                #expect(frame.capturedLength == record.data.count)
                #expect(frame.length == record.originalLength)
                #expect(frame.linkType == linkType)
                #expect(frame.truncated == (record.data.count < record.originalLength))
            }
            #expect(result.frames.map(\.number) == [1, 2, 3, 4])
            #expect(reader.bytesConsumed == Int64(bytes.count))
            // The in-memory form reads the same.
            let memory = readAll(try CaptureReader(bytes: bytes))
            #expect(memory.frames == result.frames)
        }
    }

    /// tshark reads every variant with the same frames (number, time, lengths).
    @Test(.requires(.tshark), arguments: [(false, false), (false, true), (true, false), (true, true)])
    func everyVariantAgreesWithTshark(bigEndian: Bool, nanosecond: Bool) throws {
        let directory = try makeTemporaryDirectory("pcap-tshark")
        defer { try? FileManager.default.removeItem(at: directory) }
        var tsharkAgreeing = 0
        for (raw, _) in Self.linkTypes {
            let url = directory.appendingPathComponent("lt\(raw).pcap")
            try writeFile(Self.file(bigEndian: bigEndian, nanosecond: nanosecond, linkType: raw), to: url)
            let result = readAll(try CaptureReader(path: url.path))
            let reference = try #require(Oracle.tsharkFrames(url.path))
            tsharkAgreeing += expectAgreement(result.tsharkView, reference, file: url.lastPathComponent)
        }
        print("pcap bigEndian=\(bigEndian) ns=\(nanosecond): \(tsharkAgreeing) frames agree with tshark")
    }
}
