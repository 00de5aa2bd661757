import CaptureIO
import Conformance
import Foundation
import NetLayers
import Testing

/// RAN traffic captured through a tunnel: a switch mirroring the fronthaul to an analyser over
/// ERSPAN, a cluster overlay (VXLAN, Geneve, IP in IP) carrying F1AP between nodes, GRE. Every
/// Ethernet frame of every test capture is carried in each tunnel (the IP packet alone for IP in
/// IP); every rule and node keeps the verdict and counts of the capture taken on the link itself,
/// but FH-ETH-FCS: a mirror or overlay carries a frame without its FCS, so a capture that had
/// them can no longer have them judged.
@Suite struct TunnelInvarianceTests {
    typealias V = CaptureVariants

    enum Tunnel: String, CaseIterable {
        case vxlan, geneveOverIPv6, erspanII, erspanIIIWithPlatformHeader, greTap, ipInIP
    }

    static let outerEthernet: [UInt8] = [0x02, 0, 0, 0, 0x0E, 0x02, 0x02, 0, 0, 0, 0x0E, 0x01]

    static func be16(_ v: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)] }
    static func be32(_ v: Int) -> [UInt8] { be16(v >> 16) + be16(v) }

    /// An outer IPv4 header (RFC 791) with a valid checksum around `payload`; flags and fragment
    /// offset `flagsOffset` (Don't Fragment unless told).
    static func ipv4(protocol proto: UInt8, _ payload: [UInt8], id: Int, flagsOffset: Int = 0x4000) -> [UInt8] {
        var h: [UInt8] = [0x45, 0] + be16(20 + payload.count) + be16(id) + be16(flagsOffset) + [64, proto, 0, 0, 198, 51, 100, 1, 198, 51, 100, 2]
        var sum = 0
        for i in stride(from: 0, to: 20, by: 2) { sum += Int(h[i]) << 8 | Int(h[i + 1]) }
        while sum >> 16 != 0 { sum = (sum & 0xFFFF) + (sum >> 16) }
        h[10] = UInt8(~sum >> 8 & 0xFF)
        h[11] = UInt8(~sum & 0xFF)
        return h + payload
    }

    static func ipv6(nextHeader: UInt8, _ payload: [UInt8]) -> [UInt8] {
        [0x60, 0, 0, 0] + be16(payload.count) + [nextHeader, 64] + [0x20, 0x01, 0x0D, 0xB8] + [UInt8](repeating: 0, count: 11) + [1]
            + [0x20, 0x01, 0x0D, 0xB8] + [UInt8](repeating: 0, count: 11) + [2] + payload
    }

    /// The Ethernet frame `inner` (no FCS) in `tunnel`; nil when the tunnel carries only IP and
    /// the frame holds none (it is then captured as it is).
    static func carry(_ inner: [UInt8], in tunnel: Tunnel, index: Int) -> [UInt8]? {
        let udpSource = 49_152 + index % 16_000
        switch tunnel {
        case .vxlan:
            let vxlan: [UInt8] = [0x08, 0, 0, 0, 0, 0, 42, 0]
            return outerEthernet + [0x08, 0x00] + ipv4(protocol: 17, be16(udpSource) + be16(4789) + be16(16 + inner.count) + [0, 0] + vxlan + inner, id: index)
        case .geneveOverIPv6:
            // version 0, one 4-octet option (class 0x0102, type 1, length 0), Ethernet
            let geneve: [UInt8] = [0x01, 0, 0x65, 0x58, 0, 0, 9, 0, 0x01, 0x02, 0x01, 0x00]
            return outerEthernet + [0x86, 0xDD] + ipv6(nextHeader: 17, be16(udpSource) + be16(6081) + be16(8 + geneve.count + inner.count) + [0, 0] + geneve + inner)
        case .erspanII:
            return erspanII(inner, index: index, truncated: false)
        case .erspanIIIWithPlatformHeader:
            let gre: [UInt8] = [0x10, 0x00, 0x22, 0xEB] + be32(index)
            let erspan: [UInt8] = [0x20, 0x00, 0x00, 0x07] + be32(index &* 1_000) + [0, 0, 0x00, 0x01] + [0x0C, 0, 0, 0, 0, 0, 0, 0]
            return outerEthernet + [0x08, 0x00] + ipv4(protocol: 47, gre + erspan + inner, id: index)
        case .greTap:
            let gre: [UInt8] = [0x20, 0x00, 0x65, 0x58] + be32(0x1234)
            return outerEthernet + [0x08, 0x00] + ipv4(protocol: 47, gre + inner, id: index)
        case .ipInIP:
            let position = V.etherTypeOffset(inner)
            guard position + 2 <= inner.count else { return nil }
            let type = Int(inner[position]) << 8 | Int(inner[position + 1])
            guard type == 0x0800 || type == 0x86DD else { return nil }
            // the frame's own addresses and tags, then IPv4 around its packet (RFC 2003; RFC 4213 for IPv6)
            return Array(inner[..<position]) + [0x08, 0x00] + ipv4(protocol: type == 0x0800 ? 4 : 41, Array(inner[(position + 2)...]), id: index)
        }
    }

    /// ERSPAN type II over GRE with a sequence number; `truncated` sets the T bit (the session
    /// cut the mirrored frame).
    static func erspanII(_ inner: [UInt8], index: Int, truncated: Bool) -> [UInt8] {
        let gre: [UInt8] = [0x10, 0x00, 0x88, 0xBE] + be32(index)
        let erspan: [UInt8] = [0x10, 0x00, truncated ? 0x04 : 0x00, 0x07, 0, 0, 0, 0]
        return outerEthernet + [0x08, 0x00] + ipv4(protocol: 47, gre + erspan + inner, id: index)
    }

    /// The frames of `frames` carried in `tunnel` (FCS left off: a mirror or overlay carries
    /// the frame without it).
    static func carried(_ frames: [V.Frame], in tunnel: Tunnel) -> [V.Frame] {
        withoutFCS(frames).enumerated().map { index, f in
            guard f.linkType == .ethernet, f.bytes.count == f.originalLength, let bytes = carry(f.bytes, in: tunnel, index: index + 1) else { return f }
            return V.Frame(time: f.time, bytes: bytes, originalLength: bytes.count, linkType: .ethernet)
        }
    }

    /// Every Ethernet frame without the FCS it ends with (when its last four octets are one).
    static func withoutFCS(_ frames: [V.Frame]) -> [V.Frame] {
        frames.map { f in
            guard f.linkType == .ethernet, f.bytes.count == f.originalLength, f.bytes.count >= 18 + 4,
                  EthernetFCS.crc32(f.bytes.dropLast(4)) == EthernetFCS.stored(in: f.bytes[...]) else { return f }
            return V.Frame(time: f.time, bytes: Array(f.bytes.dropLast(4)), originalLength: f.originalLength - 4, linkType: .ethernet)
        }
    }

    /// A mirror session that keeps the first 100 octets of each frame (and says so in ERSPAN's T
    /// bit) is a snap length: no rule and node gains an alarm, and the run is incomplete.
    @Test(arguments: V.subjects)
    func aTruncatingMirrorAddsNoAlarm(subject: V.Subject) throws {
        let configuration = try V.configuration(subject)
        let frames = Self.withoutFCS(try V.frames(subject.path))
        let whole = V.alarms(V.check(frames, configuration: configuration))
        var cut = 0
        let mirrored = frames.enumerated().map { index, f -> V.Frame in
            guard f.linkType == .ethernet, f.bytes.count == f.originalLength, f.bytes.count > 100 else { return f }
            cut += 1
            let bytes = Self.erspanII(Array(f.bytes.prefix(100)), index: index + 1, truncated: true)
            return V.Frame(time: f.time, bytes: bytes, originalLength: bytes.count, linkType: .ethernet)
        }
        let results = V.check(mirrored, configuration: configuration)
        #expect(V.alarms(results).subtracting(whole).isEmpty, "\(subject.name): \(V.alarms(results).subtracting(whole).sorted())")
        #expect(results.completeness.snapLengthCutFrames == cut)
        #expect(results.frames.malformed <= V.check(frames, configuration: configuration).frames.malformed)
    }

    @Test(arguments: V.subjects)
    func aTunnelChangesNoVerdict(subject: V.Subject) throws {
        let configuration = try V.configuration(subject)
        let frames = try V.frames(subject.path)
        let directResults = V.check(frames, configuration: configuration)
        let direct = CapturePointCopyTests.counts(directResults).filter { !$0.hasPrefix("FH-ETH-FCS ") }
        for tunnel in Tunnel.allCases {
            let results = V.check(Self.carried(frames, in: tunnel), configuration: configuration)
            let counts = CapturePointCopyTests.counts(results).filter { !$0.hasPrefix("FH-ETH-FCS ") }
            #expect(counts == direct, "\(subject.name) in \(tunnel): \(counts.filter { !direct.contains($0) }) instead of \(direct.filter { !counts.contains($0) })")
            #expect(results.frames.malformed == directResults.frames.malformed, "\(subject.name) in \(tunnel): \(results.frames.malformedFrames)")
        }
    }
}
