import ASN1PER
import CaptureIO
import Conformance
import F1AP
import Fronthaul
import NetLayers
import NRRRC
import WireCore

#if canImport(Glibc)
import Glibc
#endif

/// Throughput benchmark (run in release): `swift run -c release ranconform-bench MODE CAPTURE`.
///
/// Modes: `read` (CaptureIO only), `demux` (plus NetLayers' PDU fast path), `headers` (plus the
/// fronthaul header and section scan), `bfp` (plus decompression of every PRB, static BFP 9-bit as
/// `fh-capture` writes), `decode` (the full allocating FronthaulDecoder, as `decode` uses it).
/// Prints frames, bytes, seconds, frames/s, GB/s, IQ samples/s and the peak resident memory
/// (VmHWM), so flat memory can be seen on captures of any size. Compare with `cat CAPTURE >
/// /dev/null` on the same file. `f1ap HEX [N] [full]` decodes one F1AP PDU N times and prints
/// PDUs/s (with `full`, only the whole F1AP.decode, not the value-decode stages: for
/// `valgrind --tool=callgrind` instruction counts). `check`, `iq` (check without and with the IQ analysis), `linear`, `f1ap-capture` and `fh-capture`: see
/// ``CheckBenchmark``.
@main
enum Benchmark {
    static func main() {
        let arguments = CommandLine.arguments
        if arguments.count >= 3, arguments[1] == "check" {
            let tshark = arguments.firstIndex(of: "--tshark").map { Array(arguments[($0 + 1)...]) }
            let options = arguments[3..<(arguments.firstIndex(of: "--tshark") ?? arguments.count)]
            let jobs = options.firstIndex(of: "--jobs").flatMap { $0 + 1 < options.endIndex ? options[$0 + 1] : nil }
                .map { $0.split(separator: ",").compactMap { Int($0) } } ?? [1, 2]
            let batch = options.firstIndex(of: "--batch").flatMap { $0 + 1 < options.endIndex ? Int(options[$0 + 1]) : nil }
            let placements: [String: FactsPlacement] = ["balanced": .balanced, "workers": .decodeWorkers, "checking": .checkingStage]
            var facts = FactsPlacement.balanced
            if let at = options.firstIndex(of: "--facts") {
                guard at + 1 < options.endIndex, let placement = placements[options[at + 1]] else {
                    printError("ranconform-bench: --facts takes balanced, workers or checking")
                    exit(2)
                }
                facts = placement
            }
            let shares: [String: ReadingShare] = ["none": .none, "all": .all]
            var reading: ReadingShare?
            if let at = options.firstIndex(of: "--reading") {
                guard at + 1 < options.endIndex, let share = shares[options[at + 1]] else {
                    printError("ranconform-bench: --reading takes none or all")
                    exit(2)
                }
                reading = share
            }
            CheckBenchmark.check(arguments[2], jobs: jobs, batchFrames: batch, facts: facts, reading: reading, tsharkArguments: tshark)
            return
        }
        if arguments.count == 3, arguments[1] == "iq" {
            CheckBenchmark.iq(arguments[2])
            return
        }
        if arguments.count == 5, arguments[1] == "linear", let count = Int(arguments[3]) {
            CheckBenchmark.linear(arguments[2], count: count, capture: arguments[4])
            return
        }
        if arguments.count >= 4, arguments.count % 2 == 0, arguments[1] == "fh-capture", let slots = Int(arguments[2]) {
            var vlan: UInt16?
            var pieces = 1
            for option in stride(from: 4, to: arguments.count, by: 2) {
                switch arguments[option] {
                case "--vlan":
                    guard let id = UInt16(arguments[option + 1]), (1...4094).contains(id) else {
                        printError("ranconform-bench: fh-capture SLOTS OUT [--vlan ID] [--pieces N]: ID is a VLAN id, 1–4094")
                        exit(2)
                    }
                    vlan = id
                case "--pieces":
                    guard let n = Int(arguments[option + 1]), (1...128).contains(n) else {
                        printError("ranconform-bench: fh-capture SLOTS OUT [--vlan ID] [--pieces N]: N is a number of pieces, 1–128")
                        exit(2)
                    }
                    pieces = n
                default:
                    printError("ranconform-bench: fh-capture SLOTS OUT [--vlan ID] [--pieces N]: unknown option \(arguments[option])")
                    exit(2)
                }
            }
            CheckBenchmark.fronthaulCapture(slots: slots, out: arguments[3], vlan: vlan, pieces: pieces)
            return
        }
        if arguments.count == 5, arguments[1] == "f1ap-capture", let rounds = Int(arguments[3]) {
            CheckBenchmark.f1apCapture(source: arguments[2], rounds: rounds, out: arguments[4])
            return
        }
        if arguments.count >= 4, arguments[1] == "rrc" {
            benchmarkRRC(type: arguments[2], hex: arguments[3], count: arguments.count > 4 ? Int(arguments[4]) ?? 100_000 : 100_000)
            return
        }
        if arguments.count >= 3, arguments[1] == "f1ap" {
            benchmarkF1AP(hex: arguments[2], count: arguments.count > 3 ? Int(arguments[3]) ?? 100_000 : 100_000,
                          stages: arguments.count > 4 ? arguments[4] != "full" : true)
            return
        }
        guard arguments.count == 3, let mode = Mode(rawValue: arguments[1]) else {
            printError("usage: ranconform-bench read|demux|headers|bfp|decode CAPTURE | f1ap HEX [COUNT] [full] | rrc TYPE HEX [COUNT]"
                       + " | check CAPTURE [--jobs 1,2,…] [--batch FRAMES] [--facts balanced|workers|checking] [--tshark ARG...] | iq CAPTURE | linear WORKLOAD COUNT F1AP-CAPTURE | f1ap-capture SOURCE ROUNDS OUT | fh-capture SLOTS OUT [--vlan ID] [--pieces N]")
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
        var sections = 0
        var samples = 0
        var checksum: Int64 = 0
        let layout = UPlaneLayout(
            udCompHdrPresent: false, staticFormat: IQFormat(method: .blockFloatingPoint, iqWidth: 9), carrierPRBs: 273)
        var decoder = FronthaulDecoder(context: FronthaulContext())
        let iqBuffer = UnsafeMutableBufferPointer<Int32>.allocate(capacity: 273 * 24 * 8)
        defer { iqBuffer.deallocate() }
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
            case .headers, .bfp, .decode:
                demux.demux(
                    frame: record.bytes, linkType: record.linkType.rawValue, frameNumber: record.frameNumber,
                    timestampNanoseconds: record.timestampNanoseconds, isTruncated: record.isTruncated
                ) { pdu in
                    pdus += 1
                    guard pdu.kind == .ecpri else { return }
                    if mode == .decode {
                        let result = decoder.decode(ecpri: pdu.payload, baseBitOffset: 0, transport: .ethernet)
                        sections += result.messages.count
                        return
                    }
                    let summary = FronthaulFastPath.scan(pdu.payload, layout: layout) { section in
                        guard mode == .bfp else { return }
                        if let written = IQCodec.decompress(section, into: iqBuffer) {
                            samples += written / 2
                            checksum &+= Int64(iqBuffer[0]) &+ Int64(iqBuffer[written - 1])
                        }
                    }
                    sections += summary?.sectionCount ?? 0
                }
            }
        }
        let seconds = Double(monotonicNanoseconds() - start) / 1e9
        let fileBytes = Double(reader.bytesConsumed)
        print("mode \(mode.rawValue): \(frames) frames, \(Int(fileBytes)) file bytes, \(capturedBytes) frame bytes")
        if mode == .demux { print("pdus \(pdus), payload bytes \(payloadBytes)") }
        if mode == .headers || mode == .decode { print("pdus \(pdus), sections or messages \(sections)") }
        if mode == .bfp {
            print("pdus \(pdus), sections \(sections), IQ samples \(samples) (checksum \(checksum))")
            print("\(fixed(Double(samples) / (Double(monotonicNanoseconds() - start) / 1e9) / 1e6, 1)) M samples/s")
        }
        print("\(fixed(seconds, 3)) s, \(fixed(Double(frames) / seconds, 0)) frames/s, \(fixed(fileBytes / seconds / 1e9, 3)) GB/s (file bytes)")
        print("peak RSS \(peakResidentKilobytes()) KiB")
    }

    enum Mode: String { case read, demux, headers, bfp, decode }

    /// Decodes one F1AP PDU `count` times with the committed schema.
    static func benchmarkF1AP(hex: String, count: Int, stages: Bool) {
        guard let bytes = Hex.decode(hex) else {
            printError("ranconform-bench: not hex")
            exit(2)
        }
        var ies = 0
        let first = F1AP.decode(bytes[...])  // build the schema once, outside the timing
        print("f1ap: \(first.message?.messageName ?? "no message"), \(first.findings.count) finding(s)")
        for f in first.findings { print("  \(f.id) \(f.fieldPath) @\(f.bitOffset)+\(f.bitLength): \(f.message)") }
        let start = monotonicNanoseconds()
        for _ in 0..<count {
            let result = F1AP.decode(bytes[...])
            ies &+= result.message?.ies.count ?? 0
        }
        let seconds = Double(monotonicNanoseconds() - start) / 1e9
        print("f1ap: \(count) decodes of \(bytes.count) bytes, \(ies) IEs in all")
        print("\(fixed(seconds, 3)) s, \(fixed(Double(count) / seconds, 0)) PDUs/s")
        // the stages, under the same load: the value decode alone, plus the layout recording
        // (bit offsets of every component), then the whole F1AP.decode (views, located checks)
        guard stages else { return }
        for (name, locate) in [("value decode only", false), ("value decode + layout", true)] {
            var n = 0
            let t0 = monotonicNanoseconds()
            for _ in 0..<count { n &+= F1AP.schema.decodeAPER(bytes[...], as: F1AP.pduTypeName, locate: locate).consumedBits }
            let s = Double(monotonicNanoseconds() - t0) / 1e9
            print("\(name): \(fixed(Double(count) / s, 0)) PDUs/s (\(n / count) bits)")
        }
    }

    /// `rrc TYPE HEX [N]`: N UNALIGNED PER decodes of one NR RRC PDU (`SIB1`, `CellGroupConfig`,
    /// `UL-DCCH-Message`…), the value tree alone and with the layout of every component.
    static func benchmarkRRC(type: String, hex: String, count: Int) {
        guard let bytes = Hex.decode(hex) else {
            printError("ranconform-bench: not hex")
            exit(2)
        }
        let first = NRRRC.schema.decodeUPER(bytes[...], as: type)  // load the schema outside the timing
        print("rrc: \(type), \(bytes.count) bytes, \(first.error.map { "error \($0)" } ?? "decodes"), \(first.consumedBits) bits")
        for (name, locate) in [("value decode", false), ("value decode + layout", true)] {
            var n = 0
            let t0 = monotonicNanoseconds()
            for _ in 0..<count { n &+= NRRRC.schema.decodeUPER(bytes[...], as: type, locate: locate).consumedBits }
            let s = Double(monotonicNanoseconds() - t0) / 1e9
            print("\(name): \(fixed(Double(count) / s, 0)) PDUs/s, \(fixed(s * 1e6 / Double(count), 2)) us each (\(n / count) bits)")
        }
    }

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
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("VmHWM:") {
                return Int(text.split(separator: " ").dropFirst().first { Int($0) != nil } ?? "0") ?? 0
            }
        }
        return 0
    }
}
