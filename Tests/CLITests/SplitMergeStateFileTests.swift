import CaptureIO
import Conformance
import NetLayers
import Foundation
import TestSupport
import Testing

/// A bad, empty, damaged or mismatched state file is one error line and exit code 2, never a
/// crash, a hang or a merged result; and a capture split by editcap merges like our own split.
@Suite(.enabled(if: CLIHarness.executable != nil, "the ranconform executable was not found next to the test bundle"))
struct SplitMergeStateFileTests {
    static let capture = Oracle.path("Captures/synth/fh-fault-drop.pcapng")
    static let testbed = Oracle.path("Profiles/testbeds/synth-lab.yaml")

    /// Two good states of `capture` in a fresh directory.
    static func goodStates(_ directory: URL) throws -> [String] {
        let parts = try SplitMerge.split(capture, into: 2, seed: 9, directory: directory)
        return try SplitMerge.checkParts(parts, testbed: testbed)
    }

    static func expectOneErrorLine(_ arguments: [String], mentioning text: String) throws {
        let r = try #require(try CLIHarness.ranconform(arguments))
        #expect(r.status == 2, "exit \(r.status): \(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("ranconform: error:"), "\(r.stderr)")
        #expect(r.stderr.contains(text), "expected '\(text)' in: \(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    @Test func emptyMissingAndForeignFilesAreRefused() throws {
        let directory = try TemporaryFiles.directory("badstate")
        defer { try? FileManager.default.removeItem(at: directory) }
        let states = try Self.goodStates(directory)
        let empty = directory.appendingPathComponent("empty.state").path
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        try Self.expectOneErrorLine(["merge", states[0], empty, "--json"], mentioning: "empty.state")
        try Self.expectOneErrorLine(["merge", directory.appendingPathComponent("absent.state").path], mentioning: "absent.state")
        // A capture is not a state: it has no state record.
        try Self.expectOneErrorLine(["merge", states[0], Self.capture], mentioning: "no state record")
        // Text that is no capture at all.
        let text = directory.appendingPathComponent("text.state").path
        try "{\"format\": \"ranconform-part-state\"}\n".write(toFile: text, atomically: true, encoding: .utf8)
        try Self.expectOneErrorLine(["merge", text], mentioning: "text.state")
    }

