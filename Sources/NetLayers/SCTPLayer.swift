import WireCore

/// SCTP packets (RFC 9260 clause 3): common header, then every chunk walked by its length and
/// padded to four bytes; DATA (clause 3.3.1) and I-DATA (RFC 8260 clause 2.1) user messages
/// reassembled and handed on by PPID or port.
extension NetworkDemux {
    mutating func sctp(_ buffer: ArraySlice<UInt8>, at start: Int, end: Int, ctx: inout FrameContext, emit: (consuming PDU) -> Void) {
        ctx.push("sctp")
        guard end - start >= 12 else {
            ctx.ranOut("sctp", at: start, needed: 12, available: end - start)
            return
        }
        let sourcePort = load16(buffer, start)
        let destinationPort = load16(buffer, start + 2)
        let verificationTag = load32(buffer, start + 4)
        ctx.field(NetworkFields.sctpSourcePort.name, UInt64(sourcePort), at: start, bytes: 2)
        ctx.field(NetworkFields.sctpDestinationPort.name, UInt64(destinationPort), at: start + 2, bytes: 2)
        ctx.field(NetworkFields.sctpVerificationTag.name, UInt64(verificationTag), at: start + 4, bytes: 4)
        ctx.field(NetworkFields.sctpChecksum.name, UInt64(load32(buffer, start + 8)), at: start + 8, bytes: 4)
        ctx.endpoints.sourcePort = sourcePort
        ctx.endpoints.destinationPort = destinationPort
        let (association, direction, directionsSeen, firstPath) = sctp.association(
            source: ctx.endpoints.sourceIP ?? .v4(0), sourcePort: sourcePort,
            destination: ctx.endpoints.destinationIP ?? .v4(0), destinationPort: destinationPort,
            verificationTag: verificationTag, sourceMAC: ctx.endpoints.sourceMAC, destinationMAC: ctx.endpoints.destinationMAC,
            frame: ctx.frameNumber, configuration: configuration, statistics: &statistics)
        if let firstPath {
            // Another address pair of a multi-homed association (RFC 9260 clause 6.4): its PDUs
            // go by the pair the association was first seen on, so that they reach the same
            // nodes and the same association in every rule (the frame's own fields are as read).
            ctx.endpoints.sourceIP = firstPath.source.address
            ctx.endpoints.destinationIP = firstPath.destination.address
            ctx.endpoints.sourceMAC = firstPath.source.mac
            ctx.endpoints.destinationMAC = firstPath.destination.mac
        }
        ctx.endpoints.sctpAssociation = association
        ctx.endpoints.sctpSourceSentInit = sctp.initiators[association].map { $0 == direction }
        ctx.endpoints.sctpDirectionsSeen = directionsSeen
        if ctx.full {
            ctx.protocolColumn = "SCTP"
            ctx.info = ""
            // RFC 9260 clause 6.8; only when the whole packet was captured. A note, not an error:
            // checksum offload on the capturing host leaves outgoing packets unchecksummed.
            if !(ctx.isTruncated && !ctx.inReassembledDatagram) && !CRC32c.verifies(buffer[start..<end]) {
                ctx.note("sctp.checksum", at: start + 8, "SCTP CRC32c checksum does not verify (checksum offload on the capturing host gives this too)", id: "NET-SCTP-CHECKSUM")
            }
        }
        var position = start + 12
        var chunks = 0
        while position < end {
            chunks += 1
            guard chunks <= Limits.maximumListCount else {
                ctx.malformed("sctp.chunk_type", at: position, "too many chunks")
                return
            }
            guard end - position >= 4 else {
                ctx.ranOut("sctp.chunk_length", at: position, needed: 4, available: end - position)
                return
            }
            let type = buffer[position]
            let flags = buffer[position + 1]
            let length = Int(load16(buffer, position + 2))
            ctx.field(NetworkFields.sctpChunkType.name, UInt64(type), at: position, bytes: 1)
            ctx.field(NetworkFields.sctpChunkFlags.name, UInt64(flags), at: position + 1, bytes: 1)
            ctx.field(NetworkFields.sctpChunkLength.name, UInt64(length), at: position + 2, bytes: 2)
            guard length >= 4 else {
                ctx.malformed("sctp.chunk_length", at: position + 2, "chunk length \(length) is below 4")
                return
            }
            guard length <= end - position else {
                ctx.ranOut("sctp.chunk_length", at: position + 2, needed: length, available: end - position)
                return
            }
            let chunkEnd = position + length
            let label = chunkLabel(type)
            switch type {
            case 0:
                dataChunk(
                    buffer, at: position, end: chunkEnd, flags: flags, association: association, direction: direction,
                    ctx: &ctx, emit: emit)
            case 64:
                idataChunk(
                    buffer, at: position, end: chunkEnd, flags: flags, association: association, direction: direction,
                    ctx: &ctx, emit: emit)
            case 1, 2:
                // INIT / INIT ACK (clauses 3.3.2, 3.3.3): a new TSN space for this direction.
                guard length >= 20 else {
                    ctx.malformed("sctp.chunk_length", at: position + 2, "\(label) chunk shorter than 20 bytes")
                    return
                }
                let names = NetworkFields.initFields(ack: type == 2)
                ctx.field(names.tag, UInt64(load32(buffer, position + 4)), at: position + 4, bytes: 4)
                ctx.field(names.credit, UInt64(load32(buffer, position + 8)), at: position + 8, bytes: 4)
                ctx.field(names.outbound, UInt64(load16(buffer, position + 12)), at: position + 12, bytes: 2)
                ctx.field(names.inbound, UInt64(load16(buffer, position + 14)), at: position + 14, bytes: 2)
                ctx.field(names.tsn, UInt64(load32(buffer, position + 16)), at: position + 16, bytes: 4)
                sctp.restart(association: association, direction: direction)
                if type == 1 { sctp.noteInit(association: association, direction: direction, limit: configuration.maximumAssociations) }
                sctp.noteAddresses(Self.listedAddresses(buffer, from: position + 20, to: chunkEnd), association: association,
                                   direction: direction, configuration: configuration)
                appendInfo(label, ctx: &ctx)
            case 193:
                // ASCONF (RFC 5061 clause 4.1.1): an endpoint adding an address to the association
                // (Add IP Address, clause 4.2.1) may use it on another address pair from then on.
                sctp.noteAddresses(Self.addedAddresses(buffer, from: position + 8, to: chunkEnd),
                                   association: association, direction: direction, configuration: configuration)
                appendInfo(label, ctx: &ctx)
            case 3:
                // SACK (clause 3.3.4).
                guard length >= 16 else {
                    ctx.malformed("sctp.chunk_length", at: position + 2, "SACK chunk shorter than 16 bytes")
                    return
                }
                let ack = load32(buffer, position + 4)
                let window = load32(buffer, position + 8)
                let relativeAck = sctp.relative(ack, association: association, direction: 1 - direction)
                ctx.field(NetworkFields.sctpSackCumulativeTSN.name, UInt64(relativeAck), at: position + 4, bytes: 4)
                ctx.field(NetworkFields.sctpSackCumulativeTSNRaw.name, UInt64(ack), at: position + 4, bytes: 4)
                ctx.field(NetworkFields.sctpSackWindow.name, UInt64(window), at: position + 8, bytes: 4)
                ctx.field(NetworkFields.sctpSackGapBlocks.name, UInt64(load16(buffer, position + 12)), at: position + 12, bytes: 2)
                ctx.field(NetworkFields.sctpSackDuplicates.name, UInt64(load16(buffer, position + 14)), at: position + 14, bytes: 2)
                if ctx.full { appendInfo("SACK (Ack=\(relativeAck), Arwnd=\(window))", ctx: &ctx) }
            default:
                // All other chunk types (HEARTBEAT, ABORT, SHUTDOWN*, ERROR, COOKIE*, AUTH,
                // FORWARD-TSN, I-FORWARD-TSN, ASCONF*, RE-CONFIG, PAD, unknown) are skipped by length.
                appendInfo(label, ctx: &ctx)
            }
            // Chunks are padded to a multiple of 4 bytes; the last chunk's padding may be absent.
            let padded = position + ((length + 3) & ~3)
            position = min(padded, end)
        }
    }

