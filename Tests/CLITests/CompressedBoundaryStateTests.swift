import CaptureIO
import Foundation
import Synth
import TestSupport
import Testing

/// A compressed part state with a boundary (`check PART --frame-offset K --state-out
/// PART.state.zst` / `.gz`) has its trailer compressed on its own and a footer that finds it
/// from the file's end (`CompressedTail`), so `merge` decompresses only the trailer and the
/// part's head: the merged results still equal the single run's, damage past the head is never
/// read, damage in the trailer is one error line, and the states open in Wireshark.
@Suite(.enabled(if: CLIHarness.executable != nil, "the ranconform executable was not found next to the test bundle"))
struct CompressedBoundaryStateTests {
    /// 100 slots (50 ms) of the fronthaul throughput capture: 6,000 frames, some 43 MB, for
    /// the Wireshark test: a boundary of its second half holds the open U-plane symbols of
    /// 25 ms (more than one 256 KiB trailer packet).
    static let slots = 100

    struct Parts {
        var directory: URL
        var capture: String
        var parts: [String]
        var offsets: [Int]
    }

    static func parts(_ name: String) throws -> Parts {
        let directory = try TemporaryFiles.directory(name)
        let capture = directory.appendingPathComponent("fh.pcap").path
        let frames = try FronthaulThroughputCapture.write(slots: slots, to: capture)
        let parts = try SplitMerge.split(capture, into: 2, seed: 5, directory: directory)
        #expect(try parts.map(SplitMerge.frameCount).reduce(0, +) == frames)
        return Parts(directory: directory, capture: capture, parts: parts, offsets: [0, try SplitMerge.frameCount(parts[0])])
    }

    /// Checks part `i` with its frame offset and a 20 ms head into `state`.
    static func check(_ p: Parts, _ i: Int, into state: String, boundary: Bool = true) throws {
        let offset = boundary ? ["--frame-offset", String(p.offsets[i]), "--state-head", "20"] : []
        let r = try #require(try CLIHarness.ranconform(["check", p.parts[i], "-q", "--state-out", state] + offset))
        #expect(r.status == 0, "\(r.stderr)")
    }

