import CaptureIO
import Foundation
import Glibc
import TestSupport
import Testing

/// A ``ReadInterruption`` (what `check` makes of Ctrl-C) ends the stream at the reader's next
/// read: the records returned are a prefix of the capture, in order, with no warning for the
/// record the reader was in the middle of; a pipe that sends nothing more is left within the
/// poll interval; an interruption before the header is an error of its own.
@Suite struct ReadInterruptionTests {
    /// A pcap of `count` frames of `size` bytes, each frame's bytes naming its index.
    static func capture(count: Int, size: Int) throws -> [UInt8] {
        var writer = PcapWriter(linkType: .ethernet)
        for index in 0..<count {
            var frame = [UInt8](repeating: UInt8(truncatingIfNeeded: index), count: size)
            frame.withUnsafeMutableBytes { $0.storeBytes(of: UInt32(index).bigEndian, toByteOffset: 0, as: UInt32.self) }
            try writer.write(frame, timestampNanoseconds: 1_000_000_000 + Int64(index) * 1000)
        }
        return writer.bytes
    }

    @Test func fileEndsAtTheNextReadOnceAsked() throws {
        let directory = try makeTemporaryDirectory("interrupt-file")
        defer { try? FileManager.default.removeItem(at: directory) }
        // 4 MB: sixteen reads of the reader's chunk.
        let bytes = try Self.capture(count: 2_000, size: 2_000)
        let path = directory.appendingPathComponent("big.pcap").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let whole = readAll(try CaptureReader(path: path))
        #expect(whole.frames.count == 2_000)

        let interruption = ReadInterruption()
        let reader = try CaptureReader(path: path, interruption: interruption)
        var frames: [ReadResult.Frame] = []
        var askedAfter = 0
        while let record = reader.next() {
            frames.append(.init(number: record.frameNumber, timeNanoseconds: record.timestampNanoseconds, length: record.originalLength,
                                capturedLength: record.capturedLength, linkType: record.linkType, interfaceID: record.interfaceID,
                                bytes: Array(record.bytes), comments: record.comments, truncated: record.isTruncated))
            if frames.count == 500 {
                interruption.request()
                askedAfter = frames.count
            }
        }
        #expect(reader.wasInterrupted)
        #expect(reader.warnings.isEmpty, "\(reader.warnings)")
        // What was already in the buffer is returned, nothing of a later read.
        #expect(frames.count >= askedAfter && frames.count < askedAfter + 1 + (1 << 18) / 2_016)
        #expect(frames == Array(whole.frames.prefix(frames.count)))
        #expect(reader.next() == nil)

        // Never asked: the whole file, not interrupted.
        let untouched = try CaptureReader(path: path, interruption: ReadInterruption())
        #expect(readAll(untouched).frames.count == 2_000)
        #expect(!untouched.wasInterrupted)
    }

    /// Writes `bytes` into a new pipe and keeps it open; the reader opens it by its /proc path.
    static func openPipe(holding bytes: ArraySlice<UInt8>) throws -> (path: String, writer: Int32, reader: Int32) {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        // The test writes less than a pipe holds, so it never blocks.
        try #require(bytes.count < 60_000)
        let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, bytes.count) }
        try #require(written == bytes.count)
        return ("/proc/self/fd/\(ends[0])", ends[1], ends[0])
    }

    @Test(arguments: [false, true])
    func pipeWaitingMidRecordEndsCleanly(compressed: Bool) throws {
        let bytes = try Self.capture(count: 40, size: 1_000)
        // The header, 20 whole records and half of the 21st (16-byte record headers).
        let cut = 24 + 20 * 1_016 + 500
        var sent = Array(bytes[..<cut])
        if compressed {
            // A gzip member of the whole capture, flushed so far: the stream stops mid-member.
            let directory = try makeTemporaryDirectory("interrupt-gzip")
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = directory.appendingPathComponent("cut.pcap")
            try Data(sent).write(to: file)
            let result = try Subprocess.run("gzip", ["-k", "-f", "-n", file.path])
            try #require(result.status == 0, "gzip failed: \(result.stderr)")
            let gzip = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file.path + ".gz")))
            // Without the trailer (CRC and size), the way a still-running compressor's output looks.
            sent = Array(gzip.dropLast(8))
        }
        let (path, writer, readEnd) = try Self.openPipe(holding: sent[...])
        let interruption = ReadInterruption()
        let reader = try CaptureReader(path: path, interruption: interruption)
        #expect(reader.fileSize == nil)
        var frames: [Int] = []
        // Asks after 0.3 s; should the reader not stop, the pipe is closed after 10 s more, so
        // the test fails (end of stream, not interrupted, a "cut short" warning) instead of hanging.
        let finished = FinishFlag()
        let asker = Thread {
            usleep(300_000)
            interruption.request()
            for _ in 0..<1_000 where !finished.isSet { usleep(10_000) }
            if !finished.isSet { close(writer) }
        }
        asker.start()
        let started = Date()
        while let record = reader.next() { frames.append(record.frameNumber) }
        let waited = Date().timeIntervalSince(started)
        finished.set()
        while !asker.isFinished { usleep(1_000) }
        if waited < 10 { close(writer) }
        close(readEnd)
        #expect(frames == Array(1...20))
        #expect(reader.wasInterrupted)
        #expect(reader.warnings.isEmpty, "\(reader.warnings)")
        // Asked after 0.3 s; seen within a poll interval or so of that.
        #expect(waited >= 0.25 && waited < 5, "waited \(waited) s")
    }

    @Test func interruptedBeforeTheHeaderIsAnError() throws {
        let (path, writer, readEnd) = try Self.openPipe(holding: [0xD4, 0xC3][...])
        defer {
            close(writer)
            close(readEnd)
        }
        let interruption = ReadInterruption()
        interruption.request()
        #expect(throws: CaptureError.self) { try CaptureReader(path: path, interruption: interruption) }
        do {
            _ = try CaptureReader(path: path, interruption: interruption)
        } catch {
            #expect(error.code == .interrupted)
        }
    }
}

/// Set once by the test's thread, read by its helper thread.
final class FinishFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
