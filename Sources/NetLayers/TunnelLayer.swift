import WireCore

/// Tunnels a capture meets when the RAN traffic was mirrored or carried over an overlay: a
/// switch's remote SPAN (ERSPAN over GRE) to an analyser, IP in IP (a Kubernetes CNI's default
/// overlay between nodes), VXLAN and Geneve (cloud and cluster overlays), GRE carrying IP or
/// Ethernet. The inner frame or packet is what the RAN nodes exchanged, so it is demultiplexed as
/// if captured directly: an inner Ethernet frame's addresses and VLAN tags replace the outer
/// ones, an inner IP packet's addresses the outer IP's, and its length is the frame length the
/// rules see (``NetworkDemux/lastFrameInnerEthernetLength``). Fields keep Wireshark's names (`gre.proto`,
/// `erspan.spanid`, `vxlan.vni`, `geneve.vni`); tunnels inside tunnels are followed
/// ``maximumTunnelDepth`` deep.
extension NetworkDemux {
    static let maximumTunnelDepth = 8

    /// Enters one more tunnel; false, with a note, past ``maximumTunnelDepth``.
    mutating func enterTunnel(_ name: String, at index: Int, ctx: inout FrameContext) -> Bool {
        ctx.tunnels += 1
        guard ctx.tunnels <= Self.maximumTunnelDepth else {
            ctx.note(name, at: index, "tunnels nested deeper than \(Self.maximumTunnelDepth) are not followed", id: "NET-UNSUPPORTED", severity: .warning)
            return false
        }
        return true
    }

    /// An IPv4 (IP protocol 4, RFC 2003) or IPv6 (41, RFC 4213) packet inside IP.
    mutating func ipInIP(_ version: UInt8, _ buffer: ArraySlice<UInt8>, at start: Int, end: Int, ctx: inout FrameContext, emit: (consuming PDU) -> Void) {
        guard enterTunnel(version == 4 ? "ip" : "ipv6", at: start, ctx: &ctx) else { return }
        ctx.endpoints.sourcePort = nil
        ctx.endpoints.destinationPort = nil
        if version == 4 {
            ipv4(buffer, at: start, end: end, ctx: &ctx, emit: emit)
        } else {
            ipv6(buffer, at: start, end: end, ctx: &ctx, emit: emit)
        }
    }

