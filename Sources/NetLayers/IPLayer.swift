import WireCore

/// IPv4 (RFC 791) and IPv6 (RFC 8200) parsing, with fragment reassembly.
extension NetworkDemux {
    /// IPv4 header (RFC 791 clause 3.1) with options; the payload is bounded by Total Length, so
    /// Ethernet minimum-frame padding never reaches the upper layer.
    mutating func ipv4(_ buffer: ArraySlice<UInt8>, at start: Int, end: Int, ctx: inout FrameContext, emit: (consuming PDU) -> Void) {
        ctx.push("ip")
        guard end - start >= 20 else {
            ctx.ranOut("ip", at: start, needed: 20, available: end - start)
            return
        }
        let version = buffer[start] >> 4
        let headerLength = Int(buffer[start] & 0x0F) * 4
        let totalLength = Int(load16(buffer, start + 2))
        ctx.field(NetworkFields.ipVersion.name, UInt64(version), at: start, bytes: 1)
        ctx.field(NetworkFields.ipHeaderLength.name, UInt64(headerLength), at: start, bytes: 1)
        guard version == 4 else {
            ctx.malformed("ip.version", at: start, "IPv4 header with version \(version)")
            return
        }
        guard headerLength >= 20 else {
            ctx.malformed("ip.hdr_len", at: start, "header length \(headerLength) is below 20")
            return
        }
        guard end - start >= headerLength else {
            ctx.ranOut("ip.options", at: start + 20, needed: headerLength - 20, available: end - start - 20)
            return
        }
        let identification = load16(buffer, start + 4)
        let flagsAndOffset = load16(buffer, start + 6)
        let ttl = buffer[start + 8]
        let proto = buffer[start + 9]
        let source = load32(buffer, start + 12)
        let destination = load32(buffer, start + 16)
        let moreFragments = flagsAndOffset & 0x2000 != 0
        let fragmentOffset = Int(flagsAndOffset & 0x1FFF)
        if ctx.full {
            ctx.field(NetworkFields.ipDSField.name, UInt64(buffer[start + 1]), at: start + 1, bytes: 1)
            ctx.field(NetworkFields.ipLength.name, UInt64(totalLength), at: start + 2, bytes: 2)
            ctx.field(NetworkFields.ipID.name, UInt64(identification), at: start + 4, bytes: 2)
            ctx.field(NetworkFields.ipFlags.name, UInt64(buffer[start + 6] >> 5), at: start + 6, bytes: 1)
            ctx.field(NetworkFields.ipReservedFlag.name, bool: flagsAndOffset & 0x8000 != 0, at: start + 6, bytes: 1)
            ctx.field(NetworkFields.ipDontFragment.name, bool: flagsAndOffset & 0x4000 != 0, at: start + 6, bytes: 1)
            ctx.field(NetworkFields.ipMoreFragments.name, bool: moreFragments, at: start + 6, bytes: 1)
            ctx.field(NetworkFields.ipFragmentOffset.name, UInt64(fragmentOffset), at: start + 6, bytes: 2)
            ctx.field(NetworkFields.ipTTL.name, UInt64(ttl), at: start + 8, bytes: 1)
            ctx.field(NetworkFields.ipProtocol.name, UInt64(proto), at: start + 9, bytes: 1)
            ctx.field(NetworkFields.ipChecksum.name, UInt64(load16(buffer, start + 10)), at: start + 10, bytes: 2)
            ctx.field(NetworkFields.ipSource.name, text: IPAddress.v4(source).description, at: start + 12, bytes: 4)
            ctx.field(NetworkFields.ipDestination.name, text: IPAddress.v4(destination).description, at: start + 16, bytes: 4)
            ctx.source = IPAddress.v4(source).description
            ctx.destination = IPAddress.v4(destination).description
            ctx.protocolColumn = "IPv4"
            if internetChecksum(buffer[start..<(start + headerLength)]) != 0 {
                ctx.note("ip.checksum", at: start + 10, "IPv4 header checksum does not verify (checksum offload on the capturing host gives this too)", id: "NET-IP-CHECKSUM", severity: .note)
            }
        }
        ctx.endpoints.sourceIP = .v4(source)
        ctx.endpoints.destinationIP = .v4(destination)
        guard totalLength >= headerLength else {
            ctx.malformed("ip.len", at: start + 2, "total length \(totalLength) is below the header length \(headerLength)")
            return
        }
        var datagramEnd = start + totalLength
        if totalLength > end - start {
            ctx.ranOut("ip.len", at: start + 2, needed: totalLength, available: end - start)
            guard ctx.isTruncated && !ctx.inReassembledDatagram else { return }
            datagramEnd = end
        }
        let payloadStart = start + headerLength
        if moreFragments || fragmentOffset != 0 {
            if ctx.dissectFirstFragment {
                if fragmentOffset == 0 { transport(proto, buffer, at: payloadStart, end: datagramEnd, ctx: &ctx, emit: emit) }
                return
            }
            guard datagramEnd == start + totalLength else { return }  // cut fragment: cannot reassemble
            let key = IPFragmentKey(source: .v4(source), destination: .v4(destination), identification: UInt32(identification), proto: proto)
            fragment(
                key: key, offset: fragmentOffset * 8, bytes: buffer[payloadStart..<datagramEnd], more: moreFragments,
                upper: proto, fieldIndex: start + 6, ctx: &ctx, emit: emit)
            if ctx.full && ctx.protocolColumn == "IPv4" {
                ctx.info = "Fragmented IP protocol (proto=\(protocolName(proto)) \(proto), off=\(fragmentOffset * 8), ID=\(hexDigits(UInt64(identification), width: 4)))"
            }
            return
        }
        transport(proto, buffer, at: payloadStart, end: datagramEnd, ctx: &ctx, emit: emit)
    }

