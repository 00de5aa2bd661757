import ArgumentParser
import Conformance
import ProfileLoading

/// `ranconform profile validate FILE…` and `ranconform profile show FILE`: thin commands over
/// ProfileLoader (errors as one line with file:line:column, exit 2).
struct ProfileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: "Validate device / testbed / suite profiles or show the effective profile after extends.",
        subcommands: [Validate.self, Show.self]
    )

    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Validate profiles; one line per error with file:line:column.")
        @Argument(help: "Profile files.") var files: [String] = []

        func validate() throws {
            if files.isEmpty { throw ValidationError("give at least one profile file") }
        }

        func run() throws {
            let errors = ProfileLoader.validate(paths: files)
            for e in errors { StandardError.writeLine(e.description) }
            if !errors.isEmpty { throw ExitCode(2) }
            var out = BufferedOutput()
            for f in files { out.writeLine("\(f): ok") }
            out.flush()
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the effective profile (after extends and defaults) as YAML.")
        @Argument(help: "A profile file.") var file: String

        func run() throws {
            do {
                var out = BufferedOutput()
                out.write(try ProfileLoader.effectiveYAML(path: file))
                out.flush()
            } catch {
                throw CommandFailure(message: error.description)
            }
        }
    }
}
