import Foundation
import Synth
import TestSupport
import Testing

/// `decode --jobs N`: the summary, `--verbose` and `--json` output of every committed capture
/// (and the external corpus's, when present), and of a cut and a corrupted one, is the same bytes
/// (standard output, standard error, exit status) with 2 and 3 workers as with one thread; the
/// fronthaul captures exercise routing by eAxC, the split-CU one E1AP / NGAP beside F1AP.
@Suite(.enabled(if: CLIHarness.executable != nil, "the ranconform executable was not found next to the test bundle"))
struct DecodeJobsTests {
    static func run(_ arguments: [String]) throws -> ProcessOutput {
        try Subprocess.run(try #require(CLIHarness.executable).path, arguments)
    }

    static var captures: [String] {
        let root = CLIHarness.packageRoot
        var paths = ["Captures/sample-du-ru-cu.pcapng"].map { root.appendingPathComponent($0).path }
        let synth = root.appendingPathComponent("Captures/synth")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: synth.path)) ?? []
        paths += names.filter { $0.hasSuffix(".pcapng") }.sorted().map { synth.appendingPathComponent($0).path }
        if let shared = Oracle.sharedDirectory {
            let corpus = shared.appendingPathComponent("testdata")
            let files = FileManager.default.enumerator(atPath: corpus.path)?.compactMap { $0 as? String } ?? []
            paths += files.filter { $0.hasSuffix(".pcap") || $0.hasSuffix(".pcapng") }.sorted().map { corpus.appendingPathComponent($0).path }
        }
        return paths
    }

    static func expectSameWithWorkers(_ capture: String, _ mode: [String]) throws {
        let one = try run(["decode", capture, "--jobs", "1"] + mode)
        #expect(one.status == 0 || one.status == 2, "\(capture) \(mode): \(one.stderr)")
        for jobs in ["2", "3"] {
            let parallel = try run(["decode", capture, "--jobs", jobs] + mode)
            #expect(parallel.status == one.status, "\(capture) \(mode) --jobs \(jobs)")
            #expect(parallel.stdout == one.stdout, "\(capture) \(mode) --jobs \(jobs): output differs")
            #expect(parallel.stderr == one.stderr, "\(capture) \(mode) --jobs \(jobs): warnings differ")
        }
    }

    @Test(arguments: ["--json", "--verbose", "summary"])
    func everyCaptureDecodesTheSameWithWorkers(_ mode: String) throws {
        let captures = Self.captures
        #expect(captures.count > 40)
        for capture in captures { try Self.expectSameWithWorkers(capture, mode == "summary" ? [] : [mode]) }
    }

    @Test func cutAndCorruptCapturesDecodeTheSameWithWorkers() throws {
        let root = CLIHarness.packageRoot
        let directory = try TemporaryFiles.directory("decode-jobs")
        defer { try? FileManager.default.removeItem(at: directory) }
        let mixed = try [UInt8](Data(contentsOf: root.appendingPathComponent("Captures/synth/mixed-lab.pcapng")))
        var corrupt = mixed
        for offset in stride(from: 300, to: corrupt.count, by: 1013) { corrupt[offset] ^= 0x5A }
        let variants: [(String, [UInt8])] = [("cut", Array(mixed[..<(mixed.count * 2 / 3)])), ("corrupt", corrupt)]
        for (name, bytes) in variants {
            let path = directory.appendingPathComponent("\(name).pcapng")
            try Data(bytes).write(to: path)
            for mode in [["--json"], ["--verbose"], ["--json", "--count", "7"]] { try Self.expectSameWithWorkers(path.path, mode) }
        }
    }

    /// Captures of many batches (``ParallelDecode`` hands frames over 256 at a time and keeps
    /// up to three batches in flight): 1,140 F1AP PDUs, each on its own SCTP packet, handed to
    /// the workers in turn; and 20 slots of four-eAxC fronthaul (1,200 frames), each eAxC's
    /// frames kept on one worker across batches.
    @Test func capturesOfManyBatchesDecodeTheSameWithWorkers() throws {
        let root = CLIHarness.packageRoot
        let directory = try TemporaryFiles.directory("decode-jobs-batches")
        defer { try? FileManager.default.removeItem(at: directory) }
        let f1ap = directory.appendingPathComponent("f1ap.pcap").path
        let pdus = try F1APReplayCapture.write(from: root.appendingPathComponent("Captures/synth/f1ap-clean.pcapng").path, rounds: 20, to: f1ap)
        #expect(pdus > 4 * 256)
        let fronthaul = directory.appendingPathComponent("fronthaul.pcap").path
        let frames = try FronthaulThroughputCapture.write(slots: 20, to: fronthaul)
        #expect(frames > 4 * 256)
        for capture in [f1ap, fronthaul] {
            for mode in [["--json"], []] { try Self.expectSameWithWorkers(capture, mode) }
        }
    }

    @Test func jobsOutOfRangeIsBadUsage() throws {
        let capture = CLIHarness.packageRoot.appendingPathComponent("Captures/sample-du-ru-cu.pcapng").path
        for value in ["0", "65", "x"] {
            #expect(try Self.run(["decode", capture, "--jobs", value]).status == 2, "--jobs \(value)")
        }
    }
}
