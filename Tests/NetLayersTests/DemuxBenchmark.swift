import Foundation
import NetLayers
import Testing
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Throughput of the fast path on a large pcap, streamed through one reused 256 KiB buffer.
/// Runs only when `RANCONFORM_NET_BENCH` names a pcap file; prints figures, asserts no timing.
///
///     swift run -c release ranconform-bench fh-capture 2000 /tmp/fh.pcap
///     RANCONFORM_NET_BENCH=/tmp/fh.pcap swift test -c release -Xswiftc -enable-testing --filter DemuxBenchmark
@Suite struct DemuxBenchmark {
    @Test(.environmentVariable("RANCONFORM_NET_BENCH", "set RANCONFORM_NET_BENCH to a pcap file to measure")) func fastPathThroughput() throws {
        let path = try #require(ProcessInfo.processInfo.environment["RANCONFORM_NET_BENCH"])
        let fd = open(path, O_RDONLY)
        #expect(fd >= 0)
        guard fd >= 0 else { return }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 256 << 10)
        var filled = 0
        var position = 24
        var first = true
        var frames = 0
        var pdus = 0
        var payloadBytes = 0
        var bytesRead = 0
        var demux = NetworkDemux()
        let start = DispatchTime.now().uptimeNanoseconds
        while true {
            let n = buffer.withUnsafeMutableBytes { raw in read(fd, raw.baseAddress! + filled, raw.count - filled) }
            if n <= 0 && position >= filled { break }
            if n > 0 { filled += n; bytesRead += n }
            if first { first = false; position = 24 }
            while filled - position >= 16 {
                let included = Int(buffer[position + 8]) | Int(buffer[position + 9]) << 8 | Int(buffer[position + 10]) << 16 | Int(buffer[position + 11]) << 24
                guard filled - position - 16 >= included else { break }
                frames += 1
                demux.demux(frame: buffer[(position + 16)..<(position + 16 + included)], linkType: 1, frameNumber: frames, timestampNanoseconds: 0, isTruncated: false) {
                    pdus += 1
                    payloadBytes &+= $0.payload.count
                }
                position += 16 + included
            }
            if n <= 0 { break }
            // Move the partial record to the front and refill.
            let rest = filled - position
            buffer.withUnsafeMutableBytes { raw in _ = memmove(raw.baseAddress!, raw.baseAddress! + position, rest) }
            filled = rest
            position = 0
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        print("NetLayers benchmark: \(frames) frames, \(pdus) PDUs, \(bytesRead) bytes in \(String(format: "%.3f", seconds)) s: \(String(format: "%.0f", Double(frames) / seconds)) frames/s, \(String(format: "%.2f", Double(bytesRead) / seconds / 1e9)) GB/s (read + demux)")
        #expect(pdus == frames)
        #expect(payloadBytes > 0)
    }
}
