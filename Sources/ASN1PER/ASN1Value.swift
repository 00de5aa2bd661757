/// A decoded ASN.1 value, independent of any generated code: the value tree that the APER
/// decoder produces and the encoder consumes (X.680 value model, X.691 open types).
public enum ASN1Value: Sendable, Hashable {
    case integer(Int64)
    case boolean(Bool)
    case null
    /// Root items are numbered 0..n-1; extension items continue after the root count.
    case enumerated(index: Int, name: String)
    /// Bits packed MSB first; `bitCount` may be less than `bytes.count * 8`.
    case bitString(bytes: [UInt8], bitCount: Int)
    case octetString([UInt8])
    case string(String)
    /// Present components in order (root components, then extension additions; an addition
    /// group's components are listed inline). Absent OPTIONAL components are not listed.
    case sequence([ASN1NamedValue])
    indirect case choice(name: String, value: ASN1Value)
    case sequenceOf([ASN1Value])
    /// An open type resolved through its table constraint: `typeName` is the referenced type
    /// (`TransactionID`, `GNB-DU-Served-Cells-List`).
    indirect case openType(typeName: String, value: ASN1Value)
    /// An open type whose type is unknown (unknown IE or procedure id): its octets, kept as is.
    case rawOpenType([UInt8])
    /// An unknown SEQUENCE extension addition or CHOICE extension alternative: its open-type
    /// octets, re-encoded unchanged.
    case unknownExtension([UInt8])
    case objectIdentifier([UInt64])

    /// Component `name` of a SEQUENCE value.
    public subscript(_ name: String) -> ASN1Value? {
        guard case .sequence(let components) = self else { return nil }
        return components.first { $0.name == name }?.value
    }

    /// The value with open-type wrappers removed.
    public var unwrapped: ASN1Value {
        if case .openType(_, let inner) = self { return inner.unwrapped }
        return self
    }

    public var integerValue: Int64? {
        if case .integer(let v) = unwrapped { return v }
        return nil
    }
}

/// One component of a SEQUENCE value.
public struct ASN1NamedValue: Sendable, Hashable {
    public var name: String
    public var value: ASN1Value
    public init(_ name: String, _ value: ASN1Value) {
        self.name = name
        self.value = value
    }
}
