import WireCore

/// Walks captured frames through the link, IP, UDP and SCTP layers and hands on the upper-layer
/// PDUs (eCPRI, F1AP, E1AP, E2AP, NGAP, PTP, RoE), reassembling IP fragments and SCTP user
/// messages on the way.
///
/// Two modes: ``dissect(frame:linkType:frameNumber:timestampNanoseconds:isTruncated:)`` returns
/// tshark-named fields, the protocol chain, a summary line and the PDUs (for `decode`);
/// ``demux(frame:linkType:frameNumber:timestampNanoseconds:isTruncated:emit:)`` only emits PDUs
/// and allocates nothing per frame beyond what reassembly needs (for `check`).
public struct NetworkDemux: Sendable {
    public let configuration: DemuxConfiguration
    public internal(set) var statistics = DemuxStatistics()
    var ipReassembler = IPReassembler()
    var sctp = SCTPTracker()
    var ecpriReassembler = ECPRIReassembler()
    /// Reused per frame so that the fast path does not allocate.
    var scratchEndpoints = Endpoints()
    /// One-frame lists (a PDU's ``PDU/frameNumbers``), handed out in turn and made as the first
    /// frames come. A pipeline holds a frame's PDUs for a few hundred frames at most; by the time
    /// a list comes round again nothing holds it any more, so it is rewritten in place. One list
    /// rewritten for every frame was still held by the previous frames' PDUs in a `check --jobs`
    /// batch, and copying it cost an allocation and a free per frame.
    var frameLists: [[Int]] = [[0]]
    var currentFrameList = 0
    static let frameListCount = 1024
    /// VLAN tag lists (``Endpoints/vlanTags``), taken in the same turn: a frame's list is
    /// swapped with the one its slot kept, which the PDUs of 1,024 frames before held, so
    /// emptying and refilling it does not copy a list a batch still holds.
    var vlanTagLists: [[VLANTag]] = []
    /// The final EtherType of the last frame when NetLayers hands nothing on for it (neither IP,
    /// eCPRI, PTP nor RoE), so a caller can judge frames of foreign EtherTypes (FH-ETH-TYPE);
    /// nil otherwise. ``lastFrameEndpoints`` holds that frame's MACs and VLAN tags.
    public private(set) var unhandledEtherType: UInt16?
    /// The length of the last frame's innermost Ethernet frame when it came through a tunnel
    /// (ERSPAN, VXLAN, Geneve, GRE): the frame the RAN nodes exchanged. Nil otherwise, and when
    /// the mirror truncated it.
    public internal(set) var lastFrameInnerEthernetLength: Int?
    /// Whether a mirroring tunnel said it truncated the last frame's inner frame (ERSPAN T bit).
    public internal(set) var lastFrameCutByMirror = false
    /// Addresses of the last frame demultiplexed (valid until the next frame).
    public var lastFrameEndpoints: Endpoints { scratchEndpoints }

    public init(configuration: DemuxConfiguration = .init()) {
        self.configuration = configuration
    }

    /// Full dissection of one frame.
    /// - Parameters:
    ///   - linkType: the pcap LINKTYPE value (1 Ethernet, 101 raw IP, 113 SLL, 276 SLL2, 228 IPv4, 229 IPv6, 0 and 108 BSD loopback).
    ///   - isTruncated: the capture kept fewer bytes than the frame had (snap length); running off
    ///     the end is then reported as inconclusive, never malformed.
    public mutating func dissect(
        frame: ArraySlice<UInt8>, linkType: UInt32, frameNumber: Int, timestampNanoseconds: Int64, isTruncated: Bool
    ) -> FrameDissection {
        var pdus: [PDU] = []
        var ctx = beginFrame(frame, frameNumber: frameNumber, timestamp: timestampNanoseconds, isTruncated: isTruncated, full: true)
        walk(frame, linkType: linkType, ctx: &ctx) { pdus.append($0) }
        var result = FrameDissection()
        result.fields = ctx.truncated ? fieldsBeforeCut(frame, linkType: linkType, frameNumber: frameNumber) : ctx.fields
        result.protocols = ctx.protocols
        result.source = ctx.source
        result.destination = ctx.destination
        result.protocolColumn = ctx.protocolColumn
        result.info = ctx.info
        result.findings = ctx.findings
        result.pdus = pdus
        endFrame(&ctx)
        return result
    }

    /// Fast path: emits the PDUs of one frame (and of any message this frame completes).
    public mutating func demux(
        frame: ArraySlice<UInt8>, linkType: UInt32, frameNumber: Int, timestampNanoseconds: Int64, isTruncated: Bool,
        emit: (consuming PDU) -> Void
    ) {
        var ctx = beginFrame(frame, frameNumber: frameNumber, timestamp: timestampNanoseconds, isTruncated: isTruncated, full: false)
        walk(frame, linkType: linkType, ctx: &ctx, emit: emit)
        endFrame(&ctx)
    }

