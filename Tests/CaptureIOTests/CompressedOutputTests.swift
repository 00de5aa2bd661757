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
