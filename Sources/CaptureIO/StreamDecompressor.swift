import CZlib
import CZstdLoader
import Glibc

/// Decompresses a gzip or Zstandard capture stream from a file descriptor into the capture
/// parser's buffer, chunk by chunk, so a compressed capture is read with the same flat memory as
/// a plain one (one compressed input chunk, the decoder's window, the parser's buffer).
///
/// gzip goes through the system zlib (linked), Zstandard through the system libzstd loaded at
/// run time (see `CZstdLoader`). Corrupt or cut compressed data ends the stream with a
/// ``failure`` text; the frames decompressed before it have been returned.
final class StreamDecompressor {
    let kind: CaptureCompression
    private let descriptor: Int32
    private var input: [UInt8]
    private var inputStart = 0
    private var inputEnd: Int
    private var inputAtEnd = false
    /// Compressed bytes read from the descriptor so far (progress against the file size).
    private(set) var compressedBytesRead: Int64
    /// Why the stream ended early, when it did.
    private(set) var failure: String?
    private var finished = false
    /// Whether the compressed input is a pipe or terminal, waited on in slices (``ReadInterruption``).
    private let waits: Bool
    private let interruption: ReadInterruption?
    /// The stream ended because a stop was requested: the end of the capture, not a failure.
    private(set) var interrupted = false

    // gzip state: z_stream must not move while zlib holds it, so it lives in its own allocation.
    private var zlibStream: UnsafeMutablePointer<z_stream>?
    /// The last gzip member ended; what follows is another member, zero padding or the end.
    private var memberEnded = false
    private var sawPadding = false
    // Zstandard state.
    private var zstdContext: UnsafeMutableRawPointer?
    /// libzstd's last return value: 0 exactly when the last frame was completed.
    private var zstdFrameOpen = false

    static let inputChunkBytes = 1 << 18

    /// `initialInput` holds the bytes already read from `descriptor` to recognise the format.
    init(kind: CaptureCompression, descriptor: Int32, initialInput: [UInt8], name: String, waits: Bool = false, interruption: ReadInterruption? = nil) throws(CaptureError) {
        self.kind = kind
        self.descriptor = descriptor
        self.waits = waits
        self.interruption = interruption
        input = initialInput + [UInt8](repeating: 0, count: Self.inputChunkBytes)
        inputEnd = initialInput.count
        compressedBytesRead = Int64(initialInput.count)
        switch kind {
        case .gzip:
            // windowBits 15 + 16: a gzip wrapper (RFC 1952) around deflate data, 32 KiB window.
            zlibStream = try ZlibStream.make("gzip-compressed", path: name) { inflateInit2_($0, 15 + 16, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) }
        case .zstd:
            guard let context = rc_zstd_create() else {
                let reason = rc_zstd_load_error().map { String(cString: $0) } ?? "libzstd cannot start"
                throw CaptureError(code: .unsupported, path: name, message: "Zstandard-compressed: \(reason)")
            }
            zstdContext = context
        }
    }

    deinit {
        if let zlibStream { ZlibStream.free(zlibStream, inflateEnd) }
        if let zstdContext { rc_zstd_free(zstdContext) }
    }

    /// Writes up to `capacity` decompressed bytes at `destination`: the count, 0 at the end of
    /// the stream, or -1 when it ends early (then ``failure`` says why).
    func read(into destination: UnsafeMutableRawPointer, capacity: Int) -> Int {
        if failure != nil { return -1 }
        if finished || capacity == 0 { return 0 }
        while true {
            if inputStart == inputEnd && !inputAtEnd { fillInput() }
            if interrupted { return 0 }
            if failure != nil { return -1 }
            let step: Int
            switch kind {
            case .gzip: step = inflateStep(into: destination, capacity: capacity)
            case .zstd: step = zstdStep(into: destination, capacity: capacity)
            }
            if step != 0 || finished || failure != nil { return failure != nil && step == 0 ? -1 : step }
        }
    }