    /// The IPv4 and IPv6 Address parameters (types 5 and 6, RFC 9260 clause 3.3.2.1) among the
    /// optional parameters of an INIT or INIT ACK, walked by their lengths (padded to four bytes);
    /// a parameter of a wrong length is passed over, a length that runs past the chunk ends the walk.
    static func listedAddresses(_ buffer: ArraySlice<UInt8>, from start: Int, to end: Int) -> [IPAddress] {
        var out: [IPAddress] = []
        var at = start
        while end - at >= 4 && out.count < SCTPAnnouncedAddresses.maximum * 2 {
            let type = load16(buffer, at)
            let length = Int(load16(buffer, at + 2))
            guard length >= 4, length <= end - at else { break }
            if type == 5 && length == 8 {
                out.append(.v4(load32(buffer, at + 4)))
            } else if type == 6 && length == 20 {
                let high = UInt64(load32(buffer, at + 4)) << 32 | UInt64(load32(buffer, at + 8))
                let low = UInt64(load32(buffer, at + 12)) << 32 | UInt64(load32(buffer, at + 16))
                out.append(.v6(high, low))
            }
            at += (length + 3) & ~3
        }
        return out
    }

    /// The addresses an ASCONF adds for its sender: the Address Parameter after the Serial Number
    /// (the sender's, clause 4.1.1) is passed over, then each Add IP Address parameter (type
    /// 0xC001, clause 4.2.1: correlation ID, then an IPv4 or IPv6 Address parameter) gives one.
    /// The wildcard address (all zeros: the packet's source, sent from the address being added)
    /// is left out: such a packet arrives on a pair not yet the association's. Walked by lengths
    /// as ``listedAddresses(_:from:to:)``.
    static func addedAddresses(_ buffer: ArraySlice<UInt8>, from start: Int, to end: Int) -> [IPAddress] {
        var out: [IPAddress] = []
        guard end - start >= 4 else { return out }
        let lookup = Int(load16(buffer, start + 2))
        guard lookup >= 4, lookup <= end - start else { return out }
        var at = start + ((lookup + 3) & ~3)
        while end - at >= 4 && out.count < SCTPAnnouncedAddresses.maximum * 2 {
            let type = load16(buffer, at)
            let length = Int(load16(buffer, at + 2))
            guard length >= 4, length <= end - at else { break }
            if type == 0xC001 && length >= 12 {
                out += listedAddresses(buffer, from: at + 8, to: at + length).filter { $0 != .v4(0) && $0 != .v6(0, 0) }
            }
            at += (length + 3) & ~3
        }
        return out
    }

