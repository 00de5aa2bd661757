/// A decoding failure that stops the decoder of one message, located on the wire.
///
/// Shape after swift-asn1's `ASN1Error` (a struct with an extensible ``Code``) plus a wire
/// location: the bit offset and bit length of the offending field, measured from the start of
/// the outermost buffer handed to the decoder, and the dotted field path (`ecpri.payloadSize`,
/// `f1ap.initiatingMessage.value`). Equality compares the code and the location only.
///
/// A decoder throws this only when it cannot continue. Problems it can decode past are
/// ``Finding``s instead.
public struct DecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as an open set of stable names (new codes are not breaking).
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        public let name: String
        public init(_ name: String) { self.name = name }
        public var description: String { name }

        /// The buffer ended inside a field. When the frame was cut by the capture's snap length
        /// this is *inconclusive*, not a protocol fault; the caller knows which.
        public static let truncated = Code("truncated")
        /// A length field points past the end of the enclosing unit.
        public static let lengthExceedsEnclosing = Code("lengthExceedsEnclosing")
        /// A field holds a value the specification does not allow.
        public static let invalidValue = Code("invalidValue")
        /// A well-formed encoding whose value lies outside the field's (PER-visible) constraint:
        /// an integer above its range, an ENUMERATED or CHOICE index beyond the root without the
        /// extension bit, a count above the SIZE bound, a character index outside the alphabet.
        public static let constraintViolation = Code("constraintViolation")
        /// A field holds a value reserved by the specification, where decoding cannot go on.
        public static let reservedValue = Code("reservedValue")
        /// A structure is not supported by this decoder (it is reported, never guessed).
        public static let unsupported = Code("unsupported")
        /// A hard limit on attacker-shaped input was exceeded (nesting depth, counts, sizes).
        public static let limitExceeded = Code("limitExceeded")
        /// The input is not of the expected kind at all (e.g. not a capture file).
        public static let notRecognised = Code("notRecognised")
    }

    public var code: Code
    public var reason: String
    /// Bit offset of the offending field from the start of the outermost buffer.
    public var bitOffset: Int
    /// Length in bits of the offending field (0 when unknown).
    public var bitLength: Int
    /// Dotted field path, tshark style where tshark has the field.
    public var fieldPath: String
    /// The rule the failure breaks, named by the decoder that stopped (the structure rule of the
    /// unit it was decoding); nil when that decoder judges no rule.
    public var rule: RuleID?

    @inline(never)
    public init(_ code: Code, _ reason: String, bitOffset: Int, bitLength: Int = 0, fieldPath: String) {
        self.code = code
        self.reason = reason
        self.bitOffset = bitOffset
        self.bitLength = bitLength
        self.fieldPath = fieldPath
    }

    /// The same error naming `rule`, unless an inner decoder already named one (the innermost
    /// decoder knows best which structure broke).
    public func naming(_ rule: RuleID) -> DecodingError {
        guard self.rule == nil else { return self }
        var copy = self
        copy.rule = rule
        return copy
    }

    /// Byte offset of the offending field (bit offset rounded down).
    public var byteOffset: Int { bitOffset >> 3 }

    public var description: String {
        let location = bitOffset & 7 == 0 ? "byte \(bitOffset >> 3)" : "bit \(bitOffset)"
        return "\(code) at \(fieldPath) (\(location)): \(reason)"
    }

    public static func == (lhs: DecodingError, rhs: DecodingError) -> Bool {
        lhs.code == rhs.code && lhs.bitOffset == rhs.bitOffset && lhs.fieldPath == rhs.fieldPath
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(bitOffset)
        hasher.combine(fieldPath)
    }

    /// The same error with its location moved by `bits` (to rebase an inner decoder's error
    /// onto the outer buffer).
    public func shifted(by bits: Int) -> DecodingError {
        var copy = self
        copy.bitOffset += bits
        return copy
    }
}
