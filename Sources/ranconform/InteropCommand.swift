import ArgumentParser
import Conformance
import ProfileLoading
import Profiles

/// `ranconform interop A.yaml B.yaml | TESTBED.yaml`: compares declared profiles before any
/// traffic (DU×RU, CU×DU) and prints the compatibility table or matrix. Exit 1 when a pair is
/// incompatible, 2 on a bad profile.
struct InteropCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "interop",
        abstract: "Compare two device profiles, or every pair of a testbed, before any traffic."
    )

    @Argument(help: "Two device profiles, or one testbed profile.") var files: [String] = []

    func validate() throws {
        if files.isEmpty || files.count > 2 { throw ValidationError("give two device profiles or one testbed profile") }
    }

    func run() throws {
        let matrix: InteropMatrix
        do {
            matrix = try ProfileLoader.interop(paths: files)
        } catch {
            throw CommandFailure(message: error.description)
        }
        var out = BufferedOutput()
        out.write(matrix.renderText())
        out.flush()
        if matrix.overall == .mismatch { throw ExitCode(1) }
    }
}
