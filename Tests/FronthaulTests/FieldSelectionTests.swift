import Fronthaul
import Testing

/// ``FieldSelection/selects(_:)``: a field is selected when its name or one of its dotted
/// prefixes is a selected name. Reference: the definition written with `split(".")`.
@Suite struct FieldSelectionTests {
    static func reference(_ names: Set<String>, _ field: String) -> Bool {
        let parts = field.split(separator: ".", omittingEmptySubsequences: false)
        return (1...parts.count).contains { names.contains(parts[0..<$0].joined(separator: ".")) }
    }

    static let selections: [Set<String>] = [
        [], ["oran_fh_cus"], ["oran_fh_cus.sectionId"], ["ecpri.type", "oran_fh_cus.udCompHdrMeth"],
        ["oran_fh_cus.sec"], ["eth", "oran_fh_cus.startPrbu", "oran_fh_cus.startPrbu.x"], ["a.b.c"],
    ]

    static let fields = [
        "oran_fh_cus", "oran_fh_cus.sectionId", "oran_fh_cus.sectionIds", "oran_fh_cus.sec", "oran_fh_cus.startPrbu",
        "oran_fh_cus.startPrbu.x", "oran_fh_cus.startPrbux", "ecpri.type", "ecpri.typ", "ecpri", "eth.dst", "ethx.dst",
        "a", "a.b", "a.b.c", "a.b.c.d", "a.b.cd", "", ".", "oran_fh_cus..sectionId",
    ]

    @Test func agreesWithTheDottedPrefixDefinition() {
        for names in Self.selections {
            let selection = FieldSelection(names: names)
            for field in Self.fields {
                #expect(selection.selects(field) == Self.reference(names, field), "\(names) selects \(field)")
            }
        }
    }

    @Test func prefixWithoutADotIsNotSelected() {
        let selection = FieldSelection(names: ["oran_fh_cus.sec"])
        #expect(!selection.selects("oran_fh_cus.sectionId"))
        #expect(selection.selects("oran_fh_cus.sec.sub"))
    }
}
