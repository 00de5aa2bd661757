import ArgumentParser
import WireCore

#if canImport(Glibc)
import Glibc
#endif

/// The `ranconform` command: a thin argument layer over the library targets.
///
/// Exit codes: 0 success, 1 at least one FAIL (for `check`), 2 bad usage or unreadable input, 3
/// (for `check` without a FAIL) an incomplete capture.
@main
struct RANConform: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "ranconform",
        abstract: "Open RAN conformance harness: decode and check O-RAN fronthaul and F1AP captures.",
        discussion: "Exit codes: 0 success; 1 a rule FAILed (check); 2 bad usage, an unreadable input or a bad profile; 3 the capture was incomplete (cut short, corrupt block or snap-length cut frames) and no rule FAILed (check).",
        version: version,
        subcommands: [DecodeCommand.self, CheckCommand.self, MergeCommand.self, ProfileCommand.self, InteropCommand.self, SynthCommand.self, FieldsCommand.self, RulesCommand.self, DiffCommand.self, ReportCommand.self, IQCommand.self]
    )

    /// Runs the command, mapping every usage or input error to one line on stderr and exit code 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as CommandFailure {
            StandardError.writeLine("ranconform: error: \(error.message)")
            Glibc.exit(error.exitCode)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Glibc.exit(0)
            }
            if let exitCode = error as? ExitCode {
                Glibc.exit(exitCode.rawValue)
            }
            // One error line (the exit-code contract): the message, and where the usage is.
            StandardError.writeLine("ranconform: error: \(message(for: error)) (see 'ranconform --help' and 'ranconform COMMAND --help')")
            Glibc.exit(2)
        }
    }
}

/// A failure that ends the run with one line on stderr.
struct CommandFailure: Error {
    var message: String
    var exitCode: Int32 = 2
}

enum StandardError {
    /// One line: control characters and bidi overrides from input (file names, profile values,
    /// capture text) are escaped, so a message cannot drive the terminal.
    static func writeLine(_ text: String) {
        var line = DisplayText.escaped(text.hasSuffix("\n") ? String(text.dropLast()) : text)
        line += "\n"
        FileDescriptorOutput.write(Array(line.utf8), to: 2)
    }
}

/// Whole writes to a file descriptor with `write(2)`, retried until done (no C stdio globals,
/// which Swift 6 treats as shared mutable state).
enum FileDescriptorOutput {
    static func write(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
