import Conformance
import Profiles
import Testing
import WireCore

/// Parsing and precedence. Each case is built so that the other possible grouping gives a
/// different answer; the expected value is worked out by hand in the comment.
struct ExpressionPrecedenceTests {
    typealias S = ExpressionSupport

    @Test func andBindsTighterThanOr() throws {
        let f = S.frame(("a", .unsigned(1)), ("b", .unsigned(0)), ("c", .unsigned(0)))
        // a==1 || (b==1 && c==1) = true; (a==1 || b==1) && c==1 would be false.
        #expect(try S.eval("a == 1 || b == 1 && c == 1", f) == .true)
        #expect(try S.eval("a == 1 or b == 1 and c == 1", f) == .true)
        #expect(try S.eval("b == 1 && c == 1 || a == 1", f) == .true)
        // Parentheses override: (true || false) && false.
        #expect(try S.eval("(a == 1 || b == 1) && c == 1", f) == .false)
    }

    @Test func notBindsLooserThanComparison() throws {
        let f = S.frame(("a", .unsigned(2)))
        // !(a == 1) = true.
        #expect(try S.eval("!a == 1", f) == .true)
        #expect(try S.eval("not a == 2", f) == .false)
        #expect(try S.eval("!!a == 2", f) == .true)
        // not applies to its operand only: (!(a == 2)) || a == 2 = true.
        #expect(try S.eval("not a == 2 or a == 2", f) == .true)
        // ... and binds tighter than &&: (!(a == 1)) && a == 3 = false.
        #expect(try S.eval("!a == 1 && a == 3", f) == .false)
    }

    @Test func arithmeticPrecedence() throws {
        let f = S.frame(("a", .unsigned(1)), ("b", .unsigned(2)), ("c", .unsigned(12)))
        // 1 + 2*3 = 7 (not 9).
        #expect(try S.eval("a + 2 * 3 == 7", f) == .true)
        // (1 + 2) * 3 = 9, with ( ) and with Wireshark's { }.
        #expect(try S.eval("(a + 2) * 3 == 9", f) == .true)
        #expect(try S.eval("{a + 2} * 3 == 9", f) == .true)
        // Left associative: 12 - 2 - 1 = 9 (not 11); 12 / 2 / 2 = 3 (not 12).
        #expect(try S.eval("c - b - a == 9", f) == .true)
        #expect(try S.eval("c / b / 2 == 3", f) == .true)
        // * and % share a level: (2*2) % 3 = 1, 2*(2%3) would be 4.
        #expect(try S.eval("b * 2 % 3 == 1", f) == .true)
        // & below +: 12 & (6+1) = 4; (12 & 6) + 1 would be 5.
        #expect(try S.eval("c & 6 + 1 == 4", f) == .true)
        // Prefix minus binds tightest: (-2) + 5 = 3; -(2+5) would be -7.
        #expect(try S.eval("-b + 5 == 3", f) == .true)
        // Arithmetic binds tighter than comparison on both sides.
        #expect(try S.eval("c - 2 == b * 5", f) == .true)
    }

    @Test func wordOperatorsMatchSymbols() throws {
        let f = S.frame(("a", .unsigned(5)), ("b", .unsigned(7)))
        let pairs = [
            ("a eq 5", "a == 5"), ("a ne 5", "a != 5"), ("a lt 6", "a < 6"), ("a le 5", "a <= 5"),
            ("a gt 5", "a > 5"), ("a ge 6", "a >= 6"), ("a all_eq 5", "a === 5"), ("a any_ne 5", "a !== 5"),
            ("a == 5 and b == 7", "a == 5 && b == 7"), ("a == 4 or b == 7", "a == 4 || b == 7"),
            ("not a == 5", "!a == 5"), ("a bitwise_and 4", "a & 4"),
        ]
        for (word, symbol) in pairs {
            #expect(try S.eval(word, f) == S.eval(symbol, f), "\(word) vs \(symbol)")
        }
        // And the symbolic forms against Swift's own operators on 5 and 7.
        #expect(try S.eval("a < b", f) == .true)
        #expect(try S.eval("a >= b", f) == .false)
    }

    @Test func whitespaceAndLineBreaksAreInsignificant() throws {
        let f = S.frame(("vlan.id", .unsigned(100)), ("ecpri.type", .unsigned(2)))
        #expect(try S.eval("vlan.id==100&&ecpri.type==2", f) == .true)
        #expect(try S.eval("  vlan.id\t== 100\n  && ecpri.type\r\n== 2  ", f) == .true)
    }

    @Test func hyphenatedNamesNeedSpacesForSubtraction() throws {
        // As in Wireshark, `a-b` is one field name; `a - b` subtracts.
        let f = S.frame(("x", .unsigned(9)), ("y", .unsigned(4)), ("x-y", .unsigned(1)))
        #expect(try S.eval("x-y == 1", f) == .true)
        #expect(try S.eval("x - y == 5", f) == .true)
        #expect(try FilterExpression.compile("x-y == 1").referencedFields == ["x-y"])
    }

    @Test func referencedFieldsInOrder() throws {
        let e = try FilterExpression.compile(
            "oran_fh_cus.data_direction == 1 && (len(eth.src) == 6 || count(vlan.id) > 1) && !f1ap && ecpri.size > vlan.id")
        #expect(e.fieldOrder == ["oran_fh_cus.data_direction", "eth.src", "vlan.id", "f1ap", "ecpri.size"])
        #expect(e.referencedFields == ["oran_fh_cus.data_direction", "eth.src", "vlan.id", "f1ap", "ecpri.size"])
    }
}
