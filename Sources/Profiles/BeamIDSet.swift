/// The beam ids an O-RU's beam table holds (O-RAN.WG4.MP beamforming configuration;
/// O-RAN.WG4.CUS §7.5.3.9: beamId is 15 bits, 0 means no beamforming and is always accepted).
/// Written in a device profile as a list of ids and inclusive ranges, e.g. `[1-64, 100]`.
public struct BeamIDSet: Hashable, Sendable, CustomStringConvertible {
    /// Disjoint, sorted, non-adjacent ranges.
    public private(set) var ranges: [ClosedRange<Int>]

    /// The 15-bit beamId field (C-plane section types 1 and 3).
    public static let idRange = 0...0x7FFF

    public init(_ ranges: [ClosedRange<Int>]) {
        var merged: [ClosedRange<Int>] = []
        for r in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, r.lowerBound <= last.upperBound + 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, r.upperBound)
            } else {
                merged.append(r)
            }
        }
        self.ranges = merged
    }

    /// One list item: `n` or `a-b` (a ≤ b), each 0...32767.
    public static func parseItem(_ text: String) throws(ProfileValueError) -> ClosedRange<Int> {
        let trimmed = text.trimmingSpaces
        let bounds = trimmed.split(separator: "-", omittingEmptySubsequences: false)
        guard bounds.count <= 2, let low = Int(bounds[0].trimmingSpaces), let high = bounds.count == 2 ? Int(bounds[1].trimmingSpaces) : low else {
            throw ProfileValueError("bad beam id '\(text)': expected a number or a range a-b such as 1-64")
        }
        guard idRange.contains(low), idRange.contains(high) else {
            throw ProfileValueError("beam id '\(text)' is out of range 0...32767 (15-bit beamId)")
        }
        guard low <= high else { throw ProfileValueError("beam id range \(low)-\(high) is empty") }
        return low...high
    }

    /// beamId 0 (no beamforming) is always in the table.
    public func contains(_ beamId: Int) -> Bool {
        if beamId == 0 { return true }
        var low = 0, high = ranges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if ranges[mid].upperBound < beamId { low = mid + 1 } else if ranges[mid].lowerBound > beamId { high = mid - 1 } else { return true }
        }
        return false
    }

    /// "1-64, 100".
    public var description: String {
        ranges.map { $0.lowerBound == $0.upperBound ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }.joined(separator: ", ")
    }
}
