import Foundation

/// Fresh temporary files and directories for one test.
public enum TemporaryFiles {
    /// One directory for this test process's scratch files (captures and profiles a test writes
    /// and reads back), removed with everything in it when the process exits, so test runs leave
    /// nothing in the system temporary directory.
    public static let scratch: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ranconform-scratch-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TemporaryFiles.scratch) }
        return url
    }()

    /// A new empty directory `LABEL-UUID` in ``scratch``.
    public static func directory(_ label: String) throws -> URL {
        let url = scratch.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A path in ``scratch`` that does not exist yet, ending in `suffix` (".pcap", "-profile", ...).
    public static func path(_ suffix: String) -> String {
        scratch.appendingPathComponent("\(UUID().uuidString)\(suffix)").path
    }

    /// Writes `text` to a new file named `name` in a new directory and returns its URL.
    public static func file(_ name: String, text: String) throws -> URL {
        let url = try directory("file").appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }
}
