import CZlib
import CZstdLoader
import WireCore

/// Compresses a file the tool writes as one gzip member (RFC 1952, deflate through the system
/// zlib) or one Zstandard frame with a content checksum (RFC 8878 §3.1.1, through the system
/// libzstd loaded at run time), chunk by chunk: memory stays one chunk of output and the
/// compressor's window, whatever the file's size. The reader (``StreamDecompressor``) and every
/// common tool (`gzip -d`, `zstd -d`, Wireshark) read the result.
///
/// A Zstandard frame may end in raw blocks of the tool's own (``beginRawBlocks(into:)``): a
/// stretch stored as it is, so it can be read back from the file without decompressing what
/// comes before it (``CompressedTail``), while the file stays one frame.
final class StreamCompressor {
    let kind: CaptureCompression
    private let name: String
    /// One output chunk, filled by the compressor and appended to the caller's buffer.
    private var chunk: [UInt8]
    private var zlibStream: UnsafeMutablePointer<z_stream>?
    private var zstdContext: UnsafeMutableRawPointer?
    private var finished = false
    /// Zstandard, when the frame may end in raw blocks: the XXH64 of everything given, whose
    /// lower 32 bits end the frame (RFC 8878 §3.1.1, Content_Checksum), computed here for a frame
    /// whose last blocks are the tool's own (some 0.9 instructions an octet: not computed for a
    /// file that will have none, where libzstd computes its own).
    private var contentHash: XXHash64?
    /// Zstandard: the first octets libzstd wrote (the frame header is at most 18 octets), to read
    /// the window size from.
    private var frameHeader: [UInt8] = []
    /// Zstandard, after ``beginRawBlocks(into:)``: the raw blocks being written.
    private var raw: RawBlocks?

    /// The raw blocks that end a Zstandard frame (RFC 8878 §3.1.1.2: a 3-octet header, then the
    /// octets as they are), each at most the frame's Block_Maximum_Size.
    private struct RawBlocks {
        var blockBytes: Int
        /// Octets given and not yet written: the last block is written only when the frame ends,
        /// as it carries the Last_Block flag.
        var pending: [UInt8] = []
        /// The XXH64 of the raw blocks' octets alone (``CompressedTail``'s footer carries it).
        var hash = XXHash64()
    }

    /// RFC 8878 §3.1.1.2.4: a block holds at most 128 KiB (and no more than the window).
    static let maximumBlockBytes = 1 << 17
    /// The fewest octets the frame's last raw block holds when more were given.
    static let lastBlockBytes = 64

    static let chunkBytes = 1 << 18
    /// zlib's fastest level (Z_BEST_SPEED): a state file is written while the part is checked.
    static let gzipLevel: Int32 = 1
    /// libzstd's level 1: its fastest regular level.
    static let zstdLevel: Int32 = 1

