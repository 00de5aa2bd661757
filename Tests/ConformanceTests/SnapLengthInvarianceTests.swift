import CaptureIO
import Conformance
import Foundation
import NetLayers
import Testing
import TestSupport

/// Fronthaul labs often capture with a snap length (`tcpdump -s 128`, `dumpcap -s`): the IQ data
/// of a 100 MHz carrier would not fit on disk, the headers do. A frame cut by the snap length
/// keeps its original length in the capture (pcap `orig_len`, pcapng Original Packet Length), so
/// what the cut removed is known to be missing, not wrong: a rule that needs it cannot be judged.
/// Property, over every test capture and its testbed, at snap lengths from inside the Ethernet
/// header to past the C-plane headers: no (rule, node) counts more violations than the uncut
/// capture, so no FAIL or WARN appears that the whole capture does not have.
@Suite struct SnapLengthInvarianceTests {
    typealias V = CaptureVariants

    static let snapLengths = [16, 40, 64, 100, 128, 256]

    /// The frames cut to `snap` octets, each keeping its original length.
    static func cut(_ frames: [V.Frame], to snap: Int) -> [V.Frame] {
        frames.map { f in
            var g = f
            if g.bytes.count > snap { g.bytes = Array(g.bytes.prefix(snap)) }
            return g
        }
    }

    @Test(arguments: V.subjects)
    func aSnapLengthCutAddsNoViolation(subject: V.Subject) throws {
        let configuration = try V.configuration(subject)
        let frames = try V.frames(subject.path)
        let base = V.check(frames, configuration: configuration)
        let baseViolations = V.violationCounts(base)
        let baseFlagged = V.alarms(base)
        for snap in Self.snapLengths {
            let cut = Self.cut(frames, to: snap)
            guard zip(cut, frames).contains(where: { $0.bytes.count < $1.bytes.count }) else { continue }
            let r = V.check(cut, configuration: configuration)
            let added = V.violationCounts(r).filter { $0.value > baseViolations[$0.key, default: 0] }
            let detail = added.keys.sorted().map { key -> String in
                let row = r.results.first { "\($0.rule) \($0.node)" == key }
                return "\(key): \(added[key]!) against \(baseViolations[key, default: 0]); first \(row?.findings.first.map { "\($0.frames) \($0.message)" } ?? "-")"
            }
            #expect(added.isEmpty, "\(subject.name) -s \(snap): \(detail.joined(separator: "\n"))")
            #expect(V.alarms(r).isSubset(of: baseFlagged), "\(subject.name) -s \(snap): \(V.alarms(r).subtracting(baseFlagged).sorted())")
            #expect(r.completeness.snapLengthCutFrames > 0 && !r.completeness.isComplete, "\(subject.name) -s \(snap): the cut frames are not reported")
        }
    }

    /// The cut frames written to a pcapng file (each keeping its original length), as bytes.
    static func pcapng(_ frames: [V.Frame]) throws -> [UInt8] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snap-\(UUID().uuidString).pcapng")
        defer { try? FileManager.default.removeItem(at: url) }
        var writer = try PcapngWriter(path: url.path)
        var ids: [LinkType: Int] = [:]
        for f in frames {
            let id = ids[f.linkType] ?? writer.addInterface(linkType: f.linkType, snapLength: 100)
            ids[f.linkType] = id
            try writer.write(f.bytes, timestampNanoseconds: f.time, originalLength: f.originalLength, interfaceID: id)
        }
        try writer.close()
        return try [UInt8](Data(contentsOf: url))
    }

    /// Decode workers map a PDU's codec findings where they decode it: a cut frame's findings
    /// are judged the same there as on the checking stage.
    @Test(arguments: V.subjects)
    func decodeWorkersJudgeCutFramesAsTheSerialRun(subject: V.Subject) throws {
        let bytes = try Self.pcapng(Self.cut(try V.frames(subject.path), to: 100))
        let configuration = try V.configuration(subject)
        let serial = try ParallelCheckTests.outputs(bytes, name: subject.name, configuration, workers: nil)
        for facts in [FactsPlacement.decodeWorkers, .checkingStage] {
            let parallel = try ParallelCheckTests.outputs(bytes, name: subject.name, configuration, workers: 2, batch: 7, facts: facts)
            #expect(parallel.json == serial.json, "\(subject.name), facts \(facts)")
        }
    }
}
