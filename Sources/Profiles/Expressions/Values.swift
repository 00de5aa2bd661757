import WireCore

/// Conversions and comparisons between runtime values.
///
/// `ranconform decode` gives MAC and IP addresses as text (`02:00:00:00:aa:01`, `10.0.0.1`),
/// so a field's text is read as an address when compared with an address literal, and as a
/// number when compared with a number. Values that cannot be compared give `nil`.
enum Values {
    static func runtime(_ value: FieldValue) -> RuntimeValue {
        switch value {
        case .unsigned(let v): .integer(Int128(v))
        case .signed(let v): .integer(Int128(v))
        case .bool(let b): .bool(b)
        case .double(let d): .double(d)
        case .string(let s): .string(s)
        case .bytes(let b): .bytes(b)
        }
    }

    enum Number {
        case integer(Int128)
        case double(Double)

        var asDouble: Double {
            switch self {
            case .integer(let i): Double(i)
            case .double(let d): d
            }
        }
    }

    static func number(_ value: RuntimeValue) -> Number? {
        switch value {
        case .integer(let i): .integer(i)
        case .double(let d): d.isNaN ? nil : .double(d)
        case .bool(let b): .integer(b ? 1 : 0)
        case .string(let s): number(text: s)
        case .bytes, .mac, .ipv4: nil
        }
    }

