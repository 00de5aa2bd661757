import Glibc
import WireCore

/// Streaming reader of pcap and pcapng files with flat memory: the file is read with `read(2)`
/// in 256 KiB chunks into a few (at most 17) reused buffers, one of which grows to hold the largest
/// record when needed (bounded by `Limits.maximumRecordBytes`), so a 20 GB capture never sits in
/// memory; records may be held across `next()` (a pipeline's batch) without copying.
///
/// ```swift
/// let reader = try CaptureReader(path: "trace.pcapng")
/// while let record = reader.next() { ... }
/// for warning in reader.warnings { print(warning) }
/// ```
///
/// Reading stops, with exactly one warning, at a truncated last record or at a corrupt length;
/// the frames before it have been returned. A file that is not a capture throws a
/// ``CaptureError`` from `init`. Not thread-safe: use one reader from one task at a time.
public final class CaptureReader {
    /// The parsing state lives in a struct so the per-record path touches one stored property
    /// (`@exclusivity(unchecked)`: a reader is used by one thread at a time, and only its own
    /// methods change the parser, never two at once; the run-time check costs a call per record).
    @exclusivity(unchecked) private var parser: CaptureParser

    /// Name used in errors: the path, or the in-memory name.
    public var name: String { parser.name }
    public var format: CaptureFormat { parser.format }
    /// Problems met so far (at most 65 entries).
    public var warnings: [CaptureWarning] { parser.warnings }
    /// Size of the file when it is a regular file (or the in-memory byte count); for a compressed
    /// capture, the compressed size.
    public let fileSize: Int64?
    /// The compression the stream was read through, nil for a plain pcap / pcapng.
    public let compression: CaptureCompression?
    /// Bytes of the file consumed so far: ``bytesConsumed`` for a plain capture, the compressed
    /// bytes read for a compressed one (progress against ``fileSize``).
    public var sourceBytesConsumed: Int64 { parser.decompressor?.compressedBytesRead ?? parser.bytesConsumed }
    /// Every interface met so far, in file order across sections (`section` tells which). For
    /// pcap, the single interface described by the file header. Grows while pcapng is read; once
    /// it holds ``Limits/maximumListCount`` entries, a new section starts it afresh.
    public var interfaces: [CaptureInterface] { parser.interfaces }
    /// File offset just past the last record or block consumed.
    public var bytesConsumed: Int64 { parser.bytesConsumed }
    /// Frame numbers used so far (the last frame number handed out or skipped).
    public var framesRead: Int { parser.frameCount }
    /// The read buffers kept for reuse now, and how many times one came back still held by
    /// records handed out earlier (each time the ring grew by one; see `CaptureParser.refill`).
    public var bufferRing: (buffers: Int, heldOnReuse: Int) { (parser.spareLimit, parser.sharedReuses) }
    /// Whether reading ended because of the ``ReadInterruption`` it was given rather than at the
    /// end of the stream: the records returned are then the capture as far as it was read.
    public var wasInterrupted: Bool { parser.interrupted }

