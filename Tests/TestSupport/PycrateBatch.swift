import ASN1PER
import Foundation
import WireCore

/// Cross-checks generated PDUs with pycrate through the shared ``PycrateWorker``: for each value,
/// our APER goes to pycrate (decode → JER, re-encode → bytes), and our JER goes to pycrate's
/// encoder, whose bytes we decode again.
public enum PycrateBatch {
    /// pycrate's answers to `D HEX` (decode) and `E JER` (encode) lines, in order.
    public static func run(protocolName: String, lines: [String]) throws -> [[String: Any]] {
        var decodes: [String] = [], encodes: [String] = []
        for line in lines {
            if line.hasPrefix("D ") { decodes.append(String(line.dropFirst(2))) } else { encodes.append(String(line.dropFirst(2))) }
        }
        let worker = PycrateWorker.shared
        var decoded = try worker.objects("decode", protocol: protocolName, items: decodes).makeIterator()
        var encoded = try worker.objects("encode", protocol: protocolName, items: encodes).makeIterator()
        return lines.map { ($0.hasPrefix("D ") ? decoded.next() : encoded.next()) ?? ["error": "missing answer"] }
    }

    public struct Message {
        public var alternative: String
        public var code: Int64
        public var criticality: String
        public var type: Int
    }

    /// Every (procedure, outcome) message type of an elementary-procedure object set.
    public static func messages(_ schema: ASN1Schema, procedures: String) -> [Message] {
        guard let set = schema.objectSet(named: procedures) else { return [] }
        var out: [Message] = []
        for o in set.objects {
            guard let code = o.integer("procedureCode") else { continue }
            let crit = o.identifier("criticality") ?? "ignore"
            for (alt, field) in [("initiatingMessage", "InitiatingMessage"), ("successfulOutcome", "SuccessfulOutcome"), ("unsuccessfulOutcome", "UnsuccessfulOutcome")] {
                if let t = o.type(field) { out.append(Message(alternative: alt, code: code, criticality: crit, type: t)) }
            }
        }
        return out
    }

    public struct Report {
        public var generated = 0
        public var checked = 0
        public var mismatches: [String] = []
        public var messageTypes = 0
        /// JER differences explained by a schema version difference: `referenceSchema` (the
        /// oracle's own modules, compiled by us) decodes the same bytes to pycrate's JER.
        public var versionDifferences = 0
    }

    static let criticalities = ["reject", "ignore", "notify"]

    /// Generates `count` PDUs round-robin over all message types and cross-checks them.
    public static func crossCheck(schema: ASN1Schema, pduType: String, procedures: String, protocolName: String, count: Int, seed: UInt64, avoid: Set<String> = [], referenceSchema: ASN1Schema? = nil) throws -> Report {
        try crossCheck(schema: schema, pduType: pduType, procedures: procedures, protocolName: protocolName, count: count, seed: seed, avoid: avoid,
                       referenceSchema: referenceSchema, contents: false)
    }

    /// As above; with `contents`, OCTET STRINGs with a contents constraint (`CONTAINING T`) hold
    /// random values of T (pycrate decodes them) and our decodes are compared with their
    /// contents expanded.
    public static func crossCheck(schema: ASN1Schema, pduType: String, procedures: String, protocolName: String, count: Int, seed: UInt64, avoid: Set<String> = [], referenceSchema: ASN1Schema? = nil, contents: Bool) throws -> Report {
        var report = Report()
        let msgs = messages(schema, procedures: procedures)
        report.messageTypes = msgs.count
        guard !msgs.isEmpty else { report.mismatches.append("no messages in \(procedures)"); return report }
        var gen = ASN1RandomValueGenerator(schema: schema, seed: seed)
        gen.avoidTypeNames = avoid
        var values: [(ASN1Value, [UInt8], String, String)] = []  // value, our bytes, our JER, label
        var attempts = 0
        while values.count < count && attempts < count * 3 {
            let m = msgs[attempts % msgs.count]
            attempts += 1
            guard var body = gen.value(m.type, depth: 1) else { continue }
            if contents { body = gen.fillingContents(body, typeID: m.type, schema: schema, depth: 1) }
            let critIndex = criticalities.firstIndex(of: m.criticality) ?? 1
            let pdu = ASN1Value.choice(name: m.alternative, value: .sequence([
                ASN1NamedValue("procedureCode", .integer(m.code)),
                ASN1NamedValue("criticality", .enumerated(index: critIndex, name: m.criticality)),
                ASN1NamedValue("value", .openType(typeName: schema.node(m.type).name, value: body)),
            ]))
            let label = "\(m.alternative) \(m.code) \(schema.node(m.type).name)"
            do {
                let bytes = try schema.encodeAPER(pdu, as: pduType)
                values.append((pdu, bytes, schema.jerJSON(pdu, as: pduType), label))
            } catch {
                report.mismatches.append("\(label): our encoder failed: \(error)")
            }
        }
        report.generated = values.count
        var lines: [String] = []
        for v in values {
            lines.append("D " + Hex.encode(v.1))
            lines.append("E " + v.2)
        }
        let results = try run(protocolName: protocolName, lines: lines)
        for (i, v) in values.enumerated() {
            let d = results[2 * i], e = results[2 * i + 1]
            var ok = true
            func miss(_ s: String) {
                ok = false
                if report.mismatches.count < 20 { report.mismatches.append("\(v.3): \(s)\n  ours \(Hex.encode(v.1))") }
            }
            if let err = d["error"] { miss("pycrate decode failed: \(err)"); continue }
            // pycrate decodes our bytes to the same value, and re-encodes the same bytes
            let theirs = Oracle.canonicalJSON(object: d["jer"]!)
            let ours = Oracle.canonicalJSON(v.2)
            if (d["hex"] as? String) != Hex.encode(v.1) { miss("pycrate re-encoding differs: \(d["hex"] ?? "")") }
            if theirs != ours {
                if let ref = referenceSchema, let rv = ref.decodeAPER(v.1[...], as: pduType).value,
                   Oracle.canonicalJSON(ref.jerJSON(rv, as: pduType)) == theirs {
                    if ok { report.versionDifferences += 1; report.checked += 1 }
                    continue
                }
                miss("JER differs\n  pycrate \(theirs ?? "nil")\n  ours    \(ours ?? "nil")")
            }
            // pycrate's encoding of our JER decodes in Swift to the same value
            if let err = e["error"] { miss("pycrate encode failed: \(err)"); continue }
            if let hex = e["hex"] as? String, let bytes = Hex.decode(hex) {
                let r = schema.decodeAPER(bytes[...], as: pduType)
                if var value = r.value {
                    if contents, let t = schema.typeID(pduType) { value = schema.expandingContents(value, typeID: t, aligned: true) }
                    if Oracle.canonicalJSON(schema.jerJSON(value, as: pduType)) != ours { miss("Swift decode of pycrate bytes differs") }
                    if bytes != v.1 { miss("pycrate encoding differs from ours: \(hex)") }
                } else {
                    miss("Swift cannot decode pycrate bytes \(hex): \(String(describing: r.error))")
                }
            }
            if ok { report.checked += 1 }
        }
        return report
    }

    /// `RANCONFORM_FUZZ_COUNT`, when set.
    public static var fuzzCount: Int? {
        ProcessInfo.processInfo.environment["RANCONFORM_FUZZ_COUNT"].flatMap { Int($0) }
    }
}
