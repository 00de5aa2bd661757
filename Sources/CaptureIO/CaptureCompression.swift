/// A compressed capture stream, recognised by its first bytes rather than its file name, so a
/// renamed file or a pipe (`zstdcat` omitted, `dumpcap -w - | zstd | ranconform check -`) reads
/// the same way.
public enum CaptureCompression: String, Sendable, Hashable {
    /// gzip (RFC 1952): members start with ID1 = 0x1F, ID2 = 0x8B (RFC 1952 §2.3.1); several
    /// members in a row are one stream (RFC 1952 §2.2), as `gzip` writes for appended files.
    case gzip
    /// Zstandard (RFC 8878): frames start with the magic number 0xFD2FB528, little-endian
    /// (RFC 8878 §3.1.1); skippable frames (§3.1.2) are passed over.
    case zstd

    /// The compression the first bytes of a stream announce, or nil (plain pcap / pcapng or not a
    /// capture at all: the capture parser decides).
    static func sniff(_ head: [UInt8]) -> CaptureCompression? {
        if head.count >= 2 && head[0] == 0x1F && head[1] == 0x8B { return .gzip }
        if head.count >= 4 && head[0] == 0x28 && head[1] == 0xB5 && head[2] == 0x2F && head[3] == 0xFD { return .zstd }
        // A zstd stream may start with a skippable frame: magic 0x184D2A5? (RFC 8878 §3.1.2).
        if head.count >= 4 && head[0] & 0xF0 == 0x50 && head[1] == 0x2A && head[2] == 0x4D && head[3] == 0x18 { return .zstd }
        return nil
    }
}

extension CaptureCompression {
    /// The compression an output file's name asks for: `.gz` gzip, `.zst` Zstandard, anything
    /// else none (the way `gzip` and `zstd` name their files, and Wireshark recognises them).
    public static func forOutput(path: String) -> CaptureCompression? {
        if path.hasSuffix(".gz") { return .gzip }
        if path.hasSuffix(".zst") { return .zstd }
        return nil
    }
}
