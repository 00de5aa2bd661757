import WireCore

/// Which decoded fields a consumer reads (custom rules): a field is kept when its name, or a
/// dotted prefix of it (`oran_fh_cus` for `oran_fh_cus.sectionId`), is one of the names.
/// Per-PRB fields are built only when one of ``prbFieldNames`` is asked for, so that a rule over
/// header fields does not walk every PRB block of every U-plane section.
public struct FieldSelection: Sendable {
    public let names: Set<String>
    /// True when a per-PRB field (udCompParam parts, IQ data) is among the names.
    public let wantsPRBFields: Bool

    /// Fields the U-plane walker emits once per PRB block.
    public static let prbFieldNames: Set<String> = [
        "oran_fh_cus.exponent", "oran_fh_cus.blockScaler", "oran_fh_cus.compBitWidth", "oran_fh_cus.compShift",
        "oran_fh_cus.reMask", "oran_fh_cus.iq_user_data", "oran_fh_cus.reserved4",
    ]

    /// The same names, compared as bytes (``DottedNameSelection``).
    private let selection: DottedNameSelection
    /// The eCPRI common header fields it selects (``FronthaulDecodeResult/commonHeaderFieldNames``),
    /// decided once: ``FronthaulDecodeResult/appendCommonHeaderFields(to:selecting:)`` compares
    /// these few short names instead of asking ``selects(_:)`` per field.
    let commonHeaderNames: [String]

    public init(names: Set<String>) {
        self.names = names
        wantsPRBFields = !names.isDisjoint(with: Self.prbFieldNames)
        let selection = DottedNameSelection(names)
        self.selection = selection
        commonHeaderNames = FronthaulDecodeResult.commonHeaderFieldNames.sorted().filter(selection.selects)
    }

    /// True when `name` or one of its dotted prefixes is selected.
    public func selects(_ name: String) -> Bool { selection.selects(name) }
}

/// A field sink that keeps only the selected fields (frame bit offsets as ``FieldSink``).
public struct SelectedFieldSink: BitSink {
    public var fields: FieldList
    public let base: Int
    public let selection: FieldSelection
    public private(set) var position: Int = 0
    /// When set, the names kept instead of asking `selection`: a few names of at most 15 UTF-8
    /// bytes, which Swift stores inline, so each comparison is a compare of two words
    /// (``FronthaulDecodeResult/appendCommonHeaderFields(to:selecting:)``).
    private let only: [String]?

    public init(base: Int, selection: FieldSelection, fields: FieldList = FieldList()) {
        self.init(base: base, selection: selection, fields: fields, only: nil)
    }

    init(base: Int, selection: FieldSelection, fields: FieldList, only: [String]?) {
        self.base = base
        self.selection = selection
        self.fields = fields
        self.only = only
    }

    public var wantsPRBFields: Bool { selection.wantsPRBFields }

    @inline(__always) private func keeps(_ name: String) -> Bool {
        if let only { return only.contains(name) }
        return selection.selects(name)
    }

    public mutating func put(_ name: String, _ value: UInt64, bits: Int) {
        if !name.isEmpty && keeps(name) {
            fields.append(name, .unsigned(value), bitOffset: base + position, bitLength: bits)
        }
        position += bits
    }

    public mutating func putBytes(_ name: String, _ bytes: ArraySlice<UInt8>) {
        if !name.isEmpty && keeps(name) {
            fields.append(name, .bytes(Array(bytes)), bitOffset: base + position, bitLength: bytes.count * 8)
        }
        position += bytes.count * 8
    }

    public mutating func derived(_ name: String, _ value: @autoclosure () -> FieldValue) {
        if keeps(name) { fields.append(name, value()) }
    }
}

extension FronthaulDecodeResult {
    /// Appends only the selected fields to `list` (custom rules read a few fields per PDU).
    public func appendFields(to list: inout FieldList, selecting selection: FieldSelection) {
        // The list moves into each message's sink and back, so its storage is reused.
        var store = FieldList()
        swap(&store, &list)
        emitAll({ base in
            let sink = SelectedFieldSink(base: base, selection: selection, fields: store)
            store = FieldList()
            return sink
        }) { sink in store = sink.fields }
        swap(&store, &list)
    }
}

extension FronthaulDecodeResult {
    /// The eCPRI common header fields (eCPRI v2.0 §3.1.3.1: `ecpri.revision`, `ecpri.reserved`,
    /// `ecpri.cbit`, `ecpri.type`, `ecpri.size`) of each message that are selected, exactly as
    /// ``appendFields(to:selecting:)`` gives them (the same values, bit offsets and order) and
    /// nothing else: a consumer can decide from them alone whether a message can concern it.
    public func appendCommonHeaderFields(to list: inout FieldList, selecting selection: FieldSelection) {
        let keep = selection.commonHeaderNames
        // A message over IEEE 1914.3 has no eCPRI common header (its fields are `roe.…`).
        guard !keep.isEmpty, roe == nil else { return }
        var store = FieldList()
        swap(&store, &list)
        for (i, m) in messages.enumerated() {
            var sink = SelectedFieldSink(base: messageOffset(i), selection: selection, fields: store, only: keep)
            store = FieldList()
            m.header.emit(&sink)
            store = sink.fields
        }
        swap(&store, &list)
    }

    /// The names ``appendCommonHeaderFields(to:selecting:)`` can give: no other field of a
    /// fronthaul PDU has one of them, and none is a dotted prefix of another field's name.
    public static let commonHeaderFieldNames: Set<String> = ["ecpri.revision", "ecpri.reserved", "ecpri.cbit", "ecpri.type", "ecpri.size"]
}

