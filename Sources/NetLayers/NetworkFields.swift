import WireCore

/// Every field NetLayers emits, with tshark 4.0.17's names: Ethernet, VLAN tags, Linux cooked
/// capture, IPv4, IPv6, UDP and SCTP. Widths are the fields' widths on the wire; the decoder
/// gives sub-byte fields the bit range of their whole byte.
public enum NetworkFields {
    // MARK: Ethernet (IEEE 802.3 §3.2)

    public static let eth = FieldSpec.protocolName("eth", "Ethernet II / IEEE 802.3 MAC frame", clause: "IEEE 802.3 §3.2")
    public static let ethDestination = FieldSpec("eth.dst", .ether, bits: 48, "Destination MAC address", clause: "IEEE 802.3 §3.2.3")
    public static let ethSource = FieldSpec("eth.src", .ether, bits: 48, "Source MAC address", clause: "IEEE 802.3 §3.2.3")
    public static let ethType = FieldSpec(
        "eth.type", .unsigned, bits: 16, "EtherType of what follows (0xAEFE eCPRI, 0x8100 VLAN, 0x88F7 PTP…)", clause: "IEEE 802.3 §3.2.6")
    public static let ethLength = FieldSpec(
        "eth.len", .unsigned, bits: 16, "Length/Type below 0x0600: an IEEE 802.3 length, LLC follows", clause: "IEEE 802.3 §3.2.6")
    public static let ethFCS = FieldSpec(
        "eth.fcs", .unsigned, bits: 32, "Frame check sequence (CRC-32) kept by the capture, removed before decoding", clause: "IEEE 802.3 §3.2.9")
    public static let ethFCSStatus = FieldSpec(
        "eth.fcs.status", .unsigned, "Whether eth.fcs matches the frame: 1 good, 0 bad (derived)", clause: "IEEE 802.3 §3.2.9")

    // MARK: VLAN tags (IEEE 802.1Q §9.6)

    public static let vlan = FieldSpec.protocolName("vlan", "IEEE 802.1Q customer VLAN tag (TPID 0x8100)", clause: "IEEE 802.1Q §9.6")
    public static let vlanPriority = FieldSpec("vlan.priority", .unsigned, bits: 3, "Priority code point (PCP)", clause: "IEEE 802.1Q §9.6")
    public static let vlanDEI = FieldSpec("vlan.dei", .boolean, bits: 1, "Drop eligible indicator", clause: "IEEE 802.1Q §9.6")
    public static let vlanID = FieldSpec("vlan.id", .unsigned, bits: 12, "VLAN identifier (VID)", clause: "IEEE 802.1Q §9.6")
    public static let vlanEtherType = FieldSpec("vlan.etype", .unsigned, bits: 16, "EtherType after the tag", clause: "IEEE 802.1Q §9.5")
    public static let vlanLength = FieldSpec("vlan.len", .unsigned, bits: 16, "Length after the tag (below 0x0600)", clause: "IEEE 802.1Q §9.5")
    public static let serviceTag = FieldSpec.protocolName(
        "ieee8021ad", "IEEE 802.1ad service VLAN tag (TPID 0x88A8)", clause: "IEEE 802.1Q §9.6")
    public static let serviceTagPriority = FieldSpec(
        "ieee8021ad.priority", .unsigned, bits: 3, "Service tag priority code point (PCP)", clause: "IEEE 802.1Q §9.6")
    public static let serviceTagDEI = FieldSpec(
        "ieee8021ad.dei", .unsigned, bits: 1, "Service tag drop eligible indicator (0 or 1)", clause: "IEEE 802.1Q §9.6")
    public static let serviceTagID = FieldSpec("ieee8021ad.id", .unsigned, bits: 12, "Service VLAN identifier (S-VID)", clause: "IEEE 802.1Q §9.6")

    // MARK: Extensible Record Format (LINKTYPE_ERF)

