@testable import NetLayers
import Testing
import WireCore

/// Expected values come from the header diagrams and RFC 5952's own examples.
@Suite struct HandAssembledTests {
    @Test func ipv6TextFollowsRFC5952() {
        func v6(_ groups: [UInt16]) -> IPAddress {
            var high: UInt64 = 0
            var low: UInt64 = 0
            for g in groups[0..<4] { high = high << 16 | UInt64(g) }
            for g in groups[4..<8] { low = low << 16 | UInt64(g) }
            return .v6(high, low)
        }
        // RFC 5952 4.2.1, 4.2.2, 4.2.3, 4.3 examples.
        #expect(v6([0x2001, 0xdb8, 0, 0, 0, 0, 2, 1]).description == "2001:db8::2:1")
        #expect(v6([0x2001, 0xdb8, 0, 1, 1, 1, 1, 1]).description == "2001:db8:0:1:1:1:1:1")
        #expect(v6([0x2001, 0, 0, 1, 0, 0, 0, 1]).description == "2001:0:0:1::1")
        #expect(v6([0x2001, 0xdb8, 0, 0, 1, 0, 0, 1]).description == "2001:db8::1:0:0:1")
        #expect(v6([0x2001, 0xDB8, 0, 0, 0, 0, 0, 0xAAAA]).description == "2001:db8::aaaa")
        #expect(v6([0, 0, 0, 0, 0, 0, 0, 0]).description == "::")
        #expect(v6([0, 0, 0, 0, 0, 0, 0, 1]).description == "::1")
        #expect(v6([0xfe80, 0, 0, 0, 0, 0, 0, 0]).description == "fe80::")
        #expect(IPAddress.v4(0xC000_020A).description == "192.0.2.10")
        #expect(MACAddress(0x0200_0000_AA01).description == "02:00:00:00:aa:01")
    }

