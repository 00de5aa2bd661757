/// One field a decoder can produce, as Wireshark registers an `hf` entry: its dotted name, the
/// kind of its values, its width on the wire when fixed, a one-line description and the clause
/// of the specification that defines it.
///
/// A name may hold `#` for a decimal number (`f1ap._ext#` stands for `f1ap._ext0`,
/// `f1ap._ext1`…). A field with several kinds of value (IQ samples are integers or, once
/// decompressed, floating point) is registered once per kind.
public struct FieldSpec: Hashable, Sendable {
    public let name: String
    public let type: FieldType
    /// Bits on the wire; nil when the width varies (or the field is derived and has none).
    public let bitLength: Int?
    public let description: String
    /// Where the field is defined (`O-RAN.WG4.CUS §7.5.3.1`), when it comes from a specification.
    public let clause: String?

    public init(_ name: String, _ type: FieldType, bits: Int? = nil, _ description: String, clause: String? = nil) {
        self.name = name
        self.type = type
        self.bitLength = bits
        self.description = description
        self.clause = clause
    }

    /// A protocol (or group) name: no value; a bare name in an expression tests presence.
    public static func protocolName(_ name: String, _ description: String, clause: String? = nil) -> FieldSpec {
        FieldSpec(name, .protocolName, description, clause: clause)
    }

    /// True when the name stands for several names (it holds `#`).
    public var isPattern: Bool { name.contains("#") }

    /// True when `candidate` is this spec's name, or matches it with each `#` read as a decimal number.
    public func matches(_ candidate: String) -> Bool {
        guard isPattern else { return candidate == name }
        var rest = Substring(candidate)
        for c in name {
            if c == "#" {
                let digits = rest.prefix { $0 >= "0" && $0 <= "9" }
                if digits.isEmpty { return false }
                rest = rest.dropFirst(digits.count)
            } else {
                guard rest.first == c else { return false }
                rest = rest.dropFirst()
            }
        }
        return rest.isEmpty
    }
}
