import Reports

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Output files (reports, evidence, synthesized captures) checked against the command's inputs
/// before anything is read or written, and written whole or not at all.
enum OutputPaths {
    /// Fails with one error line when an output names the same file as an input: the same device
    /// and inode, so symbolic and hard links to an input are caught too. Outputs that do not exist
    /// yet cannot be an input. `-` (standard output) is never a file.
    static func refuseInputs(outputs: [String], inputs: [String]) throws(CommandFailure) {
        var identities: [(dev: UInt64, ino: UInt64, path: String)] = []
        for input in inputs {
            if let id = identity(input) { identities.append((id.dev, id.ino, input)) }
        }
        for output in outputs where output != "-" {
            guard let id = identity(output) else { continue }
            if let input = identities.first(where: { $0.dev == id.dev && $0.ino == id.ino }) {
                throw CommandFailure(message: "output \(output) is the input \(input.path): refusing to overwrite it")
            }
        }
    }

    /// Device and inode of the file a path names (following symbolic links); nil when it does not exist.
    static func identity(_ path: String) -> (dev: UInt64, ino: UInt64)? {
        var s = stat()
        guard stat(path, &s) == 0 else { return nil }
        return (UInt64(s.st_dev), UInt64(s.st_ino))
    }

    /// A sibling of `path` to write into before ``commit(_:to:)`` renames it over `path`, so a run
    /// that fails midway leaves no half-written (or empty) output behind (the reports' own).
    static func temporarySibling(of path: String) -> String { ReportFileWriter.temporarySibling(of: path) }

    /// Renames the finished temporary file over `path`.
    static func commit(_ temporary: String, to path: String) throws(CommandFailure) {
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw CommandFailure(message: "cannot write \(path): \(reason)")
        }
    }

    /// Removes a temporary file after a failure (no error if it is gone).
    static func discard(_ temporary: String) { unlink(temporary) }
}
