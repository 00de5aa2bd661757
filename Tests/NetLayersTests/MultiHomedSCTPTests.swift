import Testing
@testable import NetLayers

/// SCTP multi-homing (RFC 9260 clause 6.4): an endpoint sends from and to any of its addresses
/// and retransmits to another one, so the packets of one association travel over several address
/// pairs. A pair not seen before joins the association whose packets of the same direction carried
/// the same ports and verification tag (clause 8.5) when its addresses are the endpoints' (listed
/// in INIT / INIT ACK, clause 3.3.2.1), and its PDUs go by the first pair's addresses.
@Suite struct MultiHomedSCTPTests {
    typealias H = HandFrames

    static let duMAC: [UInt8] = [0x02, 0, 0, 0, 0xD0, 0x01], cuMAC: [UInt8] = [0x02, 0, 0, 0, 0xC0, 0x01]
    static let duMAC2: [UInt8] = [0x02, 0, 0, 0, 0xD0, 0x02], cuMAC2: [UInt8] = [0x02, 0, 0, 0, 0xC0, 0x02]
    /// The DU's tag (carried towards the DU) and the CU's (carried towards the CU).
    static let duTag: UInt32 = 0xD0D0_0001, cuTag: UInt32 = 0xC0C0_0001

    /// One SCTP packet in an Ethernet frame between the given MAC and IPv4 addresses.
    static func frame(from srcMAC: [UInt8], _ src: UInt32, port sport: Int, to dstMAC: [UInt8], _ dst: UInt32, port dport: Int,
                      tag: UInt32, _ chunks: [[UInt8]]) -> [UInt8] {
        var f = H.ethernet(type: 0x0800, H.ipv4(proto: 132, payload: H.sctp(srcPort: sport, dstPort: dport, tag: tag, chunks: chunks), src: src, dst: dst))
        f.replaceSubrange(0..<6, with: dstMAC)
        f.replaceSubrange(6..<12, with: srcMAC)
        return f
    }

    struct Path {
        var du: UInt32
        var cu: UInt32
        var duMAC: [UInt8]
        var cuMAC: [UInt8]
    }

    static let first = Path(du: 0x0A00_0002, cu: 0x0A00_0001, duMAC: duMAC, cuMAC: cuMAC)

    static func up(_ p: Path, tag: UInt32 = cuTag, _ chunks: [[UInt8]]) -> [UInt8] {
        frame(from: p.duMAC, p.du, port: 40_000, to: p.cuMAC, p.cu, port: 38_472, tag: tag, chunks)
    }

    static func down(_ p: Path, tag: UInt32 = duTag, _ chunks: [[UInt8]]) -> [UInt8] {
        frame(from: p.cuMAC, p.cu, port: 38_472, to: p.duMAC, p.du, port: 40_000, tag: tag, chunks)
    }

    static func mac(_ b: [UInt8]) -> MACAddress { MACAddress(b.reduce(0) { $0 << 8 | UInt64($1) }) }

    /// INIT (from the DU, tag 0) or INIT ACK (from the CU) listing IPv4 addresses (clause 3.3.2.1).
    static func initChunk(ack: Bool, initiateTag: UInt32, addresses: [UInt32]) -> [UInt8] {
        let parameters = addresses.flatMap { H.be16(5) + H.be16(8) + H.be32($0) }
        let body = H.be32(initiateTag) + H.be32(65_535) + H.be16(2) + H.be16(2) + H.be32(ack ? 500 : 10) + parameters
        return [ack ? 2 : 1, 0] + H.be16(4 + body.count) + body
    }

    /// The association set up on the first pair, each side listing its addresses on `second` too.
    static func handshake(listing second: Path?) -> [[UInt8]] {
        [up(first, tag: 0, [initChunk(ack: false, initiateTag: duTag, addresses: second.map { [first.du, $0.du] } ?? [])]),
         down(first, [initChunk(ack: true, initiateTag: cuTag, addresses: second.map { [first.cu, $0.cu] } ?? [])])]
    }

