import ASN1PER
import WireCore

/// The three F1AP-PDU alternatives (TS 38.473 clause 9.4.3).
public enum F1APMessageKind: String, Sendable, Hashable {
    case initiatingMessage
    case successfulOutcome
    case unsuccessfulOutcome

    /// The class field holding the message type in F1AP-ELEMENTARY-PROCEDURE.
    var classField: String {
        switch self {
        case .initiatingMessage: "InitiatingMessage"
        case .successfulOutcome: "SuccessfulOutcome"
        case .unsuccessfulOutcome: "UnsuccessfulOutcome"
        }
    }
}

/// One protocol IE of a message (ProtocolIE-Field, TS 38.473 clause 9.4.8).
///
/// The names are not stored: the IE keeps indexes into its PDU's catalog (the resolved type,
/// the object set's entry, the criticality's ENUMERATED name), so an IE holds one reference
/// (its PDU) and copying one, as every checker iterating a message's IEs does, costs one retain.
public struct F1APIE: Sendable, Hashable {
    public var id: Int
    public var bitOffset: Int
    public var bitLength: Int
    /// Where the value is decoded from on demand.
    let source: F1APPDUSource
    /// The `value` component's entry in the source's layout.
    let valueEntry: Int
    /// Type id of the value's open type as resolved by the decode, -1 when it was not.
    let resolvedType: Int32
    /// The IE's object-set entry in ``F1APCatalog/ieSpecs``, -1 when the id is not in the set.
    let specIndex: Int32
    /// The decoded criticality's name in ``ProtocolIEContainerIndex/criticalityNames``, -1 when
    /// the index is out of the ENUMERATED's range.
    let criticalityIndex: Int32

    init(id: Int, bitOffset: Int, bitLength: Int, source: F1APPDUSource, valueEntry: Int, resolvedType: Int32, specIndex: Int32, criticalityIndex: Int32) {
        self.id = id
        self.bitOffset = bitOffset
        self.bitLength = bitLength
        self.source = source
        self.valueEntry = valueEntry
        self.resolvedType = resolvedType
        self.specIndex = specIndex
        self.criticalityIndex = criticalityIndex
    }

    private var spec: F1APCatalog.IESpec? { specIndex >= 0 ? source.catalog.ieSpecs[Int(specIndex)] : nil }

    /// Type name of the IE value from the message's object set (`TransactionID`), or
    /// `unknown` when the id is not in the object set.
    public var name: String {
        if resolvedType >= 0 { return source.catalog.typeNames[Int(resolvedType)] }
        return spec?.typeName ?? "unknown"
    }
    /// The criticality the IE carries (`reject`, `ignore`, `notify`; `?` out of range).
    public var criticality: String {
        criticalityIndex >= 0 ? source.catalog.containers.criticalityNames[Int(criticalityIndex)] : "?"
    }
    /// PRESENCE from the object set (`mandatory`, `optional`, `conditional`); nil when unknown.
    public var presence: String? { spec?.presence }
    /// Whether ``presence`` is nil (the id is not in the object set, or its entry has no
    /// PRESENCE), without copying the entry's names.
    var presenceIsUnknown: Bool { specIndex < 0 || source.catalog.ieSpecs[Int(specIndex)].presence == nil }
    /// CRITICALITY from the object set; nil when unknown.
    public var expectedCriticality: String? { spec?.criticality }

    /// The IE value: `.openType(typeName:value:)` when the id is in the object set, else
    /// `.rawOpenType` with the octets. Decoded from the PDU on each access (the decode that
    /// made the message checked it and kept only where it lies).
    public var value: ASN1Value { source.value(at: valueEntry) }

    public static func == (a: F1APIE, b: F1APIE) -> Bool {
        a.id == b.id && a.name == b.name && a.criticality == b.criticality && a.presence == b.presence
            && a.expectedCriticality == b.expectedCriticality && a.bitOffset == b.bitOffset && a.bitLength == b.bitLength
            && a.value == b.value
    }

