import Foundation
import TestSupport
import Testing

/// Timing test helpers: Python oracles run from their text, a tiny pcap reader (oracle
/// availability, subprocesses and paths come from TestSupport).
enum Support {
    /// Runs a Python script (given as text) with arguments and returns its standard output; the
    /// caller requires python3 and the modules the script imports. A failing script fails the test.
    static func python(_ script: String, _ args: [String] = []) throws -> String {
        let py = try #require(Oracle.python3)
        let file = try TemporaryFiles.file("oracle.py", text: script)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = try Subprocess.run(py, [file.path] + args)
        try #require(result.status == 0, "python oracle failed with status \(result.status): \(result.stderr.suffix(600))")
        return result.stdout
    }

    static func tempDir() throws -> URL { try TemporaryFiles.directory("timing-tests") }

    /// Classic pcap records' bytes (test only).
    static func readPcap(_ url: URL) throws -> [[UInt8]] {
        let data = [UInt8](try Data(contentsOf: url))
        guard data.count >= 24 else { return [] }
        let le = data[0] == 0xD4 || data[0] == 0x4D
        func u32(_ i: Int) -> Int {
            let b = data[i..<(i + 4)].map { Int($0) }
            return le ? b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24 : b[3] | b[2] << 8 | b[1] << 16 | b[0] << 24
        }
        var out: [[UInt8]] = []
        var i = 24
        while i + 16 <= data.count {
            let incl = u32(i + 8)
            i += 16
            guard i + incl <= data.count else { break }
            out.append(Array(data[i..<(i + incl)]))
            i += incl
        }
        return out
    }

    static var fuzzCount: Int {
        ProcessInfo.processInfo.environment["RANCONFORM_FUZZ_COUNT"].flatMap(Int.init) ?? 2_000
    }
}
