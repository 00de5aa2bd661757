import ASN1PER
import WireCore

/// One E2SM payload found in an E2AP message and what its service model made of it.
public struct E2SMPayload: Sendable {
    public var payload: E2SM.Payload
    public var model: E2SM?
    /// The model was not named by the RAN function (no E2 Setup seen): the payload decoded
    /// cleanly with it.
    public var guessed: Bool
    public var bytes: [UInt8]
    public var result: APERDecodeResult?

    /// ASN.1 value notation of the decoded payload.
    public func valueNotation() -> String {
        guard let model, let v = result?.value else { return "" }
        return "\(payload.rawValue) (\(model.shortName)\(guessed ? ", guessed" : "")): " + model.schema.valueNotation(v)
    }

    /// Fields under tshark's e2ap dissector names (it dissects the E2SM payloads as e2ap fields).
    public func appendFields(to list: inout FieldList) {
        guard let v = result?.value else { return }
        let naming = model.flatMap { APFields.e2smNamings[$0] }
        let type = model.flatMap { m in m.typeName(payload).flatMap { naming?.named($0) } }
        APFields.walk(v, prefix: "e2ap.", leafName: nil, naming: naming, type: type, depth: 0, into: &list)
    }
}

/// The RAN functions an E2 node announced (E2 Setup, RIC Service Update: RANfunction-Item with
/// its ranFunctionOID and definition), so the payloads of later messages are decoded with the
/// service model their RAN Function ID names.
public struct E2SMFunctionTable: Sendable {
    public var models: [Int64: E2SM] = [:]
    public init() {}

    /// Learns the functions `m` announces.
    public mutating func learn(_ m: APMessage) {
        var items: [ASN1Value] = []
        Self.collect("ranFunctionOID", in: m.value, parents: &items)
        for item in items {
            guard let id = item["ranFunctionID"]?.integerValue else { continue }
            var oid: String?
            if case .string(let s)? = item["ranFunctionOID"] { oid = s }
            var short: String?
            if case .octetString(let def)? = item["ranFunctionDefinition"] {
                for model in E2SM.allCases {
                    if let r = model.decode(def[...], .ranFunctionDefinition), r.error == nil, let v = r.value {
                        short = Self.shortName(v)
                        if short != nil { break }
                    }
                }
            }
            if let model = E2SM.named(shortName: short, oid: oid) { models[id] = model }
        }
    }

    /// The `ranFunction-ShortName` of a decoded RAN function description.
    static func shortName(_ v: ASN1Value) -> String? {
        if case .string(let s)? = v["ranFunction-Name"]?["ranFunction-ShortName"] { return s }
        return nil
    }

    /// Every SEQUENCE under `v` that has component `name`.
    static func collect(_ name: String, in v: ASN1Value, parents: inout [ASN1Value], depth: Int = 0) {
        guard depth < 32 else { return }
        switch v {
        case .sequence(let parts):
            if parts.contains(where: { $0.name == name }) { parents.append(v) }
            for p in parts { collect(name, in: p.value, parents: &parents, depth: depth + 1) }
        case .sequenceOf(let items): for i in items { collect(name, in: i, parents: &parents, depth: depth + 1) }
        case .choice(_, let inner), .openType(_, let inner): collect(name, in: inner, parents: &parents, depth: depth + 1)
        default: break
        }
    }

    /// The E2SM payloads of an E2AP message, each decoded with the model its RAN function
    /// names (`table`), else with the first model it decodes with cleanly (marked guessed).
    public func payloads(_ m: APMessage) -> [E2SMPayload] {
        var function = m.integer("RANfunctionID")
        var out: [E2SMPayload] = []
        func visit(_ v: ASN1Value, name: String?, depth: Int) {
            guard depth < 32 else { return }
            if let name, case .octetString(let bytes) = v,
               let payload = E2SM.Payload.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) {
                out.append(decode(bytes, payload, function: function))
                return
            }
            switch v {
            case .sequence(let parts):
                if let id = parts.first(where: { $0.name == "ranFunctionID" })?.value.integerValue { function = id }
                for p in parts { visit(p.value, name: p.name, depth: depth + 1) }
            case .sequenceOf(let items): for i in items { visit(i, name: name, depth: depth + 1) }
            case .choice(let n, let inner): visit(inner, name: n, depth: depth + 1)
            case .openType(let t, let inner): visit(inner, name: t, depth: depth + 1)
            default: break
            }
        }
        visit(m.value, name: nil, depth: 0)
        return out
    }

    func decode(_ bytes: [UInt8], _ payload: E2SM.Payload, function: Int64?) -> E2SMPayload {
        if let f = function, let model = models[f] {
            return E2SMPayload(payload: payload, model: model, guessed: false, bytes: bytes, result: model.decode(bytes[...], payload))
        }
        for model in E2SM.allCases {
            if let r = model.decode(bytes[...], payload), r.error == nil, r.findings.isEmpty {
                return E2SMPayload(payload: payload, model: model, guessed: true, bytes: bytes, result: r)
            }
        }
        return E2SMPayload(payload: payload, model: nil, guessed: true, bytes: bytes, result: nil)
    }
}
