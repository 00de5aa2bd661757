import CaptureIO
import Foundation
import Testing
import TestSupport

/// pcapng files assembled byte by byte from draft-ietf-opsawg-pcapng: SHB in both byte orders,
/// two sections, several interfaces with different link types, if_tsresol decimal and
/// power-of-two, if_tsoffset, EPB / SPB / obsolete PB, NRB / ISB / DSB / custom / unknown blocks,
/// packet comments. Expected values are the ones put into the bytes; tshark cross-checks.
@Suite struct HandAssembledPcapngTests {
    struct Expected: Equatable {
        var time: Int64
        var length: Int
        var data: [UInt8]
        var linkType: LinkType
        var interfaceID: Int
        var comments: [String]
    }

    /// The file and, frame by frame, what it holds.
    static func twoSectionFile() -> (bytes: [UInt8], expected: [Expected]) {
        var bytes: [UInt8] = []
        var expected: [Expected] = []
        // Section 1, big-endian.
        var big = true
        bytes += PcapngSpec.sectionHeader(bigEndian: big, options: [(1, Array("section comment".utf8))])
        bytes += PcapngSpec.interface(bigEndian: big, linkType: 1, snapLength: 128, name: "eth0")  // 10^-6 default
        bytes += PcapngSpec.interface(bigEndian: big, linkType: 101, snapLength: 0, tsresol: 9, tsoffset: 100)
        bytes += PcapngSpec.interface(bigEndian: big, linkType: 276, snapLength: 65535, tsresol: 0x80 | 20)
        bytes += PcapngSpec.nameResolution(bigEndian: big)

        let data1 = payload(60, seed: 1)
        bytes += PcapngSpec.enhancedPacket(
            bigEndian: big, interface: 0, units: 1_700_000_000_123_456, data: data1, comments: ["first"])
        expected.append(
            .init(
                time: 1_700_000_000_123_456_000, length: 60, data: data1, linkType: .ethernet, interfaceID: 0,
                comments: ["first"]))

        let data2 = payload(41, seed: 2)  // odd length: padding
        bytes += PcapngSpec.enhancedPacket(
            bigEndian: big, interface: 1, units: 1_600_000_000_000_000_001, data: data2,
            comments: ["Grüße, α β ✓", "second comment"], otherOptions: [(2, [0, 0, 0, 1])])  // epb_flags first
        // 10^-9 units plus if_tsoffset 100 s.
        expected.append(
            .init(
                time: 1_600_000_100_000_000_001, length: 41, data: data2, linkType: .rawIP, interfaceID: 1,
                comments: ["Grüße, α β ✓", "second comment"]))

        let data3 = payload(200, seed: 3)
        // 2^-20 s units: 1_700_000_000.5 s = (1_700_000_000 << 20) + (1 << 19).
        bytes += PcapngSpec.enhancedPacket(
            bigEndian: big, interface: 2, units: (1_700_000_000 << 20) + (1 << 19), data: data3, originalLength: 300)
        expected.append(
            .init(
                time: 1_700_000_000_500_000_000, length: 300, data: data3, linkType: .linuxSLL2, interfaceID: 2,
                comments: []))

        bytes += PcapngSpec.interfaceStatistics(bigEndian: big, interface: 0)
        bytes += PcapngSpec.custom(bigEndian: big, copiable: true)
        bytes += PcapngSpec.custom(bigEndian: big, copiable: false)
        bytes += PcapngSpec.block(0x0000_0101, bigEndian: big) { $0.raw([9, 9, 9, 9, 9, 9]) }  // unknown type
        // Frames 4 and 5 in Wireshark are the two custom blocks: numbered, not returned.

        // Simple Packet Block: original 200, interface 0 snap 128, so 128 bytes captured.
        let data4 = payload(128, seed: 4)
        bytes += PcapngSpec.simplePacket(bigEndian: big, originalLength: 200, data: data4)
        expected.append(.init(time: 0, length: 200, data: data4, linkType: .ethernet, interfaceID: 0, comments: []))

        let data5 = payload(70, seed: 5)
        bytes += PcapngSpec.obsoletePacket(
            bigEndian: big, interface: 0, units: 1_700_000_002_000_001, data: data5, comments: ["old block"])
        expected.append(
            .init(
                time: 1_700_000_002_000_001_000, length: 70, data: data5, linkType: .ethernet, interfaceID: 0,
                comments: ["old block"]))

        bytes += PcapngSpec.decryptionSecrets(bigEndian: big)

        let data6 = payload(128, seed: 6)
        bytes += PcapngSpec.enhancedPacket(
            bigEndian: big, interface: 0, units: 1_700_000_003_000_000, data: data6, originalLength: 1514)
        expected.append(
            .init(
                time: 1_700_000_003_000_000_000, length: 1514, data: data6, linkType: .ethernet, interfaceID: 0,
                comments: []))

        // Section 2, little-endian, its own interface table.
        big = false
        bytes += PcapngSpec.sectionHeader(bigEndian: big)
        bytes += PcapngSpec.interface(bigEndian: big, linkType: 228, snapLength: 262_144, tsresol: 3)
        bytes += PcapngSpec.interface(
            bigEndian: big, linkType: 229, snapLength: 262_144, tsresol: 0x80 | 30, tsoffset: -10)
        bytes += PcapngSpec.interface(bigEndian: big, linkType: 113, snapLength: 262_144, tsresol: 9)

        let data7 = payload(40, seed: 7)
        // 2^-30 s units: 1_000_000_000.75 s = (1_000_000_000 << 30) + 3 << 28; minus 10 s offset.
        bytes += PcapngSpec.enhancedPacket(
            bigEndian: big, interface: 1, units: (1_000_000_000 << 30) + (3 << 28), data: data7)
        expected.append(
            .init(time: 999_999_990_750_000_000, length: 40, data: data7, linkType: .ipv6, interfaceID: 1, comments: [])
        )

        // systemd Journal Export Block (type 9): a frame in Wireshark (frame 10), not a packet.
        bytes += PcapngSpec.block(9, bigEndian: big) {
            $0.raw(Array("__REALTIME_TIMESTAMP=1700000000000000\nMESSAGE=x\n".utf8))
        }

        let data8 = payload(20, seed: 8)
        bytes += PcapngSpec.enhancedPacket(
            bigEndian: big, interface: 0, units: 1_700_000_004_321, data: data8, comments: ["ms"])
        expected.append(
            .init(
                time: 1_700_000_004_321_000_000, length: 20, data: data8, linkType: .ipv4, interfaceID: 0,
                comments: ["ms"]))

        let data9 = payload(16, seed: 9)
        bytes += PcapngSpec.enhancedPacket(bigEndian: big, interface: 2, units: 1_700_000_005_000_000_007, data: data9)
        expected.append(
            .init(
                time: 1_700_000_005_000_000_007, length: 16, data: data9, linkType: .linuxSLL, interfaceID: 2,
                comments: []))
        return (bytes, expected)
    }

