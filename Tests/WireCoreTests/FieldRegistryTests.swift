import Testing
import WireCore

/// The registry's lookups: registered fields (several kinds under one name), protocols, dotted
/// groups, `#` patterns, subtrees checked by a rule, suggestions and listings.
@Suite struct FieldRegistryTests {
    static let registry = FieldRegistry(
        [
            .protocolName("demo", "a demo protocol"),
            FieldSpec("demo.flags.ack", .boolean, bits: 1, "acknowledged"),
            FieldSpec("demo.sectionId", .unsigned, bits: 12, "section", clause: "§1"),
            FieldSpec("demo.sample", .signed, "a sample"),
            FieldSpec("demo.sample", .double, "a scaled sample"),
            FieldSpec("demo.beam#", .unsigned, bits: 15, "beam of port #"),
            FieldSpec("demo.sectionId", .unsigned, bits: 12, "section", clause: "§1"),
        ],
        subtrees: [
            FieldSubtree(.protocolName("demo.path", "a/b paths")) { components in
                // a.b.<digits> only
                let allowed: [[String]] = [["a"], ["b"], ["0", "1"]]
                for (i, c) in components.enumerated() {
                    guard i < allowed.count else { return .unknown(index: i, candidates: []) }
                    if !allowed[i].contains(String(c)) && !(i == 2 && c.allSatisfy(\.isNumber)) {
                        return .unknown(index: i, candidates: allowed[i])
                    }
                }
                return .known(types: components.count == 3 ? [.unsigned] : [])
            },
        ])

    @Test func fieldsProtocolsAndGroups() {
        let r = Self.registry
        #expect(r.types(of: "demo.sectionId") == [.unsigned])
        #expect(r.types(of: "demo.sample") == [.double, .signed])
        #expect(r.types(of: "demo") == [])
        #expect(r.lookup("demo.flags") == .group)
        #expect(r.knows("demo.flags.ack"))
        #expect(!r.knows("demo.flag"))
        #expect(!r.knows("demo.sectionId.x"))
        #expect(r.specs.filter { $0.name == "demo.sectionId" }.count == 1, "a spec registered twice is kept once")
    }

    @Test func patternsStandForDecimalNumbers() {
        let r = Self.registry
        #expect(r.types(of: "demo.beam1") == [.unsigned])
        #expect(r.types(of: "demo.beam42") == [.unsigned])
        #expect(!r.knows("demo.beam"))
        #expect(!r.knows("demo.beamx"))
        #expect(!r.knows("demo.beam1x"))
        #expect(FieldSpec("f1ap._ext#", .bytes, "").matches("f1ap._ext7"))
    }

    @Test func subtreesFollowTheirRule() {
        let r = Self.registry
        #expect(r.lookup("demo.path") == .subtree(root: "demo.path", types: []))
        #expect(r.types(of: "demo.path.a.b.17") == [.unsigned])
        #expect(r.types(of: "demo.path.a") == [])
        #expect(!r.knows("demo.path.a.c"))
        #expect(!r.knows("demo.pathx"))
        #expect(r.suggestion(for: "demo.path.a.bb.3") == "demo.path.a.b.3")
    }

    @Test func suggestionsAreCloseRegisteredNames() {
        let r = Self.registry
        #expect(r.suggestion(for: "demo.sectionid") == "demo.sectionId")
        #expect(r.suggestion(for: "demo.secitonId") == "demo.sectionId")
        #expect(r.suggestion(for: "demo.flag.ack") == "demo.flags.ack")
        #expect(r.suggestion(for: "other.thing") == nil)
    }

    @Test func listingIsSortedAndFiltered() {
        let r = Self.registry
        #expect(r.listing(prefix: "demo.s").map(\.name) == ["demo.sample", "demo.sample", "demo.sectionId"])
        #expect(r.listing().map(\.name).first == "demo")
        #expect(r.listing(prefix: "demo.path").map(\.name) == ["demo.path"])
        let merged = FieldRegistry(merging: [r, FieldRegistry([FieldSpec("x.y", .string, "x")])])
        #expect(merged.knows("x.y") && merged.knows("demo.path.a"))
    }

    @Test func typesAdmitTheValuesTheirFieldsCarry() {
        #expect(FieldType.unsigned.admits(.unsigned(1)))
        #expect(!FieldType.unsigned.admits(.signed(-1)))
        #expect(FieldType.signed.admits(.unsigned(1)))
        #expect(FieldType.ether.admits(.string("02:00:00:00:00:01")))
        #expect(FieldType.enumerated.admits(.string("reject")))
        #expect(!FieldType.bytes.admits(.string("00")))
        #expect(!FieldType.protocolName.admits(.bool(true)))
    }
}
