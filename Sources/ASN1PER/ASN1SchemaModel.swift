/// PER-visible integer bounds (X.691 clause 10.5 / 13): nil bounds are unbounded.
public struct ASN1IntegerBounds: Sendable, Hashable {
    public var lower: Int64?
    public var upper: Int64?
    public var extensible: Bool
    public init(lower: Int64?, upper: Int64?, extensible: Bool) {
        self.lower = lower
        self.upper = upper
        self.extensible = extensible
    }
    public static let unconstrained = ASN1IntegerBounds(lower: nil, upper: nil, extensible: false)
}

/// PER-visible size constraint (X.691 clause 11.9): `upper == nil` is unbounded.
public struct ASN1SizeBounds: Sendable, Hashable {
    public var lower: Int
    public var upper: Int?
    public var extensible: Bool
    public init(lower: Int, upper: Int?, extensible: Bool) {
        self.lower = lower
        self.upper = upper
        self.extensible = extensible
    }
    public static let unconstrained = ASN1SizeBounds(lower: 0, upper: nil, extensible: false)
    var isFixed: Bool { upper == lower && !extensible }
}

/// Where an open type (or a key component) takes its type from: an object set and a class field
/// (X.682 clause 10 table constraint, `{Set}{@key}`).
public struct ASN1TableReference: Sendable, Hashable {
    public var objectSet: Int
    public var field: String
    /// Index of the key component (`@id`) among the root components; nil for the key itself.
    public var keyComponent: Int?
    /// Index in ``ASN1Schema/openTypeTables`` (key value → type id), set when the schema is
    /// built; -1 when there is none.
    public var lookup: Int = -1

    public init(objectSet: Int, field: String, keyComponent: Int?) {
        self.objectSet = objectSet
        self.field = field
        self.keyComponent = keyComponent
    }
}

public struct ASN1Component: Sendable, Hashable {
    public var name: String
    public var type: Int
    public var optional: Bool
    public var defaultValue: ASN1Value?
    public var table: ASN1TableReference?
}

public struct ASN1ExtensionAddition: Sendable, Hashable {
    /// One component, or the components of an addition group `[[ ]]`.
    public var components: [ASN1Component]
    public var isGroup: Bool
}

public struct ASN1SequenceType: Sendable, Hashable {
    public var root: [ASN1Component]
    public var extensible: Bool
    public var additions: [ASN1ExtensionAddition]
}

public struct ASN1ChoiceType: Sendable, Hashable {
    public var root: [ASN1Component]
    public var extensible: Bool
    public var additions: [ASN1Component]
}

/// Known-multiplier character string PER parameters (X.691 clause 30).
public struct ASN1CharacterSet: Sendable, Hashable {
    /// Sorted permitted code points.
    public var alphabet: [UInt32]
    /// Bits per character in the ALIGNED variant (a power of two).
    public var bitsPerCharacter: Int
    /// Encode the index in `alphabet` rather than the code point.
    public var useIndex: Bool
}

public enum ASN1TypeKind: Sendable, Hashable {
    case boolean
    case null
    case real
    case objectIdentifier
    case integer(ASN1IntegerBounds)
    case enumerated(root: [String], additions: [String]?)
    case bitString(ASN1SizeBounds)
    case octetString(ASN1SizeBounds)
    case knownMultiplierString(name: String, size: ASN1SizeBounds, characters: ASN1CharacterSet)
    /// UTF8String and other non-known-multiplier strings: octet count, no PER-visible constraint.
    case unrestrictedString(name: String)
    case sequence(ASN1SequenceType)
    case choice(ASN1ChoiceType)
    case sequenceOf(element: Int, size: ASN1SizeBounds)
    case openType
}

/// One resolved type: its display name (the type reference that defined it, or the built-in
/// type's name) and its PER-relevant structure.
public struct ASN1TypeNode: Sendable, Hashable {
    public var name: String
    public var kind: ASN1TypeKind
}

public enum ASN1ObjectField: Sendable, Hashable {
    case type(Int)
    case integer(Int64)
    case identifier(String)
}

/// An information object (X.681): field name (without `&`) → setting.
public struct ASN1Object: Sendable, Hashable {
    public var fields: [String: ASN1ObjectField]

    public func integer(_ field: String) -> Int64? {
        if case .integer(let v)? = fields[field] { return v }
        return nil
    }
    public func identifier(_ field: String) -> String? {
        if case .identifier(let v)? = fields[field] { return v }
        return nil
    }
    public func type(_ field: String) -> Int? {
        if case .type(let v)? = fields[field] { return v }
        return nil
    }
}

/// A resolved object set with a lookup from each integer field's value to the object.
public struct ASN1ObjectSet: Sendable, Hashable {
    public var name: String
    public var className: String
    public var objects: [ASN1Object]
    public var extensible: Bool
    /// field → value → index in `objects` (first object wins).
    public var index: [String: [Int64: Int]]

    init(name: String, className: String, objects: [ASN1Object], extensible: Bool) {
        self.name = name
        self.className = className
        self.objects = objects
        self.extensible = extensible
        var index: [String: [Int64: Int]] = [:]
        for (i, object) in objects.enumerated() {
            for (field, value) in object.fields {
                if case .integer(let v) = value, index[field]?[v] == nil { index[field, default: [:]][v] = i }
            }
        }
        self.index = index
    }

    /// The object whose `field` equals `key`.
    public func object(field: String, equals key: Int64) -> ASN1Object? {
        guard let i = index[field]?[key] else { return nil }
        return objects[i]
    }
}

extension ASN1CharacterSet {
    /// The UNALIGNED coding of the same permitted alphabet (X.691 30.5.3, 30.5.4): `b` is the
    /// minimum bits for the N permitted characters, not rounded up to a power of two, and each
    /// character is coded as its index when the largest code point does not fit `b` bits.
    /// `typeName` gives the restricted string type's own alphabet when there is no FROM constraint.
    func unaligned(typeName: String) -> ASN1CharacterSet {
        let list: [UInt32]?
        let count: UInt64
        let maxCode: UInt64
        if !alphabet.isEmpty {
            list = alphabet
            count = UInt64(alphabet.count)
            maxCode = UInt64(alphabet.last ?? 0)
        } else if let (range, own) = ASN1Resolver.stringAlphabets[typeName] {
            if let own {
                list = own
                count = UInt64(own.count)
                maxCode = UInt64(own.last ?? 0)
            } else if let range {
                list = nil
                count = UInt64(range.upperBound - range.lowerBound) + 1
                maxCode = UInt64(range.upperBound)
            } else {
                return self
            }
        } else {
            return self
        }
        let b = count <= 1 ? 0 : 64 - (count - 1).leadingZeroBitCount
        let index = list != nil && b < 64 && maxCode >= (UInt64(1) << UInt64(b))
        return ASN1CharacterSet(alphabet: index ? (list ?? []) : alphabet, bitsPerCharacter: b, useIndex: index)
    }
}
