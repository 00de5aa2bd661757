import CaptureIO
import Foundation
import Testing
import TestSupport

/// Our writers' files read back by tshark with the same times, lengths and comments.
@Suite struct WriterTests {
    struct Packet {
        var data: [UInt8]
        var time: Int64
        var originalLength: Int?
        var interface: Int
        var comments: [String]
    }

    static let packets: [Packet] = [
        Packet(
            data: payload(60, seed: 1), time: 1_700_000_000_000_000_001, originalLength: nil, interface: 0, comments: []
        ),
        Packet(
            data: payload(61, seed: 2), time: 1_700_000_000_123_456_789, originalLength: nil, interface: 0,
            comments: ["FH-SEQ-INC: seqId jumped from 3 to 5"]),
        Packet(
            data: payload(128, seed: 3), time: 1_700_000_001_999_999_999, originalLength: 1514, interface: 1,
            comments: ["first", "zweite Prüfung ✓"]),
        Packet(data: payload(20, seed: 4), time: 5, originalLength: nil, interface: 2, comments: [""]),
        Packet(data: [], time: 1_700_000_002_000_000_000, originalLength: nil, interface: 1, comments: []),
    ]

    static func writePcapng(_ writer: inout PcapngWriter) throws(CaptureError) {
        #expect(writer.addInterface(linkType: .ethernet) == 0)
        #expect(writer.addInterface(linkType: .ipv4, snapLength: 128, name: "ip0") == 1)
        #expect(writer.addInterface(linkType: .linuxSLL2, snapLength: 0) == 2)
        for packet in packets {
            try writer.write(
                packet.data, timestampNanoseconds: packet.time, originalLength: packet.originalLength,
                interfaceID: packet.interface, comments: packet.comments)
        }
        try writer.close()
    }

