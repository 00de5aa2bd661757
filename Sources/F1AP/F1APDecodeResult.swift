import ASN1PER
import WireCore

/// Outcome of decoding one F1AP PDU: the message views (nil when decoding failed), the
/// decoding error and the findings (non-canonical encodings, trailing octets, abstract syntax).
///
/// The contents sit in one shared box (copied on write), so a result handed to every rule
/// checker is copied with one retain rather than one per array, string and schema table.
public struct F1APDecodeResult: Sendable {
    struct Fields: Sendable {
        var message: F1APMessage?
        var error: DecodingError?
        var findings: [Finding]
        var baseBitOffset = 0
        var missingMandatoryIEs: [F1APMissingIE] = []
        let schema: ASN1Schema
    }

    final class Box: @unchecked Sendable {
        // immutable once shared: a setter copies it first unless uniquely referenced
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }
    private var box: Box

    init(message: F1APMessage?, error: DecodingError?, findings: [Finding], schema: ASN1Schema) {
        box = Box(Fields(message: message, error: error, findings: findings, schema: schema))
    }

    private mutating func modify(_ body: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        body(&box.fields)
    }

    public var message: F1APMessage? {
        get { box.fields.message }
        set { modify { $0.message = newValue } }
    }
    public var error: DecodingError? {
        get { box.fields.error }
        set { modify { $0.error = newValue } }
    }
    public var findings: [Finding] {
        get { box.fields.findings }
        set { modify { $0.findings = newValue } }
    }
    /// The bit offset the PDU starts at (findings' offsets minus this are offsets in the PDU).
    public var baseBitOffset: Int {
        get { box.fields.baseBitOffset }
        set { modify { $0.baseBitOffset = newValue } }
    }
    /// What each F1-IE-MANDATORY finding is about, so a checker can judge it against the
    /// release the sender implements (``F1APMandatoryIEHistory``).
    public var missingMandatoryIEs: [F1APMissingIE] {
        get { box.fields.missingMandatoryIEs }
        set { modify { $0.missingMandatoryIEs = newValue } }
    }
    var schema: ASN1Schema { box.fields.schema }

    /// One line like tshark's info column: `F1SetupRequest`, `UEContextSetupResponse
    /// (successfulOutcome) CU-UE=5 DU-UE=7 TransactionID=1`.
    public var summary: String {
        guard let m = message else {
            return "F1AP decode error: " + (error.map { $0.description } ?? "unknown")
        }
        var s = m.messageName
        if m.kind != .initiatingMessage || m.messageName.hasPrefix("unknown") { s += " (\(m.kind.rawValue))" }
        if let id = m.gnbCUUEF1APID { s += " CU-UE=\(id)" }
        if let id = m.gnbDUUEF1APID { s += " DU-UE=\(id)" }
        if let t = m.transactionID { s += " TransactionID=\(t)" }
        return s
    }

    /// ASN.1 value notation of the whole PDU (for `--verbose`).
    public func valueNotation(value: ASN1Value? = nil) -> String {
        guard let m = message else { return "" }
        return schema.valueNotation(value ?? m.value)
    }

    /// JER-like JSON of the whole PDU (pycrate conventions).
    public func jer() -> String {
        guard let m = message else { return "null" }
        return schema.jerJSON(m.value, as: F1AP.pduTypeName)
    }

    /// Fields for `decode --json`: tshark names (`f1ap.procedureCode`, `f1ap.id` for every
    /// ProtocolIE/extension id at any depth in order, `f1ap.criticality`, `f1ap.<IE type>` for
    /// IE values such as `f1ap.GNB_CU_UE_F1AP_ID`, `f1ap.TransactionID`, `f1ap.<component>` for
    /// nested leaves), then the dotted ASN.1 paths under `f1ap.asn1.` (``F1APFields`` registers them).
    public func appendFields(to list: inout FieldList, value: ASN1Value? = nil) {
        guard let m = message else { return }
        list.append(F1APFields.pdu.name, .string(m.kind.rawValue))
        list.append(F1APFields.message.name, .string(m.messageName))
        var walker = FieldWalker()
        walker.walk(value ?? m.value, path: F1APFields.pathRoot, leafName: nil, type: TsharkNameTable.f1ap.typeIDs[F1AP.pduTypeName], depth: 0)
        for f in walker.tshark { list.append(f) }
        for f in walker.paths { list.append(f) }
    }
}

/// A mandatory IE a container lacks (TS 38.473 §10.3.5): the F1-IE-MANDATORY finding it
/// made, the object set (`InitialULRRCMessageTransferIEs`), the IE id and the set's criticality.
public struct F1APMissingIE: Hashable, Sendable {
    /// Index of the finding in ``F1APDecodeResult/findings``.
    public var findingIndex: Int
    public var setName: String
    public var ieID: Int64
    /// `reject`, `ignore` or `notify` as the object set gives it.
    public var criticality: String?
}

/// Walks a value tree and produces tshark-style and dotted-path fields.
///
/// The names and types of the components come from the schema's ``TsharkNameTable`` (resolved
/// once per schema): per component of a PDU the walk compares the component's name with the
/// type's components in order (the decoder hands out the schema's own name strings, so the
/// comparison is by identity) instead of hashing it into dictionaries.
struct FieldWalker {
    /// `f1ap.` for F1AP, `nr-rrc.` for the RRC containers it carries.
    var prefix = "f1ap."
    var tshark: [Field] = []
    var paths: [Field] = []

    /// The names made once for the committed schema of `prefix` (nil for another prefix).
    private let table: TsharkNameTable?

