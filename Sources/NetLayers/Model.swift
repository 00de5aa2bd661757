import WireCore

/// How NetLayers reads the wire: which ports carry which upper protocol, and how much
/// reassembly state it may keep. A testbed profile fills it in.
public struct DemuxConfiguration: Sendable {
    /// UDP ports (source or destination) whose payload is an eCPRI PDU (no standard port exists;
    /// O-RAN CUS 5.1.3 leaves it to the deployment).
    public var ecpriUDPPorts: Set<UInt16> = []
    /// SCTP ports that mark F1AP when the PPID is 0 (TS 38.472 clause 7: 38472).
    public var f1apSCTPPorts: Set<UInt16> = [38472]
    /// SCTP ports that mark E1AP when the PPID is 0 (TS 37.482: 38462).
    public var e1apSCTPPorts: Set<UInt16> = [38462]
    /// SCTP ports that mark E2AP when the PPID is 0 (O-RAN E2GAP: 36421; Wireshark uses 37464).
    public var e2apSCTPPorts: Set<UInt16> = [36421, 37464]
    /// SCTP ports that mark NGAP when the PPID is 0 (TS 38.412: 38412).
    public var ngapSCTPPorts: Set<UInt16> = [38412]
    /// UDP ports of PTP event and general messages (IEEE 1588-2019 annex C: 319, 320).
    public var ptpUDPPorts: Set<UInt16> = [319, 320]
    /// UDP port of SCTP over UDP encapsulation (RFC 6951 clause 5: 9899).
    public var sctpOverUDPPorts: Set<UInt16> = [9899]
    /// Octets a capture device appends to every Ethernet frame it records (a timestamping tap's or
    /// switch's trailer: time, port, the original FCS), before any FCS of its own: stripped like
    /// the FCS, so they are not read as payload (`--set net.trailer=N`; 0: none).
    public var captureTrailerOctets = 0
    /// UDP destination ports of VXLAN (RFC 7348 clause 5: 4789); the inner Ethernet frame is demultiplexed.
    public var vxlanUDPPorts: Set<UInt16> = [4789]
    /// UDP destination ports of Geneve (RFC 8926 clause 3.3: 6081).
    public var geneveUDPPorts: Set<UInt16> = [6081]
    /// Most U-plane messages whose radio-transport pieces are held at once (O-RAN.WG4.CUS §5.5.3).
    public var maximumPendingECPRIMessages: Int = 1024
    /// Radio-transport pieces of a U-plane message held longer than this (capture time, from the
    /// first piece) are given up: a message's pieces are sent back to back within its symbol
    /// (under 67 µs at 15 kHz), and an eAxC's SequenceId comes round after 256 messages.
    public var ecpriReassemblyWindowNanoseconds: Int64 = 1_000_000
    /// Partial IP datagrams or SCTP messages older than this many frames are evicted.
    public var reassemblyFrameWindow: Int = 100_000
    /// Partial IP datagrams older than this (capture time) are evicted.
    public var reassemblyTimeWindowNanoseconds: Int64 = 60_000_000_000
    /// Most partial IP datagrams kept at once.
    public var maximumPendingDatagrams: Int = 1024
    /// Most partial IP datagrams kept for one (source, destination) pair: past it that pair's
    /// oldest is evicted, so one sender cannot push out the others' datagrams.
    public var maximumPendingDatagramsPerHostPair: Int = 256
    /// Bytes of IP fragments held for reassembly, all partial datagrams together (repeated
    /// fragments counted): past it the oldest datagrams are evicted (counted in
    /// ``DemuxStatistics/ipReassemblyEvictions``).
    public var maximumPendingIPBytes: Int = 64 << 20
    /// Most SCTP fragments (DATA or I-DATA chunks) kept at once, over all associations.
    public var maximumPendingSCTPFragments: Int = 16_384
    /// Bytes of SCTP fragments held for reassembly, all associations together: past it the
    /// oldest fragments are evicted (counted in ``DemuxStatistics/sctpReassemblyEvictions``).
    public var maximumPendingSCTPBytes: Int = 64 << 20
    /// Most SCTP fragments one association may hold: past it that association's oldest are
    /// evicted, so one peer that never completes its messages cannot push out the others'.
    public var maximumPendingSCTPFragmentsPerAssociation: Int = 4_096
    /// Bytes of SCTP fragments one association may hold (as above).
    public var maximumPendingSCTPBytesPerAssociation: Int = 16 << 20
    /// Most SCTP associations tracked at once (least recently seen evicted first).
    public var maximumAssociations: Int = 4096
    /// TSNs remembered per association direction to recognise retransmissions.
    public var retransmissionHistory: Int = 4096

