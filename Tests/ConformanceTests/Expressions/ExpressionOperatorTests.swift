import Conformance
import Profiles
import Testing
import WireCore

/// Every operator on single-occurrence fields, checked against Swift's own arithmetic and
/// comparisons on the same numbers, plus the three-valued logic on absent fields.
struct ExpressionOperatorTests {
    typealias S = ExpressionSupport

    @Test func comparisonsAgreeWithSwift() throws {
        let ops: [(String, (Int, Int) -> Bool)] = [
            ("==", { $0 == $1 }), ("!=", { $0 != $1 }), ("<", { $0 < $1 }), ("<=", { $0 <= $1 }),
            (">", { $0 > $1 }), (">=", { $0 >= $1 }), ("===", { $0 == $1 }), ("!==", { $0 != $1 }),
        ]
        for a in 0...3 {
            let f = S.frame(("a", .unsigned(UInt64(a))), ("s", .signed(Int64(a) - 2)))
            for b in 0...3 {
                for (op, check) in ops {
                    #expect(try S.eval("a \(op) \(b)", f) == (check(a, b) ? .true : .false), "a=\(a) \(op) \(b)")
                    #expect(try S.eval("s \(op) \(b - 2)", f) == (check(a - 2, b - 2) ? .true : .false), "s=\(a - 2) \(op) \(b - 2)")
                }
            }
        }
    }

    @Test func arithmeticAgreesWithSwift() throws {
        let values: [Int64] = [-17, -5, 0, 3, 5, 17, 255]
        let ops: [(String, (Int64, Int64) -> Int64?)] = [
            ("+", { $0 + $1 }), ("-", { $0 - $1 }), ("*", { $0 * $1 }),
            ("/", { $1 == 0 ? nil : $0 / $1 }), ("%", { $1 == 0 ? nil : $0 % $1 }), ("&", { $0 & $1 }),
        ]
        for a in values {
            for b in values {
                let f = S.frame(("a", .signed(a)), ("b", .signed(b)))
                for (op, compute) in ops {
                    let text = "{a \(op) b} == \(Self.literal(compute(a, b) ?? 0))"
                    let expected: ExpressionResult = compute(a, b) == nil ? .notApplicable : .true
                    #expect(try S.eval(text, f) == expected, "\(a) \(op) \(b)")
                }
            }
        }
    }

    /// An integer as expression text (a negative one through prefix minus).
    static func literal(_ v: Int64) -> String { v < 0 ? "-\(v.magnitude)" : "\(v)" }

    @Test func unsignedAndSignedFieldsMix() throws {
        let f = S.frame(("u", .unsigned(UInt64.max)), ("s", .signed(-1)))
        #expect(try S.eval("u > s", f) == .true)
        #expect(try S.eval("u + s == 18446744073709551614", f) == .true)
        #expect(try S.eval("u == 0xffffffffffffffff", f) == .true)
        // (2^64-1)(2^63-1) < 2^127 still fits the 128-bit arithmetic; (2^64-1)^2 > 2^127 - 1
        // does not: overflow is not applicable, not a crash and not a wrapped value.
        #expect(try S.eval("u * 0x7fffffffffffffff > u", f) == .true)
        #expect(try S.eval("u * u > 0", f) == .notApplicable)
        #expect(try S.eval("u * u > 0 || s == -1", f) == .true)
        #expect(try S.eval("-s == 1", f) == .true)
    }

    @Test func bitTest() throws {
        // Wireshark's `field & mask` on its own: true when any masked bit is set.
        #expect(try S.eval("flags & 0x02", S.frame(("flags", .unsigned(3)))) == .true)
        #expect(try S.eval("flags & 0x02", S.frame(("flags", .unsigned(5)))) == .false)
        #expect(try S.eval("flags & 0x02", S.frame()) == .notApplicable)
        #expect(try S.eval("!(flags & 0x04)", S.frame(("flags", .unsigned(3)))) == .true)
    }

    @Test func presence() throws {
        let f = S.frame(("vlan.id", .unsigned(100)), ("eth.src", .string("02:00:00:00:aa:01")))
        #expect(try S.eval("vlan.id", f) == .true)
        #expect(try S.eval("vlan", f) == .true)  // a protocol is present when a field under it is
        #expect(try S.eval("vla", f) == .false)  // not a prefix match on text
        #expect(try S.eval("f1ap", f) == .false)
        #expect(try S.eval("!f1ap", f) == .true)
        #expect(try S.eval("not vlan.id", f) == .false)
        #expect(try S.eval("true", f) == .true)
        #expect(try S.eval("false || vlan", f) == .true)
    }

    @Test func absentFieldsAreNotApplicable() throws {
        // b is absent. Kleene logic: a definite side decides, otherwise not applicable.
        let one = S.frame(("a", .unsigned(1)))
        let zero = S.frame(("a", .unsigned(0)))
        #expect(try S.eval("b == 1", one) == .notApplicable)
        #expect(try S.eval("b != 1", one) == .notApplicable)
        #expect(try S.eval("!(b == 1)", one) == .notApplicable)
        #expect(try S.eval("a == 1 || b == 1", one) == .true)
        #expect(try S.eval("a == 1 || b == 1", zero) == .notApplicable)
        #expect(try S.eval("a == 1 && b == 1", zero) == .false)
        #expect(try S.eval("a == 1 && b == 1", one) == .notApplicable)
        #expect(try S.eval("b in {1, 2}", one) == .notApplicable)
        #expect(try S.eval("b not in {1, 2}", one) == .notApplicable)
        #expect(try S.eval("b + 1 == 2", one) == .notApplicable)
        #expect(try S.eval("a == b", one) == .notApplicable)
        // Presence and count() are defined on every frame.
        #expect(try S.eval("!b", one) == .true)
        #expect(try S.eval("count(b) == 0", one) == .true)
        #expect(try S.eval("!b || b == 1", one) == .true)
    }

    @Test func divisionByZeroIsNotApplicable() throws {
        let f = S.frame(("a", .unsigned(10)), ("z", .unsigned(0)))
        #expect(try S.eval("a / z == 0", f) == .notApplicable)
        #expect(try S.eval("a % z == 0", f) == .notApplicable)
        #expect(try S.eval("a / z == 0 || a == 10", f) == .true)
    }

    @Test func containsOnStringsAndBytes() throws {
        let f = S.frame(("m", .string("ResetAcknowledge")), ("b", .bytes([0x41, 0x42, 0x43])))
        #expect(try S.eval("m contains \"Ack\"", f) == .true)
        #expect(try S.eval("m contains \"ack\"", f) == .false)
        #expect(try S.eval("b contains \"BC\"", f) == .true)
        #expect(try S.eval("b contains \"CB\"", f) == .false)
    }

    @Test func fieldToFieldComparison() throws {
        let f = S.frame(
            ("sctp.srcport", .unsigned(38472)), ("sctp.dstport", .unsigned(38472)), ("ip.src", .string("10.0.0.2")),
            ("ip.dst", .string("10.0.0.10")))
        #expect(try S.eval("sctp.srcport == sctp.dstport", f) == .true)
        // As addresses, 10.0.0.2 < 10.0.0.10 (as text it would be the other way round).
        #expect(try S.eval("ip.src < ip.dst", f) == .true)
    }
}
