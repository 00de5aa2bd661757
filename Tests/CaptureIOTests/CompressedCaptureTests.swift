import CaptureIO
import Foundation
import TestSupport
import Testing

/// gzip and Zstandard captures, compressed by the `gzip` and `zstd` tools (writers nobody here
/// wrote), read as streams: the same frames and warnings as the plain file, whatever the
/// compression, the member or frame layout, or the way the bytes arrive; corrupt or cut
/// compressed data ends the stream with one warning and keeps the frames before it.
@Suite struct CompressedCaptureTests {
    /// Plain captures to compress: the hand-made layouts (pcap nanosecond, pcapng big-endian with
    /// options) and the repository's sample and synthesized captures.
    static func plainCaptures(in directory: URL) throws -> [URL] {
        var files: [URL] = []
        for (name, bytes) in [("layout.pcap", TruncationTests.pcapLayout().bytes), ("layout.pcapng", TruncationTests.pcapngLayout().bytes)] {
            let url = directory.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            files.append(url)
        }
        let repository = [Oracle.captures.appendingPathComponent("sample-du-ru-cu.pcapng")]
            + ((try? FileManager.default.contentsOfDirectory(at: Oracle.captures.appendingPathComponent("synth"), includingPropertiesForKeys: nil)) ?? [])
                .filter { $0.pathExtension == "pcapng" || $0.pathExtension == "pcap" }
                .sorted { $0.path < $1.path }
                .prefix(6)
        for source in repository {
            let url = directory.appendingPathComponent(source.lastPathComponent)
            try FileManager.default.copyItem(at: source, to: url)
            files.append(url)
        }
        return files
    }

    /// Compresses `file` with the named tool into `file.EXT`, keeping the original.
    static func compress(_ file: URL, with tool: String, extraArguments: [String] = []) throws -> URL {
        let output = URL(fileURLWithPath: file.path + (tool == "gzip" ? ".gz" : ".zst"))
        let arguments = tool == "gzip"
            ? ["-k", "-f", "-n"] + extraArguments + [file.path]
            : ["-q", "-f"] + extraArguments + [file.path, "-o", output.path]
        let result = try Subprocess.run(tool, arguments)
        try #require(result.status == 0, "\(tool) failed: \(result.stderr)")
        return output
    }

    @Test(.requires(.gzip, .zstd), arguments: ["gzip", "zstd"])
    func sameFramesAsThePlainFile(tool: String) throws {
        let directory = try makeTemporaryDirectory("compressed-\(tool)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for plain in try Self.plainCaptures(in: directory) {
            let compressed = try Self.compress(plain, with: tool)
            let reader = try CaptureReader(path: compressed.path)
            #expect(reader.compression == (tool == "gzip" ? .gzip : .zstd))
            let expected = readAll(try CaptureReader(path: plain.path))
            let got = readAll(reader)
            #expect(got.frames == expected.frames, "\(plain.lastPathComponent) through \(tool)")
            #expect(got.warnings == expected.warnings, "\(plain.lastPathComponent) through \(tool)")
            #expect(!expected.frames.isEmpty)
            // Progress counts compressed bytes: all of the file by the end.
            #expect(reader.sourceBytesConsumed == reader.fileSize)
        }
    }

    /// RFC 1952 §2.2: a gzip file may hold several members (appended files); RFC 8878 §3.1: a
    /// zstd file several frames, skippable ones among them. Two pcapng files in a row are one
    /// capture with two sections.
    @Test(.requires(.gzip, .zstd))
    func severalMembersAndFrames() throws {
        let directory = try makeTemporaryDirectory("members")
        defer { try? FileManager.default.removeItem(at: directory) }
        let part = TruncationTests.pcapngLayout().bytes
        let plain = directory.appendingPathComponent("twice.pcapng")
        try Data(part + part).write(to: plain)
        let expected = readAll(try CaptureReader(path: plain.path))
        #expect(expected.frames.count > 2)

        let single = directory.appendingPathComponent("part.pcapng")
        try Data(part).write(to: single)
        let gz = try Data(contentsOf: Self.compress(single, with: "gzip"))
        let zst = try Data(contentsOf: Self.compress(single, with: "zstd"))
        // A skippable frame (magic 0x184D2A50, 4-byte little-endian size, user data).
        let skippable = Data([0x50, 0x2A, 0x4D, 0x18, 5, 0, 0, 0, 1, 2, 3, 4, 5])
        let variants: [(String, Data)] = [
            ("two gzip members", gz + gz),
            ("two gzip members and zero padding", gz + gz + Data(repeating: 0, count: 512)),
            ("two zstd frames", zst + zst),
            ("skippable frames around zstd frames", skippable + zst + skippable + zst + skippable),
        ]
        for (label, data) in variants {
            let url = directory.appendingPathComponent("variant")
            try data.write(to: url)
            let got = readAll(try CaptureReader(path: url.path))
            #expect(got.frames == expected.frames, "\(label)")
            #expect(got.warnings == expected.warnings, "\(label)")
        }
    }