    public init() {}
}

/// The upper-layer protocols NetLayers hands on.
public enum PDUKind: String, Sendable, CaseIterable {
    case ecpri, f1ap, e1ap, e2ap, ngap, ptp, roe

    /// tshark's protocol column text for the kind.
    public var protocolColumn: String {
        switch self {
        case .ecpri: "eCPRI"
        case .f1ap: "F1AP"
        case .e1ap: "E1AP"
        case .e2ap: "E2AP"
        case .ngap: "NGAP"
        case .ptp: "PTP"
        case .roe: "RoE"
        }
    }
}

/// Where a PDU travelled: every address layer NetLayers saw on the way.
public struct Endpoints: Hashable, Sendable {
    public var sourceMAC: MACAddress?
    public var destinationMAC: MACAddress?
    /// Outermost tag first.
    public var vlanTags: [VLANTag] = []
    public var sourceIP: IPAddress?
    public var destinationIP: IPAddress?
    public var sourcePort: UInt16?
    public var destinationPort: UInt16?
    /// NetLayers' own association number (0, 1, 2… in order of first sight).
    public var sctpAssociation: Int?
    /// Whether the source of the packet sent the INIT of its SCTP association (RFC 9260
    /// clause 5.1); nil when the capture holds no INIT for it.
    public var sctpSourceSentInit: Bool?
    /// The association's directions this address pair had carried a packet in when this one was
    /// read, this one included (bit 0: from the lower endpoint of the association's first address
    /// pair, bit 1: towards it; any chunk counts, a SACK too): 3 once both ends' packets were
    /// captured; 0 when no SCTP packet carried the PDU.
    public var sctpDirectionsSeen: UInt8 = 0
    public var sctpStream: UInt16?
    public var payloadProtocolID: UInt32?
    /// TSNs of the DATA / I-DATA chunks that carried the message.
    public var sctpTSNs: [UInt32] = []

    public init() {}
}

/// One upper-layer message found in the capture.
public struct PDU: Sendable {
    public var kind: PDUKind
    /// For an eCPRI U-plane message the radio transport layer sent in pieces (O-RAN.WG4.CUS
    /// §5.5.3): how many, the message being their reassembly; 1 for a message sent whole with
    /// E = 0, by a sender that continues no first piece (``ECPRIReassembler``);
    /// ``piecesReassembledApart`` for a concatenated eCPRI PDU whose pieces went to the
    /// reassembly; 0 otherwise. (Next to `kind`, in what would be padding.)
    public var radioTransportPieces: UInt8 = 0
    /// ``radioTransportPieces`` of a concatenated eCPRI PDU (eCPRI v2.0 §3.1.3.1, C = 1) some of
    /// whose messages are radio-transport pieces: those went to the reassembly, which hands on
    /// their messages apart, so the codec reads their transport headers only.
    public static let piecesReassembledApart = RadioTransportPieces.reassembledApart
    /// The message bytes. For eCPRI and PTP over Ethernet this is the rest of the frame after
    /// the EtherType (it may include minimum-frame padding: the codec bounds it by its own
    /// length field). For IP-carried PDUs it is bounded by the IP / UDP / SCTP lengths.
    public var payload: ArraySlice<UInt8>
    public var endpoints: Endpoints
    /// Every frame the message came from (1-based, ascending).
    public var frameNumbers: [Int]
    /// Capture time of the frame that completed the message.
    public var timestampNanoseconds: Int64
    /// Byte offset of `payload` inside its frame; nil when the message was reassembled.
    public var offsetInFrame: Int?

