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
        var notInObjectSets: [ProtocolIEAbstractSyntaxChecks.UnknownKey] = []
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

    /// The IE ids and procedure codes the object sets of the committed schema do not have, one
    /// per F1-CRIT-UNKNOWN finding (TS 38.473 §10.3.4).
    public var notInObjectSets: [ProtocolIEAbstractSyntaxChecks.UnknownKey] {
        get { box.fields.notInObjectSets }
        set { modify { $0.notInObjectSets = newValue } }
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
        list.append(contentsOf: walker.tshark)
        for f in walker.paths { list.append(f) }
    }

    /// The same fields as ``appendFields(to:value:)``, but the dotted paths (which cannot repeat
    /// within one PDU) are written as JSON members into `rawJSON` and stand in `list` as one
    /// ``RawJSONMembers`` marker: for `decode --json` when the frame holds no other F1AP PDU.
    public func appendFields(to list: inout FieldList, rawJSON: inout [UInt8], value: ASN1Value? = nil) {
        _ = appendFields(to: &list, rawJSON: &rawJSON, value: value, findingContainers: false)
    }

    /// ``appendFields(to:rawJSON:value:)``, and the RRC containers of the message decoded (as
    /// ``rrcContainers(value:)`` finds them, here in the same walk over the value).
    public func appendFieldsDecodingRRCContainers(to list: inout FieldList, rawJSON: inout [UInt8], value: ASN1Value) -> [F1APRRCContainer] {
        let found = appendFields(to: &list, rawJSON: &rawJSON, value: value, findingContainers: true)
        return found.isEmpty ? [] : F1APRRCContainers.decode(self, found: found)
    }

    private func appendFields(to list: inout FieldList, rawJSON: inout [UInt8], value: ASN1Value?,
                              findingContainers: Bool) -> [(path: String, name: String, bytes: [UInt8])] {
        guard let m = message else { return [] }
        list.append(F1APFields.pdu.name, .string(m.kind.rawValue))
        list.append(F1APFields.message.name, .string(m.messageName))
        var walker = FieldWalker()
        walker.findsContainers = findingContainers
        walker.startJSON(&rawJSON, list: &list)
        walker.walk(value ?? m.value, path: F1APFields.pathRoot, leafName: nil, type: TsharkNameTable.f1ap.typeIDs[F1AP.pduTypeName], depth: 0)
        walker.finishJSON(into: &list, rawJSON: &rawJSON)
        return walker.containers
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
    var tshark = FieldList()
    var paths: [Field] = []

    /// The names made once for the committed schema of `prefix` (nil for another prefix).
    private let table: TsharkNameTable?

    /// With ``startJSON(_:)``: the dotted-path fields are written here as JSON members
    /// (`"path":value`) instead of into `paths`; `jsonStart` is where this walk's members start.
    private var json: [UInt8] = []
    private var writesJSON = false
    private var jsonStart = 0

    /// Whether the walk also lists the RRC containers (OCTET STRINGs named as
    /// ``F1APRRCContainers/collect(_:path:name:depth:into:)`` names them: after the innermost
    /// component, alternative or open type, the items of a SEQUENCE OF after the list's).
    var findsContainers = false
    var containers: [(path: String, name: String, bytes: [UInt8])] = []

    /// When set, only the tshark fields it selects are made, and no dotted path
    /// (``F1APDecodeResult/appendFields(to:selecting:)``).
    var selection: F1APFieldSelection?
    /// With ``selection``: per type id, whether a value of the type can hold a selected field
    /// (``F1APFieldSelection/reach``); the walk does not enter one that cannot.
    var reach: [Bool]?

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

    /// Makes the walk write the dotted-path fields as JSON members at the end of `buffer`, and
    /// the tshark fields at the end of `list` (which it holds until
    /// ``finishJSON(into:rawJSON:)`` gives them back).
    mutating func startJSON(_ buffer: inout [UInt8], list: inout FieldList) {
        swap(&json, &buffer)
        swap(&tshark, &list)
        writesJSON = true
        jsonStart = json.count
    }

    /// Hands `list` back with the tshark fields and the marker of the members written since
    /// ``startJSON(_:list:)`` (none when there are none), and the buffer in `rawJSON`.
    mutating func finishJSON(into list: inout FieldList, rawJSON: inout [UInt8]) {
        swap(&tshark, &list)
        if json.count > jsonStart { list.append(RawJSONMembers.marker(start: jsonStart, end: json.count)) }
        swap(&json, &rawJSON)
        writesJSON = false
    }

    /// The leaf `v` as one JSON member named `path` (as ``JSONBytes/appendValue(_:to:)`` writes
    /// the field ``leaf(_:)`` makes of it).
    private mutating func appendMember(_ v: ASN1Value, path: [UInt8]) {
        if json.count > jsonStart { json.append(UInt8(ascii: ",")) }
        path.withUnsafeBufferPointer { JSONBytes.appendString(utf8: $0, to: &json) }
        json.append(UInt8(ascii: ":"))
        switch v {
        case .integer(let i):
            if i < 0 { json.append(UInt8(ascii: "-")) }
            JSONBytes.appendDecimal(i.magnitude, to: &json)
        case .boolean(let b): json.append(contentsOf: b ? "true".utf8 : "false".utf8)
        case .enumerated(_, let n): JSONBytes.appendString(n, to: &json)
        case .bitString(let bytes, _): JSONBytes.appendHexString(bytes, to: &json)
        case .octetString(let b), .rawOpenType(let b), .unknownExtension(let b): JSONBytes.appendHexString(b, to: &json)
        case .string(let s): JSONBytes.appendString(s, to: &json)
        default:
            if let f = Self.leaf(v) { JSONBytes.appendValue(f, to: &json) }
        }
    }

    /// Walks `v` whose dotted path is `path`; `type` is the schema type of `v` when known (its
    /// name in the table's schema). The items of a SEQUENCE OF are then named as asn2wrs names
    /// them (``ASN1FieldNaming/itemName(list:holder:)``), else after the list.
    mutating func walk(_ v: ASN1Value, path: String, leafName: String?, type: Int? = nil, depth: Int) {
        var bytes = Array(path.utf8)
        bytes.reserveCapacity(256)
        walk(v, path: &bytes, leafName: leafName, name: .unknown, listHolder: nil, type: type ?? -1, depth: depth, table: table)
    }

    /// Lists the OCTET STRING `v` when it is an RRC container: named `listHolder` (the holder of
    /// the SEQUENCE OF it is an item of), else `leafName` (which `name` locates in the table).
    private mutating func noteContainer(_ v: ASN1Value, path: [UInt8], leafName: String?, name: NameRef, listHolder: String?, table: TsharkNameTable?) {
        guard case .octetString(let bytes) = v else { return }
        let holder = listHolder ?? leafName ?? ""
        let isContainer: Bool
        switch (listHolder, name, table) {
        case (nil, .component(let i), let table?): isContainer = table.componentNamesContainer[i]
        case (nil, .type(let id), let table?): isContainer = table.typeNamesContainer[id]
        default: isContainer = F1APRRCContainers.isContainerName(holder)
        }
        if isContainer { containers.append((String(decoding: path, as: UTF8.self), holder, bytes)) }
    }

    /// Where the walk finds the tshark name of `leafName` in the table (integers only, so that
    /// passing it down costs no reference counting).
    enum NameRef {
        /// Not in the table: made from `leafName`.
        case unknown
        /// `componentTshark[i]`; a SEQUENCE OF under it has its items named `componentItem[i]`.
        case component(Int)
        /// `typeTshark[id]` (an open type's value, named by its type).
        case type(Int)
        /// `fixedItem[list]` (an item of the SEQUENCE OF `list`).
        case fixedItem(Int)
        /// `componentItem[i]` (an item of the SEQUENCE OF held by component `i`).
        case componentItem(Int)
    }

    /// The tshark name `name` refers to, else the one made from `leafName`.
    private func tsharkName(_ name: NameRef, _ leafName: String, table: TsharkNameTable?) -> String {
        if let table {
            switch name {
            case .unknown: break
            case .component(let i): return table.componentTshark[i]
            case .type(let id): return table.typeTshark[id]
            case .fixedItem(let list): if let item = table.fixedItem[list] { return item.tshark }
            case .componentItem(let i): if let item = table.componentItem[i] { return item.tshark }
            }
        }
        return tsharkName(leafName)
    }

    /// `path` holds the dotted path's UTF-8, extended and cut back in place: a String is made
    /// only for each leaf's field name, none for the nodes on the way. `name` says where the
    /// table has the tshark name of `leafName`; `type` is -1 when unknown.
    private mutating func walk(_ v: ASN1Value, path: inout [UInt8], leafName: String?, name: NameRef, listHolder: String?,
                               type: Int, depth: Int, table: TsharkNameTable?) {
        guard depth < 64 else { return }
        if let f = Self.leaf(v) {
            if let selection {
                if let leafName {
                    let fieldName = tsharkName(name, leafName, table: table)
                    if selection.selects(fieldName) { tshark.append(Field(fieldName, f)) }
                }
                return
            }
            if findsContainers { noteContainer(v, path: path, leafName: leafName, name: name, listHolder: listHolder, table: table) }
            if let leafName { tshark.append(Field(tsharkName(name, leafName, table: table), f)) }
            if writesJSON {
                appendMember(v, path: path)
            } else {
                paths.append(Field(String(decoding: path, as: UTF8.self), f))
            }
            return
        }
        if let reach, type >= 0, type < reach.count, !reach[type] { return }
        let length = path.count
        switch v {
        case .openType(let typeName, let inner):
            var innerType = -1
            var innerName = NameRef.unknown
            if let table, let id = table.typeIDs[typeName] {
                innerType = id
                if table.typeName[id] == typeName { innerName = .type(id) }
            }
            walk(inner, path: &path, leafName: typeName, name: innerName, listHolder: nil, type: innerType, depth: depth + 1, table: table)
        case .choice(let alternative, let inner):
            path.append(UInt8(ascii: "."))
            if let table, let i = table.flatComponentIndex(type, alternative, from: 0) {
                path.append(contentsOf: table.componentPath[i])
                walk(inner, path: &path, leafName: alternative, name: .component(i), listHolder: nil, type: table.componentType[i], depth: depth + 1, table: table)
            } else {
                path.append(contentsOf: alternative.utf8)
                walk(inner, path: &path, leafName: alternative, name: .unknown, listHolder: nil, type: -1, depth: depth + 1, table: table)
            }
        case .sequenceOf(let items):
            let (element, itemName, itemRef) = itemNaming(list: type, leafName: leafName, name: name)
            // the name the container search gives the items: the list's holder's
            let holder = findsContainers ? listHolder ?? leafName ?? "" : nil
            // elements read in place (no copy, so no reference counting, per element)
            items.withUnsafeBufferPointer { items in
                for i in items.indices {
                    path.append(UInt8(ascii: "."))
                    Self.appendDecimal(i, to: &path)
                    walk(items[i], path: &path, leafName: itemName, name: itemRef, listHolder: holder, type: element, depth: depth + 1, table: table)
                    path.removeSubrange(length...)
                }
            }
        case .sequence(let parts):
            var next = 0
            parts.withUnsafeBufferPointer { parts in
                for k in parts.indices {
                    path.append(UInt8(ascii: "."))
                    if let table, let i = table.flatComponentIndex(type, parts[k].name, from: next) {
                        next = i - table.componentStart[type] + 1
                        path.append(contentsOf: table.componentPath[i])
                        walk(parts[k].value, path: &path, leafName: parts[k].name, name: .component(i), listHolder: nil, type: table.componentType[i], depth: depth + 1, table: table)
                    } else {
                        path.append(contentsOf: parts[k].name.utf8)
                        walk(parts[k].value, path: &path, leafName: parts[k].name, name: .unknown, listHolder: nil, type: -1, depth: depth + 1, table: table)
                    }
                    path.removeSubrange(length...)
                }
            }
        default: break
        }
        path.removeSubrange(length...)
    }

    /// The walk of ``walk(_:path:leafName:type:depth:)`` in selection mode (``selection``,
    /// ``reach``), over the entries of `source`'s decode layout instead of a decoded value: an
    /// entry stands for the value the decoder made of it (a present component, an item, a chosen
    /// alternative, an open type's resolved value), so the same names are made in the same order;
    /// a leaf is decoded alone, and only when its name is selected. `type` is the type the names
    /// are looked up under (-1 when unknown), as in the value walk; `shapes` tell leaves from
    /// containers by the entry's own type. `layout` is `source`'s, passed down rather than read
    /// from it at each entry (a copy is a retain of each of its arrays).
    mutating func walkLayout(_ source: F1APPDUSource, _ layout: APERLayout, _ shapes: [LayoutShape], entry: Int, leafName: String?,
                             name: NameRef = .unknown, type: Int, depth: Int) {
        guard depth < 64, let selection else { return }
        let actual = layout.type(entry)
        var shape = actual >= 0 && actual < shapes.count ? shapes[actual] : .leaf
        // an open type the table constraint did not resolve holds its octets (a leaf)
        var resolved = -1
        if shape == .openType {
            if let child = layout.firstChild(entry), layout.isOpenTypeValue(child) { resolved = child } else { shape = .leaf }
        }
        if shape == .leaf {
            guard let leafName else { return }
            let fieldName = tsharkName(name, leafName, table: table)
            guard selection.selects(fieldName), let value = source.schema.decodeAPERValue(source.addressableBytes, baseBitOffset: source.baseBitOffset, layout: layout, entry: entry),
                  let field = Self.leaf(value) else { return }
            tshark.append(Field(fieldName, field))
            return
        }
        if let reach, type >= 0, type < reach.count, !reach[type] { return }
        let end = layout.next(entry)
        switch shape {
        case .openType:
            let typeName = layout.name(resolved)
            var innerType = -1
            var innerName = NameRef.unknown
            if let table, let id = table.typeIDs[typeName] {
                innerType = id
                if table.typeName[id] == typeName { innerName = .type(id) }
            }
            walkLayout(source, layout, shapes, entry: resolved, leafName: typeName, name: innerName, type: innerType, depth: depth + 1)
        case .choice:
            guard let child = layout.firstChild(entry) else { return }
            let alternative = layout.name(child)
            if let table, let i = table.flatComponentIndex(type, alternative, from: 0) {
                walkLayout(source, layout, shapes, entry: child, leafName: alternative, name: .component(i), type: table.componentType[i], depth: depth + 1)
            } else {
                walkLayout(source, layout, shapes, entry: child, leafName: alternative, name: .unknown, type: -1, depth: depth + 1)
            }
        case .sequenceOf:
            let (element, itemName, itemRef) = itemNaming(list: type, leafName: leafName, name: name)
            var item = layout.firstChild(entry) ?? end
            while item < end {
                walkLayout(source, layout, shapes, entry: item, leafName: itemName, name: itemRef, type: element, depth: depth + 1)
                item = layout.next(item)
            }
        case .sequence:
            var next = 0
            var part = layout.firstChild(entry) ?? end
            while part < end {
                let partName = layout.name(part)
                if let table, let i = table.flatComponentIndex(type, partName, from: next) {
                    next = i - table.componentStart[type] + 1
                    walkLayout(source, layout, shapes, entry: part, leafName: partName, name: .component(i), type: table.componentType[i], depth: depth + 1)
                } else {
                    walkLayout(source, layout, shapes, entry: part, leafName: partName, name: .unknown, type: -1, depth: depth + 1)
                }
                part = layout.next(part)
            }
        case .leaf:
            break
        }
    }

    /// The element type of the SEQUENCE OF `list` (a type id, -1 when unknown) reached under
    /// `leafName` and `name`, and how its items are named: the list's fixed item name, else the
    /// holding component's, else `<leafName>_item` (asn2wrs, ``ASN1FieldNaming``); with no
    /// element type or no name, the list's own name.
    private func itemNaming(list: Int, leafName: String?, name: NameRef) -> (element: Int, itemName: String?, itemRef: NameRef) {
        guard let table, list >= 0, list < table.element.count else { return (-1, leafName, name) }
        let element = table.element[list]
        guard element >= 0, let leafName else { return (element, leafName, name) }
        if let fixed = table.fixedItem[list] { return (element, fixed.raw, .fixedItem(list)) }
        if case .component(let i) = name, let item = table.componentItem[i] { return (element, item.raw, .componentItem(i)) }
        return (element, leafName + "_item", .unknown)
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
