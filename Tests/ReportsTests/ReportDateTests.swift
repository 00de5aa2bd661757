import Reports
import Testing
import TestSupport

/// RFC 3339 rendering of report dates, against python3's `datetime` (proleptic Gregorian, UTC).
@Suite struct ReportDateTests {
    @Test(.requires(.python3)) func datesMatchPythonDatetime() throws {
        let seconds: [Int64] = [-1, -86_401, -9_223_372_037, 0, 59, 86_399, 86_400, 951_782_400, 951_868_799, 1_709_164_800, 4_102_444_800, 1_767_323_045, 9_223_372_036]
        let script = """
            import sys, datetime
            for a in sys.argv[1:]:
                print(datetime.datetime.fromtimestamp(int(a), datetime.timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ'))
            """
        let r = try ReportsTestSupport.python(script, arguments: seconds.map(String.init))
        #expect(r.status == 0, "\(r.stderr)")
        let expected = r.stdout.split(separator: "\n").map(String.init)
        #expect(expected.count == seconds.count)
        for (s, e) in zip(seconds, expected) { #expect(ReportDate(secondsSinceEpoch: s).rfc3339() == e) }
    }

    @Test func sourceDateEpochIsReadAndBadValuesIgnored() {
        #expect(ReportDate.sourceDateEpoch(["SOURCE_DATE_EPOCH": "86400"])?.rfc3339() == "1970-01-02T00:00:00Z")
        #expect(ReportDate.sourceDateEpoch(["SOURCE_DATE_EPOCH": "soon"]) == nil)
        #expect(ReportDate.sourceDateEpoch(["SOURCE_DATE_EPOCH": "-5"]) == nil)
        #expect(ReportDate.sourceDateEpoch([:]) == nil)
        #expect(ReportDate.sourceDateEpoch(["SOURCE_DATE_EPOCH": "253402300799"]) == nil, "beyond the nanosecond range")
    }
}
