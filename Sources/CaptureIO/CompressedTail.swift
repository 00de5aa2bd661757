import Glibc
import WireCore

/// The last stretch of a compressed file the tool writes, found from the file's end and read
/// alone, so a reader that needs only that stretch (a part state's trailer, README "Past one
/// machine") reads a few kilobytes to megabytes instead of decompressing the whole file.
///
/// - gzip: the file is three members (RFC 1952 §2.2), each complete and checked on its own:
///   everything before the tail; the tail; and a footer of fixed size, an empty member (its
///   deflate data one empty final block, CRC-32 and ISIZE 0) whose header carries one extra field
///   (FLG.FEXTRA, RFC 1952 §2.3.1.1) with subfield id "RC" and 16 octets of data: ``gzipTag``,
///   then the tail's compressed length, 64 bits little-endian. `gzip -d` joins the members.
/// - Zstandard: the file is one frame (RFC 8878 §3.1.1). Its compressed blocks hold everything
///   before the tail; the tail is stored in raw blocks (§3.1.1.2.2, Block_Type 0) that end the
///   frame, before its content checksum (the lower 32 bits of the XXH64 of the whole content,
///   which the writer computes). The tail's last octets are a *locator*: a pcapng block of the
///   local-use type ``locatorBlockType`` (draft-ietf-opsawg-pcapng reserves the block types
///   with the most significant bit set for local use, and readers skip blocks they do not know;
///   Wireshark shows nothing for it) whose body is ``zstdTag``, the file offset of the first raw
///   block and the XXH64 of the tail's octets before the locator (the frame's checksum covers
///   the whole content, which a reader of the tail alone cannot compute), each 64 bits
///   little-endian. One frame and nothing after it, because Wireshark 4.0 reads a file's first
///   Zstandard frame and then takes what follows as uncompressed data: so it opens such a file
///   whole.
public enum CompressedTail {
    /// The first 8 octets of a gzip footer's data: what it is and its layout's version.
    static let gzipTag: [UInt8] = Array("RCtail01".utf8)
    /// The first 8 octets of a Zstandard locator's body. A Zstandard state of the layout before
    /// (its tail a frame of its own, then a skippable frame) has no locator: it is read whole.
    static let zstdTag: [UInt8] = Array("RCtail02".utf8)
    /// The locator's pcapng block type: the local-use range (most significant bit set), "RCT".
    static let locatorBlockType: UInt32 = 0x8052_4354
    /// The locator block's length: type, length, body of 24 octets, length again.
    public static let locatorLength = 12 + 24

    /// How many of the file's last octets ``tailStart(end:_:fileSize:)`` reads: the gzip footer,
    /// or the Zstandard locator and the frame's 4-octet checksum.
    public static func endLength(_ kind: CaptureCompression) -> Int {
        switch kind {
        case .gzip: return 10 + 2 + 4 + 16 + 2 + 8
        case .zstd: return locatorLength + 4
        }
    }

    /// The gzip footer naming a tail of `tailLength` compressed octets.
    static func gzipFooter(tailLength: Int) -> [UInt8] {
        var data = gzipTag
        data.appendLittleEndian(UInt64(tailLength))
        // ID1 ID2, CM = 8 (deflate), FLG = FEXTRA, MTIME 0, XFL 0, OS 255 (unknown).
        var out: [UInt8] = [0x1F, 0x8B, 8, 0x04, 0, 0, 0, 0, 0, 255]
        out.appendLittleEndian(UInt16(4 + data.count))
        out += [UInt8(ascii: "R"), UInt8(ascii: "C")]
        out.appendLittleEndian(UInt16(data.count))
        out += data
        // One final block with fixed codes holding only its end code (RFC 1951 §3.2.3, §3.2.6).
        out += [0x03, 0x00]
        out.appendLittleEndian(UInt32(0))  // CRC-32 of nothing
        out.appendLittleEndian(UInt32(0))  // ISIZE
        return out
    }

    /// The Zstandard locator: a tail whose first raw block starts at file offset `tailStart` and
    /// whose octets before the locator have the XXH64 `hash`.
    static func zstdLocator(tailStart: Int, hash: UInt64) -> [UInt8] {
        var out: [UInt8] = []
        out.appendLittleEndian(locatorBlockType)
        out.appendLittleEndian(UInt32(locatorLength))
        out += zstdTag
        out.appendLittleEndian(UInt64(tailStart))
        out.appendLittleEndian(hash)
        out.appendLittleEndian(UInt32(locatorLength))
        return out
    }

    /// Where the tail starts in a file of `fileSize` octets whose last ``endLength(_:)`` octets
    /// are `end`, or nil when they name no tail.
    public static func tailStart(end: [UInt8], _ kind: CaptureCompression, fileSize: Int) -> Int? {
        parse(end: end, kind, fileSize: fileSize)?.start
    }

