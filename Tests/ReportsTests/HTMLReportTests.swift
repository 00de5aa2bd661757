import Conformance
import Foundation
import Profiles
import Reports
import Testing
import TestSupport

/// `--report html` opened in a real headless browser (Debian's chromium): the script ran without
/// error (it marks `<body data-script="ok">`), the filter shows every rule result, the page asks
/// for nothing from the network, the screenshot is not blank (PNG decoded by python3 + numpy),
/// and the charts agree with tshark's reading of the capture.
@Suite(.serialized) struct HTMLReportTests {
    /// Runs headless chromium (callers require it).
    static func chromiumRun(_ arguments: [String]) throws -> ReportsTestSupport.ProcessResult {
        let chromium = try #require(Oracle.chromium)
        let profile = ReportsTestSupport.temporaryPath("-chromium")
        defer { try? FileManager.default.removeItem(atPath: profile) }
        return try ReportsTestSupport.execute(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile)",
                                                         "--no-first-run", "--disable-extensions"] + arguments)
    }

    /// Counts pixels that are not near-white in a PNG (8-bit RGB or RGBA, any filter), via numpy.
    static let pngCounter = """
        import sys, zlib, struct, numpy as np
        data = open(sys.argv[1], 'rb').read()
        assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n', 'not a PNG'
        pos, idat = 8, b''
        while pos < len(data):
            n, kind = struct.unpack('>I4s', data[pos:pos + 8]); body = data[pos + 8:pos + 8 + n]; pos += 12 + n
            if kind == b'IHDR': w, h, depth, ctype = struct.unpack('>IIBB', body[:10])
            elif kind == b'IDAT': idat += body
        assert depth == 8 and ctype in (2, 6), (depth, ctype)
        bpp = 3 if ctype == 2 else 4
        raw = np.frombuffer(zlib.decompress(idat), dtype=np.uint8).reshape(h, 1 + w * bpp)
        img = np.zeros((h, w * bpp), dtype=np.int32); prev = np.zeros(w * bpp, dtype=np.int32)
        for y in range(h):
            f, line = raw[y, 0], raw[y, 1:].astype(np.int32)
            if f == 0: cur = line
            elif f == 1: cur = (np.cumsum(line.reshape(w, bpp), axis=0) % 256).reshape(-1)
            elif f == 2: cur = (line + prev) % 256
            else:
                cur = np.zeros_like(line)
                for x in range(w * bpp):
                    a = cur[x - bpp] if x >= bpp else 0; b = prev[x]; c = prev[x - bpp] if x >= bpp else 0
                    if f == 3: p = (a + b) // 2
                    else:
                        pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                        p = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                    cur[x] = (line[x] + p) % 256
            img[y] = cur; prev = cur
        rgb = img.reshape(h, w, bpp)[:, :, :3]
        print(w * h, int(np.count_nonzero((rgb < 235).any(axis=2))))
        """

    /// Loads `html` in chromium and returns whether its script finished (`data-script="ok"`) and
    /// the filter count text (callers require chromium).
    static func scriptRan(_ html: String) throws -> String {
        let page = ReportsTestSupport.temporaryPath(".html")
        try html.write(toFile: page, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: page) }
        return try chromiumRun(["--dump-dom", "file://" + page]).stdout
    }

    static func write(_ input: ReportInput) throws -> String {
        let path = ReportsTestSupport.temporaryPath(".html")
        try Reports.render(.html, input).text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Frame numbers tshark shows with an F1AP PDU, and its count of C/U-plane eCPRI messages.
    static func tshark(_ capture: String) throws -> (f1apFrames: [Int], cuMessages: Int) {
        let tshark = try #require(Oracle.tshark)
        let f1 = try ReportsTestSupport.execute(tshark, ["-r", capture, "-Y", "f1ap", "-T", "fields", "-e", "frame.number"])
        let ecpri = try ReportsTestSupport.execute(tshark, ["-r", capture, "-T", "fields", "-E", "occurrence=a", "-E", "aggregator=,", "-e", "ecpri.type"])
        let types = ecpri.stdout.split(whereSeparator: { $0 == "\n" || $0 == "," }).map(String.init)
        return (f1.stdout.split(separator: "\n").compactMap { Int($0) }, types.filter { $0 == "0x00" || $0 == "0x02" || $0 == "0" || $0 == "2" }.count)
    }

    /// The lab-a sample page (report input, path of the written page, its text).
    static func labASamplePage() throws -> (input: ReportInput, page: String, html: String) {
        let input = try ReportsTestSupport.run([ReportsTestSupport.sampleCapture], testbed: ReportsTestSupport.testbed("lab-a"))
        let page = try Self.write(input)
        return (input, page, try String(contentsOfFile: page, encoding: .utf8))
    }

    @Test func labASamplePageIsSelfContainedWithEveryChart() throws {
        let (_, page, html) = try Self.labASamplePage()
        defer { try? FileManager.default.removeItem(atPath: page) }
        for forbidden in ["http:", "https:", "<link", "<img", "@import", "url(", " src="] {
            #expect(!html.contains(forbidden), "external reference \(forbidden)")
        }
        for id in ["chart-rates", "chart-sequence", "chart-coupling", "chart-f1ap", "rules", "verdict"] { #expect(html.contains("id=\"\(id)\"")) }
    }

    @Test(.requires(.tshark)) func labASampleChartsMatchTshark() throws {
        let (_, page, html) = try Self.labASamplePage()
        defer { try? FileManager.default.removeItem(atPath: page) }
        let oracle = try Self.tshark(ReportsTestSupport.sampleCapture)
        let ladderFrames = html.matches(of: #/<text x="6" y="[0-9.]+">\#([0-9]+) /#).compactMap { Int($0.1) }
        #expect(!oracle.f1apFrames.isEmpty)
        #expect(ladderFrames == oracle.f1apFrames, "ladder arrows vs tshark's F1AP frames")
        let charted = html.matches(of: #/: ([0-9]+) messages</title>/#).compactMap { Int($0.1) }.reduce(0, +)
        #expect(charted == oracle.cuMessages, "rate chart total vs tshark's C/U-plane eCPRI messages")
    }

    @Test(.requires(.chromium, .numpy)) func labASamplePageRunsItsScriptAndRenders() throws {
        let (input, page, _) = try Self.labASamplePage()
        defer { try? FileManager.default.removeItem(atPath: page) }
        let dom = try Self.chromiumRun(["--dump-dom", "file://" + page])
        #expect(dom.status == 0, "\(dom.stderr.suffix(500))")
        #expect(dom.stdout.contains("data-script=\"ok\""), "script did not finish: \(dom.stdout.prefix(300))")
        let n = input.results.results.count
        #expect(dom.stdout.contains("\(n) of \(n) shown"))

        let png = ReportsTestSupport.temporaryPath(".png")
        defer { try? FileManager.default.removeItem(atPath: png) }
        let shot = try Self.chromiumRun(["--screenshot=\(png)", "--window-size=900,1200", "--hide-scrollbars", "file://" + page])
        #expect(shot.status == 0, "\(shot.stderr.suffix(500))")
        let count = try ReportsTestSupport.python(Self.pngCounter, arguments: [png])
        #expect(count.status == 0, "\(count.stderr)")
        let numbers = count.stdout.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        #expect(numbers.count == 2)
        if numbers.count == 2 {
            #expect(numbers[0] == 900 * 1200)
            #expect(numbers[1] > numbers[0] / 20, "screenshot almost blank: \(numbers[1]) of \(numbers[0]) pixels not white")
        }
    }

    @Test(.requires(.shared, .chromium)) func failingF1APPageRunsItsScriptAndShowsFindings() throws {
        let shared = ReportsTestSupport.shared
        let capture = shared + "/testdata/f1ap/captures/gowireshark_f1ap.pcapng"
        var input = try ReportsTestSupport.run([capture])
        input.results.results[0].reason = "</script><script>document.body.setAttribute('data-script','injected')</script>"
        let page = try Self.write(input)
        defer { try? FileManager.default.removeItem(atPath: page) }
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let failing = input.results.results.filter { $0.verdict == .fail }
        #expect(!failing.isEmpty)
        for r in failing {
            for f in r.findings.prefix(1) { #expect(html.contains("<b>frame\(f.frames.count == 1 ? "" : "s") \(f.frames.map(String.init).joined(separator: ", "))</b>")) }
        }
        let dom = try Self.chromiumRun(["--dump-dom", "file://" + page])
        #expect(dom.stdout.contains("data-script=\"ok\""), "\(dom.stdout.prefix(300))")
        #expect(!dom.stdout.contains("data-script=\"injected\""))
    }

    /// The lab-a page with one delay-window histogram (bins 3, 0, 5, 1).
    static func histogramPage() throws -> String {
        var input = try ReportsTestSupport.run([ReportsTestSupport.sampleCapture], testbed: ReportsTestSupport.testbed("lab-a"))
        input.results.flowTiming = [
            FlowTimingReport(rule: "FH-T-DLU", node: "du1", flow: "dl-data", eAxC: 0, plane: "U", direction: "DL", early: 3, onTime: 5, late: 1,
                             windowStartNs: -300_000, windowEndNs: -150_000, histogramLowerNs: -320_000, histogramBinWidthNs: 20_000,
                             histogramCounts: [3, 0, 5, 1]),
        ]
        return Reports.render(.html, input).text
    }

    @Test func delayWindowHistogramsDrawOneBarPerNonEmptyBinInsideTheScale() throws {
        let html = try Self.histogramPage()
        guard let start = html.range(of: "<svg id=\"chart-timing-0\""), let end = html[start.upperBound...].range(of: "</svg>") else {
            Issue.record("no timing chart")
            return
        }
        let chart = String(html[start.lowerBound..<end.upperBound])
        let bars = chart.matches(of: #/<rect class="bin" x="([0-9.]+)" y="[0-9.]+" width="([0-9.]+)"/#)
        #expect(bars.count == 3, "one bar per non-empty bin")
        // Bars stay inside the plot (x from 44 to 430) and the counts caption is exact.
        for b in bars {
            let x = Double(b.1) ?? -1, w = Double(b.2) ?? -1
            #expect(x >= 44 && x + w <= 430.5, "bar \(x)+\(w) outside the plot")
        }
        #expect(chart.contains("early 3 · on time 5 · late 1 · not judged 0"))
    }

    @Test(.requires(.chromium)) func pageWithHistogramsRunsItsScript() throws {
        #expect(try Self.scriptRan(try Self.histogramPage()).contains("data-script=\"ok\""))
    }
}
