#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes rendered reports to files, created or replaced whole: the text goes to a temporary
/// sibling that is renamed over the path, so a reader never sees half a report and a failed run
/// leaves no empty file behind. Errors are one line with the system's reason.
public enum ReportFileWriter {
    public static func write(_ text: String, to path: String) throws(ReportError) {
        try checkWritable(path, what: "report")
        let temporary = temporarySibling(of: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw ReportError("cannot write report \(path): \(reason())") }
        var bytes = Array(text.utf8)
        var offset = 0
        var failure: String?
        bytes.withUnsafeMutableBytes { raw in
            while offset < raw.count {
                let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = reason()
                    return
                }
                offset += written
            }
        }
        bytes.removeAll()
        if close(descriptor) != 0 && failure == nil { failure = reason() }
        if failure == nil && rename(temporary, path) != 0 { failure = reason() }
        if let failure {
            unlink(temporary)
            throw ReportError("cannot write report \(path): \(failure)")
        }
    }

    /// Whether `path` can be written, asked before a run reads anything: its directory exists
    /// and is writable and the path is not a directory. `-` (standard output) always can.
    public static func checkWritable(_ path: String, what: String) throws(ReportError) {
        if path == "-" { return }
        if path.isEmpty { throw ReportError("cannot write \(what): empty path") }
        var info = stat()
        if stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR {
            throw ReportError("cannot write \(what) \(path): it is a directory")
        }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        if stat(directory, &info) != 0 {
            throw ReportError("cannot write \(what) \(path): directory \(directory) does not exist")
        }
        if info.st_mode & S_IFMT != S_IFDIR {
            throw ReportError("cannot write \(what) \(path): \(directory) is not a directory")
        }
        if access(directory, W_OK) != 0 {
            throw ReportError("cannot write \(what) \(path): directory \(directory) is not writable (\(reason()))")
        }
    }

    /// A hidden sibling of `path` (same directory, so the final rename stays on one file system)
    /// to write into before renaming it over `path`; every output of the tool uses it.
    public static func temporarySibling(of path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return "\(directory).\(name).ranconform-\(getpid()).tmp"
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}
