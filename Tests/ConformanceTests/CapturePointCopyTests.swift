import CaptureIO
import Conformance
import Foundation
import NetLayers
import Testing

/// The same traffic captured at two points (a pcapng file with an interface before and one after
/// a switch): every frame is in the file twice, the second copy 3 µs later on the other
/// interface. Each is judged once, so every rule and node has the verdict and counts of the
/// capture taken at one point; each second copy is counted as a copy.
@Suite struct CapturePointCopyTests {
    typealias V = CaptureVariants

    /// `frames` at two capture points: each link type gets an interface per point, all declared
    /// before the first packet, as `dumpcap -i A -i B` writes them.
    static func twoPoints(_ frames: [V.Frame], delay: Int64 = 3_000) throws -> [UInt8] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("points-\(UUID().uuidString).pcapng")
        defer { try? FileManager.default.removeItem(at: url) }
        var writer = try PcapngWriter(path: url.path)
        var ids: [LinkType: (Int, Int)] = [:]
        for f in frames where ids[f.linkType] == nil {
            ids[f.linkType] = (writer.addInterface(linkType: f.linkType), writer.addInterface(linkType: f.linkType))
        }
        let copies = frames.indices.map { (frame: $0, second: true, time: frames[$0].time &+ delay) }
        let firsts = frames.indices.map { (frame: $0, second: false, time: frames[$0].time) }
        for p in (firsts + copies).sorted(by: { ($0.time, $0.second ? 1 : 0, $0.frame) < ($1.time, $1.second ? 1 : 0, $1.frame) }) {
            let f = frames[p.frame]
            let pair = try #require(ids[f.linkType])
            try writer.write(f.bytes, timestampNanoseconds: p.time, originalLength: f.originalLength, interfaceID: p.second ? pair.1 : pair.0)
        }
        try writer.close()
        return try [UInt8](Data(contentsOf: url))
    }

    /// Verdict and counts per (rule, node): what a second capture point must not change
    /// (finding frame numbers do change, as the file holds twice the frames).
    static func counts(_ r: RunResults) -> [String] {
        r.results.map { "\($0.rule) \($0.node) \($0.verdict) e\($0.evaluated) v\($0.violations) i\($0.inconclusive)" }
    }

    static func results(_ bytes: [UInt8], name: String, _ configuration: RunConfiguration) throws -> RunResults {
        let reader = try CaptureReader(bytes: bytes, name: name)
        let run = ConformanceRun(configuration: configuration)
        while let record = reader.next() { run.feed(record) }
        return run.finish()
    }

    @Test(arguments: V.subjects)
    func aSecondCapturePointChangesNoVerdict(subject: V.Subject) throws {
        let configuration = try V.configuration(subject)
        let frames = try V.frames(subject.path)
        let one = V.check(frames, configuration: configuration)
        let bytes = try Self.twoPoints(frames)
        let two = try Self.results(bytes, name: subject.name, configuration)
        #expect(Self.counts(two) == Self.counts(one), "\(subject.name)")
        #expect(two.frames.copies == frames.count, "\(subject.name): \(two.frames.copies) copies of \(frames.count) frames")
        #expect(two.frames.frames == 2 * frames.count)
        // the decode workers' pipeline finds the same copies
        let serial = try ParallelCheckTests.outputs(bytes, name: subject.name, configuration, workers: nil)
        let parallel = try ParallelCheckTests.outputs(bytes, name: subject.name, configuration, workers: 2, batch: 7)
        #expect(parallel.json == serial.json, "\(subject.name)")
    }

    /// `frames` as `tcpdump -i any` records them (Linux cooked capture v2, no FCS) on interface
    /// `ifindex`; other link types as they are.
    static func cooked(_ frames: [V.Frame], ifindex: UInt8, delay: Int64 = 0) -> [V.Frame] {
        TunnelInvarianceTests.withoutFCS(frames).map { f in
            guard f.linkType == .ethernet, f.bytes.count == f.originalLength, f.bytes.count >= 14 else { return f }
            let header: [UInt8] = [f.bytes[12], f.bytes[13], 0, 0, 0, 0, 0, ifindex, 0, 1, ifindex == 3 ? 4 : 0, 6] + f.bytes[6..<12] + [0, 0]
            let bytes = header + f.bytes[14...]
            return V.Frame(time: f.time &+ delay, bytes: bytes, originalLength: bytes.count, linkType: .linuxSLL2)
        }
    }

    /// A frame crossing a container bridge, captured on Linux's `any` interface: seen on one
    /// veth, then 3 µs later on another (another `sll.ifindex`). Each is judged once: every rule
    /// and node has the verdict and counts of the frames seen once, and each second sighting is
    /// a copy. The same frame twice on one interface is no copy.
    @Test(arguments: V.subjects)
    func anAnyCaptureOfABridgeJudgesEachFrameOnce(subject: V.Subject) throws {
        let configuration = try V.configuration(subject)
        let frames = try V.frames(subject.path)
        let once = Self.cooked(frames, ifindex: 3)
        let single = V.check(once, configuration: configuration)
        let second = Self.cooked(frames, ifindex: 7, delay: 3_000)
        let both = zip(once, second).flatMap { [$0, $1] }
        let bridged = V.check(both, configuration: configuration)
        #expect(Self.counts(bridged) == Self.counts(single), "\(subject.name)")
        let cookedCount = once.filter { $0.linkType == .linuxSLL2 }.count
        #expect(bridged.frames.copies == cookedCount, "\(subject.name): \(bridged.frames.copies) copies of \(cookedCount)")
        let twiceOnOne = V.check(zip(once, once).flatMap { [$0, $1] }, configuration: configuration)
        #expect(twiceOnOne.frames.copies == 0)
    }

    /// One interface, or two points further apart than the window: nothing is a copy (a frame
    /// twice on one interface is a repeat, ``FrameRepeatTests``).
    @Test func onlyNearFramesOfAnotherInterfaceAreCopies() throws {
        let subject = try #require(V.subjects.first { $0.name == "fh-clean" })
        let frames = try V.frames(subject.path)
        let configuration = try V.configuration(subject)
        let far = try Self.results(try Self.twoPoints(frames, delay: 50_000_000), name: "far", configuration)
        #expect(far.frames.copies == 0)
        #expect(far.results.contains { $0.rule == "FH-SEQ-INC" && $0.violations > 0 }, "copies 50 ms apart are judged (duplicate SequenceIds)")
        let doubled = frames.flatMap { [$0, $0] }
        let once = V.check(doubled, configuration: configuration)
        #expect(once.frames.copies == 0 && once.frames.repeats == frames.count)
    }
}
