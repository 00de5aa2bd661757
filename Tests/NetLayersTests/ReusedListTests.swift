@testable import NetLayers
import Testing

/// NetworkDemux reuses its one-frame lists (``PDU/frameNumbers``) and VLAN tag lists in turn
/// (``NetworkDemux/frameListCount`` of each). Whatever a caller keeps, every PDU must keep the
/// frame number and tags of its own frame: PDUs kept for the whole run (a list still held when
/// its turn comes again is copied), PDUs let go at once (lists rewritten in place), and a mix.
@Suite struct ReusedListTests {
    /// The tags of frame `n`: none, one or two (802.1ad outer, 802.1Q inner), ids from `n`.
    static func tags(_ n: Int) -> [VLANTag] {
        switch n % 5 {
        case 0: []
        case 1, 2: [VLANTag(tpid: 0x8100, priority: UInt8(n % 8), dropEligible: false, id: UInt16(n % 4000 + 1))]
        default: [VLANTag(tpid: 0x88A8, priority: 1, dropEligible: n % 2 == 0, id: UInt16(n % 3000 + 2)),
                  VLANTag(tpid: 0x8100, priority: 3, dropEligible: false, id: UInt16(n % 1000 + 3))]
        }
    }

    static func frame(_ n: Int) -> [UInt8] {
        let tags = Self.tags(n).map { tag in
            (Int(tag.tpid), Int(tag.priority) << 13 | (tag.dropEligible ? 1 << 12 : 0) | Int(tag.id))
        }
        // eCPRI IQ data (type 0), payload size 4 (eCPRI v2.0 §3.1.3.1).
        return HandFrames.ethernet(type: 0xAEFE, [0x10, 0x00, 0x00, 0x04, UInt8(n & 0xFF), 2, 3, 4], tags: tags)
    }

    /// Frames in three turns of the lists and more; `keep(n)` says whether frame n's PDUs stay
    /// held to the end of the run.
    func demuxesEveryFrameAsItsOwn(keep: (Int) -> Bool) {
        let count = 3 * NetworkDemux.frameListCount + 37
        var demux = NetworkDemux()
        var kept: [(Int, PDU)] = []
        var wrong = 0
        for n in 1...count {
            var pdus: [PDU] = []
            demux.demux(frame: Self.frame(n)[...], linkType: 1, frameNumber: n, timestampNanoseconds: Int64(n), isTruncated: false) {
                pdus.append($0)
            }
            if pdus.count != 1 || pdus[0].frameNumbers != [n] || pdus[0].endpoints.vlanTags != Self.tags(n) { wrong += 1 }
            if keep(n) { kept += pdus.map { (n, $0) } }
        }
        #expect(wrong == 0)
        // Those kept still say what they said when made.
        let changed = kept.count { n, pdu in pdu.frameNumbers != [n] || pdu.endpoints.vlanTags != Self.tags(n) }
        #expect(changed == 0)
    }

    @Test func everyPDUKeptToTheEnd() { demuxesEveryFrameAsItsOwn { _ in true } }
    @Test func everyPDULetGoAtOnce() { demuxesEveryFrameAsItsOwn { _ in false } }
    @Test func somePDUsKept() { demuxesEveryFrameAsItsOwn { $0 % 7 == 0 || $0 % 1024 < 3 } }
}
