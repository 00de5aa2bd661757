import Glibc

/// The last stretch of a compressed file the tool writes, compressed on its own and found from
/// the file's end, so a reader that needs only that stretch (a part state's trailer, README
/// "Past one machine") reads a few kilobytes to megabytes instead of decompressing the whole
/// file.
///
/// The file is then three consecutive units, each complete and checked on its own:
/// 1. everything before the tail: one gzip member (RFC 1952 §2.3) or one Zstandard frame with its
///    content checksum (RFC 8878 §3.1.1);
/// 2. the tail: one more member or frame;
/// 3. a footer of fixed size giving the tail's compressed length:
///    - gzip: an empty member (its deflate data one empty final block, CRC-32 and ISIZE 0) whose
///      header carries one extra field (FLG.FEXTRA, RFC 1952 §2.3.1.1) with subfield id "RC" and
///      16 octets of data: ``tag`` then the length, 64 bits little-endian;
///    - Zstandard: a skippable frame (RFC 8878 §3.1.2, magic 0x184D2A5A) holding the same 16 octets.
///
/// Decompressed, the units are one stream (`gzip -d` joins members, `zstd -d` joins frames and
/// passes over skippable ones), so the file reads as before with any tool.
public enum CompressedTail {
    /// The first 8 octets of the footer's data: what it is and its layout's version.
    static let tag: [UInt8] = Array("RCtail01".utf8)
    /// The skippable frame's magic number (any of 0x184D2A50…5F; RFC 8878 §3.1.2).
    static let skippableMagic: UInt32 = 0x184D_2A5A

    /// The footer's length in octets.
    public static func footerLength(_ kind: CaptureCompression) -> Int {
        switch kind {
        case .gzip: return 10 + 2 + 4 + 16 + 2 + 8
        case .zstd: return 8 + 16
        }
    }

    /// The footer naming a tail of `tailLength` compressed octets.
    public static func footer(_ kind: CaptureCompression, tailLength: Int) -> [UInt8] {
        var data = tag
        data.appendLittleEndian(UInt64(tailLength))
        var out: [UInt8] = []
        switch kind {
        case .gzip:
            // ID1 ID2, CM = 8 (deflate), FLG = FEXTRA, MTIME 0, XFL 0, OS 255 (unknown).
            out = [0x1F, 0x8B, 8, 0x04, 0, 0, 0, 0, 0, 255]
            out.appendLittleEndian(UInt16(4 + data.count))
            out += [UInt8(ascii: "R"), UInt8(ascii: "C")]
            out.appendLittleEndian(UInt16(data.count))
            out += data
            // One final block with fixed codes holding only its end code (RFC 1951 §3.2.3, §3.2.6).
            out += [0x03, 0x00]
            out.appendLittleEndian(UInt32(0))  // CRC-32 of nothing
            out.appendLittleEndian(UInt32(0))  // ISIZE
        case .zstd:
            out.appendLittleEndian(skippableMagic)
            out.appendLittleEndian(UInt32(data.count))
            out += data
        }
        return out
    }

    /// The tail's compressed length that `footer` (the file's last ``footerLength(_:)`` octets)
    /// gives, or nil when it is not such a footer.
    public static func tailLength(footer: [UInt8], _ kind: CaptureCompression) -> Int? {
        guard footer.count == footerLength(kind) else { return nil }
        let dataStart: Int
        switch kind {
        case .gzip:
            guard Array(footer[0..<10]) == [0x1F, 0x8B, 8, 0x04, 0, 0, 0, 0, 0, 255], footer[12] == UInt8(ascii: "R"), footer[13] == UInt8(ascii: "C"),
                  readLittleEndian(footer, 10, 2) == 20, readLittleEndian(footer, 14, 2) == 16,
                  Array(footer[32...]) == [0x03, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]
            else { return nil }
            dataStart = 16
        case .zstd:
            guard readLittleEndian(footer, 0, 4) == UInt64(skippableMagic), readLittleEndian(footer, 4, 4) == 16 else { return nil }
            dataStart = 8
        }
        guard Array(footer[dataStart..<(dataStart + 8)]) == tag else { return nil }
        let length = readLittleEndian(footer, dataStart + 8, 8)
        guard length > 0, length <= UInt64(Int.max) else { return nil }
        return Int(length)
    }

    /// The decompressed tail of the compressed file at `path`, or nil: not a regular compressed
    /// file, no footer, a tail that does not decompress whole and clean, or one longer than
    /// `maximumBytes` decompressed.
    public static func read(path: String, maximumBytes: Int) -> [UInt8]? {
        PositionalRead.withRegularFile(path) { descriptor, size in read(descriptor, size: size, path: path, maximumBytes: maximumBytes) }
    }

    private static func read(_ descriptor: Int32, size: Int, path: String, maximumBytes: Int) -> [UInt8]? {
        guard let head = PositionalRead.bytes(descriptor, at: 0, count: 4, size: size), let kind = CaptureCompression.sniff(head) else { return nil }
        let footerLength = footerLength(kind)
        guard let footer = PositionalRead.bytes(descriptor, at: size - footerLength, count: footerLength, size: size),
              let tailLength = tailLength(footer: footer, kind), tailLength <= size - footerLength - 4
        else { return nil }
        let start = size - footerLength - tailLength
        guard let first = PositionalRead.bytes(descriptor, at: start, count: 4, size: size), CaptureCompression.sniff(first) == kind,
              lseek(descriptor, off_t(start), SEEK_SET) == off_t(start)
        else { return nil }
        let decompressor: StreamDecompressor
        do {
            decompressor = try StreamDecompressor(kind: kind, descriptor: descriptor, initialInput: [], name: path)
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
