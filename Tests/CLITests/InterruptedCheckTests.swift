import CaptureIO
import Foundation
import Glibc
import TestSupport
import Testing

/// `dumpcap -w - | ranconform check - …` stopped with Ctrl-C: the first SIGINT (or SIGTERM) ends
/// the capture where reading is, and `check` finishes as on a capture that ended there — the
/// same output, reports and exit code as `check` of a file holding the frames it read — instead
/// of dying with nothing written. A live pipe's end is its normal end (no capture problem).
@Suite(.enabled(if: CLIHarness.executable != nil, "the ranconform executable was not found next to the test bundle"))
struct InterruptedCheckTests {
    static let capture = Oracle.captures.appendingPathComponent("sample-du-ru-cu.pcapng")
    static let testbed = Oracle.path("Profiles/testbeds/lab-a.yaml")

    /// Each case: the frames sent whole, the signal, and the output options.
    static let cases: [(frames: Int, signal: Int32, options: [String])] = [
        (7, SIGINT, ["--json"]),  // default --jobs: the reading thread and the pipeline
        (16, SIGINT, ["--follow"]),  // one thread, findings as they are decided
        (19, SIGTERM, ["--jobs", "2", "-q"]),
    ]

    @Test(arguments: 0..<3)
    func endsLikeTheFramesReadSoFar(index: Int) throws {
        let (count, signal, options) = Self.cases[index]
        let executable = try #require(CLIHarness.executable)
        let bytes = try [UInt8](Data(contentsOf: Self.capture))
        let reader = try CaptureReader(path: Self.capture.path)
        var offsets: [Int] = []
        while let record = reader.next() { offsets.append(Int(record.fileOffset)) }
        try #require(count < offsets.count, "the sample has \(offsets.count) frames")
        // The capture up to frame `count`, then half of the next block: reading stops in it.
        let whole = offsets[count]
        let halfway = whole + ((count + 1 < offsets.count ? offsets[count + 1] : bytes.count) - whole) / 2
        let directory = try TemporaryFiles.directory("interrupted")
        defer { try? FileManager.default.removeItem(at: directory) }
        let prefix = directory.appendingPathComponent("prefix.pcapng")
        try Data(bytes[..<whole]).write(to: prefix)
        let expected = try Subprocess.run(executable.path, ["check", prefix.path, "--testbed", Self.testbed] + options)

        let fifo = directory.appendingPathComponent("in").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let process = Process()
        let stdout = directory.appendingPathComponent("stdout")
        let stderr = directory.appendingPathComponent("stderr")
        try #require(FileManager.default.createFile(atPath: stdout.path, contents: nil))
        try #require(FileManager.default.createFile(atPath: stderr.path, contents: nil))
        process.standardOutput = try FileHandle(forWritingTo: stdout)
        process.standardError = try FileHandle(forWritingTo: stderr)
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exe=$0 testbed=$1 input=$2; shift 2; exec \"$exe\" check - --testbed \"$testbed\" \"$@\" < \"$input\"", executable.path, Self.testbed, fifo] + options
        try process.run()
        let writer = open(fifo, O_WRONLY)
        try #require(writer >= 0)
        defer {
            close(writer)
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        // The writer stays open: the child sees a live capture that goes quiet mid-block.
        let sent = bytes[..<halfway].withUnsafeBytes { write(writer, $0.baseAddress, halfway) }
        try #require(sent == halfway)
        // Once the pipe is empty the child holds every byte sent; then the signal.
        var waitedMilliseconds = 0
        while waitedMilliseconds < 30_000 {
            var unread: Int32 = 0
            if ioctl(writer, UInt(FIONREAD), &unread) == 0 && unread == 0 { break }
            usleep(10_000)
            waitedMilliseconds += 10
        }
        usleep(300_000)
        #expect(process.isRunning, "the child ended before the signal")
        kill(process.processIdentifier, signal)
        // A child that does not act on the signal (no handler and the signal blocked, as this
        // test runner's threads pass it on) is killed after 30 s: a failure, not a hang.
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            Issue.record("the child went on reading after the signal")
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        let output = try String(contentsOf: stdout, encoding: .utf8)
        let messages = try String(contentsOf: stderr, encoding: .utf8)
        #expect(process.terminationReason == .exit, "killed by the signal: \(messages)")
        #expect(process.terminationStatus == expected.status)
        #expect(output == expected.stdout)
        #expect(!output.isEmpty)
        let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
        #expect(messages.contains("ranconform: standard input: ended by \(name) after frame \(count)\n"), "\(messages)")
        #expect(!messages.contains("warning"), "\(messages)")
    }
}
