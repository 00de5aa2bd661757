import NetLayers
import Testing
import TestSupport

/// The FCS detector decides per capture interface: frames of many interfaces interleaved at
/// random, those of every third interface with a valid FCS, are each told apart as their own
/// interface settles (FCS stripped from the second valid one on, never from the others), with
/// 4,096 interfaces held and frames of any further interface left alone.
@Suite struct FCSDetectorInterfaceTests {
    static func frame(_ n: Int, withFCS: Bool) -> [UInt8] {
        var f = [UInt8](repeating: 0, count: 60)
        for i in f.indices { f[i] = UInt8(truncatingIfNeeded: n &* 31 &+ i &* 7) }
        guard withFCS else { return f }
        let crc = EthernetFCS.crc32(f[...])
        return f + [UInt8(truncatingIfNeeded: crc), UInt8(truncatingIfNeeded: crc >> 8), UInt8(truncatingIfNeeded: crc >> 16), UInt8(truncatingIfNeeded: crc >> 24)]
    }

    @Test func interfacesInterleavedSettleEachOnItsOwn() {
        var rng = SeededRandom(seed: FuzzSeed.value(default: 0xFC5_1F))
        var detector = EthernetFCSDetector()
        let interfaces = 5_000
        var held = Set<Int>(), order: [Int] = []
        var stripped = 0
        for n in 0..<60_000 {
            let key = Int(rng.next() % UInt64(interfaces))
            if !held.contains(key) && held.count < 4_096 {
                held.insert(key)
                order.append(key)
            }
            let hasFCS = key % 3 == 0
            let outcome = detector.inspect(Self.frame(n, withFCS: hasFCS)[...], declaredLength: nil, interface: key, truncated: false)
            // held (the first 4,096 interfaces seen): a valid FCS is stripped from the first on;
            // not held, or without FCS: nothing stripped
            let expected = hasFCS && held.contains(key) ? 4 : 0
            #expect(outcome.fcsBytes == expected && (expected == 0 || outcome.check?.isGood == true), "frame \(n), interface \(key)")
            stripped += outcome.fcsBytes == 4 ? 1 : 0
        }
        #expect(order.count == 4_096)
        #expect(stripped > 15_000)
    }

    /// After ``EthernetFCSDetector/followReads()`` (a part's snapshot) the detector names the
    /// interfaces a frame read (counted, or settled and consulted; a cut frame consults it
    /// too), not those left alone; before it and after a restore, it names none.
    @Test func interfacesReadAfterTheSnapshotAreNamed() {
        var detector = EthernetFCSDetector()
        for (n, key) in [1, 2, 3, 1, 2, 3].enumerated() {
            _ = detector.inspect(Self.frame(n, withFCS: true)[...], declaredLength: nil, interface: key, truncated: false)
        }
        #expect(detector.readSinceFollowing == nil)
        detector.followReads()
        #expect(detector.readSinceFollowing == [])
        _ = detector.inspect(Self.frame(9, withFCS: true)[...], declaredLength: nil, interface: 2, truncated: false)
        _ = detector.inspect(Self.frame(10, withFCS: false)[...], declaredLength: nil, interface: 3, truncated: true)
        _ = detector.inspect(Self.frame(11, withFCS: false)[...], declaredLength: 0, interface: 1, truncated: false)
        #expect(detector.readSinceFollowing == [2, 3], "interface 1's frame declared its FCS length: the detection was not read")
        _ = detector.inspect(Self.frame(12, withFCS: false)[...], declaredLength: nil, interface: 4, truncated: false)
        #expect(detector.readSinceFollowing == [2, 3, 4])
        detector.restore(detector.interfaceStates)
        #expect(detector.readSinceFollowing == nil)
    }
}
