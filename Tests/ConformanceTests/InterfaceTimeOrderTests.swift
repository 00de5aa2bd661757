import CaptureIO
@testable import Conformance
import Foundation
import Testing

/// A link captured through a two-port tap: one pcapng interface per direction, written by one
/// `dumpcap` in runs of one interface's frames whose times overlap the other's (each interface's
/// own order kept). The run checks the interfaces' frames in time order, so every rule and node
/// keeps the verdict and counts of the capture written in time order.
@Suite struct InterfaceTimeOrderTests {
    typealias V = CaptureVariants

    /// The direction of a frame: which of its two addresses is the lower (Ethernet MACs), so a
    /// link's two directions go to two interfaces; frames of other link types alternate.
    static func side(_ frame: V.Frame, index: Int) -> Int {
        guard frame.linkType == .ethernet, frame.bytes.count >= 12 else { return index & 1 }
        return frame.bytes[6..<12].lexicographicallyPrecedes(frame.bytes[0..<6]) ? 0 : 1
    }

    /// `frames` on two interfaces per link type (one per direction), written in turns of up to
    /// `run` frames of one interface, then up to `run` of the other, none written more than
    /// `skew` after a frame still unwritten (dumpcap hands an interface's frames over at least
    /// every buffer timeout, 250 ms by default). Of two frames with one timestamp the one first
    /// in `frames` is written first (the time order puts equal times in file order).
    static func twoTaps(_ frames: [V.Frame], run: Int, skew: Int64 = 250_000_000) throws -> [UInt8] {
        var writer = PcapngWriter()
        var ids: [LinkType: [Int]] = [:]
        for f in frames where ids[f.linkType] == nil {
            ids[f.linkType] = [writer.addInterface(linkType: f.linkType, snapLength: 0), writer.addInterface(linkType: f.linkType, snapLength: 0)]
        }
        var queues: [[Int]] = [[], []]
        for i in frames.indices { queues[side(frames[i], index: i)].append(i) }
        var next = [0, 0]
        var turn = 0
        while next[0] < queues[0].count || next[1] < queues[1].count {
            let earliest = (0..<2).filter { next[$0] < queues[$0].count }.map { frames[queues[$0][next[$0]]].time }.min() ?? 0
            for _ in 0..<run where next[turn] < queues[turn].count && frames[queues[turn][next[turn]]].time <= earliest &+ skew {
                let index = queues[turn][next[turn]], other = 1 - turn
                if next[other] < queues[other].count, frames[queues[other][next[other]]].time == frames[index].time,
                   queues[other][next[other]] < index { break }
                let f = frames[index]
                next[turn] += 1
                try writer.write(f.bytes, timestampNanoseconds: f.time, originalLength: f.originalLength,
                                 interfaceID: try #require(ids[f.linkType])[turn])
            }
            turn ^= 1
        }
        return writer.bytes
    }

    static func results(_ bytes: [UInt8], _ configuration: RunConfiguration) throws -> RunResults {
        try CapturePointCopyTests.results(bytes, name: "taps", configuration)
    }

    @Test(arguments: V.subjects)
    func twoTapsChangeNoVerdict(subject: V.Subject) throws {
        let configuration = try V.configuration(subject)
        let frames = try V.frames(subject.path)
        let one = V.check(frames, configuration: configuration)
        for run in [1, 5, 64] {
            let bytes = try Self.twoTaps(frames, run: run)
            let taps = try Self.results(bytes, configuration)
            let expected = CapturePointCopyTests.counts(one), got = CapturePointCopyTests.counts(taps)
            #expect(got == expected, "\(subject.name), runs of \(run): \(got.filter { !expected.contains($0) }) instead of \(expected.filter { !got.contains($0) })")
            #expect(taps.frames.frames == frames.count)
            #expect(taps.frames.backInTime == one.frames.backInTime, "\(subject.name), runs of \(run): \(taps.frames.backInTimeFrames)")
            if run == 64 {
                // the decode workers' pipeline orders the frames as the serial run does
                let serial = try ParallelCheckTests.outputs(bytes, name: subject.name, configuration, workers: nil)
                let parallel = try ParallelCheckTests.outputs(bytes, name: subject.name, configuration, workers: 2, batch: 7)
                #expect(parallel.json == serial.json, "\(subject.name)")
            }
        }
    }

    /// The property fails without the time order: a clean fronthaul capture's C/U coupling and a
    /// clean F1AP capture's procedures are judged out of order.
    @Test func theFileOrderAloneGivesFalseAlarms() throws {
        for name in ["fh-clean", "f1ap-clean"] {
            let subject = try #require(V.subjects.first { $0.name == name })
            let frames = try V.frames(subject.path)
            let configuration = try V.configuration(subject)
            let bytes = try Self.twoTaps(frames, run: 64)
            // the same file with its interfaces forgotten (one section of one interface each frame)
            let reader = try CaptureReader(bytes: bytes, name: "taps")
            var inFileOrder: [V.Frame] = []
            while let r = reader.next() {
                inFileOrder.append(V.Frame(time: r.timestampNanoseconds, bytes: Array(r.bytes), originalLength: r.originalLength, linkType: r.linkType))
            }
            let fileOrder = V.check(inFileOrder, configuration: configuration)
            #expect(!V.alarms(fileOrder).isEmpty, "\(name): checked in the file's order it raises alarms")
            let ordered = try Self.results(bytes, configuration)
            #expect(V.alarms(ordered).isEmpty, "\(name): \(V.alarms(ordered))")
            #expect(ordered.frames.reordered > 0)
        }
    }

    // MARK: The order itself

    static func record(_ frame: Int, time: Int64, interface: Int, interfaces: Int = 2, section: Int = 0, bytes: Int = 60) -> CaptureRecord {
        CaptureRecord(frameNumber: frame, timestampNanoseconds: time, capturedLength: bytes, originalLength: bytes, linkType: .ethernet,
                      interfaceID: interface, section: section, sectionInterfaces: interfaces, bytes: ArraySlice(repeating: 0, count: bytes))
    }

    static func drain(_ order: inout InterfaceTimeOrder, _ records: [CaptureRecord]) -> [CaptureRecord] {
        var out: [CaptureRecord] = []
        for r in records {
            if order.mustLetGo(before: r) { while let n = order.next(flushing: true) { out.append(n) } }
            order.add(r)
            while let n = order.next() { out.append(n) }
        }
        while let n = order.next(flushing: true) { out.append(n) }
        return out
    }

    /// Streams of up to four interfaces, each in time order, interleaved at random with skews
    /// below the window: every frame comes out once, in (time, frame number) order.
    @Test func interleavedStreamsComeOutInTimeOrder() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        for _ in 0..<200 {
            let interfaces = 1 + random(4)
            var streams: [[Int64]] = Array(repeating: [], count: interfaces)
            for i in 0..<interfaces {
                var t = Int64(random(1_000))
                for _ in 0..<random(60) {
                    t += Int64(random(3) == 0 ? 0 : random(20_000_000))
                    streams[i].append(t)
                }
            }
            // the file: turns of a random length per interface (skew well below one second)
            var next = Array(repeating: 0, count: interfaces)
            var records: [CaptureRecord] = []
            while next.indices.contains(where: { next[$0] < streams[$0].count }) {
                let i = random(interfaces)
                for _ in 0..<(1 + random(6)) where next[i] < streams[i].count {
                    records.append(Self.record(records.count + 1, time: streams[i][next[i]], interface: i, interfaces: interfaces))
                    next[i] += 1
                }
            }
            var order = InterfaceTimeOrder()
            let out = Self.drain(&order, records)
            #expect(out.map(\.frameNumber).sorted() == records.map(\.frameNumber))
            let keys = out.map { [$0.timestampNanoseconds, Int64($0.frameNumber)] }
            #expect(keys == keys.sorted { $0.lexicographicallyPrecedes($1) })
            #expect(order.backInTime == 0)
            #expect(order.isEmpty)
        }
    }

