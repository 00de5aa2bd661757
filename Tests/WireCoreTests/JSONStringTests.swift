import Foundation
import Testing
import WireCore

/// JSON string literals read back by Foundation's JSON parser (an implementation we did not write).
@Suite struct JSONStringTests {
    @Test(arguments: ["", "plain", "quote \" backslash \\ slash /", "tab\tnewline\nreturn\r", "\u{0}\u{1}\u{1f}", "line\u{2028}para\u{2029}", "µ-law ✓ 📡"])
    func readsBackUnchanged(text: String) throws {
        let literal = JSONString.quoted(text)
        let parsed = try JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String]
        #expect(parsed == [text])
        #expect(!literal.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x2028 || $0.value == 0x2029 })
    }
}
