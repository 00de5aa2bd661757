import Testing
import WireCore

/// Findings whose message and field path are rendered when read must read, compare and hash
/// as the finding made with the same strings (the reference here).
@Suite struct FindingTextTests {
    static func plain() -> Finding {
        Finding(id: "F1-IE-CRIT-MATCH", severity: .error, message: "IE 199 criticality reject", fieldPath: "F1AP-PDU.a[3].criticality",
                bitOffset: 1528, bitLength: 2)
    }

    static func deferred() -> Finding {
        Finding(id: "F1-IE-CRIT-MATCH", severity: .error, bitOffset: 1528, bitLength: 2) { part in
            switch part {
            case .message: "IE " + String(199) + " criticality reject"
            case .fieldPath: ["F1AP-PDU", "a[3]", "criticality"].joined(separator: ".")
            }
        }
    }

    @Test func deferredTextReadsComparesAndHashesAsPlainText() {
        let a = Self.plain()
        let b = Self.deferred()
        #expect(b.message == a.message && b.fieldPath == a.fieldPath && b.description == a.description)
        #expect(a == b && b == a)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
    }

    @Test func settingOneTextKeepsTheOther() {
        var b = Self.deferred()
        b.message = "changed"
        #expect(b.message == "changed" && b.fieldPath == Self.plain().fieldPath)
        var c = Self.deferred()
        c.fieldPath = "F1AP-PDU"
        #expect(c.fieldPath == "F1AP-PDU" && c.message == Self.plain().message)
        #expect(b != Self.plain() && c != Self.plain())
    }
}

/// Input text shown to people: control characters and bidi overrides never reach them raw.
@Suite struct DisplayTextTests {
    @Test func controlCharactersAndBidiOverridesAreEscaped() {
        #expect(DisplayText.escaped("gNB\u{1B}[2J-DU") == "gNB\\u{1b}[2J-DU")
        #expect(DisplayText.escaped("a\u{7F}b\u{85}c\u{202E}d\u{2066}e") == "a\\u{7f}b\\u{85}c\\u{202e}d\\u{2066}e")
        #expect(DisplayText.escaped("line\nnext") == "line\\u{a}next")
        #expect(DisplayText.escaped("line\nnext", allowNewline: true) == "line\nnext")
        #expect(DisplayText.escaped("tab\tok, ü ✓") == "tab\tok, ü ✓")
    }

    @Test func excerptsAreShortAndEscaped() {
        let long = String(repeating: "root:x:0:0:root:/root:/bin/bash\n", count: 20)
        let e = DisplayText.excerpt(long)
        #expect(e.count <= 41 + 5 * 2)
        #expect(e.hasSuffix("…"))
        #expect(!e.contains("\n"))
    }
}
