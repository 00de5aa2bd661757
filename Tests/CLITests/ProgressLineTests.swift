import Foundation
import Testing
import TestSupport

/// `check` draws a progress line on stderr only on a terminal (a pseudo-terminal from util-linux
/// `script`) and never on a pipe or when `CI` is set.
@Suite struct ProgressLineTests {
    static func capture() -> String { Oracle.shared("testdata/fronthaul/captures/fh_1x1.pcap").path }

    /// Runs `command` under `script` (a pty) and returns what the terminal saw.
    static func underTerminal(_ command: String, ci: String) throws -> String? {
        let script = URL(fileURLWithPath: try #require(Oracle.executable("script")))
        let process = Process()
        process.executableURL = script
        process.arguments = ["-qec", command, "/dev/null"]
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = ci
        environment["RANCONFORM_PROGRESS_INTERVAL_MS"] = "0"
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test(.requires(.shared), .enabled(if: Oracle.executable("script") != nil, "needs script (util-linux)")) func terminalGetsTheLineCIAndPipesDoNot() throws {
        let capture = Self.capture(), exe = try #require(CLIHarness.executable?.path)
        // Three copies: 1344 frames, so the line is drawn at frame 1024.
        let command = "\(exe) check \(capture) \(capture) \(capture) >/dev/null"
        let seen = try #require(try Self.underTerminal(command, ci: ""))
        #expect(seen.contains("\rframes 1024 · "), "\(seen.debugDescription)")
        #expect(seen.contains(" MB/s · ") && seen.contains("% · ") && seen.contains(" left"))
        #expect(seen.hasSuffix("\r\u{1B}[K"), "the line is cleared at the end")
        let seenInCI = try #require(try Self.underTerminal(command, ci: "true"))
        #expect(!seenInCI.contains("frames 1024"), "drawn in CI: \(seenInCI.debugDescription)")
        guard let piped = try CLIHarness.ranconform(["check", capture, capture, capture]) else { return }
        #expect(!piped.stderr.contains("frames"), "drawn on a pipe: \(piped.stderr.debugDescription)")
    }
}
