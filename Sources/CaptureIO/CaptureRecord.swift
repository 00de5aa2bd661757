/// One packet of a capture file: a pcap record, or a pcapng Enhanced, Simple or obsolete
/// Packet Block (draft-ietf-opsawg-pcapng sections 4.3, 4.4, appendix A).
public struct CaptureRecord: Sendable {
    /// 1-based, as Wireshark counts: every packet block of the file, across sections. pcapng
    /// custom blocks (0xBAD, 0x40000BAD) and systemd Journal Export blocks are frames in
    /// Wireshark too: they use up a number but are not returned, so numbers can skip.
    public var frameNumber: Int
    /// Nanoseconds since 1970-01-01 00:00:00 UTC (0 for a Simple Packet Block, which has none).
    public var timestampNanoseconds: Int64
    /// Bytes present in the file (`bytes.count`).
    public var capturedLength: Int
    /// Length of the packet on the wire.
    public var originalLength: Int
    public var linkType: LinkType
    /// Interface index within the current pcapng section (always 0 for pcap).
    public var interfaceID: Int
    /// 0-based pcapng section index (always 0 for pcap).
    public var section: Int
    /// Interfaces the record's pcapng section had declared when the record was read (1 for
    /// pcap): with more than one, the same frame may have been captured at two points.
    public var sectionInterfaces: Int
    /// The captured bytes. Shares storage with the reader's buffer (no copy); the slice stays
    /// valid and unchanged for as long as it is held, because the buffer is copy-on-write
    /// (holding it across `next()` costs one buffer copy at the next refill). Its indices are
    /// positions in that buffer, not 0-based: index from `bytes.startIndex`.
    public var bytes: ArraySlice<UInt8>
    /// `opt_comment` values of the packet block, in file order; empty (no allocation) when none.
    public var comments: [String]
    /// Byte offset of the record (its header) in the file.
    public var fileOffset: Int64
    /// Bytes of Ethernet FCS the file declares at the end of the packet (its interface's
    /// ``CaptureInterface/fcsLength``); nil when the file does not say.
    public var fcsLength: Int?

    /// The capture's snap length cut this frame: decoding that runs off its end is
    /// inconclusive, never malformed.
    public var isTruncated: Bool { capturedLength < originalLength }

    public init(
        frameNumber: Int, timestampNanoseconds: Int64, capturedLength: Int, originalLength: Int,
        linkType: LinkType, interfaceID: Int = 0, section: Int = 0, sectionInterfaces: Int = 1, bytes: ArraySlice<UInt8>,
        comments: [String] = [], fileOffset: Int64 = 0, fcsLength: Int? = nil
    ) {
        self.sectionInterfaces = sectionInterfaces
        self.fcsLength = fcsLength
        self.frameNumber = frameNumber
        self.timestampNanoseconds = timestampNanoseconds
        self.capturedLength = capturedLength
        self.originalLength = originalLength
        self.linkType = linkType
        self.interfaceID = interfaceID
        self.section = section
        self.bytes = bytes
        self.comments = comments
        self.fileOffset = fileOffset
    }
}