    /// 500 ms of a fault scenario cut in the middle, each half checked with a 150 ms head (past
    /// every state's staleness window), so the second half joins at its boundary.
    @Test(.requires(.gzip, .zstd), arguments: [CaptureCompression.gzip, .zstd])
    func mergeReadsOnlyTheTrailerAndTheHead(_ kind: CaptureCompression) throws {
        let directory = try TemporaryFiles.directory("compressed-boundary")
        defer { try? FileManager.default.removeItem(at: directory) }
        let capture = try SplitMergeBoundaryTests.longCapture("fh-fault-drop", milliseconds: 500, in: directory)
        let testbed = Oracle.path("Profiles/testbeds/synth-lab.yaml")
        let parts = try SplitMerge.split(capture, into: 2, seed: 0, directory: directory, at: [try SplitMerge.frameCount(capture) / 2])
        let suffix = kind == .gzip ? ".gz" : ".zst"
        let states = try SplitMerge.checkParts(parts, testbed: testbed, suffixes: [suffix], headMilliseconds: 150)
        let single = try #require(try CLIHarness.ranconform(["check", capture, "--testbed", testbed, "--json"]))
        let merged = try #require(try CLIHarness.ranconform(["merge"] + states + ["--json", "--explain"]))
        #expect(merged.status == single.status && merged.stdout == single.stdout, "\(merged.stderr)")
        #expect(merged.stderr.contains("\(states[1]): joined after"), "\(merged.stderr)")
        // The cost line: the first part's head is not checked again, the second's is.
        let line = try #require(merged.stderr.split(separator: "\n").first { $0.hasPrefix("ranconform: merge: \(states[1]): joined after its first ") })
        let head = try #require(Int(line.split(separator: " ").dropLast().last ?? ""))
        let total = try SplitMerge.frameCount(capture)
        #expect(merged.stderr.contains("ranconform: merge: 2 of 2 parts joined at their boundaries; \(head) of \(total) frames checked again\n"), "\(merged.stderr)")

        // The file is three units: the frames, the trailer, the footer (read with the tool's own
        // reader of the footer; the compressor's own tool checks every unit).
        let tool = kind == .gzip ? "gzip" : "zstd"
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: states[1])))
        let framesLength = try #require(CompressedTail.tailStart(end: Array(bytes.suffix(CompressedTail.endLength(kind))), kind, fileSize: bytes.count))
        let tailLength = bytes.count - framesLength
        if kind == .gzip {
            #expect(Array(bytes[framesLength..<(framesLength + 2)]) == [0x1F, 0x8B], "the trailer starts a member of its own")
        } else {
            // A raw block (RFC 8878 §3.1.1.2, Block_Type 0) of the frame that holds the frames.
            #expect(bytes[framesLength] & 0x06 == 0, "the trailer is stored in raw blocks")
            let list = try Subprocess.run(tool, ["-lv", states[1]])
            #expect(list.stdout.contains("# Zstandard Frames: 1\n") && !list.stdout.contains("# Skippable Frames: 1"), "\(list.stdout)")
        }
        #expect(try Subprocess.run(tool, ["-t", "-q", states[1]]).status == 0)

        // Damage late in the frames' unit, far past the head: the tool's own check fails, the
        // merge never decompresses it and joins as before.
        let late = framesLength * 9 / 10
        bytes[late] ^= 0x55
        bytes[late + 1] ^= 0xAA
        let damaged = directory.appendingPathComponent("damaged-frames.state" + suffix).path
        try Data(bytes).write(to: URL(fileURLWithPath: damaged))
        #expect(try Subprocess.run(tool, ["-t", "-q", damaged]).status != 0, "\(tool) -t must see the damage")
        let past = try #require(try CLIHarness.ranconform(["merge", states[0], damaged, "--json", "--explain"]))
        #expect(past.status == single.status && past.stdout == single.stdout, "\(past.stderr)")
        #expect(past.stderr.contains("joined after"), "\(past.stderr)")
        bytes[late] ^= 0x55
        bytes[late + 1] ^= 0xAA

        // Damage in the trailer: the tail does not decompress, the file is read whole, and the
        // damage is one error line, exit 2. So is a file cut short (no footer).
        bytes[framesLength + tailLength / 2] ^= 0x55
        let badTrailer = directory.appendingPathComponent("damaged-trailer.state" + suffix).path
        try Data(bytes).write(to: URL(fileURLWithPath: badTrailer))
        bytes[framesLength + tailLength / 2] ^= 0x55
        let cut = directory.appendingPathComponent("cut.state" + suffix).path
        try Data(bytes.dropLast(3)).write(to: URL(fileURLWithPath: cut))
        for path in [badTrailer, cut] {
            let r = try #require(try CLIHarness.ranconform(["merge", states[0], path, "-q"]))
            #expect(r.status == 2, "\(path): \(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains(path), "\(path): \(r.stderr)")
        }
    }

    /// The head `merge` reads back must be the one the part was checked with (the trailer's
    /// `headDigest`, a CRC-32 of its stored frames): a frame's octet or timestamp changed in the
    /// head is one error line and exit 2, not other results; the state rewritten unchanged merges.
    @Test func aDamagedHeadIsAnError() throws {
        let directory = try TemporaryFiles.directory("damaged-head")
        defer { try? FileManager.default.removeItem(at: directory) }
        let capture = try SplitMergeBoundaryTests.longCapture("fh-fault-drop", milliseconds: 500, in: directory)
        let testbed = Oracle.path("Profiles/testbeds/synth-lab.yaml")
        let parts = try SplitMerge.split(capture, into: 2, seed: 0, directory: directory, at: [try SplitMerge.frameCount(capture) / 2])
        let states = try SplitMerge.checkParts(parts, testbed: testbed, suffixes: [""], headMilliseconds: 150)
        let single = try #require(try CLIHarness.ranconform(["check", capture, "--testbed", testbed, "--json"]))
        /// Part 2's state written again with `change` applied to its stored frame `index` (0-based).
        func rewritten(_ name: String, frame index: Int, _ change: (inout [UInt8], inout Int64) -> Void) throws -> String {
            let reader = try CaptureReader(path: states[1])
            var records: [CaptureRecord] = []
            while let record = reader.next() { records.append(record) }
            var writer = PcapngWriter()
            for interface in reader.interfaces { _ = writer.addInterface(linkType: interface.linkType, snapLength: 0, fcsLength: interface.fcsLength) }
            for (i, record) in records.enumerated() {
                var bytes = Array(record.bytes), time = record.timestampNanoseconds
                if i == index { change(&bytes, &time) }
                try writer.write(bytes, timestampNanoseconds: time, originalLength: record.linkType == LinkType(rawValue: 147) ? nil : record.originalLength,
                                 interfaceID: record.interfaceID, comments: record.comments)
            }
            let path = directory.appendingPathComponent(name).path
            try Data(writer.bytes).write(to: URL(fileURLWithPath: path))
            return path
        }
        let same = try rewritten("same.state", frame: -1) { _, _ in }
        let good = try #require(try CLIHarness.ranconform(["merge", states[0], same, "--json", "--explain"]))
        #expect(good.status == single.status && good.stdout == single.stdout, "\(good.stderr)")
        #expect(good.stderr.contains("same.state: joined after"), "\(good.stderr)")
        let damaged = [
            try rewritten("octet.state", frame: 3) { bytes, _ in bytes[bytes.count / 2] ^= 0x01 },
            try rewritten("time.state", frame: 1) { _, time in time += 1 },
        ]
        for path in damaged {
            let r = try #require(try CLIHarness.ranconform(["merge", states[0], path, "--json"]))
            #expect(r.status == 2, "\(path): \(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains("damaged state file"), "\(path): \(r.stderr)")
        }
    }

    /// Wireshark's reader (`capinfos`, the wiretap library `tshark` and Wireshark open files
    /// with) reads a plain, gzip or Zstandard state with a boundary of several trailer packets
    /// whole (each packet within its 262,144-octet bound; the Zstandard state one frame, as
    /// Wireshark 4.0 reads no other), and one without a boundary: it counts the frames and the
    /// trailer packets, and reports no damage.
    @Test(.requires(.editcap, .gzip))
    func wiresharkOpensTheStates() throws {
        let p = try Self.parts("compressed-boundary-wiretap")
        defer { try? FileManager.default.removeItem(at: p.directory) }
        let capinfos = try #require(Oracle.executable("capinfos"), "capinfos comes with editcap (wireshark-common)")
        var cases: [(path: String, boundary: Bool)] = [(p.parts[1] + ".state", true), (p.parts[1] + ".state.gz", true)]
        if Requirement.zstd.isAvailable { cases += [(p.parts[1] + ".state.zst", true), (p.parts[1] + ".plain.state.zst", false)] }
        let frames = try SplitMerge.frameCount(p.parts[1])
        for c in cases {
            try Self.check(p, 1, into: c.path, boundary: c.boundary)
            let reader = try CaptureReader(path: c.path)
            var trailerPackets = 0
            var count = 0
            while let record = reader.next() {
                count += 1
                if record.linkType == LinkType(rawValue: 147) { trailerPackets += 1 }
            }
            #expect(reader.warnings.isEmpty, "\(c.path): \(reader.warnings)")
            #expect(count == frames + trailerPackets)
            if c.boundary { #expect(trailerPackets >= 2, "\(c.path): the boundary must take several trailer packets to test their bound") }
            let r = try Subprocess.run(capinfos, ["-c", "-M", c.path])
            // Any complaint but the one about running as root (containers) is a failure.
            let complaints = r.stderr.split(separator: "\n").filter { !$0.contains("Running as user") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            #expect(r.status == 0 && complaints.isEmpty, "\(c.path): capinfos: \(r.stderr)")
            #expect(r.stdout.contains("Number of packets:   \(count)\n"), "\(c.path): capinfos: \(r.stdout), the state holds \(count) packets")
        }
    }
}
