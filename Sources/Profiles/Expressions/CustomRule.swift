import WireCore

/// What a custom rule says about one frame.
public enum CustomRuleOutcome: Sendable, Hashable {
    /// `where` did not match (false or not applicable), or `assert` reads a field the frame
    /// does not have.
    case notApplicable
    case pass
    /// `assert` is false; the message quotes it and the actual values of the fields it reads.
    case fail(message: String)
}

/// A compiled custom rule of a testbed or suite (`custom:`): on every frame that `where` matches
/// (every frame when there is no `where`), `assert` must hold.
public struct CustomRule: Sendable {
    public let id: String
    public let title: String
    public let severity: Finding.Severity
    /// The `where` filter; nil applies the rule to every frame.
    public let filter: FilterExpression?
    public let assertion: FilterExpression
    /// Where the rule is written in its profile.
    public let location: SourceLocation?

    /// Most occurrences of one field quoted in a failure message.
    static let maximumQuotedValues = 8

    public init(
        id: String, title: String, severity: Finding.Severity = .error, filter: FilterExpression?,
        assertion: FilterExpression, location: SourceLocation? = nil
    ) {
        self.id = id
        self.title = title
        self.severity = severity
        self.filter = filter
        self.assertion = assertion
        self.location = location
    }

    /// Compiles both expressions of a profile rule; an error names file:line:column of the
    /// `where` or `assert` text that is wrong.
    public init(_ source: CustomRuleSource) throws(ExpressionError) {
        let filter = try source.whereClause.map { (text) throws(ExpressionError) in try FilterExpression.compile(text) }
        self.init(
            id: source.id, title: source.title, severity: source.severity, filter: filter,
            assertion: try FilterExpression.compile(source.assertion), location: source.location)
    }

    public func evaluate(_ fields: FieldList) -> CustomRuleOutcome {
        if let filter, filter.evaluate(fields) != .true { return .notApplicable }
        switch assertion.evaluate(fields) {
        case .true: return .pass
        case .notApplicable: return .notApplicable
        case .false: return .fail(message: "assert '\(assertion.text)' is false: \(actualValues(fields))")
        }
    }

    /// `name = value` for every field the assertion reads, in order of appearance:
    /// `oran_fh_cus.udCompHdrWidth = 14, sctp.chunk_type = [3, 0], vlan.id absent`.
    public func actualValues(_ fields: FieldList) -> String {
        var parts: [String] = []
        for name in assertion.fieldOrder {
            var texts: [String] = []
            var total = 0
            for field in fields.fields where field.name == name {
                total += 1
                if texts.count < Self.maximumQuotedValues { texts.append(Values.text(field.value)) }
            }
            if total > texts.count { texts.append("… \(total - texts.count) more") }
            switch total {
            case 0:
                let child = name + "."
                let hasChildren = fields.fields.contains { $0.name.hasPrefix(child) }
                parts.append(hasChildren ? "\(name) present" : "\(name) absent")
            case 1: parts.append("\(name) = \(texts[0])")
            default: parts.append("\(name) = [\(texts.joined(separator: ", "))]")
            }
        }
        return parts.joined(separator: ", ")
    }
}
