import WireCore
import Yams

/// A YAML node that remembers which file and position it came from, so errors found after
/// `extends:` merging still point at the right file.
indirect enum YAMLTree: Sendable {
    case scalar(Scalar)
    case mapping(Mapping)
    case sequence(Sequence)

    enum ScalarStyle: Sendable {
        case plain, quoted, block
    }

    struct Scalar: Sendable {
        var text: String
        var style: ScalarStyle
        var mark: Mark
        /// Where the first character of the content is (differs from `mark` for quoted and
        /// block scalars).
        var contentMark: Mark

        /// `~`, `null` or nothing, unquoted.
        var isNull: Bool { style == .plain && ["", "~", "null", "Null", "NULL"].contains(text) }
    }

    struct Entry: Sendable {
        var key: String
        var keyMark: Mark
        var value: YAMLTree
    }

    struct Mapping: Sendable {
        var entries: [Entry]
        var mark: Mark

        func entry(_ key: String) -> Entry? { entries.first { $0.key == key } }
    }

    struct Sequence: Sendable {
        var items: [YAMLTree]
        var mark: Mark
    }

    var mark: Mark {
        switch self {
        case .scalar(let scalar): scalar.mark
        case .mapping(let mapping): mapping.mark
        case .sequence(let sequence): sequence.mark
        }
    }

    var isNull: Bool {
        if case .scalar(let scalar) = self { return scalar.isNull }
        return false
    }

    /// "a mapping", "a sequence", "the text 'x'" for type errors.
    var kindDescription: String {
        switch self {
        case .mapping: "a mapping"
        case .sequence: "a sequence"
        case .scalar(let scalar):
            // A short, escaped excerpt: an error never echoes a whole file (`extends: /etc/passwd`).
            scalar.isNull ? "nothing" : (scalar.style == .plain ? "'\(DisplayText.excerpt(scalar.text))'" : "the string \"\(DisplayText.excerpt(scalar.text))\"")
        }
    }
}

/// Parses YAML text (JSON is YAML) into a located tree.
enum YAMLTreeParser {
    static func parse(_ text: String, file: String) throws(ProfileError) -> YAMLTree? {
        let node: Node?
        if let deep = YAMLNestingScan.firstTooDeep(text, limit: maximumDepth) {
            throw ProfileError(Mark(file: file, line: deep.line, column: deep.column), "nesting deeper than \(maximumDepth) levels")
        }
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw syntaxError(error, file: file)
        } catch {
            throw ProfileError(.wholeFile(file), "YAML syntax error: \(error)")
        }
        guard let node else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var depth = 0
        var nodes = 0
        return try convert(node, file: file, lines: lines, depth: &depth, nodes: &nodes)
    }

    /// Deepest nesting accepted; profiles are a few levels deep.
    static let maximumDepth = 64
    /// Most nodes a document may expand to, aliases counted at every use: a "billion laughs"
    /// chain of aliases is a located error, not an exponential expansion.
    static let maximumNodes = 200_000

    static func syntaxError(_ error: YamlError, file: String) -> ProfileError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let detail = context.map { "\(problem) \($0.text)" } ?? problem
            return ProfileError(Mark(file: file, line: mark.line, column: mark.column), "YAML syntax error: \(detail)")
        case .reader(let problem, _, _, _):
            return ProfileError(.wholeFile(file), "YAML read error: \(problem)")
        default:
            return ProfileError(.wholeFile(file), "YAML error: \(error)")
        }
    }

    private static func mark(_ mark: Yams.Mark?, _ file: String) -> Mark {
        Mark(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    private static func convert(_ node: Node, file: String, lines: [Substring], depth: inout Int, nodes: inout Int)
        throws(ProfileError) -> YAMLTree
    {
        nodes += 1
        if nodes > maximumNodes {
            throw ProfileError(mark(node.mark, file), "the document expands to more than \(maximumNodes) nodes (aliases counted at each use)")
        }
        depth += 1
        defer { depth -= 1 }
        if depth > maximumDepth {
            throw ProfileError(mark(node.mark, file), "nesting deeper than \(maximumDepth) levels")
        }
        switch node {
        case .scalar(let scalar):
            let start = mark(scalar.mark, file)
            let style: YAMLTree.ScalarStyle
            var content = start
            switch scalar.style {
            case .singleQuoted, .doubleQuoted:
                style = .quoted
                content.column += 1
            case .literal, .folded:
                style = .block
                content = blockContentStart(after: start, lines: lines)
            default:
                style = .plain
            }
            return .scalar(YAMLTree.Scalar(text: scalar.string, style: style, mark: start, contentMark: content))
        case .sequence(let sequence):
            var items: [YAMLTree] = []
            for item in sequence {
                items.append(try convert(item, file: file, lines: lines, depth: &depth, nodes: &nodes))
            }
            return .sequence(YAMLTree.Sequence(items: items, mark: mark(sequence.mark, file)))
        case .mapping(let mapping):
            var entries: [YAMLTree.Entry] = []
            for (keyNode, valueNode) in mapping {
                let keyMark = mark(keyNode.mark, file)
                guard case .scalar(let keyScalar) = keyNode else {
                    throw ProfileError(keyMark, "mapping keys must be plain text")
                }
                if let first = entries.first(where: { $0.key == keyScalar.string }) {
                    throw ProfileError(
                        keyMark,
                        "duplicate key '\(keyScalar.string)' (first defined at line \(first.keyMark.line), column \(first.keyMark.column))")
                }
                let value = try convert(valueNode, file: file, lines: lines, depth: &depth, nodes: &nodes)
                entries.append(YAMLTree.Entry(key: keyScalar.string, keyMark: keyMark, value: value))
            }
            return .mapping(YAMLTree.Mapping(entries: entries, mark: mark(mapping.mark, file)))
        }
    }

    /// For `key: |` the content begins at the first non-blank character of the next
    /// non-blank line.
    private static func blockContentStart(after start: Mark, lines: [Substring]) -> Mark {
        var index = start.line  // 0-based index of the line after the indicator
        while index < lines.count {
            let line = lines[index]
            if let first = line.firstIndex(where: { $0 != " " }), line[first] != "\r" {
                let column = line.unicodeScalars.distance(from: line.startIndex, to: first) + 1
                return Mark(file: start.file, line: index + 1, column: column)
            }
            index += 1
        }
        return start
    }
}

/// `extends:` merging: mappings merge key by key (recursively), anything else in the child
/// replaces the base; a child value of `null` removes the inherited key.
enum YAMLTreeMerge {
    static func merge(base: YAMLTree, child: YAMLTree) -> YAMLTree {
        guard case .mapping(let baseMapping) = base, case .mapping(let childMapping) = child else { return child }
        var entries = baseMapping.entries
        for childEntry in childMapping.entries {
            if let index = entries.firstIndex(where: { $0.key == childEntry.key }) {
                if childEntry.value.isNull {
                    entries.remove(at: index)
                } else {
                    entries[index] = YAMLTree.Entry(
                        key: childEntry.key, keyMark: childEntry.keyMark,
                        value: merge(base: entries[index].value, child: childEntry.value))
                }
            } else if !childEntry.value.isNull {
                entries.append(childEntry)
            }
        }
        return .mapping(YAMLTree.Mapping(entries: entries, mark: childMapping.mark))
    }
}
