/// The fields a set of decoders can produce, after Wireshark's `hf[]` registry: expressions that
/// read fields are checked against it, and `ranconform fields` lists it.
///
/// A name is known when it is a registered field or protocol, matches a pattern (`f1ap._ext#`),
/// is a dotted group of registered names (`ptp.v2.flags`, which a bare presence test may name)
/// or belongs to a subtree whose names follow a structure (`f1ap.asn1.…`, checked against the
/// ASN.1 schema).
public struct FieldRegistry: Sendable {
    /// Every registered field and protocol, sorted by name (then type).
    public let specs: [FieldSpec]
    /// Families of names checked by their structure rather than listed.
    public let subtrees: [FieldSubtree]
    private let exact: [String: [FieldSpec]]
    /// Names holding `#` (few): matched one by one.
    private let patterns: [FieldSpec]
    /// Dotted prefixes of registered names (`ptp`, `ptp.v2`, `ptp.v2.flags`).
    private let groups: Set<String>
    /// Names offered as "did you mean" suggestions.
    private let suggestable: [String]

    public init(_ specs: [FieldSpec], subtrees: [FieldSubtree] = []) {
        var unique: [FieldSpec] = []
        var seen = Set<FieldSpec>()
        for spec in specs where seen.insert(spec).inserted { unique.append(spec) }
        unique.sort { ($0.name, $0.type.rawValue) < ($1.name, $1.type.rawValue) }
        self.specs = unique
        self.subtrees = subtrees.sorted { $0.spec.name < $1.spec.name }
        var exact: [String: [FieldSpec]] = [:]
        var patterns: [FieldSpec] = []
        var groups = Set<String>()
        func addGroups(_ name: Substring) {
            var prefix = name
            while let dot = prefix.lastIndex(of: ".") {
                prefix = prefix[..<dot]
                groups.insert(String(prefix))
            }
        }
        for spec in unique {
            if spec.isPattern {
                patterns.append(spec)
                let plain = spec.name.split(separator: ".", omittingEmptySubsequences: false).prefix { !$0.contains("#") }
                if !plain.isEmpty { addGroups(plain.joined(separator: ".") + ".") }
            } else {
                exact[spec.name, default: []].append(spec)
                addGroups(spec.name[...])
            }
        }
        for subtree in subtrees { addGroups(subtree.spec.name[...]) }
        self.exact = exact
        self.patterns = patterns
        self.groups = groups
        var names = Set<String>()
        var suggestable: [String] = []
        for spec in unique where !spec.isPattern && names.insert(spec.name).inserted { suggestable.append(spec.name) }
        for subtree in self.subtrees where names.insert(subtree.spec.name).inserted { suggestable.append(subtree.spec.name) }
        for group in groups.sorted() where names.insert(group).inserted { suggestable.append(group) }
        self.suggestable = suggestable
    }

    /// One registry holding every field of `registries` (a spec registered twice is kept once).
    public init(merging registries: [FieldRegistry]) {
        self.init(registries.flatMap(\.specs), subtrees: registries.flatMap(\.subtrees))
    }

    /// What a name stands for.
    public enum Entry: Sendable, Equatable {
        /// Registered fields (or a protocol) of that name; several when the name has several kinds of value.
        case fields([FieldSpec])
        /// A dotted prefix of registered names, with no value of its own.
        case group
        /// A name of a subtree (`root` is its ``FieldSubtree/spec``'s name) and the kinds of value
        /// it can hold (none for an inner node).
        case subtree(root: String, types: [FieldType])
    }

    /// What `name` stands for; nil when the registry does not know it.
    public func lookup(_ name: String) -> Entry? {
        if let found = exact[name] { return .fields(found) }
        if let subtree = subtree(owning: name) {
            if case .known(let types) = subtree.resolve(Self.components(of: name, under: subtree)) {
                return .subtree(root: subtree.spec.name, types: types)
            }
            return nil
        }
        let matching = patterns.filter { $0.matches(name) }
        if !matching.isEmpty { return .fields(matching) }
        if groups.contains(name) { return .group }
        return nil
    }

    /// True when `name` is a registered field, protocol, group or subtree name.
    public func knows(_ name: String) -> Bool { lookup(name) != nil }

    /// The kinds of value `name` can hold: empty for protocols and groups, nil when unknown.
    public func types(of name: String) -> [FieldType]? {
        switch lookup(name) {
        case .fields(let specs)?: specs.map(\.type).filter { $0 != .protocolName }
        case .group?: []
        case .subtree(_, let types)?: types
        case nil: nil
        }
    }

    /// The known name closest to a name the registry does not know (within a few edits, case
    /// ignored), or nil. Inside a subtree only the first component its structure refuses is
    /// corrected.
    public func suggestion(for name: String) -> String? {
        if let subtree = subtree(owning: name) {
            var components = Self.components(of: name, under: subtree)
            if case .unknown(let index, let candidates) = subtree.resolve(components), index < components.count,
                let fix = EditDistance.closest(to: String(components[index]), in: candidates, maximumLength: 128)
            {
                components[index] = Substring(fix)
                return ([subtree.spec.name] + components.map(String.init)).joined(separator: ".")
            }
            return nil
        }
        return EditDistance.closest(to: name, in: suggestable, maximumLength: 128)
    }

    /// Registered fields, protocols and subtree roots whose names start with `prefix`, sorted by name.
    public func listing(prefix: String = "") -> [FieldSpec] {
        let roots = subtrees.map(\.spec)
        return (specs + roots).filter { $0.name.hasPrefix(prefix) }
            .sorted { ($0.name, $0.type.rawValue) < ($1.name, $1.type.rawValue) }
    }

    private func subtree(owning name: String) -> FieldSubtree? {
        subtrees.first { name == $0.spec.name || (name.hasPrefix($0.spec.name) && name.dropFirst($0.spec.name.count).first == ".") }
    }

    private static func components(of name: String, under subtree: FieldSubtree) -> [Substring] {
        let rest = name.dropFirst(subtree.spec.name.count)
        return rest.isEmpty ? [] : rest.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
    }
}

/// A family of names checked by their structure rather than listed one by one, such as the
/// dotted ASN.1 paths under `f1ap.asn1`, which follow the schema's types.
public struct FieldSubtree: Sendable {
    /// The root name (`f1ap.asn1`) with the family's description and clause.
    public let spec: FieldSpec
    /// Resolves the dotted components after the root name.
    public let resolve: @Sendable ([Substring]) -> FieldSubtreeLookup

    public init(_ spec: FieldSpec, resolve: @escaping @Sendable ([Substring]) -> FieldSubtreeLookup) {
        self.spec = spec
        self.resolve = resolve
    }
}

/// What a ``FieldSubtree`` makes of the components of a name.
public enum FieldSubtreeLookup: Hashable, Sendable {
    /// A name of the family, with the kinds of value it can hold (none: an inner node).
    case known(types: [FieldType])
    /// Component `index` (0 is the first after the root) is not one the structure allows
    /// there; `candidates` are the ones it allows.
    case unknown(index: Int, candidates: [String])
}