    /// IPv6 fixed header (RFC 8200 clause 3); the payload is bounded by Payload Length.
    mutating func ipv6(_ buffer: ArraySlice<UInt8>, at start: Int, end: Int, ctx: inout FrameContext, emit: (consuming PDU) -> Void) {
        ctx.push("ipv6")
        guard end - start >= 40 else {
            ctx.ranOut("ipv6", at: start, needed: 40, available: end - start)
            return
        }
        let first = load32(buffer, start)
        let version = first >> 28
        ctx.field(NetworkFields.ipVersion.name, UInt64(version), at: start, bytes: 1)
        ctx.field(NetworkFields.ipv6Version.name, UInt64(version), at: start, bytes: 1)
        guard version == 6 else {
            ctx.malformed("ipv6.version", at: start, "IPv6 header with version \(version)")
            return
        }
        let payloadLength = Int(load16(buffer, start + 4))
        let nextHeader = buffer[start + 6]
        let source = IPAddress.readV6(buffer, at: start + 8)
        let destination = IPAddress.readV6(buffer, at: start + 24)
        if ctx.full {
            ctx.field(NetworkFields.ipv6TrafficClass.name, UInt64((first >> 20) & 0xFF), at: start, bytes: 2)
            ctx.field(NetworkFields.ipv6FlowLabel.name, UInt64(first & 0xFFFFF), at: start + 1, bytes: 3)
            ctx.field(NetworkFields.ipv6PayloadLength.name, UInt64(payloadLength), at: start + 4, bytes: 2)
            ctx.field(NetworkFields.ipv6NextHeader.name, UInt64(nextHeader), at: start + 6, bytes: 1)
            ctx.field(NetworkFields.ipv6HopLimit.name, UInt64(buffer[start + 7]), at: start + 7, bytes: 1)
            ctx.field(NetworkFields.ipv6Source.name, text: source.description, at: start + 8, bytes: 16)
            ctx.field(NetworkFields.ipv6Destination.name, text: destination.description, at: start + 24, bytes: 16)
            ctx.source = source.description
            ctx.destination = destination.description
            ctx.protocolColumn = "IPv6"
        }
        ctx.endpoints.sourceIP = source
        ctx.endpoints.destinationIP = destination
        if payloadLength == 0 && nextHeader == 0 {
            ctx.note("ipv6.plen", at: start + 4, "jumbogram (RFC 2675) not supported", id: "NET-UNSUPPORTED", severity: .warning)
            return
        }
        var payloadEnd = start + 40 + payloadLength
        if payloadLength > end - start - 40 {
            ctx.ranOut("ipv6.plen", at: start + 4, needed: 40 + payloadLength, available: end - start)
            guard ctx.isTruncated && !ctx.inReassembledDatagram else { return }
            payloadEnd = end
        }
        ipv6Headers(
            nextHeader, buffer, at: start + 40, end: payloadEnd, complete: payloadEnd == start + 40 + payloadLength,
            source: source, destination: destination, ctx: &ctx, emit: emit)
    }