    public static let erf = FieldSpec.protocolName("erf", "Endace ERF record header (16 octets, extension headers, Ethernet's 2-octet pad)")
    public static let erfType = FieldSpec("erf.types.type", .unsigned, bits: 7, "ERF record type (2, 11, 16, 20 Ethernet; 22 IPv4; 23 IPv6)")
    public static let erfFlags = FieldSpec("erf.flags", .unsigned, bits: 8, "ERF flags: capture port (bits 0-1), truncated (3), receive error (4)")
    public static let erfRecordLength = FieldSpec("erf.rlen", .unsigned, bits: 16, "ERF record length, header and padding included")
    public static let erfLossCounter = FieldSpec("erf.lctr", .unsigned, bits: 16, "ERF loss counter (or color)")
    public static let erfWireLength = FieldSpec("erf.wlen", .unsigned, bits: 16, "Packet length on the wire (Ethernet: FCS included)")

    // MARK: BSD loopback (LINKTYPE_NULL, LINKTYPE_LOOP)

    public static let null = FieldSpec.protocolName("null", "BSD loopback header: the address family, 4 octets")
    public static let nullFamily = FieldSpec(
        "null.family", .unsigned, bits: 32, "Address family: 2 IPv4; 24, 28 or 30 IPv6 (host byte order for LINKTYPE_NULL, network for LINKTYPE_LOOP)")

    // MARK: Linux cooked capture (LINKTYPE_LINUX_SLL and LINKTYPE_LINUX_SLL2)

    public static let sll = FieldSpec.protocolName("sll", "Linux cooked capture header, v1 (16 bytes) or v2 (20 bytes)")
    public static let sllPacketType = FieldSpec(
        "sll.pkttype", .unsigned, "Packet type: 0 to us, 1 broadcast, 2 multicast, 3 to another host, 4 sent by us (16 bits in v1, 8 in v2)")
    public static let sllHardwareType = FieldSpec("sll.hatype", .unsigned, bits: 16, "ARPHRD_ hardware type of the link-layer address")
    public static let sllAddressLength = FieldSpec(
        "sll.halen", .unsigned, "Length of the link-layer address in bytes (16 bits in v1, 8 in v2)")
    public static let sllSource = FieldSpec("sll.src.eth", .ether, bits: 48, "Link-layer source address, when it is a 6-byte Ethernet address")
    public static let sllEtherType = FieldSpec("sll.etype", .unsigned, bits: 16, "EtherType of what follows")
    public static let sllLinkType = FieldSpec(
        "sll.ltype", .unsigned, bits: 16, "Protocol below 0x0600 (a Linux link-layer protocol, not dissected), v1 only")
    public static let sllInterface = FieldSpec("sll.ifindex", .unsigned, bits: 32, "Interface index the packet was captured on (v2 only)")

    // MARK: IPv4 (RFC 791 §3.1)

    public static let ip = FieldSpec.protocolName("ip", "Internet Protocol version 4", clause: "RFC 791 §3.1")
    public static let ipVersion = FieldSpec(
        "ip.version", .unsigned, bits: 4, "IP version (4; also given for IPv6 headers, as tshark does)", clause: "RFC 791 §3.1")
    public static let ipHeaderLength = FieldSpec("ip.hdr_len", .unsigned, bits: 4, "Header length in bytes (IHL × 4)", clause: "RFC 791 §3.1")
    public static let ipDSField = FieldSpec(
        "ip.dsfield", .unsigned, bits: 8, "Differentiated services field (DSCP and ECN)", clause: "RFC 2474 §3")
    public static let ipLength = FieldSpec("ip.len", .unsigned, bits: 16, "Total length of the datagram in bytes", clause: "RFC 791 §3.1")
    public static let ipID = FieldSpec("ip.id", .unsigned, bits: 16, "Identification (shared by the fragments of one datagram)", clause: "RFC 791 §3.1")
    public static let ipFlags = FieldSpec("ip.flags", .unsigned, bits: 3, "Flags: reserved, don't fragment, more fragments", clause: "RFC 791 §3.1")
    public static let ipReservedFlag = FieldSpec("ip.flags.rb", .boolean, bits: 1, "Reserved flag", clause: "RFC 791 §3.1")
    public static let ipDontFragment = FieldSpec("ip.flags.df", .boolean, bits: 1, "Don't fragment", clause: "RFC 791 §3.1")
    public static let ipMoreFragments = FieldSpec("ip.flags.mf", .boolean, bits: 1, "More fragments follow", clause: "RFC 791 §3.1")
    public static let ipFragmentOffset = FieldSpec(
        "ip.frag_offset", .unsigned, bits: 13, "Fragment offset in units of 8 bytes", clause: "RFC 791 §3.1")
    public static let ipTTL = FieldSpec("ip.ttl", .unsigned, bits: 8, "Time to live", clause: "RFC 791 §3.1")
    public static let ipProtocol = FieldSpec("ip.proto", .unsigned, bits: 8, "Protocol of the payload (17 UDP, 132 SCTP…)", clause: "RFC 791 §3.1")
    public static let ipChecksum = FieldSpec("ip.checksum", .unsigned, bits: 16, "Header checksum", clause: "RFC 791 §3.1")
    public static let ipSource = FieldSpec("ip.src", .ipv4, bits: 32, "Source address", clause: "RFC 791 §3.1")
    public static let ipDestination = FieldSpec("ip.dst", .ipv4, bits: 32, "Destination address", clause: "RFC 791 §3.1")