    private func appendInfo(_ text: @autoclosure () -> String, ctx: inout FrameContext) {
        guard ctx.full else { return }
        ctx.info += ctx.info.isEmpty ? text() : " " + text()
    }

    /// DATA chunk (RFC 9260 clause 3.3.1): flags U (0x04), B (0x02), E (0x01), I (0x08); TSN,
    /// stream identifier, stream sequence number, PPID.
    private mutating func dataChunk(
        _ buffer: ArraySlice<UInt8>, at start: Int, end: Int, flags: UInt8, association: Int, direction: UInt8,
        ctx: inout FrameContext, emit: (consuming PDU) -> Void
    ) {
        guard end - start > 16 else {
            ctx.malformed("sctp.chunk_length", at: start + 2, "DATA chunk without user data (RFC 9260 clause 3.3.1 needs at least 17 bytes)")
            return
        }
        let tsn = load32(buffer, start + 4)
        let stream = load16(buffer, start + 8)
        let sequence = load16(buffer, start + 10)
        let ppid = load32(buffer, start + 12)
        ctx.field(NetworkFields.sctpDataEnding.name, bool: flags & 0x01 != 0, at: start + 1, bytes: 1)
        ctx.field(NetworkFields.sctpDataBeginning.name, bool: flags & 0x02 != 0, at: start + 1, bytes: 1)
        ctx.field(NetworkFields.sctpDataUnordered.name, bool: flags & 0x04 != 0, at: start + 1, bytes: 1)
        ctx.field(NetworkFields.sctpDataImmediate.name, bool: flags & 0x08 != 0, at: start + 1, bytes: 1)
        let (relativeTSN, fresh) = sctp.relativeAndAccept(tsn, association: association, direction: direction, capacity: configuration.retransmissionHistory)
        ctx.field(NetworkFields.sctpDataTSN.name, UInt64(relativeTSN), at: start + 4, bytes: 4)
        ctx.field(NetworkFields.sctpDataTSNRaw.name, UInt64(tsn), at: start + 4, bytes: 4)
        ctx.field(NetworkFields.sctpDataStream.name, UInt64(stream), at: start + 8, bytes: 2)
        ctx.field(NetworkFields.sctpDataStreamSequence.name, UInt64(sequence), at: start + 10, bytes: 2)
        ctx.field(NetworkFields.sctpDataPayloadProtocol.name, UInt64(ppid), at: start + 12, bytes: 4)
        userData(
            label: "DATA (TSN=\(relativeTSN))",
            buffer, payloadStart: start + 16, end: end, flags: flags, tsn: tsn, stream: stream, sequence: UInt32(sequence),
            ppidOrFSN: ppid, isIData: false, fresh: fresh, association: association, direction: direction, fieldIndex: start + 4,
            ctx: &ctx, emit: emit)
    }