    static func run(_ frames: [[UInt8]]) -> (pdus: [PDU], demux: NetworkDemux) {
        var demux = NetworkDemux()
        var pdus: [PDU] = []
        for (i, f) in frames.enumerated() {
            demux.demux(frame: f[...], linkType: 1, frameNumber: i + 1, timestampNanoseconds: Int64(i) * 1_000_000, isTruncated: false) { pdus.append($0) }
        }
        return (pdus, demux)
    }

    /// Second address pairs whose lower address is the CU's, as on the first pair, and the DU's.
    @Test(arguments: [Path(du: 0x0A01_0002, cu: 0x0A01_0001, duMAC: duMAC2, cuMAC: cuMAC2),
                      Path(du: 0x0A01_0002, cu: 0x0A09_0001, duMAC: duMAC2, cuMAC: cuMAC2)])
    func otherAddressPairsJoinTheAssociation(_ second: Path) throws {
        let frames = Self.handshake(listing: second) + [
            Self.up(Self.first, [H.data(flags: 3, tsn: 10, [1, 1, 1, 1])]),
            Self.down(Self.first, [H.data(flags: 3, tsn: 500, [2, 2, 2, 2])]),
            // a request on the second pair, its answer back on it
            Self.up(second, [H.data(flags: 3, tsn: 11, [3, 3, 3, 3])]),
            Self.down(second, [H.data(flags: 3, tsn: 501, [4, 4, 4, 4])]),
            // a retransmission on the other pair (clause 6.4.1) is still a retransmission
            Self.up(second, [H.data(flags: 3, tsn: 10, [1, 1, 1, 1])]),
            // a message whose fragments travel over both pairs
            Self.up(Self.first, [H.data(flags: 2, tsn: 12, [5, 5, 5, 5])]),
            Self.up(second, [H.data(flags: 1, tsn: 13, [6, 6, 6, 6])]),
        ]
        let (pdus, demux) = Self.run(frames)
        #expect(pdus.map { Array($0.payload) } == [[1, 1, 1, 1], [2, 2, 2, 2], [3, 3, 3, 3], [4, 4, 4, 4], [5, 5, 5, 5, 6, 6, 6, 6]])
        #expect(Set(pdus.compactMap(\.endpoints.sctpAssociation)).count == 1)
        #expect(demux.statistics.sctpAssociations == 1 && demux.statistics.sctpOtherPaths == 1)
        #expect(demux.statistics.sctpRetransmissions == 1)
        for pdu in pdus {
            let fromDU = pdu.endpoints.sourcePort == 40_000
            #expect(pdu.endpoints.sourceIP == .v4(fromDU ? Self.first.du : Self.first.cu))
            #expect(pdu.endpoints.destinationIP == .v4(fromDU ? Self.first.cu : Self.first.du))
            #expect(pdu.endpoints.sourceMAC == Self.mac(fromDU ? Self.duMAC : Self.cuMAC))
            #expect(pdu.endpoints.destinationMAC == Self.mac(fromDU ? Self.cuMAC : Self.duMAC))
        }
        #expect(demux.sctpAssociations.count == 2 && Set(demux.sctpAssociations.map(\.id)).count == 1)
    }

    /// ASCONF (RFC 5061 clause 4.1.1) with Add IP Address parameters (clause 4.2.1).
    static func asconf(sender: UInt32, adding addresses: [UInt32]) -> [UInt8] {
        let adds = addresses.flatMap { H.be16(0xC001) + H.be16(16) + H.be32(7) + H.be16(5) + H.be16(8) + H.be32($0) }
        let body = H.be32(1) + H.be16(5) + H.be16(8) + H.be32(sender) + adds
        return [0xC1, 0] + H.be16(4 + body.count) + body
    }