    /// Opens a capture file and reads its header (pcap file header or first pcapng Section
    /// Header Block). `-` reads standard input (a pipe from `dumpcap -w -`, say). A gzip or
    /// Zstandard stream (recognised by its first bytes, whatever the name) is decompressed while
    /// it is read. With an `interruption`, reading ends early once it is requested (see
    /// ``ReadInterruption``); before the capture's header is read, that is a
    /// ``CaptureError/Code/interrupted`` error.
    public init(path: String, interruption: ReadInterruption? = nil) throws(CaptureError) {
        let standardInput = path == "-"
        let descriptor = standardInput ? dup(STDIN_FILENO) : open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            throw CaptureError(code: .cannotOpen, path: path, message: "cannot open: \(CaptureParser.errnoText())")
        }
        var info = stat()
        if fstat(descriptor, &info) != 0 {
            let text = CaptureParser.errnoText()
            close(descriptor)
            throw CaptureError(code: .ioError, path: path, message: "cannot stat: \(text)")
        }
        let fileType = info.st_mode & S_IFMT
        if fileType == S_IFDIR {
            close(descriptor)
            throw CaptureError(code: .isDirectory, path: path, message: "is a directory, not a capture file")
        }
        fileSize = fileType == S_IFREG ? Int64(info.st_size) : nil
        if fileType == S_IFREG {
            _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_SEQUENTIAL)
        }
        // A pipe, socket or terminal can block a read for as long as its writer waits.
        let waits = fileType != S_IFREG
        let name = standardInput ? "standard input" : path
        // The first bytes say whether the stream is compressed; a pipe cannot be rewound, so they
        // are handed on to whichever stage reads next.
        let head: [UInt8]
        do {
            head = try Self.readHead(descriptor, count: 4, name: name, waits: waits, interruption: interruption)
        } catch {
            close(descriptor)
            throw error
        }
        compression = CaptureCompression.sniff(head)
        var buffer = [UInt8](repeating: 0, count: CaptureParser.chunkBytes)
        var decompressor: StreamDecompressor?
        if let compression = compression {
            do {
                decompressor = try StreamDecompressor(kind: compression, descriptor: descriptor, initialInput: head, name: name, waits: waits, interruption: interruption)
            } catch {
                close(descriptor)
                throw error
            }
        } else {
            buffer.replaceSubrange(0..<head.count, with: head)
        }
        parser = CaptureParser(
            name: name, buffer: buffer, validBytes: compression == nil ? head.count : 0,
            fileDescriptor: descriptor)
        parser.decompressor = decompressor
        parser.interruption = interruption
        parser.waitsForInput = waits
        do {
            try parser.readFileHeader()
        } catch {
            close(descriptor)
            parser.fileDescriptor = -1
            throw error
        }
    }

    /// Reads up to `count` bytes (fewer only at the end of the stream).
    private static func readHead(_ descriptor: Int32, count: Int, name: String, waits: Bool, interruption: ReadInterruption?) throws(CaptureError) -> [UInt8] {
        var head = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            guard ReadInterruption.awaitInput(descriptor, waits: waits, interruption) else {
                throw CaptureError(code: .interrupted, path: name, message: "interrupted before the capture's first bytes arrived")
            }
            let got = head.withUnsafeMutableBytes { raw in read(descriptor, raw.baseAddress! + filled, count - filled) }
            if got > 0 {
                filled += got
            } else if got == 0 {
                break
            } else if errno != EINTR {
                throw CaptureError(code: .ioError, path: name, message: "read error: \(CaptureParser.errnoText())")
            }
        }
        return Array(head[0..<filled])
    }

    /// Reads a capture held in memory; records' `bytes` share the array's storage.
    public init(bytes: [UInt8], name: String = "<memory>") throws(CaptureError) {
        fileSize = Int64(bytes.count)
        compression = nil
        parser = CaptureParser(name: name, buffer: bytes, validBytes: bytes.count, fileDescriptor: -1)
        try parser.readFileHeader()
    }

    deinit {
        if parser.fileDescriptor >= 0 { close(parser.fileDescriptor) }
    }

    /// The next frame, or nil at the end of the file or after a fatal problem (then
    /// ``warnings`` says what and where). No heap allocation per frame unless it has comments.
    public func next() -> CaptureRecord? {
        parser.next()
    }
}

/// The reader's state and parsing logic (pcap in `CaptureParser+Pcap.swift`, pcapng in
/// `CaptureParser+Pcapng.swift`, the buffer window in `CaptureParser+Buffer.swift`).
struct CaptureParser {
    /// Size of one `read(2)`; also the initial buffer size. A quarter of a megabyte: the kernel
    /// copies into a buffer that is still in the core's cache, and the decoders then read the
    /// frames from it there (a 1 MiB chunk made the copy and the fronthaul check about 5 % slower
    /// on the 862 MB perf capture).
    static let chunkBytes = 1 << 18
    /// Most warnings kept; one more says that the rest were dropped (bounded memory).
    static let maximumWarnings = 64
    /// Largest pcapng block accepted: a maximal record plus room for its options.
    static let maximumBlockBytes = Limits.maximumRecordBytes + 65_536

    let name: String
    var format: CaptureFormat = .pcapng
    var warnings: [CaptureWarning] = []
    var interfaces: [CaptureInterface] = []

    // Buffer window: bytes [start, end) of `buffer` are file bytes at
    // [bufferFileOffset + start, bufferFileOffset + end).
    var buffer: [UInt8]
    /// Earlier buffers, reused in turn by the refill (see `refill`), oldest first.
    var spares: [[UInt8]] = []
    /// How many earlier buffers are kept for reuse: two at first, one more each time a buffer
    /// came back still held by records handed out earlier (a pipeline's batches in flight), up
    /// to ``maximumSpareBuffers``. A reader whose records are let go at once keeps cycling through
    /// 768 KiB that stay in the core's cache; a pipeline's ring grows to what it holds.
    var spareLimit = 2
    /// The most buffers the ring grows to (16 MiB with the buffers in it).
    static let maximumSpareBuffers = 64
    /// Buffers reused while still held, so copied first (each grew the ring by one).
    var sharedReuses = 0
    var start = 0
    var end: Int
    var bufferFileOffset: Int64 = 0
    var fileDescriptor: Int32
    /// Set for a gzip or Zstandard capture: bytes come through it instead of `read(2)`.
    var decompressor: StreamDecompressor?
    var atEndOfFile: Bool
    var stopped = false
    var readFailed = false
    /// Asked to stop early (``ReadInterruption``); `interrupted` once reading ended on it.
    var interruption: ReadInterruption?
    var waitsForInput = false
    var interrupted = false

