import ASN1PER
import F1AP
import Testing
import TestSupport
import WireCore

/// The F1AP fields a custom rule reads, built alone (``F1APDecodeResult/appendFields(to:selecting:)``,
/// whose walk skips what cannot hold a selected field) against every field built and then
/// filtered by the same names: on every F1AP PDU of the committed captures and of seeded random
/// F1AP-PDUs, under selections of names the PDUs carry, names the schema has but the PDU may
/// not, the header fields, and the names that turn the pruning off. Same fields, values, order.
@Suite struct F1APFieldSelectionTests {
    @Test func selectedFieldsEqualTheFilteredFullBuild() throws {
        let pdus = try F1APLayoutWalkTests.allPDUs().map { F1AP.decode($0[...]) }.filter { $0.message != nil }
        let builds = pdus.map { r -> FieldList in
            var all = FieldList()
            r.appendFields(to: &all)
            return all
        }
        // names the PDUs carry (tshark names, not the dotted paths), and names the schema has
        let carried = Array(Set(builds.flatMap { $0.fields.map(\.name) }.filter { !$0.hasPrefix("f1ap.asn1") })).sorted()
        let known = F1APFields.registry.specs.map(\.name).filter { !$0.contains("#") && $0.hasPrefix("f1ap.") }
        #expect(carried.count > 50 && known.count > 300, "\(carried.count) carried, \(known.count) known")
        var random = SeededRandom(seed: FuzzSeed.value(default: 0x5E1EC7))
        var selections: [Set<String>] = [
            [F1APFields.pdu.name], [F1APFields.message.name], ["f1ap.procedureCode"], ["f1ap.id", "f1ap.criticality"],
            ["f1ap.GNB_DU_UE_F1AP_ID", "f1ap.gNB_DU_UE_F1AP_ID"], ["f1ap.nRCGI", "f1ap.nRCellIdentity"],
            // these turn the pruning off (the whole protocol, a dotted path, an unknown extension)
            ["f1ap"], ["f1ap.asn1"], ["f1ap._ext1", "f1ap.procedureCode"],
            // no F1AP field
            ["sctp.port"], [],
        ]
        selections += RandomFieldSelections.make(carried: carried, known: known, count: 40, random: &random)
        var compared = 0, nonEmpty = 0
        for names in selections {
            let selection = F1APFieldSelection(names: names)
            for (r, all) in zip(pdus, builds) {
                var selected = FieldList()
                r.appendFields(to: &selected, selecting: selection)
                let expected = all.fields.filter { selection.selects($0.name) }
                #expect(selected.fields == expected, "\(names.sorted()): \(selected.fields.count) fields, expected \(expected.count)")
                compared += 1
                if !expected.isEmpty { nonEmpty += 1 }
            }
        }
        print("F1APFieldSelectionTests: \(pdus.count) PDUs × \(selections.count) selections, \(nonEmpty) comparisons with fields")
        #expect(compared > 1000 && nonEmpty > 500)
    }

    /// Each name the PDUs carry, selected alone: on every PDU that carries it, and on every 25th
    /// of the others (which must give nothing of it).
    @Test func everyCarriedNameAloneGivesTheFilteredFullBuild() throws {
        let pdus = try F1APLayoutWalkTests.allPDUs().map { F1AP.decode($0[...]) }.filter { $0.message != nil }
        var carriers: [String: [Int]] = [:]
        let builds = pdus.enumerated().map { index, r -> FieldList in
            var all = FieldList()
            r.appendFields(to: &all)
            for name in Set(all.fields.map(\.name)) where !name.hasPrefix("f1ap.asn1") { carriers[name, default: []].append(index) }
            return all
        }
        var compared = 0
        for (name, carrying) in carriers.sorted(by: { $0.key < $1.key }) {
            let selection = F1APFieldSelection(names: [name])
            for index in Set(carrying + stride(from: 0, to: pdus.count, by: 25)).sorted() {
                var selected = FieldList()
                pdus[index].appendFields(to: &selected, selecting: selection)
                #expect(selected.fields == builds[index].fields.filter { selection.selects($0.name) }, "\(name)")
                compared += 1
            }
        }
        print("F1APFieldSelectionTests: \(carriers.count) names carried, \(compared) comparisons")
        #expect(carriers.count > 50)
    }

    @Test func aNameIsSelectedByItselfOrADottedPrefix() {
        let selection = F1APFieldSelection(names: ["f1ap.id", "nr-rrc"])
        #expect(selection.selects("f1ap.id"))
        #expect(!selection.selects("f1ap.idx"))
        #expect(selection.selects("nr-rrc.rrc_TransactionIdentifier"))
        #expect(!selection.selects("f1ap"))
        #expect(selection.any)
        #expect(!F1APFieldSelection(names: ["nr-rrc", "sctp.port"]).any)
    }
}