    private func fillInput() {
        if inputStart > 0 {
            let remaining = inputEnd - inputStart
            if remaining > 0 {
                input.withUnsafeMutableBytes { raw in
                    guard let base = raw.baseAddress else { return }
                    _ = memmove(base, base + inputStart, remaining)
                }
            }
            inputStart = 0
            inputEnd = remaining
        }
        while inputEnd < input.count {
            guard ReadInterruption.awaitInput(descriptor, waits: waits, interruption) else {
                interrupted = true
                inputAtEnd = true
                return
            }
            let got = input.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return Glibc.read(descriptor, base + inputEnd, raw.count - inputEnd)
            }
            if got > 0 {
                inputEnd += got
                compressedBytesRead += Int64(got)
                return
            } else if got == 0 {
                inputAtEnd = true
                return
            } else if errno != EINTR {
                failure = "read error: \(CaptureParser.errnoText())"
                inputAtEnd = true
                return
            }
        }
    }

    /// One `inflate` call; 0 when it produced nothing (the caller feeds more input or stops).
    private func inflateStep(into destination: UnsafeMutableRawPointer, capacity: Int) -> Int {
        guard let stream = zlibStream else { return 0 }
        if memberEnded {
            // RFC 1952 §2.2: another member may follow; zero padding after the last is tolerated.
            while inputStart < inputEnd && input[inputStart] == 0 {
                inputStart += 1
                sawPadding = true
            }
            if inputStart < inputEnd {
                if input[inputStart] == 0x1F && !sawPadding {
                    inflateReset(stream)
                    memberEnded = false
                } else {
                    failure = "data after the end of the gzip stream (offset \(compressedBytesRead - Int64(inputEnd - inputStart)) of the compressed file)"
                }
            } else if inputAtEnd {
                finished = true
            }
            return 0
        }
        let available = inputEnd - inputStart
        let (status, consumed, produced) = input.withUnsafeMutableBytes { raw -> (Int32, Int, Int) in
            stream.pointee.next_in = raw.baseAddress.map { $0.assumingMemoryBound(to: Bytef.self) + inputStart }
            stream.pointee.avail_in = uInt(available)
            stream.pointee.next_out = destination.assumingMemoryBound(to: Bytef.self)
            stream.pointee.avail_out = uInt(min(capacity, Int(UInt32.max)))
            let status = inflate(stream, Z_NO_FLUSH)
            let consumed = available - Int(stream.pointee.avail_in)
            let produced = min(capacity, Int(UInt32.max)) - Int(stream.pointee.avail_out)
            stream.pointee.next_in = nil
            return (status, consumed, produced)
        }
        inputStart += consumed
        switch status {
        case Z_STREAM_END:
            memberEnded = true
        case Z_OK:
            break
        case Z_BUF_ERROR:
            if produced == 0 && consumed == 0 && inputStart == inputEnd && inputAtEnd {
                failure = "gzip stream cut short (the compressed file ends inside a member)"
            }
        default:
            let text = stream.pointee.msg.map { String(cString: $0) } ?? "status \(status)"
            failure = "gzip data error: \(text) (near offset \(compressedBytesRead - Int64(inputEnd - inputStart)) of the compressed file)"
        }
        if produced == 0 && status == Z_OK && inputStart == inputEnd && inputAtEnd {
            failure = "gzip stream cut short (the compressed file ends inside a member)"
        }
        return produced
    }

    private func zstdStep(into destination: UnsafeMutableRawPointer, capacity: Int) -> Int {
        guard let context = zstdContext else { return 0 }
        if inputStart == inputEnd && inputAtEnd {
            // Everything was fed: flush what the decoder still holds, then end.
            var outPosition = 0
            var inPosition = 0
            var errorText: UnsafePointer<CChar>?
            let hint = input.withUnsafeBytes { raw in
                rc_zstd_decompress(context, destination, capacity, &outPosition, raw.baseAddress, 0, &inPosition, &errorText)
            }
            if hint < 0 {
                failure = "Zstandard data error: \(errorText.map { String(cString: $0) } ?? "unknown")"
                return outPosition
            }
            if outPosition > 0 { return outPosition }
            if zstdFrameOpen && hint != 0 {
                failure = "Zstandard stream cut short (the compressed file ends inside a frame)"
            } else {
                finished = true
            }
            return 0
        }
        var outPosition = 0
        var inPosition = inputStart
        var errorText: UnsafePointer<CChar>?
        let end = inputEnd
        let hint = input.withUnsafeBytes { raw in
            rc_zstd_decompress(context, destination, capacity, &outPosition, raw.baseAddress, end, &inPosition, &errorText)
        }
        inputStart = inPosition
        if hint < 0 {
            failure = "Zstandard data error: \(errorText.map { String(cString: $0) } ?? "unknown") (near offset \(compressedBytesRead - Int64(inputEnd - inputStart)) of the compressed file)"
            return outPosition
        }
        zstdFrameOpen = hint != 0
        return outPosition
    }
}