    /// Frames whose IP or SCTP fragments still wait for the rest of their datagram or message
    /// (at the end of a capture: never completed), one entry per fragment.
    /// IP datagrams and SCTP message fragments waiting for their other parts (bounded: see
    /// ``DemuxConfiguration``).
    public var pendingFragmentCount: Int {
        ipReassembler.pending.count + sctp.dataPieces.count + sctp.idataPieces.count + ecpriReassembler.pending.count
            + ecpriReassembler.heldCount
    }

    /// What the network layers hold across frames and a part of a split capture does not write
    /// yet, by kind, when anything (Conformance, Design "Parts checked apart, joined at their
    /// boundaries"): SCTP associations and message fragments, eCPRI pieces and senders' habits.
    /// (IP datagrams waiting for fragments are written: ``ipDatagramsHeld``.)
    public var heldStateKinds: [String] {
        var out: [String] = []
        if !sctp.associations.isEmpty || !sctp.dataPieces.isEmpty || !sctp.idataPieces.isEmpty { out.append("SCTP associations") }
        if !ecpriReassembler.pending.isEmpty || !ecpriReassembler.senders.isEmpty { out.append("eCPRI pieces") }
        return out
    }

    /// Takes over what a run that checked the frames before this one counted of fragments let
    /// go before their datagram or message completed (a part of a split capture going on from
    /// the parts before it).
    /// The IP datagrams waiting for more fragments (a part's boundary state).
    public var ipDatagramsHeld: [HeldIPDatagram] { ipReassembler.held }

    /// What the IP reassembly did since ``followIPBoundary()``, nil before it.
    public var ipReassemblyFollow: IPReassemblyFollow? { ipReassembler.follow }

    /// From here on the IP reassembly notes what a part's boundary state needs after its snapshot.
    public mutating func followIPBoundary() { ipReassembler.followBoundary() }

    /// Replaces the IP datagrams waiting for fragments with `held` (a run going on from another's state).
    public mutating func restoreIPDatagrams(_ held: [HeldIPDatagram]) { ipReassembler.restore(held) }

    /// The most IP datagrams that may wait for fragments without a bound letting one go, for
    /// any one pair of hosts as for all, whatever their octets: each may hold up to
    /// ``IPReassembler/maximumBytesPerDatagram``.
    public var ipDatagramsHeldWithinEveryBound: Int {
        min(configuration.maximumPendingDatagrams, configuration.maximumPendingDatagramsPerHostPair,
            configuration.maximumPendingIPBytes / IPReassembler.maximumBytesPerDatagram)
    }

    public mutating func restoreLetGo(fragmentFrames: Int, sample: [Int], ipDatagrams: Int, sctpMessages: Int) {
        statistics.evictedFragmentFrames = fragmentFrames
        statistics.evictedFragmentFrameSample = Array(sample.sorted().prefix(DemuxStatistics.fragmentFrameSampleSize))
        statistics.ipReassemblyEvictions = ipDatagrams
        statistics.sctpReassemblyEvictions = sctpMessages
    }

    public var pendingFragmentFrames: [Int] {
        ipReassembler.pending.values.flatMap(\.frames) + sctp.pendingFragmentFrames + ecpriReassembler.pending.values.flatMap(\.frames)
            + ecpriReassembler.heldFrames
    }

