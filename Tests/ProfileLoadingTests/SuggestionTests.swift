@testable import ProfileLoading
import Testing

/// "did you mean" picks: hand-counted edit distances.
struct SuggestionTests {
    @Test func distances() {
        func distance(_ a: String, _ b: String) -> Int {
            Suggestions.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars))
        }
        #expect(distance("vlann", "vlan") == 1)  // one deletion
        #expect(distance("bpf", "bfp") == 1)  // one transposition
        #expect(distance("kitten", "sitting") == 3)  // classic Levenshtein example
        #expect(distance("", "abc") == 3)
        #expect(distance("same", "same") == 0)
    }

    @Test func suggestions() {
        #expect(Suggestions.closest(to: "vlann", in: ["mac", "vlan", "ip"]) == "vlan")
        #expect(Suggestions.closest(to: "VLAN", in: ["mac", "vlan"]) == "vlan")
        #expect(Suggestions.closest(to: "colour", in: ["mac", "vlan", "ip"]) == nil)
        #expect(Suggestions.hint(for: "F1Setp", in: ["F1Setup", "Reset"]) == " (did you mean 'F1Setup'?)")
    }
}
