import Foundation
import Testing
import WireCore
import TestSupport

/// `JSONBytes` (the byte writer `decode --json` uses) against `JSONString` (the scalar-by-scalar
/// writer every other JSON output uses) and Foundation's JSON parser, an implementation we did
/// not write. The texts put characters to escape at every position of an eight-octet word, since
/// the writer screens eight octets at a time.
@Suite struct JSONBytesTests {
    static let specials: [String] = ["\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1f}", "\u{7f}", "\u{2028}", "\u{2029}", "é", "✓", "📡", "/"]

    static var texts: [String] {
        var out = ["", "plain", "f1ap.asn1.initiatingMessage.value.protocolIEs.0.value", "µ-law ✓ 📡", "line\u{2028}para\u{2029}"]
        for special in specials {
            for position in 0..<18 {
                out.append(String(repeating: "a", count: position) + special + String(repeating: "b", count: 17 - position))
            }
        }
        var generator = SplitMix64(seed: 0x4A53_4F4E)
        let alphabet = Array("abcXYZ09.-_ ") + specials.flatMap { Array($0) }
        for _ in 0..<500 {
            let n = Int.random(in: 0..<40, using: &generator)
            out.append(String((0..<n).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        return out
    }

    @Test func stringsAreWrittenAsJSONStringWritesThem() throws {
        for text in Self.texts {
            var bytes: [UInt8] = Array("prefix".utf8)
            JSONBytes.appendString(text, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "prefix" + JSONString.quoted(text), "\(text.debugDescription)")
            let parsed = try JSONSerialization.jsonObject(with: Data("[".utf8 + bytes.dropFirst(6) + "]".utf8)) as? [String]
            #expect(parsed == [text], "\(text.debugDescription)")
        }
    }

    @Test func valuesAreJSON() throws {
        let values: [(FieldValue, String)] = [
            (.unsigned(0), "0"), (.unsigned(9), "9"), (.unsigned(10), "10"), (.unsigned(UInt64.max), "18446744073709551615"),
            (.signed(-1), "-1"), (.signed(Int64.min), "-9223372036854775808"), (.signed(42), "42"),
            (.bool(true), "true"), (.bool(false), "false"), (.double(.nan), "null"), (.double(1.5), "1.5"),
            (.string("a\"b"), "\"a\\\"b\""), (.bytes([]), "\"\""), (.bytes([0x00, 0xAB, 0x0F]), "\"00ab0f\""),
        ]
        for (value, text) in values {
            var bytes: [UInt8] = []
            JSONBytes.appendValue(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == text)
            // integers read back exactly
            if case .unsigned(let v) = value {
                let parsed = try JSONSerialization.jsonObject(with: Data("[".utf8 + bytes + "]".utf8)) as? [NSNumber]
                #expect(parsed?.first?.uint64Value == v)
            }
        }
    }

    @Test func markersCarryTheirRange() {
        let marker = RawJSONMembers.marker(start: 17, end: 4096)
        #expect(RawJSONMembers.range(marker) == 17..<4096)
        #expect(RawJSONMembers.range(Field(RawJSONMembers.markerName, .unsigned(5))) == nil)
        #expect(RawJSONMembers.range(Field("f1ap.id", .unsigned(17 << 32 | 4096), bitOffset: RawJSONMembers.markerBitOffset)) == nil)
    }
}

/// The shared seeded generator (SplitMix64), so failures reproduce from the seed.
typealias SplitMix64 = SeededRandom
