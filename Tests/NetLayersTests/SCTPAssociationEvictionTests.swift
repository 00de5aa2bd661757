@testable import NetLayers
import Testing
import TestSupport

/// The SCTP association bound lets go of the address pair seen longest ago (least last frame,
/// then association id, then key), now found through a queue rather than a scan of the table.
/// Random packets over a pool of address pairs, at bounds 1 to 9, against that rule computed
/// from the table before each packet: a new pair at the bound removes exactly that pair, a known
/// pair removes none, the table never exceeds the bound, and the pair counts per association
/// match the table (500 packets per bound by default, `RANCONFORM_FUZZ_COUNT` for more).
@Suite struct SCTPAssociationEvictionTests {
    @Test(arguments: 1...9) func theBoundLetsGoOfThePairSeenLongestAgo(bound: Int) {
        var rng = SeededRandom(seed: FuzzSeed.value(default: 0x5C7A_0000) ^ UInt64(bound))
        var tracker = SCTPTracker()
        var configuration = DemuxConfiguration()
        configuration.maximumAssociations = bound
        var statistics = DemuxStatistics()
        let addresses = (1...6).map { IPAddress.v4(0x0A00_0000 | UInt32($0)) }
        var evictions = 0
        for frame in 1...(PycrateBatch.fuzzCount ?? 500) {
            let a = addresses[Int(rng.next() % 6)], b = addresses[Int(rng.next() % 6)]
            let pa = UInt16(38_472 + rng.next() % 3), pb = UInt16(40_000 + rng.next() % 3)
            let low = IPAddress.precedes(a, b) || (a == b && pa <= pb)
            let key = low ? SCTPAssociationKey(lowAddress: a, lowPort: pa, highAddress: b, highPort: pb)
                          : SCTPAssociationKey(lowAddress: b, lowPort: pb, highAddress: a, highPort: pa)
            let before = tracker.associations
            // the pair the former scan of the table chose
            let victim = before[key] == nil && before.count >= bound ? before.min { x, y in
                (x.value.lastFrame, x.value.id) != (y.value.lastFrame, y.value.id)
                    ? (x.value.lastFrame, x.value.id) < (y.value.lastFrame, y.value.id) : SCTPAssociationKey.precedes(x.key, y.key)
            }?.key : nil
            let id = tracker.association(source: a, sourcePort: pa, destination: b, destinationPort: pb, verificationTag: UInt32(1 + rng.next() % 4),
                                         sourceMAC: nil, destinationMAC: nil, frame: frame, configuration: configuration, statistics: &statistics).id
            let after = tracker.associations
            #expect(after.count <= bound)
            #expect(after[key]?.id == id && after[key]?.lastFrame == frame)
            var expected = Set(before.keys)
            if let victim {
                expected.remove(victim)
                evictions += 1
            }
            expected.insert(key)
            #expect(Set(after.keys) == expected, "frame \(frame): victim \(String(describing: victim))")
            #expect(tracker.pairsPerAssociation == Dictionary(after.values.map { ($0.id, 1) }, uniquingKeysWith: +))
            if Set(after.keys) != expected { return }
        }
        #expect(statistics.sctpAssociationEvictions == evictions)
        // the many pairs of a pool of 6 × 6 addresses and 3 × 3 ports overflow every bound tried
        #expect(evictions > 100)
    }
}
