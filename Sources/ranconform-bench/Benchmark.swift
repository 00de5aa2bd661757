import CaptureIO
import NetLayers
import WireCore

#if canImport(Glibc)
import Glibc
#endif

/// Throughput benchmark (run in release): `swift run -c release ranconform-bench MODE CAPTURE`.
///
/// Modes: `read` (CaptureIO only), `demux` (plus NetLayers' PDU fast path). Prints frames, bytes,
/// seconds, frames/s, GB/s and the peak resident memory (VmHWM), so flat memory can be seen on
/// captures of any size. Compare with `cat CAPTURE > /dev/null` on the same file.
@main
enum Benchmark {
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count == 3, let mode = Mode(rawValue: arguments[1]) else {
            printError("usage: ranconform-bench read|demux CAPTURE")
            exit(2)
        }
        let path = arguments[2]
        let reader: CaptureReader
        do {
            reader = try CaptureReader(path: path)
        } catch {
            printError("ranconform-bench: \(error)")
            exit(2)
        }
        var demux = NetworkDemux()
        var frames = 0
        var capturedBytes = 0
        var pdus = 0
        var payloadBytes = 0
        let start = monotonicNanoseconds()
        while let record = reader.next() {
            frames += 1
            capturedBytes += record.capturedLength
            switch mode {
            case .read:
                break
            case .demux:
                demux.demux(
                    frame: record.bytes, linkType: record.linkType.rawValue, frameNumber: record.frameNumber,
                    timestampNanoseconds: record.timestampNanoseconds, isTruncated: record.isTruncated
                ) { pdu in
                    pdus += 1
                    payloadBytes += pdu.payload.count
                }
            }
        }
        let seconds = Double(monotonicNanoseconds() - start) / 1e9
        let fileBytes = Double(reader.bytesConsumed)
        print("mode \(mode.rawValue): \(frames) frames, \(Int(fileBytes)) file bytes, \(capturedBytes) frame bytes")
        if mode == .demux { print("pdus \(pdus), payload bytes \(payloadBytes)") }
        print("\(fixed(seconds, 3)) s, \(fixed(Double(frames) / seconds, 0)) frames/s, \(fixed(fileBytes / seconds / 1e9, 3)) GB/s (file bytes)")
        print("peak RSS \(peakResidentKilobytes()) KiB")
    }

    enum Mode: String { case read, demux }

    static func printError(_ text: String) {
        let bytes = Array((text + "\n").utf8)
        bytes.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
    }

    /// `value` with `digits` decimals (no Foundation in this target).
    static func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int64((value * scale).rounded())
        let whole = scaled / Int64(scale)
        let fraction = String(scaled % Int64(scale))
        if digits == 0 { return String(whole) }
        return "\(whole)." + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    static func monotonicNanoseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// VmHWM from /proc/self/status, in KiB (0 when unavailable).
    static func peakResidentKilobytes() -> Int {
        guard let file = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(cString: line)
            if text.hasPrefix("VmHWM:") {
                return Int(text.split(separator: " ").dropFirst().first { Int($0) != nil } ?? "0") ?? 0
            }
        }
        return 0
    }
}