    /// For a frame cut by the snap length: the fields whose bytes were all captured, as tshark
    /// shows them. The frame is parsed once more, zero-extended by a few bytes, on a throwaway
    /// copy of the state, and only fields lying wholly inside the captured bytes are kept.
    private func fieldsBeforeCut(_ frame: ArraySlice<UInt8>, linkType: UInt32, frameNumber: Int) -> FieldList {
        // The copy keeps the association tables (bounded) but not the fragment buffers, which
        // the walk would otherwise duplicate whole for every cut frame.
        var copy = self
        copy.sctp.dropFragments()
        copy.ipReassembler.dropPending()
        copy.ecpriReassembler.dropPending()
        var extended = Array(frame)
        let capturedBits = extended.count * 8
        // Enough zeros to complete any fixed header cut by the snap length; length fields that
        // reach further are handled as truncation (the walk goes on with what is there).
        extended.append(contentsOf: repeatElement(0, count: 256))
        var ctx = FrameContext(
            frameNumber: frameNumber, timestamp: 0, isTruncated: true, full: true, base: 0, endpoints: Endpoints())
        ctx.dissectFirstFragment = true
        copy.walk(extended[...], linkType: linkType, ctx: &ctx) { _ in }
        // tshark shows IPv6 header fields only once the first 8 bytes (up to the hop limit) were
        // captured, and the SCTP common header all or nothing.
        let ipv6Starts = ctx.fields.fields.filter { $0.name == NetworkFields.ipv6Version.name }.map(\.bitOffset)
        let sctpStarts = ctx.fields.fields.filter { $0.name == NetworkFields.sctpSourcePort.name }.map(\.bitOffset)
        func headerComplete(_ starts: [Int], at offset: Int, bits: Int) -> Bool {
            guard let start = starts.last(where: { $0 <= offset }) else { return true }
            return start + bits <= capturedBits
        }
        var kept = FieldList()
        for field in ctx.fields.fields where field.bitOffset >= 0 && field.bitOffset + field.bitLength <= capturedBits {
            if Self.ipv6HeaderFields.contains(field.name) || (field.name == NetworkFields.ipVersion.name && ipv6Starts.contains(field.bitOffset)) {
                guard headerComplete(ipv6Starts, at: field.bitOffset, bits: 64) else { continue }
            }
            if Self.sctpHeaderFields.contains(field.name) {
                guard headerComplete(sctpStarts, at: field.bitOffset, bits: 96) else { continue }
            }
            kept.append(field)
        }
        return kept
    }

    static let ipv6HeaderFields: Set<String> = Set([
        NetworkFields.ipv6Version, NetworkFields.ipv6TrafficClass, NetworkFields.ipv6FlowLabel, NetworkFields.ipv6PayloadLength,
        NetworkFields.ipv6NextHeader, NetworkFields.ipv6HopLimit, NetworkFields.ipv6Source, NetworkFields.ipv6Destination,
    ].map(\.name))
    static let sctpHeaderFields: Set<String> = Set([
        NetworkFields.sctpSourcePort, NetworkFields.sctpDestinationPort, NetworkFields.sctpVerificationTag, NetworkFields.sctpChecksum,
    ].map(\.name))

    // MARK: Frame bookkeeping

    private mutating func beginFrame(
        _ frame: ArraySlice<UInt8>, frameNumber: Int, timestamp: Int64, isTruncated: Bool, full: Bool
    ) -> FrameContext {
        var endpoints = Endpoints()
        swap(&endpoints, &scratchEndpoints)
        endpoints.sourceMAC = nil
        endpoints.destinationMAC = nil
        if !endpoints.vlanTags.isEmpty {
            if currentFrameList < vlanTagLists.count {
                swap(&endpoints.vlanTags, &vlanTagLists[currentFrameList])
            } else {
                vlanTagLists.append(endpoints.vlanTags)
                endpoints.vlanTags = []
            }
            endpoints.vlanTags.removeAll(keepingCapacity: true)
        }
        endpoints.sourceIP = nil
        endpoints.destinationIP = nil
        endpoints.sourcePort = nil
        endpoints.destinationPort = nil
        endpoints.sctpAssociation = nil
        endpoints.sctpSourceSentInit = nil
        endpoints.sctpDirectionsSeen = 0
        endpoints.sctpStream = nil
        endpoints.payloadProtocolID = nil
        endpoints.sctpTSNs.removeAll(keepingCapacity: true)
        currentFrameList += 1
        if currentFrameList == Self.frameListCount { currentFrameList = 0 }
        if currentFrameList < frameLists.count {
            frameLists[currentFrameList][0] = frameNumber
        } else {
            frameLists.append([frameNumber])
        }
        statistics.frames += 1
        unhandledEtherType = nil
        lastFrameInnerEthernetLength = nil
        lastFrameCutByMirror = false
        ipReassembler.expire(frame: frameNumber, time: timestamp, configuration: configuration, statistics: &statistics)
        sctp.expire(frame: frameNumber, configuration: configuration, statistics: &statistics)
        if !ecpriReassembler.pending.isEmpty {
            ecpriReassembler.expire(frame: frameNumber, time: timestamp, configuration: configuration, statistics: &statistics)
        }
        return FrameContext(
            frameNumber: frameNumber, timestamp: timestamp, isTruncated: isTruncated, full: full,
            base: frame.startIndex, endpoints: endpoints)
    }

    private mutating func endFrame(_ ctx: inout FrameContext) {
        if ctx.malformed { statistics.malformedFrames += 1 }
        if ctx.truncated { statistics.truncatedFrames += 1 }
        swap(&ctx.endpoints, &scratchEndpoints)
    }

