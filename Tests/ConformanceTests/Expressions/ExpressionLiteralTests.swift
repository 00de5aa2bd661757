import Conformance
import Profiles
import Testing
import WireCore

/// Every literal kind against the value kinds `ranconform decode` produces (integers,
/// booleans, floating point, text including address text, bytes).
struct ExpressionLiteralTests {
    typealias S = ExpressionSupport

    @Test func integers() throws {
        let f = S.frame(("eth.type", .unsigned(0x8100)), ("max", .unsigned(UInt64.max)), ("neg", .signed(-3)))
        #expect(try S.eval("eth.type == 33024", f) == .true)
        #expect(try S.eval("eth.type == 0x8100", f) == .true)
        #expect(try S.eval("eth.type == 0X8100", f) == .true)
        #expect(try S.eval("max == 18446744073709551615", f) == .true)
        #expect(try S.eval("max == 0xFFFFFFFFFFFFFFFF", f) == .true)
        #expect(try S.eval("neg == -3", f) == .true)
        #expect(try S.eval("neg < -2", f) == .true)
        #expect(try S.eval("eth.type == 0", f) == .false)
    }

    @Test func integerErrors() {
        #expect(S.error("x == 18446744073709551616")?.message == "integer '18446744073709551616' does not fit in 64 bits")
        #expect(S.error("x == 0x1_0000_0000_0000_0000") != nil)
        #expect(S.error("x == 0x10000000000000000")?.message == "integer '0x10000000000000000' does not fit in 64 bits")
        #expect(S.error("x == 0x000000000000000000ff") == nil)  // leading zeros are not digits of value
        #expect(S.error("x == 010")?.message.hasPrefix("integer '010' has a leading zero") == true)
        #expect(S.error("x == 0xg1")?.message == "malformed hex number '0xg1'")
        #expect(S.error("x == 12ab")?.message == "malformed number '12ab'")
    }

    @Test func numbersInText() throws {
        // Integer and time text compare as numbers with numeric literals.
        let f = S.frame(("frame.time_epoch", .string("1767225600.000030000")), ("hex", .string("0x0800")))
        #expect(try S.eval("frame.time_epoch > 1767225600", f) == .true)
        #expect(try S.eval("frame.time_epoch < 1767225600.5", f) == .true)
        #expect(try S.eval("hex == 2048", f) == .true)
    }

    @Test func floatingPoint() throws {
        let f = S.frame(("d", .double(0.25)))
        #expect(try S.eval("d == 0.25", f) == .true)
        #expect(try S.eval("d < 1", f) == .true)
        #expect(try S.eval("d * 4 == 1", f) == .true)
        #expect(S.error("d % 2.5 == 0")?.message == "'%' needs integers, not a floating-point number")
    }

    @Test func strings() throws {
        let f = S.frame(("s", .string("say \"hi\"\t\\")), ("b", .bytes(Array("AB".utf8))), ("q", .string("it's")))
        #expect(try S.eval(#"s == "say \"hi\"\t\\""#, f) == .true)
        #expect(try S.eval(#"s == 'say "hi"\x09\\'"#, f) == .true)
        #expect(try S.eval(#"q == "it's""#, f) == .true)
        #expect(try S.eval(#"q == 'it\'s'"#, f) == .true)
        #expect(try S.eval(#"b == "AB""#, f) == .true)
        #expect(try S.eval(#"s < "t""#, f) == .true)
        #expect(S.error(#"s == "\q""#)?.message == "unknown escape '\\q' in string")
    }

    @Test func macAddresses() throws {
        let text = S.frame(("eth.src", .string("02:00:00:00:bb:01")))
        let bytes = S.frame(("eth.src", .bytes([2, 0, 0, 0, 0xBB, 1])))
        let dashed = S.frame(("eth.src", .string("02-00-00-00-BB-01")))
        for f in [text, bytes, dashed] {
            #expect(try S.eval("eth.src == 02:00:00:00:bb:01", f) == .true)
            #expect(try S.eval("eth.src == 02:00:00:00:BB:01", f) == .true)
            #expect(try S.eval("eth.src == 02:00:00:00:bb:02", f) == .false)
            #expect(try S.eval("eth.src > 02:00:00:00:aa:ff", f) == .true)
        }
        // A MAC may start with a letter.
        #expect(try S.eval("eth.src != de:ad:be:ef:00:01", text) == .true)
        #expect(S.error("eth.src == 02:00:00:00:bb")?.message.hasPrefix("invalid MAC address") == true)
    }

    @Test func ipv4Addresses() throws {
        let text = S.frame(("ip.src", .string("10.0.0.2")))
        let bytes = S.frame(("ip.src", .bytes([10, 0, 0, 2])))
        for f in [text, bytes] {
            #expect(try S.eval("ip.src == 10.0.0.2", f) == .true)
            #expect(try S.eval("ip.src == 10.0.0.0/24", f) == .true)
            #expect(try S.eval("ip.src == 10.0.1.0/24", f) == .false)
            #expect(try S.eval("ip.src != 10.0.0.0/8", f) == .false)
            #expect(try S.eval("ip.src == 0.0.0.0/0", f) == .true)
            #expect(try S.eval("ip.src < 10.0.0.10", f) == .true)
        }
        #expect(S.error("ip.src == 10.0.0.256")?.message == "invalid IPv4 address '10.0.0.256'")
        #expect(S.error("ip.src == 10.0.0.0/33")?.message == "invalid subnet prefix length '/33' (0 to 32)")
        #expect(S.error("ip.src < 10.0.0.0/8")?.message == "a subnet can only be compared with '==' or '!='")
        #expect(S.error("ip.src == 02:00:00:00:aa:01") == nil)  // a field may hold either
        #expect(S.error("10.0.0.1 == 02:00:00:00:aa:01")?.message == "cannot compare an IPv4 address with a MAC address")
    }

    @Test func booleans() throws {
        let on = S.frame(("sctp.data_e_bit", .bool(true)))
        let off = S.frame(("sctp.data_e_bit", .bool(false)))
        #expect(try S.eval("sctp.data_e_bit == true", on) == .true)
        #expect(try S.eval("sctp.data_e_bit == True", on) == .true)
        #expect(try S.eval("sctp.data_e_bit == 1", on) == .true)
        #expect(try S.eval("sctp.data_e_bit == FALSE", off) == .true)
        #expect(try S.eval("sctp.data_e_bit == 0", off) == .true)
        #expect(try S.eval("sctp.data_e_bit == true", off) == .false)
        // A bare boolean field tests presence (as in Wireshark), not its value.
        #expect(try S.eval("sctp.data_e_bit", off) == .true)
        #expect(S.error("sctp.data_e_bit < true")?.message == "booleans have no order; compare them with '==' or '!='")
        #expect(S.error("true == \"x\"")?.message == "cannot compare a boolean with a string")
    }

    @Test func textThatIsNotComparableIsNotApplicable() throws {
        // f1ap.criticality is text ("reject") in decode output: an integer cannot judge it.
        let f = S.frame(("f1ap.criticality", .string("reject")))
        #expect(try S.eval("f1ap.criticality == 0", f) == .notApplicable)
        #expect(try S.eval("f1ap.criticality == \"reject\"", f) == .true)
        #expect(try S.eval("f1ap.criticality == 10.0.0.1", f) == .notApplicable)
    }
}
