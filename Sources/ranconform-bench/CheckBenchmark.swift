import CaptureIO
import Conformance
import IQAnalysis
import Profiles
import Synth

#if canImport(Glibc)
import Glibc
#endif

/// Whole-engine benchmarks: a zero-configuration `check` of a capture next to `cat` (and,
/// when asked, tshark) on the same file; the linear-cost workloads at a given size; the F1AP
/// throughput capture; `check` next to `check --iq`.
enum CheckBenchmark {
    /// `check CAPTURE [--jobs 1,2,…] [--batch FRAMES] [--facts balanced|workers|checking] [--tshark ARG…]`:
    /// the engine over the whole capture once per number of decode workers (frames per hand-off:
    /// `--batch`; the stage making each PDU's facts: `--facts`, ``FactsPlacement``), with frames/s,
    /// PDUs/s, PDUs per user CPU second, MB/s, wall and user CPU time and peak RSS (the results of
    /// every run must be the same bytes as the first); then `cat CAPTURE > /dev/null`, then
    /// `ranconform decode CAPTURE --json > /dev/null` (the `ranconform` built beside this
    /// benchmark), then tshark with the arguments given (e.g. `-T fields -e f1ap.procedureCode -e
    /// f1ap.id`), each timed the same way, with PDUs/s counted on the engine's PDUs. With decode
    /// workers, also the time each stage spent working and waiting (``ParallelCheck/StageTimes``),
    /// which tells the stage that bounds the run. Last, the same pipeline with no rule selected
    /// (reading, demultiplexing, decoding and the hand-offs between the threads; of the checkers
    /// only those feeding a report section or inferring node roles, ``RuleChecker/observesUnselected``):
    /// the floor the rules add to, and their share of the run.
    static func check(_ path: String, jobs: [Int], batchFrames: Int?, facts: FactsPlacement, reading: ReadingShare?, tsharkArguments: [String]?) {
        var reference: String?
        var passes: [(jobs: Int, pass: EnginePass)] = []
        for n in jobs.isEmpty ? [1] : jobs {
            let (pass, json) = engine(path, iq: false, jobs: n, batchFrames: batchFrames, facts: facts, reading: reading)
            let same = reference.map { $0 == json } ?? true
            if reference == nil { reference = json }
            print("check --jobs \(n): \(pass.frames) frames, \(pass.pdus) PDUs, \(Int(pass.bytes)) bytes; results \(same ? "identical" : "DIFFER")")
            print("check --jobs \(n): " + pass.figures + ", \(Benchmark.fixed(Double(pass.pdus) / max(pass.cpu, 1e-9), 0)) PDUs per user CPU second")
            if let stages = pass.stages {
                func s(_ ns: Int64) -> String { Benchmark.fixed(Double(ns) / 1e9, 3) + " s" }
                print("check --jobs \(n): stages: decode workers busy " + stages.workerBusyNanoseconds.map(s).joined(separator: ", ")
                      + "; checking busy \(s(stages.checkingBusyNanoseconds)), waiting for decodes \(s(stages.checkingWaitNanoseconds))"
                      + "; reading waiting for a free batch \(s(stages.readingWaitNanoseconds)), decoding \(s(stages.readingDecodeNanoseconds))"
                      + " (\(pass.signallingOnReadingThread) signalling PDUs)"
                      + "; facts of \(pass.batchesWithFactsMadeInChecking) worker batches made in checking")
            }
            if !same { exit(1) }
            passes.append((n, pass))
        }
        guard let (lastJobs, pass) = passes.last else { return }
        let floor = engine(path, iq: false, jobs: lastJobs, batchFrames: batchFrames, facts: facts, reading: reading, rules: false).pass
        print("check --jobs \(lastJobs) without rules (reading, demultiplexing, decoding, hand-offs): " + floor.figures
              + "; the rules take \(Benchmark.fixed(100 * max(0, 1 - floor.seconds / max(pass.seconds, 1e-9)), 0)) % of the wall time"
              + " and \(Benchmark.fixed(100 * max(0, 1 - floor.cpu / max(pass.cpu, 1e-9)), 0)) % of the user CPU time")
        let quoted = "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
        let cat = timeCommand("cat", "cat \(quoted) > /dev/null", bytes: pass.bytes, frames: pass.frames, pdus: pass.pdus)
        // The figures issue 21 asks for: each run's throughput as a fraction of cat's on the same
        // file, and the wall-time speed-up of each number of workers over the first.
        if let first = passes.first {
            for (n, p) in passes {
                print("check --jobs \(n): \(Benchmark.fixed(cat / max(p.seconds, 1e-9), 2))× cat's throughput, "
                      + "\(Benchmark.fixed(first.pass.seconds / max(p.seconds, 1e-9), 2))× the wall speed of --jobs \(first.jobs)")
            }
        }
        let executable = CommandLine.arguments[0]
        if let slash = executable.lastIndex(of: "/") {
            let cli = String(executable[...slash]) + "ranconform"
            if access(cli, X_OK) == 0 {
                let quotedCLI = "'" + cli.replacingOccurrences(of: "'", with: "'\\''") + "'"
                timeCommand("decode --json", "\(quotedCLI) decode \(quoted) --json > /dev/null", bytes: pass.bytes, frames: pass.frames, pdus: pass.pdus)
            }
        }
        if let tsharkArguments {
            timeCommand("tshark", "tshark -n -r \(quoted) " + tsharkArguments.map { "'\($0)'" }.joined(separator: " ") + " > /dev/null 2>&1", bytes: pass.bytes, frames: pass.frames, pdus: pass.pdus)
        }
    }

