import ASN1PER
import Foundation

/// ASN.1 helpers the ASN1PER, F1AP and rule tests share: order-independent JSON comparison and
/// module sets under `shared/asn1` compiled once per test run.
extension Oracle {
    /// `shared/oracles/f1ap_pycrate.py`, the reference pycrate oracle's command line.
    public static var oracleScript: String { oraclesDirectory.appendingPathComponent("f1ap_pycrate.py").path }

    /// JSON text with sorted keys, for order-independent comparison.
    public static func canonicalJSON(_ text: String) -> String? {
        guard let data = text.data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
        return canonicalJSON(object: object)
    }

    /// A JSON value as text with sorted keys.
    public static func canonicalJSON(object: Any) -> String? {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed]) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    nonisolated(unsafe) private static var schemaCache: [String: ASN1Schema] = [:]
    private static let schemaLock = NSLock()

    /// Compiles (once per test run) a module directory under `shared/asn1`.
    public static func schema(_ relative: String) throws -> ASN1Schema {
        schemaLock.lock()
        defer { schemaLock.unlock() }
        if let schema = schemaCache[relative] { return schema }
        let schema = try ASN1Compiler.compile(directory: shared("asn1/" + relative).path)
        schemaCache[relative] = schema
        return schema
    }
}
