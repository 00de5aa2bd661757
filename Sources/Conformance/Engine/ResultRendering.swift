import IQAnalysis
import WireCore

/// Text and JSON renderings of ``RunResults`` (deterministic: same inputs, same bytes).
extension RunResults {
    /// The readable summary: frame counts, verdict per rule and node, first findings.
    public func renderText(findingsPerResult: Int = 3) -> String {
        var out = ""
        if let testbedName { out += "testbed: \(testbedName)\n" } else { out += "testbed: none (nodes named from addresses; capability rules SKIP)\n" }
        if let suiteName { out += "suite: \(suiteName)\n" }
        out += "frames: \(frames.frames) (decoded \(frames.decoded), malformed \(frames.malformed), inconclusive \(frames.inconclusive), other \(frames.other))"
        if !frames.malformedFrames.isEmpty { out += " malformed frames: \(frames.malformedFrames.map(String.init).joined(separator: ", "))" }
        out += "\n"
        if let text = frames.incompleteFragmentsText { out += "fragments: \(text)\n" }
        out += "nodes: " + nodes.map { "\($0.name)\($0.role.map { " (\($0.rawValue))" } ?? "")" }.joined(separator: ", ") + "\n\n"
        for r in results {
            let verdict = r.verdict.rawValue.padding(12)
            var line = "\(verdict) \(r.rule.padding(26)) \(r.node.padding(18))"
            switch r.verdict {
            case .skip, .inconclusive: line += " \(r.reason ?? "")"
            case .waived: line += " \(r.waived) waived: \(r.reason ?? "")"
            default: line += " \(r.evaluated) evaluated, \(r.violations) violation(s)"
            }
            out += line + "\n"
            if r.verdict == .fail || r.verdict == .warn || r.verdict == .waived {
                for f in r.findings.prefix(findingsPerResult) {
                    out += "    frames \(captureSpans.count > 1 ? f.frames.map(frameLabel).joined(separator: ",") : f.frames.map(String.init).joined(separator: ",")): \(f.message)"
                    if let e = f.expected, let a = f.actual { out += " [expected \(e), actual \(a)]" }
                    out += "\n"
                }
                let more = r.violations + r.waived - min(findingsPerResult, r.findings.count)
                if more > 0 { out += "    … \(more) more\n" }
            }
        }
        out += renderTimingText()
        let counts = Dictionary(grouping: results, by: \.verdict).mapValues(\.count)
        out += "\n" + [Verdict.pass, .fail, .warn, .waived, .skip, .inconclusive].map { "\($0.rawValue) \(counts[$0] ?? 0)" }.joined(separator: ", ") + "\n"
        if let incomplete = completeness.summary { out += incomplete + "\n" }
        let environment = environmentProblems
        if !environment.isEmpty {
            let nodes = Array(Set(environment.map(\.node))).sorted().joined(separator: ", ")
            out += "environment: \(environment.count) FAIL/WARN result(s) of \(nodes), not the device under test (\(deviceUnderTest.joined(separator: ", "))): reported, not its verdict\n"
        }
        out += "verdict: \(overallVerdict.rawValue)\(deviceUnderTest.isEmpty ? "" : " (device under test: \(deviceUnderTest.joined(separator: ", ")))")\n"
        return out
    }

