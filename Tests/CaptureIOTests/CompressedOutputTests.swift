import CaptureIO
import Foundation
import TestSupport
import Testing

/// pcapng files the tool writes compressed (`check --state-out PART.state.zst` / `.gz`): the
/// `gzip` and `zstd` tools (readers nobody here wrote) decompress them to exactly the pcapng the
/// same writer makes in memory, across many drains and compressor chunks; the capture reader
/// gives back the same frames.
@Suite struct CompressedOutputTests {
    /// Frames of every kind a state holds: random octets (real IQ data compresses little),
    /// all-zero frames, and some past the writer's 1 MiB flush and the compressor's 256 KiB chunk.
    static func frames(seed: UInt64) -> [[UInt8]] {
        var rng = SeededRandom(state: seed)
        var out: [[UInt8]] = []
        for i in 0..<600 {
            let length = i % 50 == 7 ? 300_000 : 60 + Int(rng.next() % 9000)
            if i % 3 == 0 {
                out.append([UInt8](repeating: 0, count: length))
            } else {
                out.append((0..<length).map { _ in UInt8(truncatingIfNeeded: rng.next()) })
            }
        }
        return out
    }

    static func write(_ frames: [[UInt8]], into writer: inout PcapngWriter) throws {
        let interface = writer.addInterface(linkType: LinkType(rawValue: 1), snapLength: 0)
        for (i, frame) in frames.enumerated() {
            try writer.write(frame, timestampNanoseconds: 1_000 * Int64(i), interfaceID: interface, comments: i % 5 == 0 ? ["frame \(i)"] : [])
        }
    }

    @Test(.requires(.gzip, .zstd), arguments: [CaptureCompression.gzip, .zstd])
    func theToolsDecompressThePlainFile(_ kind: CaptureCompression) throws {
        let directory = try makeTemporaryDirectory("compressed-output")
        defer { try? FileManager.default.removeItem(at: directory) }
        let frames = Self.frames(seed: 11)
        var memory = PcapngWriter()
        try Self.write(frames, into: &memory)

        let path = directory.appendingPathComponent(kind == .gzip ? "out.pcapng.gz" : "out.pcapng.zst").path
        var file = try PcapngWriter(path: path, compression: kind)
        try Self.write(frames, into: &file)
        try file.close()

        // The independent tool's view: test the stream, then decompress it.
        let tool = kind == .gzip ? "gzip" : "zstd"
        let integrity = try Subprocess.run(tool, ["-t", "-q", path])
        #expect(integrity.status == 0, "\(tool) -t: \(integrity.stderr)")
        let plain = directory.appendingPathComponent("plain.pcapng").path
        let result = try Subprocess.run("sh", ["-c", "\(tool) -d -c \"$0\" > \"$1\"", path, plain])
        try #require(result.status == 0, "\(tool) -d: \(result.stderr)")
        let decompressed = try [UInt8](Data(contentsOf: URL(fileURLWithPath: plain)))
        #expect(decompressed == memory.bytes, "\(tool) gave \(decompressed.count) bytes, the writer made \(memory.bytes.count)")

        let compressedSize = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(compressedSize < memory.bytes.count, "a third of the frames are zeros: the file must be smaller")

        let reader = try CaptureReader(path: path)
        #expect(reader.compression == kind)
        var count = 0
        while let record = reader.next() {
            #expect(Array(record.bytes) == frames[count], "frame \(count + 1)")
            count += 1
        }
        #expect(count == frames.count)
        #expect(reader.warnings.isEmpty, "\(reader.warnings)")
    }

