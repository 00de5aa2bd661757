import ArgumentParser
import Conformance
import ProfileLoading
import Profiles
import Reports
import WireCore

/// `ranconform report merge RESULT.json… --report FORMAT:PATH`: a campaign — the results of many
/// captures (`check --report json:FILE` outputs of a lab's day or a CI matrix) joined into one
/// report per DUT and test case, the runs listed.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Work on results files (campaigns).",
        subcommands: [ReportMergeCommand.self]
    )
}

struct ReportMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join --report json results of several runs into one report (per DUT and test case, the runs listed).",
        discussion: "Per rule and node the counts add up and the verdict is the worst judged one; exit code 1 when a rule FAILed for the DUT, else 3 when a run's captures were incomplete (as its own check said), 2 on a usage or input error."
    )

    @Argument(help: "Results files written by 'check --report json:FILE'.") var results: [String]
    @Option(name: .customLong("report"), help: ArgumentHelp("FORMAT:PATH (repeatable): oran-json, junit, html, markdown, json, pdf.", valueName: "FORMAT:PATH"))
    var reportSpecs: [String] = []
    @Option(help: "The testbed of the runs (device under test, lab, devices, conformance settings).") var testbed: String?

    func run() throws {
        guard !results.isEmpty else { throw CommandFailure(message: "report merge needs at least one results file") }
        var requests: [ReportRequest] = []
        do throws(ReportError) {
            for spec in reportSpecs { requests.append(try ReportRequest(parsing: spec)) }
            if requests.filter({ $0.path == nil }).count > 1 { throw ReportError("only one report can go to standard output (-)") }
            for path in requests.compactMap(\.path) { try ReportFileWriter.checkWritable(path, what: "report") }
        } catch {
            throw CommandFailure(message: error.description)
        }
        let environment = ProcessInfoEnvironment.current
        try PDFExport.check(requests, environment: environment)
        var profile: TestbedProfile?
        do {
            if let testbed { profile = try ProfileLoader.loadTestbed(path: testbed) }
        } catch {
            throw CommandFailure(message: error.description)
        }
        var runs: [CampaignMerge.Run] = []
        for path in results {
            guard let text = DiffCommand.readWholeFile(path) else { throw CommandFailure(message: "\(path): cannot read") }
            do {
                runs.append(try CampaignMerge.read(text, name: path.split(separator: "/").last.map(String.init) ?? path))
            } catch {
                throw CommandFailure(message: error.description)
            }
        }
        let merged = CampaignMerge.merge(runs, deviceUnderTest: profile?.report.dut ?? [])
        var input = ReportInput(results: merged, testbed: profile, captures: runs.flatMap(\.captures),
                                generated: ReportDate.sourceDateEpoch(environment) ?? ReportDate.now(), toolVersion: RANConform.version)
        input.campaignRuns = runs.map { "\($0.name): \($0.captures.map(\.path).joined(separator: ", ")) — \($0.results.overallVerdict.rawValue)" }
        var output = BufferedOutput()
        for request in requests {
            let report = Reports.render(request.format, input)
            for warning in report.warnings { StandardError.writeLine("ranconform: warning: \(request.format.rawValue) report: \(warning)") }
            if request.format == .pdf, let path = request.path {
                try PDFExport.write(html: report.text, to: path, environment: environment)
            } else if let path = request.path {
                do { try ReportFileWriter.write(report.text, to: path) } catch { throw CommandFailure(message: error.description) }
            } else {
                output.write(report.text)
            }
        }
        if requests.isEmpty { output.write(merged.renderText()) }
        output.flush()
        if merged.exitCode != 0 { throw ExitCode(merged.exitCode) }
    }
}
