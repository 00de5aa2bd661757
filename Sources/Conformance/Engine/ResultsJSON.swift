import IQAnalysis
import WireCore

/// The JSON documents of a run's results, both built here as ``JSONValue`` trees from the same
/// pieces (frames, findings, measurements, per-flow timing) and written by its one writer:
/// `check --json` compact on one line, `--report json` pretty-printed. Deterministic: same
/// results, same bytes.
extension RunResults {
    /// `check --json`: one object with `frames`, `nodes`, `results` (per rule and node: `rule`,
    /// `node`, `verdict`, `count`, `violations`, `findings` with `frames` and `message`, …) and
    /// `timing` (`flows`: per-flow early / on-time / late counts, offsets and histogram; `hints`).
    public func renderJSON() -> String { checkJSON().compactText() }

    /// The `check --json` document. Its measurement values keep Swift's `Double` text (`1.0`).
    public func checkJSON() -> JSONValue {
        var root = JSONObjectBuilder()
        root.add("testbed", .optional(testbedName))
        root.add("suite", .optional(suiteName))
        root.add("frames", framesJSON())
        root.add("verdict", .string(overallVerdict.rawValue))
        root.add("captureComplete", .bool(completeness.isComplete))
        root.add("captureProblems", .array(completeness.problems.map(JSONValue.string)))
        root.add("snapLengthCutFrames", .int(completeness.snapLengthCutFrames))
        root.add("nodes", .array(nodes.map { nodeJSON($0, deviceDetails: false) }))
        root.add("results", .array(results.map { r in
            var o = JSONObjectBuilder()
            o.add("rule", .string(r.rule))
            o.add("node", .string(r.node))
            o.add("verdict", .string(r.verdict.rawValue))
            o.add("count", .int(r.evaluated))
            o.add("violations", .int(r.violations))
            o.add("waived", .int(r.waived))
            o.add("inconclusive", .int(r.inconclusive))
            o.add("title", .string(r.title))
            o.add("clause", .string(r.clause))
            o.add("status", .string(r.status.rawValue))
            o.add("severity", .string(r.severity.rawValue))
            o.add("reason", .optional(r.reason))
            o.add("findings", .array(r.findings.map { findingJSON($0, doubles: .swiftText) }))
            o.add("measurements", .array(r.measurements.map { measurementJSON($0, doubles: .swiftText) }))
            return o.value
        }))
        root.add("timing", .object([
            JSONMember("flows", .array(flowTiming.map { flowTimingJSON($0, withText: true) })),
            JSONMember("hints", .array(timingHints.map { h in
                .object([
                    JSONMember("kind", .string(h.kind)), JSONMember("rule", .string(h.rule)), JSONMember("node", .string(h.node)),
                    JSONMember("flow", .optional(h.flow)), JSONMember("message", .string(h.message)),
                ])
            })),
        ]))
        if ueTimelines.correlated > 0 { root.add("ueTimelines", ueTimelines.jsonValue) }
        if let iq { root.add("iq", iq.jsonValue(split: iq.eaxcSplit)) }
        return root.value
    }

    /// The `--report json` document: every field the engine produced (a superset of
    /// `check --json`), with the tool, the report date and the captures checked.
    public func fullJSON(toolName: String, toolVersion: String, generated: String, captures: [(path: String, bytes: Int?)]) -> JSONValue {
        var root = JSONObjectBuilder()
        root.add("tool", .object([JSONMember("name", .string(toolName)), JSONMember("version", .string(toolVersion))]))
        root.add("generated", .string(generated))
        root.add("testbed", .optional(testbedName))
        root.add("suite", .optional(suiteName))
        root.add("captures", .array(captures.map { c in
            var o = JSONObjectBuilder()
            o.add("path", c.path)
            o.add("bytes", c.bytes.map(JSONValue.int) ?? .null)
            return o.value
        }))
        let summary = VerdictSummary(self)
        root.add("verdict", .string(summary.overall.rawValue))
        root.add("counts", .object(VerdictSummary.order.map { JSONMember($0.rawValue, .int(summary.count($0))) }))
        root.add("frames", framesJSON())
        root.add("capture", .object([
            JSONMember("complete", .bool(completeness.isComplete)),
            JSONMember("problems", .array(completeness.problems.map(JSONValue.string))),
            JSONMember("snapLengthCutFrames", .int(completeness.snapLengthCutFrames)),
        ]))
        root.add("nodes", .array(nodes.map { nodeJSON($0, deviceDetails: true) }))
        root.add("results", .array(results.map { r in
            var o = JSONObjectBuilder()
            o.add("rule", .string(r.rule))
            o.add("node", .string(r.node))
            o.add("verdict", .string(r.verdict.rawValue))
            o.add("title", .string(r.title))
            o.add("clause", .string(r.clause))
            o.add("status", .string(r.status.rawValue))
            o.add("severity", .string(r.severity.rawValue))
            o.add("evaluated", .int(r.evaluated))
            o.add("violations", .int(r.violations))
            o.add("waived", .int(r.waived))
            o.add("inconclusive", .int(r.inconclusive))
            o.add("reason", .optional(r.reason))
            o.add("findings", .array(r.findings.map { findingJSON($0, doubles: .json) }))
            o.add("measurements", .array(r.measurements.map { measurementJSON($0, doubles: .json) }))
            return o.value
        }))
        root.add("flowTiming", .array(flowTiming.map { flowTimingJSON($0, withText: false) }))
        root.add("timingHints", .array(timingHints.map {
            .object([JSONMember("rule", .string($0.rule)), JSONMember("node", .string($0.node)), JSONMember("message", .string($0.message))])
        }))
        root.add("traffic", trafficJSON())
        if !waivers.isEmpty {
            root.add("waivers", .array(waivers.map { o in
                var w = JSONObjectBuilder()
                w.add("rule", .string(o.waiver.rule.text))
                w.add("reason", .string(o.waiver.reason))
                w.add("node", .optional(o.waiver.node))
                w.add("flow", .optional(o.waiver.flow))
                w.add("ticket", .optional(o.waiver.ticket))
                w.add("expires", .optional(o.waiver.expires?.description))
                w.add("software", .optional(o.waiver.software?.text))
                w.add("applied", .int(o.applied))
                w.add("expired", .bool(o.expired))
                w.add("expiredMatches", .int(o.expiredMatches))
                return w.value
            }))
            root.add("waiverNotes", .array(waiverNotes.map(JSONValue.string)))
        }
        if ueTimelines.correlated > 0 { root.add("ueTimelines", ueTimelines.jsonValue) }
        if let iq { root.add("iq", iq.jsonValue(split: iq.eaxcSplit)) }
        return root.value
    }