    @Test func taggedEcpriFrameKeepsEveryTagAndHandsTheRest() {
        var demux = NetworkDemux()
        let frame = HandFrames.ecpriFrame
        var pdus: [PDU] = []
        demux.demux(frame: frame[...], linkType: 1, frameNumber: 7, timestampNanoseconds: 99, isTruncated: false) { pdus.append($0) }
        #expect(pdus.count == 1)
        // 0x88A8 TCI 0x2064: PCP 1, DEI 0, VID 100; 0x8100 TCI 0x60C8: PCP 3, DEI 0, VID 200.
        #expect(pdus.first?.endpoints.vlanTags == [
            VLANTag(tpid: 0x88A8, priority: 1, dropEligible: false, id: 100),
            VLANTag(tpid: 0x8100, priority: 3, dropEligible: false, id: 200),
        ])
        #expect(pdus.first?.offsetInFrame == 22)
        #expect(pdus.first?.payload.count == 60 - 22)
        #expect(pdus.first?.frameNumbers == [7])
        #expect(pdus.first?.timestampNanoseconds == 99)
        #expect(pdus.first?.endpoints.sourceMAC == MACAddress(0x0200_0000_AA01))
        let d = demux.dissect(frame: frame[...], linkType: 1, frameNumber: 8, timestampNanoseconds: 0, isTruncated: false)
        #expect(d.protocolChain == "eth:ethertype:ieee8021ad:ethertype:vlan:ethertype:ecpri")
        #expect(d.fields.first("vlan.id") == .unsigned(200))
        #expect(d.fields.first("ieee8021ad.id") == .unsigned(100))
        #expect(d.fields.fields.first { $0.name == "vlan.id" }?.bitOffset == 18 * 8)
    }

    /// Frames handed as slices of a larger buffer (as a capture reader does): offsets stay
    /// relative to the frame.
    @Test func offsetsAreFrameRelativeForSlicesOfALargerBuffer() {
        let frame = HandFrames.f1apFrame
        let big = [UInt8](repeating: 0xEE, count: 1000) + frame + [UInt8](repeating: 0xEE, count: 50)
        let slice = big[1000..<(1000 + frame.count)]
        var a = NetworkDemux()
        var b = NetworkDemux()
        let fromSlice = a.dissect(frame: slice, linkType: 1, frameNumber: 1, timestampNanoseconds: 0, isTruncated: false)
        let fromArray = b.dissect(frame: frame[...], linkType: 1, frameNumber: 1, timestampNanoseconds: 0, isTruncated: false)
        #expect(fromSlice.fields.fields == fromArray.fields.fields)
        // 14 Ethernet + 4 tag + 20 IPv4 + 12 SCTP + 16 DATA header = 66.
        #expect(fromSlice.pdus.first?.offsetInFrame == 66)
        #expect(fromSlice.pdus.first.map { Array($0.payload) } == [0x00, 0x01, 0x00, 0x0a, 0x42])
        let cut = a.dissect(frame: slice.prefix(40), linkType: 1, frameNumber: 2, timestampNanoseconds: 0, isTruncated: true)
        #expect(cut.fields.fields.first { $0.name == "ip.len" }?.bitOffset == 20 * 8)
    }

    @Test func paddingIsNeverPayload() {
        var configuration = DemuxConfiguration()
        configuration.ecpriUDPPorts = [5555]
        var demux = NetworkDemux(configuration: configuration)
        var pdus: [PDU] = []
        demux.demux(frame: HandFrames.paddedUDPFrame[...], linkType: 1, frameNumber: 1, timestampNanoseconds: 0, isTruncated: false) { pdus.append($0) }
        #expect(pdus.map { Array($0.payload) } == [[0xAB, 0xCD]])
        #expect(pdus.first?.offsetInFrame == 14 + 20 + 8)
    }

    @Test func snapLengthCutIsInconclusiveButAShortLengthIsMalformed() {
        let frame = HandFrames.f1apFrame
        var demux = NetworkDemux()
        let cut = frame[0..<40]
        let truncated = demux.dissect(frame: cut, linkType: 1, frameNumber: 1, timestampNanoseconds: 0, isTruncated: true)
        #expect(truncated.findings.contains { $0.id == "NET-TRUNCATED" && $0.severity == .note && $0.message.hasPrefix("capture truncated") })
        #expect(!truncated.findings.contains { $0.severity == .error })
        let malformed = demux.dissect(frame: cut, linkType: 1, frameNumber: 2, timestampNanoseconds: 0, isTruncated: false)
        // The IPv4 Total Length field sits at frame byte 18 + 2 (after one VLAN tag).
        #expect(malformed.findings.contains { $0.id == "NET-MALFORMED" && $0.fieldPath == "ip.len" && $0.bitOffset == 20 * 8 })
        #expect(demux.statistics.malformedFrames == 1)
        #expect(demux.statistics.truncatedFrames == 1)
    }

    @Test func zeroChunkLengthStopsTheWalk() {
        let bad = HandFrames.ethernet(type: 0x0800, HandFrames.ipv4(proto: 132, payload: HandFrames.sctp(chunks: [[0, 3, 0, 0], [0, 0, 0, 0]])))
        var demux = NetworkDemux()
        let d = demux.dissect(frame: bad[...], linkType: 1, frameNumber: 1, timestampNanoseconds: 0, isTruncated: false)
        #expect(d.findings.contains { $0.fieldPath == "sctp.chunk_length" && $0.severity == .error && $0.bitOffset == (14 + 20 + 12 + 2) * 8 })
        #expect(d.fields.values("sctp.chunk_type").count == 1)
    }

    @Test func dataChunkWithoutUserDataIsMalformed() {
        // DATA header only: chunk length 16 (RFC 9260 3.3.1 requires user data).
        let chunk: [UInt8] = [0, 3, 0, 16] + HandFrames.be32(5) + [0, 0, 0, 0] + HandFrames.be32(62)
        let frame = HandFrames.ethernet(type: 0x0800, HandFrames.ipv4(proto: 132, payload: HandFrames.sctp(chunks: [chunk])))
        var demux = NetworkDemux()
        let d = demux.dissect(frame: frame[...], linkType: 1, frameNumber: 1, timestampNanoseconds: 0, isTruncated: false)
        #expect(d.pdus.isEmpty)
        #expect(d.findings.contains { $0.id == "NET-MALFORMED" && $0.bitOffset == (14 + 20 + 12 + 2) * 8 })
    }

    @Test func pendingIPFragmentsAreBounded() {
        var configuration = DemuxConfiguration()
        configuration.maximumPendingDatagrams = 50
        var demux = NetworkDemux(configuration: configuration)
        for n in 0..<500 {
            // First fragment only (MF set, offset 0): never completes.
            let frame = HandFrames.ethernet(type: 0x0800, HandFrames.ipv4(proto: 17, payload: [UInt8](repeating: 1, count: 16), id: n, flagsOffset: 0x2000))
            demux.demux(frame: frame[...], linkType: 1, frameNumber: n + 1, timestampNanoseconds: 0, isTruncated: false) { _ in }
        }
        #expect(demux.ipReassembler.pending.count <= 50)
        #expect(demux.statistics.ipReassemblyEvictions == 450)
    }

    /// Never-completed IP fragments are bounded in bytes, over all datagrams: past the limit the
    /// oldest datagrams go, each eviction counted, and the held bytes are the pieces' bytes.
    @Test func pendingIPBytesAreBounded() {
        var configuration = DemuxConfiguration()
        configuration.maximumPendingIPBytes = 1 << 20
        var demux = NetworkDemux(configuration: configuration)
        var maximumHeld = 0
        for n in 0..<2_000 {
            // first fragments of 8,192 octets (MF set, offset 0), each of its own datagram
            let frame = HandFrames.ethernet(type: 0x0800, HandFrames.ipv4(proto: 17, payload: [UInt8](repeating: 3, count: 8_192), id: n, flagsOffset: 0x2000))
            demux.demux(frame: frame[...], linkType: 1, frameNumber: n + 1, timestampNanoseconds: 0, isTruncated: false) { _ in }
            maximumHeld = max(maximumHeld, demux.ipReassembler.pendingBytes)
        }
        #expect(maximumHeld <= 1 << 20)
        #expect(demux.ipReassembler.pendingBytes == demux.ipReassembler.pending.values.reduce(0) { $0 + $1.pieces.reduce(0) { $0 + $1.bytes.count } })
        #expect(demux.statistics.ipReassemblyEvictions == 2_000 - demux.ipReassembler.pending.count)
        // the newest stay: the last datagram is still held
        #expect(demux.ipReassembler.pending.values.contains { $0.firstFrame == 2_000 })
    }

    /// One datagram's fragments repeated without end (offset 0 resent, the rest never sent) are
    /// rejected past four times the largest datagram: the datagram is evicted, its frames counted,
    /// and the next repeat starts a datagram of its own.
    @Test func repeatedFragmentsOfOneDatagramAreBounded() {
        var demux = NetworkDemux()
        let fragment = HandFrames.ethernet(type: 0x0800, HandFrames.ipv4(proto: 17, payload: [UInt8](repeating: 5, count: 1_480), id: 9, flagsOffset: 0x2000))
        var malformed = 0
        var maximumHeld = 0
        for n in 0..<1_000 {
            let d = demux.dissect(frame: fragment[...], linkType: 1, frameNumber: n + 1, timestampNanoseconds: 0, isTruncated: false)
            if d.findings.contains(where: { $0.severity == .error && $0.fieldPath == "ip.frag_offset" }) { malformed += 1 }
            maximumHeld = max(maximumHeld, demux.ipReassembler.pendingBytes)
        }
        let perDatagram = IPReassembler.maximumBytesPerDatagram / 1_480
        #expect(maximumHeld <= IPReassembler.maximumBytesPerDatagram)
        #expect(malformed == 1_000 / (perDatagram + 1))
        #expect(demux.statistics.ipReassemblyEvictions == malformed)
    }

    @Test func staleFragmentsAreEvictedByFrameWindow() {
        var configuration = DemuxConfiguration()
        configuration.reassemblyFrameWindow = 1000
        var demux = NetworkDemux(configuration: configuration)
        let first = HandFrames.ethernet(type: 0x0800, HandFrames.ipv4(proto: 132, payload: HandFrames.sctp(chunks: [HandFrames.data(flags: 2, tsn: 1, [1, 2, 3, 4])]), id: 1, flagsOffset: 0))
        let fragment = HandFrames.ethernet(type: 0x0800, HandFrames.ipv4(proto: 17, payload: [UInt8](repeating: 0, count: 8), id: 2, flagsOffset: 0x2000))
        demux.demux(frame: first[...], linkType: 1, frameNumber: 1, timestampNanoseconds: 0, isTruncated: false) { _ in }
        demux.demux(frame: fragment[...], linkType: 1, frameNumber: 2, timestampNanoseconds: 0, isTruncated: false) { _ in }
        #expect(demux.sctp.dataPieces.count == 1)
        #expect(demux.ipReassembler.pending.count == 1)
        let other = HandFrames.paddedUDPFrame
        for n in 3...6000 {
            demux.demux(frame: other[...], linkType: 1, frameNumber: n, timestampNanoseconds: 0, isTruncated: false) { _ in }
        }
        #expect(demux.sctp.dataPieces.isEmpty)
        #expect(demux.ipReassembler.pending.isEmpty)
        #expect(demux.statistics.sctpReassemblyEvictions == 1)
        #expect(demux.statistics.ipReassemblyEvictions == 1)
    }

    /// Capture timestamps come from input (pcapng if_tsoffset can put them near either end of the
    /// Int64 range): the expiry sweep's age arithmetic saturates instead of trapping.
    @Test func fragmentAgeAtTheEndsOfTheTimestampRangeDoesNotTrap() {
        var demux = NetworkDemux()
        let fragment = HandFrames.ethernet(type: 0x0800, HandFrames.ipv4(proto: 17, payload: [UInt8](repeating: 0, count: 8), id: 2, flagsOffset: 0x2000))
        demux.demux(frame: fragment[...], linkType: 1, frameNumber: 1, timestampNanoseconds: .min, isTruncated: false) { _ in }
        #expect(demux.ipReassembler.pending.count == 1)
        let other = HandFrames.paddedUDPFrame
        for n in 2...1100 {
            demux.demux(frame: other[...], linkType: 1, frameNumber: n, timestampNanoseconds: .max, isTruncated: false) { _ in }
        }
        // Older than any time window: evicted, not trapped on.
        #expect(demux.ipReassembler.pending.isEmpty)
        #expect(demux.statistics.ipReassemblyEvictions == 1)
    }

    @Test func pendingSCTPFragmentsAreBounded() {
        var configuration = DemuxConfiguration()
        configuration.maximumPendingSCTPFragments = 100
        var demux = NetworkDemux(configuration: configuration)
        for n in 0..<1000 {
            // B fragments only, TSNs two apart: never complete.
            let frame = HandFrames.ethernet(type: 0x0800, HandFrames.ipv4(proto: 132, payload: HandFrames.sctp(chunks: [HandFrames.data(flags: 2, tsn: UInt32(2 * n), [9, 9, 9, 9])])))
            demux.demux(frame: frame[...], linkType: 1, frameNumber: n + 1, timestampNanoseconds: 0, isTruncated: false) { _ in }
        }
        #expect(demux.sctp.dataPieces.count <= 100)
        #expect(demux.statistics.sctpReassemblyEvictions >= 900)
    }

    /// Never-completed fragments are bounded in bytes too (16,000 such 64 KB fragments once held
    /// 1.07 GB): past the limit the oldest go, each eviction counted.
    @Test func pendingSCTPBytesAreBounded() {
        var configuration = DemuxConfiguration()
        configuration.maximumPendingSCTPBytes = 1 << 20
        var demux = NetworkDemux(configuration: configuration)
        let payload = [UInt8](repeating: 7, count: 8_192)
        var maximumHeld = 0
        for n in 0..<2_000 {
            let frame = HandFrames.ethernet(type: 0x0800, HandFrames.ipv4(proto: 132, payload: HandFrames.sctp(chunks: [HandFrames.data(flags: 2, tsn: UInt32(2 * n), payload)])))
            demux.demux(frame: frame[...], linkType: 1, frameNumber: n + 1, timestampNanoseconds: 0, isTruncated: false) { _ in }
            maximumHeld = max(maximumHeld, demux.sctp.pendingBytes)
        }
        #expect(maximumHeld <= (1 << 20) + 8_192)
        #expect(demux.sctp.pendingBytes == demux.sctp.dataPieces.values.reduce(0) { $0 + $1.bytes.count })
        #expect(demux.statistics.sctpReassemblyEvictions == 2_000 - demux.sctp.dataPieces.count)
    }

    /// One association that never completes its messages evicts only its own fragments: a
    /// message another association began before the flood still reassembles after it.
    /// One host pair that never completes its IP datagrams evicts only its own: a datagram
    /// another sender began before the flood still reassembles after it.
    @Test func oneFloodingHostPairEvictsOnlyItsOwnDatagrams() {
        var configuration = DemuxConfiguration()
        configuration.maximumPendingDatagrams = 100
        configuration.maximumPendingDatagramsPerHostPair = Self.perHostPairBound
        var demux = NetworkDemux(configuration: configuration)
        var pdus: [PDU] = []
        let udp = HandFrames.be16(5000) + HandFrames.be16(5001) + HandFrames.be16(32) + [0, 0] + [UInt8](repeating: 1, count: 24)
        let first = HandFrames.ethernet(type: 0x0800, HandFrames.ipv4(proto: 17, payload: Array(udp[..<16]), id: 77, flagsOffset: 0x2000, src: 0x0A00_0003))
        let last = HandFrames.ethernet(type: 0x0800, HandFrames.ipv4(proto: 17, payload: Array(udp[16...]), id: 77, flagsOffset: 2, src: 0x0A00_0003))
        demux.demux(frame: first[...], linkType: 1, frameNumber: 1, timestampNanoseconds: 0, isTruncated: false) { pdus.append($0) }
        for n in 0..<2_000 {
            let flood = HandFrames.ethernet(type: 0x0800, HandFrames.ipv4(proto: 17, payload: [UInt8](repeating: 0, count: 8), id: n, flagsOffset: 0x2000))
            demux.demux(frame: flood[...], linkType: 1, frameNumber: n + 2, timestampNanoseconds: 0, isTruncated: false) { pdus.append($0) }
            #expect(demux.ipReassembler.pendingByHostPair.values.allSatisfy { $0 <= Self.perHostPairBound })
        }
        demux.demux(frame: last[...], linkType: 1, frameNumber: 2_002, timestampNanoseconds: 0, isTruncated: false) { pdus.append($0) }
        #expect(demux.statistics.ipDatagramsReassembled == 1)
        #expect(demux.ipReassembler.pending.count == demux.ipReassembler.pendingByHostPair.values.reduce(0, +))
    }

    static let perHostPairBound = 16
    static let perAssociationBound = 64

    @Test func oneFloodingAssociationEvictsOnlyItsOwnFragments() {
        var configuration = DemuxConfiguration()
        configuration.maximumPendingSCTPFragments = 1_000
        configuration.maximumPendingSCTPFragmentsPerAssociation = Self.perAssociationBound
        var demux = NetworkDemux(configuration: configuration)
        var pdus: [PDU] = []
        func frame(port: Int, _ chunk: [UInt8]) -> [UInt8] {
            HandFrames.ethernet(type: 0x0800, HandFrames.ipv4(proto: 132, payload: HandFrames.sctp(srcPort: port, chunks: [chunk])))
        }
        let begin = frame(port: 40001, HandFrames.data(flags: 2, tsn: 500, [1, 2, 3, 4]))
        demux.demux(frame: begin[...], linkType: 1, frameNumber: 1, timestampNanoseconds: 0, isTruncated: false) { pdus.append($0) }
        for n in 0..<5_000 {
            let flood = frame(port: 40002, HandFrames.data(flags: 2, tsn: UInt32(2 * n), [9, 9, 9, 9]))
            demux.demux(frame: flood[...], linkType: 1, frameNumber: n + 2, timestampNanoseconds: 0, isTruncated: false) { pdus.append($0) }
            #expect(demux.sctp.pendingByAssociation.values.allSatisfy { $0.fragments <= Self.perAssociationBound })
        }
        let end = frame(port: 40001, HandFrames.data(flags: 1, tsn: 501, [5, 6]))
        demux.demux(frame: end[...], linkType: 1, frameNumber: 5_002, timestampNanoseconds: 0, isTruncated: false) { pdus.append($0) }
        #expect(pdus.map { Array($0.payload) } == [[1, 2, 3, 4, 5, 6]])
        #expect(demux.statistics.sctpReassemblyEvictions == 5_000 - demux.sctp.dataPieces.count)
        #expect(demux.sctp.pendingBytes == demux.sctp.dataPieces.values.reduce(0) { $0 + $1.bytes.count })
    }

    @Test func tsnWrapAroundReassembles() {
        var demux = NetworkDemux()
        var pdus: [PDU] = []
        let chunks = [HandFrames.data(flags: 2, tsn: 0xFFFF_FFFF, [1, 2, 3, 4]), HandFrames.data(flags: 1, tsn: 0, [5, 6])]
        for (n, chunk) in chunks.reversed().enumerated() {
            let frame = HandFrames.ethernet(type: 0x0800, HandFrames.ipv4(proto: 132, payload: HandFrames.sctp(chunks: [chunk])))
            demux.demux(frame: frame[...], linkType: 1, frameNumber: n + 1, timestampNanoseconds: Int64(n), isTruncated: false) { pdus.append($0) }
        }
        #expect(pdus.map { Array($0.payload) } == [[1, 2, 3, 4, 5, 6]])
        #expect(pdus.first?.frameNumbers == [1, 2])
        #expect(pdus.first?.endpoints.sctpTSNs == [0xFFFF_FFFF, 0])
        #expect(pdus.first?.timestampNanoseconds == 1)
    }
}