    /// Addresses added with ASCONF mid-association (sent from an address of the association)
    /// count as listed: the association set up with none listed takes the other pair once both
    /// ends have added theirs; the wildcard address adds nothing.
    @Test func addressesAddedByASCONFJoinTheAssociation() {
        let second = Path(du: 0x0A01_0002, cu: 0x0A01_0001, duMAC: Self.duMAC2, cuMAC: Self.cuMAC2)
        let afterSetup = [
            Self.up(second, [H.data(flags: 3, tsn: 10, [1, 1, 1, 1])]),
            Self.down(second, [H.data(flags: 3, tsn: 500, [2, 2, 2, 2])]),
        ]
        let added = Self.run(Self.handshake(listing: nil) + [
            Self.up(Self.first, [Self.asconf(sender: Self.first.du, adding: [second.du])]),
            Self.down(Self.first, [Self.asconf(sender: Self.first.cu, adding: [second.cu])]),
        ] + afterSetup)
        #expect(added.pdus.count == 2 && Set(added.pdus.compactMap(\.endpoints.sctpAssociation)) == [0])
        #expect(added.pdus.map(\.endpoints.sourceIP) == [.v4(Self.first.du), .v4(Self.first.cu)])
        #expect(added.demux.statistics.sctpOtherPaths == 1)
        let wildcard = Self.run(Self.handshake(listing: nil) + [
            Self.up(Self.first, [Self.asconf(sender: Self.first.du, adding: [0])]),
            Self.down(Self.first, [Self.asconf(sender: Self.first.cu, adding: [0])]),
        ] + afterSetup)
        #expect(Set(wildcard.pdus.compactMap(\.endpoints.sctpAssociation)) == [1])
        #expect(wildcard.demux.statistics.sctpOtherPaths == 0)
    }

    /// The same association replayed between other addresses (labs make many DUs of one capture
    /// that way) carries the same ports and tags: without those addresses listed in INIT / INIT
    /// ACK it is an association of its own, whose TSNs are no retransmissions of the first's.
    @Test func copiesBetweenOtherAddressesAreOtherAssociations() {
        let copy = Path(du: 0x0A00_0003, cu: 0x0A00_0001, duMAC: Self.duMAC2, cuMAC: Self.cuMAC)
        let listedOther = Path(du: 0x0A01_0002, cu: 0x0A01_0001, duMAC: Self.duMAC2, cuMAC: Self.cuMAC2)
        for listing in [nil, listedOther] {
            let (pdus, demux) = Self.run(Self.handshake(listing: listing) + [
                Self.up(Self.first, [H.data(flags: 3, tsn: 10, [1, 1, 1, 1])]),
                Self.up(copy, [H.data(flags: 3, tsn: 10, [1, 1, 1, 1])]),
                Self.down(copy, [H.data(flags: 3, tsn: 500, [2, 2, 2, 2])]),
            ])
            #expect(pdus.count == 3)
            #expect(Set(pdus.compactMap(\.endpoints.sctpAssociation)).count == 2)
            #expect(pdus.dropFirst().allSatisfy { [.v4(copy.du), .v4(copy.cu)].contains($0.endpoints.sourceIP) })
            #expect(demux.statistics.sctpOtherPaths == 0 && demux.statistics.sctpRetransmissions == 0)
        }
    }

    /// Another association between other addresses on the same ports (another tag), and a
    /// packet with tag 0 (an INIT, clause 8.5.1) on a new pair, are associations of their own.
    @Test func otherTagsAndInitsAreOtherAssociations() {
        let second = Path(du: 0x0A01_0002, cu: 0x0A01_0001, duMAC: Self.duMAC2, cuMAC: Self.cuMAC2)
        let third = Path(du: 0x0A02_0002, cu: 0x0A02_0001, duMAC: Self.duMAC2, cuMAC: Self.cuMAC2)
        let (pdus, demux) = Self.run(Self.handshake(listing: second) + [
            Self.up(Self.first, [H.data(flags: 3, tsn: 10, [1, 1, 1, 1])]),
            Self.up(second, tag: 0xC0C0_0002, [H.data(flags: 3, tsn: 10, [2, 2, 2, 2])]),
            Self.up(third, tag: 0, [Self.initChunk(ack: false, initiateTag: 0xABCD, addresses: [])]),
        ])
        #expect(pdus.count == 2)
        #expect(Set(pdus.compactMap(\.endpoints.sctpAssociation)).count == 2)
        #expect(pdus.last?.endpoints.sourceIP == .v4(second.du))
        #expect(demux.statistics.sctpAssociations == 3 && demux.statistics.sctpOtherPaths == 0)
    }
}
