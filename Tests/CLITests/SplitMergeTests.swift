import CaptureIO
import Foundation
import TestSupport
import Testing

/// Issue 21 item 5: a capture split into time slices at random frame boundaries, each part
/// checked in its own process (`check PART --state-out`), then `merge`: the merged `--json`
/// equals the single run's byte for byte (verdicts, counts, findings, frame numbers).
@Suite(.enabled(if: CLIHarness.executable != nil, "the ranconform executable was not found next to the test bundle"))
struct SplitMergeTests {
    /// The single run's `check --json` and exit status.
    static func single(_ c: SplitMerge.Case) throws -> (json: String, status: Int32) {
        let r = try #require(try CLIHarness.ranconform(["check", c.capture, "--json"] + (c.testbed.map { ["--testbed", $0] } ?? [])))
        #expect(r.status != 2, "\(r.stderr)")
        return (r.stdout, r.status)
    }

    /// Splits, checks the parts, merges (arguments shuffled: merge orders parts by time) and
    /// compares with the single run.
    /// `headMilliseconds`: the parts are checked with their frame offsets and that head, and
    /// merged at their boundaries (``SplitMergeBoundaryTests``); the merge's `--explain` lines
    /// are returned.
    @discardableResult
    static func expectMergeEqualsSingle(_ c: SplitMerge.Case, parts count: Int, seed: UInt64, concurrently: Bool = false,
                                        mergeArguments: [String] = [], headMilliseconds: Int? = nil) throws -> String {
        let directory = try TemporaryFiles.directory("split")
        defer { try? FileManager.default.removeItem(at: directory) }
        let expected = try single(c)
        let parts = try SplitMerge.split(c.capture, into: count, seed: seed, directory: directory)
        let states = try SplitMerge.checkParts(parts, testbed: c.testbed, concurrently: concurrently, headMilliseconds: headMilliseconds)
        let merged = try #require(try CLIHarness.ranconform(["merge"] + states.reversed() + ["--json", "--explain"] + mergeArguments))
        #expect(merged.status == expected.status, "\(c.testDescription) in \(parts.count): \(merged.stderr)")
        #expect(merged.stdout == expected.json,
                "\(c.testDescription) split into \(parts.count) parts (seed \(seed), head \(headMilliseconds.map { "\($0) ms" } ?? "none")) \(mergeArguments) differs from the single run")
        #expect(!merged.stderr.contains("warning"), "\(merged.stderr)")
        return merged.stderr
    }

    /// Every capture, split into 2, 3, 7 or 16 parts (the count rotating over the captures, so
    /// each count meets fronthaul and F1AP captures, clean and faulty); every other capture's
    /// parts are checked with their frame offsets and a 3 ms head and merged at their boundaries.
    @Test(arguments: Array(SplitMerge.cases().enumerated()).map { ($0.offset, $0.element) })
    func everyCaptureMergesToItsSingleRun(_ index: Int, _ c: SplitMerge.Case) throws {
        let count = [2, 3, 7, 16][index % 4]
        try Self.expectMergeEqualsSingle(c, parts: count, seed: UInt64(index) &* 7919 &+ 1, headMilliseconds: index % 2 == 0 ? 3 : nil)
    }

    /// The whole matrix, every capture × 2, 3, 7 and 16 parts (about 1,500 processes: opt-in,
    /// `RANCONFORM_SPLIT_MATRIX=1 swift test --filter SplitMergeTests`).
    @Test(.environmentVariable("RANCONFORM_SPLIT_MATRIX", "set RANCONFORM_SPLIT_MATRIX=1 to split every capture into 2, 3, 7 and 16 parts"),
          arguments: SplitMerge.cases().flatMap { c in [2, 3, 7, 16].map { (c, $0) } })
    func everyCaptureEverySplitCount(_ c: SplitMerge.Case, _ count: Int) throws {
        try Self.expectMergeEqualsSingle(c, parts: count, seed: UInt64(count) &* 104_729 &+ UInt64(c.testDescription.utf8.count))
    }

    /// All four split counts on a fronthaul, a mixed (fronthaul + PTP + F1AP) and an F1AP capture,
    /// merged with one thread (`--jobs 1`) and with three decode workers (`--jobs 3`).
    @Test(arguments: [2, 3, 7, 16])
    func everySplitCountOnTheMixedCaptures(_ count: Int) throws {
        let cases = SplitMerge.cases().filter { ["sample-du-ru-cu.pcapng", "mixed-lab.pcapng", "f1ap-clean.pcapng", "fh-fault-drop.pcapng"].contains($0.testDescription) }
        #expect(cases.count == 4)
        for c in cases {
            try Self.expectMergeEqualsSingle(c, parts: count, seed: UInt64(count) * 31, mergeArguments: ["--jobs", count % 2 == 0 ? "1" : "3"])
        }
    }

    /// With the IQ analysis on (`--iq`, recorded in the state): the FH-IQ rules and the `iq`
    /// figures per flow merge to the single run's too.
    @Test func iqAnalysisMergesToTheSingleRun() throws {
        for name in ["fh-fault-energy-outside-alloc.pcapng", "mixed-lab.pcapng"] {
            let c = try #require(SplitMerge.cases().first { $0.testDescription == name })
            let directory = try TemporaryFiles.directory("iq")
            defer { try? FileManager.default.removeItem(at: directory) }
            let single = try #require(try CLIHarness.ranconform(["check", c.capture, "--json", "--iq", "--testbed", c.testbed!]))
            #expect(single.stdout.contains("\"iq\""), "the single run has IQ figures")
            let parts = try SplitMerge.split(c.capture, into: 3, seed: 11, directory: directory)
            let states = try SplitMerge.checkParts(parts, testbed: c.testbed, extra: ["--iq"])
            let merged = try #require(try CLIHarness.ranconform(["merge"] + states + ["--json"]))
            #expect(merged.status == single.status)
            #expect(merged.stdout == single.stdout, "\(name) with --iq")
        }
    }

    /// The parts checked at the same time as separate processes (as on N machines).
    /// A capture taken at two points (each frame again 3 µs later on a second interface): the
    /// copies a part's state holds are found again when the parts are merged.
    /// The mixed-lab capture's records, and a pcapng writer with two interfaces per link type.
    static func twoInterfaceWriter() throws -> (source: SplitMerge.Case, records: [CaptureRecord], writer: PcapngWriter, ids: [LinkType: [Int]]) {
        let source = try #require(SplitMerge.cases().first { $0.testDescription == "mixed-lab.pcapng" })
        let reader = try CaptureReader(path: source.capture)
        var records: [CaptureRecord] = []
        while let record = reader.next() { records.append(record) }
        var writer = PcapngWriter()
        var ids: [LinkType: [Int]] = [:]
        for r in records where ids[r.linkType] == nil {
            ids[r.linkType] = [writer.addInterface(linkType: r.linkType, snapLength: 0), writer.addInterface(linkType: r.linkType, snapLength: 0)]
        }
        return (source, records, writer, ids)
    }

    /// Writes `writer`'s capture to `directory`, splits it into 2 and 5 parts and expects each
    /// merge to equal the single run; returns the single run's JSON.
    static func expectPartsMergeToTheSingleRun(_ writer: PcapngWriter, named name: String, in directory: URL, testbed: String?,
                                               seed: UInt64) throws -> String {
        let path = directory.appendingPathComponent("\(name).pcapng").path
        try Data(writer.bytes).write(to: URL(fileURLWithPath: path))
        let c = SplitMerge.Case(capture: path, testbed: testbed)
        let single = try Self.single(c)
        for count in [2, 5] { try Self.expectMergeEqualsSingle(c, parts: count, seed: UInt64(count) &* seed) }
        return single.json
    }

    @Test func aCaptureFromTwoPointsMergesToItsSingleRun() throws {
        let directory = try TemporaryFiles.directory("points")
        defer { try? FileManager.default.removeItem(at: directory) }
        let setup = try Self.twoInterfaceWriter()
        let source = setup.source, records = setup.records, ids = setup.ids
        var writer = setup.writer
        let order = records.indices.flatMap { [($0, false, records[$0].timestampNanoseconds), ($0, true, records[$0].timestampNanoseconds + 3_000)] }
            .sorted { ($0.2, $0.1 ? 1 : 0, $0.0) < ($1.2, $1.1 ? 1 : 0, $1.0) }
        for (i, second, time) in order {
            let pair = try #require(ids[records[i].linkType])
            try writer.write(records[i].bytes, timestampNanoseconds: time, originalLength: records[i].originalLength, interfaceID: pair[second ? 1 : 0])
        }
        let single = try Self.expectPartsMergeToTheSingleRun(writer, named: "two-points", in: directory, testbed: source.testbed, seed: 17)
        #expect(single.contains("\"copies\":\(records.count)"), "every second capture is a copy")
    }

    /// A two-port tap's capture (one interface per direction, written in turns of 16 frames of
    /// one interface): the time order runs across the part boundaries as in the single run.
    @Test func aTwoPortTapCaptureMergesToItsSingleRun() throws {
        let directory = try TemporaryFiles.directory("taps")
        defer { try? FileManager.default.removeItem(at: directory) }
        let setup = try Self.twoInterfaceWriter()
        let source = setup.source, records = setup.records, ids = setup.ids
        var writer = setup.writer
        var sides: [[CaptureRecord]] = [[], []]
        for (i, r) in records.enumerated() {
            let b = r.bytes
            let side = r.linkType == .ethernet && b.count >= 12
                ? (b[b.startIndex + 6..<b.startIndex + 12].lexicographicallyPrecedes(b[b.startIndex..<b.startIndex + 6]) ? 0 : 1) : i & 1
            sides[side].append(r)
        }
        var next = [0, 0], turn = 0
        while next[0] < sides[0].count || next[1] < sides[1].count {
            for _ in 0..<16 where next[turn] < sides[turn].count {
                let r = sides[turn][next[turn]]
                next[turn] += 1
                try writer.write(r.bytes, timestampNanoseconds: r.timestampNanoseconds, originalLength: r.originalLength,
                                 interfaceID: try #require(ids[r.linkType])[turn])
            }
            turn ^= 1
        }
        let single = try Self.expectPartsMergeToTheSingleRun(writer, named: "two-taps", in: directory, testbed: source.testbed, seed: 31)
        #expect(single.contains("\"reordered\":"), "the file is not in time order")
    }

    @Test func partsCheckedConcurrentlyMergeToTheSingleRun() throws {
        let c = try #require(SplitMerge.cases().first { $0.testDescription == "mixed-lab.pcapng" })
        try Self.expectMergeEqualsSingle(c, parts: 7, seed: 2026, concurrently: true)
    }

    /// `--frame-offset` given per part: the same frame numbers as numbering the parts on.
    @Test func declaredFrameOffsetsGiveTheSameNumbers() throws {
        let c = try #require(SplitMerge.cases().first { $0.testDescription == "fh-fault-seqid-jump.pcapng" })
        let directory = try TemporaryFiles.directory("offset")
        defer { try? FileManager.default.removeItem(at: directory) }
        let parts = try SplitMerge.split(c.capture, into: 3, seed: 5, directory: directory)
        var offset = 0
        var states: [String] = []
        for part in parts {
            let state = part + ".state"
            let r = try #require(try CLIHarness.ranconform(["check", part, "--state-out", state, "--frame-offset", String(offset), "-q", "--testbed", c.testbed!]))
            #expect(r.status != 2, "\(r.stderr)")
            states.append(state)
            offset += try Self.frameCount(part)
        }
        let merged = try #require(try CLIHarness.ranconform(["merge"] + states + ["--json"]))
        #expect(merged.stdout == (try Self.single(c)).json)
        // Offsets that overlap in time order are refused.
        let bad = parts[1] + ".bad.state"
        _ = try CLIHarness.ranconform(["check", parts[1], "--state-out", bad, "--frame-offset", "0", "-q", "--testbed", c.testbed!])
        let overlap = try #require(try CLIHarness.ranconform(["merge", states[0], bad, "--json"]))
        #expect(overlap.status == 2 && overlap.stderr.contains("overlaps"), "\(overlap.stderr)")
    }

    /// Every report format `check` writes, from the merge: the same text as the single run's
    /// (the report date pinned; the captures they list are the parts).
    @Test func reportsAndExitCodesMatchTheSingleRun() throws {
        let c = try #require(SplitMerge.cases().first { $0.testDescription == "fh-fault-drop.pcapng" })
        let directory = try TemporaryFiles.directory("reports")
        defer { try? FileManager.default.removeItem(at: directory) }
        let parts = try SplitMerge.split(c.capture, into: 3, seed: 77, directory: directory)
        let states = try SplitMerge.checkParts(parts, testbed: c.testbed)
        let environment = ["SOURCE_DATE_EPOCH": "1700000000"]
        let executable = try #require(CLIHarness.executable).path
        let single = try Subprocess.run(executable, ["check", c.capture, "--testbed", c.testbed!, "--report", "junit:\(directory.path)/s.xml",
                                                     "--report", "markdown:\(directory.path)/s.md"], environment: environment)
        let merged = try Subprocess.run(executable, ["merge"] + states + ["--report", "junit:\(directory.path)/m.xml",
                                                                          "--report", "markdown:\(directory.path)/m.md"], environment: environment)
        #expect(single.status == merged.status)
        #expect(single.stdout == merged.stdout, "the text tables differ")
        for ext in ["xml", "md"] {
            let s = try String(contentsOfFile: "\(directory.path)/s.\(ext)", encoding: .utf8)
            let m = try String(contentsOfFile: "\(directory.path)/m.\(ext)", encoding: .utf8)
            #expect(Self.withoutCaptureNames(s) == Self.withoutCaptureNames(m), "\(ext) report differs")
        }
        for format in ["json", "oran-json", "html"] {
            let r = try Subprocess.run(executable, ["merge"] + states + ["--report", "\(format):\(directory.path)/m.\(format)"], environment: environment)
            #expect(r.status == single.status && FileManager.default.fileExists(atPath: "\(directory.path)/m.\(format)"), "\(format): \(r.stderr)")
        }
        let quiet = try Subprocess.run(executable, ["merge"] + states + ["-q", "--fail-on", "warn"], environment: environment)
        #expect(quiet.stdout == "verdict: WARN\n" && quiet.status == 1, "\(quiet.stdout)")
    }

    /// Lines naming capture files removed (the merge lists its parts, the single run its capture).
    static func withoutCaptureNames(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains(".pcapng") }.joined(separator: "\n")
    }

    static func frameCount(_ path: String) throws -> Int { try SplitMerge.frameCount(path) }
}
