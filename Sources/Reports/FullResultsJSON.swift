import Conformance

/// `--report json`: RANConform's own results, every field the engine produced (superset of
/// `check --json`), pretty-printed and deterministic.
enum FullResultsJSON {
    static func render(_ input: ReportInput) -> String {
        let r = input.results
        var root = JSONObjectBuilder()
        root.add("tool", .object([JSONMember("name", .string(input.toolName)), JSONMember("version", .string(input.toolVersion))]))
        root.add("generated", .string(input.generated.rfc3339()))
        root.add("testbed", .optional(r.testbedName))
        root.add("suite", .optional(r.suiteName))
        root.add("captures", .array(input.captures.map { c in
            var o = JSONObjectBuilder()
            o.add("path", c.path)
            o.add("bytes", c.bytes.map { JSONValue.int(Int($0)) } ?? .null)
            return o.value
        }))
        root.add("verdict", .string(VerdictSummary(r).overall.rawValue))
        root.add("counts", .object(VerdictSummary.order.map { JSONMember($0.rawValue, .int(VerdictSummary(r).count($0))) }))
        let f = r.frames
        root.add("frames", .object([
            JSONMember("total", .int(f.frames)), JSONMember("decoded", .int(f.decoded)), JSONMember("malformed", .int(f.malformed)),
            JSONMember("inconclusive", .int(f.inconclusive)), JSONMember("other", .int(f.other)), JSONMember("pdus", .int(f.pdus)),
            JSONMember("malformedFrames", .array(f.malformedFrames.map(JSONValue.int))),
        ] + (f.incompleteFragments > 0 ? [
            JSONMember("incompleteFragments", .int(f.incompleteFragments)),
            JSONMember("incompleteFragmentFrames", .array(f.incompleteFragmentFrames.map(JSONValue.int))),
        ] : [])))
        root.add("capture", .object([
            JSONMember("complete", .bool(r.completeness.isComplete)),
            JSONMember("problems", .array(r.completeness.problems.map(JSONValue.string))),
            JSONMember("snapLengthCutFrames", .int(r.completeness.snapLengthCutFrames)),
        ]))
        root.add("nodes", .array(r.nodes.map(node)))
        root.add("results", .array(r.results.map { result($0, in: r) }))
        root.add("flowTiming", .array(r.flowTiming.map(timing)))
        root.add("timingHints", .array(r.timingHints.map {
            .object([JSONMember("rule", .string($0.rule)), JSONMember("node", .string($0.node)), JSONMember("message", .string($0.message))])
        }))
        root.add("traffic", traffic(r.traffic))
        if let iq = r.iq { root.add("iq", (try? JSONParser.parse(iq.json(split: iq.eaxcSplit))) ?? .null) }
        return root.value.text()
    }

    static func node(_ n: NodeInfo) -> JSONValue {
        var o = JSONObjectBuilder()
        o.add("name", .string(n.name))
        o.add("role", .optional(n.role?.rawValue))
        o.add("declared", .bool(n.declared))
        if let d = n.device {
            o.add("device", .object([
                JSONMember("id", .string(d.id)), JSONMember("vendor", .string(d.vendor)), JSONMember("model", .string(d.model)),
                JSONMember("software", .string(d.software)),
            ]))
        } else {
            o.add("device", .null)
        }
        return o.value
    }

    static func result(_ r: RuleResult, in results: RunResults) -> JSONValue {
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
        o.add("findings", .array(r.findings.map { finding($0, in: results) }))
        o.add("measurements", .array(r.measurements.map { m in
            .object([
                JSONMember("name", .string(m.name)), JSONMember("unit", .string(m.unit)), JSONMember("count", .int(m.count)),
                JSONMember("min", .double(m.minimum)), JSONMember("max", .double(m.maximum)), JSONMember("mean", .double(m.mean)),
            ])
        }))
        return o.value
    }

    static func finding(_ f: RuleFinding, in results: RunResults? = nil) -> JSONValue {
        var o = JSONObjectBuilder()
        o.add("frames", .array(f.frames.map(JSONValue.int)))
        if let results, results.captureSpans.count > 1 {
            // Run-wide numbers above; the file and its own frame number here.
            o.add("frameRefs", .array(f.frames.map { .string(results.frameLabel($0)) }))
        }
        o.add("message", .string(f.message))
        o.add("severity", .string(f.severity.rawValue))
        o.add("field", .string(f.fieldPath))
        o.add("expected", .optional(f.expected))
        o.add("actual", .optional(f.actual))
        o.add("waiver", .optional(f.waiver))
        if let m = f.measurement {
            o.add("measurement", .object([JSONMember("name", .string(m.name)), JSONMember("value", .double(m.value)), JSONMember("unit", .string(m.unit))]))
        }
        return o.value
    }

    static func timing(_ t: FlowTimingReport) -> JSONValue {
        func i64(_ v: Int64?) -> JSONValue { v.map { .int(Int($0)) } ?? .null }
        var o = JSONObjectBuilder()
        o.add("rule", .string(t.rule))
        o.add("node", .string(t.node))
        o.add("flow", .optional(t.flow))
        o.add("eAxC", .int(t.eAxC))
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

    static func traffic(_ t: TrafficSummary) -> JSONValue {
        func i64(_ v: Int64?) -> JSONValue { v.map { .int(Int($0)) } ?? .null }
        var o = JSONObjectBuilder()
        o.add("firstTimestampNs", i64(t.firstTimestampNanoseconds))
        o.add("lastTimestampNs", i64(t.lastTimestampNanoseconds))
        o.add("binWidthNs", i64(t.binWidthNanoseconds))
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
/// not fail a run).
struct VerdictSummary {
    static let order: [Verdict] = [.pass, .fail, .warn, .waived, .skip, .inconclusive]
    let counts: [Verdict: Int]
    let overall: Verdict

    init(_ results: RunResults) {
        counts = Dictionary(grouping: results.results, by: \.verdict).mapValues(\.count)
        overall = results.overallVerdict
    }

    func count(_ v: Verdict) -> Int { counts[v, default: 0] }
}
