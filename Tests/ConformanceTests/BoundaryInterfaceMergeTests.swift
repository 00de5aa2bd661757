import CaptureIO
@testable import Conformance
import Foundation
import NetLayers
import Testing
import WireCore

/// Split captures whose frames the link layer reads otherwise than a fronthaul capture of one
/// interface: a second capture interface that sends rarely or falls silent (its FCS detection
/// settles only after a few frames, and a part counts them from its own first), and frames the
/// snap length cut short (the frames held to find repeats keep fewer octets than their slots).
/// Every merge must equal the single run, and the parts past their heads join.
@Suite struct BoundaryInterfaceMergeTests {
    /// The records of a pcapng file of two interfaces: `frames` on the first, `other` on the second.
    static func twoInterfaces(_ frames: [CaptureVariants.Frame], other: [(time: Int64, bytes: [UInt8])]) throws -> [CaptureRecord] {
        var writer = PcapngWriter()
        let ids = [writer.addInterface(linkType: .ethernet, snapLength: 0), writer.addInterface(linkType: .ethernet, snapLength: 0)]
        var written = frames.map { (time: $0.time, bytes: $0.bytes, length: $0.originalLength, interface: 0) }
        for f in other { written.append((f.time, f.bytes, f.bytes.count, 1)) }
        written = written.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        for w in written { try writer.write(w.bytes, timestampNanoseconds: w.time, originalLength: w.length, interfaceID: ids[w.interface]) }
        let reader = try CaptureReader(bytes: writer.bytes)
        var records: [CaptureRecord] = []
        while let r = reader.next() {
            var own = r
            own.bytes = ArraySlice(Array(r.bytes))
            records.append(own)
        }
        return records
    }

    /// A frame of the IEEE 802 local experimental EtherType 0x88B5 (`n` in its payload),
    /// with a valid FCS when `fcs`.
    static func otherFrame(_ n: Int, fcs: Bool = false) -> [UInt8] {
        var frame: [UInt8] = [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x02, 0, 0, 0, 0, 0x99, 0x88, 0xB5, UInt8(truncatingIfNeeded: n)]
            + [UInt8](repeating: 0x5A, count: 45)
        if fcs {
            let crc = EthernetFCS.crc32(frame[...])
            frame += [UInt8(crc & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 24)]
        }
        return frame
    }

    /// A second interface sending a frame every 20 ms: a 130 ms head sees 6 or 7 of them, fewer
    /// than settle its FCS detection, while the single run settled it long before; the part's
    /// frames after the snapshot are handed on alike either way, and the earlier parts' count
    /// goes on. The same with one frame of a valid FCS at 200 ms: a part still undecided there
    /// strips it where the single run does not, and must be checked again.
    @Test(arguments: [false, true])
    func aSecondInterfaceThatSendsRarely(validFCSOnce: Bool) throws {
        let (frames, configuration) = try ScenarioFrames.long("fh-clean", milliseconds: 300)
        let start = frames.map(\.time).min() ?? 0
        let other = (0..<15).map { k in (time: start + 1_000 + Int64(k) * 20_000_000, bytes: Self.otherFrame(k, fcs: validFCSOnce && k == 10)) }
        let records = try Self.twoInterfaces(frames, other: other)
        let cut = try #require(records.firstIndex { $0.timestampNanoseconds > start + 50_000_000 })
        let result = BoundaryMergeTests.expectMergesHold("fh-clean with a second interface every 20 ms\(validFCSOnce ? ", one valid FCS" : "")",
                                                         records: records, configuration: configuration, parts: 2, head: 130_000_000, splits: 0,
                                                         seed: 0, fixedCuts: [[cut]])
        if validFCSOnce {
            #expect(result.laterJoined == 0 && result.checkedAgain.contains { $0.contains("FCS per interface") }, "\(result.checkedAgain)")
        } else {
            #expect(result.laterJoined == 1, "\(result.checkedAgain)")
        }
        _ = BoundaryMergeTests.expectMergesHold("fh-clean with a second interface every 20 ms", records: records, configuration: configuration,
                                                parts: 3, head: 130_000_000, splits: BoundaryMergeTests.splits, seed: validFCSOnce ? 3 : 4)
    }