    @Test(.requires(.tshark)) func pcapngFileReadByTshark() throws {
        let directory = try makeTemporaryDirectory("writer")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("written.pcapng")
        var writer = try PcapngWriter(path: url.path)
        try Self.writePcapng(&writer)

        let reference = try #require(Oracle.tsharkFrames(url.path))
        let expected = Self.packets.enumerated().map { index, packet in
            Oracle.TsharkFrame(
                number: index + 1, timeNanoseconds: packet.time, length: packet.originalLength ?? packet.data.count,
                capturedLength: packet.data.count, comments: packet.comments)
        }
        // tshark prints an empty comment as an empty field: nothing to tell apart from "none".
        var adjusted = expected
        adjusted[3].comments = []
        let agreeing = expectAgreement(adjusted, reference, file: "written.pcapng")
        print(
            "PcapngWriter: \(agreeing)/\(expected.count) frames read back by tshark with the same values and comments")

        // Interface ids and names as tshark sees them (tshark says "unknown" for no name).
        if let tshark = Oracle.tshark {
            let result = try Subprocess.run(tshark, ["-n", "-r", url.path, "-T", "fields", "-e", "frame.interface_id"])
            let lines = result.stdout.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
            #expect(lines.map { $0.first ?? "" } == ["0", "0", "1", "2", "1"])
            let ids = try Subprocess.run(tshark, ["-n", "-r", url.path, "-T", "fields", "-e", "frame.interface_name"])
            #expect(
                ids.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) == [
                    "unknown", "unknown", "ip0", "unknown", "ip0",
                ])
        }
    }

    /// Several MB through the file form: the writer flushes in pieces; tshark sees every frame.
    @Test(.requires(.tshark)) func largePcapngFileFlushedInPieces() throws {
        let directory = try makeTemporaryDirectory("writer-large")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("large.pcapng")
        var writer = try PcapngWriter(path: url.path)
        writer.addInterface(linkType: .ethernet, snapLength: 0)
        let count = 3000
        for index in 0..<count {
            try writer.write(
                payload(1000 + index % 500, seed: UInt8(truncatingIfNeeded: index)),
                timestampNanoseconds: 1_700_000_000_000_000_000 + Int64(index) * 1_000_003,
                comments: index % 1000 == 999 ? ["frame \(index + 1)"] : [])
        }
        try writer.close()
        let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
        #expect(size > 3 << 20)
        let reference = try #require(Oracle.tsharkFrames(url.path))
        let expected = (0..<count).map { index in
            Oracle.TsharkFrame(
                number: index + 1, timeNanoseconds: 1_700_000_000_000_000_000 + Int64(index) * 1_000_003,
                length: 1000 + index % 500, capturedLength: 1000 + index % 500,
                comments: index % 1000 == 999 ? ["frame \(index + 1)"] : [])
        }
        let agreeing = expectAgreement(expected, reference, file: "large.pcapng")
        print("PcapngWriter (\(size) bytes, flushed in pieces): \(agreeing)/\(count) frames read back by tshark")
    }

    @Test func inMemoryPcapngReadsBack() throws {
        var writer = PcapngWriter()
        try Self.writePcapng(&writer)
        let reader = try CaptureReader(bytes: writer.bytes)
        let result = readAll(reader)
        #expect(result.warnings.isEmpty)
        #expect(result.frames.map(\.bytes) == Self.packets.map(\.data))
        #expect(result.frames.map(\.timeNanoseconds) == Self.packets.map(\.time))
        #expect(result.frames.map(\.comments) == Self.packets.map(\.comments))
        #expect(result.frames.map(\.linkType) == [.ethernet, .ethernet, .ipv4, .linuxSLL2, .ipv4])
        #expect(result.frames.map(\.truncated) == [false, false, true, false, false])
        #expect(reader.interfaces.map(\.timestampResolution) == [.nanoseconds, .nanoseconds, .nanoseconds])
        #expect(reader.interfaces.map(\.snapLength) == [262_144, 128, 0])
    }

    @Test func interfaceIDForLinkTypeReusesInterfaces() throws {
        var writer = PcapngWriter()
        let ethernet = writer.interfaceID(for: .ethernet)
        let raw = writer.interfaceID(for: .rawIP)
        #expect(writer.interfaceID(for: .ethernet) == ethernet)
        #expect(ethernet != raw)
        try writer.write([0x45, 0, 0, 20], timestampNanoseconds: 1, interfaceID: raw)
        try writer.write(payload(14, seed: 1), timestampNanoseconds: 2, interfaceID: ethernet)
        let result = readAll(try CaptureReader(bytes: writer.bytes))
        #expect(result.frames.map(\.linkType) == [.rawIP, .ethernet])
        #expect(writer.interfaceLinkTypes == [.ethernet, .rawIP])
        // The reader is a Sequence of its remaining records.
        let reader = try CaptureReader(bytes: writer.bytes)
        #expect(reader.map(\.frameNumber) == [1, 2])
        #expect(reader.next() == nil)
    }

    @Test(.requires(.tshark), arguments: [true, false])
    func pcapFileReadByTshark(nanosecond: Bool) throws {
        let directory = try makeTemporaryDirectory("pcapwriter")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("written.pcap")
        var writer = try PcapWriter(path: url.path, linkType: .ethernet, snapLength: 128, nanosecond: nanosecond)
        for packet in Self.packets {
            try writer.write(packet.data, timestampNanoseconds: packet.time, originalLength: packet.originalLength)
        }
        try writer.close()
        let reference = try #require(Oracle.tsharkFrames(url.path))
        let expected = Self.packets.enumerated().map { index, packet in
            Oracle.TsharkFrame(
                number: index + 1, timeNanoseconds: nanosecond ? packet.time : packet.time / 1000 * 1000,
                length: packet.originalLength ?? packet.data.count, capturedLength: packet.data.count, comments: [])
        }
        let agreeing = expectAgreement(expected, reference, file: "written.pcap")
        print("PcapWriter nanosecond=\(nanosecond): \(agreeing)/\(expected.count) frames read back by tshark")
    }

    @Test func writerRejectsWhatPcapngCannotHold() throws {
        var writer = PcapngWriter()
        #expect(throws: CaptureError.self) { try writer.write([1], timestampNanoseconds: 0) }  // no interface yet
        writer.addInterface(linkType: .ethernet, snapLength: 4)
        #expect(throws: CaptureError.self) { try writer.write([1], timestampNanoseconds: -1) }
        #expect(throws: CaptureError.self) { try writer.write([1, 2, 3, 4, 5], timestampNanoseconds: 0) }  // > snap
        #expect(throws: CaptureError.self) { try writer.write([1, 2], timestampNanoseconds: 0, originalLength: 1) }
        #expect(throws: CaptureError.self) { try writer.write([1], timestampNanoseconds: 0, interfaceID: 1) }
        let long = String(repeating: "x", count: 70_000)
        #expect(throws: CaptureError.self) { try writer.write([1], timestampNanoseconds: 0, comments: [long]) }
        // Nothing half-written: the file still reads cleanly with no packets.
        let result = readAll(try CaptureReader(bytes: writer.bytes))
        #expect(result.frames.isEmpty && result.warnings.isEmpty)
        #expect(throws: CaptureError.self) { _ = try PcapngWriter(path: "/nonexistent-dir/x.pcapng") }
    }
}
