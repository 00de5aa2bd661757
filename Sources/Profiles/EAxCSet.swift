import Fronthaul

/// A set of eAxC IDs written `du:bs:cc:ru`, each component a number, an inclusive range `a-b` or
/// `*` (any), e.g. `0:0:0:0-3` for RU ports 0 to 3 (O-RAN.WG4.CUS §5.1.3.1.6).
public struct EAxCSet: Hashable, Sendable, CustomStringConvertible {
    /// One component's accepted values; `nil` means any.
    public var duPort: ClosedRange<Int>?
    public var bandSector: ClosedRange<Int>?
    public var cc: ClosedRange<Int>?
    public var ruPort: ClosedRange<Int>?

    public init(
        duPort: ClosedRange<Int>?, bandSector: ClosedRange<Int>?, cc: ClosedRange<Int>?, ruPort: ClosedRange<Int>?
    ) {
        self.duPort = duPort
        self.bandSector = bandSector
        self.cc = cc
        self.ruPort = ruPort
    }

    static let componentNames = ["DU_port_ID", "BandSector_ID", "CC_ID", "RU_port_ID"]

    /// Parses `du:bs:cc:ru`; each component `n`, `a-b` (a ≤ b) or `*`, numbers 0...65535.
    public init(parsing text: String) throws(ProfileValueError) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 4 else {
            throw ProfileValueError(
                "bad eAxC set '\(text)': expected four components du:bs:cc:ru (e.g. '0:0:0:0-3'), found \(parts.count)")
        }
        var ranges: [ClosedRange<Int>?] = []
        for (index, part) in parts.enumerated() {
            let trimmed = part.trimmingSpaces
            if trimmed == "*" {
                ranges.append(nil)
                continue
            }
            let bounds = trimmed.split(separator: "-", omittingEmptySubsequences: false)
            guard bounds.count <= 2, let low = Self.number(bounds[0]),
                let high = bounds.count == 2 ? Self.number(bounds[1]) : low
            else {
                throw ProfileValueError(
                    "bad eAxC set '\(text)': \(Self.componentNames[index]) '\(trimmed)' is not a number, a range a-b or *")
            }
            guard low <= high else {
                throw ProfileValueError(
                    "bad eAxC set '\(text)': \(Self.componentNames[index]) range \(low)-\(high) is empty")
            }
            ranges.append(low...high)
        }
        self.init(duPort: ranges[0], bandSector: ranges[1], cc: ranges[2], ruPort: ranges[3])
    }

    public var components: [ClosedRange<Int>?] { [duPort, bandSector, cc, ruPort] }

    public func contains(_ id: EAxCID) -> Bool {
        let values = [id.duPort, id.bandSector, id.cc, id.ruPort]
        for (range, value) in zip(components, values) {
            if let range, !range.contains(value) { return false }
        }
        return true
    }

    /// Checks every bound fits the component width of `split`.
    public func validate(against split: EAxCSplit) throws(ProfileValueError) {
        for (index, (range, maximum)) in zip(components, split.componentMaxima).enumerated() {
            if let range, range.upperBound > maximum {
                throw ProfileValueError(
                    "eAxC set '\(self)': \(Self.componentNames[index]) \(range.upperBound) does not fit the "
                        + "\(split.masks[index].nonzeroBitCount)-bit field of split \(split) (max \(maximum))")
            }
        }
    }

    public var description: String {
        components.map { range in
            guard let range else { return "*" }
            return range.lowerBound == range.upperBound
                ? String(range.lowerBound) : "\(range.lowerBound)-\(range.upperBound)"
        }.joined(separator: ":")
    }

    private static func number(_ text: Substring) -> Int? {
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty, trimmed.count <= 5, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }),
            let value = Int(trimmed), value <= 0xFFFF
        else { return nil }
        return value
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " { scalars.removeFirst() }
        while let last = scalars.last, last == " " { scalars.removeLast() }
        return String(scalars)
    }
}