    // MARK: IPv6 (RFC 8200)

    public static let ipv6 = FieldSpec.protocolName("ipv6", "Internet Protocol version 6", clause: "RFC 8200 §3")
    public static let ipv6Version = FieldSpec("ipv6.version", .unsigned, bits: 4, "IP version (6)", clause: "RFC 8200 §3")
    public static let ipv6TrafficClass = FieldSpec("ipv6.tclass", .unsigned, bits: 8, "Traffic class", clause: "RFC 8200 §3")
    public static let ipv6FlowLabel = FieldSpec("ipv6.flow", .unsigned, bits: 20, "Flow label", clause: "RFC 8200 §3")
    public static let ipv6PayloadLength = FieldSpec(
        "ipv6.plen", .unsigned, bits: 16, "Payload length in bytes (extension headers included)", clause: "RFC 8200 §3")
    public static let ipv6NextHeader = FieldSpec("ipv6.nxt", .unsigned, bits: 8, "Next header after the fixed header", clause: "RFC 8200 §3")
    public static let ipv6HopLimit = FieldSpec("ipv6.hlim", .unsigned, bits: 8, "Hop limit", clause: "RFC 8200 §3")
    public static let ipv6Source = FieldSpec("ipv6.src", .ipv6, bits: 128, "Source address", clause: "RFC 8200 §3")
    public static let ipv6Destination = FieldSpec("ipv6.dst", .ipv6, bits: 128, "Destination address", clause: "RFC 8200 §3")
    public static let ipv6HopByHopNext = FieldSpec(
        "ipv6.hopopts.nxt", .unsigned, bits: 8, "Next header after the hop-by-hop options header", clause: "RFC 8200 §4.3")
    public static let ipv6RoutingNext = FieldSpec(
        "ipv6.routing.nxt", .unsigned, bits: 8, "Next header after the routing header", clause: "RFC 8200 §4.4")
    public static let ipv6DestinationOptionsNext = FieldSpec(
        "ipv6.dstopts.nxt", .unsigned, bits: 8, "Next header after the destination options header", clause: "RFC 8200 §4.6")
    public static let ipv6FragmentNext = FieldSpec(
        "ipv6.fraghdr.nxt", .unsigned, bits: 8, "Next header after the fragment header", clause: "RFC 8200 §4.5")
    public static let ipv6FragmentOffset = FieldSpec(
        "ipv6.fraghdr.offset", .unsigned, bits: 13, "Fragment offset in units of 8 bytes", clause: "RFC 8200 §4.5")
    public static let ipv6MoreFragments = FieldSpec("ipv6.fraghdr.more", .boolean, bits: 1, "More fragments follow", clause: "RFC 8200 §4.5")
    public static let ipv6FragmentID = FieldSpec("ipv6.fraghdr.ident", .unsigned, bits: 32, "Fragment identification", clause: "RFC 8200 §4.5")

    // MARK: UDP (RFC 768)

    public static let udp = FieldSpec.protocolName("udp", "User Datagram Protocol", clause: "RFC 768")
    public static let udpSourcePort = FieldSpec("udp.srcport", .unsigned, bits: 16, "Source port", clause: "RFC 768")
    public static let udpDestinationPort = FieldSpec("udp.dstport", .unsigned, bits: 16, "Destination port", clause: "RFC 768")
    public static let udpLength = FieldSpec("udp.length", .unsigned, bits: 16, "Length of header and payload in bytes", clause: "RFC 768")
    public static let udpChecksum = FieldSpec("udp.checksum", .unsigned, bits: 16, "Checksum", clause: "RFC 768")

