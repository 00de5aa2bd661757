import Conformance
import Profiles

/// Everything a report is made from: the engine's results plus the facts of the run that the
/// results do not carry (testbed profile, capture files, report date, tool version).
public struct ReportInput: Sendable {
    public var results: RunResults {
        didSet { nodeIndex = Self.index(results.nodes) }
    }
    public var testbed: TestbedProfile?
    /// Capture files as the user named them, in the order checked.
    public var captures: [CaptureFile]
    /// When the report was made: `SOURCE_DATE_EPOCH` when set (reproducible builds convention),
    /// else the current time.
    public var generated: ReportDate
    public var toolName: String
    public var toolVersion: String
    /// The evidence pcapng written alongside (`--evidence`), for report artifacts.
    public var evidencePath: String?
    /// `report merge`: one line per run joined (file, captures, verdict); empty for one run.
    public var campaignRuns: [String] = []

    public init(results: RunResults, testbed: TestbedProfile?, captures: [CaptureFile], generated: ReportDate,
                toolName: String = "RANConform", toolVersion: String) {
        self.results = results
        nodeIndex = Self.index(results.nodes)
        self.testbed = testbed
        self.captures = captures
        self.generated = generated
        self.toolName = toolName
        self.toolVersion = toolVersion
    }

    /// Node information by name.
    public func node(named name: String) -> NodeInfo? { nodeIndex[name].map { results.nodes[$0] } }

    /// The index in `results.nodes` of each node name (the first, as a scan would find): the
    /// reports ask it per result row, and a run may name 16,384 nodes from traffic.
    private var nodeIndex: [String: Int]

    private static func index(_ nodes: [NodeInfo]) -> [String: Int] {
        var out: [String: Int] = [:]
        out.reserveCapacity(nodes.count)
        for (i, n) in nodes.enumerated() where out[n.name] == nil { out[n.name] = i }
        return out
    }

    /// Results in a stable order: catalog order as the engine gives it.
    public var rules: [String] {
        var seen = Set<String>()
        return results.results.compactMap { seen.insert($0.rule).inserted ? $0.rule : nil }
    }
}

/// A capture file of the run.
public struct CaptureFile: Hashable, Sendable {
    /// The path as given on the command line.
    public var path: String
    /// Size in bytes when known.
    public var bytes: Int64?
    public init(path: String, bytes: Int64? = nil) {
        self.path = path
        self.bytes = bytes
    }
}

/// A UTC instant rendered as RFC 3339 (`2026-11-23T09:33:49Z`), computed without the locale or
/// time-zone database so the same instant always gives the same text.
public struct ReportDate: Hashable, Sendable {
    public var nanosecondsSinceEpoch: Int64

    public init(nanosecondsSinceEpoch: Int64) { self.nanosecondsSinceEpoch = nanosecondsSinceEpoch }
    /// Seconds outside the nanosecond range (years 1677…2262) are clamped to it.
    public init(secondsSinceEpoch: Int64) {
        let (product, overflow) = secondsSinceEpoch.multipliedReportingOverflow(by: 1_000_000_000)
        nanosecondsSinceEpoch = overflow ? (secondsSinceEpoch < 0 ? Int64.min : Int64.max) : product
    }

    /// Largest `SOURCE_DATE_EPOCH` accepted (2262-04-11, the end of the nanosecond range).
    public static let maximumEpochSeconds: Int64 = Int64.max / 1_000_000_000

    /// `SOURCE_DATE_EPOCH` (decimal seconds) when set and valid, else nil.
    public static func sourceDateEpoch(_ environment: [String: String]) -> ReportDate? {
        guard let text = environment["SOURCE_DATE_EPOCH"], let seconds = Int64(text), seconds >= 0,
              seconds <= maximumEpochSeconds else { return nil }
        return ReportDate(secondsSinceEpoch: seconds)
    }

    /// RFC 3339 UTC; fractional seconds only when `fraction` is true and they are not zero (µs).
    public func rfc3339(fraction: Bool = false) -> String {
        var seconds = nanosecondsSinceEpoch / 1_000_000_000
        var nanos = nanosecondsSinceEpoch % 1_000_000_000
        if nanos < 0 { seconds -= 1; nanos += 1_000_000_000 }
        var days = seconds / 86_400
        var secondOfDay = seconds % 86_400
        if secondOfDay < 0 { days -= 1; secondOfDay += 86_400 }
        let (y, m, d) = Self.civil(days)
        var text = "\(Self.pad(y, 4))-\(Self.pad(m, 2))-\(Self.pad(d, 2))T\(Self.pad(secondOfDay / 3600, 2)):\(Self.pad(secondOfDay / 60 % 60, 2)):\(Self.pad(secondOfDay % 60, 2))"
        if fraction && nanos / 1000 != 0 { text += "." + Self.pad(nanos / 1000, 6) }
        return text + "Z"
    }

    /// Days since 1970-01-01 → proleptic Gregorian year, month, day (H. Hinnant's civil_from_days).
    static func civil(_ days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    static func pad(_ v: Int64, _ width: Int) -> String {
        let s = String(v)
        return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
    }
}