    public func hash(into h: inout Hasher) {
        h.combine(id)
        h.combine(name)
        h.combine(criticality)
        h.combine(bitOffset)
        h.combine(bitLength)
    }
}

/// One decoded PDU as the views read it: the octets, the decode layout and the schema, shared
/// (one object per PDU) by a message and its IEs to decode values on demand.
final class F1APPDUSource: Sendable {
    let schema: ASN1Schema
    /// The PDU's encoding.
    let bytes: ArraySlice<UInt8>
    /// What layout entries are read from: `bytes`, with the reassembled contents of fragmented
    /// values after it when the PDU has any (``APERLayout/addressable(_:baseBitOffset:)``, built once).
    let addressableBytes: ArraySlice<UInt8>
    let baseBitOffset: Int
    let layout: APERLayout
    let pduType: Int
    /// The tables derived from `schema` (type names and shapes for the layout walks).
    let catalog: F1APCatalog

    init(schema: ASN1Schema, catalog: F1APCatalog, bytes: ArraySlice<UInt8>, baseBitOffset: Int, layout: APERLayout, pduType: Int) {
        self.schema = schema
        self.catalog = catalog
        self.bytes = bytes
        addressableBytes = layout.addressable(bytes, baseBitOffset: baseBitOffset)
        self.baseBitOffset = baseBitOffset
        self.layout = layout
        self.pduType = pduType
    }

    /// The whole PDU's value.
    var pduValue: ASN1Value {
        schema.decodeAPER(bytes, typeID: pduType, baseBitOffset: baseBitOffset).value ?? .null
    }

    /// The value of layout entry `entry`.
    func value(at entry: Int) -> ASN1Value {
        schema.decodeAPERValue(addressableBytes, baseBitOffset: baseBitOffset, layout: layout, entry: entry) ?? .null
    }
}

/// An NR Cell Global Identity (TS 38.473 clause 9.3.1.12).
public struct F1APNRCGI: Sendable, Hashable, CustomStringConvertible {
    public var plmn: [UInt8]
    /// NR Cell Identity, 36 bits.
    public var cellIdentity: UInt64

    /// MCC-MNC from the BCD PLMN identity (TS 38.413 clause 9.3.3.5).
    public var plmnString: String {
        guard plmn.count == 3 else { return "" }
        let d = [plmn[0] & 0xF, plmn[0] >> 4, plmn[1] & 0xF, plmn[1] >> 4, plmn[2] & 0xF, plmn[2] >> 4]
        let mcc = "\(d[0])\(d[1])\(d[2])"
        // octet 3: MNC digit 2 | MNC digit 1; octet 2: MNC digit 3 (or F) | MCC digit 3
        let mnc = d[3] == 0xF ? "\(d[4])\(d[5])" : "\(d[4])\(d[5])\(d[3])"
        return mcc + "-" + mnc
    }

    public var description: String { plmnString + "/" + String(cellIdentity, radix: 16) }
}

/// Cause (TS 38.473 clause 9.3.1.2): group and value names.
public struct F1APCause: Sendable, Hashable, CustomStringConvertible {
    public var group: String
    public var value: String
    public var description: String { group + "/" + value }
    public init(group: String, value: String) {
        self.group = group
        self.value = value
    }
}

/// CriticalityDiagnostics (TS 38.473 clause 9.3.1.3).
public struct F1APCriticalityDiagnostics: Sendable, Hashable {
    public struct IEItem: Sendable, Hashable {
        public var criticality: String
        public var id: Int
        public var typeOfError: String
    }
    public var procedureCode: Int?
    public var triggeringMessage: String?
    public var procedureCriticality: String?
    public var transactionID: Int?
    public var ies: [IEItem]
}

/// A decoded F1AP PDU with the views a checker needs.
public struct F1APMessage: Sendable, Hashable {
    final class Box: @unchecked Sendable {
        // immutable once shared: a setter copies it first unless uniquely referenced
        var fields: F1APMessageFields
        init(_ fields: F1APMessageFields) { self.fields = fields }
    }
    private var box: Box