    init(prefix: String = "f1ap.") {
        self.prefix = prefix
        table = prefix == TsharkNameTable.f1ap.prefix ? .f1ap : prefix == TsharkNameTable.nrRRC.prefix ? .nrRRC : nil
    }

    func tsharkName(_ s: String) -> String { table?.names[s] ?? prefix + s.replacingHyphens() }

    static func leaf(_ v: ASN1Value) -> FieldValue? {
        switch v {
        case .integer(let i): return i >= 0 ? .unsigned(UInt64(i)) : .signed(i)
        case .boolean(let b): return .bool(b)
        case .enumerated(_, let n): return .string(n)
        case .bitString(let bytes, _): return .bytes(bytes)
        case .octetString(let b), .rawOpenType(let b), .unknownExtension(let b): return .bytes(b)
        case .string(let s): return .string(s)
        case .objectIdentifier(let arcs): return .string(arcs.map(String.init).joined(separator: "."))
        case .null: return .string("NULL")
        default: return nil
        }
    }

    /// Walks `v` whose dotted path is `path`; `type` is the schema type of `v` when known (its
    /// name in the table's schema). The items of a SEQUENCE OF are then named as asn2wrs names
    /// them (``ASN1FieldNaming/itemName(list:holder:)``), else after the list.
    mutating func walk(_ v: ASN1Value, path: String, leafName: String?, type: Int? = nil, depth: Int) {
        var bytes = Array(path.utf8)
        bytes.reserveCapacity(256)
        walk(v, path: &bytes, leafName: leafName, leafTshark: nil, item: nil, type: type ?? -1, depth: depth, table: table)
    }

    /// `path` holds the dotted path's UTF-8, extended and cut back in place: a String is made
    /// only for each leaf's field name, none for the nodes on the way. `leafTshark` is the tshark
    /// name of `leafName` when the table gave it; `item` the names of the items when `v` is a
    /// SEQUENCE OF named after the component holding it; `type` is -1 when unknown.
    private mutating func walk(_ v: ASN1Value, path: inout [UInt8], leafName: String?, leafTshark: String?,
                               item: TsharkNameTable.ItemName?, type: Int, depth: Int, table: TsharkNameTable?) {
        guard depth < 64 else { return }
        if let f = Self.leaf(v) {
            if let leafName { tshark.append(Field(leafTshark ?? tsharkName(leafName), f)) }
            paths.append(Field(String(decoding: path, as: UTF8.self), f))
            return
        }
        let length = path.count
        switch v {
        case .openType(let name, let inner):
            var innerType = -1
            var innerTshark: String?
            if let table, let id = table.typeIDs[name] {
                innerType = id
                if table.typeName[id] == name { innerTshark = table.typeTshark[id] }
            }
            walk(inner, path: &path, leafName: name, leafTshark: innerTshark, item: nil, type: innerType, depth: depth + 1, table: table)
        case .choice(let name, let inner):
            path.append(UInt8(ascii: "."))
            if let table, let k = table.componentIndex(type, name, from: 0) {
                let c = table.components[type][k]
                path.append(contentsOf: c.pathText)
                walk(inner, path: &path, leafName: name, leafTshark: c.tshark, item: c.item, type: c.type, depth: depth + 1, table: table)
            } else {
                path.append(contentsOf: name.utf8)
                walk(inner, path: &path, leafName: name, leafTshark: nil, item: nil, type: -1, depth: depth + 1, table: table)
            }
        case .sequenceOf(let items):
            var element = -1
            var itemName = leafName
            var itemTshark = leafTshark
            if let table, type >= 0, type < table.element.count {
                element = table.element[type]
                if element >= 0, let leafName {
                    if let fixed = table.fixedItem[type] {
                        itemName = fixed.raw
                        itemTshark = fixed.tshark
                    } else if let item {
                        itemName = item.raw
                        itemTshark = item.tshark
                    } else {
                        itemName = leafName + "_item"
                        itemTshark = nil
                    }
                }
            }
            for (i, item) in items.enumerated() {
                path.append(UInt8(ascii: "."))
                Self.appendDecimal(i, to: &path)
                walk(item, path: &path, leafName: itemName, leafTshark: itemTshark, item: nil, type: element, depth: depth + 1, table: table)
                path.removeSubrange(length...)
            }
        case .sequence(let parts):
            var next = 0
            for p in parts {
                path.append(UInt8(ascii: "."))
                if let table, let k = table.componentIndex(type, p.name, from: next) {
                    next = k + 1
                    let c = table.components[type][k]
                    path.append(contentsOf: c.pathText)
                    walk(p.value, path: &path, leafName: p.name, leafTshark: c.tshark, item: c.item, type: c.type, depth: depth + 1, table: table)
                } else {
                    path.append(contentsOf: p.name.utf8)
                    walk(p.value, path: &path, leafName: p.name, leafTshark: nil, item: nil, type: -1, depth: depth + 1, table: table)
                }
                path.removeSubrange(length...)
            }
        default: break
        }
        path.removeSubrange(length...)
    }

    /// `n` (not negative) in decimal, appended to `path`.
    static func appendDecimal(_ n: Int, to path: inout [UInt8]) {
        if n < 10 {
            path.append(UInt8(ascii: "0") + UInt8(n))
            return
        }
        let start = path.count
        var rest = n
        while rest > 0 {
            path.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        }
        path[start...].reverse()
    }
}

extension String {
    func replacingHyphens() -> String {
        guard utf8.contains(UInt8(ascii: "-")) else { return self }
        return String(decoding: utf8.map { $0 == UInt8(ascii: "-") ? UInt8(ascii: "_") : $0 }, as: UTF8.self)
    }
}