    @Test func aStateCutShortOrCorruptedIsRefused() throws {
        let directory = try TemporaryFiles.directory("cutstate")
        defer { try? FileManager.default.removeItem(at: directory) }
        let states = try Self.goodStates(directory)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: states[1]))
        // Cut at several places, and every 97th byte flipped: refused (or, if a flip lands in
        // packet bytes the trailer does not cover, merged), but never a crash or a hang.
        for cut in [bytes.count - 3, bytes.count / 2, 40, 12] {
            let path = directory.appendingPathComponent("cut\(cut).state").path
            try bytes.prefix(cut).write(to: URL(fileURLWithPath: path))
            try Self.expectOneErrorLine(["merge", states[0], path], mentioning: "cut\(cut).state")
        }
        var flipped = bytes
        for i in stride(from: 0, to: flipped.count, by: 97) { flipped[i] ^= 0x5A }
        let path = directory.appendingPathComponent("flipped.state").path
        try flipped.write(to: URL(fileURLWithPath: path))
        let r = try #require(try CLIHarness.ranconform(["merge", states[0], path, "--json"]))
        #expect([0, 1, 2, 3].contains(r.status), "\(r.status): \(r.stderr)")
        if r.status == 2 { #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)") }
    }

    /// `--state-out PART.state.zst` / `.gz`: the `zstd` and `gzip` tools decompress each to a
    /// pcapng holding the plain state's frames (same lengths and CRC-32s; the IQ samples no rule
    /// reads zeroed) and record; the compressed states, alone or mixed with plain ones, merge to
    /// the single run's results; one cut short is refused like a plain one.
    @Test(.requires(.gzip, .zstd)) func compressedStatesMergeLikePlainOnes() throws {
        let directory = try TemporaryFiles.directory("zstate")
        defer { try? FileManager.default.removeItem(at: directory) }
        let c = SplitMerge.Case(capture: Oracle.path("Captures/sample-du-ru-cu.pcapng"), testbed: Oracle.path("Profiles/testbeds/lab-a.yaml"))
        let expected = try SplitMergeTests.single(c)
        let parts = try SplitMerge.split(c.capture, into: 3, seed: 21, directory: directory)
        let plain = try SplitMerge.checkParts(parts, testbed: c.testbed, suffixes: [""])
        let compressed = try SplitMerge.checkParts(parts, testbed: c.testbed, suffixes: [".zst", ".gz"])
        for (plainState, state) in zip(plain, compressed) {
            let tool = state.hasSuffix(".gz") ? "gzip" : "zstd"
            let copy = state + ".pcapng"
            let result = try Subprocess.run("sh", ["-c", "\(tool) -d -c \"$0\" > \"$1\"", state, copy])
            try #require(result.status == 0, "\(tool) -d \(state): \(result.stderr)")
            let expected = try Self.frames(plainState), got = try Self.frames(copy)
            try #require(got.count == expected.count, "\(state)")
            for (a, b) in zip(expected, got) {
                #expect(a.count == b.count && EthernetFCS.crc32(a[0..<(a.count - 4)]) == EthernetFCS.crc32(b[0..<(b.count - 4)]), "\(state)")
            }
        }
        for states in [compressed, [compressed[0], plain[1], compressed[2]]] {
            let merged = try #require(try CLIHarness.ranconform(["merge"] + states.reversed() + ["--json"]))
            #expect(merged.status == expected.status, "\(merged.stderr)")
            #expect(merged.stdout == expected.json, "merging \(states.map { URL(fileURLWithPath: $0).lastPathComponent }) differs from the single run")
        }
        for state in compressed.prefix(2) {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: state))
            for cut in [bytes.count - 5, bytes.count / 2] {
                let path = directory.appendingPathComponent("cut\(cut)-" + URL(fileURLWithPath: state).lastPathComponent).path
                try bytes.prefix(cut).write(to: URL(fileURLWithPath: path))
                try Self.expectOneErrorLine(["merge", plain[2], path], mentioning: "cut\(cut)-")
            }
        }
    }

    /// The frames of a capture or a state (without the state record).
    static func frames(_ path: String) throws -> [[UInt8]] {
        let reader = try CaptureReader(path: path)
        var out: [[UInt8]] = []
        while let record = reader.next() {
            if record.linkType != LinkType(rawValue: 147) { out.append(Array(record.bytes)) }
        }
        return out
    }

    /// The state record's `zeroedFrames`.
    static func zeroedFrames(_ state: String) throws -> Int {
        let reader = try CaptureReader(path: state)
        var comment: String?
        while let record = reader.next() {
            if record.linkType == LinkType(rawValue: 147) { comment = record.comments.first }
        }
        let text = try #require(comment)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try #require(object["zeroedFrames"] as? Int)
    }

    /// Without IQ analysis a state stores the IQ samples no rule reads as zeros: each frame keeps
    /// its length, its CRC-32 and its first and last octets, most of its IQ octets are 0, and the
    /// merge equals the single run; with `--iq` every frame is stored as captured. (The split
    /// tests above merge such states of every capture.)
    @Test(.requires(.zstd)) func unreadSamplesAreStoredAsZeros() throws {
        let directory = try TemporaryFiles.directory("zeroed")
        defer { try? FileManager.default.removeItem(at: directory) }
        // Real IQ samples when the public capture is at hand; else a synthesized one.
        let real = Oracle.sharedPresent
        let capture = real ? Oracle.shared("testdata/fronthaul/captures/fh_1x1.pcap").path : Oracle.path("Captures/synth/fh-clean.pcapng")
        let testbed = Oracle.path(real ? "Profiles/testbeds/fh-1x1.yaml" : "Profiles/testbeds/synth-lab.yaml")
        let zeroed = directory.appendingPathComponent("zeroed.state.zst").path
        let whole = directory.appendingPathComponent("whole.state.zst").path
        for (state, extra) in [(zeroed, [String]()), (whole, ["--iq"])] {
            let r = try #require(try CLIHarness.ranconform(["check", capture, "--testbed", testbed, "--state-out", state, "-q"] + extra))
            #expect(r.status != 2, "\(r.stderr)")
        }
        let captured = try Self.frames(capture)
        #expect(try Self.frames(whole) == captured)
        #expect(try Self.zeroedFrames(whole) == 0)
        let stored = try Self.frames(zeroed)
        try #require(stored.count == captured.count)
        var changed = 0, zerosBefore = 0, zerosAfter = 0
        for (a, b) in zip(captured, stored) {
            #expect(a.count == b.count)
            guard a != b else { continue }
            changed += 1
            #expect(EthernetFCS.crc32(a[0..<(a.count - 4)]) == EthernetFCS.crc32(b[0..<(b.count - 4)]))
            #expect(a.prefix(UnreadSamples.untouchedHead) == b.prefix(UnreadSamples.untouchedHead))
            #expect(a.suffix(UnreadSamples.untouchedTail) == b.suffix(UnreadSamples.untouchedTail))
            zerosBefore += a.filter { $0 == 0 }.count
            zerosAfter += b.filter { $0 == 0 }.count
        }
        #expect(changed > captured.count / 2, "\(changed) of \(captured.count) frames zeroed")
        #expect(try Self.zeroedFrames(zeroed) == changed)
        #expect(zerosAfter > 2 * zerosBefore)
        let single = try #require(try CLIHarness.ranconform(["check", capture, "--testbed", testbed, "--json"]))
        let merged = try #require(try CLIHarness.ranconform(["merge", zeroed, "--json"]))
        #expect(merged.stdout == single.stdout)
        #expect(merged.status == single.status)
        if real {
            let sizes = try [zeroed, whole].map { try #require(try FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int) }
            #expect(sizes[0] * 3 < sizes[1], "real IQ: zeroed \(sizes[0]) bytes, whole \(sizes[1])")
        }
    }

    /// Trailers written by hand: another format version, another tool version, bad fields.
    @Test func aWrongTrailerIsRefused() throws {
        let directory = try TemporaryFiles.directory("trailer")
        defer { try? FileManager.default.removeItem(at: directory) }
        func state(_ name: String, comment: String) throws -> String {
            var writer = PcapngWriter()
            let id = writer.addInterface(linkType: LinkType(rawValue: 147), snapLength: 0)
            try writer.write([UInt8](), timestampNanoseconds: 0, interfaceID: id, comments: [comment])
            let path = directory.appendingPathComponent(name).path
            try Data(writer.bytes).write(to: URL(fileURLWithPath: path))
            return path
        }
        let good = """
            {"format":"ranconform-part-state","version":1,"tool":"0.1.0","digest":"0","testbed":null,"suite":null,"settings":[],"iq":false,\
            "part":"p","lastFrame":0,"storedFrames":0,"firstTime":null,"lastTime":null,"frameOffset":null,"problems":[],"interfaces":[]}
            """
        try Self.expectOneErrorLine(["merge", try state("v.state", comment: good.replacingOccurrences(of: "\"version\":1", with: "\"version\":99"))],
                                    mentioning: "version 99")
        try Self.expectOneErrorLine(["merge", try state("t.state", comment: good.replacingOccurrences(of: "\"tool\":\"0.1.0\"", with: "\"tool\":\"9.9\""))],
                                    mentioning: "9.9")
        try Self.expectOneErrorLine(["merge", try state("j.state", comment: "{not json")], mentioning: "not JSON")
        try Self.expectOneErrorLine(["merge", try state("f.state", comment: good.replacingOccurrences(of: "\"storedFrames\":0", with: "\"storedFrames\":-4"))],
                                    mentioning: "storedFrames")
        try Self.expectOneErrorLine(["merge", try state("n.state", comment: good.replacingOccurrences(of: "\"lastFrame\":0,\"storedFrames\":0", with: "\"lastFrame\":3,\"storedFrames\":3"))],
                                    mentioning: "3 frames")
        try Self.expectOneErrorLine(["merge", try state("big.state", comment: good.replacingOccurrences(of: "\"lastFrame\":0", with: "\"lastFrame\":9223372036854775807"))],
                                    mentioning: "beyond")
        // The digest of no testbed is not "0": a state claiming it does not match.
        try Self.expectOneErrorLine(["merge", try state("d.state", comment: good)], mentioning: "not the one the parts were checked with")
    }

    @Test func partsOfAnotherTestbedOrSettingsAreRefused() throws {
        let directory = try TemporaryFiles.directory("mismatch")
        defer { try? FileManager.default.removeItem(at: directory) }
        let parts = try SplitMerge.split(Self.capture, into: 2, seed: 3, directory: directory)
        let a = try SplitMerge.checkParts([parts[0]], testbed: Self.testbed)
        let b = try SplitMerge.checkParts([parts[1]], testbed: Oracle.path("Profiles/testbeds/synth-lab-wide-windows.yaml"))
        try Self.expectOneErrorLine(["merge", a[0], b[0]], mentioning: "another testbed")
        let noTestbed = parts[1] + ".none.state"
        _ = try CLIHarness.ranconform(["check", parts[1], "--state-out", noTestbed, "-q"])
        try Self.expectOneErrorLine(["merge", a[0], noTestbed], mentioning: "another testbed")
        // The recorded testbed exists but --testbed names one with other content.
        try Self.expectOneErrorLine(["merge", a[0], "--testbed", Oracle.path("Profiles/testbeds/lab-a.yaml")], mentioning: "not the one")
        // Usage: --frame-offset without --state-out, --state-out with two captures.
        try Self.expectOneErrorLine(["check", parts[0], "--frame-offset", "3"], mentioning: "--state-out")
        try Self.expectOneErrorLine(["check", parts[0], parts[1], "--state-out", directory.appendingPathComponent("x.state").path], mentioning: "one capture")
        try Self.expectOneErrorLine(["check", parts[0], "--state-out", "/nonexistent-dir/x.state"], mentioning: "does not exist")
    }

    /// editcap's own split (a program we did not write) merges to the single run too, with and
    /// without frame offsets (a time slice of an idle stretch is a part of no frames).
    @Test(.requires(.editcap)) func editcapPartsMergeToTheSingleRun() throws {
        let directory = try TemporaryFiles.directory("editcap")
        defer { try? FileManager.default.removeItem(at: directory) }
        var emptySlices = 0
        for c in SplitMerge.cases() where ["mixed-lab.pcapng", "fh-clean.pcapng"].contains(c.testDescription) {
            let expected = try SplitMergeTests.single(c)
            for (i, flag) in [["-c", "37"], ["-i", "0.001"]].enumerated() {
                let sub = directory.appendingPathComponent("\(c.testDescription)-\(i)")
                try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
                let r = try Subprocess.run(try #require(Oracle.editcap), ["-F", "pcapng"] + flag + [c.capture, sub.appendingPathComponent("part.pcapng").path])
                #expect(r.status == 0, "\(r.stderr)")
                let parts = try FileManager.default.contentsOfDirectory(atPath: sub.path).filter { $0.hasSuffix(".pcapng") }.sorted()
                    .map { sub.appendingPathComponent($0).path }
                #expect(parts.count > 1, "editcap \(flag) made \(parts.count) part(s)")
                let states = try SplitMerge.checkParts(parts, testbed: c.testbed)
                let merged = try #require(try CLIHarness.ranconform(["merge"] + states.shuffled() + ["--json"]))
                #expect(merged.stdout == expected.json, "editcap \(flag) of \(c.testDescription)")
                // With frame offsets and boundaries too. Time slices of idle stretches hold no
                // frame and share their offset with the next part: they take no frame number.
                let counts = try parts.map(SplitMerge.frameCount)
                if flag[0] == "-i" { emptySlices += counts.filter { $0 == 0 }.count }
                let bounded = try SplitMerge.checkParts(parts, testbed: c.testbed, suffixes: [".offset.state"], headMilliseconds: 3)
                let joined = try #require(try CLIHarness.ranconform(["merge"] + bounded.shuffled() + ["--json"]))
                #expect(joined.stdout == expected.json, "editcap \(flag) of \(c.testDescription), with offsets: \(joined.stderr)")
            }
        }
        #expect(emptySlices > 0, "no time slice without frames: the case of parts sharing an offset is not tried")
    }
}

/// `merge --files`: parts that are a lab's separate capture files merge to `check A B`.
@Suite(.enabled(if: CLIHarness.executable != nil, "the ranconform executable was not found next to the test bundle"))
struct SplitMergeFilesTests {
    @Test func separateFilesMergeLikeCheckingThemTogether() throws {
        let directory = try TemporaryFiles.directory("files")
        defer { try? FileManager.default.removeItem(at: directory) }
        let testbed = Oracle.path("Profiles/testbeds/synth-lab.yaml")
        // The sample (recorded earlier) and a synthesized capture with a loss: two recordings.
        let a = Oracle.path("Captures/sample-du-ru-cu.pcapng"), b = Oracle.path("Captures/synth/fh-fault-drop.pcapng")
        let expected = try #require(try CLIHarness.ranconform(["check", a, b, "--testbed", testbed, "--json"]))
        var states: [String] = []
        for (i, capture) in [a, b].enumerated() {
            let state = directory.appendingPathComponent("\(i).state").path
            let r = try #require(try CLIHarness.ranconform(["check", capture, "--testbed", testbed, "--state-out", state, "-q"]))
            #expect(r.status != 2, "\(r.stderr)")
            states.append(state)
        }
        let merged = try #require(try CLIHarness.ranconform(["merge", "--files", states[1], states[0], "--json"]))
        #expect(merged.status == expected.status, "\(merged.stderr)")
        #expect(merged.stdout == expected.stdout)
        #expect(merged.stdout.contains("fh-fault-drop.pcapng#"), "findings name the file")
    }
}
