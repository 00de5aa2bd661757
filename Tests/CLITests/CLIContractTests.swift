import Foundation
import Testing

/// The command-line contract: usage errors are one line and exit 2, `--count` means what it
/// says, and `decode --asn1 DIR` decodes F1AP with DIR's schema.
@Suite struct CLIContractTests {
    static let sample = CLIHarness.packageRoot.appendingPathComponent("Captures/sample-du-ru-cu.pcapng").path
    static let available = CLIHarness.executable != nil

    @Test(.enabled(if: available, "the ranconform executable was not found next to the test bundle"),
          arguments: [["check"], ["decode", "--bogus", "x"], ["check", "x.pcap", "--report", "nope"], ["synth"], ["decode", sample, "--count", "-1"]])
    func usageErrorsAreOneLineAndExitTwo(arguments: [String]) throws {
        let r = try #require(try CLIHarness.ranconform(arguments))
        #expect(r.status == 2, "\(arguments)")
        #expect(r.stderr.split(separator: "\n", omittingEmptySubsequences: false).count == 2, "\(arguments): \(r.stderr)")
        #expect(r.stderr.hasPrefix("ranconform: error: "), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    @Test(.enabled(if: available, "the ranconform executable was not found next to the test bundle"))
    func countLimitsTheFramesPrinted() throws {
        for n in [0, 1, 3] {
            let r = try #require(try CLIHarness.ranconform(["decode", Self.sample, "--count", String(n)]))
            #expect(r.status == 0)
            #expect(r.stdout.split(separator: "\n").count == n, "--count \(n)")
        }
    }

    /// A schema directory without F1AP-PDU: every F1AP frame of the sample then fails to decode
    /// with that reason, which shows the option's schema is the one used.
    @Test(.enabled(if: available, "the ranconform executable was not found next to the test bundle"))
    func asn1DirectoryIsTheSchemaDecodeUses() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("asn1-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "Other DEFINITIONS AUTOMATIC TAGS ::= BEGIN\nThing ::= INTEGER (0..7)\nEND\n".write(
            to: dir.appendingPathComponent("other.asn"), atomically: true, encoding: .utf8)
        let builtIn = try #require(try CLIHarness.ranconform(["decode", Self.sample, "--json"]))
        let other = try #require(try CLIHarness.ranconform(["decode", Self.sample, "--json", "--asn1", dir.path]))
        #expect(builtIn.status == 0 && other.status == 0, "\(other.stderr)")
        let f1apLines = { (text: String) in text.split(separator: "\n").filter { $0.contains("\"f1ap.procedureCode\"") || $0.contains("F1AP-PDU") } }
        #expect(!f1apLines(builtIn.stdout).isEmpty)
        #expect(other.stdout.contains("schema has no F1AP-PDU"))
        #expect(!builtIn.stdout.contains("schema has no F1AP-PDU"))
    }
}