    /// A writer closed with nothing but its section header is still a whole compressed stream.
    @Test(.requires(.gzip, .zstd), arguments: [CaptureCompression.gzip, .zstd])
    func aFileWithoutFramesIsAWholeStream(_ kind: CaptureCompression) throws {
        let directory = try makeTemporaryDirectory("compressed-empty")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("empty.pcapng").path
        var file = try PcapngWriter(path: path, compression: kind)
        try file.close()
        let tool = kind == .gzip ? "gzip" : "zstd"
        let result = try Subprocess.run("sh", ["-c", "\(tool) -d -c \"$0\" | od -An -tx1 | tr -d ' \\n'", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == PcapngWriter().bytes.map { String(format: "%02x", $0) }.joined())
    }

    @Test func theOutputNameChoosesTheCompression() {
        #expect(CaptureCompression.forOutput(path: "part3.state.zst") == .zstd)
        #expect(CaptureCompression.forOutput(path: "/tmp/a.b/part3.state.gz") == .gzip)
        #expect(CaptureCompression.forOutput(path: "part3.state") == nil)
        #expect(CaptureCompression.forOutput(path: "part3.gz.state") == nil)
        #expect(CaptureCompression.forOutput(path: "part3.zstd") == nil)
    }
}

/// A compressed file whose last stretch is a unit of its own (``CompressedTail``): the whole
/// file is still one stream for `gzip -d` / `zstd -d` and the capture reader, and the tail
/// alone decompresses from the file's end, even when the units before it are damaged; a
/// damaged footer or tail gives nothing rather than wrong bytes.
@Suite struct CompressedTailTests {
    @Test(.requires(.gzip, .zstd), arguments: [CaptureCompression.gzip, .zstd])
    func theTailDecompressesAlone(_ kind: CaptureCompression) throws {
        let directory = try makeTemporaryDirectory("compressed-tail")
        defer { try? FileManager.default.removeItem(at: directory) }
        let frames = CompressedOutputTests.frames(seed: 23)
        let split = 400
        var memory = PcapngWriter()
        let path = directory.appendingPathComponent(kind == .gzip ? "tail.pcapng.gz" : "tail.pcapng.zst").path
        var file = try PcapngWriter(path: path, compression: kind, compressedTail: true)
        try CompressedOutputTests.write(Array(frames[..<split]), into: &memory)
        try CompressedOutputTests.write(Array(frames[..<split]), into: &file)
        let tailStart = memory.bytes.count
        try file.beginCompressedTail()
        for writer in [0, 1] {
            for (i, frame) in frames[split...].enumerated() {
                if writer == 0 {
                    try memory.write(frame, timestampNanoseconds: Int64(i), interfaceID: 0, comments: ["tail \(i)"])
                } else {
                    try file.write(frame, timestampNanoseconds: Int64(i), interfaceID: 0, comments: ["tail \(i)"])
                }
            }
        }
        try file.close()

        let tool = kind == .gzip ? "gzip" : "zstd"
        #expect(try Subprocess.run(tool, ["-t", "-q", path]).status == 0)
        if kind == .zstd {
            // One frame (its last blocks the tail, stored raw) and the footer's skippable frame:
            // Wireshark 4.0 reads a file's first frame only.
            let list = try Subprocess.run(tool, ["-lv", path])
            #expect(list.stdout.contains("# Zstandard Frames: 1\n") && !list.stdout.contains("# Skippable Frames: 1"), "\(list.stdout)")
        }
        let plain = directory.appendingPathComponent("plain.pcapng").path
        try #require(try Subprocess.run("sh", ["-c", "\(tool) -d -c \"$0\" > \"$1\"", path, plain]).status == 0)
        let decompressed = try [UInt8](Data(contentsOf: URL(fileURLWithPath: plain)))
        if kind == .gzip {
            #expect(decompressed == memory.bytes, "\(tool) -d: one stream, the writer's bytes")
        } else {
            // The writer's bytes, then the locator: a pcapng block of a local-use type (its most
            // significant bit set), its length at both ends.
            #expect(Array(decompressed.prefix(memory.bytes.count)) == memory.bytes, "\(tool) -d: one stream, the writer's bytes first")
            let locator = Array(decompressed.dropFirst(memory.bytes.count))
            #expect(locator.count == CompressedTail.locatorLength && locator[3] & 0x80 != 0, "\(locator)")
            #expect(locator.count >= 8 && Int(locator[4]) == locator.count && Int(locator[locator.count - 4]) == locator.count)
        }
        let reader = try CaptureReader(path: path)
        var count = 0
        while reader.next() != nil { count += 1 }
        #expect(count == frames.count && reader.warnings.isEmpty, "\(reader.warnings)")

        let tail = try #require(CompressedTail.read(path: path, maximumBytes: 1 << 30))
        #expect(tail == Array(memory.bytes[tailStart...]))
        #expect(CompressedTail.read(path: path, maximumBytes: tail.count - 1) == nil, "past its bound: nothing")

        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let endLength = CompressedTail.endLength(kind)
        let start = try #require(CompressedTail.tailStart(end: Array(bytes.suffix(endLength)), kind, fileSize: bytes.count))
        // gzip: the footer; Zstandard: the locator (the frame's checksum after it covers the whole
        // content: `zstd -t` and a whole read check it, a reader of the tail alone cannot).
        let footerLength = kind == .gzip ? endLength : CompressedTail.locatorLength
        let footerStart = bytes.count - endLength
        let damaged = directory.appendingPathComponent("damaged").path
        func read(_ change: (inout [UInt8]) -> Void) throws -> [UInt8]? {
            var copy = bytes
            change(&copy)
            try Data(copy).write(to: URL(fileURLWithPath: damaged))
            return CompressedTail.read(path: damaged, maximumBytes: 1 << 30)
        }
        // The frames before the tail are never read.
        #expect(try read { $0[start / 2] ^= 0xFF } == tail)
        // Every octet of the footer, changed, makes it no footer (or one naming no tail).
        for i in 0..<footerLength {
            #expect(try read { $0[footerStart + i] ^= 0x10 } == nil, "footer octet \(i)")
        }
        // Anywhere in the tail: a raw block's header or its octets.
        for at in [start, start + 1, start + 2, start + 3, (start + footerStart) / 2, footerStart - 1] {
            #expect(try read { $0[at] ^= 0x10 } == nil, "a damaged tail at \(at - start)")
        }
        #expect(try read { $0.removeLast() } == nil, "a file cut short")
        bytes = Array(bytes.dropLast(endLength))
        #expect(try read { _ in } == nil, "no footer")
    }