    private mutating func modify(_ body: (inout F1APMessageFields) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        body(&box.fields)
    }

    public var kind: F1APMessageKind {
        get { box.fields.kind }
        set { modify { $0.kind = newValue } }
    }
    public var procedureCode: Int {
        get { box.fields.procedureCode }
        set { modify { $0.procedureCode = newValue } }
    }
    /// The procedure's initiating message name (`F1SetupRequest`), or `unknown-<code>`.
    public var procedureName: String {
        get { box.fields.procedureName }
        set { modify { $0.procedureName = newValue } }
    }
    /// The name of this message (`F1SetupResponse` for a successful outcome of code 1).
    public var messageName: String {
        get { box.fields.messageName }
        set { modify { $0.messageName = newValue } }
    }
    public var criticality: String {
        get { box.fields.criticality }
        set { modify { $0.criticality = newValue } }
    }
    /// Procedure criticality from F1AP-ELEMENTARY-PROCEDURES; nil for an unknown procedure.
    public var expectedCriticality: String? {
        get { box.fields.expectedCriticality }
        set { modify { $0.expectedCriticality = newValue } }
    }
    public var ies: [F1APIE] {
        get { box.fields.ies }
        set { modify { $0.ies = newValue } }
    }
    public var transactionID: Int? {
        get { box.fields.transactionID }
        set { modify { $0.transactionID = newValue } }
    }
    public var gnbCUUEF1APID: UInt64? {
        get { box.fields.gnbCUUEF1APID }
        set { modify { $0.gnbCUUEF1APID = newValue } }
    }
    public var gnbDUUEF1APID: UInt64? {
        get { box.fields.gnbDUUEF1APID }
        set { modify { $0.gnbDUUEF1APID = newValue } }
    }
    public var cause: F1APCause? {
        get { box.fields.cause }
        set { modify { $0.cause = newValue } }
    }
    public var criticalityDiagnostics: F1APCriticalityDiagnostics? {
        get { box.fields.criticalityDiagnostics }
        set { modify { $0.criticalityDiagnostics = newValue } }
    }
    public var servedCells: [F1APNRCGI] {
        get { box.fields.servedCells }
        set { modify { $0.servedCells = newValue } }
    }
    public var activatedCells: [F1APNRCGI] {
        get { box.fields.activatedCells }
        set { modify { $0.activatedCells = newValue } }
    }
    /// Name of the message's IE object set (`F1SetupRequestIEs`), when known.
    public var ieSetName: String? {
        get { box.fields.ieSetName }
        set { modify { $0.ieSetName = newValue } }
    }
    var source: F1APPDUSource { box.fields.source }

    /// The whole F1AP-PDU value, decoded from the PDU on each access (for value notation,
    /// JSON and re-encoding; the views above are read off the decode layout).
    public var value: ASN1Value { source.pduValue }

    public static func == (a: F1APMessage, b: F1APMessage) -> Bool {
        a.kind == b.kind && a.procedureCode == b.procedureCode && a.procedureName == b.procedureName && a.messageName == b.messageName
            && a.criticality == b.criticality && a.expectedCriticality == b.expectedCriticality && a.ies == b.ies
            && a.transactionID == b.transactionID && a.gnbCUUEF1APID == b.gnbCUUEF1APID && a.gnbDUUEF1APID == b.gnbDUUEF1APID
            && a.cause == b.cause && a.criticalityDiagnostics == b.criticalityDiagnostics && a.servedCells == b.servedCells
            && a.activatedCells == b.activatedCells && a.ieSetName == b.ieSetName && a.value == b.value
    }

    public func hash(into h: inout Hasher) {
        h.combine(kind)
        h.combine(procedureCode)
        h.combine(messageName)
        h.combine(ies)
    }

