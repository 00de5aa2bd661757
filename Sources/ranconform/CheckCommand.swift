import ArgumentParser
import CaptureIO
import Conformance
import ProfileLoading
import Profiles
import Reports
import WireCore

#if canImport(Glibc)
import Glibc
#endif

/// `ranconform check CAPTURE… [--testbed FILE] [--suite FILE] [--set KEY=VALUE] [--json]
/// [--report FORMAT:PATH]… [--evidence FILE.pcapng]`: runs
/// every selected rule over the captures. Exit 0 when every applicable rule passes, 1 on a FAIL,
/// 2 on bad usage, an unreadable capture or a bad profile (one line with file:line:column).
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check captures against the O-RAN fronthaul and F1AP rules (and a testbed's declarations).",
        discussion: """
            Without --testbed, nodes are named from the addresses seen, spec-only rules run with the \
            documented defaults (carrier 273 PRBs, numerology 1, tshark's eAxC split 2/6/4/4, inferred \
            static compression, F1AP response timeout 5 s) and rules needing declared capabilities SKIP \
            with the reason.

            Exit codes: 0 the run passed (--fail-on warn: no WARN either; --fail-on new: nothing \
            regressed against --baseline); 1 a rule FAILed (--fail-on warn: or WARNed; --fail-on new: \
            a rule and node regressed); 2 bad usage, an unreadable capture, a bad profile or an output \
            path that cannot be written (nothing is read or written then); 3 the capture was \
            incomplete (cut short, a corrupt block, snap-length cut frames) and no rule FAILed.
            """
    )

    @Argument(help: "Capture files (pcap or pcapng, plain, gzip or Zstandard), checked as one stream in the order given; - reads standard input.")
    var captures: [String] = []

    @Option(help: ArgumentHelp("Testbed profile (YAML or JSON).", valueName: "FILE"))
    var testbed: String?

    @Option(help: ArgumentHelp("Suite profile selecting rules (default: the testbed's suite).", valueName: "FILE"))
    var suite: String?

    @Option(name: .customLong("set"), help: ArgumentHelp("Override one decode setting, KEY=VALUE (repeatable), as for decode.", valueName: "KEY=VALUE"))
    var settings: [String] = []

    @Flag(help: "Print the results as one JSON object.")
    var json = false

    @Flag(help: "Also analyse the U-plane IQ (power, clipping, exponents, allocation, EVM, PRACH) and judge the FH-IQ-… rules (as testbed iq.analyze: true).")
    var iq = false

    @Option(name: .customLong("report"), help: ArgumentHelp(
        "Write a report, FORMAT:PATH (repeatable). FORMAT: oran-json, junit, html, markdown, json, pdf (the HTML printed by a headless chromium); PATH - is standard output (not for pdf).",
        valueName: "FORMAT:PATH"))
    var reportSpecs: [String] = []

    @Option(help: ArgumentHelp(
        "Write the frames findings cite to a pcapng file, each with a packet comment 'RULE-ID: message' and its original frame and file.",
        valueName: "FILE.pcapng"))
    var evidence: String?

    @Option(help: ArgumentHelp(
        "A previous run's results (check --json output or a --report json file): print new, fixed and unchanged findings against it.",
        valueName: "RESULTS.json"))
    var baseline: String?

    @Option(name: .customLong("fail-on"), help: ArgumentHelp(
        "What makes the exit code 1: fail (a rule FAILed, the default), warn (a FAIL or a WARN), new (a regression against --baseline).",
        valueName: "fail|warn|new"))
    var failOn: String = "fail"

    @Flag(name: [.customShort("q"), .customLong("quiet")], help: "Print only the verdict line (and the comparison with --baseline).")
    var quiet = false

    @Option(name: .customLong("state-out"), help: ArgumentHelp(
        "Also write this part's state for 'ranconform merge' (one part of a capture split by file or time slice; README \"Past one machine\"); a name ending in .zst or .gz writes it compressed (Zstandard or gzip), with the IQ samples no rule reads stored as zeros.",
        valueName: "PART.state"))
    var stateOut: String?

    @Option(name: .customLong("frame-offset"), help: ArgumentHelp(
        "With --state-out: the part's frame 1 is frame K+1 of the whole capture (default: merge numbers the parts on in time order). The part's results then name the whole capture's frame numbers, and its state carries its boundary, so merge checks only each part's head.",
        valueName: "K"))
    var frameOffset: Int?

    @Option(name: .customLong("state-head"), help: ArgumentHelp(
        "With --frame-offset: the part's head in milliseconds of capture time, which merge checks again after the earlier parts before it joins the part's boundary (default 1000; at least the longest PTP message interval and the longest timing window).",
        valueName: "MS"))
    var stateHead: Int?

    /// `--state-head`'s default: past every fronthaul state's horizon (100 ms) and a PTP
    /// profile's one-second Announce interval (Design "The head's length").
    static let defaultStateHeadMilliseconds = 1_000
    var stateHeadNanoseconds: Int64 { Int64(stateHead ?? Self.defaultStateHeadMilliseconds) * 1_000_000 }

    @Flag(help: "Print each finding as soon as it is decided (for a live capture on standard input), then the results table.")
    var follow = false

    @Option(help: ArgumentHelp(
        "Threads to use (default: the cores available, at most 4; 1 with --follow): 1 checks on one thread, N ≥ 2 reads and checks on two threads and decodes on N − 1 workers (with one worker, F1AP, E1AP, E2AP, NGAP and PTP are decoded by the reading thread). Results are the same bytes whatever the number.",
        valueName: "N"))
    var jobs: Int?

    /// Threads (``ParallelCheck/init(run:threads:batchFrames:)``): `--jobs`, else the available
    /// cores capped at 4 (beyond that the checking thread is the limit), else 1 with `--follow`
    /// (whose findings should not wait for a batch of frames).
    var effectiveJobs: Int { jobs ?? (follow ? 1 : min(4, ParallelCheck.availableCores)) }

    func validate() throws {
        if let jobs, !(1...64).contains(jobs) { throw ValidationError("--jobs takes 1 to 64") }
        if captures.isEmpty { throw ValidationError("give at least one capture file") }
        if captures.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input (-) can be read only once") }
        if !["fail", "warn", "new"].contains(failOn) { throw ValidationError("--fail-on takes fail, warn or new") }
        if failOn == "new" && baseline == nil { throw ValidationError("--fail-on new needs --baseline RESULTS.json") }
        if follow && json { throw ValidationError("--follow prints findings as text lines: drop --json (or write --report json:FILE)") }
        try validatePartState()
        if evidence != nil && captures.contains("-") {
            throw ValidationError("--evidence reads the captures a second time: give capture files, not standard input (-)")
        }
    }

    func run() throws {
        var requests: [ReportRequest] = []
        do {
            for spec in reportSpecs { requests.append(try ReportRequest(parsing: spec)) }
        } catch {
            throw CommandFailure(message: error.description)
        }
        // Before anything is read: at most one output on standard output, every output path
        // writable, and none of them one of the inputs (through any link).
        let toStandardOutput = requests.filter { $0.path == nil }.count + (evidence == "-" ? 1 : 0)
        if toStandardOutput > 1 {
            throw CommandFailure(message: "only one report can go to standard output (-); give the others file paths")
        }
        if json && toStandardOutput > 0 {
            throw CommandFailure(message: "--json prints the results on standard output: give the --report a file path, or drop --json")
        }
        do throws(ReportError) {
            for path in requests.compactMap(\.path) { try ReportFileWriter.checkWritable(path, what: "report") }
            if let evidence {
                if evidence == "-" { throw ReportError("--evidence needs a file path, not standard output") }
                try ReportFileWriter.checkWritable(evidence, what: "evidence")
            }
        } catch {
            throw CommandFailure(message: error.description)
        }
        try PDFExport.check(requests, environment: ProcessInfoEnvironment.current)
        try checkStateOutWritable()
        try OutputPaths.refuseInputs(outputs: requests.compactMap(\.path) + (evidence.map { [$0] } ?? []) + (stateOut.map { [$0] } ?? []),
                                     inputs: captures + [testbed, suite].compactMap { $0 })
        let baselineSnapshot = try baseline.map { try DiffCommand.snapshot($0) }
        let setup = try RunSetup(testbed: testbed, suite: suite, settings: settings, iq: iq)
        let testbedProfile = setup.testbedProfile
        let configuration = setup.configuration
        CheckInterruption.install()
        var readers: [CaptureReader] = []
        for path in captures {
            do {
                readers.append(try CaptureReader(path: path, interruption: CheckInterruption.shared))
            } catch {
                throw CommandFailure(message: error.description)
            }
        }
        // A part of a split capture: its frames and what merge checks go to --state-out.
        var stateWriter: PartStateWriter?
        if let stateOut {
            do throws(PartStateError) { stateWriter = try PartStateWriter(path: stateOut, boundary: frameOffset != nil) } catch { throw CommandFailure(message: error.description) }
        }
        let run = ConformanceRun(configuration: configuration)
        // A part that knows its place in the whole capture is checked with the whole capture's
        // frame numbers, and its boundary is taken (README "Past one machine").
        let partOffset = stateOut == nil ? 0 : frameOffset ?? 0
        var boundaryTaker = stateOut != nil && frameOffset != nil ? BoundaryPartTaker(head: stateHeadNanoseconds) : nil
        if let stateOut, CaptureCompression.forOutput(path: stateOut) != nil, !run.readsEveryIQSample, let inbox = stateWriter?.checkedFrames() {
            // A compressed state keeps only the samples the rules read, so it compresses to a
            // fraction of the part (README "Past one machine"); a plain one keeps every octet.
            run.onCheckedFrame = { inbox.add($0 - partOffset, $1) }
        }
        let pipeline = ParallelCheck(run: run, threads: effectiveJobs)
        let severalCaptures = captures.count > 1
        if follow && !quiet && !requests.contains(where: { $0.path == nil }) {
            // One line per finding, written at once so a pipe reader sees it live.
            run.onFinding = { finding in
                let frames = finding.frames.prefix(4).map(String.init).joined(separator: ",")
                    + (finding.frames.count > 4 ? ",…" : "")
                let place = finding.fieldPath.isEmpty ? "" : " \(finding.fieldPath)"
                let line = "finding: \(finding.rule) \(finding.node) \(finding.severity.rawValue) frame \(frames)\(severalCaptures ? " (run-wide numbering)" : "")\(place): \(finding.message)"
                FileDescriptorOutput.write(Array((DisplayText.escaped(line) + "\n").utf8), to: 1)
            }
        }
        let environment = ProcessInfoEnvironment.current
        let sizes = readers.map(\.fileSize)
        var progress = ProgressReporter(totalBytes: sizes.contains(nil) ? nil : sizes.reduce(0) { $0 + ($1 ?? 0) }, environment: environment)
        // Several captures: frames are numbered on across the files (findings name them
        // `file#n`), and a file that does not continue the previous one in time resets the streams.
        var offset = 0
        var boundary: BoundaryPart?
        for (path, reader) in zip(captures, readers) {
            if captures.count > 1 { pipeline.beginCapture(name: path == "-" ? "standard input" : path, firstFrame: offset + 1) }
            var last = 0
            while var record = reader.next() {
                last = record.frameNumber
                if stateWriter != nil {
                    // the state stores the part's own frame numbers
                    do throws(PartStateError) { try stateWriter?.add(record) } catch { throw CommandFailure(message: error.description) }
                }
                record.frameNumber += offset + partOffset
                boundaryTaker?.willFeed(record, to: pipeline)
                pipeline.feed(record)
                progress.frame(bytesInCurrent: reader.sourceBytesConsumed)
            }
            offset += last
            // The part's boundary is taken before its capture problems are added: merge adds
            // every part's in part order.
            if boundaryTaker != nil { boundary = boundaryTaker?.finish(pipeline) }
            progress.finishedBytes += reader.sourceBytesConsumed
            progress.finish()
            for warning in reader.warnings {
                StandardError.writeLine("ranconform: warning: \(path): \(warning)")
                pipeline.captureFileProblem("\(path): \(warning)")
            }
            if reader.wasInterrupted {
                // The capture ends here: what was read is checked to its end, nothing more is read.
                // A live capture (a pipe) has no other end, so that is its end; a file's unread
                // rest is a capture problem (the verdict cannot be PASS on part of a file).
                let name = path == "-" ? "standard input" : path
                if reader.fileSize == nil {
                    StandardError.writeLine("ranconform: \(name): ended by \(CheckInterruption.signalName) after frame \(last)")
                } else {
                    let problem = "\(name): interrupted by \(CheckInterruption.signalName) after frame \(last), \(reader.sourceBytesConsumed) of \(reader.fileSize ?? 0) bytes read: the rest of the capture was not checked"
                    StandardError.writeLine("ranconform: warning: \(problem)")
                    pipeline.captureFileProblem(problem)
                }
                break
            }
        }
        progress.finish()
        let results = pipeline.finish()
        if var writer = stateWriter {
            try writePartState(&writer, setup: setup, boundary: boundary, problems: zip(captures, readers).flatMap { path, reader in reader.warnings.map { "\(path): \($0)" } })
        }
        var output = BufferedOutput()
        // Rendered only when printed or compared (some 7 % of a small capture's check).
        let resultsJSON = json || baseline != nil ? results.renderJSON() : ""
        var comparison: ResultsDiff?
        if baseline != nil, let baselineSnapshot {
            do {
                comparison = ResultsDiff(baseline: baselineSnapshot, current: try ResultsSnapshot(parsing: resultsJSON, name: "this run"))
            } catch {
                throw CommandFailure(message: "internal: this run's results do not read back: \(error)")
            }
        }
        if !requests.contains(where: { $0.path == nil }) {
            if json {
                output.write(resultsJSON + "\n")
            } else {
                let verdictLine = "verdict: \(results.overallVerdict.rawValue)"
                if !quiet { output.write(DisplayText.escaped(results.renderText(), allowNewline: true)) }
                if let comparison, let baseline {
                    if !quiet { output.write(DisplayText.escaped("\n" + comparison.text(baselineName: baseline, currentName: "this run"), allowNewline: true)) }
                    // The last line is the verdict, with the comparison's totals.
                    output.write("\(verdictLine); against the baseline: \(comparison.newFindings) new, \(comparison.fixedFindings) fixed, \(comparison.unchangedFindings) unchanged findings, \(comparison.regressions.count) regressed rows\n")
                } else if quiet {
                    output.write(verdictLine + "\n")
                }
            }
        }
        // An evidence problem is reported after the reports are written: it does not stop them.
        var evidenceFailure: CommandFailure?
        if let evidence {
            let temporary = OutputPaths.temporarySibling(of: evidence)
            do {
                _ = try EvidenceExport.write(EvidencePlan(results: results), captures: captures, spans: results.captureSpans, to: temporary)
                try OutputPaths.commit(temporary, to: evidence)
            } catch let failure as CommandFailure {
                evidenceFailure = failure
            } catch {
                OutputPaths.discard(temporary)
                evidenceFailure = CommandFailure(message: "cannot write evidence \(evidence): \(error)")
            }
        }
        var input = ReportInput(
            results: results, testbed: testbedProfile, captures: zip(captures, readers).map { CaptureFile(path: $0, bytes: $1.fileSize) },
            generated: ReportDate.sourceDateEpoch(environment) ?? ReportDate.now(), toolVersion: RANConform.version)
        input.evidencePath = evidence
        for request in requests {
            let report = Reports.render(request.format, input)
            for warning in report.warnings { StandardError.writeLine("ranconform: warning: \(request.format.rawValue) report: \(warning)") }
            if request.format == .pdf, let path = request.path {
                output.flush()
                try PDFExport.write(html: report.text, to: path, environment: environment)
            } else if let path = request.path {
                do {
                    try ReportFileWriter.write(report.text, to: path)
                } catch {
                    output.flush()
                    throw CommandFailure(message: error.description)
                }
            } else {
                output.write(report.text)
            }
        }
        output.flush()
        if let evidenceFailure { throw evidenceFailure }
        let exitCode: Int32
        switch failOn {
        case "new": exitCode = (comparison?.regressions.isEmpty ?? true) ? 0 : 1
        case "warn": exitCode = results.exitCode == 0 && results.overallVerdict == .warn ? 1 : results.exitCode
        default: exitCode = results.exitCode
        }
        if exitCode != 0 { throw ExitCode(exitCode) }
    }
}