    /// A declared interface that never carries a frame holds the others back for the window
    /// only; the held frames are bounded in number and octets.
    @Test func aQuietInterfaceHoldsFramesForTheWindowOnly() {
        var order = InterfaceTimeOrder(window: 1_000, maximumHeldBytes: 1 << 30, maximumHeldFrames: 1 << 20)
        order.add(Self.record(1, time: 0, interface: 0))
        #expect(order.next() == nil)
        order.add(Self.record(2, time: 999, interface: 0))
        #expect(order.next() == nil)
        order.add(Self.record(3, time: 1_000, interface: 0))
        #expect(order.next()?.frameNumber == 1)
        #expect(order.next() == nil)

        var bounded = InterfaceTimeOrder(window: .max, maximumHeldBytes: 1 << 30, maximumHeldFrames: 10)
        var out: [Int] = []
        for f in 1...100 {
            bounded.add(Self.record(f, time: Int64(f), interface: 0))
            while let n = bounded.next() { out.append(n.frameNumber) }
        }
        #expect(out == Array(1...90))
        var byBytes = InterfaceTimeOrder(window: .max, maximumHeldBytes: 600, maximumHeldFrames: 1 << 20)
        out = []
        for f in 1...100 {
            byBytes.add(Self.record(f, time: Int64(f), interface: 0))
            while let n = byBytes.next() { out.append(n.frameNumber) }
        }
        #expect(out == Array(1...90))
    }

    /// A frame later than the order could wait for is checked where it comes, and counted; a new
    /// section lets the held frames go first.
    @Test func lateFramesAndSectionsAreCounted() {
        var order = InterfaceTimeOrder(window: 100, maximumHeldBytes: 1 << 30, maximumHeldFrames: 1 << 20)
        let records = [
            Self.record(1, time: 1_000, interface: 0),
            Self.record(2, time: 1_200, interface: 0),  // lets frame 1 go (the window)
            Self.record(3, time: 900, interface: 1),  // earlier than frame 1: late
            Self.record(4, time: 50, interface: 0, interfaces: 3, section: 1),
        ]
        let out = Self.drain(&order, records)
        #expect(out.map(\.frameNumber) == [1, 3, 2, 4])
        #expect(order.backInTime == 2)  // frame 3 after frame 1, frame 4 (a new section) after frame 2
        #expect(order.reorderedFrames == [2])
    }
}