    // MARK: SCTP (RFC 9260; I-DATA RFC 8260)

    public static let sctp = FieldSpec.protocolName("sctp", "Stream Control Transmission Protocol", clause: "RFC 9260 §3")
    public static let sctpSourcePort = FieldSpec("sctp.srcport", .unsigned, bits: 16, "Source port", clause: "RFC 9260 §3.1")
    public static let sctpDestinationPort = FieldSpec("sctp.dstport", .unsigned, bits: 16, "Destination port", clause: "RFC 9260 §3.1")
    public static let sctpVerificationTag = FieldSpec(
        "sctp.verification_tag", .unsigned, bits: 32, "Verification tag", clause: "RFC 9260 §3.1")
    public static let sctpChecksum = FieldSpec("sctp.checksum", .unsigned, bits: 32, "CRC-32c checksum", clause: "RFC 9260 §3.1")
    public static let sctpChunkType = FieldSpec(
        "sctp.chunk_type", .unsigned, bits: 8, "Chunk type (0 DATA, 1 INIT, 2 INIT ACK, 3 SACK, 64 I-DATA…), one per chunk",
        clause: "RFC 9260 §3.2")
    public static let sctpChunkFlags = FieldSpec("sctp.chunk_flags", .unsigned, bits: 8, "Chunk flags", clause: "RFC 9260 §3.2")
    public static let sctpChunkLength = FieldSpec(
        "sctp.chunk_length", .unsigned, bits: 16, "Chunk length in bytes, padding excluded", clause: "RFC 9260 §3.2")
    public static let sctpDataEnding = FieldSpec(
        "sctp.data_e_bit", .boolean, bits: 1, "E bit: last fragment of a user message", clause: "RFC 9260 §3.3.1")
    public static let sctpDataBeginning = FieldSpec(
        "sctp.data_b_bit", .boolean, bits: 1, "B bit: first fragment of a user message", clause: "RFC 9260 §3.3.1")
    public static let sctpDataUnordered = FieldSpec("sctp.data_u_bit", .boolean, bits: 1, "U bit: unordered delivery", clause: "RFC 9260 §3.3.1")
    public static let sctpDataImmediate = FieldSpec(
        "sctp.data_i_bit", .boolean, bits: 1, "I bit: the receiver should acknowledge immediately", clause: "RFC 7053 §3")
    public static let sctpDataTSN = FieldSpec(
        "sctp.data_tsn", .unsigned, bits: 32, "TSN relative to the first one seen in the direction (as tshark shows it)",
        clause: "RFC 9260 §3.3.1")
    public static let sctpDataTSNRaw = FieldSpec("sctp.data_tsn_raw", .unsigned, bits: 32, "TSN as on the wire", clause: "RFC 9260 §3.3.1")
    public static let sctpDataStream = FieldSpec("sctp.data_sid", .unsigned, bits: 16, "Stream identifier", clause: "RFC 9260 §3.3.1")
    public static let sctpDataStreamSequence = FieldSpec(
        "sctp.data_ssn", .unsigned, bits: 16, "Stream sequence number (DATA)", clause: "RFC 9260 §3.3.1")
    public static let sctpDataPayloadProtocol = FieldSpec(
        "sctp.data_payload_proto_id", .unsigned, bits: 32, "Payload protocol identifier (62 F1AP, 64 E1AP, 70 E2AP…)",
        clause: "RFC 9260 §3.3.1")
    public static let sctpDataMessageID = FieldSpec("sctp.data_mid", .unsigned, bits: 32, "Message identifier (I-DATA)", clause: "RFC 8260 §2.1")
    public static let sctpDataFragmentSequence = FieldSpec(
        "sctp.data_fsn", .unsigned, bits: 32, "Fragment sequence number (I-DATA fragments after the first)", clause: "RFC 8260 §2.1")
    public static let sctpInitTag = FieldSpec("sctp.init_initiate_tag", .unsigned, bits: 32, "INIT initiate tag", clause: "RFC 9260 §3.3.2")
    public static let sctpInitCredit = FieldSpec(
        "sctp.init_credit", .unsigned, bits: 32, "INIT advertised receiver window credit (a_rwnd)", clause: "RFC 9260 §3.3.2")
    public static let sctpInitOutboundStreams = FieldSpec(
        "sctp.init_nr_out_streams", .unsigned, bits: 16, "INIT number of outbound streams", clause: "RFC 9260 §3.3.2")
    public static let sctpInitInboundStreams = FieldSpec(
        "sctp.init_nr_in_streams", .unsigned, bits: 16, "INIT number of inbound streams", clause: "RFC 9260 §3.3.2")
    public static let sctpInitTSN = FieldSpec("sctp.init_initial_tsn", .unsigned, bits: 32, "INIT initial TSN", clause: "RFC 9260 §3.3.2")
    public static let sctpInitAckTag = FieldSpec(
        "sctp.initack_initiate_tag", .unsigned, bits: 32, "INIT ACK initiate tag", clause: "RFC 9260 §3.3.3")
    public static let sctpInitAckCredit = FieldSpec(
        "sctp.initack_credit", .unsigned, bits: 32, "INIT ACK advertised receiver window credit (a_rwnd)", clause: "RFC 9260 §3.3.3")
    public static let sctpInitAckOutboundStreams = FieldSpec(
        "sctp.initack_nr_out_streams", .unsigned, bits: 16, "INIT ACK number of outbound streams", clause: "RFC 9260 §3.3.3")
    public static let sctpInitAckInboundStreams = FieldSpec(
        "sctp.initack_nr_in_streams", .unsigned, bits: 16, "INIT ACK number of inbound streams", clause: "RFC 9260 §3.3.3")
    public static let sctpInitAckTSN = FieldSpec(
        "sctp.initack_initial_tsn", .unsigned, bits: 32, "INIT ACK initial TSN", clause: "RFC 9260 §3.3.3")
    public static let sctpSackCumulativeTSN = FieldSpec(
        "sctp.sack_cumulative_tsn_ack", .unsigned, bits: 32, "SACK cumulative TSN ack, relative as sctp.data_tsn", clause: "RFC 9260 §3.3.4")
    public static let sctpSackCumulativeTSNRaw = FieldSpec(
        "sctp.sack_cumulative_tsn_ack_raw", .unsigned, bits: 32, "SACK cumulative TSN ack as on the wire", clause: "RFC 9260 §3.3.4")
    public static let sctpSackWindow = FieldSpec(
        "sctp.sack_a_rwnd", .unsigned, bits: 32, "SACK advertised receiver window credit", clause: "RFC 9260 §3.3.4")
    public static let sctpSackGapBlocks = FieldSpec(
        "sctp.sack_number_of_gap_blocks", .unsigned, bits: 16, "SACK number of gap ack blocks", clause: "RFC 9260 §3.3.4")
    public static let sctpSackDuplicates = FieldSpec(
        "sctp.sack_number_of_duplicated_tsns", .unsigned, bits: 16, "SACK number of duplicate TSNs", clause: "RFC 9260 §3.3.4")

