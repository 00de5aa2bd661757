/// Text forms of addresses as profiles and command lines write them.
extension MACAddress {
    /// Six hex pairs separated by `:` or `-` (`02:00:00:00:aa:01`, `02-00-00-00-AA-01`); nil for
    /// anything else.
    public init?(parsing text: String) {
        let separator: Character = text.contains("-") ? "-" : ":"
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 6 else { return nil }
        var value: UInt64 = 0
        for part in parts {
            guard part.count == 2, let byte = UInt8(part, radix: 16) else { return nil }
            value = value << 8 | UInt64(byte)
        }
        self.init(value)
    }

    /// From six octets, first octet first; nil unless there are exactly six.
    public init?(octets: [UInt8]) {
        guard octets.count == 6 else { return nil }
        self.init(octets.reduce(0) { $0 << 8 | UInt64($1) })
    }
}

extension IPAddress {
    /// IPv4 dotted decimal (`10.0.0.1`) or IPv6 in the RFC 4291 §2.2 text forms with `::`
    /// compression (no zone, no embedded IPv4); nil for anything else.
    public init?(parsing text: String) {
        if let v4 = Self.parseIPv4(Substring(text)) {
            self = .v4(v4)
        } else if text.contains(":"), let groups = Self.parseIPv6(text) {
            var high: UInt64 = 0
            var low: UInt64 = 0
            for group in groups[0..<4] { high = high << 16 | UInt64(group) }
            for group in groups[4..<8] { low = low << 16 | UInt64(group) }
            self = .v6(high, low)
        } else {
            return nil
        }
    }

    /// The address in network byte order: 4 octets for IPv4, 16 for IPv6.
    public var octets: [UInt8] {
        switch self {
        case .v4(let a): return (0..<4).map { UInt8(truncatingIfNeeded: a >> UInt32(24 - 8 * $0)) }
        case .v6(let high, let low):
            return (0..<8).map { UInt8(truncatingIfNeeded: high >> UInt64(56 - 8 * $0)) }
                + (0..<8).map { UInt8(truncatingIfNeeded: low >> UInt64(56 - 8 * $0)) }
        }
    }

    private static func parseIPv4(_ text: Substring) -> UInt32? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var value: UInt32 = 0
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }), let byte = UInt8(part)
            else { return nil }
            value = value << 8 | UInt32(byte)
        }
        return value
    }

    /// The eight 16-bit groups, `::` expanded.
    private static func parseIPv6(_ text: String) -> [UInt16]? {
        let halves = splitOnDoubleColon(text)
        guard halves.count <= 2 else { return nil }
        func groups(_ part: Substring) -> [UInt16]? {
            if part.isEmpty { return [] }
            var result: [UInt16] = []
            for group in part.split(separator: ":", omittingEmptySubsequences: false) {
                guard (1...4).contains(group.count), let value = UInt16(group, radix: 16) else { return nil }
                result.append(value)
            }
            return result
        }
        guard let head = groups(halves[0]) else { return nil }
        var all = head
        if halves.count == 2 {
            guard let tail = groups(halves[1]), head.count + tail.count < 8 else { return nil }
            all += [UInt16](repeating: 0, count: 8 - head.count - tail.count) + tail
        }
        return all.count == 8 ? all : nil
    }

    /// Splits on every "::"; more than two parts means the address is invalid.
    private static func splitOnDoubleColon(_ text: String) -> [Substring] {
        var parts: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if text[index] == ":", next < text.endIndex, text[next] == ":" {
                parts.append(text[start..<index])
                start = text.index(after: next)
                index = start
            } else {
                index = next
            }
        }
        parts.append(text[start..<text.endIndex])
        return parts
    }
}
