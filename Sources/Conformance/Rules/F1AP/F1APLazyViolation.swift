import WireCore

extension RuleRecorder {
    /// A violation whose finding (text, expected and actual values) is made only while the
    /// (rule, node) still keeps findings: past the finding cap the recorder only counts it and
    /// keeps its `severity`, so the F1AP judges build no strings for a rule broken on every
    /// message. Recorded exactly as ``violation(_:node:_:)`` of the full violation.
    mutating func violation(_ rule: Int, node: Int, severity: Finding.Severity?, _ make: () -> Violation) {
        if wantsFinding(rule, node: node) {
            violation(rule, node: node, make())
        } else {
            countViolation(rule, node: node, severity: severity)
        }
    }
}