    /// The INIT (chunk type 1) or INIT ACK (2) fields: tag, credit, outbound and inbound
    /// streams, initial TSN.
    static func initFields(ack: Bool) -> (tag: String, credit: String, outbound: String, inbound: String, tsn: String) {
        ack ? (sctpInitAckTag.name, sctpInitAckCredit.name, sctpInitAckOutboundStreams.name, sctpInitAckInboundStreams.name, sctpInitAckTSN.name)
            : (sctpInitTag.name, sctpInitCredit.name, sctpInitOutboundStreams.name, sctpInitInboundStreams.name, sctpInitTSN.name)
    }

    // MARK: Tunnels (GRE RFC 2784 / 2890, ERSPAN draft-foschiano-erspan, VXLAN RFC 7348, Geneve RFC 8926)

    public static let gre = FieldSpec.protocolName("gre", "Generic Routing Encapsulation", clause: "RFC 2784")
    public static let greFlagsAndVersion = FieldSpec("gre.flags_and_version", .unsigned, bits: 16, "Flags (C, R, K, S…) and version", clause: "RFC 2784 §2.1")
    public static let greProtocol = FieldSpec("gre.proto", .unsigned, bits: 16, "Protocol type (EtherType) of the payload", clause: "RFC 2784 §2.4")
    public static let greKey = FieldSpec("gre.key", .unsigned, bits: 32, "Key", clause: "RFC 2890 §2.1")
    public static let greSequence = FieldSpec("gre.sequence_number", .unsigned, bits: 32, "Sequence number", clause: "RFC 2890 §2.2")
    public static let erspan = FieldSpec.protocolName("erspan", "Encapsulated remote switch port analyser (mirrored frame)")
    public static let erspanVersion = FieldSpec("erspan.version", .unsigned, bits: 4, "ERSPAN header version: 1 type II, 2 type III")
    public static let erspanTruncated = FieldSpec("erspan.truncated", .unsigned, bits: 1, "1 when the mirrored frame was truncated")
    public static let erspanSpanID = FieldSpec("erspan.spanid", .unsigned, bits: 10, "Mirror session id")
    public static let vxlan = FieldSpec.protocolName("vxlan", "Virtual eXtensible Local Area Network", clause: "RFC 7348")
    public static let vxlanFlags = FieldSpec("vxlan.flags", .unsigned, bits: 16, "Flags (I: the VNI is valid)", clause: "RFC 7348 §5")
    public static let vxlanVNI = FieldSpec("vxlan.vni", .unsigned, bits: 24, "VXLAN network identifier", clause: "RFC 7348 §5")
    public static let geneve = FieldSpec.protocolName("geneve", "Generic Network Virtualization Encapsulation", clause: "RFC 8926")
    public static let geneveVersion = FieldSpec("geneve.version", .unsigned, bits: 2, "Version (0)", clause: "RFC 8926 §3.4")
    public static let geneveProtocol = FieldSpec("geneve.proto_type", .unsigned, bits: 16, "Protocol type of the payload", clause: "RFC 8926 §3.4")
    public static let geneveVNI = FieldSpec("geneve.vni", .unsigned, bits: 24, "Virtual network identifier", clause: "RFC 8926 §3.4")

