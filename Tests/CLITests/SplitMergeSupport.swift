import CaptureIO
import Foundation
import TestSupport
import Testing

/// Splitting a capture into parts at seeded random frame boundaries, checking each part in its
/// own process with `--state-out`, and merging (README "Past one machine").
enum SplitMerge {
    /// One capture the split/merge tests use, with the testbed its single run uses.
    struct Case: CustomTestStringConvertible, Sendable {
        var capture: String
        var testbed: String?
        var testDescription: String { URL(fileURLWithPath: capture).lastPathComponent }
    }

    /// Every committed capture (with the testbed its README names), and `../shared` captures when present.
    static func cases() -> [Case] {
        var out = [Case(capture: Oracle.path("Captures/sample-du-ru-cu.pcapng"), testbed: Oracle.path("Profiles/testbeds/lab-a.yaml"))]
        let synth = Oracle.captures.appendingPathComponent("synth")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: synth.path)) ?? []).filter { $0.hasSuffix(".pcapng") }.sorted()
        for name in names {
            let testbed = name.hasPrefix("f1ap-") ? "synth-f1.yaml" : "synth-lab.yaml"
            out.append(Case(capture: synth.appendingPathComponent(name).path, testbed: Oracle.path("Profiles/testbeds/\(testbed)")))
        }
        if Oracle.sharedPresent {
            out.append(Case(capture: Oracle.shared("testdata/fronthaul/captures/fh_1x1.pcap").path, testbed: Oracle.path("Profiles/testbeds/fh-1x1.yaml")))
            out.append(Case(capture: Oracle.shared("testdata/f1ap/captures/gowireshark_f1ap.pcapng").path, testbed: nil))
        }
        return out
    }

    /// The shared seeded generator (SplitMix64), so a failing split can be reproduced.
    typealias Seeded = SeededRandom

    /// Writes `capture` as `count` pcapng parts cut at distinct random frame boundaries (each
    /// part at least one frame when the capture has enough), with every interface of the original;
    /// `at`: cut after these frame counts instead.
    static func split(_ capture: String, into count: Int, seed: UInt64, directory: URL, at given: [Int]? = nil) throws -> [String] {
        let reader = try CaptureReader(path: capture)
        var records: [CaptureRecord] = []
        while let record = reader.next() { records.append(record) }
        var rng = Seeded(state: seed)
        var cuts = Set(given ?? [])
        let parts = min(count, max(1, records.count))
        while given == nil && cuts.count < parts - 1 { cuts.insert(1 + Int(rng.next() % UInt64(records.count - 1))) }
        let bounds = [0] + cuts.sorted() + [records.count]
        var paths: [String] = []
        for index in 0..<(bounds.count - 1) {
            var writer = PcapngWriter()
            var ids: [Int: Int] = [:]
            for (i, interface) in reader.interfaces.enumerated() {
                ids[i] = writer.addInterface(linkType: interface.linkType, snapLength: 0, fcsLength: interface.fcsLength)
            }
            for record in records[bounds[index]..<bounds[index + 1]] {
                try writer.write(record.bytes, timestampNanoseconds: record.timestampNanoseconds, originalLength: record.originalLength,
                                 interfaceID: ids[record.interfaceID] ?? 0)
            }
            let path = directory.appendingPathComponent("part\(index).pcapng").path
            try Data(writer.bytes).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        return paths
    }

    /// `check PART --state-out PART.state` for every part (concurrently when asked); the state
    /// paths. `suffixes` (taken in turn) end the state names: `.zst` and `.gz` write them
    /// compressed, with the IQ samples no rule reads zeroed; by default every other part's state
    /// is a gzip one (zlib is always there), so every merge joins both kinds.
    /// `headMilliseconds`: each part is checked with its `--frame-offset` (the frames of the
    /// parts before it) and that `--state-head`, so its state carries its boundary.
    static func checkParts(_ parts: [String], testbed: String?, concurrently: Bool = false, extra: [String] = [],
                           suffixes: [String] = ["", ".gz"], headMilliseconds: Int? = nil) throws -> [String] {
        let states = parts.indices.map { parts[$0] + ".state" + suffixes[$0 % suffixes.count] }
        let executable = try #require(CLIHarness.executable)
        var boundaries: [[String]] = Array(repeating: [], count: parts.count)
        if let headMilliseconds {
            var offset = 0
            for (i, part) in parts.enumerated() {
                boundaries[i] = ["--frame-offset", String(offset), "--state-head", String(headMilliseconds)]
                offset += try frameCount(part)
            }
        }
        let arguments = parts.indices.map { i in
            ["check", parts[i], "--state-out", states[i], "-q"] + (testbed.map { ["--testbed", $0] } ?? []) + extra + boundaries[i]
        }
        let results = Locked<[ProcessOutput?]>(Array(repeating: nil, count: parts.count))
        if concurrently {
            DispatchQueue.concurrentPerform(iterations: parts.count) { i in
                let r = try? Subprocess.run(executable.path, arguments[i])
                results.update { $0[i] = r }
            }
        } else {
            for i in parts.indices { results.update { $0[i] = try? Subprocess.run(executable.path, arguments[i]) } }
        }
        for (i, r) in results.value.enumerated() {
            let r = try #require(r)
            // A part's own verdict may be anything (its edges cut procedures); it must not be a usage error.
            #expect(r.status != 2, "part \(i): \(r.stderr)")
            #expect(FileManager.default.fileExists(atPath: states[i]), "part \(i) wrote no state: \(r.stderr)")
        }
        return states
    }

    /// The frame count of a capture.
    static func frameCount(_ path: String) throws -> Int {
        let reader = try CaptureReader(path: path)
        var n = 0
        while reader.next() != nil { n += 1 }
        return n
    }

    /// A value shared by concurrent closures.
    final class Locked<Value>: @unchecked Sendable {
        private var stored: Value
        private let lock = NSLock()
        init(_ value: Value) { stored = value }
        var value: Value { lock.lock(); defer { lock.unlock() }; return stored }
        func update(_ body: (inout Value) -> Void) { lock.lock(); body(&stored); lock.unlock() }
    }
}
