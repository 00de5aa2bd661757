import Conformance
import Profiles
import WireCore

/// `ranconform report merge`: the results of several runs (`--report json` files of a lab's day or
/// a CI matrix) joined into one run, so one report per DUT and test case lists them all.
///
/// Per rule and node the counts add up and the verdict is the worst judged one (SKIP only when
/// every run skipped); findings keep their frames, prefixed in messages with the run they come
/// from; nodes and frame statistics are joined, and so is what each run's captures lacked (a
/// problem that stopped reading, prefixed with the run; frames cut by the snap length), so that
/// a merge with an incomplete run is INCONCLUSIVE (exit 3) unless a rule FAILs, as the one run
/// over all its captures would be.
public enum CampaignMerge {
    /// One results file.
    public struct Run: Sendable {
        public var name: String
        public var results: RunResults
        public var captures: [CaptureFile]
    }

    /// Reads a `--report json` file's text.
    public static func read(_ text: String, name: String) throws(ReportError) -> Run {
        let document: JSONValue
        do {
            document = try JSONParser.parse(text)
        } catch {
            throw ReportError("\(name):\(error.description): not a results JSON file")
        }
        guard let rows = document["results"]?.arrayValue, document["tool"] != nil else {
            throw ReportError("\(name): not a --report json results file (no tool and results)")
        }
        var results = ConformanceRun(configuration: RunConfiguration()).finish()
        results.testbedName = document["testbed"]?.stringValue
        results.suiteName = document["suite"]?.stringValue
        var parsed: [RuleResult] = []
        for row in rows {
            guard let rule = row["rule"]?.stringValue, let node = row["node"]?.stringValue,
                  let verdict = row["verdict"]?.stringValue.flatMap(Verdict.init(rawValue:)) else {
                throw ReportError("\(name): a result row without rule, node or verdict")
            }
            let severity = row["severity"]?.stringValue.flatMap(Finding.Severity.init(rawValue:)) ?? .error
            let findings = (row["findings"]?.arrayValue ?? []).map { f in
                var finding = RuleFinding(rule: rule, node: node, severity: f["severity"]?.stringValue.flatMap(Finding.Severity.init(rawValue:)) ?? severity,
                                          frames: (f["frames"]?.arrayValue ?? []).compactMap(\.intValue), fieldPath: f["field"]?.stringValue ?? "",
                                          expected: f["expected"]?.stringValue, actual: f["actual"]?.stringValue,
                                          message: "[\(name)] " + (f["message"]?.stringValue ?? ""))
                finding.waiver = f["waiver"]?.stringValue
                return finding
            }
            parsed.append(RuleResult(
                rule: rule, title: row["title"]?.stringValue ?? rule, clause: row["clause"]?.stringValue ?? "",
                status: row["status"]?.stringValue.flatMap(RuleStatus.init(rawValue:)) ?? .optional, severity: severity, node: node, verdict: verdict,
                evaluated: row["evaluated"]?.intValue ?? 0, violations: row["violations"]?.intValue ?? 0, waived: row["waived"]?.intValue ?? 0,
                inconclusive: row["inconclusive"]?.intValue ?? 0, reason: row["reason"]?.stringValue, findings: findings))
        }
        results.results = parsed
        results.nodes = (document["nodes"]?.arrayValue ?? []).compactMap { n in
            n["name"]?.stringValue.map { NodeInfo(name: $0, role: n["role"]?.stringValue.flatMap(NodeRole.init(rawValue:)), declared: { if case .bool(let b)? = n["declared"] { return b } else { return false } }()) }
        }
        if let f = document["frames"] {
            results.frames.frames = f["total"]?.intValue ?? 0
            results.frames.decoded = f["decoded"]?.intValue ?? 0
            results.frames.malformed = f["malformed"]?.intValue ?? 0
            results.frames.inconclusive = f["inconclusive"]?.intValue ?? 0
            results.frames.other = f["other"]?.intValue ?? 0
            results.frames.pdus = f["pdus"]?.intValue ?? 0
            results.frames.incompleteFragments = f["incompleteFragments"]?.intValue ?? 0
            results.frames.unattributed = f["unattributed"]?.intValue ?? 0
            results.frames.copies = f["copies"]?.intValue ?? 0
            results.frames.repeats = f["repeats"]?.intValue ?? 0
            results.frames.reordered = f["reordered"]?.intValue ?? 0
            results.frames.backInTime = f["backInTime"]?.intValue ?? 0
        }
        // what the run's captures lacked: a merge of an incomplete run is never a plain PASS
        if let c = document["capture"] {
            results.completeness.problems = (c["problems"]?.arrayValue ?? []).compactMap(\.stringValue)
            results.completeness.snapLengthCutFrames = c["snapLengthCutFrames"]?.intValue ?? 0
            if case .bool(false)? = c["complete"], results.completeness.isComplete {
                results.completeness.problems = ["the run reported its capture incomplete"]
            }
        }
        let captures = (document["captures"]?.arrayValue ?? []).compactMap { c in
            c["path"]?.stringValue.map { CaptureFile(path: $0, bytes: c["bytes"]?.intValue.map(Int64.init)) }
        }
        return Run(name: name, results: results, captures: captures)
    }

