/// A link-layer header type as registered in the tcpdump.org LINKTYPE registry
/// (draft-ietf-opsawg-pcaplinktype). The reader only reports it; parsing the link
/// header is NetLayers' job.
public struct LinkType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// LINKTYPE_ETHERNET (1): IEEE 802.3 Ethernet.
    /// BSD loopback, the address family in the host's byte order.
    public static let null = LinkType(rawValue: 0)
    public static let ethernet = LinkType(rawValue: 1)
    /// BSD loopback, the address family in network byte order (OpenBSD).
    public static let loop = LinkType(rawValue: 108)
    /// Endace Extensible Record Format records (DAG capture cards).
    public static let erf = LinkType(rawValue: 197)
    /// LINKTYPE_RAW (101): raw IPv4 or IPv6, version from the first nibble.
    public static let rawIP = LinkType(rawValue: 101)
    /// LINKTYPE_LINUX_SLL (113): Linux "cooked" capture, version 1.
    public static let linuxSLL = LinkType(rawValue: 113)
    /// LINKTYPE_IPV4 (228): raw IPv4.
    public static let ipv4 = LinkType(rawValue: 228)
    /// LINKTYPE_IPV6 (229): raw IPv6.
    public static let ipv6 = LinkType(rawValue: 229)
    /// LINKTYPE_LINUX_SLL2 (276): Linux "cooked" capture, version 2.
    public static let linuxSLL2 = LinkType(rawValue: 276)

    public var description: String {
        switch self {
        case .null: "BSD loopback"
        case .loop: "BSD loopback (network order)"
        case .erf: "ERF"
        case .ethernet: "Ethernet"
        case .rawIP: "raw IP"
        case .linuxSLL: "Linux SLL"
        case .ipv4: "IPv4"
        case .ipv6: "IPv6"
        case .linuxSLL2: "Linux SLL2"
        default: "LINKTYPE \(rawValue)"
        }
    }
}