    /// Hands one PDU on with the endpoints collected so far.
    mutating func emitPDU(
        _ kind: PDUKind, payload: ArraySlice<UInt8>, offset: Int?, frames: [Int]?, ctx: inout FrameContext,
        radioTransportPieces: UInt8 = 0, emit: (consuming PDU) -> Void
    ) {
        statistics.pduCounts[kind.index] += 1
        let frameNumbers = frames ?? (ctx.inReassembledDatagram ? ctx.datagramFrames : frameLists[currentFrameList])
        // Made in the call, so it is handed over rather than copied (a copy retains the payload's
        // buffer and each list, and the reader's buffer count is one other threads change too).
        emit(PDU(
            kind: kind, payload: payload, endpoints: ctx.endpoints, frameNumbers: frameNumbers,
            timestampNanoseconds: ctx.timestamp, offsetInFrame: ctx.inReassembledDatagram ? nil : offset.map { $0 - ctx.base },
            radioTransportPieces: radioTransportPieces))
        if ctx.full {
            ctx.protocolColumn = kind.protocolColumn
            // IEEE 1588-2019 clause 13.3: versionPTP in the low nibble of octet 1.
            if kind == .ptp, payload.count >= 2, payload[payload.startIndex + 1] & 0x0F == 2 { ctx.protocolColumn = "PTPv2" }
        }
    }

    /// Hands on an eCPRI PDU, or, for a radio-transport piece of a U-plane message (O-RAN.WG4.CUS
    /// §5.5.3), holds it until the message it belongs to is complete and then hands on the
    /// message (``ECPRIReassembler``). Full dissection (`decode`) shows each piece as it is, as
    /// Wireshark does.
    @inline(__always)
    mutating func emitECPRI(_ payload: ArraySlice<UInt8>, offset: Int, ctx: inout FrameContext, emit: (consuming PDU) -> Void) {
        // a piece whose payload size passes the end of an uncut frame is a malformed message:
        // the codec judges it as one
        guard !ctx.full, let piece = ECPRIReassembler.piece(payload), ctx.isTruncated || ECPRIReassembler.fits(payload) else {
            if !ctx.full, payload.count >= 8, payload[payload.startIndex] & 0x01 != 0 {
                emitConcatenated(payload, offset: offset, ctx: &ctx, emit: emit)
            } else {
                emitPDU(.ecpri, payload: payload, offset: offset, frames: nil, ctx: &ctx, emit: emit)
            }
            return
        }
        reassemble(payload, piece: piece, transport: .ecpri, offset: offset, ctx: &ctx, emit: emit)
    }

    /// A concatenated eCPRI PDU (C = 1 on its first message; eCPRI v2.0 §3.1.3.1: each message
    /// after the one before, at the next 4-octet boundary of the PDU). A sender that packs U-plane
    /// messages may send the last one of a frame in pieces (O-RAN.WG4.CUS §5.5.3), its later pieces
    /// at the start of the next frames. When the PDU holds two messages or more and some are
    /// pieces, each piece goes to the reassembly as one sent alone would, the messages it completes
    /// are handed on first (a completing piece starts its frame), then the PDU, marked
    /// ``PDU/piecesReassembledApart`` (the codec then reads the pieces' transport headers only).
    /// A lone message with C = 1 is a concatenation fault, handed on as it is.
    @inline(never)
    private mutating func emitConcatenated(_ payload: ArraySlice<UInt8>, offset: Int, ctx: inout FrameContext, emit: (consuming PDU) -> Void) {
        var at: Int? = payload.startIndex
        var messages = 0, pieces = 0
        while let start = at, let (message, next) = Self.concatenatedMessage(payload, at: start, truncated: ctx.isTruncated) {
            messages += 1
            if ECPRIReassembler.piece(message, concatenated: true) != nil { pieces += 1 }
            at = next
        }
        guard messages > 1, pieces > 0 else {
            emitPDU(.ecpri, payload: payload, offset: offset, frames: nil, ctx: &ctx, emit: emit)
            return
        }
        at = payload.startIndex
        while let start = at, let (message, next) = Self.concatenatedMessage(payload, at: start, truncated: ctx.isTruncated) {
            if let piece = ECPRIReassembler.piece(message, concatenated: true) {
                reassemble(message, piece: piece, transport: .ecpri, offset: offset + (start - payload.startIndex), ctx: &ctx, emit: emit)
            }
            at = next
        }
        emitPDU(.ecpri, payload: payload, offset: offset, frames: nil, ctx: &ctx, radioTransportPieces: PDU.piecesReassembledApart, emit: emit)
    }

