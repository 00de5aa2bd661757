import CaptureIO
import Foundation
import Glibc
import TestSupport
import Testing

/// `check - --follow`: a finding is printed as soon as it is decided, while the capture is still
/// arriving on standard input, and the results table follows at the end unchanged.
@Suite(.enabled(if: CLIHarness.executable != nil, "the ranconform executable was not found next to the test bundle"))
struct FollowTests {
    static let capture = Oracle.captures.appendingPathComponent("synth/fh-fault-drop.pcapng")
    static let testbed = Oracle.path("Profiles/testbeds/synth-lab.yaml")

    /// F1-RESP-TIMELY on a UE Context Setup Request never answered (default timeout 5 s): the
    /// FAIL prints once a frame more than 5 s after the request has arrived, while the rest of
    /// the capture is still to come, not at its end.
    @Test func unansweredRequestPrintsWhenItsTimeoutPasses() throws {
        let capture = Oracle.captures.appendingPathComponent("synth/f1ap-fault-response-timeout.pcapng")
        let testbed = Oracle.path("Profiles/testbeds/synth-f1.yaml")
        let executable = try #require(CLIHarness.executable)
        let whole = try Subprocess.run(executable.path, ["check", capture.path, "--testbed", testbed, "--follow"])
        let expected = try #require(whole.stdout.split(separator: "\n").first { $0.hasPrefix("finding: F1-RESP-TIMELY") })
        let request = try #require(Int(expected.split(separator: " ")[5]))
        let reader = try CaptureReader(path: capture.path)
        var records: [(offset: Int, time: Int64)] = []
        while let record = reader.next() { records.append((Int(record.fileOffset), record.timestampNanoseconds)) }
        // The first frame more than 5 s after the request: the pipe gets the capture up to and
        // including it, and the frames after it only once the finding has been read.
        let deadline = try #require(records.indices.first { records[$0].time - records[request - 1].time > 5_000_000_000 })
        try #require(deadline + 1 < records.count, "the capture ends at the deadline")
        try Self.expectFinding(String(expected), executable: executable, capture: capture, testbed: testbed,
                               split: records[deadline + 1].offset, whole: whole.stdout)
    }

    /// Runs `check - --follow` fed through a FIFO: the bytes before `split`, then (once the
    /// `expected` line was read, or after 30 s) the rest; the output must show the line before the
    /// rest was sent and equal `whole` in the end.
    static func expectFinding(_ expected: String, executable: URL, capture: URL, testbed: String, split: Int, whole: String) throws {
        let bytes = try [UInt8](Data(contentsOf: capture))
        let directory = try TemporaryFiles.directory("follow")
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("in").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let process = Process()
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" check - --testbed \"$1\" --follow < \"$2\"", executable.path, testbed, fifo]
        try process.run()
        let writer = open(fifo, O_WRONLY)
        try #require(writer >= 0)
        var closed = false
        defer {
            if !closed { close(writer) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        _ = bytes[0..<split].withUnsafeBytes { write(writer, $0.baseAddress, split) }
        var seen = ""
        let deadline = Date().addingTimeInterval(30)
        let descriptor = stdout.fileHandleForReading.fileDescriptor
        while !seen.contains(expected) && Date() < deadline {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 200) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 4096) }
            if got <= 0 { break }
            seen += String(decoding: chunk[0..<got], as: UTF8.self)
        }
        #expect(seen.contains(expected), "no finding while the capture was still open: \(seen)")
        #expect(!seen.contains("verdict:"), "the table came before the end of the capture")
        _ = bytes[split...].withUnsafeBytes { write(writer, $0.baseAddress, bytes.count - split) }
        close(writer)
        closed = true
        let rest = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        seen += String(decoding: rest, as: UTF8.self)
        #expect(seen == whole)
    }

    @Test func findingArrivesBeforeTheCaptureEnds() throws {
        let executable = try #require(CLIHarness.executable)
        // The finding cites frames 17 and 18 and is decided once 32 later SequenceIds of its flow
        // have arrived; the pipe gets the capture but its last 20 frames, then waits until the
        // finding line has been read.
        let whole = try Subprocess.run(executable.path, ["check", Self.capture.path, "--testbed", Self.testbed, "--follow"])
        let expected = try #require(whole.stdout.split(separator: "\n").first { $0.hasPrefix("finding: FH-SEQ-INC") })
        let reader = try CaptureReader(path: Self.capture.path)
        var offsets: [Int64] = []
        while let record = reader.next() { offsets.append(record.fileOffset) }
        let decided = try #require(Int(expected.split(separator: " ")[5].split(separator: ",").last ?? ""))
        try #require(decided + 60 < offsets.count - 20, "the fault is near the end of the capture")
        try Self.expectFinding(String(expected), executable: executable, capture: Self.capture, testbed: Self.testbed,
                               split: Int(offsets[offsets.count - 20]), whole: whole.stdout)
        #expect(whole.stdout.hasSuffix("verdict: WARN\n"))
    }
}