    /// The IPv6 extension header chain (RFC 8200 clause 4; AH RFC 4302 clause 2), then the
    /// upper layer. Fragments (clause 4.5) are reassembled by (source, destination, identification).
    mutating func ipv6Headers(
        _ first: UInt8, _ buffer: ArraySlice<UInt8>, at start: Int, end: Int, complete: Bool,
        source: IPAddress, destination: IPAddress, ctx: inout FrameContext, emit: (consuming PDU) -> Void
    ) {
        var next = first
        var position = start
        for _ in 0..<32 {
            switch next {
            case 0, 43, 60:
                let name = next == 0 ? "ipv6.hopopts" : next == 43 ? "ipv6.routing" : "ipv6.dstopts"
                let nextField = next == 0 ? NetworkFields.ipv6HopByHopNext : next == 43 ? NetworkFields.ipv6RoutingNext
                    : NetworkFields.ipv6DestinationOptionsNext
                ctx.push(name)
                guard end - position >= 2 else {
                    ctx.ranOut(name, at: position, needed: 2, available: end - position)
                    return
                }
                let length = (Int(buffer[position + 1]) + 1) * 8
                guard end - position >= length else {
                    ctx.ranOut(name + ".len", at: position + 1, needed: length, available: end - position)
                    return
                }
                ctx.field(nextField.name, UInt64(buffer[position]), at: position, bytes: 1)
                next = buffer[position]
                position += length
            case 51:
                ctx.push("ah")
                guard end - position >= 2 else {
                    ctx.ranOut("ah", at: position, needed: 2, available: end - position)
                    return
                }
                let length = (Int(buffer[position + 1]) + 2) * 4
                guard end - position >= length else {
                    ctx.ranOut("ah.length", at: position + 1, needed: length, available: end - position)
                    return
                }
                next = buffer[position]
                position += length
            case 44:
                ctx.push("ipv6.fraghdr")
                guard end - position >= 8 else {
                    ctx.ranOut("ipv6.fraghdr", at: position, needed: 8, available: end - position)
                    return
                }
                let upper = buffer[position]
                let offsetWord = load16(buffer, position + 2)
                let offset = Int(offsetWord & 0xFFF8)
                let more = offsetWord & 1 != 0
                let identification = load32(buffer, position + 4)
                ctx.field(NetworkFields.ipv6FragmentNext.name, UInt64(upper), at: position, bytes: 1)
                ctx.field(NetworkFields.ipv6FragmentOffset.name, UInt64(offset >> 3), at: position + 2, bytes: 2)
                ctx.field(NetworkFields.ipv6MoreFragments.name, bool: more, at: position + 2, bytes: 2)
                ctx.field(NetworkFields.ipv6FragmentID.name, UInt64(identification), at: position + 4, bytes: 4)
                position += 8
                if !more && offset == 0 {
                    next = upper  // atomic fragment (RFC 6946)
                    continue
                }
                if ctx.dissectFirstFragment {
                    if offset == 0 { transport(upper, buffer, at: position, end: end, ctx: &ctx, emit: emit) }
                    return
                }
                guard complete else { return }
                let key = IPFragmentKey(source: source, destination: destination, identification: identification, proto: 0xFF)
                fragment(
                    key: key, offset: offset, bytes: buffer[position..<end], more: more, upper: upper,
                    fieldIndex: position - 6, ctx: &ctx, emit: emit)
                if ctx.full && ctx.protocolColumn == "IPv6" {
                    ctx.info = "IPv6 fragment (off=\(offset) more=\(more ? "y" : "n") ident=0x\(hexDigits(UInt64(identification), width: 8)) nxt=\(upper))"
                }
                return
            case 59:
                return  // No Next Header (RFC 8200 clause 4.7)
            default:
                transport(next, buffer, at: position, end: end, ctx: &ctx, emit: emit)
                return
            }
        }
        ctx.malformed("ipv6", at: position, "more than 32 extension headers")
    }