    /// The message of a concatenated eCPRI PDU that starts at `at` (its common header and
    /// payload), and where the next one starts (nil after a message with C = 0); nil when no
    /// header fits or, in a frame not cut by the snap length, the payload size passes the PDU's
    /// end (the codec judges that).
    private static func concatenatedMessage(_ payload: ArraySlice<UInt8>, at: Int, truncated: Bool) -> (message: ArraySlice<UInt8>, next: Int?)? {
        guard at + 8 <= payload.endIndex else { return nil }
        let end = at + 4 + (Int(payload[at + 2]) << 8 | Int(payload[at + 3]))
        guard end <= payload.endIndex || truncated else { return nil }
        let next = end + (4 - (end - payload.startIndex) & 3) & 3
        return (payload[at..<min(end, payload.endIndex)], payload[at] & 0x01 != 0 ? next : nil)
    }

    @inline(never)
    private mutating func reassemble(
        _ payload: ArraySlice<UInt8>, piece: (pcid: UInt16, sequenceId: UInt8, last: Bool, subsequence: UInt8),
        transport: ECPRIReassembler.Transport, offset: Int, ctx: inout FrameContext, emit: (consuming PDU) -> Void
    ) {
        let outcome = ecpriReassembler.add(
            payload, piece: piece, transport: transport, endpoints: ctx.endpoints, frame: ctx.frameNumber,
            offset: ctx.inReassembledDatagram ? nil : offset - ctx.base,
            time: ctx.timestamp, cut: ctx.isTruncated, configuration: configuration, statistics: &statistics)
        let kind: PDUKind = transport == .ecpri ? .ecpri : .roe
        if case .whole(let held) = outcome {
            // messages sent whole with E cleared: the ones held first, then this one, each as
            // one piece (the decoder names the E bit)
            for m in held {
                statistics.pduCounts[kind.index] += 1
                emit(PDU(kind: kind, payload: m.message[...], endpoints: m.endpoints, frameNumbers: [m.frame],
                         timestampNanoseconds: m.time, offsetInFrame: m.offset, radioTransportPieces: 1))
            }
            statistics.pduCounts[kind.index] += 1
            // made in the call, so handed over rather than copied (as emitPDU does); a message of a
            // concatenated PDU is handed on alone, so without its C bit
            emit(PDU(kind: kind, payload: payload[payload.startIndex] & 0x01 == 0 ? payload : ECPRIReassembler.alone(payload), endpoints: ctx.endpoints,
                     frameNumbers: ctx.inReassembledDatagram ? ctx.datagramFrames : frameLists[currentFrameList],
                     timestampNanoseconds: ctx.timestamp, offsetInFrame: ctx.inReassembledDatagram ? nil : offset - ctx.base,
                     radioTransportPieces: 1))
            return
        }
        guard case .complete(let message, let frames, let pieces) = outcome else { return }
        statistics.pduCounts[kind.index] += 1
        emit(PDU(kind: kind, payload: message[...], endpoints: ctx.endpoints, frameNumbers: frames,
                 timestampNanoseconds: ctx.timestamp, offsetInFrame: nil, radioTransportPieces: UInt8(pieces)))
    }

    // MARK: Link layers

    mutating func walk(_ frame: ArraySlice<UInt8>, linkType: UInt32, ctx: inout FrameContext, emit: (consuming PDU) -> Void) {
        switch linkType {
        case 1:
            ethernet(frame, ctx: &ctx, emit: emit)
        case 113:
            linuxCooked(frame, ctx: &ctx, emit: emit)
        case 276:
            linuxCookedV2(frame, ctx: &ctx, emit: emit)
        case 0, 108:
            bsdLoopback(frame, networkOrder: linkType == 108, ctx: &ctx, emit: emit)
        case ERFRecord.linkType:
            erf(frame, ctx: &ctx, emit: emit)
        case 101, 12, 14:
            ctx.push("raw")
            rawIP(frame, at: frame.startIndex, ctx: &ctx, emit: emit)
        case 228:
            ipv4(frame, at: frame.startIndex, end: frame.endIndex, ctx: &ctx, emit: emit)
        case 229:
            ipv6(frame, at: frame.startIndex, end: frame.endIndex, ctx: &ctx, emit: emit)
        default:
            ctx.note("frame", at: frame.startIndex, "link type \(linkType) is not supported", id: "NET-UNSUPPORTED", severity: .warning)
        }
    }

    /// Raw IP (LINKTYPE_RAW): the version nibble picks IPv4 or IPv6.
    mutating func rawIP(_ frame: ArraySlice<UInt8>, at index: Int, ctx: inout FrameContext, emit: (consuming PDU) -> Void) {
        guard index < frame.endIndex else {
            ctx.ranOut("ip.version", at: index, needed: 1, available: 0)
            return
        }
        switch frame[index] >> 4 {
        case 4: ipv4(frame, at: index, end: frame.endIndex, ctx: &ctx, emit: emit)
        case 6: ipv6(frame, at: index, end: frame.endIndex, ctx: &ctx, emit: emit)
        default: ctx.malformed("ip.version", at: index, "raw IP packet with version \(frame[index] >> 4)")
        }
    }

