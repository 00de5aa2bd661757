import Foundation
import Testing

/// README.md opens with the command that runs the main job on a sample: it must stay true.
@Suite struct ReadmeCommandTests {
    /// The first line of the first `sh` block, which the project card requires to be
    /// `swift run -c release ranconform …` on a file from `Captures/` with a profile from `Profiles/`.
    static func firstCommand() throws -> [String] {
        let readme = try String(contentsOf: CLIHarness.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        guard let block = readme.range(of: "```sh\n") else { return [] }
        let line = readme[block.upperBound...].prefix { $0 != "\n" }
        return line.split(separator: " ").map(String.init)
    }

    @Test func firstCommandChecksACommittedCaptureWithACommittedProfileAndPasses() throws {
        let words = try Self.firstCommand()
        let prefix = ["swift", "run", "-c", "release", "ranconform"]
        #expect(Array(words.prefix(prefix.count)) == prefix, "README's first command: \(words)")
        let arguments = Array(words.dropFirst(prefix.count))
        #expect(arguments.contains { $0.hasPrefix("Captures/") }, "no capture from Captures/ in \(arguments)")
        #expect(arguments.contains { $0.hasPrefix("Profiles/") }, "no profile from Profiles/ in \(arguments)")
        // Relative paths in the README are relative to the package root.
        let resolved = arguments.map { argument -> String in
            let url = CLIHarness.packageRoot.appendingPathComponent(argument)
            return FileManager.default.fileExists(atPath: url.path) ? url.path : argument
        }
        guard let r = try CLIHarness.ranconform(resolved) else { return }
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        #expect(r.stdout.contains("PASS"))
        #expect(!r.stdout.contains("\nFAIL "), "\(r.stdout)")
    }
}
