/// Hard limits on attacker-shaped input, shared by the decoders. Exceeding one is
/// ``DecodingError/Code/limitExceeded``, never a crash or an unbounded allocation.
public enum Limits {
    /// Largest frame a capture record may claim (pcapng and Wireshark use 256 KiB for
    /// Ethernet; captures of jumbo or reassembled traffic stay far below this).
    public static let maximumRecordBytes = 16 * 1024 * 1024
    /// Deepest nesting a recursive decoder (ASN.1 PER) follows.
    public static let maximumNestingDepth = 64
    /// Most elements a counted list (SEQUENCE OF, sections, extensions) may claim.
    public static let maximumListCount = 65_536
    /// Most messages one eCPRI concatenation may hold.
    public static let maximumConcatenatedMessages = 256
    /// Largest reassembled upper-layer message (SCTP user message, IP datagram).
    public static let maximumReassembledBytes = 4 * 1024 * 1024
}
