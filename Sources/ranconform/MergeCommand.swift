import ArgumentParser
import CaptureIO
import Conformance
import Reports
import WireCore

/// `ranconform merge PART.state… [--json] [--report FORMAT:PATH]… [-q] [--fail-on fail|warn]`:
/// joins the parts of a capture split by file or time slice, each checked on its own with
/// `check PART --state-out PART.state`, into the single run's results (README "Past one machine").
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the parts of a split capture (check PART --state-out PART.state) into one run's results.",
        discussion: """
            Parts are joined in capture order (each part's --frame-offset, else their first frame's \
            timestamp), whatever the argument order; their frames are numbered on from each other (or \
            from each part's --frame-offset) so findings carry the whole capture's frame numbers. Parts \
            checked with --frame-offset carry their boundary: the merge checks each part's head again \
            after the earlier parts and joins the rest (a part whose boundary does not join is checked \
            again whole; --explain says which). Every part must have been checked by \
            this tool version with the same testbed, suite and settings (--testbed / --suite name \
            them here when their paths differ on this machine; their content must be the same).

            Exit codes as for check: 0 passed, 1 a rule FAILed (--fail-on warn: or WARNed), 2 bad \
            usage, an unreadable or mismatched state file, 3 a part was incomplete and no rule FAILed.
            """
    )

    @Argument(help: "Part state files written by check --state-out, in any order.")
    var states: [String] = []

    @Option(help: ArgumentHelp("The testbed profile, when its path differs from the one the parts recorded (same content).", valueName: "FILE"))
    var testbed: String?

    @Option(help: ArgumentHelp("The suite profile, when its path differs from the one the parts recorded (same content).", valueName: "FILE"))
    var suite: String?

    @Flag(help: "The parts are separate capture files, as in 'check A B …' (findings name each file and its own frame number; a file that does not continue the previous one in time restarts the streams), not time slices of one capture.")
    var files = false

    @Flag(help: "Print the results as one JSON object (as check --json).")
    var json = false

    @Flag(help: "Print on standard error how each part was merged: its boundary joined after its head was checked again, or the part checked again whole (and why).")
    var explain = false

    @Option(name: .customLong("report"), help: ArgumentHelp(
        "Write a report, FORMAT:PATH (repeatable), as for check: oran-json, junit, html, markdown, json, pdf.", valueName: "FORMAT:PATH"))
    var reportSpecs: [String] = []

    @Option(name: .customLong("fail-on"), help: ArgumentHelp("What makes the exit code 1: fail (the default) or warn.", valueName: "fail|warn"))
    var failOn: String = "fail"

    @Flag(name: [.customShort("q"), .customLong("quiet")], help: "Print only the verdict line.")
    var quiet = false

    @Option(help: ArgumentHelp(
        "Threads to use, as for check (default: the cores available, at most 4): 1 checks on one thread, N ≥ 2 decodes on N − 1 workers. Results are the same bytes whatever the number.",
        valueName: "N"))
    var jobs: Int?

    func validate() throws {
        if let jobs, !(1...64).contains(jobs) { throw ValidationError("--jobs takes 1 to 64") }
        if states.isEmpty { throw ValidationError("give at least one part state file (check PART --state-out PART.state)") }
        if !["fail", "warn"].contains(failOn) { throw ValidationError("--fail-on takes fail or warn") }
    }

    func run() throws {
        var requests: [ReportRequest] = []
        do {
            for spec in reportSpecs { requests.append(try ReportRequest(parsing: spec)) }
        } catch {
            throw CommandFailure(message: error.description)
        }
        let toStandardOutput = requests.filter { $0.path == nil }.count
        if toStandardOutput > 1 { throw CommandFailure(message: "only one report can go to standard output (-); give the others file paths") }
        if json && toStandardOutput > 0 {
            throw CommandFailure(message: "--json prints the results on standard output: give the --report a file path, or drop --json")
        }
        do throws(ReportError) {
            for path in requests.compactMap(\.path) { try ReportFileWriter.checkWritable(path, what: "report") }
        } catch {
            throw CommandFailure(message: error.description)
        }
        try PDFExport.check(requests, environment: ProcessInfoEnvironment.current)
        try OutputPaths.refuseInputs(outputs: requests.compactMap(\.path), inputs: states + [testbed, suite].compactMap { $0 })

        let plan = try MergePlan(states: states)
        let testbedPath = testbed ?? plan.reference.testbedPath
        let suitePath = suite ?? plan.reference.suitePath
        let setup = try RunSetup(testbed: testbedPath, suite: suitePath, settings: plan.reference.settings, iq: plan.reference.iq)
        guard setup.digest(testbedPath: testbedPath, suitePath: suitePath, settings: plan.reference.settings, iq: plan.reference.iq) == plan.reference.digest
        else {
            throw CommandFailure(message: "the testbed or suite (\(testbedPath ?? "none"), \(suitePath ?? "none")) is not the one the parts were checked with")
        }
        let results = try joinedAtBoundaries(plan, configuration: setup.configuration) ?? replayed(plan, configuration: setup.configuration)

        var output = BufferedOutput()
        if !requests.contains(where: { $0.path == nil }) {
            if json {
                output.write(results.renderJSON() + "\n")
            } else if quiet {
                output.write("verdict: \(results.overallVerdict.rawValue)\n")
            } else {
                output.write(DisplayText.escaped(results.renderText(), allowNewline: true))
            }
        }
        let environment = ProcessInfoEnvironment.current
        let input = ReportInput(
            results: results, testbed: setup.testbedProfile, captures: plan.parts.map { CaptureFile(path: $0.trailer.partName, bytes: nil) },
            generated: ReportDate.sourceDateEpoch(environment) ?? ReportDate.now(), toolVersion: RANConform.version)
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
        let exitCode = failOn == "warn" && results.exitCode == 0 && results.overallVerdict == .warn ? 1 : results.exitCode
        if exitCode != 0 { throw ExitCode(exitCode) }
    }
}

