/// The container format of a capture file.
public enum CaptureFormat: Sendable, Equatable {
    /// Classic libpcap (draft-ietf-opsawg-pcap): magic 0xA1B2C3D4 (microseconds) or
    /// 0xA1B23C4D (nanoseconds), in either byte order.
    case pcap(nanosecond: Bool, bigEndian: Bool)
    /// pcapng (draft-ietf-opsawg-pcapng); byte order is per section.
    case pcapng
    /// A native Endace ERF file: records with no file header, told by their first records.
    case erf
}

/// An interface of a capture: the pcap file header, or a pcapng Interface Description Block
/// (draft-ietf-opsawg-pcapng section 4.2).
public struct CaptureInterface: Sendable, Equatable {
    public var linkType: LinkType
    /// 0 means no limit.
    public var snapLength: UInt32
    /// `if_name` (option 2), when present: its first 256 octets.
    public var name: String?
    /// `if_tsresol` (option 9): high bit clear = 10^-n seconds, set = 2^-n seconds; default
    /// 10^-6. For pcap, 10^-6 or 10^-9 from the magic number.
    public var timestampResolution: TimestampResolution
    /// `if_tsoffset` (option 14): seconds added to every timestamp (signed). Default 0.
    public var timestampOffsetSeconds: Int64
    /// 0-based section index.
    public var section: Int
    /// Bytes of Ethernet FCS at the end of every packet, when the file says: pcap's FCS bits in
    /// the LinkType field (draft-ietf-opsawg-pcap §4: F set, FCS len in 16-bit words) or pcapng
    /// `if_fcslen` (option 13, draft-ietf-opsawg-pcapng §4.2). nil when the file does not say
    /// (NetLayers then looks for a trailing FCS itself); 0 when it says there is none.
    public var fcsLength: Int?

    public init(
        linkType: LinkType, snapLength: UInt32, name: String? = nil,
        timestampResolution: TimestampResolution = .microseconds, timestampOffsetSeconds: Int64 = 0,
        section: Int = 0, fcsLength: Int? = nil
    ) {
        self.fcsLength = fcsLength
        self.linkType = linkType
        self.snapLength = snapLength
        self.name = name
        self.timestampResolution = timestampResolution
        self.timestampOffsetSeconds = timestampOffsetSeconds
        self.section = section
    }
}