    /// A compressed file cut at any point: the frames read are a prefix of the whole capture's,
    /// and a cut inside the compressed data is said (one warning), never a crash or a hang.
    @Test(.requires(.gzip, .zstd), arguments: ["gzip", "zstd"])
    func cutAnywhere(tool: String) throws {
        let directory = try makeTemporaryDirectory("cut-\(tool)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = directory.appendingPathComponent("layout.pcapng")
        try Data(TruncationTests.pcapngLayout().bytes).write(to: plain)
        let whole = readAll(try CaptureReader(path: plain.path))
        let compressed = try [UInt8](Data(contentsOf: Self.compress(plain, with: tool)))
        let cut = directory.appendingPathComponent("cut")
        var cuts = Set([4, 5, 10, compressed.count / 2, compressed.count - 1, compressed.count - 8])
        let seed = FuzzSeed.value(default: 0xC0FFEE)
        var generator = SeededRandom(seed: seed)
        let count = Int(ProcessInfo.processInfo.environment["RANCONFORM_COMPRESSED_CUTS"] ?? "") ?? 40
        print("compressed cuts (\(tool)): seed 0x\(String(seed, radix: 16)), \(count) random cuts (RANCONFORM_FUZZ_SEED to replay another)")
        for _ in 0..<count { cuts.insert(Int(generator.next() % UInt64(compressed.count - 4)) + 4) }
        for length in cuts.sorted() where length < compressed.count {
            try Data(compressed[0..<length]).write(to: cut)
            let reader: CaptureReader
            do {
                reader = try CaptureReader(path: cut.path)
            } catch {
                // Cut before the capture header could be decompressed: one error line saying so.
                #expect(error.message.contains("cut short"), "cut at \(length): \(error)")
                continue
            }
            let got = readAll(reader)
            #expect(got.frames.count <= whole.frames.count, "cut at \(length)")
            #expect(Array(whole.frames.prefix(got.frames.count)) == got.frames, "cut at \(length)")
            #expect(!got.warnings.isEmpty, "cut at \(length) of \(compressed.count): no warning")
        }
    }

    /// Bytes flipped inside the compressed data: never a crash or a hang; the damage is said (an
    /// error line or a warning) in nearly every case, since gzip (CRC-32, RFC 1952 §2.3.1) and zstd
    /// (content checksum, RFC 8878 §3.1.1) check what they decompress.
    @Test(.requires(.gzip, .zstd), arguments: ["gzip", "zstd"])
    func corruptCompressedData(tool: String) throws {
        let directory = try makeTemporaryDirectory("corrupt-\(tool)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = directory.appendingPathComponent("layout.pcap")
        try Data(TruncationTests.pcapLayout().bytes).write(to: plain)
        let whole = readAll(try CaptureReader(path: plain.path))
        let compressed = try [UInt8](Data(contentsOf: Self.compress(plain, with: tool)))
        var generator = SplitMix64(seed: 0xBAD5EED)
        var warned = 0
        for _ in 0..<30 {
            var bytes = compressed
            let position = Int(generator.next() % UInt64(bytes.count - 12)) + 12
            bytes[position] ^= UInt8(truncatingIfNeeded: generator.next() | 1)
            let url = directory.appendingPathComponent("corrupt")
            try Data(bytes).write(to: url)
            // A small capture is one compressed block: the damage may be found before the header.
            guard let reader = try? CaptureReader(path: url.path) else {
                warned += 1
                continue
            }
            let got = readAll(reader, maximumFrames: whole.frames.count * 4 + 100)
            if !got.warnings.isEmpty { warned += 1 }
        }
        // gzip's CRC-32 and zstd's block checks catch almost every flip; at least most are said.
        #expect(warned >= 20)
    }

    /// A compressed stream that is not a capture inside: the usual one-line error, naming the stage.
    @Test(.requires(.gzip))
    func compressedNonCapture() throws {
        let directory = try makeTemporaryDirectory("not-capture")
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = directory.appendingPathComponent("notes.txt")
        try Data("hello, this is not a capture\n".utf8).write(to: text)
        let gz = try Self.compress(text, with: "gzip")
        #expect(throws: CaptureError.self) { try CaptureReader(path: gz.path) }
        do {
            _ = try CaptureReader(path: gz.path)
        } catch {
            #expect(error.description.contains("after gzip decompression"))
            #expect(error.code == .notACapture)
        }
    }

    /// tshark reads gzip captures itself: its frame count for the `.gz` equals ours.
    @Test(.requires(.gzip, .tshark))
    func tsharkAgreesOnGzip() throws {
        let directory = try makeTemporaryDirectory("tshark-gz")
        defer { try? FileManager.default.removeItem(at: directory) }
        let sample = directory.appendingPathComponent("sample.pcapng")
        try FileManager.default.copyItem(at: Oracle.captures.appendingPathComponent("sample-du-ru-cu.pcapng"), to: sample)
        let gz = try Self.compress(sample, with: "gzip")
        let ours = readAll(try CaptureReader(path: gz.path))
        let theirs = try #require(Oracle.tsharkFrames(gz.path))
        #expect(ours.frames.map(\.number) == theirs.map(\.number))
        #expect(ours.frames.map(\.length) == theirs.map(\.length))
    }
}
