import CaptureIO
import Foundation
import Profiles
import Synth
import TestSupport
import Testing

/// Parts checked with `--frame-offset` carry their boundary (part-state format 2), and `merge`
/// checks only each part's head again before it joins the rest (README "Past one machine"): the
/// merged results must still equal the single run's byte for byte, parts must actually join
/// when they are longer than their head, and taking the boundary must not change a part's own
/// results.
@Suite(.enabled(if: CLIHarness.executable != nil, "the ranconform executable was not found next to the test bundle"))
struct SplitMergeBoundaryTests {
    /// Scenario `name` made `milliseconds` long, each fault repeated every 400th message it
    /// targets, written as a pcapng file.
    static func longCapture(_ name: String, milliseconds: Int64, in directory: URL) throws -> String {
        let scenario = LongScenario.make(try ScenarioLoader.load(path: Oracle.path("Profiles/scenarios/\(name).yaml")), milliseconds: milliseconds)
        var merger = ScenarioSources.make(scenario, seed: 1)
        var writer = PcapngWriter()
        let interface = writer.addInterface(linkType: .ethernet, snapLength: 0)
        while let frame = merger.next() { try writer.write(frame.bytes, timestampNanoseconds: frame.timestampNanoseconds, interfaceID: interface) }
        let path = directory.appendingPathComponent("\(name)-long.pcapng").path
        try Data(writer.bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// 500 ms of a scenario in 3 parts with 150 ms heads (past every state's staleness window):
    /// the merge equals the single run, and a part longer than its head joins.
    @Test(arguments: ["fh-fault-drop", "fh-fault-st8-late", "fh-fault-missing-ul-symbol", "fh-clean-idle-acknack"])
    func longCapturesJoinAtTheirBoundaries(_ name: String) throws {
        let directory = try TemporaryFiles.directory("boundary")
        defer { try? FileManager.default.removeItem(at: directory) }
        let capture = try Self.longCapture(name, milliseconds: 500, in: directory)
        let c = SplitMerge.Case(capture: capture, testbed: Oracle.path("Profiles/testbeds/synth-lab.yaml"))
        let explained = try SplitMergeTests.expectMergeEqualsSingle(c, parts: 3, seed: UInt64(name.utf8.count), mergeArguments: ["--jobs", "2"],
                                                                     headMilliseconds: 150)
        let joined = explained.split(separator: "\n").filter { $0.contains("joined after") }
        print("\(name): \(joined.count) of 3 parts joined\n\(explained)")
        #expect(!joined.isEmpty, "\(name): no part joined at its boundary:\n\(explained)")
    }

    /// A two-port tap's capture (one interface per direction, written as `dumpcap` hands the
    /// interfaces' batches over: runs of up to 64 frames of one interface, at most 5 ms ahead of
    /// the other's) of 600 ms of the clean scenario, in three parts with 150 ms heads, states
    /// plain and gzip: every part joins (the frames a part holds for time order at its end are
    /// checked among the next part's; a one-way delay Request whose Response the file wrote
    /// before the cut is let go), and the merge is the single run's byte for byte.
    @Test func aTwoPortTapCaptureJoinsAtItsBoundaries() throws {
        let directory = try TemporaryFiles.directory("tap-boundary")
        defer { try? FileManager.default.removeItem(at: directory) }
        let reader = try CaptureReader(path: try Self.longCapture("fh-clean", milliseconds: 600, in: directory))
        var sides: [[CaptureRecord]] = [[], []]
        while let r = reader.next() {
            var own = r
            own.bytes = ArraySlice(Array(r.bytes))
            let b = own.bytes, i = b.startIndex
            sides[b[i + 6..<i + 12].lexicographicallyPrecedes(b[i..<i + 6]) ? 0 : 1].append(own)
        }
        var writer = PcapngWriter()
        let ids = [writer.addInterface(linkType: .ethernet, snapLength: 0), writer.addInterface(linkType: .ethernet, snapLength: 0)]
        var next = [0, 0], turn = 0
        while next[0] < sides[0].count || next[1] < sides[1].count {
            let earliest = (0..<2).filter { next[$0] < sides[$0].count }.map { sides[$0][next[$0]].timestampNanoseconds }.min() ?? 0
            for _ in 0..<64 {
                guard next[turn] < sides[turn].count, sides[turn][next[turn]].timestampNanoseconds <= earliest + 5_000_000 else { break }
                let r = sides[turn][next[turn]]
                try writer.write(r.bytes, timestampNanoseconds: r.timestampNanoseconds, originalLength: r.originalLength, interfaceID: ids[turn])
                next[turn] += 1
            }
            turn ^= 1
        }
        let capture = directory.appendingPathComponent("taps.pcapng").path
        try Data(writer.bytes).write(to: URL(fileURLWithPath: capture))
        let n = sides[0].count + sides[1].count
        let c = SplitMerge.Case(capture: capture, testbed: Oracle.path("Profiles/testbeds/synth-lab.yaml"))
        let single = try SplitMergeTests.single(c)
        #expect(single.json.contains("\"reordered\":"), "the file is not in time order")
        let parts = try SplitMerge.split(capture, into: 3, seed: 0, directory: directory, at: [n / 3, 2 * n / 3])
        let states = try SplitMerge.checkParts(parts, testbed: c.testbed, headMilliseconds: 150)
        let merged = try #require(try CLIHarness.ranconform(["merge"] + states + ["--json", "--explain"]))
        #expect(merged.status == single.status, "\(merged.stderr)")
        #expect(merged.stdout == single.json, "the merge differs from the single run")
        #expect(merged.stderr.contains("3 of 3 parts joined at their boundaries"), "\(merged.stderr)")
    }

    /// The report charts' traffic (message rates per flow, on the capture clock's grid) merges
    /// at the boundaries too: the `json` report (which carries it) equals the single run's, but
    /// for the capture names.
    @Test func theChartsTrafficMergesAtTheBoundaries() throws {
        let directory = try TemporaryFiles.directory("traffic")
        defer { try? FileManager.default.removeItem(at: directory) }
        let capture = try Self.longCapture("fh-fault-drop", milliseconds: 600, in: directory)
        let testbed = Oracle.path("Profiles/testbeds/synth-lab.yaml")
        let parts = try SplitMerge.split(capture, into: 3, seed: 3, directory: directory)
        let states = try SplitMerge.checkParts(parts, testbed: testbed, headMilliseconds: 150)
        let executable = try #require(CLIHarness.executable).path
        let environment = ["SOURCE_DATE_EPOCH": "1700000000"]
        let single = try Subprocess.run(executable, ["check", capture, "--testbed", testbed, "-q", "--report", "json:\(directory.path)/s.json"], environment: environment)
        let merged = try Subprocess.run(executable, ["merge"] + states + ["-q", "--explain", "--report", "json:\(directory.path)/m.json"], environment: environment)
        #expect(single.status == merged.status, "\(merged.stderr)")
        #expect(merged.stderr.contains("joined after"), "\(merged.stderr)")
        let s = try String(contentsOfFile: "\(directory.path)/s.json", encoding: .utf8)
        let m = try String(contentsOfFile: "\(directory.path)/m.json", encoding: .utf8)
        #expect(s.contains("\"rates\"") && s.contains("\"binStartNs\""))
        // All but the list of capture files (the capture, or the parts).
        func withoutCaptures(_ text: String) throws -> NSDictionary {
            var object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            object["captures"] = nil
            return object as NSDictionary
        }
        #expect(try withoutCaptures(s) == withoutCaptures(m), "the json report (with the charts' traffic) differs")
    }

    /// `check --state-out --frame-offset 0` prints what `check` prints: the part's reports from
    /// its snapshot on are taken apart and put back (``BoundaryPartTaker``), with one thread and
    /// with two decode workers (whose inferred compression the snapshot gathers).
    @Test(arguments: Array(SplitMerge.cases().enumerated()).map { ($0.offset, $0.element) })
    func takingTheBoundaryLeavesThePartsOwnResults(_ index: Int, _ c: SplitMerge.Case) throws {
        let directory = try TemporaryFiles.directory("own")
        defer { try? FileManager.default.removeItem(at: directory) }
        let jobs = index % 2 == 0 ? "1" : "3"
        let testbed = c.testbed.map { ["--testbed", $0] } ?? []
        let plain = try #require(try CLIHarness.ranconform(["check", c.capture, "--json", "--jobs", jobs] + testbed))
        let state = directory.appendingPathComponent("p.state").path
        let taken = try #require(try CLIHarness.ranconform(["check", c.capture, "--json", "--jobs", jobs, "--state-out", state, "--frame-offset", "0",
                                                            "--state-head", "4"] + testbed))
        #expect(taken.status == plain.status, "\(taken.stderr)")
        #expect(taken.stdout == plain.stdout, "\(c.testDescription): the part's own results change when its boundary is taken")
    }

    /// A state whose boundary was altered is one error line and exit code 2, never a crash.
    @Test func aDamagedBoundaryIsRefused() throws {
        let directory = try TemporaryFiles.directory("damaged")
        defer { try? FileManager.default.removeItem(at: directory) }
        let c = try #require(SplitMerge.cases().first { $0.testDescription == "fh-fault-drop.pcapng" })
        let state = directory.appendingPathComponent("p.state").path
        let r = try #require(try CLIHarness.ranconform(["check", c.capture, "-q", "--testbed", c.testbed!, "--state-out", state, "--frame-offset", "0",
                                                        "--state-head", "4"]))
        #expect(r.status != 2, "\(r.stderr)")
        /// The state rewritten with its boundary's data changed by `change` (and cut in two packets
        /// at `splitAt`, as the writer cuts a boundary of more than 256 KiB).
        func rewritten(_ name: String, splitAt: Int? = nil, _ change: (inout [UInt8]) -> Void) throws -> String {
            let reader = try CaptureReader(path: state)
            var records: [CaptureRecord] = []
            while let record = reader.next() { records.append(record) }
            var writer = PcapngWriter()
            for interface in reader.interfaces { _ = writer.addInterface(linkType: interface.linkType, snapLength: 0, fcsLength: interface.fcsLength) }
            for record in records {
                var bytes = Array(record.bytes)
                if record.linkType == LinkType(rawValue: 147) {
                    change(&bytes)
                    if let splitAt {
                        try writer.write(bytes[..<splitAt], timestampNanoseconds: record.timestampNanoseconds, interfaceID: record.interfaceID, comments: record.comments)
                        try writer.write(bytes[splitAt...], timestampNanoseconds: record.timestampNanoseconds, interfaceID: record.interfaceID)
                        continue
                    }
                }
                try writer.write(bytes, timestampNanoseconds: record.timestampNanoseconds, originalLength: record.linkType == LinkType(rawValue: 147) ? nil : record.originalLength,
                                 interfaceID: record.interfaceID, comments: record.comments)
            }
            let path = directory.appendingPathComponent(name).path
            try Data(writer.bytes).write(to: URL(fileURLWithPath: path))
            return path
        }
        let intact = try rewritten("same.state") { _ in }
        let good = try #require(try CLIHarness.ranconform(["merge", intact, "--json"]))
        #expect(good.status != 2, "the rewritten state itself merges: \(good.stderr)")
        // A boundary in two packets reads as in one (plain: read from the end; gzip by the gzip tool, no footer: read whole).
        let split = try rewritten("split.state", splitAt: 1000) { _ in }
        var paths = [split]
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/gzip") {
            _ = try Subprocess.run("/usr/bin/gzip", ["-k", split])
            paths.append(split + ".gz")
        } else {
            print("aDamagedBoundaryIsRefused: no /usr/bin/gzip, the compressed state with a boundary in two packets is not tried")
        }
        for path in paths {
            let m = try #require(try CLIHarness.ranconform(["merge", path, "--json", "--explain"]))
            #expect(m.status == good.status && m.stdout == good.stdout, "\(path): \(m.stderr)")
            #expect(m.stderr.contains("joined after"), "\(m.stderr)")
        }
        let cases: [(String, (inout [UInt8]) -> Void, String)] = [
            ("cut.state", { $0.removeLast(10) }, "octets"),
            ("json.state", { $0[0] = UInt8(ascii: "x") }, "boundary"),
            ("longer.state", { bytes in
                let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\"headFrames\":", with: "\"headFrames\":9999999")
                bytes = Array(text.utf8)
            }, "octets"),
            // the same length, another last frame: it does not fit the part's frames
            ("last.state", { bytes in
                let text = String(decoding: bytes, as: UTF8.self)
                guard let range = text.range(of: #""lastFrame":[0-9]+"#, options: .regularExpression) else { return }
                let digits = text[range].dropFirst("\"lastFrame\":".count)
                bytes = Array(text.replacingCharacters(in: range, with: "\"lastFrame\":" + String(repeating: "9", count: digits.count)).utf8)
            }, "fit"),
        ]
        for (name, change, mention) in cases {
            let path = try rewritten(name, change)
            let m = try #require(try CLIHarness.ranconform(["merge", path, "-q"]))
            #expect(m.status == 2, "\(name): \(m.stderr)")
            #expect(m.stderr.split(separator: "\n").count == 1 && m.stderr.contains(mention), "\(name): \(m.stderr)")
        }
    }
}