    // Decoding state.
    var bigEndian = false
    var nanosecondPcap = false
    /// Octets of a pcap record header: 16, or 24 in the modified format.
    var pcapRecordHeader = CaptureParser.pcapRecordHeaderBytes
    var pcapLinkType = LinkType.ethernet
    /// The FCS length the pcap header declares (nil when its F bit is clear).
    var pcapFCSLength: Int?
    var frameCount = 0
    var sectionIndex = 0
    /// Index in `interfaces` of interface 0 of the current section.
    var sectionInterfaceBase = 0

    init(name: String, buffer: [UInt8], validBytes: Int, fileDescriptor: Int32) {
        self.name = name
        self.buffer = buffer
        end = validBytes
        self.fileDescriptor = fileDescriptor
        atEndOfFile = fileDescriptor < 0
    }

    var bytesConsumed: Int64 { bufferFileOffset + Int64(start) }

    mutating func next() -> CaptureRecord? {
        if stopped { return nil }
        switch format {
        case .pcap: return nextPcapRecord()
        case .pcapng: return nextPcapngPacket()
        case .erf: return nextERFRecord()
        }
    }

    // MARK: - File header

    mutating func readFileHeader() throws(CaptureError) {
        _ = ensure(24)
        if interrupted {
            throw CaptureError(code: .interrupted, path: name, message: "interrupted before the capture's header arrived")
        }
        if readFailed {
            throw CaptureError(code: .ioError, path: name, message: warnings.first?.message ?? "read error")
        }
        let available = end - start
        if available == 0 {
            throw CaptureError(code: .empty, path: name, message: "empty file, not a pcap, pcapng or ERF file")
        }
        if available < 4 {
            throw CaptureError(
                code: .notACapture, path: name,
                message: "not a pcap, pcapng or ERF file (only \(available) bytes: \(hexPrefix(available)))")
        }
        let magic =
            (UInt32(buffer[start]) << 24) | (UInt32(buffer[start + 1]) << 16)
            | (UInt32(buffer[start + 2]) << 8) | UInt32(buffer[start + 3])
        switch magic {
        case 0xA1B2_C3D4: try readPcapHeader(nanosecond: false, bigEndian: true)
        case 0xD4C3_B2A1: try readPcapHeader(nanosecond: false, bigEndian: false)
        case 0xA1B2_3C4D: try readPcapHeader(nanosecond: true, bigEndian: true)
        case 0x4D3C_B2A1: try readPcapHeader(nanosecond: true, bigEndian: false)
        case 0x0A0D_0D0A: try readFirstSectionHeader()
        case 0xA1B2_CD34: try readPcapHeader(nanosecond: false, bigEndian: true, modified: true)
        case 0x34CD_B2A1: try readPcapHeader(nanosecond: false, bigEndian: false, modified: true)
        default:
            if looksLikeERF() {
                startERF()
                return
            }
            if buffer[start] == 0x1F && buffer[start + 1] == 0x8B {
                throw CaptureError(
                    code: .unsupported, path: name, message: "gzip-compressed bytes in memory; open the file by path to decompress it")
            }
            let stage = decompressor.map { " after \($0.kind == .gzip ? "gzip" : "Zstandard") decompression" } ?? ""
            throw CaptureError(
                code: .notACapture, path: name,
                message: "not a pcap, pcapng or ERF file\(stage) (starts with \(hexPrefix(4)))")
        }
    }

    private func hexPrefix(_ count: Int) -> String {
        let digits: [Character] = Array("0123456789abcdef")
        var text = ""
        for index in 0..<count {
            if index > 0 { text.append(" ") }
            let byte = buffer[start + index]
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return text
    }

    // MARK: - Warnings

    mutating func warn(_ message: String, at offset: Int64, frame: Int? = nil) {
        if warnings.count < Self.maximumWarnings {
            warnings.append(CaptureWarning(message: message, byteOffset: offset, frameNumber: frame))
        } else if warnings.count == Self.maximumWarnings {
            warnings.append(CaptureWarning(message: "further warnings suppressed", byteOffset: offset))
        }
    }

    /// Records one fatal warning and stops reading.
    mutating func stop(_ message: String, at offset: Int64, frame: Int? = nil) {
        if !readFailed { warn(message, at: offset, frame: frame) }
        stopped = true
    }

    /// Stops at end of data: clean when nothing is left, otherwise one "truncated" warning.
    mutating func stopAtEnd(needed: Int, what: String, at offset: Int64, frame: Int? = nil) {
        let remaining = end - start
        // Interrupted: the stream ends here, whatever part of a record had arrived.
        if (remaining == 0 || interrupted) && !readFailed {
            stopped = true
            return
        }
        stop("\(what) cut short: needs \(needed) bytes, only \(remaining) left in the file", at: offset, frame: frame)
    }

    static func errnoText() -> String {
        let code = errno
        if let text = strerror(code) { return String(cString: text) }
        return "errno \(code)"
    }
}

/// `for record in reader { ... }` reads the remaining frames; the reader is its own iterator,
/// so a second loop continues where the first stopped.
extension CaptureReader: Sequence, IteratorProtocol {}
