/// Public, read-only access to a located YAML document for the other YAML files of the project
/// (scenarios, `Profiles/scenarios/*.yaml`): the same parser, key checking and
/// `file:line:column` errors as profiles, without the profile kinds.
public struct LocatedMapping: Sendable {
    let reader: MappingReader

    init(_ reader: MappingReader) { self.reader = reader }

    /// Reads `path` (UTF-8, bounded) and checks that its top level is a mapping whose keys are
    /// all in `allowed`.
    public static func load(path: String, allowed: [String]) throws(ProfileError) -> LocatedMapping {
        let text = try ProfileFileReader.read(path)
        return try parse(text, file: path, allowed: allowed)
    }

    /// Parses YAML `text` named `file` in errors.
    public static func parse(_ text: String, file: String, allowed: [String]) throws(ProfileError) -> LocatedMapping {
        guard let root = try YAMLTreeParser.parse(text, file: file) else {
            throw ProfileError(.wholeFile(file), "document is empty")
        }
        return LocatedMapping(try MappingReader(root, path: "", allowed: allowed))
    }

    /// Dotted path of this mapping ("" at the top).
    public var path: String { reader.path }
    public var file: String { reader.mapping.mark.file }

    public func has(_ key: String) -> Bool { reader.has(key) }
    public func string(_ key: String) throws(ProfileError) -> String? { try reader.string(key) }
    public func requiredString(_ key: String) throws(ProfileError) -> String { try reader.requiredString(key) }
    public func int(_ key: String, in range: ClosedRange<Int>) throws(ProfileError) -> Int? { try reader.int(key, in: range) }
    public func requiredInt(_ key: String, in range: ClosedRange<Int>) throws(ProfileError) -> Int {
        try reader.requiredInt(key, in: range)
    }
    public func bool(_ key: String) throws(ProfileError) -> Bool? { try reader.bool(key) }

    /// A plain decimal number (integer or fraction, optional sign and exponent) inside `range`.
    public func double(_ key: String, in range: ClosedRange<Double>) throws(ProfileError) -> Double? {
        guard let node = reader.node(key) else { return nil }
        guard case .scalar(let scalar) = node, scalar.style == .plain, let value = Double(scalar.text), value.isFinite else {
            throw ProfileError(node.mark, "wrong type for \(reader.child(key)): expected a number, found \(node.kindDescription)")
        }
        guard range.contains(value) else {
            throw ProfileError(node.mark, "\(reader.child(key)) \(scalar.text) is out of range \(range.lowerBound)...\(range.upperBound)")
        }
        return value
    }

    /// One of `choices`, with a "did you mean" on a typo.
    public func choice(_ key: String, _ choices: [String]) throws(ProfileError) -> String? {
        guard let text = try reader.string(key) else { return nil }
        guard choices.contains(text) else {
            throw error(at: key, "bad value '\(text)' for \(reader.child(key)): expected one of \(choices.joined(separator: ", "))"
                        + Suggestions.hint(for: text, in: choices))
        }
        return text
    }

    /// A nested mapping with its own allowed keys.
    public func mapping(_ key: String, allowed: [String]) throws(ProfileError) -> LocatedMapping? {
        guard let node = reader.node(key) else { return nil }
        return LocatedMapping(try MappingReader(node, path: reader.child(key), allowed: allowed))
    }

    /// The items of a sequence of mappings.
    public func mappings(_ key: String, allowed: [String]) throws(ProfileError) -> [LocatedMapping]? {
        guard let items = try reader.sequence(key) else { return nil }
        var out: [LocatedMapping] = []
        for (index, item) in items.enumerated() {
            out.append(LocatedMapping(try MappingReader(item, path: "\(reader.child(key))[\(index)]", allowed: allowed)))
        }
        return out
    }

    /// A sequence of integers (or one integer) inside `range`.
    public func ints(_ key: String, in range: ClosedRange<Int>) throws(ProfileError) -> [Int]? {
        guard let items = reader.oneOrMany(key) else { return nil }
        var out: [Int] = []
        for (index, item) in items.enumerated() {
            out.append(try MappingReader.int(item, path: "\(reader.child(key))[\(index)]", in: range))
        }
        return out
    }

    /// A sequence of strings (or one string).
    public func strings(_ key: String) throws(ProfileError) -> [String]? {
        guard let items = reader.oneOrMany(key) else { return nil }
        var out: [String] = []
        for (index, item) in items.enumerated() {
            out.append(try MappingReader.string(item, path: "\(reader.child(key))[\(index)]"))
        }
        return out
    }

    /// An error located at the value of `key` (at the mapping when the key is absent).
    public func error(at key: String, _ message: String) -> ProfileError {
        let mark = reader.node(key)?.mark ?? reader.keyMark(key) ?? reader.mapping.mark
        return ProfileError(mark, message)
    }

    /// An error located at this mapping.
    public func error(_ message: String) -> ProfileError { ProfileError(reader.mapping.mark, message) }

    /// Resolves a file reference written in this document relative to the document's directory.
    public func resolve(_ reference: String) -> String { ProfilePaths.resolve(reference, from: file) }
}
