import Conformance
import Profiles
import Testing
import WireCore

/// `in { … }` sets with single members and inclusive ranges, checked against Swift's own
/// `contains` on the same members.
struct ExpressionSetTests {
    typealias S = ExpressionSupport

    @Test func integerSetWithRange() throws {
        let expression = try FilterExpression.compile("x in {1, 2, 4..8}")
        let negated = try FilterExpression.compile("x not in {1, 2, 4..8}")
        for v in 0...10 {
            let inSet = [1, 2].contains(v) || (4...8).contains(v)
            let f = S.frame(("x", .unsigned(UInt64(v))))
            #expect(expression.evaluate(f) == (inSet ? .true : .false), "x = \(v)")
            #expect(negated.evaluate(f) == (inSet ? .false : .true), "x = \(v)")
        }
    }

    @Test func signedAndHexMembers() throws {
        let expression = try FilterExpression.compile("s in {-5..-2, 0x10}")
        for v in -7...17 {
            let inSet = (-5 ... -2).contains(v) || v == 16
            #expect(expression.evaluate(S.frame(("s", .signed(Int64(v))))) == (inSet ? .true : .false), "s = \(v)")
        }
    }

    @Test func stringMembers() throws {
        let expression = try FilterExpression.compile(#"f1ap.message in {"Reset", "ResetAcknowledge"}"#)
        #expect(expression.evaluate(S.frame(("f1ap.message", .string("Reset")))) == .true)
        #expect(expression.evaluate(S.frame(("f1ap.message", .string("ResetAck")))) == .false)
        #expect(expression.evaluate(S.frame(("f1ap.message", .string("reset")))) == .false)
    }

    @Test func addressMembers() throws {
        let macs = try FilterExpression.compile("eth.dst in {01:1b:19:00:00:00, 02:00:00:00:aa:01}")
        #expect(macs.evaluate(S.frame(("eth.dst", .string("02:00:00:00:AA:01")))) == .true)
        #expect(macs.evaluate(S.frame(("eth.dst", .string("02:00:00:00:aa:02")))) == .false)
        let ips = try FilterExpression.compile("ip.dst in {10.0.0.1, 192.168.0.0/16}")
        #expect(ips.evaluate(S.frame(("ip.dst", .string("10.0.0.1")))) == .true)
        #expect(ips.evaluate(S.frame(("ip.dst", .string("192.168.200.7")))) == .true)
        #expect(ips.evaluate(S.frame(("ip.dst", .string("10.0.0.2")))) == .false)
    }

    @Test func floatingRange() throws {
        let expression = try FilterExpression.compile("t in {0.5..1.5}")
        #expect(expression.evaluate(S.frame(("t", .double(1.5)))) == .true)
        #expect(expression.evaluate(S.frame(("t", .double(1.51)))) == .false)
        #expect(expression.evaluate(S.frame(("t", .unsigned(1)))) == .true)
    }

    @Test func memberTypeMismatchIsACompileError() {
        #expect(S.error("x in {1, \"two\"}") == nil)  // x is a field: any literal kind may match
        #expect(S.error("len(x) in {1, \"two\"}")?.column == 15)
        #expect(S.error("x in {\"a\"..\"c\"}")?.message == "a range needs numbers at both ends, not a string")
        #expect(S.error("x in {9..1}")?.message == "empty range: its low end is above its high end")
        #expect(S.error("x in {}")?.message == "empty set")
        #expect(S.error("x in {1 2}")?.column == 9)  // members are separated by commas (as tshark 4.0)
        #expect(S.error("x in {y}")?.message == "set members must be literals, found 'y'")
    }
}