    /// Ethernet II (IEEE 802.3 clause 3.2.6 with EtherType): destination, source, type.
    mutating func ethernet(_ frame: ArraySlice<UInt8>, ctx: inout FrameContext, emit: (consuming PDU) -> Void) {
        let start = frame.startIndex
        ctx.push("eth")
        guard frame.endIndex - start >= 14 else {
            ctx.ranOut("eth", at: start, needed: 14, available: frame.endIndex - start)
            return
        }
        let destination = MACAddress(bytes: frame, at: start)
        let source = MACAddress(bytes: frame, at: start + 6)
        ctx.endpoints.destinationMAC = destination
        ctx.endpoints.sourceMAC = source
        let type = load16(frame, start + 12)
        if ctx.full {
            ctx.field(NetworkFields.ethDestination.name, text: destination.description, at: start, bytes: 6)
            ctx.field(NetworkFields.ethSource.name, text: source.description, at: start + 6, bytes: 6)
            ctx.source = source.description
            ctx.destination = destination.description
        }
        if type < 0x0600 {
            // IEEE 802.3 length field: LLC follows, nothing of ours.
            ctx.field(NetworkFields.ethLength.name, UInt64(type), at: start + 12, bytes: 2)
            ctx.push("llc")
            if ctx.full { ctx.protocolColumn = "LLC" }
            return
        }
        ctx.field(NetworkFields.ethType.name, UInt64(type), at: start + 12, bytes: 2)
        etherType(type, frame, at: start + 14, ctx: &ctx, emit: emit)
    }

    /// An ERF record (LINKTYPE_ERF, ``ERFRecord``): its header's fields, then the Ethernet frame or
    /// IP packet inside, up to its wire length (the record's padding after it is not the packet's).
    mutating func erf(_ frame: ArraySlice<UInt8>, ctx: inout FrameContext, emit: (consuming PDU) -> Void) {
        let start = frame.startIndex
        ctx.push("erf")
        guard let record = ERFRecord(frame) else {
            ctx.ranOut("erf", at: start, needed: ERFRecord.headerOctets, available: frame.endIndex - start)
            return
        }
        ctx.field(NetworkFields.erfType.name, UInt64(record.type), at: start + 8, bytes: 1)
        ctx.field(NetworkFields.erfFlags.name, UInt64(record.flags), at: start + 9, bytes: 1)
        ctx.field(NetworkFields.erfRecordLength.name, UInt64(record.recordLength), at: start + 10, bytes: 2)
        // in the color types the card writes a color there, not a loss count
        if ![10, 11, 15, 16, 17, 19, 20].contains(record.type) {
            ctx.field(NetworkFields.erfLossCounter.name, UInt64(record.lossCounter), at: start + 12, bytes: 2)
        }
        ctx.field(NetworkFields.erfWireLength.name, UInt64(record.wireLength), at: start + 14, bytes: 2)
        let packet = record.packet(in: frame)
        switch record.payload {
        case .ethernet: ethernet(packet, ctx: &ctx, emit: emit)
        case .ipv4: ipv4(frame, at: packet.startIndex, end: packet.endIndex, ctx: &ctx, emit: emit)
        case .ipv6: ipv6(frame, at: packet.startIndex, end: packet.endIndex, ctx: &ctx, emit: emit)
        case nil: ctx.note("erf.types.type", at: start + 8, "ERF record type \(record.type) not dissected", id: "NET-UNSUPPORTED")
        }
    }

    /// BSD loopback (LINKTYPE_NULL 0, LINKTYPE_LOOP 108): a 4-octet address family, in the
    /// capturing host's byte order for NULL (read as the order in which the value is small, as
    /// Wireshark does) and in network order for LOOP; 2 is IPv4, 24, 28 and 30 (the BSDs' and
    /// macOS's AF_INET6) are IPv6.
    mutating func bsdLoopback(_ frame: ArraySlice<UInt8>, networkOrder: Bool, ctx: inout FrameContext, emit: (consuming PDU) -> Void) {
        let start = frame.startIndex
        ctx.push("null")
        guard frame.endIndex - start >= 4 else {
            ctx.ranOut("null", at: start, needed: 4, available: frame.endIndex - start)
            return
        }
        let big = load32(frame, start)
        let family = networkOrder || big <= 0xFFFF ? big : big.byteSwapped
        ctx.field(NetworkFields.nullFamily.name, UInt64(family), at: start, bytes: 4)
        switch family {
        case 2: ipv4(frame, at: start + 4, end: frame.endIndex, ctx: &ctx, emit: emit)
        case 24, 28, 30: ipv6(frame, at: start + 4, end: frame.endIndex, ctx: &ctx, emit: emit)
        default: ctx.note("null.family", at: start, "address family \(family) not dissected", id: "NET-UNSUPPORTED")
        }
    }