    public init(
        kind: PDUKind, payload: ArraySlice<UInt8>, endpoints: Endpoints, frameNumbers: [Int],
        timestampNanoseconds: Int64, offsetInFrame: Int?, radioTransportPieces: UInt8 = 0
    ) {
        self.kind = kind
        self.radioTransportPieces = radioTransportPieces
        self.payload = payload
        self.endpoints = endpoints
        self.frameNumbers = frameNumbers
        self.timestampNanoseconds = timestampNanoseconds
        self.offsetInFrame = offsetInFrame
    }
}

/// Everything NetLayers says about one frame in full dissection mode.
public struct FrameDissection: Sendable {
    /// tshark-named fields in wire order.
    public var fields = FieldList()
    /// The `frame.protocols` chain without the leading `frame`, e.g. `["eth", "ethertype", "ip", "sctp", "f1ap"]`.
    public var protocols: [String] = []
    public var source = ""
    public var destination = ""
    public var protocolColumn = ""
    public var info = ""
    public var findings: [Finding] = []
    public var pdus: [PDU] = []

    public init() {}

    /// `frame.protocols` as tshark prints it (colon separated, starting with "eth", "sll"...).
    public var protocolChain: String { protocols.joined(separator: ":") }
}

/// Counters over everything demultiplexed so far.
public struct DemuxStatistics: Sendable, Equatable {
    public var frames = 0
    /// PDUs emitted, indexed like `PDUKind.allCases`.
    public var pduCounts = [Int](repeating: 0, count: PDUKind.allCases.count)
    public var malformedFrames = 0
    public var truncatedFrames = 0
    public var ipDatagramsReassembled = 0
    public var ipReassemblyEvictions = 0
    public var sctpMessagesReassembled = 0
    public var sctpReassemblyEvictions = 0
    public var sctpRetransmissions = 0
    public var sctpAssociations = 0
    /// Address pairs found to belong to an association first seen on another pair (SCTP
    /// multi-homing, RFC 9260 clause 6.4).
    public var sctpOtherPaths = 0
    public var sctpAssociationEvictions = 0
    /// U-plane messages put back together from radio-transport pieces (O-RAN.WG4.CUS §5.5.3).
    public var ecpriMessagesReassembled = 0
    /// Messages whose radio-transport pieces could not complete (lost, cut by the snap length,
    /// past the bounds or the window).
    public var ecpriReassemblyEvictions = 0
    /// U-plane messages sent whole with E = 0 (a sender's first pieces that nothing continues,
    /// ``ECPRIReassembler``), handed on as messages.
    public var ecpriWholeMessagesWithEClear = 0
    /// Frames whose IP or SCTP fragments were dropped before their datagram or message
    /// completed (reassembly bounds, windows, oversize), counted once per fragment.
    public var evictedFragmentFrames = 0
    /// The lowest-numbered of them (at most ``fragmentFrameSampleSize``, ascending): the same
    /// frames whatever order they were dropped in, so a capture checked in parts lists the ones
    /// the whole capture's run lists.
    public var evictedFragmentFrameSample: [Int] = []
    public static let fragmentFrameSampleSize = 16

    public init() {}

    /// Notes the frames of fragments dropped before their message completed.
    mutating func noteEvicted(frames: [Int]) {
        evictedFragmentFrames += frames.count
        for f in frames {
            if evictedFragmentFrameSample.count == Self.fragmentFrameSampleSize {
                guard let last = evictedFragmentFrameSample.last, f < last else { continue }
                evictedFragmentFrameSample.removeLast()
            }
            let place = evictedFragmentFrameSample.firstIndex { $0 > f } ?? evictedFragmentFrameSample.endIndex
            evictedFragmentFrameSample.insert(f, at: place)
        }
    }

    public func pdus(of kind: PDUKind) -> Int {
        pduCounts[PDUKind.allCases.firstIndex(of: kind) ?? 0]
    }

    /// PDUs emitted by kind (kinds never seen are left out).
    public var pdusByKind: [PDUKind: Int] {
        var result: [PDUKind: Int] = [:]
        for (i, kind) in PDUKind.allCases.enumerated() where pduCounts[i] > 0 { result[kind] = pduCounts[i] }
        return result
    }
}
