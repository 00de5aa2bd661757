@testable import Profiles
import Testing
import TestSupport
import WireCore

/// Checking a custom rule's field names asks the families listed in code first
/// (``KnownFields/knows(_:)``) and loads the ASN.1-derived ones only for a name those do not
/// know: the answer must be the whole registry's for every name, known or misspelt.
@Suite struct KnownFieldsShortcutTests {
    /// Every name the listed families register (a pattern's `#` made a number), and each dotted
    /// prefix of them (groups).
    static func listedNames() -> [String] {
        var names = Set<String>()
        for spec in KnownFields.listedRegistry.specs {
            let name = spec.name.replacingOccurrences(of: "#", with: "3")
            names.insert(name)
            var prefix = Substring(name)
            while let dot = prefix.lastIndex(of: ".") {
                prefix = prefix[..<dot]
                names.insert(String(prefix))
            }
        }
        return names.sorted()
    }

    @Test("every listed name, and every one-character edit of it, gets the whole registry's answer")
    func sameAnswerAsTheWholeRegistry() {
        let names = Self.listedNames()
        #expect(names.count > 100)
        for name in names {
            #expect(KnownFields.knows(name), "\(name)")
            #expect(KnownFields.registry.knows(name), "\(name)")
        }
        var random = SeededRandom(seed: FuzzSeed.value(default: 0xF1E1D5))
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz_.0123456789")
        var accepted = 0, refused = 0
        for name in names {
            var chars = Array(name)
            let at = Int(random.next() % UInt64(chars.count))
            switch random.next() % 3 {
            case 0: chars.remove(at: at)
            case 1: chars[at] = alphabet[Int(random.next() % UInt64(alphabet.count))]
            default: chars.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: at)
            }
            let edited = String(chars)
            let whole = KnownFields.registry.knows(edited)
            #expect(KnownFields.knows(edited) == whole, "\(edited)")
            if whole { accepted += 1 } else { refused += 1 }
        }
        // the edits exercise both answers
        #expect(accepted > 0 && refused > 0)
        // and names only the ASN.1-derived families know
        for name in ["f1ap.procedureCode", "f1ap.asn1.initiatingMessage", "ngap.procedureCode", "e1ap.procedureCode"] {
            #expect(KnownFields.knows(name) == KnownFields.registry.knows(name), "\(name)")
        }
    }

    @Test("a schema-derived name is known by its family's registry alone, as by the whole registry")
    func schemaFamiliesAnswerAsTheWholeRegistry() {
        var random = SeededRandom(seed: FuzzSeed.value(default: 0x5C4E3A))
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz_-.0123456789")
        var byFamily: [String: Int] = [:], accepted = 0, refused = 0
        // every 7th name each schema-derived family registers, a path below its subtree, and an edit of each
        let samples = ["f1ap.asn1.initiatingMessage.procedureCode", "nr-rrc.asn1", "e2ap.asn1", "ngap.asn1.initiatingMessage"]
            + KnownFields.registry.specs.map(\.name).filter { KnownFields.schemaRegistry(of: $0) != nil }.enumerated()
                .filter { $0.offset % 7 == 0 }.map { $0.element.replacingOccurrences(of: "#", with: "2") }
        for name in samples {
            let whole = KnownFields.registry.knows(name)
            #expect(KnownFields.knows(name) == whole, "\(name)")
            if whole {
                #expect(KnownFields.schemaRegistry(of: name)?.knows(name) == true, "\(name)")
                byFamily[String(name.prefix { $0 != "." }), default: 0] += 1
            }
            var chars = Array(name)
            let at = Int(random.next() % UInt64(chars.count))
            chars[at] = alphabet[Int(random.next() % UInt64(alphabet.count))]
            let edited = String(chars)
            let editedWhole = KnownFields.registry.knows(edited)
            #expect(KnownFields.knows(edited) == editedWhole, "\(edited)")
            if editedWhole { accepted += 1 } else { refused += 1 }
        }
        // each family was asked, and the edits exercise both answers
        for family in ["f1ap", "e1ap", "e2ap", "ngap"] { #expect(byFamily[family, default: 0] > 10, "\(family)") }
        #expect(accepted > 0 && refused > 0)
    }
}