    /// The views of the PDU scanned into `source.layout`: F1AP-PDU → alternative (the
    /// elementary-procedure header: procedureCode, criticality, value) → resolved message type
    /// → `protocolIEs` → ProtocolIE-Field items (id, criticality, value). Nil when the PDU is not
    /// an elementary-procedure message of that shape. Integer IEs (transaction and UE F1AP ids)
    /// are read from the layout; cause, criticality diagnostics and cells decode their IE only.
    init?(source: F1APPDUSource, catalog: F1APCatalog) {
        guard let box = F1APMessageFields.makeBox(source: source, catalog: catalog) else { return nil }
        self.box = box
    }

    /// The IE object set of a message type: `protocolIEs` → ProtocolIE-Field → `id`'s table.
    static func ieSet(of messageType: Int, schema: ASN1Schema) -> ASN1ObjectSet? {
        guard case .sequence(let s) = schema.node(messageType).kind,
              let ies = s.root.first(where: { $0.name == "protocolIEs" }),
              case .sequenceOf(let element, _) = schema.node(ies.type).kind,
              case .sequence(let field) = schema.node(element).kind,
              let id = field.root.first(where: { $0.name == "id" }), let table = id.table
        else { return nil }
        return schema.objectSets[table.objectSet]
    }

    static func diagnostics(_ v: ASN1Value) -> F1APCriticalityDiagnostics {
        var d = F1APCriticalityDiagnostics(ies: [])
        d.procedureCode = v["procedureCode"]?.integerValue.map { Int($0) }
        if case .enumerated(_, let n)? = v["triggeringMessage"] { d.triggeringMessage = n }
        if case .enumerated(_, let n)? = v["procedureCriticality"] { d.procedureCriticality = n }
        d.transactionID = v["transactionID"]?.integerValue.map { Int($0) }
        if case .sequenceOf(let items)? = v["iEsCriticalityDiagnostics"] {
            for item in items {
                guard case .enumerated(_, let c)? = item["iECriticality"], let id = item["iE-ID"]?.integerValue,
                      case .enumerated(_, let t)? = item["typeOfError"] else { continue }
                d.ies.append(.init(criticality: c, id: Int(id), typeOfError: t))
            }
        }
        return d
    }

    static func nrcgi(_ v: ASN1Value?) -> F1APNRCGI? {
        guard let v, case .octetString(let plmn)? = v["pLMN-Identity"], case .bitString(let bytes, let count)? = v["nRCellIdentity"] else { return nil }
        var id: UInt64 = 0
        for i in 0..<min(count, 64) { id = id << 1 | UInt64((bytes[i / 8] >> UInt8(7 - i % 8)) & 1) }
        return F1APNRCGI(plmn: plmn, cellIdentity: id)
    }

    /// The NR CGI at layout entry `entry`: PLMN identity (OCTET STRING (SIZE(3))) and NR cell
    /// identity (BIT STRING (SIZE(36))) read straight from the PDU when the schema gives them
    /// fixed sizes, else decoded.
    static func nrcgi(at entry: Int, source: F1APPDUSource) -> F1APNRCGI? {
        let l = source.layout
        if let p = l.namedChild(entry, "pLMN-Identity"), let c = l.namedChild(entry, "nRCellIdentity"),
           let plmn = source.schema.fixedSizeOctets(source.addressableBytes, baseBitOffset: source.baseBitOffset, layout: l, entry: p),
           let id = source.schema.fixedSizeBits(source.addressableBytes, baseBitOffset: source.baseBitOffset, layout: l, entry: c) {
            return F1APNRCGI(plmn: plmn, cellIdentity: id.value)
        }
        return nrcgi(source.value(at: entry))
    }

