import Glibc

/// The file behind a writer: owns the descriptor and closes it when the last copy of the
/// writer goes away (data not yet flushed by `close()` is then lost).
final class FileOutput {
    let path: String
    private(set) var descriptor: Int32

    /// Bytes buffered by a writer before they are handed to `write(2)`.
    static let flushThreshold = 1 << 20

    init(path: String) throws(CaptureError) {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor < 0 {
            throw CaptureError(code: .cannotOpen, path: path, message: "cannot create: \(CaptureParser.errnoText())")
        }
    }

    deinit {
        if descriptor >= 0 { Glibc.close(descriptor) }
    }

    /// Writes all of `pending` and empties it (keeping its capacity).
    func drain(_ pending: inout [UInt8]) throws(CaptureError) {
        guard descriptor >= 0 else {
            throw CaptureError(code: .invalidArgument, path: path, message: "write after close")
        }
        var failure: String?
        pending.withUnsafeBytes { raw in
            guard var cursor = raw.baseAddress else { return }
            var left = raw.count
            while left > 0 {
                let written = Glibc.write(descriptor, cursor, left)
                if written > 0 {
                    cursor += written
                    left -= written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    failure = written < 0 ? CaptureParser.errnoText() : "no progress"
                    return
                }
            }
        }
        pending.removeAll(keepingCapacity: true)
        if let failure {
            throw CaptureError(code: .ioError, path: path, message: "write failed: \(failure)")
        }
    }

    func close() throws(CaptureError) {
        guard descriptor >= 0 else { return }
        let result = Glibc.close(descriptor)
        descriptor = -1
        if result != 0 {
            throw CaptureError(code: .ioError, path: path, message: "close failed: \(CaptureParser.errnoText())")
        }
    }
}

extension Array where Element == UInt8 {
    @inline(__always)
    mutating func appendLittleEndian(_ value: UInt16) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }

    @inline(__always)
    mutating func appendLittleEndian(_ value: UInt32) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }

    @inline(__always)
    mutating func appendLittleEndian(_ value: UInt64) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }

    @inline(__always)
    mutating func appendZeros(_ count: Int) {
        if count > 0 { append(contentsOf: repeatElement(0, count: count)) }
    }
}
