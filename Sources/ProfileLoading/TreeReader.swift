import Profiles

/// Typed access to a located YAML mapping for one profile section. Rejects keys it was not
/// told about (with a "did you mean"), and turns every bad value into a `ProfileError` at the
/// value's position naming its dotted path.
struct MappingReader {
    let mapping: YAMLTree.Mapping
    /// Dotted path of this mapping, "" at the root.
    let path: String
    /// What to call this mapping in "missing key" messages.
    var context: String { path.isEmpty ? "the profile" : path }

    init(_ node: YAMLTree, path: String, allowed: [String]) throws(ProfileError) {
        guard case .mapping(let mapping) = node else {
            throw ProfileError(node.mark, "wrong type for \(path.isEmpty ? "profile" : path): expected a mapping, found \(node.kindDescription)")
        }
        self.mapping = mapping
        self.path = path
        for entry in mapping.entries where !allowed.contains(entry.key) {
            let place = path.isEmpty ? "" : " in \(path)"
            throw ProfileError(
                entry.keyMark, "unknown key '\(entry.key)'\(place)\(Suggestions.hint(for: entry.key, in: allowed))")
        }
    }

    func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The value node, nil when absent or null.
    func node(_ key: String) -> YAMLTree? {
        guard let entry = mapping.entry(key), !entry.value.isNull else { return nil }
        return entry.value
    }

    func keyMark(_ key: String) -> Mark? { mapping.entry(key)?.keyMark }

    func has(_ key: String) -> Bool { node(key) != nil }

    func required(_ key: String) throws(ProfileError) -> YAMLTree {
        guard let node = node(key) else {
            throw ProfileError(keyMark(key) ?? mapping.mark, "missing required key '\(key)' in \(context)")
        }
        return node
    }

    // MARK: scalars

    func string(_ key: String) throws(ProfileError) -> String? {
        guard let node = node(key) else { return nil }
        return try Self.string(node, path: child(key))
    }

    func requiredString(_ key: String) throws(ProfileError) -> String {
        try Self.string(try required(key), path: child(key))
    }

    func int(_ key: String, in range: ClosedRange<Int>) throws(ProfileError) -> Int? {
        guard let node = node(key) else { return nil }
        return try Self.int(node, path: child(key), in: range)
    }

    func requiredInt(_ key: String, in range: ClosedRange<Int>) throws(ProfileError) -> Int {
        try Self.int(try required(key), path: child(key), in: range)
    }

    func bool(_ key: String) throws(ProfileError) -> Bool? {
        guard let node = node(key) else { return nil }
        return try Self.bool(node, path: child(key))
    }

    func choice<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type) throws(ProfileError) -> E?
    where E.RawValue == String {
        guard let node = node(key) else { return nil }
        return try Self.choice(node, path: child(key), type)
    }

    func requiredChoice<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type) throws(ProfileError) -> E
    where E.RawValue == String {
        try Self.choice(try required(key), path: child(key), type)
    }

    /// One of the named values `options` (name, value), in the order the error message lists them.
    func requiredChoice<T>(_ key: String, among options: [(name: String, value: T)]) throws(ProfileError) -> T {
        let node = try required(key)
        let text = try Self.string(node, path: child(key))
        if let match = options.first(where: { $0.name == text }) { return match.value }
        let names = options.map(\.name)
        throw ProfileError(
            node.mark,
            "bad value '\(text)' for \(child(key)): expected one of \(names.joined(separator: ", "))"
                + Suggestions.hint(for: text, in: names))
    }

    /// A scalar parsed by a model parser; its `ProfileValueError` is located at the value.
    func parsed<T>(_ key: String, _ parse: (String) throws(ProfileValueError) -> T) throws(ProfileError) -> T? {
        guard let node = node(key) else { return nil }
        return try Self.parsed(node, path: child(key), parse)
    }

    func sequence(_ key: String) throws(ProfileError) -> [YAMLTree]? {
        guard let node = node(key) else { return nil }
        return try Self.sequence(node, path: child(key))
    }

    /// `key: x` or `key: [x, y]` as a list.
    func oneOrMany(_ key: String) -> [YAMLTree]? {
        guard let node = node(key) else { return nil }
        if case .sequence(let sequence) = node { return sequence.items }
        return [node]
    }

    // MARK: node-level conversions

    static func string(_ node: YAMLTree, path: String) throws(ProfileError) -> String {
        guard case .scalar(let scalar) = node, !scalar.isNull else {
            throw ProfileError(node.mark, "wrong type for \(path): expected text, found \(node.kindDescription)")
        }
        return scalar.text
    }

    /// Decimal or `0x` hex integers, unquoted.
    static func int(_ node: YAMLTree, path: String, in range: ClosedRange<Int>) throws(ProfileError) -> Int {
        guard case .scalar(let scalar) = node, scalar.style == .plain, let value = integer(scalar.text) else {
            throw ProfileError(node.mark, "wrong type for \(path): expected an integer, found \(node.kindDescription)")
        }
        guard range.contains(value) else {
            throw ProfileError(
                node.mark, "\(path) \(value) is out of range \(range.lowerBound)...\(range.upperBound)")
        }
        return value
    }

    static func integer(_ text: String) -> Int? {
        var body = Substring(text)
        var negative = false
        if body.first == "-" || body.first == "+" {
            negative = body.first == "-"
            body = body.dropFirst()
        }
        let value: Int?
        if body.hasPrefix("0x") || body.hasPrefix("0X") {
            value = Int(body.dropFirst(2), radix: 16)
        } else {
            value = body.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "_") }) && !body.isEmpty
                ? Int(body.filter { $0 != "_" }) : nil
        }
        guard let value else { return nil }
        return negative ? -value : value
    }

    static func bool(_ node: YAMLTree, path: String) throws(ProfileError) -> Bool {
        if case .scalar(let scalar) = node, scalar.style == .plain {
            switch scalar.text {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        throw ProfileError(node.mark, "wrong type for \(path): expected true or false, found \(node.kindDescription)")
    }

    static func choice<E: RawRepresentable & CaseIterable>(_ node: YAMLTree, path: String, _ type: E.Type)
        throws(ProfileError) -> E where E.RawValue == String
    {
        let text = try string(node, path: path)
        if let value = E(rawValue: text) { return value }
        let names = E.allCases.map(\.rawValue)
        throw ProfileError(
            node.mark,
            "bad value '\(text)' for \(path): expected one of \(names.joined(separator: ", "))"
                + Suggestions.hint(for: text, in: names))
    }

    static func parsed<T>(_ node: YAMLTree, path: String, _ parse: (String) throws(ProfileValueError) -> T)
        throws(ProfileError) -> T
    {
        let text = try string(node, path: path)
        return try located(node, path: path) { () throws(ProfileValueError) in try parse(text) }
    }

    static func sequence(_ node: YAMLTree, path: String) throws(ProfileError) -> [YAMLTree] {
        guard case .sequence(let sequence) = node else {
            throw ProfileError(node.mark, "wrong type for \(path): expected a sequence, found \(node.kindDescription)")
        }
        return sequence.items
    }

    /// Runs a model validation and locates its error at `node`.
    static func located<T>(_ node: YAMLTree, path: String, _ body: () throws(ProfileValueError) -> T)
        throws(ProfileError) -> T
    {
        do {
            return try body()
        } catch {
            throw ProfileError(node.mark, "\(path): \(error.message)")
        }
    }
}
