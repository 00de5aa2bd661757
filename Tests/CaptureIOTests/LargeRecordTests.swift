import CaptureIO
import Foundation
import Testing
import WireCore

/// Files larger than the reader's 1 MiB buffer: records straddling refills, a record larger than
/// the buffer (it grows), a record of exactly `Limits.maximumRecordBytes`.
@Suite struct LargeRecordTests {
    @Test func recordsAcrossBufferRefillsAndGrowth() throws {
        let directory = try makeTemporaryDirectory("large")
        defer { try? FileManager.default.removeItem(at: directory) }
        var sizes: [Int] = []
        var bytes = PcapngSpec.sectionHeader(bigEndian: false)
        bytes += PcapngSpec.interface(bigEndian: false, linkType: 1, snapLength: 0, tsresol: 9)
        var index = 0
        while bytes.count < 5 << 20 {
            let size = index == 2000 ? 3 << 20 : (index * 7919) % 1601
            sizes.append(size)
            bytes += PcapngSpec.enhancedPacket(
                bigEndian: false, interface: 0, units: UInt64(index),
                data: payload(size, seed: UInt8(truncatingIfNeeded: index)),
                comments: index % 500 == 0 ? ["n\(index)"] : [])
            index += 1
        }
        let url = directory.appendingPathComponent("large.pcapng")
        try writeFile(bytes, to: url)
        let reader = try CaptureReader(path: url.path)
        #expect(reader.fileSize == Int64(bytes.count))
        var count = 0
        var lastConsumed: Int64 = 0
        while let record = reader.next() {
            let number = record.frameNumber - 1
            guard number < sizes.count else { break }
            #expect(record.capturedLength == sizes[number])
            #expect(record.bytes.elementsEqual(payload(sizes[number], seed: UInt8(truncatingIfNeeded: number))))
            #expect(record.timestampNanoseconds == Int64(number))
            #expect(record.comments == (number % 500 == 0 ? ["n\(number)"] : []))
            #expect(reader.bytesConsumed > lastConsumed)
            lastConsumed = reader.bytesConsumed
            count += 1
        }
        #expect(count == sizes.count)
        #expect(reader.warnings.isEmpty)
        #expect(reader.bytesConsumed == Int64(bytes.count))
    }

    @Test func recordOfTheMaximumSize() throws {
        let directory = try makeTemporaryDirectory("maxrecord")
        defer { try? FileManager.default.removeItem(at: directory) }
        var bytes = PcapSpec.fileHeader(bigEndian: false, nanosecond: true, snapLength: 0, linkType: 1)
        bytes += PcapSpec.record(bigEndian: false, seconds: 1, fraction: 1, data: payload(10, seed: 1))
        bytes += PcapSpec.record(
            bigEndian: false, seconds: 2, fraction: 2, data: [UInt8](repeating: 0xAB, count: Limits.maximumRecordBytes))
        bytes += PcapSpec.record(bigEndian: false, seconds: 3, fraction: 3, data: payload(10, seed: 3))
        let url = directory.appendingPathComponent("max.pcap")
        try writeFile(bytes, to: url)
        let reader = try CaptureReader(path: url.path)
        var lengths: [Int] = []
        while let record = reader.next() { lengths.append(record.capturedLength) }
        #expect(lengths == [10, Limits.maximumRecordBytes, 10])
        #expect(reader.warnings.isEmpty)
    }
}