    /// A Zstandard file gets a tail only when opened for one: its content must be hashed from
    /// its first octet for the frame's checksum (a file opened without it is not hashed at all).
    @Test(.requires(.zstd)) func aZstandardTailIsAskedForAtTheStart() throws {
        let directory = try makeTemporaryDirectory("compressed-tail-unasked")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("unasked.pcapng.zst").path
        var file = try PcapngWriter(path: path, compression: .zstd)
        try CompressedOutputTests.write(Array(CompressedOutputTests.frames(seed: 4)[..<10]), into: &file)
        #expect(throws: CaptureError.self) { try file.beginCompressedTail() }
    }

    /// A tail may be empty: then the Zstandard frame's last raw block holds the locator alone.
    @Test(.requires(.gzip, .zstd), arguments: [CaptureCompression.gzip, .zstd])
    func anEmptyTail(_ kind: CaptureCompression) throws {
        let directory = try makeTemporaryDirectory("compressed-tail-empty")
        defer { try? FileManager.default.removeItem(at: directory) }
        let frames = Array(CompressedOutputTests.frames(seed: 3)[..<40])
        let path = directory.appendingPathComponent(kind == .gzip ? "empty.pcapng.gz" : "empty.pcapng.zst").path
        var memory = PcapngWriter()
        var file = try PcapngWriter(path: path, compression: kind, compressedTail: true)
        try CompressedOutputTests.write(frames, into: &memory)
        try CompressedOutputTests.write(frames, into: &file)
        try file.beginCompressedTail()
        try file.close()
        #expect(try Subprocess.run(kind == .gzip ? "gzip" : "zstd", ["-t", "-q", path]).status == 0)
        let plain = directory.appendingPathComponent("plain.pcapng").path
        try #require(try Subprocess.run("sh", ["-c", "\(kind == .gzip ? "gzip" : "zstd") -d -c \"$0\" > \"$1\"", path, plain]).status == 0)
        // Zstandard: the writer's bytes and the locator.
        let decompressed = try [UInt8](Data(contentsOf: URL(fileURLWithPath: plain)))
        #expect(Array(decompressed.prefix(memory.bytes.count)) == memory.bytes)
        #expect(decompressed.count == memory.bytes.count + (kind == .zstd ? CompressedTail.locatorLength : 0))
        let reader = try CaptureReader(path: path)
        var count = 0
        while reader.next() != nil { count += 1 }
        #expect(count == frames.count && reader.warnings.isEmpty, "\(reader.warnings)")
        #expect(CompressedTail.read(path: path, maximumBytes: 1 << 20) == [])
    }
}