    /// The cells of one served-cell or cells-to-be-activated list (layout entry `list`): each
    /// item is a ProtocolIE-SingleContainer whose value holds `served-Cell-Information.nRCGI`
    /// (served) or `nRCGI` (to be activated); only the NRCGI components are decoded.
    static func cells(_ list: Int, source: F1APPDUSource, catalog: F1APCatalog, served: inout [F1APNRCGI], activated: inout [F1APNRCGI]) {
        let l = source.layout
        guard l.firstChild(list).map(l.isItem) ?? false else { return }
        let end = l.next(list)
        var item = l.firstChild(list) ?? end
        while item < end {
            let at = item
            item = l.next(item)
            guard let value = l.namedChild(at, "value"), let v = l.firstChild(value), l.isOpenTypeValue(v) else { continue }
            if let info = l.namedChild(v, "served-Cell-Information"), let c = l.namedChild(info, "nRCGI").flatMap({ nrcgi(at: $0, source: source) }) {
                served.append(c)
            } else if catalog.typeNames[l.type(v)].hasPrefix("Cells-to-be-Activated-List-Item"),
                      let c = l.namedChild(v, "nRCGI").flatMap({ nrcgi(at: $0, source: source) }) {
                activated.append(c)
            }
        }
    }
}


/// The views of one F1AP message, held once in a ``F1APMessage`` box: a message handed to
/// many rule checkers is then copied with one retain, not one per String and array field.
struct F1APMessageFields: Sendable {
    var kind: F1APMessageKind
    var procedureCode: Int
    /// The procedure's initiating message name (`F1SetupRequest`), or `unknown-<code>`.
    var procedureName: String
    /// The name of this message (`F1SetupResponse` for a successful outcome of code 1).
    var messageName: String
    var criticality: String
    /// Procedure criticality from F1AP-ELEMENTARY-PROCEDURES; nil for an unknown procedure.
    var expectedCriticality: String?
    var ies: [F1APIE]
    var transactionID: Int?
    var gnbCUUEF1APID: UInt64?
    var gnbDUUEF1APID: UInt64?
    var cause: F1APCause?
    var criticalityDiagnostics: F1APCriticalityDiagnostics?
    var servedCells: [F1APNRCGI]
    var activatedCells: [F1APNRCGI]
    /// Name of the message's IE object set (`F1SetupRequestIEs`), when known.
    var ieSetName: String?
    let source: F1APPDUSource