    /// How a document writes a `Double`.
    enum DoubleStyle {
        /// Swift's `description` (`1.0`): `check --json`.
        case swiftText
        /// ``JSONValue/double(_:)`` (`1`): the reports.
        case json

        func value(_ d: Double) -> JSONValue { self == .json ? .double(d) : .number(String(d)) }
    }

    func framesJSON() -> JSONValue {
        let f = frames
        var members = [
            JSONMember("total", .int(f.frames)), JSONMember("decoded", .int(f.decoded)), JSONMember("malformed", .int(f.malformed)),
            JSONMember("inconclusive", .int(f.inconclusive)), JSONMember("other", .int(f.other)), JSONMember("pdus", .int(f.pdus)),
            JSONMember("malformedFrames", .array(f.malformedFrames.map(JSONValue.int))),
        ]
        if f.incompleteFragments > 0 {
            members.append(JSONMember("incompleteFragments", .int(f.incompleteFragments)))
            members.append(JSONMember("incompleteFragmentFrames", .array(f.incompleteFragmentFrames.map(JSONValue.int))))
        }
        if f.copies > 0 {
            members.append(JSONMember("copies", .int(f.copies)))
            members.append(JSONMember("copyFrames", .array(f.copyFrames.map(JSONValue.int))))
        }
        if f.repeats > 0 {
            members.append(JSONMember("repeats", .int(f.repeats)))
            members.append(JSONMember("repeatFrames", .array(f.repeatFrames.map(JSONValue.int))))
        }
        if f.reordered > 0 {
            members.append(JSONMember("reordered", .int(f.reordered)))
            members.append(JSONMember("reorderedFrames", .array(f.reorderedFrames.map(JSONValue.int))))
        }
        if f.backInTime > 0 {
            members.append(JSONMember("backInTime", .int(f.backInTime)))
            members.append(JSONMember("backInTimeFrames", .array(f.backInTimeFrames.map(JSONValue.int))))
        }
        if f.unattributed > 0 {
            members.append(JSONMember("unattributed", .int(f.unattributed)))
            members.append(JSONMember("unattributedFrames", .array(f.unattributedFrames.map(JSONValue.int))))
        }
        return .object(members)
    }

    /// A node: its device as an id, or with vendor, model and software.
    func nodeJSON(_ n: NodeInfo, deviceDetails: Bool) -> JSONValue {
        var o = JSONObjectBuilder()
        o.add("name", .string(n.name))
        o.add("role", .optional(n.role?.rawValue))
        o.add("declared", .bool(n.declared))
        if deviceDetails, let d = n.device {
            o.add("device", .object([
                JSONMember("id", .string(d.id)), JSONMember("vendor", .string(d.vendor)), JSONMember("model", .string(d.model)),
                JSONMember("software", .string(d.software)),
            ]))
        } else {
            o.add("device", .optional(n.device?.id))
        }
        return o.value
    }

