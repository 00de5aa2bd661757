import Foundation
import WireCore

/// One leaf of our `decode --json` fields.
public struct OurLeaf: Sendable, CustomStringConvertible {
    public var name: String
    public var value: FieldValue
    public init(name: String, value: FieldValue) {
        self.name = name
        self.value = value
    }
    public var description: String { "\(name)=\(TsharkLeafAlignment.text(value))" }
}

/// Aligns our leaves with tshark's, in order (a shortest edit script over leaves equal in name
/// and value); what is left lies in gaps between matches.
public enum TsharkLeafAlignment {
    public enum Step: Sendable {
        case matched(OurLeaf, TsharkLeaf)
        /// Between two matches: our leaves and tshark's that found no equal (same name, same
        /// value) on the other side.
        case gap(ours: [OurLeaf], theirs: [TsharkLeaf])
    }

    public static func text(_ v: FieldValue) -> String {
        switch v {
        case .unsigned(let x): String(x)
        case .signed(let x): String(x)
        case .bool(let b): b ? "true" : "false"
        case .double(let d): String(d)
        case .string(let s): s
        case .bytes(let b): b.map { String(format: "%02x", $0) }.joined()
        }
    }

    /// tshark's name for a `none` leaf (`ngap.foo_element`) without the suffix.
    static func bareName(_ t: TsharkLeaf) -> String {
        t.name.hasSuffix("_element") ? String(t.name.dropLast("_element".count)) : t.name
    }

    /// The same field: equal names (a NULL of ours against tshark's FT_NONE `…_element`).
    public static func sameName(_ o: OurLeaf, _ t: TsharkLeaf) -> Bool {
        if t.kind == .none { if case .string("NULL") = o.value { return bareName(t) == o.name } else { return false } }
        return o.name == t.name
    }

    /// Equal values, by tshark's field type: numbers as decimal; an enumeration of ours (its
    /// identifier) against the value-string label tshark shows (`criticality: reject (0)`);
    /// bytes as hex, or as the big-endian number tshark shows for an OCTET STRING it types as
    /// an integer (TAC); booleans as tshark's 1 / 0.
    public static func sameValue(_ o: OurLeaf, _ t: TsharkLeaf) -> Bool {
        // a number tshark displays in hexadecimal (BASE_HEX: `0xa1b2c3d4`)
        let number: UInt64? = t.show.hasPrefix("0x") ? UInt64(t.show.dropFirst(2), radix: 16) : UInt64(t.show)
        switch (o.value, t.kind) {
        case (.unsigned(let x), .uint), (.unsigned(let x), .int): return number == x
        case (.signed(let x), .int), (.signed(let x), .uint): return t.show == String(x)
        case (.string(let s), .string): return t.show == s
        case (.string(let s), .uint), (.string(let s), .int): return t.label == s
        case (.string("NULL"), .none): return true
        case (.bytes(let b), .bytes): return t.show.lowercased() == text(.bytes(b))
        case (.bytes(let b), .uint) where b.count <= 8:
            return number == b.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        case (.bool(let b), .bool): return t.show == (b ? "1" : "0") || t.show.lowercased() == (b ? "true" : "false")
        default: return false
        }
    }

    public static func align(ours: [OurLeaf], theirs: [TsharkLeaf]) -> [Step] {
        enum Token { case o(OurLeaf), t(TsharkLeaf) }
        let a = ours.map(Token.o), b = theirs.map(Token.t)
        let diff = b.difference(from: a) { x, y in
            switch (x, y) {
            case (.o(let o), .t(let t)), (.t(let t), .o(let o)): sameName(o, t) && sameValue(o, t)
            default: false
            }
        }
        var removed = Set<Int>(), inserted = Set<Int>()
        for c in diff {
            switch c {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var steps: [Step] = []
        var gapOurs: [OurLeaf] = [], gapTheirs: [TsharkLeaf] = []
        func flush() {
            if !gapOurs.isEmpty || !gapTheirs.isEmpty { steps.append(.gap(ours: gapOurs, theirs: gapTheirs)) }
            gapOurs = []
            gapTheirs = []
        }
        var i = 0, j = 0
        while i < ours.count || j < theirs.count {
            if i < ours.count, removed.contains(i) { gapOurs.append(ours[i]); i += 1; continue }
            if j < theirs.count, inserted.contains(j) { gapTheirs.append(theirs[j]); j += 1; continue }
            guard i < ours.count, j < theirs.count else {
                while i < ours.count { gapOurs.append(ours[i]); i += 1 }
                while j < theirs.count { gapTheirs.append(theirs[j]); j += 1 }
                break
            }
            flush()
            steps.append(.matched(ours[i], theirs[j]))
            i += 1
            j += 1
        }
        flush()
        return steps
    }
}
