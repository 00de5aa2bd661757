import CaptureIO
@testable import Conformance
import Foundation
import NetLayers
import Testing
import WireCore

/// Split captures that carry IP datagrams in fragments (RFC 791 clause 3.2, RFC 8200 clause 4.5)
/// beside their fronthaul: datagrams that straddle a cut, that never complete (let go at the
/// frame window inside a part, or held to the end), IPv4 and IPv6, fragments in reverse order.
/// Every merge must equal the single run (the frames let go incomplete among its counts), and
/// parts past their heads join (before, a part holding or following a datagram in fragments was
/// checked again whole, and one that let fragments go lost them from the merged counts).
/// (Fragments on a second interface: ``BoundaryInterfaceMergeTests``.)
@Suite struct BoundaryFragmentMergeTests {
    static func be16(_ v: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)] }

    static func ethernet(type: Int, _ payload: [UInt8]) -> [UInt8] {
        let frame = [0x02, 0, 0, 0, 0x0F, 0x02, 0x02, 0, 0, 0, 0x0F, 0x01] + be16(type) + payload
        return frame + [UInt8](repeating: 0, count: max(0, 60 - frame.count))
    }

    /// The fragments of a UDP datagram of `id` (40 octets of data), 16 data octets each, as
    /// Ethernet frames: IPv4 with its header checksum (RFC 791 clause 3.1), or IPv6 with a
    /// Fragment header (RFC 8200 clause 4.5).
    static func fragments(id: Int, ipv6: Bool) -> [[UInt8]] {
        let data = (0..<40).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ id) }
        let udp = be16(40_000) + be16(40_001) + be16(8 + data.count) + be16(0) + data
        return stride(from: 0, to: udp.count, by: 16).map { offset in
            let piece = Array(udp[offset..<min(udp.count, offset + 16)])
            let more = offset + 16 < udp.count
            if ipv6 {
                let source: [UInt8] = [0x20, 0x01, 0x0D, 0xB8] + [UInt8](repeating: 0, count: 11) + [1]
                let destination: [UInt8] = [0x20, 0x01, 0x0D, 0xB8] + [UInt8](repeating: 0, count: 11) + [2]
                let fragmentHeader: [UInt8] = [17, 0] + be16(offset | (more ? 1 : 0)) + be16(id >> 16) + be16(id)
                let header: [UInt8] = [0x60, 0, 0, 0] + be16(8 + piece.count) + [44, 64] + source + destination
                return ethernet(type: 0x86DD, header + fragmentHeader + piece)
            }
            var header: [UInt8] = [0x45, 0] + be16(20 + piece.count) + be16(id) + be16((more ? 0x2000 : 0) | offset / 8) + [64, 17, 0, 0]
                + [10, 9, 0, 1, 10, 9, 0, 2]
            var sum = 0
            for i in stride(from: 0, to: 20, by: 2) { sum += Int(header[i]) << 8 | Int(header[i + 1]) }
            while sum > 0xFFFF { sum = (sum & 0xFFFF) + (sum >> 16) }
            header[10] = UInt8((~sum >> 8) & 0xFF)
            header[11] = UInt8(~sum & 0xFF)
            return ethernet(type: 0x0800, header + piece)
        }
    }

    /// A datagram every 3 ms from `start`, its fragments 1 ms apart: every 3rd IPv6, every 5th in
    /// reverse, every 7th without its middle fragment, every 11th its first fragment only.
    static func fragmentFrames(from start: Int64, to end: Int64, every: Int64 = 3_000_000) -> [(time: Int64, bytes: [UInt8])] {
        var out: [(time: Int64, bytes: [UInt8])] = []
        for (k, t0) in stride(from: start, to: end, by: Int(every)).enumerated() {
            var list = fragments(id: 100 + k, ipv6: k % 3 == 0)
            if k % 5 == 4 { list.reverse() }
            if k % 7 == 3 { list.remove(at: 1) }
            if k % 11 == 5 { list = [fragments(id: 100 + k, ipv6: k % 3 == 0)[0]] }
            for (i, f) in list.enumerated() { out.append((t0 + Int64(i) * 1_000_000 + 17, f)) }
        }
        return out
    }

    /// Fragments among the fronthaul of one interface: with the default windows (a datagram that
    /// never completes is held to the capture's end, and carried across the parts), with a
    /// frame window of 4,000 (it is let go some 30 ms later, inside a part's head) and of 20,000
    /// (some 165 ms later, past a part's head: a part that begins with the later fragments of a
    /// datagram lets them go after its snapshot, where the single run completed it, and must
    /// not join).
    @Test(arguments: [100_000, 4_000, 20_000])
    func fragmentsAmongTheFronthaul(frameWindow: Int) throws {
        let (frames, base) = try ScenarioFrames.long("fh-clean", milliseconds: 300)
        var configuration = base
        configuration.demux.reassemblyFrameWindow = frameWindow
        let start = frames.map(\.time).min() ?? 0, end = frames.map(\.time).max() ?? 0
        var all = frames
        for f in Self.fragmentFrames(from: start + 500_000, to: end) {
            all.append(CaptureVariants.Frame(time: f.time, bytes: f.bytes, originalLength: f.bytes.count, linkType: .ethernet))
        }
        all = all.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        let records = BoundaryMergeTests.records(all, 0..<all.count)
        // the single run lets fragments go, or holds them at the end, and completes others
        let single = ConformanceRun(configuration: configuration)
        for r in records { single.feed(r) }
        let results = single.finish()
        #expect(results.frames.incompleteFragments > 0)
        // cuts after a third, two fifths and half of the frames (second parts longer than their
        // heads), each in a datagram's fragments or not, and at random frames
        let n = records.count
        let cuts = [[n / 3], [2 * n / 5], [n / 2]]
        let name = "fh-clean with fragments, frame window \(frameWindow)"
        let joined = BoundaryMergeTests.expectMergesHold(name, records: records, configuration: configuration, parts: 2, head: 130_000_000, splits: 0,
                                                         seed: 0, threads: 2, fixedCuts: cuts).laterJoined
        if frameWindow != 20_000 { #expect(joined == cuts.count, "\(joined) of \(cuts.count) second parts joined") }
        // a cut before the second fragment of an IPv4 datagram (MF set, offset 16 octets), the
        // part after it longer than the frame window of 20,000
        let inside = try #require(records.indices.first { i in
            let b = records[i].bytes
            return i >= n / 4 && b.count > 22 && b[b.startIndex + 12] == 0x08 && b[b.startIndex + 13] == 0 && b[b.startIndex + 20] == 0x20 && b[b.startIndex + 21] == 2
        })
        _ = BoundaryMergeTests.expectMergesHold(name + ", cut inside a datagram", records: records, configuration: configuration, parts: 2,
                                                head: 130_000_000, splits: 0, seed: 0, fixedCuts: [[inside]])
        _ = BoundaryMergeTests.expectMergesHold(name, records: records, configuration: configuration, parts: 3, head: 130_000_000,
                                                splits: BoundaryMergeTests.splits, seed: UInt64(frameWindow))
    }

    /// A run holding IPv4 and IPv6 datagrams in fragments, and the run restored from its state
    /// (through the state's JSON): the same state, and the same results once the rest comes.
    static func runHoldingFragments() -> (run: ConformanceRun, rest: [CaptureRecord]) {
        let datagrams = [fragments(id: 7, ipv6: false), fragments(id: 8, ipv6: true), fragments(id: 9, ipv6: false)]
        let frames = datagrams.map { Array($0.prefix(2)) }.flatMap { $0 } + datagrams.map { Array($0.dropFirst(2)) }.flatMap { $0 }
        let records = frames.enumerated().map { i, f in
            CaptureRecord(frameNumber: i + 1, timestampNanoseconds: Int64(i) * 1_000, capturedLength: f.count, originalLength: f.count, linkType: .ethernet,
                          bytes: f[...])
        }
        let run = ConformanceRun(configuration: RunConfiguration())
        for r in records.prefix(6) { run.feed(r) }
        return (run, Array(records.dropFirst(6)))
    }

    @Test func datagramsHeldRestoreThroughTheirJSON() throws {
        let (run, rest) = Self.runHoldingFragments()
        let states = run.boundaryStates()
        #expect(states[ConformanceRun.runComponent]?[ConformanceRun.ipDatagramsTableName]?.entries.count == 3)
        #expect(!(states[ConformanceRun.runComponent]?.holdsUnwrittenState ?? true))
        var read: [String: BoundaryState] = [:]
        for (name, state) in states { read[name] = try BoundaryState(jsonValue: state.jsonValue) }
        let restored = ConformanceRun(configuration: RunConfiguration())
        try restored.restoreBoundaryStates(read)
        #expect(restored.boundaryStates()[ConformanceRun.runComponent] == states[ConformanceRun.runComponent])
        for r in rest {
            run.feed(r)
            restored.feed(r)
        }
        let results = run.finish()
        #expect(results.frames.incompleteFragments == 0, "every datagram completed")
        #expect(restored.finish().renderJSON() == results.renderJSON())
    }

    /// A state's datagram that no fragment the reassembly takes could make is refused, not
    /// restored: a length or a piece past 65,535 octets, an upper protocol past 255, a key that
    /// names no addresses.
    @Test(arguments: [("total", JSONValue.int(-5)), ("total", .int(70_000)), ("upper", .int(300)), ("overlapped", .int(1)),
                      ("pieces", .array([.array([.int(65_530), .string("AAAAAAAAAAAAAAAAAAAAAA==")])])), ("pieces", .string("x")), ("key", .null)])
    func damagedDatagramsAreRefused(_ member: String, _ value: JSONValue) throws {
        let (run, _) = Self.runHoldingFragments()
        var states = run.boundaryStates()
        var state = try #require(states[ConformanceRun.runComponent])
        let t = try #require(state.tables.firstIndex { $0.name == ConformanceRun.ipDatagramsTableName })
        let key = try #require(state.tables[t].entries.keys.min())
        if member == "key" {
            state.tables[t].entries["10.9.0.1 → nowhere id 7 protocol 17"] = state.tables[t].entries.removeValue(forKey: key)
        } else {
            state.tables[t] = try state.tables[t].replacing(member: member, of: key, with: value)
        }
        states[ConformanceRun.runComponent] = state
        #expect(throws: BoundaryRestoreError.self, "\(member) = \(value.compactText())") {
            try ConformanceRun(configuration: RunConfiguration()).restoreBoundaryStates(states)
        }
    }
}