    /// One JSON object: `frames`, `nodes`, `results` (per rule and node: `rule`, `node`,
    /// `verdict`, `count`, `violations`, `findings` with `frames` and `message`, …) and `timing`
    /// (`flows`: per-flow early / on-time / late counts, offsets and histogram; `hints`).
    public func renderJSON() -> String {
        var j = JSONText()
        j.open("{")
        j.key("testbed"); j.string(testbedName)
        j.key("suite"); j.string(suiteName)
        j.key("frames"); j.open("{")
        for (k, v) in [("total", frames.frames), ("decoded", frames.decoded), ("malformed", frames.malformed), ("inconclusive", frames.inconclusive), ("other", frames.other), ("pdus", frames.pdus)] {
            j.key(k); j.number(v)
        }
        j.key("malformedFrames"); j.numbers(frames.malformedFrames)
        if frames.incompleteFragments > 0 {
            j.key("incompleteFragments"); j.number(frames.incompleteFragments)
            j.key("incompleteFragmentFrames"); j.numbers(frames.incompleteFragmentFrames)
        }
        j.close("}")
        j.key("verdict"); j.string(overallVerdict.rawValue)
        j.key("captureComplete"); j.raw(completeness.isComplete ? "true" : "false")
        j.key("captureProblems"); j.open("[")
        for p in completeness.problems { j.string(p) }
        j.close("]")
        j.key("snapLengthCutFrames"); j.number(completeness.snapLengthCutFrames)
        j.key("nodes"); j.open("[")
        for n in nodes {
            j.open("{"); j.key("name"); j.string(n.name); j.key("role"); j.string(n.role?.rawValue); j.key("declared"); j.raw(n.declared ? "true" : "false")
            j.key("device"); j.string(n.device?.id); j.close("}")
        }
        j.close("]")
        j.key("results"); j.open("[")
        for r in results {
            j.open("{")
            j.key("rule"); j.string(r.rule)
            j.key("node"); j.string(r.node)
            j.key("verdict"); j.string(r.verdict.rawValue)
            j.key("count"); j.number(r.evaluated)
            j.key("violations"); j.number(r.violations)
            j.key("waived"); j.number(r.waived)
            j.key("inconclusive"); j.number(r.inconclusive)
            j.key("title"); j.string(r.title)
            j.key("clause"); j.string(r.clause)
            j.key("status"); j.string(r.status.rawValue)
            j.key("severity"); j.string(r.severity.rawValue)
            j.key("reason"); j.string(r.reason)
            j.key("findings"); j.open("[")
            for f in r.findings {
                j.open("{")
                j.key("frames"); j.numbers(f.frames)
                if captureSpans.count > 1 {
                    j.key("frameRefs"); j.open("[")
                    for frame in f.frames { j.string(frameLabel(frame)) }
                    j.close("]")
                }
                j.key("message"); j.string(f.message)
                j.key("severity"); j.string(f.severity.rawValue)
                j.key("field"); j.string(f.fieldPath)
                j.key("expected"); j.string(f.expected)
                j.key("actual"); j.string(f.actual)
                j.key("waiver"); j.string(f.waiver)
                if let m = f.measurement {
                    j.key("measurement"); j.open("{"); j.key("name"); j.string(m.name); j.key("value"); j.raw(String(m.value)); j.key("unit"); j.string(m.unit); j.close("}")
                }
                j.close("}")
            }
            j.close("]")
            j.key("measurements"); j.open("[")
            for m in r.measurements {
                j.open("{"); j.key("name"); j.string(m.name); j.key("unit"); j.string(m.unit); j.key("count"); j.number(m.count)
                j.key("min"); j.raw(String(m.minimum)); j.key("max"); j.raw(String(m.maximum)); j.key("mean"); j.raw(String(m.mean)); j.close("}")
            }
            j.close("]")
            j.close("}")
        }
        j.close("]")
        renderTimingJSON(&j)
        if let iq {
            j.key("iq")
            j.raw(iq.json(split: iq.eaxcSplit))
        }
        j.close("}")
        return j.text
    }
}

/// A minimal JSON writer (no Foundation in library targets).
struct JSONText {
    var text = ""
    private var needsComma = false

    mutating func separator() {
        if needsComma { text += "," }
        needsComma = true
    }
    mutating func open(_ c: String) {
        separator()
        text += c
        needsComma = false
    }
    mutating func close(_ c: String) {
        text += c
        needsComma = true
    }
    mutating func key(_ k: String) {
        separator()
        text += JSONString.quoted(k) + ":"
        needsComma = false
    }
    mutating func string(_ s: String?) { raw(s.map(JSONString.quoted) ?? "null") }
    mutating func number(_ n: Int) { raw(String(n)) }
    mutating func numbers(_ ns: [Int]) { raw("[" + ns.map(String.init).joined(separator: ",") + "]") }
    mutating func raw(_ r: String) {
        separator()
        text += r
    }
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
