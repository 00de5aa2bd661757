import Profiles

/// The three profile kinds.
public enum ProfileKind: String, Hashable, Sendable, CaseIterable {
    case device, testbed, suite
}

/// A loaded profile of any kind, after `extends:` merging, validation and defaults.
public enum LoadedProfile: Hashable, Sendable {
    case device(DeviceProfile)
    case testbed(TestbedProfile)
    case suite(SuiteProfile)

    public var kind: ProfileKind {
        switch self {
        case .device: .device
        case .testbed: .testbed
        case .suite: .suite
        }
    }
}

/// Loads versioned YAML (or JSON) profiles into the `Profiles` model.
///
/// Every file starts with `ranconform: 1` and `kind: device | testbed | suite`; `extends:` names
/// one or more base files of the same kind by path relative to the file, merged with
/// `YAMLTreeMerge` (child wins). Problems are thrown as one `ProfileError` at file:line:column.
public enum ProfileLoader {
    /// The profile format version this build reads.
    public static let formatVersion = 1

    /// Loads any kind of profile.
    public static func load(path: String) throws(ProfileError) -> LoadedProfile {
        var session = LoaderSession()
        return try session.load(path: ProfilePaths.normalize(path))
    }

    public static func loadDevice(path: String) throws(ProfileError) -> DeviceProfile {
        guard case .device(let device) = try load(path: path) else { throw wrongKind(path, expected: .device) }
        return device
    }

    public static func loadTestbed(path: String) throws(ProfileError) -> TestbedProfile {
        guard case .testbed(let testbed) = try load(path: path) else { throw wrongKind(path, expected: .testbed) }
        return testbed
    }

    public static func loadSuite(path: String) throws(ProfileError) -> SuiteProfile {
        guard case .suite(let suite) = try load(path: path) else { throw wrongKind(path, expected: .suite) }
        return suite
    }

    /// The effective profile (after `extends:`, with defaults filled) as YAML text with a fixed
    /// key order; file references are written relative to the file's own directory.
    public static func effectiveYAML(path: String) throws(ProfileError) -> String {
        let profile = try load(path: path)
        return effectiveYAML(profile, pathsRelativeTo: ProfilePaths.directory(of: path))
    }

    /// `profile` as YAML; device and suite file references are made relative to `directory`
    /// (the directory the text will be saved in).
    public static func effectiveYAML(_ profile: LoadedProfile, pathsRelativeTo directory: String) -> String {
        ProfileEmitter(baseDirectory: directory).emit(profile)
    }

    private static func wrongKind(_ path: String, expected: ProfileKind) -> ProfileError {
        ProfileError(.wholeFile(ProfilePaths.normalize(path)), "expected a \(expected.rawValue) profile")
    }
}

/// One load: the chain of files being read (for cycle detection) and device profiles already
/// loaded (a testbed often names one device file for several nodes).
struct LoaderSession {
    private var stack: [String] = []
    private var loadedDevices: [String: DeviceProfile] = [:]
    private var loadedSuites: [String: SuiteProfile] = [:]

    /// Files reachable through `extends` and references; guards against pathological inputs.
    static let maximumFiles = 256
    private var filesRead = 0

    mutating func load(path: String) throws(ProfileError) -> LoadedProfile {
        let (tree, kind) = try effectiveTree(path: path, referencedAt: nil)
        switch kind {
        case .device: return .device(try DeviceProfileDecoder.decode(tree))
        case .suite: return .suite(try SuiteProfileDecoder.decode(tree))
        case .testbed: return .testbed(try TestbedProfileDecoder.decode(tree, file: path, session: &self))
        }
    }

    /// A device profile referenced from a testbed at `mark`.
    mutating func device(path: String, referencedAt mark: Mark, field: String) throws(ProfileError) -> DeviceProfile {
        if let cached = loadedDevices[path] { return cached }
        let (tree, kind) = try effectiveTree(path: path, referencedAt: mark)
        guard kind == .device else {
            throw ProfileError(mark, "\(field): '\(path)' is a \(kind.rawValue) profile, expected a device profile")
        }
        let device = try DeviceProfileDecoder.decode(tree)
        loadedDevices[path] = device
        return device
    }

    mutating func suite(path: String, referencedAt mark: Mark, field: String) throws(ProfileError) -> SuiteProfile {
        if let cached = loadedSuites[path] { return cached }
        let (tree, kind) = try effectiveTree(path: path, referencedAt: mark)
        guard kind == .suite else {
            throw ProfileError(mark, "\(field): '\(path)' is a \(kind.rawValue) profile, expected a suite profile")
        }
        let suite = try SuiteProfileDecoder.decode(tree)
        loadedSuites[path] = suite
        return suite
    }

