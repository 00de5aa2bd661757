import CaptureIO
import Conformance
import Synth

#if canImport(Glibc)
import Glibc
#endif

/// Whole-engine benchmarks: a zero-configuration `check` of a capture next to `cat` (and,
/// when asked, tshark) on the same file; the linear-cost workloads at a given size; the F1AP
/// throughput capture.
enum CheckBenchmark {
    /// `check CAPTURE [--jobs 1,2,…] [--batch FRAMES] [--tshark ARG…]`: the engine over the whole
    /// capture once per number of decode workers (frames per hand-off: `--batch`) (frames/s, PDUs/s, MB/s, wall and user CPU time, peak RSS; the
    /// results of every run must be the same bytes as the first), then `cat CAPTURE > /dev/null`,
    /// then tshark with the arguments given (e.g. `-T fields -e frame.number -e ecpri.type`),
    /// each timed the same way.
    static func check(_ path: String, jobs: [Int], batchFrames: Int?, tsharkArguments: [String]?) {
        var frames = 0
        var bytes = 0.0
        var reference: String?
        for n in jobs.isEmpty ? [1] : jobs {
            let reader: CaptureReader
            do {
                reader = try CaptureReader(path: path)
            } catch {
                Benchmark.printError("ranconform-bench: \(error)")
                exit(2)
            }
            let pipeline = ParallelCheck(run: ConformanceRun(configuration: RunConfiguration()), jobs: n, batchFrames: batchFrames ?? ParallelCheck.defaultBatchFrames)
            let cpu0 = userCPUSeconds(RUSAGE_SELF)
            let start = Benchmark.monotonicNanoseconds()
            frames = 0
            while let record = reader.next() {
                frames += 1
                pipeline.feed(record)
            }
            let results = pipeline.finish()
            let seconds = Double(Benchmark.monotonicNanoseconds() - start) / 1e9
            let cpu = userCPUSeconds(RUSAGE_SELF) - cpu0
            bytes = Double(reader.bytesConsumed)
            let json = results.renderJSON()
            let same = reference.map { $0 == json } ?? true
            if reference == nil { reference = json }
            print("check --jobs \(n): \(frames) frames, \(results.frames.pdus) PDUs, \(Int(bytes)) bytes; results \(same ? "identical" : "DIFFER")")
            print("check --jobs \(n): \(Benchmark.fixed(seconds, 3)) s wall, \(Benchmark.fixed(cpu, 3)) s user, \(Benchmark.fixed(Double(frames) / seconds, 0)) frames/s, "
                  + "\(Benchmark.fixed(Double(results.frames.pdus) / seconds, 0)) PDUs/s, \(Benchmark.fixed(bytes / seconds / 1e6, 1)) MB/s, "
                  + "peak RSS \(Benchmark.peakResidentKilobytes()) KiB")
            if !same { exit(1) }
        }
        let quoted = "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
        timeCommand("cat", "cat \(quoted) > /dev/null", bytes: bytes, frames: frames)
        if let tsharkArguments {
            timeCommand("tshark", "tshark -n -r \(quoted) " + tsharkArguments.map { "'\($0)'" }.joined(separator: " ") + " > /dev/null 2>&1", bytes: bytes, frames: frames)
        }
    }

    /// `linear WORKLOAD COUNT F1AP-CAPTURE`: feeds the workload and prints time, time per item and peak RSS.
    static func linear(_ name: String, count: Int, capture: String) {
        guard let workload = LinearCostWorkload(rawValue: name) else {
            Benchmark.printError("ranconform-bench: workloads: " + LinearCostWorkload.allCases.map(\.rawValue).joined(separator: ", "))
            exit(2)
        }
        let templates = F1APUETemplates(capture: capture)
        let run = ConformanceRun(configuration: RunConfiguration())
        let cpu0 = userCPUSeconds(RUSAGE_SELF)
        let start = Benchmark.monotonicNanoseconds()
        LinearCostWorkload.generate(workload, count: count, templates: templates,
                                    pdu: { run.feed(pdu: $0, frameLength: $1) }, record: { run.feed($0) })
        let state = run.openState
        _ = run.finish()
        let seconds = Double(Benchmark.monotonicNanoseconds() - start) / 1e9
        let cpu = userCPUSeconds(RUSAGE_SELF) - cpu0
        print("linear \(name) \(count): \(Benchmark.fixed(seconds, 3)) s wall, \(Benchmark.fixed(cpu, 3)) s user, "
              + "\(Benchmark.fixed(seconds / Double(max(count, 1)) * 1e9, 0)) ns/item, peak RSS \(Benchmark.peakResidentKilobytes()) KiB")
        for (checker, counters) in state { print("  \(checker): \(counters.entries) entries, \(counters.evicted) evicted") }
    }

    /// `f1ap-capture SOURCE ROUNDS OUT`: the F1AP throughput capture (see ``F1APReplayCapture``).
    static func f1apCapture(source: String, rounds: Int, out: String) {
        do {
            let n = try F1APReplayCapture.write(from: source, rounds: rounds, to: out)
            print("\(n) F1AP PDUs written to \(out)")
        } catch {
            Benchmark.printError("ranconform-bench: \(error)")
            exit(2)
        }
    }

    private static func timeCommand(_ name: String, _ command: String, bytes: Double, frames: Int) {
        let cpu0 = userCPUSeconds(RUSAGE_CHILDREN)
        let start = Benchmark.monotonicNanoseconds()
        let status = system(command)
        let seconds = Double(Benchmark.monotonicNanoseconds() - start) / 1e9
        let cpu = userCPUSeconds(RUSAGE_CHILDREN) - cpu0
        print("\(name): \(Benchmark.fixed(seconds, 3)) s wall, \(Benchmark.fixed(cpu, 3)) s user, \(Benchmark.fixed(Double(frames) / seconds, 0)) frames/s, "
              + "\(Benchmark.fixed(bytes / seconds / 1e6, 1)) MB/s\(status == 0 ? "" : " (exit status \(status))")")
    }

    private static func userCPUSeconds(_ who: __rusage_who) -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(who.rawValue), &usage)
        return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    }
}

private extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
