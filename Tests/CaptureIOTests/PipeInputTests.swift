import CaptureIO
import Foundation
import Glibc
import Testing

/// A capture arriving through a FIFO in small, irregular pieces (short `read(2)`s, a refill
/// at every byte position): the same frames as reading the bytes at once.
@Suite struct PipeInputTests {
    @Test func dripFedThroughAFifo() throws {
        let directory = try makeTemporaryDirectory("fifo")
        defer { try? FileManager.default.removeItem(at: directory) }
        let seed = UInt64.random(in: 1...UInt64.max)
        print("drip feed: seed \(seed)")
        for (index, bytes) in [TruncationTests.pcapLayout().bytes, TruncationTests.pcapngLayout().bytes].enumerated() {
            // Small enough for the pipe buffer, so the writer never blocks even if reading stops.
            #expect(bytes.count < 60_000)
            let path = directory.appendingPathComponent("fifo\(index)").path
            try #require(mkfifo(path, 0o600) == 0)
            let writer = Thread {
                let descriptor = open(path, O_WRONLY)
                guard descriptor >= 0 else { return }
                var generator = SplitMix64(seed: seed &+ UInt64(index))
                var offset = 0
                while offset < bytes.count {
                    let size = min(Int(generator.next() % 50) + 1, bytes.count - offset)
                    let written = bytes[offset..<offset + size].withUnsafeBytes {
                        write(descriptor, $0.baseAddress, size)
                    }
                    if written <= 0 { break }
                    offset += written
                    if generator.next() % 4 == 0 { usleep(50) }
                }
                close(descriptor)
            }
            writer.start()
            let reader = try CaptureReader(path: path)
            #expect(reader.fileSize == nil)
            let streamed = readAll(reader)
            let whole = readAll(try CaptureReader(bytes: bytes))
            #expect(streamed.frames == whole.frames)
            #expect(streamed.warnings.isEmpty)
            #expect(reader.bytesConsumed == Int64(bytes.count))
            while !writer.isFinished { usleep(1000) }
        }
    }
}