    /// I-DATA chunk (RFC 8260 clause 2.1): TSN, stream, reserved, MID, then PPID (B set) or FSN.
    private mutating func idataChunk(
        _ buffer: ArraySlice<UInt8>, at start: Int, end: Int, flags: UInt8, association: Int, direction: UInt8,
        ctx: inout FrameContext, emit: (consuming PDU) -> Void
    ) {
        guard end - start > 20 else {
            ctx.malformed("sctp.chunk_length", at: start + 2, "I-DATA chunk without user data (RFC 8260 clause 2.1 needs at least 21 bytes)")
            return
        }
        let tsn = load32(buffer, start + 4)
        let stream = load16(buffer, start + 8)
        let messageID = load32(buffer, start + 12)
        let last = load32(buffer, start + 16)
        ctx.field(NetworkFields.sctpDataEnding.name, bool: flags & 0x01 != 0, at: start + 1, bytes: 1)
        ctx.field(NetworkFields.sctpDataBeginning.name, bool: flags & 0x02 != 0, at: start + 1, bytes: 1)
        ctx.field(NetworkFields.sctpDataUnordered.name, bool: flags & 0x04 != 0, at: start + 1, bytes: 1)
        ctx.field(NetworkFields.sctpDataImmediate.name, bool: flags & 0x08 != 0, at: start + 1, bytes: 1)
        let (relativeTSN, fresh) = sctp.relativeAndAccept(tsn, association: association, direction: direction, capacity: configuration.retransmissionHistory)
        ctx.field(NetworkFields.sctpDataTSN.name, UInt64(relativeTSN), at: start + 4, bytes: 4)
        ctx.field(NetworkFields.sctpDataTSNRaw.name, UInt64(tsn), at: start + 4, bytes: 4)
        ctx.field(NetworkFields.sctpDataStream.name, UInt64(stream), at: start + 8, bytes: 2)
        ctx.field(NetworkFields.sctpDataMessageID.name, UInt64(messageID), at: start + 12, bytes: 4)
        if flags & 0x02 != 0 {
            ctx.field(NetworkFields.sctpDataPayloadProtocol.name, UInt64(last), at: start + 16, bytes: 4)
        } else {
            ctx.field(NetworkFields.sctpDataFragmentSequence.name, UInt64(last), at: start + 16, bytes: 4)
        }
        userData(
            label: "I_DATA (TSN=\(relativeTSN))",
            buffer, payloadStart: start + 20, end: end, flags: flags, tsn: tsn, stream: stream, sequence: messageID,
            ppidOrFSN: last, isIData: true, fresh: fresh, association: association, direction: direction, fieldIndex: start + 4,
            ctx: &ctx, emit: emit)
    }

