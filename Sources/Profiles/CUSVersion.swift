/// An O-RAN.WG4.CUS specification version such as `13.00` or `v17.01` (versions gate section types,
/// extensions and field layouts).
public struct CUSVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// Parses `13.00`, `v13.00`, `13` (minor 0). Majors 1…99, minors 0…99.
    public init(parsing text: String) throws(ProfileValueError) {
        var body = Substring(text.trimmingSpaces)
        if body.first == "v" || body.first == "V" { body = body.dropFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        func value(_ part: Substring) -> Int? {
            guard (1...2).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(part)
        }
        guard (1...2).contains(parts.count), let major = value(parts[0]), major >= 1,
            let minor = parts.count == 2 ? value(parts[1]) : 0
        else {
            throw ProfileValueError("bad CUS version '\(text)': expected MAJOR.MINOR such as \"13.00\"")
        }
        self.init(major: major, minor: minor)
    }

    public static func < (lhs: CUSVersion, rhs: CUSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    public var description: String { "\(major < 10 ? "0" : "")\(major).\(minor < 10 ? "0" : "")\(minor)" }
}

/// O-RU category (O-RAN.WG4.CUS clause 4: category A has no precoding in the O-RU, B has).
public enum RUCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    case a = "A"
    case b = "B"

    public static func < (lhs: RUCategory, rhs: RUCategory) -> Bool { lhs.rawValue < rhs.rawValue }
}
