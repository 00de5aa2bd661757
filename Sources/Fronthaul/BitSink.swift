import WireCore

/// Where a model writes itself: the encoder (bytes) and the field registry (named fields with
/// bit offsets) walk the model through the same `emit` code, so the registry's offsets are the
/// encoder's offsets by construction.
public protocol BitSink {
    /// Appends `bits` bits of `value` under the dotted field `name`.
    mutating func put(_ name: String, _ value: UInt64, bits: Int)
    /// Appends whole bytes (IQ data, opaque bodies) under `name`.
    mutating func putBytes(_ name: String, _ bytes: ArraySlice<UInt8>)
    /// Records a derived field (no wire bits), e.g. `oran_fh_cus.c_eaxc_id`; the value is built
    /// only when the sink keeps it (text fields such as `refa` cost a string per message).
    mutating func derived(_ name: String, _ value: @autoclosure () -> FieldValue)
    /// Current position in bits from the start of the emitted unit.
    var position: Int { get }
    /// Opens / closes a subtree (message, section, extension) for the verbose tree.
    mutating func begin(_ label: String)
    mutating func end()
    /// False when the sink does not want the per-PRB fields of U-plane sections (udCompParam,
    /// IQ data): the walker then steps over the PRB blocks in one go.
    var wantsPRBFields: Bool { get }
}

extension BitSink {
    public mutating func begin(_ label: String) {}
    public mutating func end() {}
    public var wantsPRBFields: Bool { true }
    @inlinable mutating func put(_ name: String, _ value: some BinaryInteger, _ bits: Int) {
        put(name, UInt64(truncatingIfNeeded: value), bits: bits)
    }
    @inlinable mutating func put(_ name: String, _ value: Bool) { put(name, value ? 1 : 0, bits: 1) }
}

/// The encoder's sink: bytes only.
public struct ByteSink: BitSink {
    public var writer = BitWriter(reservingCapacity: 256)
    public init() {}
    public mutating func put(_ name: String, _ value: UInt64, bits: Int) {
        let mask: UInt64 = bits >= 64 ? .max : (1 << UInt64(bits)) &- 1
        writer.write(value & mask, bits: bits)
    }
    public mutating func putBytes(_ name: String, _ bytes: ArraySlice<UInt8>) { writer.writeBytes(bytes) }
    public mutating func derived(_ name: String, _ value: @autoclosure () -> FieldValue) {}
    public var position: Int { writer.bitCount }
    public var bytes: [UInt8] { writer.bytes }
}

/// The field registry's sink: every field with its absolute bit offset, appended to a `FieldList`.
public struct FieldSink: BitSink {
    public var fields: FieldList
    public let base: Int
    public private(set) var position: Int = 0
    public init(base: Int, fields: FieldList = FieldList()) {
        self.base = base
        self.fields = fields
    }
    public mutating func put(_ name: String, _ value: UInt64, bits: Int) {
        if !name.isEmpty {
            fields.append(name, .unsigned(value), bitOffset: base + position, bitLength: bits)
        }
        position += bits
    }
    public mutating func putBytes(_ name: String, _ bytes: ArraySlice<UInt8>) {
        if !name.isEmpty {
            fields.append(name, .bytes(Array(bytes)), bitOffset: base + position, bitLength: bytes.count * 8)
        }
        position += bytes.count * 8
    }
    public mutating func derived(_ name: String, _ value: @autoclosure () -> FieldValue) {
        fields.append(name, value())
    }
}

/// One wire field of a generically modelled structure (section extensions, the bodies of
/// section types 4, 7, 8, 9, 10, 11): the fields cover every bit in order, reserved bits included,
/// so re-emitting them reproduces the bytes.
public struct WireField: Hashable, Sendable {
    public var name: String
    public var bits: Int
    public var value: UInt64
    /// Non-empty for an opaque byte run (then `bits` is its length in bits and `value` is 0).
    public var octets: [UInt8]
    public init(_ name: String, _ value: UInt64, bits: Int) {
        self.name = name
        self.bits = bits
        self.value = value
        self.octets = []
    }
    public init(_ name: String, octets: [UInt8]) {
        self.name = name
        self.bits = octets.count * 8
        self.value = 0
        self.octets = octets
    }
    func emit<S: BitSink>(_ sink: inout S) {
        if octets.isEmpty {
            sink.put(name, value, bits: bits)
        } else {
            sink.putBytes(name, octets[...])
        }
    }
}

extension Array where Element == WireField {
    /// The first value named `name` (full dotted name).
    public func value(_ name: String) -> UInt64? { first { $0.name == name }?.value }
    func emit<S: BitSink>(_ sink: inout S) { for f in self { f.emit(&sink) } }
    var bitLength: Int { reduce(0) { $0 + $1.bits } }
}

/// Reads fields into a `[WireField]` list with located errors.
struct FieldScanner {
    var reader: BitReader
    var fields: [WireField] = []
    init(_ reader: BitReader) { self.reader = reader }

    @discardableResult
    mutating func u(_ name: String, _ bits: Int) throws(DecodingError) -> UInt64 {
        let v = try reader.read(bits, field: name)
        fields.append(WireField(name, v, bits: bits))
        return v
    }
    mutating func octets(_ name: String, _ count: Int) throws(DecodingError) {
        guard count >= 0, count <= reader.remainingBytes else {
            throw reader.truncatedError(field: name, bits: max(0, count) * 8)
        }
        let bytes = try reader.readBytes(count, field: name)
        if count > 0 { fields.append(WireField(name, octets: Array(bytes))) }
    }
    /// Pads to the byte boundary with a named reserved field (so the bits are kept).
    mutating func alignReserved(_ name: String = "oran_fh_cus.reserved") throws(DecodingError) {
        let pad = (8 - (reader.bitPosition & 7)) & 7
        if pad > 0 { try u(name, pad) }
    }
    var remainingBits: Int { reader.remainingBits }
    /// Consumes whatever is left as reserved bits, in fields of at most 64 bits (an extension body
    /// may be longer than its layout: `extLen` counts words, O-RAN.WG4.CUS §7.6.1).
    mutating func reservedRest(_ name: String = "oran_fh_cus.reserved") throws(DecodingError) {
        while reader.remainingBits > 0 { try u(name, min(64, reader.remainingBits)) }
    }
    /// True when what is left is at most 3 bytes of zeros: extension padding, not another entry
    /// (O-RAN.WG4.CUS §7.6.1: bodies are zero padded up to extLen × 4).
    var onlyPaddingLeft: Bool {
        reader.remainingBits <= 24 && reader.isByteAligned && !reader.remainingSlice.contains(where: { $0 != 0 })
    }
}

@inline(__always) func prefixed(_ s: String) -> String { "oran_fh_cus." + s }