    /// GRE (RFC 2784 clause 2, with the key and sequence number of RFC 2890 clause 2): flags and
    /// version, protocol type, then the checksum and offset (C), key (K) and sequence number (S)
    /// when flagged. Version 0 only (1 is PPTP's enhanced GRE, RFC 2637, not a RAN carrier).
    mutating func gre(_ buffer: ArraySlice<UInt8>, at start: Int, end: Int, ctx: inout FrameContext, emit: (consuming PDU) -> Void) {
        ctx.push("gre")
        guard end - start >= 4 else {
            ctx.ranOut("gre", at: start, needed: 4, available: end - start)
            return
        }
        let flags = load16(buffer, start)
        let type = load16(buffer, start + 2)
        ctx.field(NetworkFields.greFlagsAndVersion.name, UInt64(flags), at: start, bytes: 2)
        ctx.field(NetworkFields.greProtocol.name, UInt64(type), at: start + 2, bytes: 2)
        guard flags & 0x7 == 0 else {
            ctx.note("gre.flags.version", at: start, "GRE version \(flags & 0x7) not dissected", id: "NET-UNSUPPORTED")
            return
        }
        guard flags & 0x4000 == 0 else {
            ctx.note("gre.flags.routing", at: start, "GRE with source routing (RFC 1701) not dissected", id: "NET-UNSUPPORTED")
            return
        }
        var position = start + 4
        let hasChecksum = flags & 0x8000 != 0, hasKey = flags & 0x2000 != 0, hasSequence = flags & 0x1000 != 0
        let optional = (hasChecksum ? 4 : 0) + (hasKey ? 4 : 0) + (hasSequence ? 4 : 0)
        guard end - position >= optional else {
            ctx.ranOut("gre", at: position, needed: optional, available: end - position)
            return
        }
        if hasChecksum { position += 4 }
        if hasKey {
            ctx.field(NetworkFields.greKey.name, UInt64(load32(buffer, position)), at: position, bytes: 4)
            position += 4
        }
        if hasSequence {
            ctx.field(NetworkFields.greSequence.name, UInt64(load32(buffer, position)), at: position, bytes: 4)
            position += 4
        }
        switch type {
        case 0x88BE:
            // ERSPAN type II; without a sequence number, type I (no ERSPAN header), as Wireshark reads it.
            if hasSequence {
                erspan(buffer, at: position, end: end, version: 1, ctx: &ctx, emit: emit)
            } else {
                ctx.push("erspan")
                innerEthernet(buffer, at: position, end: end, cut: false, ctx: &ctx, emit: emit)
            }
        case 0x22EB:
            erspan(buffer, at: position, end: end, version: 2, ctx: &ctx, emit: emit)
        case 0x6558:
            // Transparent Ethernet bridging (NVGRE, RFC 7637 clause 3.2; GRE-TAP).
            innerEthernet(buffer, at: position, end: end, cut: false, ctx: &ctx, emit: emit)
        case 0x0800:
            ipInIP(4, buffer, at: position, end: end, ctx: &ctx, emit: emit)
        case 0x86DD:
            ipInIP(6, buffer, at: position, end: end, ctx: &ctx, emit: emit)
        default:
            if position < end { ctx.push("data") }
        }
    }

    /// ERSPAN type II (8-octet header) and type III (12 octets, and an 8-octet platform
    /// subheader when its O bit is set), draft-foschiano-erspan clause 4: the mirrored frame
    /// follows. A session that truncates mirrored frames sets the T bit: the frame is then cut
    /// as a snap length cuts it (inconclusive, never malformed, ``NetworkDemux/lastFrameCutByMirror``).
    mutating func erspan(_ buffer: ArraySlice<UInt8>, at start: Int, end: Int, version expected: UInt16, ctx: inout FrameContext,
                         emit: (consuming PDU) -> Void) {
        ctx.push("erspan")
        let header = expected == 1 ? 8 : 12
        guard end - start >= header else {
            ctx.ranOut("erspan", at: start, needed: header, available: end - start)
            return
        }
        let first = load16(buffer, start)
        let second = load16(buffer, start + 2)
        let version = first >> 12
        let truncated = second & 0x0400 != 0
        ctx.field(NetworkFields.erspanVersion.name, UInt64(version), at: start, bytes: 2)
        ctx.field(NetworkFields.erspanTruncated.name, truncated ? 1 : 0, at: start + 2, bytes: 2)
        ctx.field(NetworkFields.erspanSpanID.name, UInt64(second & 0x03FF), at: start + 2, bytes: 2)
        guard version == expected else {
            ctx.malformed("erspan.version", at: start, "ERSPAN version \(version) under GRE protocol type 0x\(hexDigits(UInt64(expected == 1 ? 0x88BE : 0x22EB), width: 4))")
            return
        }
        var position = start + header
        if expected == 2 {
            let flags = load16(buffer, start + 10)
            let frameType = (flags >> 10) & 0x1F
            if flags & 1 != 0 {
                guard end - position >= 8 else {
                    ctx.ranOut("erspan.platid", at: position, needed: 8, available: end - position)
                    return
                }
                position += 8
            }
            guard frameType == 0 else {
                ctx.note("erspan.ft", at: start + 10, "ERSPAN frame type \(frameType) (not Ethernet) not dissected", id: "NET-UNSUPPORTED")
                return
            }
        }
        innerEthernet(buffer, at: position, end: end, cut: truncated, ctx: &ctx, emit: emit)
    }

