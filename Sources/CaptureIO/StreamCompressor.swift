import CZlib
import CZstdLoader

/// Compresses a file the tool writes as one gzip member (RFC 1952, deflate through the system
/// zlib) or one Zstandard frame with a content checksum (RFC 8878 §3.1.1, through the system
/// libzstd loaded at run time), chunk by chunk: memory stays one chunk of output and the
/// compressor's window, whatever the file's size. The reader (``StreamDecompressor``) and every
/// common tool (`gzip -d`, `zstd -d`, Wireshark) read the result.
final class StreamCompressor {
    let kind: CaptureCompression
    private let name: String
    /// One output chunk, filled by the compressor and appended to the caller's buffer.
    private var chunk: [UInt8]
    private var zlibStream: UnsafeMutablePointer<z_stream>?
    private var zstdContext: UnsafeMutableRawPointer?
    private var finished = false

    static let chunkBytes = 1 << 18
    /// zlib's fastest level (Z_BEST_SPEED): a state file is written while the part is checked.
    static let gzipLevel: Int32 = 1
    /// libzstd's level 1: its fastest regular level.
    static let zstdLevel: Int32 = 1

    init(kind: CaptureCompression, name: String) throws(CaptureError) {
        self.kind = kind
        self.name = name
        chunk = [UInt8](repeating: 0, count: Self.chunkBytes)
        switch kind {
        case .gzip:
            // windowBits 15 + 16: a gzip wrapper (RFC 1952) around deflate data, 32 KiB window.
            zlibStream = try ZlibStream.make("gzip output", path: name) {
                deflateInit2_($0, Self.gzipLevel, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
            }
        case .zstd:
            guard let context = rc_zstd_compressor_create(Self.zstdLevel) else {
                let reason = rc_zstd_available() == 0
                    ? rc_zstd_load_error().map { String(cString: $0) } ?? "libzstd cannot start"
                    : "libzstd.so.1 lacks the streaming compression API (needs libzstd 1.4 or later)"
                throw CaptureError(code: .unsupported, path: name, message: "Zstandard output: \(reason)")
            }
            zstdContext = context
        }
    }

    deinit {
        if let zlibStream { ZlibStream.free(zlibStream, deflateEnd) }
        if let zstdContext { rc_zstd_compressor_free(zstdContext) }
    }

    /// Compresses `input` and appends what the compressor gives back to `output`; with `finish`
    /// the stream is closed (its trailer appended) and nothing more may be given.
    func compress(_ input: UnsafeRawBufferPointer, finish: Bool, into output: inout [UInt8]) throws(CaptureError) {
        guard !finished else { throw CaptureError(code: .invalidArgument, path: name, message: "compressed output already closed") }
        switch kind {
        case .gzip: try deflateAll(input, finish: finish, into: &output)
        case .zstd: try zstdAll(input, finish: finish, into: &output)
        }
        if finish { finished = true }
    }

    private func deflateAll(_ input: UnsafeRawBufferPointer, finish: Bool, into output: inout [UInt8]) throws(CaptureError) {
        guard let stream = zlibStream else { return }
        // zlib counts in 32-bit units: feed at most 1 GiB per call.
        var offset = 0
        repeat {
            let take = min(input.count - offset, 1 << 30)
            let last = offset + take == input.count
            stream.pointee.next_in = input.baseAddress.map { UnsafeMutablePointer(mutating: $0.assumingMemoryBound(to: Bytef.self)) + offset }
            stream.pointee.avail_in = uInt(take)
            let flush = finish && last ? Z_FINISH : Z_NO_FLUSH
            var status = Z_OK
            repeat {
                let produced = chunk.withUnsafeMutableBytes { raw -> Int in
                    stream.pointee.next_out = raw.baseAddress?.assumingMemoryBound(to: Bytef.self)
                    stream.pointee.avail_out = uInt(raw.count)
                    status = deflate(stream, flush)
                    return raw.count - Int(stream.pointee.avail_out)
                }
                if status == Z_STREAM_ERROR {
                    throw CaptureError(code: .ioError, path: name, message: "gzip output: deflate failed")
                }
                output.append(contentsOf: chunk[0..<produced])
            } while stream.pointee.avail_out == 0 || (flush == Z_FINISH && status != Z_STREAM_END)
            stream.pointee.next_in = nil
            offset += take
        } while offset < input.count
    }

    private func zstdAll(_ input: UnsafeRawBufferPointer, finish: Bool, into output: inout [UInt8]) throws(CaptureError) {
        guard let context = zstdContext else { return }
        var inPosition = 0
        var left = 0
        repeat {
            var outPosition = 0
            var errorText: UnsafePointer<CChar>?
            left = chunk.withUnsafeMutableBytes { raw in
                rc_zstd_compress(context, raw.baseAddress, raw.count, &outPosition, input.baseAddress, input.count, &inPosition, finish ? 1 : 0, &errorText)
            }
            if left < 0 {
                throw CaptureError(code: .ioError, path: name, message: "Zstandard output: \(errorText.map { String(cString: $0) } ?? "compression failed")")
            }
            output.append(contentsOf: chunk[0..<outPosition])
        } while inPosition < input.count || (finish && left != 0)
    }
}