    /// Adds one fragment; when it completes a datagram, parses the datagram's upper layer.
    private mutating func fragment(
        key: IPFragmentKey, offset: Int, bytes: ArraySlice<UInt8>, more: Bool, upper: UInt8, fieldIndex: Int,
        ctx: inout FrameContext, emit: (consuming PDU) -> Void
    ) {
        guard !ctx.inReassembledDatagram else {
            ctx.malformed("ip.frag_offset", at: fieldIndex, "fragment inside a reassembled datagram")
            return
        }
        let outcome = ipReassembler.add(
            key: key, offset: offset, bytes: bytes, more: more, upper: upper, frame: ctx.frameNumber, time: ctx.timestamp,
            configuration: configuration, statistics: &statistics)
        switch outcome {
        case .pending:
            ctx.push("data")
        case .rejected(let reason):
            ctx.malformed(key.proto == 0xFF ? "ipv6.fraghdr.offset" : "ip.frag_offset", at: fieldIndex, reason)
        case .complete(let datagram, let frames, let upperProtocol, let overlapped):
            if overlapped {
                ctx.note("ip.fragment.overlap", at: fieldIndex, "fragments overlap", id: "NET-IP-FRAG-OVERLAP", severity: .warning)
            }
            let savedFlag = ctx.inReassembledDatagram
            let savedFrames = ctx.datagramFrames
            ctx.inReassembledDatagram = true
            ctx.datagramFrames = frames
            if key.proto == 0xFF {
                // IPv6: the fragmentable part may start with more extension headers.
                ipv6Headers(
                    upperProtocol, datagram[...], at: 0, end: datagram.count, complete: true,
                    source: key.source, destination: key.destination, ctx: &ctx, emit: emit)
            } else {
                transport(upperProtocol, datagram[...], at: 0, end: datagram.count, ctx: &ctx, emit: emit)
            }
            ctx.inReassembledDatagram = savedFlag
            ctx.datagramFrames = savedFrames
        }
    }

    /// The layer above IP.
    mutating func transport(_ proto: UInt8, _ buffer: ArraySlice<UInt8>, at start: Int, end: Int, ctx: inout FrameContext, emit: (consuming PDU) -> Void) {
        switch proto {
        case 17: udp(buffer, at: start, end: end, ctx: &ctx, emit: emit)
        case 132: sctp(buffer, at: start, end: end, ctx: &ctx, emit: emit)
        case 4: ipInIP(4, buffer, at: start, end: end, ctx: &ctx, emit: emit)
        case 41: ipInIP(6, buffer, at: start, end: end, ctx: &ctx, emit: emit)
        case 47: gre(buffer, at: start, end: end, ctx: &ctx, emit: emit)
        default:
            if start < end { ctx.push(proto == 6 ? "tcp" : "data") }
        }
    }

