#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lexical path handling for profile references (`extends:`, `nodes.X.device:`), relative to
/// the referring file's directory. Paths keep the form the user gave (relative stays relative)
/// so messages name files the way the user typed them.
enum ProfilePaths {
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// `reference` resolved against the directory of `file`, normalised.
    static func resolve(_ reference: String, from file: String) -> String {
        if reference.hasPrefix("/") { return normalize(reference) }
        return normalize(directory(of: file) + "/" + reference)
    }

    /// Removes `.` and empty components and folds `x/..` where possible.
    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if component == "..", absolute, parts.isEmpty { continue }
            parts.append(component)
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return normalize(path) }
        let cwd = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return normalize(cwd + "/" + path)
    }

    /// `target` relative to directory `base` (both made absolute first).
    static func relative(_ target: String, toDirectory base: String) -> String {
        let targetParts = absolute(target).split(separator: "/")
        let baseParts = absolute(base).split(separator: "/")
        var common = 0
        while common < targetParts.count, common < baseParts.count, targetParts[common] == baseParts[common] {
            common += 1
        }
        let ups = [Substring](repeating: "..", count: baseParts.count - common)
        let rest = ups + targetParts[common...]
        return rest.isEmpty ? "." : rest.joined(separator: "/")
    }
}

/// Reads a whole profile file (UTF-8), bounded in size.
enum ProfileFileReader {
    /// Profiles are hand-written; anything larger is a mistake.
    static let maximumBytes = 4 << 20

    static func read(_ path: String) throws(ProfileError) -> String {
        // Only regular files: not a device (/dev/zero), a FIFO, a directory or a /proc entry
        // whose size says nothing of what reading it returns.
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFREG else {
                throw ProfileError(.wholeFile(path), "cannot read profile: not a regular file")
            }
            if path.hasPrefix("/proc/") || path.hasPrefix("/sys/") {
                throw ProfileError(.wholeFile(path), "cannot read profile: not a regular file")
            }
        }
        guard let handle = fopen(path, "rb") else {
            let reason = String(cString: strerror(errno))
            throw ProfileError(.wholeFile(path), "cannot read profile: \(reason)")
        }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&chunk, 1, chunk.count, handle)
            if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
            if bytes.count > maximumBytes {
                throw ProfileError(.wholeFile(path), "profile is larger than \(maximumBytes) bytes")
            }
            if count < chunk.count {
                if ferror(handle) != 0 { throw ProfileError(.wholeFile(path), "cannot read profile: read error") }
                break
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ProfileError(.wholeFile(path), "profile is not valid UTF-8")
        }
        return text
    }
}

extension ProfileFileReader {
    static func exists(_ path: String) -> Bool {
        guard let handle = fopen(path, "rb") else { return false }
        fclose(handle)
        return true
    }
}