    /// One finding; `frameRefs` (file and its own frame number) when the run has several captures.
    func findingJSON(_ f: RuleFinding, doubles: DoubleStyle) -> JSONValue {
        var o = JSONObjectBuilder()
        o.add("frames", .array(f.frames.map(JSONValue.int)))
        if captureSpans.count > 1 {
            o.add("frameRefs", .array(f.frames.map { .string(frameLabel($0)) }))
        }
        o.add("message", .string(f.message))
        o.add("severity", .string(f.severity.rawValue))
        o.add("field", .optional(f.fieldPath))
        o.add("expected", .optional(f.expected))
        o.add("actual", .optional(f.actual))
        o.add("waiver", .optional(f.waiver))
        if let m = f.measurement {
            o.add("measurement", .object([
                JSONMember("name", .string(m.name)), JSONMember("value", doubles.value(m.value)), JSONMember("unit", .string(m.unit)),
            ]))
        }
        return o.value
    }

    func measurementJSON(_ m: MeasurementSummary, doubles: DoubleStyle) -> JSONValue {
        .object([
            JSONMember("name", .string(m.name)), JSONMember("unit", .string(m.unit)), JSONMember("count", .int(m.count)),
            JSONMember("min", doubles.value(m.minimum)), JSONMember("max", doubles.value(m.maximum)),
            JSONMember("mean", doubles.value(m.mean)),
        ])
    }

    /// One flow's timing: counts, offsets and histogram (`eAxCText` in `check --json`).
    func flowTimingJSON(_ t: FlowTimingReport, withText: Bool) -> JSONValue {
        func i64(_ v: Int64?) -> JSONValue { v.map { .int(Int($0)) } ?? .null }
        var o = JSONObjectBuilder()
        o.add("rule", .string(t.rule))
        o.add("node", .string(t.node))
        o.add("flow", .optional(t.flow))
        o.add("eAxC", .int(t.eAxC))
        if withText { o.add("eAxCText", .optional(t.eAxCText)) }
        o.add("plane", .string(t.plane))
        o.add("direction", .string(t.direction))
        o.add("early", .int(t.early))
        o.add("onTime", .int(t.onTime))
        o.add("late", .int(t.late))
        o.add("inconclusive", .int(t.inconclusive))
        o.add("windowStartNs", i64(t.windowStartNs))
        o.add("windowEndNs", i64(t.windowEndNs))
        o.add("minOffsetNs", i64(t.minOffsetNs))
        o.add("medianOffsetNs", i64(t.medianOffsetNs))
        o.add("p99OffsetNs", i64(t.p99OffsetNs))
        o.add("maxOffsetNs", i64(t.maxOffsetNs))
        o.add("histogram", .object([
            JSONMember("lowerNs", i64(t.histogramLowerNs)), JSONMember("binWidthNs", i64(t.histogramBinWidthNs)),
            JSONMember("counts", .array(t.histogramCounts.map(JSONValue.int))),
            JSONMember("underflow", .int(t.histogramUnderflow)), JSONMember("overflow", .int(t.histogramOverflow)),
        ]))
        return o.value
    }

    /// Message rates per flow and the first F1AP messages (report charts).
    func trafficJSON() -> JSONValue {
        let t = traffic
        func i64(_ v: Int64?) -> JSONValue { v.map { .int(Int($0)) } ?? .null }
        var o = JSONObjectBuilder()
        o.add("firstTimestampNs", i64(t.firstTimestampNanoseconds))
        o.add("lastTimestampNs", i64(t.lastTimestampNanoseconds))
        o.add("binWidthNs", i64(t.binWidthNanoseconds))
        o.add("binStartNs", i64(t.binStartNanoseconds))
        o.add("uncountedMessages", .int(t.uncountedMessages))
        o.add("rates", .array(t.series.map { s in
            .object([
                JSONMember("node", .string(s.node)), JSONMember("eAxC", .int(s.eAxC)), JSONMember("plane", .string(s.plane)),
                JSONMember("direction", .string(s.direction)), JSONMember("total", .int(s.total)),
                JSONMember("counts", .array(s.counts.map(JSONValue.int))),
            ])
        }))
        o.add("f1apMessageCount", .int(t.f1apMessageCount))
        o.add("f1apMessages", .array(t.f1apMessages.map { m in
            var e = JSONObjectBuilder()
            e.add("frame", .int(m.frame))
            e.add("timestampNs", .int(Int(m.timestampNanoseconds)))
            e.add("sender", .string(m.sender))
            e.add("receiver", .string(m.receiver))
            e.add("procedure", .string(m.procedure))
            e.add("message", .string(m.message))
            e.add("kind", .string(m.kind))
            e.add("transactionID", m.transactionID.map(JSONValue.int) ?? .null)
            return e.value
        }))
        return o.value
    }
}

/// Verdict counts and the overall verdict of a run (FAIL > WARN > … > PASS; waived failures do
/// not fail a run), in the order every output lists them.
public struct VerdictSummary: Sendable {
    public static let order: [Verdict] = [.pass, .fail, .warn, .waived, .skip, .inconclusive]
    public let counts: [Verdict: Int]
    public let overall: Verdict

    public init(_ results: RunResults) {
        counts = Dictionary(grouping: results.results, by: \.verdict).mapValues(\.count)
        overall = results.overallVerdict
    }

    public func count(_ v: Verdict) -> Int { counts[v, default: 0] }
}
