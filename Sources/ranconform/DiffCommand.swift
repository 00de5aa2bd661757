import ArgumentParser
import Reports

#if canImport(Glibc)
import Glibc
#endif

/// `ranconform diff BASELINE.json CURRENT.json [--json] [--fail-on new]`: what changed between two
/// runs' results (`check --json` output or `--report json` files), per rule and node: new, fixed
/// and unchanged findings, matched by rule, node, flow and finding kind, not by frame number.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two result files (check --json or --report json): new, fixed and unchanged findings per rule and node.",
        discussion: "Exit codes: 0 done (with --fail-on new: no regression); 1 with --fail-on new, a rule and node has new findings, more violations or a verdict turned FAIL or WARN; 2 bad usage or an unreadable result file."
    )

    @Argument(help: "The baseline result file.")
    var baseline: String

    @Argument(help: "The result file to compare with the baseline.")
    var current: String

    @Flag(help: "Print the comparison as one JSON object.")
    var json = false

    @Option(name: .customLong("fail-on"), help: ArgumentHelp("new: exit 1 when anything regressed.", valueName: "new"))
    var failOn: String?

    func validate() throws {
        if let failOn, failOn != "new" { throw ValidationError("--fail-on for diff takes 'new'") }
    }

    func run() throws {
        let before = try Self.snapshot(baseline)
        let after = try Self.snapshot(current)
        let diff = ResultsDiff(baseline: before, current: after)
        var output = BufferedOutput()
        output.write(json ? diff.json(baselineName: baseline, currentName: current).text() : diff.text(baselineName: baseline, currentName: current))
        output.flush()
        if failOn == "new" && !diff.regressions.isEmpty { throw ExitCode(1) }
    }

    /// Reads and parses a result file; one error line on failure.
    static func snapshot(_ path: String) throws -> ResultsSnapshot {
        guard let text = readWholeFile(path) else {
            throw CommandFailure(message: "\(path): cannot read: \(String(cString: strerror(errno)))")
        }
        do {
            return try ResultsSnapshot(parsing: text, name: path)
        } catch {
            throw CommandFailure(message: error.description)
        }
    }

    /// The file's text, or nil (errno says why). Bounded at 1 GiB.
    static func readWholeFile(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        if info.st_mode & S_IFMT == S_IFDIR {
            errno = EISDIR
            return nil
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if got == 0 { break }
            bytes.append(contentsOf: chunk[0..<got])
            if bytes.count > 1 << 30 {
                errno = EFBIG
                return nil
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
