import ASN1PER
import F1AP
import Foundation

/// Paths and oracle helpers shared by the ASN1PER tests. `/work/shared` is resolved as
/// `<package root>/../shared` from this file's location.
enum Oracle {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let shared: URL = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    static var sharedPresent: Bool { FileManager.default.fileExists(atPath: shared.appendingPathComponent("asn1/f1ap").path) }
    static var oracleScript: String { shared.appendingPathComponent("oracles/f1ap_pycrate.py").path }

    static let pycrateAvailable: Bool = {
        guard sharedPresent else { return false }
        guard let r = try? run(["python3", "-c", "import pycrate_asn1dir.F1AP"]) else { return false }
        return r.status == 0
    }()

    static func run(_ args: [String], stdin: String? = nil) throws -> (status: Int32, out: String, err: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = args
        let outPipe = Pipe()
        let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("oracle-err-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let errHandle = try FileHandle(forWritingTo: errURL)
        defer { try? FileManager.default.removeItem(at: errURL) }
        p.standardOutput = outPipe
        p.standardError = errHandle
        // stdin from a file: a pipe written before stdout is drained can deadlock
        let inURL = FileManager.default.temporaryDirectory.appendingPathComponent("oracle-in-\(UUID().uuidString).txt")
        try (stdin ?? "").write(to: inURL, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: inURL) }
        let inHandle = try FileHandle(forReadingFrom: inURL)
        p.standardInput = inHandle
        try p.run()
        let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        try errHandle.close()
        let errData = (try? Data(contentsOf: errURL)) ?? Data()
        return (p.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    /// JSON text with sorted keys, for order-independent comparison.
    static func canonicalJSON(_ text: String) -> String? {
        guard let data = text.data(using: .utf8),
              let obj = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
        return canonicalJSON(object: obj)
    }

    static func canonicalJSON(object: Any) -> String? {
        guard let d = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed]) else { return nil }
        return String(decoding: d, as: UTF8.self)
    }

    nonisolated(unsafe) static var schemaCache: [String: ASN1Schema] = [:]
    static let lock = NSLock()

    /// Compiles (once per process) a module directory under `shared/asn1`.
    static func schema(_ relative: String) throws -> ASN1Schema {
        lock.lock()
        defer { lock.unlock() }
        if let s = schemaCache[relative] { return s }
        let s = try ASN1Compiler.compile(directory: shared.appendingPathComponent("asn1/" + relative).path)
        schemaCache[relative] = s
        return s
    }
}
