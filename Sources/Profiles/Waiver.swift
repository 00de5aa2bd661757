/// A waived rule: its findings are reported as waived, not as FAIL (style practice 13). A waiver
/// may be limited to a node, a flow or a range of DUT software versions, names the ticket that
/// tracks the problem, and expires: after its expiry date it waives nothing and is reported.
public struct Waiver: Hashable, Sendable {
    public var rule: RulePattern
    public var reason: String
    /// Only findings on this node, when set.
    public var node: String?
    /// Only findings on this named flow, when set.
    public var flow: String?
    /// The defect or change ticket that tracks the waived problem (`BETA-1234`).
    public var ticket: String?
    /// The last day the waiver applies (UTC); nil = no expiry.
    public var expires: CalendarDate?
    /// Only findings on nodes whose device software version lies in this range, when set.
    public var software: VersionRange?

    public init(rule: RulePattern, reason: String, node: String? = nil, flow: String? = nil, ticket: String? = nil,
                expires: CalendarDate? = nil, software: VersionRange? = nil) {
        self.rule = rule
        self.reason = reason
        self.node = node
        self.flow = flow
        self.ticket = ticket
        self.expires = expires
        self.software = software
    }

    /// Whether the waiver covers a finding of `ruleId` on `node` (running `software`) and `flow`,
    /// expiry aside (see ``isExpired(on:)``).
    public func applies(to ruleId: String, node: String?, flow: String?, software nodeSoftware: String? = nil) -> Bool {
        guard rule.matches(ruleId) else { return false }
        if let scope = self.node, scope != node { return false }
        if let scope = self.flow, scope != flow { return false }
        if let range = software {
            guard let nodeSoftware, range.contains(nodeSoftware) else { return false }
        }
        return true
    }

    /// True when `date` is after the expiry date.
    public func isExpired(on date: CalendarDate?) -> Bool {
        guard let expires, let date else { return false }
        return date > expires
    }

    /// `FH-SEQ-INC on du1 (ticket BETA-1234, expires 2026-12-31)`.
    public var label: String {
        var text = rule.text
        if let node { text += " on \(node)" }
        if let flow { text += " flow \(flow)" }
        if let software { text += " software \(software.text)" }
        var extra: [String] = []
        if let ticket { extra.append("ticket \(ticket)") }
        if let expires { extra.append("expires \(expires)") }
        return extra.isEmpty ? text : text + " (" + extra.joined(separator: ", ") + ")"
    }
}

/// A calendar day (UTC), written `YYYY-MM-DD`.
public struct CalendarDate: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// `YYYY-MM-DD` with a real month and day (leap years included).
    public init(parsing text: String) throws(ProfileValueError) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]), (1...12).contains(m) else {
            throw ProfileValueError("'\(text)' is not a date YYYY-MM-DD")
        }
        let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
        guard (1...days).contains(d) else { throw ProfileValueError("'\(text)' is not a date YYYY-MM-DD") }
        self.init(year: y, month: m, day: d)
    }

    /// The UTC day of a time in seconds since 1970-01-01 (proleptic Gregorian).
    public init(secondsSinceEpoch seconds: Int64) {
        var days = seconds / 86_400
        if seconds % 86_400 < 0 { days -= 1 }
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.init(year: Int(yoe + era * 400 + (m <= 2 ? 1 : 0)), month: Int(m), day: Int(d))
    }

    public static func < (a: CalendarDate, b: CalendarDate) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }

    public var description: String {
        func pad(_ v: Int, _ n: Int) -> String { String(repeating: "0", count: max(0, n - String(v).count)) + String(v) }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }
}

/// A range of software versions: comparisons joined by commas (`>=4.1, <4.3`; `=4.1.2`). Versions
/// compare part by part (split at `.`, `-`, `_`), numerically where both parts are numbers.
public struct VersionRange: Hashable, Sendable {
    public enum Operator: String, Hashable, Sendable, CaseIterable { case atLeast = ">=", above = ">", atMost = "<=", below = "<", equal = "=" }
    public var bounds: [(Operator, String)] { zip(operators, versions).map { ($0, $1) } }
    private var operators: [Operator]
    private var versions: [String]
    /// As written.
    public var text: String

    public init(parsing text: String) throws(ProfileValueError) {
        var operators: [Operator] = []
        var versions: [String] = []
        for part in text.split(separator: ",") {
            var item = Substring(part.drop { $0 == " " })
            while item.last == " " { item = item.dropLast() }
            // Two-character operators first, so ">=" is not read as ">".
            guard let op = [Operator.atLeast, .atMost, .above, .below, .equal].first(where: { item.hasPrefix($0.rawValue) }) else {
                throw ProfileValueError("'\(text)': each bound is an operator (>=, >, <=, <, =) and a version, e.g. \">=4.1, <4.3\"")
            }
            let version = item.dropFirst(op.rawValue.count).drop { $0 == " " }
            guard !version.isEmpty, !version.contains(" ") else {
                throw ProfileValueError("'\(text)': a version follows '\(op.rawValue)'")
            }
            operators.append(op)
            versions.append(String(version))
        }
        guard !operators.isEmpty else { throw ProfileValueError("'\(text)': expected bounds such as \">=4.1, <4.3\"") }
        self.operators = operators
        self.versions = versions
        self.text = text
    }

    public func contains(_ version: String) -> Bool {
        zip(operators, versions).allSatisfy { op, bound in
            let c = Self.compare(version, bound)
            switch op {
            case .atLeast: return c >= 0
            case .above: return c > 0
            case .atMost: return c <= 0
            case .below: return c < 0
            case .equal: return c == 0
            }
        }
    }

    /// −1, 0 or 1; missing parts count as 0 (`4.1` = `4.1.0`).
    public static func compare(_ a: String, _ b: String) -> Int {
        let split: (String) -> [Substring] = { $0.split(whereSeparator: { $0 == "." || $0 == "-" || $0 == "_" }) }
        let x = split(a), y = split(b)
        for i in 0..<max(x.count, y.count) {
            let p = i < x.count ? x[i] : "0", q = i < y.count ? y[i] : "0"
            if let m = Int(p), let n = Int(q) {
                if m != n { return m < n ? -1 : 1 }
            } else if p != q {
                return p < q ? -1 : 1
            }
        }
        return 0
    }

    public static func == (a: VersionRange, b: VersionRange) -> Bool { a.text == b.text }
    public func hash(into h: inout Hasher) { h.combine(text) }
}