    /// The tail's start and, for Zstandard, the XXH64 of its octets before the locator.
    static func parse(end: [UInt8], _ kind: CaptureCompression, fileSize: Int) -> (start: Int, hash: UInt64)? {
        guard end.count == endLength(kind), fileSize >= end.count else { return nil }
        switch kind {
        case .gzip:
            guard Array(end[0..<10]) == [0x1F, 0x8B, 8, 0x04, 0, 0, 0, 0, 0, 255], end[12] == UInt8(ascii: "R"), end[13] == UInt8(ascii: "C"),
                  readLittleEndian(end, 10, 2) == 20, readLittleEndian(end, 14, 2) == 16,
                  Array(end[16..<24]) == gzipTag, Array(end[32...]) == [0x03, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]
            else { return nil }
            let length = readLittleEndian(end, 24, 8)
            // At least a gzip header's 10 octets before the footer.
            guard length >= 10, length <= UInt64(fileSize - end.count) else { return nil }
            return (fileSize - end.count - Int(length), 0)
        case .zstd:
            guard readLittleEndian(end, 0, 4) == UInt64(locatorBlockType), readLittleEndian(end, 4, 4) == UInt64(locatorLength),
                  readLittleEndian(end, locatorLength - 4, 4) == UInt64(locatorLength), Array(end[8..<16]) == zstdTag
            else { return nil }
            let start = readLittleEndian(end, 16, 8)
            // After a frame header (at least 6 octets: magic, descriptor, window), and room for
            // at least one raw block's header before the locator.
            guard start >= 6, start <= UInt64(fileSize - end.count - 3) else { return nil }
            return (Int(start), readLittleEndian(end, 24, 8))
        }
    }

    /// The decompressed tail of the compressed file at `path`, or nil: not a regular compressed
    /// file, no footer, a tail that does not decompress whole and clean, or one longer than
    /// `maximumBytes` decompressed.
    public static func read(path: String, maximumBytes: Int) -> [UInt8]? {
        PositionalRead.withRegularFile(path) { descriptor, size in read(descriptor, size: size, path: path, maximumBytes: maximumBytes) }
    }

    private static func read(_ descriptor: Int32, size: Int, path: String, maximumBytes: Int) -> [UInt8]? {
        guard let head = PositionalRead.bytes(descriptor, at: 0, count: 4, size: size), let kind = CaptureCompression.sniff(head) else { return nil }
        let endLength = endLength(kind)
        guard let end = PositionalRead.bytes(descriptor, at: size - endLength, count: endLength, size: size),
              let (start, hash) = parse(end: end, kind, fileSize: size)
        else { return nil }
        switch kind {
        case .gzip: return gzipMember(descriptor, at: start, size: size, path: path, maximumBytes: maximumBytes)
        case .zstd:
            // The raw blocks' headers add 3 octets per block of at least 1 KiB (the smallest
            // window), the locator and the checksum 40.
            let length = size - start
            guard length <= maximumBytes + 3 * (maximumBytes / 1_024 + 2) + endLength,
                  let stored = PositionalRead.bytes(descriptor, at: start, count: length, size: size),
                  let octets = rawBlocks(stored), octets.count >= locatorLength, octets.count - locatorLength <= maximumBytes,
                  Array(octets.suffix(locatorLength)) == Array(end.prefix(locatorLength))
            else { return nil }
            let tail = Array(octets.dropLast(locatorLength))
            var h = XXHash64()
            tail.withUnsafeBytes { h.update($0) }
            return h.digest() == hash ? tail : nil
        }
    }

    /// The octets of the raw blocks that end a Zstandard frame (`stored`: the blocks, then the
    /// frame's 4-octet checksum), when every block is raw and at most 128 KiB, only the last is
    /// marked last and only the last may be empty; else nil.
    static func rawBlocks(_ stored: [UInt8]) -> [UInt8]? {
        var out: [UInt8] = []
        var at = 0
        while true {
            guard at + 3 <= stored.count else { return nil }
            let header = Int(stored[at]) | Int(stored[at + 1]) << 8 | Int(stored[at + 2]) << 16
            let last = header & 1 == 1, size = header >> 3
            guard header >> 1 & 3 == 0, size <= StreamCompressor.maximumBlockBytes, size > 0 || last, at + 3 + size <= stored.count else { return nil }
            out += stored[(at + 3)..<(at + 3 + size)]
            at += 3 + size
            if last { break }
        }
        return at + 4 == stored.count ? out : nil
    }

    /// The gzip member at `start`, decompressed whole and clean, or nil.
    private static func gzipMember(_ descriptor: Int32, at start: Int, size: Int, path: String, maximumBytes: Int) -> [UInt8]? {
        guard let first = PositionalRead.bytes(descriptor, at: start, count: 4, size: size), CaptureCompression.sniff(first) == .gzip,
              lseek(descriptor, off_t(start), SEEK_SET) == off_t(start)
        else { return nil }
        let decompressor: StreamDecompressor
        do {
            decompressor = try StreamDecompressor(kind: .gzip, descriptor: descriptor, initialInput: [], name: path)
        } catch {
            return nil
        }
        // The decompressor reads the descriptor to the end (the footer decompresses to nothing).
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { decompressor.read(into: $0.baseAddress!, capacity: $0.count) }
            if n < 0 { return nil }
            if n == 0 { break }
            guard out.count + n <= maximumBytes else { return nil }
            out += chunk[0..<n]
        }
        return out
    }

    private static func readLittleEndian(_ b: [UInt8], _ at: Int, _ count: Int) -> UInt64 {
        var v: UInt64 = 0
        for i in (0..<count).reversed() { v = v << 8 | UInt64(b[at + i]) }
        return v
    }
}