extension MergeCommand {
    /// The parts' frames through one run, decoded by the same pipeline as check --jobs: every
    /// checker's state crosses the part boundaries as in a single run.
    func replayed(_ plan: MergePlan, configuration: RunConfiguration) throws(CommandFailure) -> RunResults {
        let run = ParallelCheck(run: ConformanceRun(configuration: configuration), threads: jobs ?? min(4, ParallelCheck.availableCores))
        for (part, offset) in zip(plan.parts, plan.offsets) {
            if files && plan.parts.count > 1 { run.beginCapture(name: part.trailer.partName, firstFrame: offset + 1) }
            do throws(PartStateError) {
                try part.forEachFrame(offset: offset) { run.feed($0) }
            } catch {
                throw CommandFailure(message: error.description)
            }
            for problem in part.trailer.problems { run.captureFileProblem(problem) }
        }
        if explain { StandardError.writeLine("ranconform: merge: every part checked again from its frames: \(whyNotAtBoundaries(plan) ?? "their boundaries do not merge")") }
        return run.finish()
    }

    func whyNotAtBoundaries(_ plan: MergePlan) -> String? {
        files ? "--files: the parts are separate captures" : plan.whyNotAtBoundaries
    }

    /// The parts joined at their boundaries (``BoundaryMerge``): each part's head is checked
    /// again after the earlier parts and its boundary joined; a part whose boundary does not
    /// join is checked again whole. Nil when some part has no boundary, or a joined state does
    /// not restore (the merge then checks every part again).
    func joinedAtBoundaries(_ plan: MergePlan, configuration: RunConfiguration) throws(CommandFailure) -> RunResults? {
        guard whyNotAtBoundaries(plan) == nil else { return nil }
        // Each part's boundary is read when the merge reaches it (one held at a time); the merge
        // asks for a part's frames right after reading it, so `head` is that part's head.
        var head = 0
        // What the merge cost, for --explain: parts joined, frames checked again.
        var joinedParts = 0, framesAgain = 0
        do throws(BoundaryMerge.Failure) {
            let results = try BoundaryMerge.merge(count: plan.parts.count, part: { index throws(BoundaryMerge.Failure) in
                let read: BoundaryPart?
                do throws(PartStateError) {
                    read = try plan.parts[index].boundary()
                } catch {
                    throw .boundary(part: index, error.description)
                }
                guard let read else { throw .boundary(part: index, "\(plan.parts[index].path) has no boundary") }
                head = read.headFrameCount
                return read
            }, configuration: configuration, threads: jobs ?? min(4, ParallelCheck.availableCores),
                                           problems: plan.parts.flatMap(\.trailer.problems),
                                           frames: { index, portion, body throws(BoundaryMerge.Failure) in
                let part = plan.parts[index]
                do throws(PartStateError) {
                    switch portion {
                    case .head:
                        var digest = RecordDigest()
                        try part.forEachFrame(offset: plan.offsets[index], limit: head, stored: { digest.add($0) }, body)
                        if let recorded = part.trailer.headDigest, recorded != digest.text || digest.count != head {
                            throw PartStateError("\(part.path): damaged state file: its first \(head) frames are not the ones its part was checked with (CRC-32 \(digest.text) of \(digest.count) frames, recorded \(recorded))")
                        }
                    case .rest: try part.forEachFrame(offset: plan.offsets[index], skip: head, body)
                    }
                } catch {
                    throw .frames(part: index, error.description)
                }
            }, onPart: { index, outcome in
                switch outcome {
                case .joined(let headFrames, let headCheckedAgain):
                    joinedParts += 1
                    framesAgain += headCheckedAgain ? headFrames : 0
                case .checkedAgain:
                    framesAgain += plan.parts[index].trailer.storedFrames
                }
                if explain { StandardError.writeLine("ranconform: merge: \(plan.parts[index].path): \(outcome)") }
            })
            if explain {
                let frames = plan.parts.reduce(0) { $0 + $1.trailer.storedFrames }
                StandardError.writeLine("ranconform: merge: \(joinedParts) of \(plan.parts.count) parts joined at their boundaries; \(framesAgain) of \(frames) frames checked again")
            }
            return results
        } catch {
            switch error {
            case .frames(_, let reason), .boundary(_, let reason): throw CommandFailure(message: reason)
            default: break
            }
            StandardError.writeLine("ranconform: warning: the parts' boundaries do not merge (\(error)): every part is checked again from its frames")
            return nil
        }
    }
}

