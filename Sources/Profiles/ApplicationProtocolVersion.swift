/// What a device declares about one of the RAN application protocols besides F1AP: E1AP (3GPP
/// TS 37.483), NGAP (3GPP TS 38.413) or E2AP (O-RAN.WG3.E2AP). Loaded from a device profile's
/// `e1ap`, `ngap` or `e2ap` section.
///
/// The checkers read it for one judgement: whether an IE or procedure code the built-in schema
/// does not have where it was sent is an error of its sender (TS 37.483 / TS 38.413 §10.3.4, E2AP
/// §10.3.4: "not comprehended" is a receiver's notion), or may be one of the sender's later version.
public struct ApplicationProtocolDeclaration: Hashable, Sendable {
    /// The 3GPP release implemented (E1AP, NGAP); for a declared ``version`` of a 3GPP protocol,
    /// its first number.
    public var release: Int?
    /// The exact specification version, when declared: `18.2.0` (3GPP) or `04.00` (O-RAN).
    public var version: SpecificationVersion?

    public init(release: Int? = nil, version: SpecificationVersion? = nil) {
        self.release = release ?? version.flatMap { $0.numbers.count == 3 ? $0.numbers[0] : nil }
        self.version = version
    }

    /// Releases a 3GPP declaration may name (E1AP and NGAP exist from Release 15 on).
    public static let releaseRange = 15...19
}

/// A specification version compared number by number: `V18.2.0` (3GPP: release, technical
/// version, editorial version) or `v04.00` (O-RAN: major, minor).
public struct SpecificationVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var numbers: [Int]

    public init(_ numbers: [Int]) {
        self.numbers = numbers
    }

    /// Parses `18.2.0`, `V18.2.0` (a 3GPP version: three numbers) or `04.00`, `v4.0` (an O-RAN
    /// version: two numbers), as `parts` asks. Each number is 0…999.
    public init(parsing text: String, parts: Int) throws(ProfileValueError) {
        var body = Substring(text.trimmingSpaces)
        if body.first == "v" || body.first == "V" { body = body.dropFirst() }
        let fields = body.split(separator: ".", omittingEmptySubsequences: false)
        let numbers = fields.compactMap { field -> Int? in
            guard (1...3).contains(field.count), field.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(field)
        }
        guard fields.count == parts, numbers.count == parts else {
            throw ProfileValueError(parts == 3
                ? "bad version '\(text)': expected RELEASE.X.Y such as \"18.2.0\""
                : "bad version '\(text)': expected MAJOR.MINOR such as \"03.00\"")
        }
        self.init(numbers)
    }

    public static func < (lhs: SpecificationVersion, rhs: SpecificationVersion) -> Bool {
        lhs.numbers.lexicographicallyPrecedes(rhs.numbers)
    }

    /// `V18.2.0` for a 3GPP version, `v03.00` for an O-RAN one.
    public var description: String {
        if numbers.count == 3 { return "V" + numbers.map(String.init).joined(separator: ".") }
        return "v" + numbers.map { $0 < 10 ? "0\($0)" : String($0) }.joined(separator: ".")
    }
}
