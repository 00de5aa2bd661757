import Conformance
import Profiles
import Testing
import WireCore

/// `len(field)` and `count(field)`.
struct ExpressionFunctionTests {
    typealias S = ExpressionSupport

    @Test func lengthOfEachKind() throws {
        // Bytes count themselves; address text counts as the binary address (6 / 4 bytes, as
        // tshark's len(eth.src), len(ip.src)); other text by its UTF-8 bytes ("é" is 2).
        let f = S.frame(
            ("b", .bytes([1, 2, 3])), ("eth.src", .string("02:00:00:00:bb:01")), ("ip.src", .string("10.0.0.2")),
            ("name", .string("beta-du")), ("utf", .string("é")), ("eaxc", .string("0:0:0:0")))
        #expect(try S.eval("len(b) == 3", f) == .true)
        #expect(try S.eval("len(eth.src) == 6", f) == .true)
        #expect(try S.eval("len(ip.src) == 4", f) == .true)
        #expect(try S.eval("len(name) == 7", f) == .true)
        #expect(try S.eval("len(utf) == 2", f) == .true)
        #expect(try S.eval("len(eaxc) == 7", f) == .true)
    }

    @Test func lengthOfNumbersIsTheirWireSize() throws {
        var f = FieldList()
        f.append("vlan.id", .unsigned(100), bitOffset: 116, bitLength: 12)  // 12 bits → 2 bytes
        f.append("ecpri.size", .unsigned(20), bitOffset: 160, bitLength: 16)
        f.append("derived", .unsigned(7))  // no wire position: length unknown
        #expect(try S.eval("len(vlan.id) == 2", f) == .true)
        #expect(try S.eval("len(ecpri.size) == 2", f) == .true)
        #expect(try S.eval("len(derived) == 1", f) == .notApplicable)
        #expect(try S.eval("len(absent) == 0", f) == .notApplicable)
    }

    @Test func countIsDefinedOnEveryFrame() throws {
        let f = S.frame(("vlan.id", .unsigned(100)), ("vlan.id", .unsigned(200)))
        #expect(try S.eval("count(vlan.id) == 2", f) == .true)
        #expect(try S.eval("count(vlan.id) > 2", f) == .false)
        #expect(try S.eval("count(ip.src) == 0", f) == .true)
        #expect(try S.eval("count(vlan.id) * 4 == 8", f) == .true)
    }

    @Test func functionErrors() {
        #expect(S.error("size(vlan.id) == 1")?.message == "unknown function 'size' (functions: len, count)")
        #expect(S.error("size(vlan.id) == 1")?.column == 1)
        #expect(S.error("x == 1 && upper(name) == \"A\"")?.column == 11)
        #expect(S.error("len(1) == 1")?.message == "len() takes a field name")
        #expect(S.error("len(1) == 1")?.column == 5)
        #expect(S.error("count(a, b) == 1")?.message == "count() takes one field name, not 2 arguments")
        #expect(S.error("count() == 1")?.message == "count() takes one field name, not 0 arguments")
        #expect(S.error("len(a == 1) == 1")?.message == "len() takes a field name")
        #expect(S.error("count(a)")?.message == "an integer is not a condition; compare it with a value (for example '== 1')")
        #expect(S.error("len(a) == \"x\"")?.message == "cannot compare an integer with a string")
    }
}
