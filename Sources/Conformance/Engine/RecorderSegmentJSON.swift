import WireCore

/// A ``RecorderSegment`` as JSON, the form a part's state file carries its reports in (Design
/// "Parts checked apart, joined at their boundaries"), read back exactly: every count, finding,
/// reason and waiver count as it was, and every measurement summary with its exact sum
/// (``ExactSum/jsonValue``), so that the merged summaries are the same bits as the whole run's.
/// A number with a fraction (a minimum, a maximum, a finding's measurement) is written as text
/// in Swift's shortest round-trip form, which reads back as the same `Double`.
extension RecorderSegment {
    /// Why a segment's JSON cannot be read: the member, and what is wrong with it.
    public struct JSONError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "segment \(path): \(reason)" }
    }

    public var jsonValue: JSONValue {
        var o = JSONObjectBuilder()
        o.add("rows", .array(rows.map(\.jsonValue)))
        o.add("ruleSkipReasons", .array(ruleSkipReasons.sorted { $0.key < $1.key }.map { .array([.string($0.key), .string($0.value)]) }))
        o.add("waiverApplied", .array(waiverApplied.map(JSONValue.int)))
        o.add("waiverExpiredMatches", .array(waiverExpiredMatches.map(JSONValue.int)))
        return o.value
    }

    /// The segment ``jsonValue`` wrote.
    public init(jsonValue: JSONValue) throws(JSONError) {
        self.init()
        let top = SegmentJSONReader(jsonValue, path: "")
        for (index, row) in try top.array("rows").enumerated() {
            rows.append(try Row(SegmentJSONReader(row, path: "rows[\(index)]")))
        }
        for (index, pair) in try top.array("ruleSkipReasons").enumerated() {
            let item = SegmentJSONReader(pair, path: "ruleSkipReasons[\(index)]")
            guard let parts = pair.arrayValue, parts.count == 2, let rule = parts[0].stringValue, let reason = parts[1].stringValue else {
                throw item.error("is not [rule, reason]")
            }
            ruleSkipReasons[rule] = reason
        }
        waiverApplied = try top.counts("waiverApplied")
        waiverExpiredMatches = try top.counts("waiverExpiredMatches")
    }
}

extension RecorderSegment.Row {
    var jsonValue: JSONValue {
        var o = JSONObjectBuilder()
        o.add("rule", .string(rule))
        o.add("node", .string(node))
        o.add("skipReason", skipReason)
        o.add("evaluated", .int(evaluated))
        o.add("violations", .int(violations))
        o.add("waived", .int(waived))
        o.add("inconclusive", .int(inconclusive))
        o.add("inconclusiveReason", inconclusiveReason)
        o.add("notApplicable", .int(notApplicable))
        o.add("notApplicableReason", notApplicableReason)
        o.add("worst", .string(worst.rawValue))
        o.add("findings", .array(findings.map(\.segmentJSONValue)))
        o.add("waiverReasons", .array(waiverReasons.map(JSONValue.string)))
        o.add("measurements", .array(measurements.map(\.segmentJSONValue)))
        return o.value
    }

    init(_ r: SegmentJSONReader) throws(RecorderSegment.JSONError) {
        self.init(rule: try r.string("rule"), node: try r.string("node"), skipReason: try r.optionalString("skipReason"))
        evaluated = try r.count("evaluated")
        violations = try r.count("violations")
        waived = try r.count("waived")
        inconclusive = try r.count("inconclusive")
        inconclusiveReason = try r.optionalString("inconclusiveReason")
        notApplicable = try r.count("notApplicable")
        notApplicableReason = try r.optionalString("notApplicableReason")
        worst = try r.severity("worst")
        for (index, finding) in try r.array("findings").enumerated() {
            findings.append(try RuleFinding(segmentJSON: r.item(finding, "findings[\(index)]")))
        }
        for (index, reason) in try r.array("waiverReasons").enumerated() {
            guard let text = reason.stringValue else { throw r.item(reason, "waiverReasons[\(index)]").error("is not a string") }
            waiverReasons.append(text)
        }
        for (index, summary) in try r.array("measurements").enumerated() {
            measurements.append(try MeasurementSummary(segmentJSON: r.item(summary, "measurements[\(index)]")))
        }
    }
}

extension RuleFinding {
    var segmentJSONValue: JSONValue {
        var o = JSONObjectBuilder()
        o.add("rule", .string(rule))
        o.add("node", .string(node))
        o.add("severity", .string(severity.rawValue))
        o.add("frames", .array(frames.map(JSONValue.int)))
        o.add("fieldPath", .string(fieldPath))
        o.add("expected", expected)
        o.add("actual", actual)
        o.add("message", .string(message))
        if let measurement { o.add("measurement", measurement.exactJSONValue) }
        o.add("waiver", waiver)
        return o.value
    }

