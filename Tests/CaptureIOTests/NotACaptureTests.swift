import CaptureIO
import Foundation
import Glibc
import Testing
import TestSupport

/// Files that are not captures: one `CaptureError` whose description is one line, `PATH: what`.
@Suite struct NotACaptureTests {
    static func error(for bytes: [UInt8], in directory: URL, name: String) throws -> CaptureError? {
        let url = directory.appendingPathComponent(name)
        try writeFile(bytes, to: url)
        do {
            _ = try CaptureReader(path: url.path)
            return nil
        } catch {
            #expect(error.description.hasPrefix(url.path + ": "))
            #expect(!error.description.contains("\n"))
            return error
        }
    }

    @Test func wrongMagicEmptyShortAndBrokenHeaders() throws {
        let directory = try makeTemporaryDirectory("notcapture")
        defer { try? FileManager.default.removeItem(at: directory) }

        let html = try Self.error(for: Array("<!DOCTYPE html><html></html>".utf8), in: directory, name: "page.pcap")
        #expect(html?.code == .notACapture)
        #expect(
            html?.description == directory.appendingPathComponent("page.pcap").path
                + ": not a pcap, pcapng or ERF file (starts with 3c 21 44 4f)")

        #expect(try Self.error(for: [], in: directory, name: "empty")?.code == .empty)
        #expect(try Self.error(for: [0xD4, 0xC3], in: directory, name: "two")?.code == .notACapture)
        #expect(
            try Self.error(for: [0xD4, 0xC3, 0xB2, 0xA1, 2, 0, 4, 0], in: directory, name: "short.pcap")?.code
                == .truncatedHeader)
        // A gzip header cut short: decompressed while read, so the error names the cut stream.
        let cutGzip = try Self.error(for: [0x1F, 0x8B, 8, 0, 0, 0], in: directory, name: "x.pcap.gz")
        #expect(cutGzip?.code == .ioError)
        #expect(cutGzip?.message.contains("gzip stream cut short") == true)

        var badOrder = PcapngSpec.sectionHeader(bigEndian: false)
        badOrder[8] = 0x99
        #expect(try Self.error(for: badOrder, in: directory, name: "bom.pcapng")?.code == .corruptHeader)

        var version2 = PcapngSpec.sectionHeader(bigEndian: false)
        version2[12] = 2
        #expect(try Self.error(for: version2, in: directory, name: "v2.pcapng")?.code == .unsupported)

        var badLength = PcapngSpec.sectionHeader(bigEndian: true)
        badLength[7] = 30  // 30: not a multiple of 4
        #expect(try Self.error(for: badLength, in: directory, name: "len.pcapng")?.code == .corruptHeader)

        // Valid headers and nothing else: no error, no frames, no warning.
        for bytes in [
            PcapSpec.fileHeader(bigEndian: false, nanosecond: false, snapLength: 0, linkType: 1),
            PcapngSpec.sectionHeader(bigEndian: true),
        ] {
            let result = readAll(try CaptureReader(bytes: bytes))
            #expect(result.frames.isEmpty && result.warnings.isEmpty)
        }
    }

    @Test func directoryAndMissingFile() throws {
        let directory = try makeTemporaryDirectory("notcapture-fs")
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(
            throws: CaptureError(
                code: .isDirectory, path: directory.path, message: "is a directory, not a capture file")
        ) {
            _ = try CaptureReader(path: directory.path)
        }
        let missing = directory.appendingPathComponent("missing.pcap").path
        do {
            _ = try CaptureReader(path: missing)
            Issue.record("a missing file opened")
        } catch {
            #expect(error.code == .cannotOpen)
            #expect(error.description == "\(missing): cannot open: No such file or directory")
        }
    }

    @Test(.disabled(if: getuid() == 0, "running as root: file permissions do not stop reading"))
    func unreadableFile() throws {
        let directory = try makeTemporaryDirectory("notcapture-unreadable")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("secret.pcap")
        try writeFile(PcapSpec.fileHeader(bigEndian: false, nanosecond: false, snapLength: 0, linkType: 1), to: url)
        chmod(url.path, 0)
        #expect(throws: CaptureError.self) { _ = try CaptureReader(path: url.path) }
    }
}
