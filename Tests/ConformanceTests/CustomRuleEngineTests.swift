import Conformance
import Foundation
import ProfileLoading
import Profiles
import Testing
import TestSupport

/// Custom rules (`custom:`) run by the engine: verdicts, violation counts and first frames compared
/// with tshark's display filter `(where) && !(assert)` on the public fh_1x1 capture; compile errors
/// as profile errors at file:line:column; rules without a checker reported SKIP "not implemented".
@Suite struct CustomRuleEngineTests {
    typealias S = EngineSupport

    static var tshark: URL? { Oracle.tshark.map { URL(fileURLWithPath: $0) } }

    /// Frame numbers tshark's display filter selects.
    static func tsharkFrames(_ capture: String, filter: String) throws -> [Int]? {
        guard let tshark else { return nil }
        let process = Process()
        process.executableURL = tshark
        process.arguments = ["-o", "oran_fh_cus.oran.iq_bitwidth_down:9", "-r", capture, "-Y", filter, "-T", "fields", "-e", "frame.number"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { Int($0) }
    }

    static let cases: [(where: String, assert: String)] = [
        ("ecpri", "oran_fh_cus.sequence_id < 100"),
        ("ecpri", "frame.len < 1000"),
        ("ecpri", "ecpri.size < 500 && vlan.id == 21 && eth.src == 00:33:22:33:00:11"),
        // A per-PRB field: tshark told the DL IQ width the testbed declares (BFP 9, static).
        ("oran_fh_cus.exponent", "oran_fh_cus.exponent <= 4"),
        ("oran_fh_cus.numPrbu", "oran_fh_cus.numPrbu == 106 && oran_fh_cus.startPrbu == 0"),
        // `where` operands over the eCPRI common header alone: the checker passes over PDUs they
        // exclude without building their other fields (``CustomRuleHeaderGuardTests``)
        ("ecpri.type == 2 && oran_fh_cus.data_direction == 1", "oran_fh_cus.udCompHdrMeth in {0, 1}"),
        ("ecpri.type == 0 && ecpri.size > 100", "oran_fh_cus.startPrbu < 50"),
        ("ecpri.cbit == 0 && (ecpri.type in {0, 2}) && oran_fh_cus.sequence_id > 10", "oran_fh_cus.sequence_id < 200"),
    ]

    @Test(.requires(.shared, .tshark), arguments: cases.indices) func customRuleMatchesTsharkOnFh1x1(_ index: Int) throws {
        let shared = Oracle.shared
        let capture = shared.appendingPathComponent("testdata/fronthaul/captures/fh_1x1.pcap").path
        let (whereText, assertText) = Self.cases[index]
        let expected = try #require(try Self.tsharkFrames(capture, filter: "(\(whereText)) && !(\(assertText))"))
        let applicable = try #require(try Self.tsharkFrames(capture, filter: "\(whereText)"))
        var testbed = try ProfileLoader.loadTestbed(path: S.packageRoot.appendingPathComponent("Profiles/testbeds/fh-1x1.yaml").path)
        testbed.custom = [CustomRuleSource(id: "LAB-\(index)", title: "case \(index)", whereClause: SourceText(whereText), assertion: SourceText(assertText))]
        let r = try S.check(capture, configuration: RunConfiguration(testbed: testbed))
        let rows = r.results(for: "LAB-\(index)")
        #expect(S.violations(r, "LAB-\(index)") == expected.count)
        #expect(S.evaluated(r, "LAB-\(index)") == applicable.count)
        #expect(Set(rows.map(\.verdict)) == (expected.isEmpty ? [.pass] : [.fail]))
        let frames = rows.flatMap(\.findings).flatMap(\.frames)
        #expect(frames == Array(expected.prefix(frames.count)))
        #expect(frames.count == min(expected.count, RunConfiguration().findingCap))
    }

    @Test func customRuleCompileErrorIsAProfileErrorAtItsPosition() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ranconform-custom-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let device = S.packageRoot.appendingPathComponent("Profiles/devices/fh1x1-du.yaml").path
        let text = """
            ranconform: 1
            kind: testbed
            name: bad-custom
            nodes:
              du: {device: \(device), match: {mac: "00:33:22:33:00:11", vlan: 21}}
            carrier: {numerology: 1, prbs: 106, duplex: fdd}
            custom:
              - id: LAB-BAD
                title: bad expression
                where: ecpri
                assert: vlan.id == 21 && bogus(vlan.id)

            """
        let path = directory.appendingPathComponent("bad.yaml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        // Where 'bogus' is in the file, counted here from the text itself.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("bogus(") }) + 1
        let column = try #require(lines[line - 1].range(of: "bogus")).lowerBound.utf16Offset(in: lines[line - 1]) + 1
        #expect {
            _ = try ProfileLoader.loadTestbed(path: path)
        } throws: { error in
            guard let e = error as? ProfileError else { return false }
            return e.line == line && e.column == column && e.message.contains("bogus") && e.description.hasPrefix("\(path):\(line):\(column): ")
        }
    }

    /// A rule id a suite names that no checker knows is SKIP "not implemented" (every catalogue
    /// rule has a checker now, so the example is an unknown id); a catalogue rule it names is not.
    @Test func ruleWithoutCheckerIsSkipNotImplemented() throws {
        let suite = SuiteProfile(name: "s", include: [try RulePattern(parsing: "FH-NO-SUCH-RULE"), try RulePattern(parsing: "F1-REL-AWARE"), try RulePattern(parsing: "FH-SEQ-*")])
        let r = ConformanceRun(configuration: RunConfiguration(suite: suite)).finish()
        let rows = r.results(for: "FH-NO-SUCH-RULE")
        #expect(rows.count == 1)
        #expect(rows.first?.verdict == .skip)
        #expect(rows.first?.reason?.hasPrefix("not implemented: ") == true, "\(rows.first?.reason ?? "none")")
        #expect(r.results(for: "F1-REL-AWARE").allSatisfy { $0.reason?.hasPrefix("not implemented") != true })
        // Every catalogue rule has a checker: an empty run reports none as not implemented.
        let all = ConformanceRun(configuration: RunConfiguration()).finish()
        #expect(all.results.filter { $0.reason?.hasPrefix("not implemented") == true }.map(\.rule) == [])
        #expect(!r.results(for: "FH-SEQ-INC").isEmpty)
        #expect(r.results(for: "FH-ECPRI-MIN").isEmpty)
    }

    @Test(.requires(.shared)) func everyRuleIdOfTheDesignNotesIsReported() throws {
        let shared = Oracle.shared
        // Rule ids in the rule tables of the project's design notes in the shared corpus (a table
        // row starting with the id).
        var ids = Set<String>()
        for doc in ["docs/fronthaul-cus.md", "docs/f1ap.md"] {
            let text = try String(contentsOf: shared.appendingPathComponent(doc), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("| FH-") || line.hasPrefix("| F1-") {
                let id = line.dropFirst(2).prefix { $0 != " " && $0 != "|" }
                if id.count > 4 { ids.insert(String(id)) }
            }
        }
        #expect(ids.count > 100)
        let known = Set(RuleCatalog.rules.map(\.id.rawValue))
        #expect(ids.subtracting(known).sorted() == [])
    }
}