    /// `iq CAPTURE`: the zero-configuration `check` without and then with the IQ analysis
    /// (`check --iq`), each over the whole capture, with the analysed REs per second.
    static func iq(_ path: String) {
        let plain = engine(path, iq: false, jobs: 1, batchFrames: nil).pass
        let analysed = engine(path, iq: true, jobs: 1, batchFrames: nil).pass
        let res = analysed.res
        print("check: \(plain.frames) frames, \(plain.pdus) PDUs, \(Int(plain.bytes)) bytes; IQ: \(analysed.flows) flows, \(res) REs")
        print("check without IQ: " + plain.figures)
        print("check with IQ:    " + analysed.figures + ", \(Benchmark.fixed(Double(res) / analysed.seconds / 1e6, 1)) M REs/s")
        print("IQ analysis alone: \(Benchmark.fixed(analysed.cpu - plain.cpu, 3)) s user, "
              + "\(Benchmark.fixed(Double(res) / max(analysed.cpu - plain.cpu, 1e-9) / 1e6, 1)) M REs per user second")
    }

    /// One pass of the engine over a capture (zero configuration; with `iq`, also the IQ
    /// analysis; `jobs` threads as `check --jobs`, see ``ParallelCheck``; without `rules`, a
    /// suite that selects none), with its results as JSON.
    private static func engine(_ path: String, iq: Bool, jobs: Int, batchFrames: Int?, facts: FactsPlacement = .balanced, reading: ReadingShare? = nil,
                               rules: Bool = true)
        -> (pass: EnginePass, json: String)
    {
        let reader: CaptureReader
        do {
            reader = try CaptureReader(path: path)
        } catch {
            Benchmark.printError("ranconform-bench: \(error)")
            exit(2)
        }
        var configuration = RunConfiguration()
        if iq { configuration.iq = configuration.iqSettings() }
        if !rules { configuration.suite = SuiteProfile(name: "no rules", exclude: [Self.everyRule]) }
        let pipeline = ParallelCheck(run: ConformanceRun(configuration: configuration), threads: jobs,
                                     batchFrames: batchFrames ?? ParallelCheck.defaultBatchFrames, measuresStages: true, factsPlacement: facts,
                                     readingShare: reading)
        pipeline.beginCapture(name: path, firstFrame: 1)
        let cpu0 = userCPUSeconds(RUSAGE_SELF)
        let start = Benchmark.monotonicNanoseconds()
        var frames = 0
        while let record = reader.next() {
            frames += 1
            pipeline.feed(record)
        }
        let results = pipeline.finish()
        let seconds = Double(Benchmark.monotonicNanoseconds() - start) / 1e9
        let cpu = userCPUSeconds(RUSAGE_SELF) - cpu0
        let flows = results.iq?.flows ?? []
        let pass = EnginePass(frames: frames, pdus: results.frames.pdus, bytes: Double(reader.bytesConsumed), seconds: seconds, cpu: cpu,
                              flows: flows.count, res: flows.reduce(0) { $0 + $1.reCount }, stages: pipeline.stageTimes,
                              batchesWithFactsMadeInChecking: pipeline.batchesWithFactsMadeInChecking,
                              signallingOnReadingThread: pipeline.signallingOnReadingThread, readBuffers: reader.bufferRing)
        return (pass, results.renderJSON())
    }

