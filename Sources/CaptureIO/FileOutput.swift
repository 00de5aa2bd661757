import Glibc

/// The file behind a writer: owns the descriptor and closes it when the last copy of the
/// writer goes away (data not yet flushed by `close()` is then lost). With a compression, what
/// the writer drains is compressed on its way to the file (``StreamCompressor``) and `close()`
/// ends the compressed stream.
final class FileOutput {
    let path: String
    private(set) var descriptor: Int32
    private var compressor: StreamCompressor?
    /// Compressed bytes waiting for `write(2)` (kept between drains for its capacity).
    private var compressed: [UInt8] = []
    /// Octets written to the descriptor so far.
    private var written = 0
    /// Where the compressed tail begins (``CompressedTail``), once ``beginCompressedTail()`` was called.
    private var tailStart: Int?

    /// Bytes buffered by a writer before they are handed to `write(2)`.
    static let flushThreshold = 1 << 20

    /// `tailExpected`: ``beginCompressedTail()`` may come (a Zstandard file's content is then
    /// hashed from its first octet, for the frame's checksum the tool writes itself).
    init(path: String, compression: CaptureCompression? = nil, tailExpected: Bool = false) throws(CaptureError) {
        self.path = path
        compressor = try compression.map { kind throws(CaptureError) in try StreamCompressor(kind: kind, name: path, hashesContent: tailExpected) }
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor < 0 {
            throw CaptureError(code: .cannotOpen, path: path, message: "cannot create: \(CaptureParser.errnoText())")
        }
    }

    deinit {
        if descriptor >= 0 { Glibc.close(descriptor) }
    }

    /// Writes all of `pending` (compressed, when the file is) and empties it (keeping its capacity).
    func drain(_ pending: inout [UInt8]) throws(CaptureError) {
        guard descriptor >= 0 else {
            throw CaptureError(code: .invalidArgument, path: path, message: "write after close")
        }
        guard let compressor else { return try write(&pending) }
        var failure: CaptureError?
        pending.withUnsafeBytes { raw in
            do throws(CaptureError) { try compressor.compress(raw, finish: false, into: &compressed) } catch { failure = error }
        }
        if let failure { throw failure }
        pending.removeAll(keepingCapacity: true)
        try write(&compressed)
    }

    /// Writes all of `pending` to the descriptor and empties it (keeping its capacity).
    private func write(_ pending: inout [UInt8]) throws(CaptureError) {
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
        written += pending.count
        pending.removeAll(keepingCapacity: true)
        if let failure {
            throw CaptureError(code: .ioError, path: path, message: "write failed: \(failure)")
        }
    }

    /// Makes what follows the file's tail, found from the file's end (``CompressedTail``): gzip
    /// ends the member written so far and compresses the tail as a member of its own, which
    /// ``close()`` follows with the footer that finds it; Zstandard writes out the frame's blocks
    /// so far and stores the tail in raw blocks of the same frame, which ``close()`` ends with
    /// the locator that finds it. Nothing to do for a plain file. Called at most once.
    func beginCompressedTail() throws(CaptureError) {
        guard let compressor, tailStart == nil else { return }
        switch compressor.kind {
        case .gzip:
            try compressor.compress(UnsafeRawBufferPointer(start: nil, count: 0), finish: true, into: &compressed)
            try write(&compressed)
            tailStart = written
            self.compressor = try StreamCompressor(kind: compressor.kind, name: path)
        case .zstd:
            try compressor.beginRawBlocks(into: &compressed)
            try write(&compressed)
            tailStart = written
        }
    }

    /// Ends the compressed stream, if any, and closes the file.
    func close() throws(CaptureError) {
        guard descriptor >= 0 else { return }
        if let compressor {
            // A Zstandard tail ends with its locator, the frame's last content.
            let last = compressor.kind == .zstd ? tailStart.map { CompressedTail.zstdLocator(tailStart: $0, hash: compressor.rawBlocksHash ?? 0) } ?? [] : []
            var failure: CaptureError?
            last.withUnsafeBytes { raw in
                do throws(CaptureError) { try compressor.compress(raw, finish: true, into: &compressed) } catch { failure = error }
            }
            if let failure { throw failure }
            try write(&compressed)
            if let tailStart, compressor.kind == .gzip {
                var footer = CompressedTail.gzipFooter(tailLength: written - tailStart)
                try write(&footer)
            }
        }
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