    /// Decimal or `0x` hex integer, or a decimal with a fraction (`1767225600.000030000`).
    static func number(text: String) -> Number? {
        let utf8 = text.utf8
        guard !utf8.isEmpty, utf8.count <= 40 else { return nil }
        var body = Substring(text)
        var negative = false
        if body.hasPrefix("-") {
            negative = true
            body = body.dropFirst()
        }
        if body.hasPrefix("0x") || body.hasPrefix("0X") {
            guard let v = UInt64(body.dropFirst(2), radix: 16) else { return nil }
            return .integer(negative ? -Int128(v) : Int128(v))
        }
        guard !body.isEmpty, body.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == 46 }) else { return nil }
        if let v = UInt64(body) { return .integer(negative ? -Int128(v) : Int128(v)) }
        let dots = body.utf8.filter { $0 == 46 }.count
        guard dots == 1, body.first != ".", body.last != ".", let d = Double(text), d.isFinite else { return nil }
        return .double(d)
    }

    static func mac(_ value: RuntimeValue) -> [UInt8]? {
        switch value {
        case .mac(let m): return m
        case .bytes(let b): return b.count == 6 ? b : nil
        case .string(let s): return mac(text: s)
        default: return nil
        }
    }

    /// `aa:bb:cc:dd:ee:ff` (or with `-` between the groups), any case.
    static func mac(text: String) -> [UInt8]? {
        let utf8 = Array(text.utf8)
        guard utf8.count == 17 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(6)
        for group in 0..<6 {
            let i = group * 3
            guard let h = hex(utf8[i]), let l = hex(utf8[i + 1]) else { return nil }
            if group < 5 && utf8[i + 2] != 58 && utf8[i + 2] != 45 { return nil }
            bytes.append(h << 4 | l)
        }
        return bytes
    }

    static func ipv4(_ value: RuntimeValue) -> UInt32? {
        switch value {
        case .ipv4(let a, _): return a
        case .bytes(let b):
            guard b.count == 4 else { return nil }
            return UInt32(b[0]) << 24 | UInt32(b[1]) << 16 | UInt32(b[2]) << 8 | UInt32(b[3])
        case .string(let s): return ipv4(text: s)
        default: return nil
        }
    }

    static func ipv4(text: String) -> UInt32? {
        var address: UInt32 = 0
        var octet: UInt32 = 0
        var digits = 0
        var parts = 0
        for c in text.utf8 {
            if c == 46 {
                guard digits > 0, parts < 3 else { return nil }
                address = address << 8 | octet
                parts += 1
                octet = 0
                digits = 0
            } else if c >= 48 && c <= 57 {
                digits += 1
                octet = octet * 10 + UInt32(c - 48)
                guard digits <= 3, octet <= 255 else { return nil }
            } else {
                return nil
            }
        }
        guard parts == 3, digits > 0 else { return nil }
        return address << 8 | octet
    }

    private static func hex(_ c: UInt8) -> UInt8? {
        switch c {
        case 48...57: c - 48
        case 97...102: c - 87
        case 65...70: c - 55
        default: nil
        }
    }

    /// All ones, or the network mask of a subnet literal.
    private static func subnetMask(_ value: RuntimeValue) -> UInt32 {
        guard case .ipv4(_, let prefix?) = value else { return ~0 }
        return prefix == 0 ? 0 : ~UInt32(0) << UInt32(32 - prefix)
    }

    private static func sign<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : (a == b ? 0 : 1) }

    private static func sign(_ a: Number, _ b: Number) -> Int? {
        if case .integer(let x) = a, case .integer(let y) = b { return sign(x, y) }
        let (x, y) = (a.asDouble, b.asDouble)
        guard !x.isNaN, !y.isNaN else { return nil }
        return sign(x, y)
    }

    private static func sign(bytes a: [UInt8], _ b: [UInt8]) -> Int {
        if a == b { return 0 }
        return a.lexicographicallyPrecedes(b) ? -1 : 1
    }

    /// -1, 0 or 1 as `left` is below, equal to or above `right`; nil when they cannot be
    /// compared. An address in a subnet literal compares equal to it.
    static func order(_ left: RuntimeValue, _ right: RuntimeValue) -> Int? {
        switch (left, right) {
        case (.ipv4, _), (_, .ipv4):
            guard let a = ipv4(left), let b = ipv4(right) else { return nil }
            let mask = subnetMask(left) & subnetMask(right)
            return sign(a & mask, b & mask)
        case (.mac(let m), _):
            guard let other = mac(right) else { return nil }
            return sign(bytes: m, other)
        case (_, .mac(let m)):
            guard let other = mac(left) else { return nil }
            return sign(bytes: other, m)
        case (.string(let a), .string(let b)):
            if let x = ipv4(text: a), let y = ipv4(text: b) { return sign(x, y) }
            if let x = mac(text: a), let y = mac(text: b) { return sign(bytes: x, y) }
            return sign(bytes: Array(a.utf8), Array(b.utf8))
        case (.bytes(let a), .bytes(let b)):
            return sign(bytes: a, b)
        case (.string(let a), .bytes(let b)):
            return sign(bytes: Array(a.utf8), b)
        case (.bytes(let a), .string(let b)):
            return sign(bytes: a, Array(b.utf8))
        case (.bytes, _), (_, .bytes):
            return nil
        default:
            guard let x = number(left), let y = number(right) else { return nil }
            return sign(x, y)
        }
    }

    /// `left contains right`: substring of a string, subsequence of bytes.
    static func contains(_ left: RuntimeValue, _ right: RuntimeValue) -> Bool? {
        let haystack: [UInt8]
        let needle: [UInt8]
        switch left {
        case .string(let s): haystack = Array(s.utf8)
        case .bytes(let b): haystack = b
        default: return nil
        }
        switch right {
        case .string(let s): needle = Array(s.utf8)
        case .bytes(let b): needle = b
        default: return nil
        }
        if needle.isEmpty { return true }
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return true
        }
        return false
    }

    /// Byte length for `len()`: bytes as they are, an address text as its binary size (6 for
    /// a MAC, 4 for IPv4, as Wireshark's `len(eth.src)`), other text as its UTF-8 length, a
    /// number as the bytes its field occupies on the wire (unknown for derived fields).
    static func length(_ field: Field) -> Int? {
        switch field.value {
        case .bytes(let b): return b.count
        case .string(let s):
            if mac(text: s) != nil { return 6 }
            if ipv4(text: s) != nil { return 4 }
            return s.utf8.count
        case .unsigned, .signed, .bool, .double:
            return field.bitLength > 0 ? (field.bitLength + 7) / 8 : nil
        }
    }

    /// One arithmetic step; nil on overflow, division by zero or non-numbers.
    static func arithmetic(_ op: ArithmeticOperator, _ left: RuntimeValue, _ right: RuntimeValue) -> RuntimeValue? {
        guard let a = number(left), let b = number(right) else { return nil }
        if case .integer(let x) = a, case .integer(let y) = b {
            let result: (partialValue: Int128, overflow: Bool)
            switch op {
            case .add: result = x.addingReportingOverflow(y)
            case .subtract: result = x.subtractingReportingOverflow(y)
            case .multiply: result = x.multipliedReportingOverflow(by: y)
            case .divide:
                guard y != 0 else { return nil }
                result = x.dividedReportingOverflow(by: y)
            case .remainder:
                guard y != 0 else { return nil }
                result = x.remainderReportingOverflow(dividingBy: y)
            case .bitwiseAnd: result = (x & y, false)
            }
            return result.overflow ? nil : .integer(result.partialValue)
        }
        let (x, y) = (a.asDouble, b.asDouble)
        let value: Double
        switch op {
        case .add: value = x + y
        case .subtract: value = x - y
        case .multiply: value = x * y
        case .divide:
            guard y != 0 else { return nil }
            value = x / y
        case .remainder, .bitwiseAnd: return nil
        }
        return value.isFinite ? .double(value) : nil
    }

    static func negate(_ value: RuntimeValue) -> RuntimeValue? {
        switch number(value) {
        case .integer(let i):
            let negated = Int128(0).subtractingReportingOverflow(i)
            return negated.overflow ? nil : .integer(negated.partialValue)
        case .double(let d): return .double(-d)
        case nil: return nil
        }
    }

    /// Text of a value for failure messages, as `decode` prints it.
    static func text(_ value: FieldValue) -> String {
        switch value {
        case .unsigned(let v): String(v)
        case .signed(let v): String(v)
        case .bool(let b): b ? "true" : "false"
        case .double(let d): "\(d)"
        case .string(let s): "\"\(s)\""
        case .bytes(let b): Hex.encode(b)
        }
    }
}
