import Profiles
import WireCore

/// `kind: suite` → `SuiteProfile`.
///
/// ```yaml
/// ranconform: 1
/// kind: suite
/// name: fronthaul-basic        # required
/// description: …
/// include: ['FH-*']            # ids or globs; default: every rule
/// exclude: ['FH-TIME-*']
/// severity: {FH-ETH-MTU: warning}   # ordered; the last match wins
/// custom: [{id: …, title: …, where: …, assert: …, severity: error}]
/// ```
enum SuiteProfileDecoder {
    static let rootKeys = ["ranconform", "kind", "name", "description", "include", "exclude", "severity", "custom"]

    static func decode(_ tree: YAMLTree) throws(ProfileError) -> SuiteProfile {
        let root = try MappingReader(tree, path: "", allowed: rootKeys)
        var suite = SuiteProfile(name: try root.requiredString("name"), description: try root.string("description"))
        suite.include = try patterns(root, "include")
        suite.exclude = try patterns(root, "exclude")
        if let node = root.node("severity") {
            guard case .mapping(let mapping) = node else {
                throw ProfileError(node.mark, "wrong type for severity: expected a mapping of rule id → severity, found \(node.kindDescription)")
            }
            for entry in mapping.entries {
                let pattern = try rulePattern(entry.key, mark: entry.keyMark, path: "severity")
                let severity = try MappingReader.choice(entry.value, path: "severity.\(entry.key)", Finding.Severity.self)
                suite.severityOverrides.append(SuiteProfile.SeverityOverride(rule: pattern, severity: severity))
            }
        }
        suite.custom = try CustomRuleDecoder.decode(root, "custom")
        return suite
    }

    static func patterns(_ reader: MappingReader, _ key: String) throws(ProfileError) -> [RulePattern] {
        var result: [RulePattern] = []
        for (index, item) in (try reader.sequence(key) ?? []).enumerated() {
            let text = try MappingReader.string(item, path: "\(key)[\(index)]")
            result.append(try rulePattern(text, mark: item.mark, path: "\(key)[\(index)]"))
        }
        return result
    }

    static func rulePattern(_ text: String, mark: Mark, path: String) throws(ProfileError) -> RulePattern {
        do {
            return try RulePattern(parsing: text)
        } catch {
            throw ProfileError(mark, "\(path): \(error.message)")
        }
    }
}

/// `custom:` rules of a testbed or suite: id, title, optional `where` and `severity`,
/// required `assert`; the expressions are kept as text with their file positions.
enum CustomRuleDecoder {
    static let keys = ["id", "title", "severity", "where", "assert"]

    static func decode(_ reader: MappingReader, _ key: String) throws(ProfileError) -> [CustomRuleSource] {
        var rules: [CustomRuleSource] = []
        for (index, item) in (try reader.sequence(key) ?? []).enumerated() {
            let path = "\(key)[\(index)]"
            let rule = try MappingReader(item, path: path, allowed: keys)
            let idNode = try rule.required("id")
            let id = try MappingReader.string(idNode, path: "\(path).id")
            try DeviceProfileDecoder.checkIdentifier(id, node: idNode, path: "\(path).id")
            if let first = rules.first(where: { $0.id == id }) {
                throw ProfileError(
                    idNode.mark, "duplicate custom rule id '\(id)' (first at line \(first.location?.line ?? 0))")
            }
            let ruleSource = 
                CustomRuleSource(
                    id: id, title: try rule.requiredString("title"),
                    severity: try rule.choice("severity", Finding.Severity.self) ?? .error,
                    whereClause: try source(rule, "where"), assertion: try source(try rule.required("assert"), rule, "assert"),
                    location: location(item.mark))
            try compile(ruleSource.whereClause, rule, "where")
            try compile(ruleSource.assertion, rule, "assert")
            rules.append(ruleSource)
        }
        return rules
    }

    /// Compiles an expression and checks the fields it reads against the registry of every
    /// field the decoders produce (``KnownFields``), so that a mistake, a misspelt field name
    /// included, is a profile error at its file:line:column (the expression's own position when
    /// the YAML scalar has one, else the key's).
    static func compile(_ text: SourceText?, _ reader: MappingReader, _ key: String) throws(ProfileError) {
        guard let text else { return }
        do {
            let expression = try FilterExpression.compile(text)
            // the whole registry (the ASN.1-derived families) only for a name the listed ones do
            // not know, and for the error's suggestion
            if !expression.fieldReferences.allSatisfy({ KnownFields.knows($0.name) }) { try expression.checkFields(in: KnownFields.registry) }
        } catch {
            if let at = error.location {
                throw ProfileError(file: at.file, line: at.line, column: at.column, message: "\(reader.child(key)): \(error.message)")
            }
            let mark = reader.node(key)?.mark ?? Mark.wholeFile("")
            throw ProfileError(
                file: mark.file, line: mark.line, column: mark.column + error.column - 1, message: "\(reader.child(key)): \(error.message)")
        }
    }

    static func source(_ reader: MappingReader, _ key: String) throws(ProfileError) -> SourceText? {
        guard let node = reader.node(key) else { return nil }
        return try source(node, reader, key)
    }

    static func source(_ node: YAMLTree, _ reader: MappingReader, _ key: String) throws(ProfileError) -> SourceText {
        let text = try MappingReader.string(node, path: reader.child(key))
        guard case .scalar(let scalar) = node else { return SourceText(text) }
        return SourceText(text, location: location(scalar.contentMark))
    }

    static func location(_ mark: Mark) -> SourceLocation {
        SourceLocation(file: mark.file, line: mark.line, column: mark.column)
    }
}