    /// Reads `path`, checks its header, and merges its `extends:` chain.
    private mutating func effectiveTree(path: String, referencedAt reference: Mark?) throws(ProfileError)
        -> (YAMLTree, ProfileKind)
    {
        filesRead += 1
        if filesRead > Self.maximumFiles {
            throw ProfileError(reference ?? .wholeFile(path), "more than \(Self.maximumFiles) profile files referenced")
        }
        let text: String
        do {
            text = try ProfileFileReader.read(path)
        } catch {
            guard let reference else { throw error }
            throw ProfileError(reference, "cannot read '\(path)': \(error.message)")
        }
        guard let root = try YAMLTreeParser.parse(text, file: path) else {
            throw ProfileError(.wholeFile(path), "profile is empty")
        }
        guard case .mapping(var mapping) = root else {
            throw ProfileError(root.mark, "a profile must be a mapping at the top level, found \(root.kindDescription)")
        }
        let header = try ProfileHeader.read(mapping, file: path)
        mapping.entries.removeAll { $0.key == "extends" }
        var merged: YAMLTree?
        stack.append(path)
        defer { stack.removeLast() }
        for (reference, mark) in header.extends {
            let basePath = ProfilePaths.resolve(reference, from: path)
            if let start = stack.firstIndex(of: basePath) {
                let chain = (stack[start...] + [basePath]).joined(separator: " -> ")
                throw ProfileError(mark, "extends cycle: \(chain)")
            }
            let exists = ProfileFileReader.exists(basePath)
            if !exists {
                throw ProfileError(mark, "extends file '\(reference)' not found (looked for \(basePath))")
            }
            let (baseTree, baseKind) = try effectiveTree(path: basePath, referencedAt: mark)
            guard baseKind == header.kind else {
                throw ProfileError(
                    mark, "extends '\(reference)' is a \(baseKind.rawValue) profile, but this is a \(header.kind.rawValue) profile")
            }
            merged = merged.map { YAMLTreeMerge.merge(base: $0, child: baseTree) } ?? baseTree
        }
        let child = YAMLTree.mapping(mapping)
        return (merged.map { YAMLTreeMerge.merge(base: $0, child: child) } ?? child, header.kind)
    }
}

/// `ranconform:`, `kind:` and `extends:` of one file.
struct ProfileHeader {
    var version: Int
    var kind: ProfileKind
    var extends: [(String, Mark)]

    static func read(_ mapping: YAMLTree.Mapping, file: String) throws(ProfileError) -> ProfileHeader {
        guard let versionEntry = mapping.entry("ranconform"), !versionEntry.value.isNull else {
            throw ProfileError(
                mapping.mark,
                "missing required key 'ranconform' (the profile format version; write 'ranconform: \(ProfileLoader.formatVersion)')")
        }
        let version = try MappingReader.int(versionEntry.value, path: "ranconform", in: 1...Int.max)
        if version > ProfileLoader.formatVersion {
            throw ProfileError(
                versionEntry.value.mark,
                "profile format version \(version) is newer than this ranconform supports "
                    + "(\(ProfileLoader.formatVersion)); upgrade ranconform to read this profile")
        }
        guard let kindEntry = mapping.entry("kind"), !kindEntry.value.isNull else {
            throw ProfileError(mapping.mark, "missing required key 'kind' (device, testbed or suite)")
        }
        let kindText = try MappingReader.string(kindEntry.value, path: "kind")
        guard let kind = ProfileKind(rawValue: kindText) else {
            let names = ProfileKind.allCases.map(\.rawValue)
            throw ProfileError(
                kindEntry.value.mark,
                "unknown kind '\(kindText)': expected device, testbed or suite" + Suggestions.hint(for: kindText, in: names))
        }
        var extends: [(String, Mark)] = []
        if let entry = mapping.entry("extends"), !entry.value.isNull {
            let items: [YAMLTree]
            if case .sequence(let sequence) = entry.value { items = sequence.items } else { items = [entry.value] }
            for item in items {
                extends.append((try MappingReader.string(item, path: "extends"), item.mark))
            }
        }
        return ProfileHeader(version: version, kind: kind, extends: extends)
    }
}

extension ProfileLoader {
    /// `ranconform profile validate FILE…`: the first error of each file that does not load,
    /// in the order given (empty when all load).
    public static func validate(paths: [String]) -> [ProfileError] {
        var errors: [ProfileError] = []
        for path in paths {
            do {
                _ = try load(path: path)
            } catch {
                errors.append(error)
            }
        }
        return errors
    }
}