/// The parts in time order with the frame offset of each, after checking they belong together.
struct MergePlan {
    let parts: [PartState]
    let offsets: [Int]
    var reference: PartStateTrailer { parts[0].trailer }
    /// Why the parts cannot be joined at their boundaries (nil: they can).
    let whyNotAtBoundaries: String?

    init(states: [String]) throws(CommandFailure) {
        var loaded: [PartState] = []
        for path in states {
            do {
                loaded.append(try PartState(path: path))
            } catch {
                throw CommandFailure(message: error.description)
            }
        }
        let first = loaded[0]
        for part in loaded {
            guard part.trailer.toolVersion == RANConform.version else {
                throw CommandFailure(message: "\(part.path): checked by ranconform \(part.trailer.toolVersion), this is \(RANConform.version): check the parts again")
            }
            guard part.trailer.digest == first.trailer.digest, part.trailer.settings == first.trailer.settings, part.trailer.iq == first.trailer.iq
            else {
                throw CommandFailure(message: "\(part.path): checked with another testbed, suite or settings than \(first.path) (state digest \(part.trailer.digest), not \(first.trailer.digest))")
            }
        }
        // Capture order: the declared offsets when every part has one (a capture's timestamps
        // may step back across a cut); else time order, the first frame's timestamp; then
        // argument order.
        let byOffset = loaded.allSatisfy { $0.trailer.frameOffset != nil }
        let order = loaded.indices.sorted { a, b in
            let oa = loaded[a].trailer.frameOffset ?? 0, ob = loaded[b].trailer.frameOffset ?? 0
            if byOffset && oa != ob { return oa < ob }
            // A part of no frames (a time slice of an idle stretch) shares its offset with the
            // part after it and takes none of its numbers: it goes first.
            let ea = loaded[a].trailer.lastFrame == 0, eb = loaded[b].trailer.lastFrame == 0
            if byOffset && ea != eb { return ea }
            let ta = loaded[a].trailer.firstTime ?? .max, tb = loaded[b].trailer.firstTime ?? .max
            if ta != tb { return ta < tb }
            return oa != ob ? oa < ob : a < b
        }
        parts = order.map { loaded[$0] }
        let declared = parts.compactMap(\.trailer.frameOffset)
        if declared.isEmpty {
            var next = 0
            var offsets: [Int] = []
            for part in parts {
                offsets.append(next)
                next += part.trailer.lastFrame
            }
            self.offsets = offsets
        } else {
            guard declared.count == parts.count else {
                throw CommandFailure(message: "some parts were checked with --frame-offset and some without: give it to all or none")
            }
            let framed = parts.filter { $0.trailer.lastFrame > 0 }
            for (a, b) in zip(framed, framed.dropFirst()) where a.trailer.frameOffset! + a.trailer.lastFrame > b.trailer.frameOffset! {
                throw CommandFailure(message: "\(b.path): its --frame-offset \(b.trailer.frameOffset!) overlaps \(a.path) (frames \(a.trailer.frameOffset! + 1)–\(a.trailer.frameOffset! + a.trailer.lastFrame))")
            }
            offsets = declared
        }
        if let part = parts.first(where: { !$0.hasBoundary }) {
            whyNotAtBoundaries = "\(part.path) has no boundary: check each part with --frame-offset"
        } else {
            whyNotAtBoundaries = nil
        }
    }
}
