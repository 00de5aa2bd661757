import Testing
@testable import NetLayers

/// Which directions of an SCTP association the capture holds (what decides whether its F1AP
/// exchanges were captured one way only): every packet counts, the association's first one too,
/// and each PDU carries what had been seen when its packet was read.
@Suite struct SCTPDirectionsSeenTests {
    typealias M = MultiHomedSCTPTests
    typealias H = HandFrames

    /// The association's first packet is the only one from its end (a capture that starts just
    /// before the CU's last word): both directions were captured.
    @Test func theFirstPacketCountsForItsDirection() {
        let (pdus, demux) = M.run([
            M.down(M.first, [H.data(flags: 3, tsn: 500, [2, 2, 2, 2])]),
            M.up(M.first, [H.data(flags: 3, tsn: 10, [1, 1, 1, 1])]),
            M.up(M.first, [H.data(flags: 3, tsn: 11, [3, 3, 3, 3])]),
        ])
        #expect(demux.sctpAssociations.map(\.directionsSeen) == [3])
        #expect(pdus.map(\.endpoints.sctpDirectionsSeen) == [1, 3, 3])
    }

    /// (The CU's address is the lower one: bit 0 is the CU's direction, bit 1 the DU's.)
    /// One direction only: one bit, on every PDU and at the end; a frame with no SCTP carries 0.
    @Test func oneDirectionKeepsOneBit() {
        let (pdus, demux) = M.run([
            M.up(M.first, [H.data(flags: 3, tsn: 10, [1, 1, 1, 1])]),
            M.up(M.first, [H.data(flags: 3, tsn: 11, [3, 3, 3, 3])]),
        ])
        #expect(demux.sctpAssociations.map(\.directionsSeen) == [2])
        #expect(pdus.map(\.endpoints.sctpDirectionsSeen) == [2, 2])
        #expect(Endpoints().sctpDirectionsSeen == 0)
    }

    /// A packet on another address pair of a multi-homed association counts for that pair from
    /// its first packet on, in the association's direction.
    @Test func anotherAddressPairsFirstPacketCounts() {
        let second = M.Path(du: 0x0A01_0002, cu: 0x0A01_0001, duMAC: M.duMAC2, cuMAC: M.cuMAC2)
        let (pdus, demux) = M.run(M.handshake(listing: second) + [
            M.up(second, [H.data(flags: 3, tsn: 10, [1, 1, 1, 1])]),
        ])
        #expect(demux.sctpAssociations.map(\.directionsSeen).sorted() == [2, 3])
        #expect(pdus.map(\.endpoints.sctpDirectionsSeen) == [2])
    }
}