    /// An `if_name` longer than 256 octets is kept to its first 256 (a section may declare
    /// 65,536 interfaces with names of up to 64 KiB each); the packets still read.
    @Test func longInterfaceNamesAreKeptShort() throws {
        let long = String(repeating: "n", count: 10_000)
        var bytes = PcapngSpec.sectionHeader(bigEndian: false)
        for _ in 0..<3 { bytes += PcapngSpec.interface(bigEndian: false, linkType: 1, snapLength: 0, name: long) }
        bytes += PcapngSpec.interface(bigEndian: false, linkType: 1, snapLength: 0, name: "eth1")
        bytes += PcapngSpec.enhancedPacket(bigEndian: false, interface: 3, units: 1, data: payload(60, seed: 1))
        let reader = try CaptureReader(bytes: bytes)
        let result = readAll(reader)
        #expect(result.frames.count == 1 && result.warnings.isEmpty)
        #expect(reader.interfaces.map { $0.name?.utf8.count } == [256, 256, 256, 4])
        #expect(reader.interfaces.last?.name == "eth1")
    }

    @Test func twoSectionsEveryBlockKind() throws {
        let (bytes, expected) = Self.twoSectionFile()
        let directory = try makeTemporaryDirectory("pcapng")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("two-sections.pcapng")
        try writeFile(bytes, to: url)

        let reader = try CaptureReader(path: url.path)
        #expect(reader.format == .pcapng)
        let result = readAll(reader)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.frames.map(\.number) == [1, 2, 3, 6, 7, 8, 9, 11, 12])
        #expect(result.frames.count == expected.count)
        for (frame, want) in zip(result.frames, expected) {
            let got = Expected(
                time: frame.timeNanoseconds, length: frame.length, data: frame.bytes, linkType: frame.linkType,
                interfaceID: frame.interfaceID, comments: frame.comments)
            #expect(got == want, "frame \(frame.number)")
            #expect(frame.truncated == (want.data.count < want.length))
        }
        #expect(reader.bytesConsumed == Int64(bytes.count))
        #expect(reader.interfaces.map(\.linkType) == [.ethernet, .rawIP, .linuxSLL2, .ipv4, .ipv6, .linuxSLL])
        #expect(reader.interfaces.map(\.section) == [0, 0, 0, 1, 1, 1])
        #expect(reader.interfaces.first?.name == "eth0")
        #expect(reader.interfaces.map(\.timestampOffsetSeconds) == [0, 100, 0, 0, -10, 0])
        #expect(reader.interfaces[2].timestampResolution == .binary(exponent: 20))
    }

    /// tshark reads the same packets from the two-section file (its other frames are the custom
    /// and journal blocks we do not return).
    @Test(.requires(.tshark)) func twoSectionsAgreeWithTshark() throws {
        let (bytes, _) = Self.twoSectionFile()
        let directory = try makeTemporaryDirectory("pcapng-tshark")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("two-sections.pcapng")
        try writeFile(bytes, to: url)
        let result = readAll(try CaptureReader(path: url.path))
        let reference = try #require(Oracle.tsharkFrames(url.path))
        let agreeing = expectAgreement(
            result.tsharkView, reference, file: url.lastPathComponent, skippedByUs: [4, 5, 10])
        print(
            "hand-assembled pcapng: \(agreeing)/\(result.frames.count) packets agree with tshark (time, len, cap_len, comments); its other \(reference.count - agreeing) frames are custom/journal blocks"
        )
    }

    @Test func enhancedPacketBlockInBothByteOrders() throws {
        for big in [false, true] {
            var bytes = PcapngSpec.sectionHeader(bigEndian: big)
            bytes += PcapngSpec.interface(bigEndian: big, linkType: 1, snapLength: 9000)
            let data = payload(99, seed: 11)
            bytes += PcapngSpec.enhancedPacket(bigEndian: big, interface: 0, units: 0x0001_0203_0405_0607, data: data)
            let result = readAll(try CaptureReader(bytes: bytes))
            #expect(result.warnings.isEmpty)
            #expect(result.frames.count == 1)
            #expect(result.frames.first?.bytes == data)
            // 0x0001020304050607 microseconds.
            let want: Int64 = 0x0001_0203_0405_0607 * 1000
            #expect(result.frames.first?.timeNanoseconds == want)
        }
    }

    /// Power-of-two and decimal resolutions at their extremes: exact, no trap.
    @Test func timestampResolutionExtremes() throws {
        struct Case {
            var tsresol: UInt8
            var units: UInt64
            var nanoseconds: Int64
        }
        let cases: [Case] = [
            // 2^-32: 2^63 units = 2^31 s.
            Case(tsresol: 0x80 | 32, units: 1 << 63, nanoseconds: (1 << 31) * 1_000_000_000),
            // 2^-64: 2^63 units = 0.5 s.
            Case(tsresol: 0x80 | 64, units: 1 << 63, nanoseconds: 500_000_000),
            // 2^0: 3 units = 3 s.
            Case(tsresol: 0x80, units: 3, nanoseconds: 3_000_000_000),
            // 2^-1, max units: floor((2^64 - 1) / 2 * 10^9) does not fit Int64: saturates.
            Case(tsresol: 0x81, units: UInt64.max, nanoseconds: Int64.max),
            // 10^-12 (picoseconds): 1_700_000_000_123_456_789_012 does not fit; use 2^63-1 ps.
            Case(tsresol: 12, units: UInt64(Int64.max), nanoseconds: Int64.max / 1000),
            // 10^-0 (seconds).
            Case(tsresol: 0, units: 1_700_000_000, nanoseconds: 1_700_000_000_000_000_000),
            // 10^-30: everything is below a nanosecond.
            Case(tsresol: 30, units: UInt64.max, nanoseconds: 0),
            // 10^-9 with the largest count that fits.
            Case(tsresol: 9, units: UInt64(Int64.max), nanoseconds: Int64.max),
        ]
        for item in cases {
            var bytes = PcapngSpec.sectionHeader(bigEndian: false)
            bytes += PcapngSpec.interface(bigEndian: false, linkType: 1, snapLength: 0, tsresol: item.tsresol)
            bytes += PcapngSpec.enhancedPacket(bigEndian: false, interface: 0, units: item.units, data: [1, 2, 3, 4])
            let result = readAll(try CaptureReader(bytes: bytes))
            #expect(
                result.frames.first?.timeNanoseconds == item.nanoseconds, "tsresol \(item.tsresol) units \(item.units)")
        }
    }

    @Test func sectionsResetTheInterfaceTable() throws {
        // Section 2 has one interface; a packet there naming interface 1 is corrupt.
        var bytes = PcapngSpec.sectionHeader(bigEndian: false)
        bytes += PcapngSpec.interface(bigEndian: false, linkType: 1, snapLength: 0)
        bytes += PcapngSpec.interface(bigEndian: false, linkType: 101, snapLength: 0)
        bytes += PcapngSpec.enhancedPacket(bigEndian: false, interface: 1, units: 1, data: [0x45])
        let secondSection = bytes.count
        bytes += PcapngSpec.sectionHeader(bigEndian: true)
        bytes += PcapngSpec.interface(bigEndian: true, linkType: 228, snapLength: 0)
        bytes += PcapngSpec.enhancedPacket(bigEndian: true, interface: 0, units: 1, data: [0x45])
        let badPacket = bytes.count
        bytes += PcapngSpec.enhancedPacket(bigEndian: true, interface: 1, units: 1, data: [0x45])
        let result = readAll(try CaptureReader(bytes: bytes))
        #expect(secondSection > 0)
        #expect(result.frames.map(\.linkType) == [.rawIP, .ipv4])
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.byteOffset == Int64(badPacket))
        #expect(result.warnings.first?.frameNumber == 3)
    }

    /// `cat` or mergecap of many captures gives one section per capture; interface ids restart in
    /// every section, so 70,000 one-interface sections are read to the end (they once stopped at
    /// frame 65,536 with "more than 65536 interfaces").
    @Test func seventyThousandSectionsAreReadToTheEnd() throws {
        let section = PcapngSpec.sectionHeader(bigEndian: false)
            + PcapngSpec.interface(bigEndian: false, linkType: 1, snapLength: 0)
            + PcapngSpec.enhancedPacket(bigEndian: false, interface: 0, units: 1, data: [UInt8](repeating: 0xAB, count: 16))
        let count = 70_000
        var bytes: [UInt8] = []
        bytes.reserveCapacity(section.count * count)
        for _ in 0..<count { bytes += section }
        let reader = try CaptureReader(bytes: bytes)
        var frames = 0
        while let record = reader.next() {
            frames += 1
            #expect(record.interfaceID == 0)
        }
        #expect(frames == count)
        #expect(reader.warnings.isEmpty)
        #expect(reader.interfaces.count <= 65_536)
    }
}
