import CaptureIO
import Foundation
import Testing
import TestSupport

/// Every truncation prefix of a valid pcap and pcapng file (a few KB, assembled by hand): no
/// crash, exactly the complete frames before the cut, one warning when the cut falls inside a
/// record, an error when it falls inside the file header.
@Suite struct TruncationTests {
    /// A file plus where each record (or block) ends and whether it is a packet.
    struct Layout {
        var bytes: [UInt8]
        var headerEnd: Int
        var recordEnds: [(end: Int, isPacket: Bool)]
    }

    static func pcapLayout() -> Layout {
        var bytes = PcapSpec.fileHeader(bigEndian: false, nanosecond: true, snapLength: 200, linkType: 1)
        let headerEnd = bytes.count
        var ends: [(Int, Bool)] = []
        for index in 0..<30 {
            let size = (index * 37) % 150
            bytes += PcapSpec.record(
                bigEndian: false, seconds: UInt32(1_700_000_000 + index), fraction: UInt32(index),
                data: payload(size, seed: UInt8(index)), originalLength: size + (index % 3 == 0 ? 10 : 0))
            ends.append((bytes.count, true))
        }
        return Layout(bytes: bytes, headerEnd: headerEnd, recordEnds: ends)
    }

    static func pcapngLayout() -> Layout {
        let big = true
        var bytes = PcapngSpec.sectionHeader(bigEndian: big, options: [(1, Array("prefix test".utf8))])
        let headerEnd = bytes.count
        var ends: [(Int, Bool)] = []
        func add(_ block: [UInt8], packet: Bool) {
            bytes += block
            ends.append((bytes.count, packet))
        }
        add(PcapngSpec.interface(bigEndian: big, linkType: 1, snapLength: 100, tsresol: 9), packet: false)
        add(PcapngSpec.interface(bigEndian: big, linkType: 101, snapLength: 0), packet: false)
        for index in 0..<24 {
            let data = payload((index * 29) % 97, seed: UInt8(index))
            switch index % 6 {
            case 1:
                add(PcapngSpec.simplePacket(bigEndian: big, originalLength: data.count, data: data), packet: true)
            case 2:
                add(PcapngSpec.nameResolution(bigEndian: big), packet: false)
                add(
                    PcapngSpec.enhancedPacket(
                        bigEndian: big, interface: 1, units: UInt64(index), data: data, comments: ["c\(index)"]),
                    packet: true)
            case 3:
                add(
                    PcapngSpec.obsoletePacket(bigEndian: big, interface: 0, units: UInt64(index), data: data),
                    packet: true)
            case 4:
                add(PcapngSpec.interfaceStatistics(bigEndian: big, interface: 0), packet: false)
                add(PcapngSpec.decryptionSecrets(bigEndian: big), packet: false)
            case 5:
                add(PcapngSpec.sectionHeader(bigEndian: big), packet: false)
                add(PcapngSpec.interface(bigEndian: big, linkType: 1, snapLength: 100, tsresol: 9), packet: false)
                add(PcapngSpec.interface(bigEndian: big, linkType: 101, snapLength: 0), packet: false)
            default:
                add(
                    PcapngSpec.enhancedPacket(bigEndian: big, interface: 0, units: UInt64(index), data: data),
                    packet: true)
            }
        }
        return Layout(bytes: bytes, headerEnd: headerEnd, recordEnds: ends)
    }

    static func checkEveryPrefix(_ layout: Layout, label: String) throws {
        #expect(layout.bytes.count > 2000, "\(label) should be a few KB")
        let directory = try makeTemporaryDirectory("prefix")
        defer { try? FileManager.default.removeItem(at: directory) }
        var checked = 0
        for cut in 0...layout.bytes.count {
            let prefix = Array(layout.bytes[0..<cut])
            if cut < layout.headerEnd {
                #expect(throws: CaptureError.self, "\(label) cut at \(cut)") { _ = try CaptureReader(bytes: prefix) }
                continue
            }
            let complete = layout.recordEnds.filter { $0.end <= cut }
            let expectedFrames = complete.filter(\.isPacket).count
            let atBoundary = cut == layout.headerEnd || layout.recordEnds.contains { $0.end == cut }
            let cutRecordStart = complete.last?.end ?? layout.headerEnd
            var results = [readAll(try CaptureReader(bytes: prefix))]
            if cut % 13 == 0 {
                let url = directory.appendingPathComponent("cut\(cut)")
                try writeFile(prefix, to: url)
                results.append(readAll(try CaptureReader(path: url.path)))
            }
            for result in results {
                #expect(result.frames.count == expectedFrames, "\(label) cut at \(cut)")
                #expect(result.warnings.count == (atBoundary ? 0 : 1), "\(label) cut at \(cut): \(result.warnings)")
                if !atBoundary {
                    #expect(result.warnings.first?.byteOffset == Int64(cutRecordStart), "\(label) cut at \(cut)")
                    #expect(result.warnings.first?.message.contains("cut short") == true)
                }
            }
            checked += 1
        }
        print("\(label): \(checked) prefixes read, \(layout.headerEnd) header cuts threw CaptureError")
    }

    @Test func everyPrefixOfAPcapFile() throws {
        try Self.checkEveryPrefix(Self.pcapLayout(), label: "pcap")
    }

    @Test func everyPrefixOfAPcapngFile() throws {
        try Self.checkEveryPrefix(Self.pcapngLayout(), label: "pcapng")
    }

    /// The whole pcapng layout also agrees with tshark, so the boundaries above are real.
    @Test(.requires(.tshark)) func prefixLayoutsAgreeWithTshark() throws {
        let directory = try makeTemporaryDirectory("prefix-tshark")
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, layout) in [("full.pcap", Self.pcapLayout()), ("full.pcapng", Self.pcapngLayout())] {
            let url = directory.appendingPathComponent(name)
            try writeFile(layout.bytes, to: url)
            let result = readAll(try CaptureReader(path: url.path))
            #expect(result.frames.count == layout.recordEnds.filter(\.isPacket).count)
            let reference = try #require(Oracle.tsharkFrames(url.path))
            let agreeing = expectAgreement(result.tsharkView, reference, file: name)
            print("\(name): \(agreeing)/\(reference.count) frames agree with tshark")
        }
    }
}
