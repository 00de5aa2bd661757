/// A decoded field value, as `ranconform decode --json` and custom rules see it.
public enum FieldValue: Hashable, Sendable {
    case unsigned(UInt64)
    case signed(Int64)
    case bool(Bool)
    case double(Double)
    case string(String)
    case bytes([UInt8])
}

/// One decoded field: its dotted name (tshark's where tshark has the field) and where it sits.
public struct Field: Hashable, Sendable {
    public var name: String
    public var value: FieldValue
    /// Bit offset from the start of the frame (or of the PDU, for reassembled payloads); -1 when
    /// the field is derived and has no wire position.
    public var bitOffset: Int
    public var bitLength: Int

    public init(_ name: String, _ value: FieldValue, bitOffset: Int = -1, bitLength: Int = 0) {
        self.name = name
        self.value = value
        self.bitOffset = bitOffset
        self.bitLength = bitLength
    }
}

/// The ordered fields of one frame. A name may occur several times (one per VLAN tag, SCTP
/// chunk, section…); renderers turn repeats into arrays, as tshark's `-T fields` does.
public struct FieldList: Sendable {
    public private(set) var fields: [Field] = []

    public init() {}

    public mutating func append(_ field: Field) { fields.append(field) }

    public mutating func append(_ name: String, _ value: FieldValue, bitOffset: Int = -1, bitLength: Int = 0) {
        fields.append(Field(name, value, bitOffset: bitOffset, bitLength: bitLength))
    }

    public mutating func append(_ name: String, unsigned value: some BinaryInteger, bitOffset: Int = -1, bitLength: Int = 0) {
        fields.append(Field(name, .unsigned(UInt64(truncatingIfNeeded: value)), bitOffset: bitOffset, bitLength: bitLength))
    }

    public mutating func append(contentsOf other: FieldList) { fields.append(contentsOf: other.fields) }

    /// All values of `name`, in order.
    public func values(_ name: String) -> [FieldValue] { fields.filter { $0.name == name }.map(\.value) }

    /// The first value of `name`.
    public func first(_ name: String) -> FieldValue? { fields.first { $0.name == name }?.value }

    /// Makes room for `n` fields in all.
    public mutating func reserveCapacity(_ n: Int) { fields.reserveCapacity(n) }

    /// Empties the list, keeping its storage for reuse.
    public mutating func removeAll() { fields.removeAll(keepingCapacity: true) }

    public var isEmpty: Bool { fields.isEmpty }
    public var count: Int { fields.count }
}