    /// A second interface keeping the FCS (each frame with a valid one) every 20 ms for 80 ms,
    /// then silent: the single run settles it at its second frame, a part cut at 70 ms sees one
    /// frame of it in its head and stays undecided. No frame reads it after the snapshot: the
    /// earlier parts' detection stands, and the part joins.
    @Test func anInterfaceKeepingTheFCSThatFallsSilent() throws {
        let (frames, configuration) = try ScenarioFrames.long("fh-clean", milliseconds: 300)
        let start = frames.map(\.time).min() ?? 0
        let other = (0..<5).map { k in (time: start + 1_000 + Int64(k) * 20_000_000, bytes: Self.otherFrame(k, fcs: true)) }
        let records = try Self.twoInterfaces(frames, other: other)
        let cut = try #require(records.firstIndex { $0.timestampNanoseconds > start + 70_000_000 })
        let joined = BoundaryMergeTests.expectMergesHold("fh-clean with a second interface keeping the FCS", records: records,
                                                         configuration: configuration, parts: 2, head: 130_000_000, splits: 0, seed: 0,
                                                         fixedCuts: [[cut]]).laterJoined
        #expect(joined == 1)
    }

    /// The fronthaul cut by a snap length of 60 octets, after 32 frames of 120 octets of another
    /// protocol kept whole: the frames held to find repeats keep 80 octets of a frame where they
    /// can, so a slot holds the octets of an earlier, longer frame past a short one's, which the
    /// single run wrote and a part, beginning later, never did. No comparison reads them, and no
    /// state may: every second part joins.
    @Test func framesCutBySnapLength() throws {
        let (frames, configuration) = try ScenarioFrames.long("fh-clean", milliseconds: 300)
        let start = frames.map(\.time).min() ?? 0
        let long = (0..<32).map { k in
            let bytes = Self.otherFrame(k) + [UInt8](repeating: UInt8(truncatingIfNeeded: k), count: 60)
            return CaptureVariants.Frame(time: start - 100_000 + Int64(k) * 1_000, bytes: bytes, originalLength: bytes.count, linkType: .ethernet)
        }
        let cut = long + frames.map { f in
            CaptureVariants.Frame(time: f.time, bytes: Array(f.bytes.prefix(60)), originalLength: f.originalLength, linkType: f.linkType)
        }
        let records = BoundaryMergeTests.records(cut, 0..<cut.count)
        let n = records.count
        let cuts = [[n / 3], [2 * n / 5], [n / 2]]
        let joined = BoundaryMergeTests.expectMergesHold("fh-clean cut at 60 octets after longer frames", records: records, configuration: configuration, parts: 2,
                                                         head: 130_000_000, splits: 0, seed: 0, fixedCuts: cuts).laterJoined
        #expect(joined == cuts.count, "\(joined) of \(cuts.count) second parts joined")
    }

    /// Fragments on a second capture interface that sends 6 frames in the first 45 ms and then
    /// falls silent: its FCS detection, still undecided, counts from a part's first frame of it.
    /// A part that sees some of them in its head alone, and one that never sees the interface,
    /// join: the earlier parts' detection stands for an interface the part did not read after
    /// its snapshot, and is carried on past a part that never saw it.
    @Test func fragmentsOnAnInterfaceThatFallsSilent() throws {
        let (frames, configuration) = try ScenarioFrames.long("fh-clean", milliseconds: 300)
        let start = frames.map(\.time).min() ?? 0
        let other = BoundaryFragmentMergeTests.fragmentFrames(from: start + 20_000_000, to: start + 45_000_000, every: 20_000_000)
        #expect(other.count == 6)
        let records = try Self.twoInterfaces(frames, other: other)
        // a cut between the two datagrams (the part's head reads the interface's last 3 frames),
        // and one after them (the part never sees the interface)
        let between = try #require(records.firstIndex { $0.timestampNanoseconds > start + 30_000_000 })
        let after = try #require(records.firstIndex { $0.timestampNanoseconds > start + 100_000_000 })
        for (name, cut) in [("between the datagrams", between), ("after them", after)] {
            let joined = BoundaryMergeTests.expectMergesHold("fh-clean with a second interface that falls silent, cut \(name)", records: records,
                                                             configuration: configuration, parts: 2, head: 130_000_000, splits: 0, seed: 0,
                                                             fixedCuts: [[cut]]).laterJoined
            #expect(joined == 1, "cut \(name): the second part did not join")
        }
        _ = BoundaryMergeTests.expectMergesHold("fh-clean with a second interface that falls silent", records: records, configuration: configuration,
                                                parts: 2, head: 130_000_000, splits: BoundaryMergeTests.splits, seed: 11)
    }
}
