/// An Ethernet MAC address written `aa:bb:cc:dd:ee:ff` (or with `-`).
public struct MACAddress: Hashable, Sendable, CustomStringConvertible {
    public var bytes: [UInt8]

    public init(bytes: [UInt8]) throws(ProfileValueError) {
        guard bytes.count == 6 else { throw ProfileValueError("a MAC address has 6 bytes, not \(bytes.count)") }
        self.bytes = bytes
    }

    public init(parsing text: String) throws(ProfileValueError) {
        let separator: Character = text.contains("-") ? "-" : ":"
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        var bytes: [UInt8] = []
        for part in parts {
            guard part.count == 2, let byte = UInt8(part, radix: 16) else { bytes = []; break }
            bytes.append(byte)
        }
        guard parts.count == 6, bytes.count == 6 else {
            throw ProfileValueError("bad MAC address '\(text)': expected six hex pairs such as \"02:00:00:00:aa:01\"")
        }
        self.bytes = bytes
    }

    public var description: String {
        bytes.map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined(separator: ":")
    }
}

/// An IPv4 or IPv6 address (RFC 4291 §2.2 text forms, `::` compression, no zone).
public struct IPAddress: Hashable, Sendable, CustomStringConvertible {
    /// 4 bytes for IPv4, 16 for IPv6.
    public var bytes: [UInt8]

    public init(parsing text: String) throws(ProfileValueError) {
        if let v4 = Self.parseIPv4(Substring(text)) {
            bytes = v4
        } else if text.contains(":"), let v6 = Self.parseIPv6(text) {
            bytes = v6
        } else {
            throw ProfileValueError("bad IP address '\(text)': expected IPv4 (10.0.0.1) or IPv6 (fd00::1)")
        }
    }

    public var isIPv4: Bool { bytes.count == 4 }

    public var description: String {
        if isIPv4 { return bytes.map(String.init).joined(separator: ".") }
        var groups: [String] = []
        for index in stride(from: 0, to: 16, by: 2) {
            groups.append(String(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]), radix: 16))
        }
        return groups.joined(separator: ":")
    }

    private static func parseIPv4(_ text: Substring) -> [UInt8]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var bytes: [UInt8] = []
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }),
                let value = UInt8(part)
            else { return nil }
            bytes.append(value)
        }
        return bytes
    }

    private static func parseIPv6(_ text: String) -> [UInt8]? {
        let halves = text.splitOnDoubleColon
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
        guard all.count == 8 else { return nil }
        return all.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }
}

extension String {
    /// Splits on every "::"; more than two parts means the address is invalid.
    fileprivate var splitOnDoubleColon: [Substring] {
        var parts: [Substring] = []
        var start = startIndex
        var index = startIndex
        while index < endIndex {
            let next = self.index(after: index)
            if self[index] == ":", next < endIndex, self[next] == ":" {
                parts.append(self[start..<index])
                start = self.index(after: next)
                index = start
            } else {
                index = next
            }
        }
        parts.append(self[start..<endIndex])
        return parts
    }
}