    /// Linux cooked capture v1 (LINKTYPE_LINUX_SLL): 16-byte header.
    mutating func linuxCooked(_ frame: ArraySlice<UInt8>, ctx: inout FrameContext, emit: (consuming PDU) -> Void) {
        let start = frame.startIndex
        ctx.push("sll")
        guard frame.endIndex - start >= 16 else {
            ctx.ranOut("sll", at: start, needed: 16, available: frame.endIndex - start)
            return
        }
        let hatype = load16(frame, start + 2)
        let halen = load16(frame, start + 4)
        let type = load16(frame, start + 14)
        ctx.field(NetworkFields.sllPacketType.name, UInt64(load16(frame, start)), at: start, bytes: 2)
        ctx.field(NetworkFields.sllHardwareType.name, UInt64(hatype), at: start + 2, bytes: 2)
        ctx.field(NetworkFields.sllAddressLength.name, UInt64(halen), at: start + 4, bytes: 2)
        cookedAddress(frame, hatype: hatype, halen: Int(halen), at: start + 6, ctx: &ctx)
        linuxCookedProtocol(type, frame, at: start + 14, ctx: &ctx, emit: emit)
    }

    /// Linux cooked capture v2 (LINKTYPE_LINUX_SLL2): 20-byte header.
    mutating func linuxCookedV2(_ frame: ArraySlice<UInt8>, ctx: inout FrameContext, emit: (consuming PDU) -> Void) {
        let start = frame.startIndex
        ctx.push("sll")
        guard frame.endIndex - start >= 20 else {
            ctx.ranOut("sll", at: start, needed: 20, available: frame.endIndex - start)
            return
        }
        let type = load16(frame, start)
        let hatype = load16(frame, start + 8)
        let halen = frame[start + 11]
        ctx.field(NetworkFields.sllEtherType.name, UInt64(type), at: start, bytes: 2)
        ctx.field(NetworkFields.sllInterface.name, UInt64(load32(frame, start + 4)), at: start + 4, bytes: 4)
        ctx.field(NetworkFields.sllHardwareType.name, UInt64(hatype), at: start + 8, bytes: 2)
        ctx.field(NetworkFields.sllPacketType.name, UInt64(frame[start + 10]), at: start + 10, bytes: 1)
        ctx.field(NetworkFields.sllAddressLength.name, UInt64(halen), at: start + 11, bytes: 1)
        cookedAddress(frame, hatype: hatype, halen: Int(halen), at: start + 12, ctx: &ctx)
        guard type >= 0x0600 else {
            ctx.note("sll.etype", at: start, "non-Ethernet protocol \(type) not dissected", id: "NET-UNSUPPORTED")
            return
        }
        etherType(type, frame, at: start + 20, ctx: &ctx, emit: emit)
    }

    private mutating func cookedAddress(_ frame: ArraySlice<UInt8>, hatype: UInt16, halen: Int, at index: Int, ctx: inout FrameContext) {
        // ARPHRD_ETHER (1) and friends with a 6-byte address: an Ethernet source address.
        if halen == 6 && (hatype == 1 || hatype == 772 || hatype == 6) {
            let mac = MACAddress(bytes: frame, at: index)
            ctx.endpoints.sourceMAC = mac
            if ctx.full {
                ctx.field(NetworkFields.sllSource.name, text: mac.description, at: index, bytes: 6)
                ctx.source = mac.description
            }
        }
    }

    private mutating func linuxCookedProtocol(_ type: UInt16, _ frame: ArraySlice<UInt8>, at index: Int, ctx: inout FrameContext, emit: (consuming PDU) -> Void) {
        guard type >= 0x0600 else {
            ctx.field(NetworkFields.sllLinkType.name, UInt64(type), at: index, bytes: 2)
            ctx.note("sll.ltype", at: index, "non-Ethernet protocol \(type) not dissected", id: "NET-UNSUPPORTED")
            return
        }
        ctx.field(NetworkFields.sllEtherType.name, UInt64(type), at: index, bytes: 2)
        etherType(type, frame, at: index + 2, ctx: &ctx, emit: emit)
    }