    /// Delivers the user data of one DATA / I-DATA chunk once: a retransmitted TSN (`fresh`
    /// false, ``SCTPTracker/relativeAndAccept(_:association:direction:capacity:)``) is dropped,
    /// fragments are held until their message is complete.
    /// The Info text follows tshark: a chunk handed to an upper protocol adds nothing (that
    /// protocol writes its own), a fragment adds "(Message Fragment)", a retransmission
    /// "(retransmission)", any other DATA its label.
    private mutating func userData(
        label: @autoclosure () -> String, _ buffer: ArraySlice<UInt8>, payloadStart: Int, end: Int, flags: UInt8, tsn: UInt32, stream: UInt16,
        sequence: UInt32, ppidOrFSN: UInt32, isIData: Bool, fresh: Bool, association: Int, direction: UInt8, fieldIndex: Int,
        ctx: inout FrameContext, emit: (consuming PDU) -> Void
    ) {
        guard fresh else {
            statistics.sctpRetransmissions += 1
            if ctx.full { appendInfo(label() + " (retransmission)", ctx: &ctx) }
            ctx.note("sctp.data_tsn", at: fieldIndex, "retransmitted TSN \(tsn) (delivered once)", id: "NET-SCTP-RETRANSMISSION")
            return
        }
        let beginning = flags & 0x02 != 0
        let ending = flags & 0x01 != 0
        let unordered = flags & 0x04 != 0
        ctx.endpoints.sctpStream = stream
        if beginning && ending {
            let ppid = ppidOrFSN
            ctx.endpoints.payloadProtocolID = ppid
            guard let kind = upperKind(ppid: ppid, ctx: ctx) else {
                if payloadStart < end { ctx.push("data") }
                if ctx.full { appendInfo(label(), ctx: &ctx) }
                return
            }
            ctx.push(kind.rawValue)
            ctx.endpoints.sctpTSNs.removeAll(keepingCapacity: true)
            ctx.endpoints.sctpTSNs.append(tsn)
            emitPDU(kind, payload: buffer[payloadStart..<end], offset: payloadStart, frames: nil, ctx: &ctx, emit: emit)
            return
        }
        let piece = SCTPPiece(
            beginning: beginning, ending: ending, stream: stream, sequence: sequence, payloadProtocolID: ppidOrFSN, tsn: tsn,
            bytes: Array(buffer[payloadStart..<end]), frames: ctx.inReassembledDatagram ? ctx.datagramFrames : [ctx.frameNumber])
        let message =
            isIData
            ? sctp.addIData(piece, unordered: unordered, association: association, direction: direction, configuration: configuration, statistics: &statistics)
            : sctp.addData(piece, unordered: unordered, association: association, direction: direction, configuration: configuration, statistics: &statistics)
        guard let message else {
            if ctx.full { appendInfo(label() + " (Message Fragment)", ctx: &ctx) }
            return
        }
        ctx.endpoints.payloadProtocolID = message.payloadProtocolID
        guard let kind = upperKind(ppid: message.payloadProtocolID, ctx: ctx) else {
            ctx.push("data")
            if ctx.full { appendInfo(label(), ctx: &ctx) }
            return
        }
        ctx.push(kind.rawValue)
        ctx.endpoints.sctpTSNs = message.tsns
        let frames = message.frames.count == 1 && message.frames[0] == ctx.frameNumber ? nil : message.frames
        emitPDU(kind, payload: message.bytes[...], offset: nil, frames: frames, ctx: &ctx, emit: emit)
    }

    /// Upper protocol by PPID (IANA SCTP PPIDs: 60 NGAP, 62 F1AP, 64 E1AP, 70 E2-CP), or by
    /// port when the PPID is 0.
    private func upperKind(ppid: UInt32, ctx: FrameContext) -> PDUKind? {
        switch ppid {
        case 62: return .f1ap
        case 64: return .e1ap
        case 70: return .e2ap
        case 60: return .ngap
        case 0:
            let ports = (ctx.endpoints.sourcePort ?? 0, ctx.endpoints.destinationPort ?? 0)
            if configuration.f1apSCTPPorts.contains(ports.0) || configuration.f1apSCTPPorts.contains(ports.1) { return .f1ap }
            if configuration.e1apSCTPPorts.contains(ports.0) || configuration.e1apSCTPPorts.contains(ports.1) { return .e1ap }
            if configuration.e2apSCTPPorts.contains(ports.0) || configuration.e2apSCTPPorts.contains(ports.1) { return .e2ap }
            if configuration.ngapSCTPPorts.contains(ports.0) || configuration.ngapSCTPPorts.contains(ports.1) { return .ngap }
            return nil
        default: return nil
        }
    }

    /// tshark's Info text for a chunk type (RFC 9260 clause 3.2 table, RFC 8260, RFC 6525, RFC 4895, RFC 5061, RFC 4820).
    func chunkLabel(_ type: UInt8) -> String {
        switch type {
        case 0: "DATA"
        case 1: "INIT"
        case 2: "INIT_ACK"
        case 3: "SACK"
        case 4: "HEARTBEAT"
        case 5: "HEARTBEAT_ACK"
        case 6: "ABORT"
        case 7: "SHUTDOWN"
        case 8: "SHUTDOWN_ACK"
        case 9: "ERROR"
        case 10: "COOKIE_ECHO"
        case 11: "COOKIE_ACK"
        case 12: "ECNE"
        case 13: "CWR"
        case 14: "SHUTDOWN_COMPLETE"
        case 15: "AUTH"
        case 64: "I_DATA"
        case 128: "ASCONF_ACK"
        case 130: "RE_CONFIG"
        case 132: "PAD"
        case 192: "FORWARD_TSN"
        case 193: "ASCONF"
        case 194: "I_FORWARD_TSN"
        default: "RESERVED"  // tshark names every unassigned type so
        }
    }
}