    /// The pattern every rule id matches.
    private static let everyRule: RulePattern = {
        do {
            return try RulePattern(parsing: "*")
        } catch {
            preconditionFailure("'*' is a rule id pattern: \(error)")
        }
    }()

    private struct EnginePass {
        var frames: Int
        var pdus: Int
        var bytes: Double
        var seconds: Double
        var cpu: Double
        var flows: Int
        var res: Int
        var stages: ParallelCheck.StageTimes?
        var batchesWithFactsMadeInChecking: Int
        var signallingOnReadingThread: Int
        var readBuffers: (buffers: Int, heldOnReuse: Int)

        var figures: String {
            "\(Benchmark.fixed(seconds, 3)) s wall, \(Benchmark.fixed(cpu, 3)) s user, \(Benchmark.fixed(Double(frames) / seconds, 0)) frames/s, "
                + "\(Benchmark.fixed(Double(pdus) / seconds, 0)) PDUs/s, \(Benchmark.fixed(bytes / seconds / 1e6, 1)) MB/s, "
                + "peak RSS \(Benchmark.peakResidentKilobytes()) KiB, \(readBuffers.buffers) read buffers "
                + "(\(readBuffers.heldOnReuse) came back still held)"
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
        let results = run.finish()
        let seconds = Double(Benchmark.monotonicNanoseconds() - start) / 1e9
        let cpu = userCPUSeconds(RUSAGE_SELF) - cpu0
        print("linear \(name) \(count): \(Benchmark.fixed(seconds, 3)) s wall, \(Benchmark.fixed(cpu, 3)) s user, "
              + "\(Benchmark.fixed(seconds / Double(max(count, 1)) * 1e9, 0)) ns/item, peak RSS \(Benchmark.peakResidentKilobytes()) KiB")
        for (checker, counters) in state { print("  \(checker): \(counters.entries) entries, \(counters.evicted) evicted") }
        print("  nodes: \(results.nodes.count), frames not checked past the bound of nodes named from traffic: \(results.frames.unattributed)")
    }

    /// `fh-capture SLOTS OUT [--vlan ID] [--pieces N]`: the fronthaul throughput capture (see
    /// ``FronthaulThroughputCapture``), each frame behind an 802.1Q tag with `--vlan`, each U-plane
    /// message sent by the radio transport in N pieces with `--pieces`.
    static func fronthaulCapture(slots: Int, out: String, vlan: UInt16?, pieces: Int) {
        do {
            let n = try FronthaulThroughputCapture.write(slots: slots, to: out, vlan: vlan, pieces: pieces)
            print("\(n) fronthaul frames written to \(out)")
        } catch {
            Benchmark.printError("ranconform-bench: \(error)")
            exit(2)
        }
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

    /// Runs `command` through the shell and prints its figures; returns its wall seconds.
    @discardableResult
    private static func timeCommand(_ name: String, _ command: String, bytes: Double, frames: Int, pdus: Int) -> Double {
        let cpu0 = userCPUSeconds(RUSAGE_CHILDREN)
        let start = Benchmark.monotonicNanoseconds()
        let status = system(command)
        let seconds = Double(Benchmark.monotonicNanoseconds() - start) / 1e9
        let cpu = userCPUSeconds(RUSAGE_CHILDREN) - cpu0
        print("\(name): \(Benchmark.fixed(seconds, 3)) s wall, \(Benchmark.fixed(cpu, 3)) s user, \(Benchmark.fixed(Double(frames) / seconds, 0)) frames/s, "
              + "\(Benchmark.fixed(Double(pdus) / seconds, 0)) PDUs/s, \(Benchmark.fixed(Double(pdus) / max(cpu, 1e-9), 0)) PDUs per user CPU second, "
              + "\(Benchmark.fixed(bytes / seconds / 1e6, 1)) MB/s\(status == 0 ? "" : " (exit status \(status))")")
        return seconds
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