    init(segmentJSON r: SegmentJSONReader) throws(RecorderSegment.JSONError) {
        self.init(rule: try r.string("rule"), node: try r.string("node"), severity: try r.severity("severity"), frames: try r.counts("frames"),
                  fieldPath: try r.string("fieldPath"), expected: try r.optionalString("expected"), actual: try r.optionalString("actual"),
                  message: try r.string("message"))
        if let m = r.value["measurement"] {
            guard let exact = Measurement(exactJSONValue: m) else { throw r.error("measurement is not [name, value as text, unit]") }
            measurement = exact
        }
        waiver = try r.optionalString("waiver")
    }
}

extension MeasurementSummary {
    var segmentJSONValue: JSONValue {
        var o = JSONObjectBuilder()
        o.add("name", .string(name))
        o.add("unit", .string(unit))
        o.add("count", .int(count))
        o.add("minimum", .string(String(minimum)))
        o.add("maximum", .string(String(maximum)))
        o.add("sum", exactSum.jsonValue)
        return o.value
    }

    init(segmentJSON r: SegmentJSONReader) throws(RecorderSegment.JSONError) {
        self.init(name: try r.string("name"), unit: try r.string("unit"))
        count = try r.count("count")
        minimum = try r.double("minimum")
        maximum = try r.double("maximum")
        guard let sum = r.value["sum"].flatMap(ExactSum.init(jsonValue:)) else { throw r.error("sum is not an exact sum") }
        exactSum = sum
    }
}

/// Typed reads of one object of a segment's JSON, each failure naming its member.
struct SegmentJSONReader {
    let value: JSONValue
    let path: String

    init(_ value: JSONValue, path: String) {
        self.value = value
        self.path = path
    }

    func error(_ reason: String) -> RecorderSegment.JSONError { RecorderSegment.JSONError(path: path.isEmpty ? "(top)" : path, reason: reason) }

    func item(_ value: JSONValue, _ name: String) -> SegmentJSONReader {
        SegmentJSONReader(value, path: path.isEmpty ? name : "\(path).\(name)")
    }

    func string(_ key: String) throws(RecorderSegment.JSONError) -> String {
        guard let s = value[key]?.stringValue else { throw error("\(key) is not a string") }
        return s
    }

    func optionalString(_ key: String) throws(RecorderSegment.JSONError) -> String? {
        guard let v = value[key], v != .null else { return nil }
        guard let s = v.stringValue else { throw error("\(key) is not a string") }
        return s
    }

    func count(_ key: String) throws(RecorderSegment.JSONError) -> Int {
        guard let n = value[key]?.intValue, n >= 0 else { throw error("\(key) is not a count") }
        return n
    }

    func counts(_ key: String) throws(RecorderSegment.JSONError) -> [Int] {
        var out: [Int] = []
        for item in try array(key) {
            guard let n = item.intValue, n >= 0 else { throw error("\(key) holds something other than counts") }
            out.append(n)
        }
        return out
    }

    func double(_ key: String) throws(RecorderSegment.JSONError) -> Double {
        guard let d = value[key]?.stringValue.flatMap(Double.init) else { throw error("\(key) is not a number written as text") }
        return d
    }

    func severity(_ key: String) throws(RecorderSegment.JSONError) -> Finding.Severity {
        guard let s = value[key]?.stringValue.flatMap(Finding.Severity.init(rawValue:)) else { throw error("\(key) is not a severity") }
        return s
    }

    func array(_ key: String) throws(RecorderSegment.JSONError) -> [JSONValue] {
        guard let items = value[key]?.arrayValue else { throw error("\(key) is not a list") }
        return items
    }
}

extension Measurement {
    /// `[name, value, unit]` with the value as text in Swift's shortest round-trip form, which
    /// reads back as the same `Double` (a part's state holds no number with a fraction).
    var exactJSONValue: JSONValue { .array([.string(name), .string(String(value)), .string(unit)]) }

    /// The measurement ``exactJSONValue`` wrote; nil when `value` is not one.
    init?(exactJSONValue value: JSONValue) {
        guard let parts = value.arrayValue, parts.count == 3, let name = parts[0].stringValue, let unit = parts[2].stringValue,
              let number = parts[1].stringValue.flatMap(Double.init)
        else { return nil }
        self.init(name: name, value: number, unit: unit)
    }
}