    /// The views read off `source`'s layout (``F1APMessage/init(source:catalog:)``) in the box a
    /// message holds them in, nil when the PDU is not an elementary-procedure message of that
    /// shape. Made in locals and boxed here: a failable initialiser of the fields, boxed by its
    /// caller, also moved the whole value (some 200 bytes) once more on its way into the box.
    static func makeBox(source: F1APPDUSource, catalog: F1APCatalog) -> F1APMessage.Box? {
        let l = source.layout
        let index = catalog.containers
        guard let alt = l.firstChild(0) else { return nil }
        let altType = l.type(alt)
        guard let kindIndex = catalog.alternativeTypes.firstIndex(of: altType) else { return nil }
        let kind: F1APMessageKind = kindIndex == 0 ? .initiatingMessage : kindIndex == 1 ? .successfulOutcome : .unsuccessfulOutcome
        guard altType >= 0 && altType < index.nodes.count, index.nodes[altType].field >= 0,
              let c0 = l.firstChild(alt), case let c1 = l.next(c0), c1 < l.next(alt), case let c2 = l.next(c1), c2 < l.next(alt),
              l.next(c2) == l.next(alt) else { return nil }
        let header = index.fields[Int(index.nodes[altType].field)]
        guard header.keyIndex == 0, header.criticalityIndex == 1, header.valueIndex == 2, catalog.isInteger[l.type(c0)] else { return nil }
        let code = l.scalar(c0)
        let criticality = index.criticalityName(header, Int(l.scalar(c1)))
        let procedure = catalog.procedure(Int(code))
        let spec = procedure?.message(kind)
        var ies: [F1APIE] = []
        var servedCells: [F1APNRCGI] = []
        var activatedCells: [F1APNRCGI] = []
        var transactionID: Int?
        var gnbCUUEF1APID: UInt64?
        var gnbDUUEF1APID: UInt64?
        var cause: F1APCause?
        var criticalityDiagnostics: F1APCriticalityDiagnostics?
        if let message = l.firstChild(c2), l.isOpenTypeValue(message), let list = l.firstChild(message), l.name(list) == "protocolIEs",
           case let listType = l.type(list), listType >= 0, listType < index.nodes.count, index.nodes[listType].containerField >= 0 {
            let field = index.fields[Int(index.nodes[listType].containerField)]
            ies.reserveCapacity(16)
            let end = l.next(list)
            var item = l.firstChild(list) ?? end
            while item < end {
                let at = item
                item = l.next(item)
                guard let idEntry = l.child(at, Int(field.keyIndex)), let critEntry = l.child(at, Int(field.criticalityIndex)),
                      let valueEntry = l.child(at, Int(field.valueIndex)), let place = l.location(at) else { continue }
                let id = Int(l.scalar(idEntry))
                let specIndex = spec.flatMap { s in s.ieIndex(id).map { s.ieBase + $0 } } ?? -1
                let resolved = l.firstChild(valueEntry).flatMap { l.isOpenTypeValue($0) ? $0 : nil }
                ies.append(F1APIE(
                    id: id, bitOffset: place.bitOffset, bitLength: place.bitLength, source: source, valueEntry: valueEntry,
                    resolvedType: Int32(truncatingIfNeeded: resolved.map { l.type($0) } ?? -1), specIndex: Int32(specIndex),
                    criticalityIndex: index.criticalityNameIndex(field, Int(l.scalar(critEntry)))))
                guard let inner = resolved else { continue }
                // the IEs with these ids (id-TransactionID, id-gNB-CU-UE-F1AP-ID, …); the first
                // occurrence wins, as in tshark
                let integer = catalog.isInteger[l.type(inner)]
                switch id {
                case catalog.transactionID: if transactionID == nil, integer { transactionID = Int(l.scalar(inner)) }
                case catalog.gnbCUUEF1APID: if gnbCUUEF1APID == nil, integer { gnbCUUEF1APID = UInt64(truncatingIfNeeded: l.scalar(inner)) }
                case catalog.gnbDUUEF1APID: if gnbDUUEF1APID == nil, integer { gnbDUUEF1APID = UInt64(truncatingIfNeeded: l.scalar(inner)) }
                case catalog.cause:
                    if cause == nil, case .choice(let g, let cv) = source.value(at: inner), case .enumerated(_, let n) = cv { cause = F1APCause(group: g, value: n) }
                case catalog.criticalityDiagnostics: if criticalityDiagnostics == nil { criticalityDiagnostics = F1APMessage.diagnostics(source.value(at: inner)) }
                default: break
                }
                if catalog.isCellList[l.type(inner)] {
                    F1APMessage.cells(inner, source: source, catalog: catalog, served: &servedCells, activated: &activatedCells)
                }
            }
        }
        return F1APMessage.Box(F1APMessageFields(
            kind: kind, procedureCode: Int(code), procedureName: procedure?.name ?? "unknown-\(code)",
            messageName: spec?.name ?? "unknown-\(code)", criticality: criticality, expectedCriticality: procedure?.criticality,
            ies: ies, transactionID: transactionID, gnbCUUEF1APID: gnbCUUEF1APID, gnbDUUEF1APID: gnbDUUEF1APID, cause: cause,
            criticalityDiagnostics: criticalityDiagnostics, servedCells: servedCells, activatedCells: activatedCells,
            ieSetName: spec?.ieSetName, source: source))
    }
}
extension F1APMessage {
    /// The first IE of criticality `reject` whose PRESENCE its object set does not give (the id
    /// is not in the set, or its entry has none), and the first such IE of criticality `notify`
    /// before it: the IEs a receiver does not comprehend (TS 38.473 §10.3.5). The IEs are read
    /// in place; only the ones returned are copied.
    public var firstIEsOfUnknownPresence: (reject: F1APIE?, notify: F1APIE?) {
        let ies = self.ies
        var notify: F1APIE?
        for i in ies.indices where ies[i].presenceIsUnknown {
            let criticality = ies[i].criticality
            if criticality == "reject" { return (ies[i], notify) }
            if criticality == "notify", notify == nil { notify = ies[i] }
        }
        return (nil, notify)
    }
}