    public static let registry = FieldRegistry([
        eth, ethDestination, ethSource, ethType, ethLength, ethFCS, ethFCSStatus,
        vlan, vlanPriority, vlanDEI, vlanID, vlanEtherType, vlanLength,
        serviceTag, serviceTagPriority, serviceTagDEI, serviceTagID,
        erf, erfType, erfFlags, erfRecordLength, erfLossCounter, erfWireLength, null, nullFamily, sll, sllPacketType, sllHardwareType, sllAddressLength, sllSource, sllEtherType, sllLinkType, sllInterface,
        ip, ipVersion, ipHeaderLength, ipDSField, ipLength, ipID, ipFlags, ipReservedFlag, ipDontFragment, ipMoreFragments,
        ipFragmentOffset, ipTTL, ipProtocol, ipChecksum, ipSource, ipDestination,
        ipv6, ipv6Version, ipv6TrafficClass, ipv6FlowLabel, ipv6PayloadLength, ipv6NextHeader, ipv6HopLimit, ipv6Source,
        ipv6Destination, ipv6HopByHopNext, ipv6RoutingNext, ipv6DestinationOptionsNext, ipv6FragmentNext, ipv6FragmentOffset,
        ipv6MoreFragments, ipv6FragmentID,
        udp, udpSourcePort, udpDestinationPort, udpLength, udpChecksum,
        sctp, sctpSourcePort, sctpDestinationPort, sctpVerificationTag, sctpChecksum, sctpChunkType, sctpChunkFlags,
        sctpChunkLength, sctpDataEnding, sctpDataBeginning, sctpDataUnordered, sctpDataImmediate, sctpDataTSN, sctpDataTSNRaw,
        sctpDataStream, sctpDataStreamSequence, sctpDataPayloadProtocol, sctpDataMessageID, sctpDataFragmentSequence,
        sctpInitTag, sctpInitCredit, sctpInitOutboundStreams, sctpInitInboundStreams, sctpInitTSN,
        sctpInitAckTag, sctpInitAckCredit, sctpInitAckOutboundStreams, sctpInitAckInboundStreams, sctpInitAckTSN,
        sctpSackCumulativeTSN, sctpSackCumulativeTSNRaw, sctpSackWindow, sctpSackGapBlocks, sctpSackDuplicates,
        gre, greFlagsAndVersion, greProtocol, greKey, greSequence, erspan, erspanVersion, erspanTruncated, erspanSpanID,
        vxlan, vxlanFlags, vxlanVNI, geneve, geneveVersion, geneveProtocol, geneveVNI,
    ])
}
