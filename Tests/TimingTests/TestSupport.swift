import Foundation
import Testing

/// Test-only helpers: locating oracles, running processes, a tiny pcap reader.
enum Support {
    static func which(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map(String.init) ?? []
        for dir in path + ["/usr/bin", "/usr/local/bin", "/bin"] {
            let p = dir + "/" + tool
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }
    static var python3: String? { which("python3") }
    static var tshark: String? { which("tshark") }

    /// Runs a process with optional stdin text; returns (status, stdout).
    static func run(_ path: String, _ args: [String], stdin: String? = nil) throws -> (Int32, String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = args
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        let input = Pipe()
        p.standardInput = input
        try p.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try? input.fileHandleForWriting.close()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Runs a Python script (given as text) with arguments; nil with a printed reason when python3
    /// (or a module the script imports) is missing.
    static func python(_ script: String, _ args: [String] = [], requires modules: [String] = []) throws -> String? {
        guard let py = python3 else {
            print("SKIP: python3 not found")
            return nil
        }
        for module in modules {
            let (status, _) = try run(py, ["-c", "import \(module)"])
            if status != 0 {
                print("SKIP: python module \(module) not available")
                return nil
            }
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("timing-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("oracle.py")
        try script.write(to: file, atomically: true, encoding: .utf8)
        let (status, out) = try run(py, [file.path] + args)
        guard status == 0 else {
            Issue.record("python oracle failed with status \(status)")
            return nil
        }
        return out
    }

    static func tempDir() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("timing-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

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