    /// `hashesContent`: a Zstandard frame that may end in raw blocks (``beginRawBlocks(into:)``).
    init(kind: CaptureCompression, name: String, hashesContent: Bool = false) throws(CaptureError) {
        self.kind = kind
        self.name = name
        if kind == .zstd && hashesContent { contentHash = XXHash64() }
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
        case .zstd:
            contentHash?.update(input)
            if raw != nil {
                rawAll(input, finish: finish, into: &output)
            } else {
                try zstdAll(input, directive: finish ? Int32(rc_zstd_compress_end) : Int32(rc_zstd_compress_continue), into: &output)
            }
        }
        if finish { finished = true }
    }

    /// The XXH64 of the octets stored in raw blocks since ``beginRawBlocks(into:)``, or nil when
    /// there are none.
    var rawBlocksHash: UInt64? { raw?.hash.digest() }

    /// Zstandard only: writes every octet given so far out in complete compressed blocks and
    /// leaves the frame open; what follows is stored in raw blocks (RFC 8878 §3.1.1.2.2,
    /// Block_Type 0) and, when the output is finished, the frame's last block and its content
    /// checksum (the XXH64 of everything, computed here). Such a frame reads as any other
    /// (Wireshark 4.0 reads a file's first frame only, so this keeps a file one frame).
    func beginRawBlocks(into output: inout [UInt8]) throws(CaptureError) {
        guard kind == .zstd, raw == nil, !finished, contentHash != nil else {
            throw CaptureError(code: .invalidArgument, path: name, message: "raw blocks only once, in an open Zstandard frame whose content was hashed from its start")
        }
        try zstdAll(UnsafeRawBufferPointer(start: nil, count: 0), directive: Int32(rc_zstd_compress_flush), into: &output)
        guard let window = Self.appendableWindow(frameHeader) else {
            throw CaptureError(code: .ioError, path: name, message: "Zstandard output: libzstd wrote a frame header that declares its size; no block can follow")
        }
        raw = RawBlocks(blockBytes: min(window, Self.maximumBlockBytes))
        if let zstdContext { rc_zstd_compressor_free(zstdContext) }
        zstdContext = nil
    }

    /// The window size a frame header gives (RFC 8878 §3.1.1.1.2), when the frame declares no
    /// content size (so blocks may be added to it) and ends with a content checksum: nil for any
    /// other header.
    static func appendableWindow(_ header: [UInt8]) -> Int? {
        guard header.count >= 6, Array(header[0..<4]) == [0x28, 0xB5, 0x2F, 0xFD] else { return nil }
        let descriptor = header[4]
        // Frame_Content_Size_Flag 0 and Single_Segment_Flag 0: no Frame_Content_Size field; the
        // reserved bit clear; Content_Checksum_Flag set (the checksum this writer ends it with).
        guard descriptor >> 6 == 0, descriptor & 0x20 == 0, descriptor & 0x08 == 0, descriptor & 0x04 != 0 else { return nil }
        let exponent = Int(header[5] >> 3), mantissa = Int(header[5] & 7)
        let base = 1 << (10 + exponent)
        return base + base / 8 * mantissa
    }

    private func rawAll(_ input: UnsafeRawBufferPointer, finish: Bool, into output: inout [UInt8]) {
        guard var blocks = raw else { return }
        raw = nil
        blocks.hash.update(input)
        blocks.pending.append(contentsOf: input)
        var taken = 0
        func block(_ count: Int, last: Bool) {
            let header = UInt32(count) << 3 | (last ? 1 : 0)  // Block_Type 0 (Raw_Block)
            output += [UInt8(header & 0xFF), UInt8(header >> 8 & 0xFF), UInt8(header >> 16)]
            output += blocks.pending[taken..<(taken + count)]
            taken += count
        }
        // When the frame ends, the last block keeps at least `lastBlockBytes` (so a locator at
        // the content's end, ``CompressedTail``, lies whole in it, just before the checksum).
        let keep = finish ? min(Self.lastBlockBytes, blocks.blockBytes) : 0
        while blocks.pending.count - taken > blocks.blockBytes { block(min(blocks.blockBytes, blocks.pending.count - taken - keep), last: false) }
        if finish {
            block(blocks.pending.count - taken, last: true)
            output.appendLittleEndian(UInt32(truncatingIfNeeded: contentHash?.digest() ?? 0))
        }
        blocks.pending.removeFirst(taken)
        raw = blocks
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

    private func zstdAll(_ input: UnsafeRawBufferPointer, directive: Int32, into output: inout [UInt8]) throws(CaptureError) {
        guard let context = zstdContext else { return }
        var inPosition = 0
        var left = 0
        repeat {
            var outPosition = 0
            var errorText: UnsafePointer<CChar>?
            left = chunk.withUnsafeMutableBytes { raw in
                rc_zstd_compress(context, raw.baseAddress, raw.count, &outPosition, input.baseAddress, input.count, &inPosition, directive, &errorText)
            }
            if left < 0 {
                throw CaptureError(code: .ioError, path: name, message: "Zstandard output: \(errorText.map { String(cString: $0) } ?? "compression failed")")
            }
            if frameHeader.count < 18 { frameHeader += chunk[0..<min(outPosition, 18 - frameHeader.count)] }
            output.append(contentsOf: chunk[0..<outPosition])
        } while inPosition < input.count || (directive != Int32(rc_zstd_compress_continue) && left != 0)
    }
}