    /// VXLAN (RFC 7348 clause 5): flags (I set when the VNI is valid), 24-bit VNI, then an
    /// Ethernet frame.
    mutating func vxlan(_ buffer: ArraySlice<UInt8>, at start: Int, end: Int, ctx: inout FrameContext, emit: (consuming PDU) -> Void) {
        ctx.push("vxlan")
        guard end - start >= 8 else {
            ctx.ranOut("vxlan", at: start, needed: 8, available: end - start)
            return
        }
        ctx.field(NetworkFields.vxlanFlags.name, UInt64(load16(buffer, start)), at: start, bytes: 2)
        ctx.field(NetworkFields.vxlanVNI.name, UInt64(load32(buffer, start + 4) >> 8), at: start + 4, bytes: 3)
        innerEthernet(buffer, at: start + 8, end: end, cut: false, ctx: &ctx, emit: emit)
    }

    /// Geneve (RFC 8926 clause 3.4): version 0, option length in 4-octet words, protocol type
    /// (0x6558 Ethernet, or IPv4 / IPv6), 24-bit VNI, then the options.
    mutating func geneve(_ buffer: ArraySlice<UInt8>, at start: Int, end: Int, ctx: inout FrameContext, emit: (consuming PDU) -> Void) {
        ctx.push("geneve")
        guard end - start >= 8 else {
            ctx.ranOut("geneve", at: start, needed: 8, available: end - start)
            return
        }
        let version = buffer[start] >> 6
        let options = Int(buffer[start] & 0x3F) * 4
        let type = load16(buffer, start + 2)
        ctx.field(NetworkFields.geneveVersion.name, UInt64(version), at: start, bytes: 1)
        ctx.field(NetworkFields.geneveProtocol.name, UInt64(type), at: start + 2, bytes: 2)
        ctx.field(NetworkFields.geneveVNI.name, UInt64(load32(buffer, start + 4) >> 8), at: start + 4, bytes: 3)
        guard version == 0 else {
            ctx.note("geneve.version", at: start, "Geneve version \(version) not dissected", id: "NET-UNSUPPORTED")
            return
        }
        guard end - start - 8 >= options else {
            ctx.ranOut("geneve.options", at: start + 8, needed: options, available: end - start - 8)
            return
        }
        let payload = start + 8 + options
        switch type {
        case 0x6558: innerEthernet(buffer, at: payload, end: end, cut: false, ctx: &ctx, emit: emit)
        case 0x0800: ipInIP(4, buffer, at: payload, end: end, ctx: &ctx, emit: emit)
        case 0x86DD: ipInIP(6, buffer, at: payload, end: end, ctx: &ctx, emit: emit)
        default: if payload < end { ctx.push("data") }
        }
    }

    /// An Ethernet frame inside a tunnel: the outer addresses, VLAN tags and ports are the
    /// carrier's, so they are let go, and the inner frame's length is kept for the rules. `cut`:
    /// the tunnel says the frame was truncated (ERSPAN's T bit).
    mutating func innerEthernet(_ buffer: ArraySlice<UInt8>, at start: Int, end: Int, cut: Bool, ctx: inout FrameContext,
                                emit: (consuming PDU) -> Void) {
        guard enterTunnel("eth", at: start, ctx: &ctx) else { return }
        ctx.endpoints.sourceMAC = nil
        ctx.endpoints.destinationMAC = nil
        ctx.endpoints.vlanTags.removeAll(keepingCapacity: true)
        ctx.endpoints.sourceIP = nil
        ctx.endpoints.destinationIP = nil
        ctx.endpoints.sourcePort = nil
        ctx.endpoints.destinationPort = nil
        if cut {
            ctx.isTruncated = true
            lastFrameCutByMirror = true
            lastFrameInnerEthernetLength = nil
        } else {
            lastFrameInnerEthernetLength = max(0, end - start)
        }
        ethernet(buffer[start..<max(start, end)], ctx: &ctx, emit: emit)
    }
}
