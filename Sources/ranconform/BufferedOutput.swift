#if canImport(Glibc)
import Glibc
#endif

/// Buffered writes to standard output: `decode` prints a line per frame of captures with millions
/// of frames, so output goes through one reused buffer and `write(2)`.
struct BufferedOutput {
    private var buffer: [UInt8] = []
    private let flushThreshold = 1 << 16

    init() { buffer.reserveCapacity(flushThreshold + 4096) }

    mutating func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= flushThreshold { flush() }
    }

    mutating func writeLine(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= flushThreshold { flush() }
    }

    /// Lets `body` append bytes to the buffer directly.
    mutating func append(_ body: (inout [UInt8]) -> Void) {
        body(&buffer)
        if buffer.count >= flushThreshold { flush() }
    }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        FileDescriptorOutput.write(buffer, to: 1)
        buffer.removeAll(keepingCapacity: true)
    }
}
