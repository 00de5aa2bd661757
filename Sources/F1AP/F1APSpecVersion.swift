/// A version of TS 38.473 (`V16.9.0`): the first number is the 3GPP release.
public struct F1APSpecVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var release: Int
    public var minor: Int
    public var patch: Int

    public init(_ release: Int, _ minor: Int, _ patch: Int) {
        self.release = release
        self.minor = minor
        self.patch = patch
    }

    /// `16.9.0`, `V16.9.0` or `v16.9.0`; nil for anything else.
    public init?(parsing text: String) {
        var s = Substring(text)
        if s.first == "V" || s.first == "v" { s = s.dropFirst() }
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let r = Int(parts[0]), let m = Int(parts[1]), let p = Int(parts[2]),
              r >= 0, m >= 0, p >= 0, r < 100, m < 1000, p < 1000 else { return nil }
        self.init(r, m, p)
    }

    public var description: String { "V\(release).\(minor).\(patch)" }

    public static func < (a: Self, b: Self) -> Bool {
        (a.release, a.minor, a.patch) < (b.release, b.minor, b.patch)
    }
}
