import WireCore

/// The text rendering of ``RunResults`` (deterministic: same inputs, same bytes); the JSON ones
/// are in `ResultsJSON.swift`.
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
        if frames.copies > 0 {
            out += "copies: \(frames.copies) frame(s) repeat one captured on another interface within 10 ms (the same traffic at two capture points), judged once, at the first capture (first copies: \(frames.copyFrames.map(String.init).joined(separator: ", ")))\n"
        }
        if frames.repeats > 0 {
            out += "repeats: \(frames.repeats) frame(s) repeat the one captured just before them on the same interface within 1 ms (a mirror session of both ends of a link, or a sender sending a frame twice), judged once, at the first capture (first repeats: \(frames.repeatFrames.map(String.init).joined(separator: ", ")))\n"
        }
        if frames.reordered > 0 {
            out += "order: \(frames.reordered) frame(s) checked after a later-numbered one: the interfaces of a pcapng section are checked in time order, not the file's (first: \(frames.reorderedFrames.map(String.init).joined(separator: ", ")))\n"
        }
        if frames.backInTime > 0 {
            out += "time: \(frames.backInTime) frame(s) earlier than the frame checked before them, judged where they came (first: \(frames.backInTimeFrames.map(String.init).joined(separator: ", ")))\n"
        }
        out += "nodes: " + nodes.map { "\($0.name)\($0.role.map { " (\($0.rawValue))" } ?? "")" }.joined(separator: ", ") + "\n\n"
        for r in results {
            let verdict = r.verdict.rawValue.padding(12)
            var line = "\(verdict) \(r.rule.padding(26)) \(r.node.padding(18))"
            switch r.verdict {
            case .skip, .inconclusive: line += " \(r.reason ?? "")"
            case .waived: line += " \(r.waived) waived: \(r.reason ?? "")"
            default:
                line += " \(r.evaluated) evaluated, \(r.violations) violation(s)"
                if r.inconclusive > 0, let reason = r.reason { line += "; \(reason)" }
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
        for note in waiverNotes { out += note + "\n" }
        out += "verdict: \(overallVerdict.rawValue)\(deviceUnderTest.isEmpty ? "" : " (device under test: \(deviceUnderTest.joined(separator: ", ")))")\n"
        return out
    }
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