    /// An EtherType and what follows it, including any number of 802.1Q (0x8100), 802.1ad
    /// (0x88A8) and legacy Q-in-Q (0x9100) tags (IEEE 802.1Q-2018 clause 9).
    mutating func etherType(_ firstType: UInt16, _ frame: ArraySlice<UInt8>, at index: Int, ctx: inout FrameContext, emit: (consuming PDU) -> Void) {
        ctx.push("ethertype")
        var type = firstType
        var position = index
        var tags = 0
        while type == 0x8100 || type == 0x88A8 || type == 0x9100 {
            guard frame.endIndex - position >= 4 else {
                ctx.ranOut(type == 0x88A8 ? "ieee8021ad" : "vlan", at: position, needed: 4, available: frame.endIndex - position)
                return
            }
            tags += 1
            guard tags <= 16 else {
                ctx.malformed("vlan", at: position, "more than 16 stacked VLAN tags")
                return
            }
            let tag = VLANTag(tpid: type, tci: load16(frame, position))
            let next = load16(frame, position + 2)
            ctx.endpoints.vlanTags.append(tag)
            if type == 0x88A8 {
                ctx.push("ieee8021ad")
                ctx.field(NetworkFields.serviceTagPriority.name, UInt64(tag.priority), at: position, bytes: 2)
                ctx.field(NetworkFields.serviceTagDEI.name, tag.dropEligible ? 1 : 0, at: position, bytes: 2)
                ctx.field(NetworkFields.serviceTagID.name, UInt64(tag.id), at: position, bytes: 2)
            } else {
                ctx.push("vlan")
                ctx.field(NetworkFields.vlanPriority.name, UInt64(tag.priority), at: position, bytes: 2)
                ctx.field(NetworkFields.vlanDEI.name, bool: tag.dropEligible, at: position, bytes: 2)
                ctx.field(NetworkFields.vlanID.name, UInt64(tag.id), at: position, bytes: 2)
                if next >= 0x0600 {
                    ctx.field(NetworkFields.vlanEtherType.name, UInt64(next), at: position + 2, bytes: 2)
                } else {
                    ctx.field(NetworkFields.vlanLength.name, UInt64(next), at: position + 2, bytes: 2)
                }
            }
            type = next
            position += 4
            if type < 0x0600 {
                ctx.push("llc")
                if ctx.full { ctx.protocolColumn = "LLC" }
                return
            }
            ctx.push("ethertype")
        }
        etherTypePayload(type, frame, at: position, ctx: &ctx, emit: emit)
    }

    /// Dispatch on a final (non-tag) EtherType.
    mutating func etherTypePayload(_ type: UInt16, _ frame: ArraySlice<UInt8>, at index: Int, ctx: inout FrameContext, emit: (consuming PDU) -> Void) {
        let payload = frame[index..<frame.endIndex]
        switch type {
        case 0x0800:
            ipv4(frame, at: index, end: frame.endIndex, ctx: &ctx, emit: emit)
        case 0x86DD:
            ipv6(frame, at: index, end: frame.endIndex, ctx: &ctx, emit: emit)
        case 0xAEFE:
            // eCPRI (eCPRI v2.0 clause 3.3.1 EtherType); the codec bounds it by its payload size.
            ctx.push("ecpri")
            emitECPRI(payload, offset: index, ctx: &ctx, emit: emit)
        case 0x88F7:
            // PTP over Ethernet (IEEE 1588-2019 annex E).
            ctx.push("ptp")
            emitPDU(.ptp, payload: payload, offset: index, frames: nil, ctx: &ctx, emit: emit)
        case 0xFC3D:
            // IEEE 1914.3 Radio over Ethernet.
            ctx.push("roe")
            if !ctx.full, let piece = ECPRIReassembler.piece(payload, .roe), ctx.isTruncated || ECPRIReassembler.fits(payload, .roe) {
                reassemble(payload, piece: piece, transport: .roe, offset: index, ctx: &ctx, emit: emit)
            } else {
                emitPDU(.roe, payload: payload, offset: index, frames: nil, ctx: &ctx, emit: emit)
            }
        default:
            unhandledEtherType = type
            if !payload.isEmpty { ctx.push("data") }
            if ctx.full {
                ctx.protocolColumn = "0x" + hexDigits(UInt64(type), width: 4)
                ctx.info = "Ethernet II"
            }
        }
    }
}

extension PDUKind {
    /// Position in `allCases` (for the statistics counters).
    var index: Int {
        switch self {
        case .ecpri: 0
        case .f1ap: 1
        case .e1ap: 2
        case .e2ap: 3
        case .ngap: 4
        case .ptp: 5
        case .roe: 6
        }
    }
}

/// Lower-case hex of `value` zero-padded to `width` digits.
func hexDigits(_ value: UInt64, width: Int) -> String {
    let digits = String(value, radix: 16)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
}