    /// UDP (RFC 768); the payload is bounded by the UDP length.
    mutating func udp(_ buffer: ArraySlice<UInt8>, at start: Int, end: Int, ctx: inout FrameContext, emit: (consuming PDU) -> Void) {
        ctx.push("udp")
        guard end - start >= 8 else {
            ctx.ranOut("udp", at: start, needed: 8, available: end - start)
            return
        }
        let sourcePort = load16(buffer, start)
        let destinationPort = load16(buffer, start + 2)
        let length = Int(load16(buffer, start + 4))
        ctx.field(NetworkFields.udpSourcePort.name, UInt64(sourcePort), at: start, bytes: 2)
        ctx.field(NetworkFields.udpDestinationPort.name, UInt64(destinationPort), at: start + 2, bytes: 2)
        ctx.field(NetworkFields.udpLength.name, UInt64(length), at: start + 4, bytes: 2)
        ctx.field(NetworkFields.udpChecksum.name, UInt64(load16(buffer, start + 6)), at: start + 6, bytes: 2)
        ctx.endpoints.sourcePort = sourcePort
        ctx.endpoints.destinationPort = destinationPort
        if ctx.full {
            ctx.protocolColumn = "UDP"
            ctx.info = "\(sourcePort) → \(destinationPort) Len=\(max(length - 8, 0))"
        }
        guard length >= 8 else {
            ctx.malformed("udp.length", at: start + 4, "UDP length \(length) is below 8")
            return
        }
        var payloadEnd = start + length
        if length > end - start {
            ctx.ranOut("udp.length", at: start + 4, needed: length, available: end - start)
            guard ctx.isTruncated && !ctx.inReassembledDatagram else { return }
            payloadEnd = end
        }
        let payloadStart = start + 8
        if configuration.sctpOverUDPPorts.contains(sourcePort) || configuration.sctpOverUDPPorts.contains(destinationPort) {
            sctp(buffer, at: payloadStart, end: payloadEnd, ctx: &ctx, emit: emit)
        } else if configuration.vxlanUDPPorts.contains(destinationPort) {
            vxlan(buffer, at: payloadStart, end: payloadEnd, ctx: &ctx, emit: emit)
        } else if configuration.geneveUDPPorts.contains(destinationPort) {
            geneve(buffer, at: payloadStart, end: payloadEnd, ctx: &ctx, emit: emit)
        } else if !configuration.ecpriUDPPorts.isEmpty
            && (configuration.ecpriUDPPorts.contains(destinationPort) || configuration.ecpriUDPPorts.contains(sourcePort))
        {
            ctx.push("ecpri")
            emitECPRI(buffer[payloadStart..<payloadEnd], offset: payloadStart, ctx: &ctx, emit: emit)
        } else if configuration.ptpUDPPorts.contains(destinationPort) || configuration.ptpUDPPorts.contains(sourcePort) {
            ctx.push("ptp")
            emitPDU(.ptp, payload: buffer[payloadStart..<payloadEnd], offset: payloadStart, frames: nil, ctx: &ctx, emit: emit)
        } else if payloadStart < payloadEnd {
            ctx.push("data")
        }
    }
}

/// RFC 1071 ones-complement sum; zero when a header with its checksum field verifies.
func internetChecksum(_ bytes: ArraySlice<UInt8>) -> UInt16 {
    var sum: UInt32 = 0
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
        sum &+= UInt32(bytes[index]) << 8 | UInt32(bytes[index + 1])
        index += 2
    }
    if index < bytes.endIndex { sum &+= UInt32(bytes[index]) << 8 }
    while sum >> 16 != 0 { sum = (sum & 0xFFFF) + (sum >> 16) }
    return ~UInt16(truncatingIfNeeded: sum)
}

/// tshark's short name of an IP protocol number (for the fragment info text).
func protocolName(_ proto: UInt8) -> String {
    switch proto {
    case 1: "ICMP"
    case 6: "TCP"
    case 17: "UDP"
    case 58: "ICMPv6"
    case 132: "SCTP"
    default: "\(proto)"
    }
}