    /// The runs as one: rows joined per (rule, node) in first-seen order.
    public static func merge(_ runs: [Run], deviceUnderTest: [String] = []) -> RunResults {
        var merged = ConformanceRun(configuration: RunConfiguration()).finish()
        merged.testbedName = runs.compactMap(\.results.testbedName).first
        merged.suiteName = runs.compactMap(\.results.suiteName).first
        var order: [String] = []
        var rows: [String: RuleResult] = [:]
        var judged: [String: [Verdict]] = [:]
        // a set beside the list: a run names up to 16,384 nodes from traffic
        var mergedNodeNames = Set(merged.nodes.map(\.name))
        for run in runs {
            for r in run.results.results {
                let key = r.rule + "\u{0}" + r.node
                if var m = rows[key] {
                    m.evaluated += r.evaluated
                    m.violations += r.violations
                    m.waived += r.waived
                    m.inconclusive += r.inconclusive
                    m.findings += r.findings
                    if m.reason == nil { m.reason = r.reason }
                    rows[key] = m
                } else {
                    order.append(key)
                    rows[key] = r
                }
                if r.verdict != .skip { judged[key, default: []].append(r.verdict) }
            }
            for n in run.results.nodes where mergedNodeNames.insert(n.name).inserted { merged.nodes.append(n) }
            merged.frames.frames += run.results.frames.frames
            merged.frames.decoded += run.results.frames.decoded
            merged.frames.malformed += run.results.frames.malformed
            merged.frames.inconclusive += run.results.frames.inconclusive
            merged.frames.other += run.results.frames.other
            merged.frames.pdus += run.results.frames.pdus
            merged.frames.incompleteFragments += run.results.frames.incompleteFragments
            merged.frames.unattributed += run.results.frames.unattributed
            merged.frames.copies += run.results.frames.copies
            merged.frames.repeats += run.results.frames.repeats
            merged.frames.reordered += run.results.frames.reordered
            merged.frames.backInTime += run.results.frames.backInTime
            merged.completeness.problems += run.results.completeness.problems.map { "[\(run.name)] " + $0 }
            merged.completeness.snapLengthCutFrames += run.results.completeness.snapLengthCutFrames
        }
        // A rule that saw no node in one run ("-") but nodes in another has only its node rows,
        // as one run over all the captures would.
        let withNodes = Set(rows.values.filter { $0.node != "-" }.map(\.rule))
        merged.results = order.compactMap { key in
            guard var r = rows[key], r.node != "-" || !withNodes.contains(r.rule) else { return nil }
            r.verdict = judged[key]?.max() ?? .skip
            return r
        }
        merged.deviceUnderTest = deviceUnderTest
        return merged
    }
}
