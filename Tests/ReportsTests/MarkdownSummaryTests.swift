import Conformance
import Foundation
import Profiles
import Reports
import Testing
import TestSupport

/// `--report markdown`: a GitHub-flavoured table whose rows split (per the GFM table rule: cells
/// separated by unescaped `|`) into the same number of cells as the header, one row per rule
/// result, checked by a small Python splitter written from the GFM spec.
@Suite struct MarkdownSummaryTests {
    static let splitter = """
        import sys, re, json
        text = open(sys.argv[1]).read()
        tables, current = [], None
        for line in text.split('\\n'):
            if line.startswith('|'):
                cells = [c for c in re.split(r'(?<!\\\\)\\|', line.strip())[1:-1]]
                if current is None:
                    current = {'header': len(cells), 'rows': []}
                    tables.append(current)
                elif not set(line) <= set('|-: '):
                    current['rows'].append(len(cells))
            else:
                current = None
        print(json.dumps({'heading': text.split('\\n')[0], 'tables': tables}))
        """

    struct Table: Decodable {
        var header: Int
        var rows: [Int]
    }
    struct Parsed: Decodable {
        var heading: String
        var tables: [Table]
    }

    /// Splits the tables of a Markdown text (callers require python3).
    static func parse(_ text: String) throws -> Parsed {
        let path = ReportsTestSupport.temporaryPath(".md")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try ReportsTestSupport.python(splitter, arguments: [path])
        #expect(r.status == 0, "\(r.stderr)")
        return try JSONDecoder().decode(Parsed.self, from: Data(r.stdout.utf8))
    }

    @Test(.requires(.shared, .python3)) func tablesAreWellFormedAndListEveryResult() throws {
        let shared = ReportsTestSupport.shared
        var input = try ReportsTestSupport.run([shared + "/testdata/f1ap/captures/gowireshark_f1ap.pcapng"])
        input.results.results[0].reason = "a | pipe and\na newline"
        let text = Reports.render(.markdown, input).text
        let path = ReportsTestSupport.temporaryPath(".md")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try ReportsTestSupport.python(Self.splitter, arguments: [path])
        #expect(r.status == 0, "\(r.stderr)")
        let parsed = try JSONDecoder().decode(Parsed.self, from: Data(r.stdout.utf8))
        #expect(parsed.heading.contains("FAIL"))
        for table in parsed.tables {
            #expect(table.rows.allSatisfy { $0 == table.header }, "\(table)")
        }
        #expect(parsed.tables.contains { $0.rows.count == input.results.results.count }, "the all-rules table")
        let failing = input.results.results.filter { [.fail, .warn, .waived].contains($0.verdict) }.count
        #expect(failing > 0)
        #expect(parsed.tables.contains { $0.header == 6 && $0.rows.count == failing }, "the failures table")
    }
}
