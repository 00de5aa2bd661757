#if canImport(Glibc)
import Glibc
#endif
import Reports

/// Draws ``ProgressText`` on stderr while captures are read, only when stderr is a terminal and
/// the `CI` environment variable is unset or empty (nothing on a pipe or in CI logs). Redraws at
/// most every `RANCONFORM_PROGRESS_INTERVAL_MS` (default 250 ms), checking the clock every
/// 1024 frames so the hot loop stays cheap.
struct ProgressReporter {
    let enabled: Bool
    let totalBytes: Int64?
    private let intervalNanoseconds: Int64
    private let start: Int64
    private var lastDraw: Int64
    private var frames = 0
    private var drawn = false
    /// Bytes of the captures already finished.
    var finishedBytes: Int64 = 0

    init(totalBytes: Int64?, environment: [String: String]) {
        enabled = isatty(2) == 1 && (environment["CI"] ?? "").isEmpty
        self.totalBytes = totalBytes
        intervalNanoseconds = Int64(environment["RANCONFORM_PROGRESS_INTERVAL_MS"].flatMap { Int($0) } ?? 250) * 1_000_000
        start = Self.now()
        lastDraw = start
    }

    static func now() -> Int64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
    }

    /// Counts one frame; `bytesInCurrent` is the current capture's consumed offset.
    mutating func frame(bytesInCurrent: @autoclosure () -> Int64) {
        frames += 1
        guard enabled, frames & 1023 == 0 else { return }
        let t = Self.now()
        guard t - lastDraw >= intervalNanoseconds else { return }
        lastDraw = t
        let text = ProgressText.line(frames: frames, bytes: finishedBytes + bytesInCurrent(), totalBytes: totalBytes, elapsedNanoseconds: t - start)
        FileDescriptorOutput.write(Array(("\r" + text + "\u{1B}[K").utf8), to: 2)
        drawn = true
    }

    /// Clears the line before results are printed.
    mutating func finish() {
        if drawn { FileDescriptorOutput.write(Array("\r\u{1B}[K".utf8), to: 2) }
        drawn = false
    }
}
