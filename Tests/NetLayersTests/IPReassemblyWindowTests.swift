@testable import NetLayers
import Testing

/// ``IPReassembler``'s windows and what a part's boundary state takes from it: a datagram goes
/// at the first frame past its window, whatever frame the run began at, and its state restores
/// into a run that then completes it as the first run would.
@Suite struct IPReassemblyWindowTests {
    /// An IPv4 fragment (RFC 791 clause 3.1: MF flag, offset in 8-octet units) of a UDP
    /// datagram with identification `id`, in an Ethernet frame.
    static func fragment(id: Int, offset: Int, more: Bool, _ octets: [UInt8]) -> [UInt8] {
        let flagsOffset = (more ? 0x2000 : 0) | offset / 8
        return HandFrames.ethernet(type: 0x0800, HandFrames.ipv4(proto: 17, payload: octets, id: id, flagsOffset: flagsOffset))
    }

    /// A UDP datagram of 24 octets (header and 16 of data) in two fragments of 16 and 8.
    static func datagram(id: Int) -> (first: [UInt8], last: [UInt8]) {
        let udp = HandFrames.be16(1000) + HandFrames.be16(2000) + HandFrames.be16(24) + HandFrames.be16(0) + (0..<16).map { UInt8(truncatingIfNeeded: $0 + id) }
        return (fragment(id: id, offset: 0, more: true, Array(udp[0..<16])), fragment(id: id, offset: 16, more: false, Array(udp[16...])))
    }

    static let filler = HandFrames.paddedUDPFrame

    /// Feeds `frames` numbered from `firstNumber`, 1 µs apart; returns the frames that completed
    /// a datagram.
    static func feed(_ demux: inout NetworkDemux, _ frames: [[UInt8]], firstNumber: Int) -> [Int] {
        var completed: [Int] = []
        for (i, f) in frames.enumerated() {
            let number = firstNumber + i
            let before = demux.statistics.ipDatagramsReassembled
            demux.demux(frame: f[...], linkType: 1, frameNumber: number, timestampNanoseconds: Int64(number) * 1_000, isTruncated: false) { _ in }
            if demux.statistics.ipDatagramsReassembled > before { completed.append(number) }
        }
        return completed
    }

    /// With a frame window of 10, the last fragment completes its datagram 10 frames after the
    /// first and not 11: the datagram goes at the first frame past the window. (Checked every
    /// 1,024 frames, as before, it would still have been held 11 frames later.)
    @Test func aDatagramGoesAtTheFirstFramePastItsWindow() {
        var configuration = DemuxConfiguration()
        configuration.reassemblyFrameWindow = 10
        let (first, last) = Self.datagram(id: 5)
        for gap in [9, 10, 11, 12] {
            var demux = NetworkDemux(configuration: configuration)
            let frames = [first] + Array(repeating: Self.filler, count: gap - 1) + [last]
            let completed = Self.feed(&demux, frames, firstNumber: 1)
            if gap <= 10 {
                #expect(completed == [gap + 1], "gap \(gap)")
                #expect(demux.statistics.evictedFragmentFrames == 0)
            } else {
                #expect(completed.isEmpty, "gap \(gap)")
                // the first fragment let go, the last one still waiting for its datagram's others
                #expect(demux.statistics.evictedFragmentFrameSample == [1] && demux.pendingFragmentFrames == [gap + 1], "gap \(gap)")
            }
        }
    }

    /// The same fragments fed from other first frame numbers (as a part of a split capture
    /// numbers them) and after any number of frames before them: the same datagrams complete
    /// and the same frames are let go.
    @Test func whatGoesDependsOnTheFramesAloneNotOnWhereTheRunBegan() {
        var configuration = DemuxConfiguration()
        configuration.reassemblyFrameWindow = 40
        var frames: [[UInt8]] = []
        for id in 0..<30 {
            let (first, last) = Self.datagram(id: id)
            frames.append(first)
            frames += Array(repeating: Self.filler, count: (id * 7) % 50)
            frames.append(last)
        }
        var reference = NetworkDemux(configuration: configuration)
        let expected = Self.feed(&reference, frames, firstNumber: 1)
        #expect(!expected.isEmpty && reference.statistics.evictedFragmentFrames > 0, "some complete and some are let go")
        for lead in [1, 5, 1_023, 1_024, 3_000] {
            var demux = NetworkDemux(configuration: configuration)
            // frames before, a datagram completed among them
            let other = Self.datagram(id: 999)
            _ = Self.feed(&demux, [other.first, other.last] + Array(repeating: Self.filler, count: lead - 1), firstNumber: 1)
            let before = demux.statistics.evictedFragmentFrames
            let completed = Self.feed(&demux, frames, firstNumber: lead + 2).map { $0 - lead - 1 }
            #expect(completed == expected, "after \(lead) frames")
            #expect(demux.statistics.evictedFragmentFrames - before == reference.statistics.evictedFragmentFrames, "after \(lead) frames")
        }
    }

    /// A run restored from another's held datagrams completes them as that run does, and the
    /// boundary follow names what was begun and what went after the snapshot.
    @Test func heldDatagramsRestoreAndAreFollowed() {
        let a = Self.datagram(id: 1), b = Self.datagram(id: 2), c = Self.datagram(id: 3)
        var first = NetworkDemux(configuration: DemuxConfiguration())
        _ = Self.feed(&first, [a.first, b.first], firstNumber: 1)
        #expect(first.ipDatagramsHeld.count == 2)
        var restored = NetworkDemux(configuration: DemuxConfiguration())
        restored.restoreIPDatagrams(first.ipDatagramsHeld)
        #expect(restored.ipDatagramsHeld.sorted { $0.firstFrame < $1.firstFrame } == first.ipDatagramsHeld.sorted { $0.firstFrame < $1.firstFrame })
        restored.followIPBoundary()
        let completed = Self.feed(&restored, [a.last, c.first], firstNumber: 3)
        #expect(completed == [3])
        let follow = restored.ipReassemblyFollow
        #expect(follow?.gone.map(\.identification) == [1])
        #expect(follow?.begun.map(\.identification) == [3])
        #expect(follow?.peak == 2 && follow?.boundReached == false)
    }

    /// The frames let go are sampled as the lowest-numbered, whatever order they went in.
    @Test func theSampleOfFramesLetGoIsTheLowestNumbered() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let frames = (1...60).map { _ in Int.random(in: 1...500, using: &generator) }
            var statistics = DemuxStatistics()
            var rest = frames[...]
            while !rest.isEmpty {
                let n = min(rest.count, Int.random(in: 1...4, using: &generator))
                statistics.noteEvicted(frames: Array(rest.prefix(n)))
                rest = rest.dropFirst(n)
            }
            #expect(statistics.evictedFragmentFrameSample == Array(frames.sorted().prefix(DemuxStatistics.fragmentFrameSampleSize)))
            #expect(statistics.evictedFragmentFrames == frames.count)
        }
    }
}
