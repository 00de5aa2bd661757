import APProtocols
import ASN1PER
import Testing
import TestSupport
import WireCore

/// The E1AP, E2AP and NGAP fields a custom rule reads, built with the walk that passes over what
/// cannot hold them (``APDecodeResult/appendFields(to:selecting:)``), against every field built
/// and then filtered by the same names: on seeded random PDUs of every message type of the three
/// protocols (extensions included, E2SM payloads in their OCTET STRINGs), under names the PDUs
/// carry, names the schema has, and the names that turn the pruning off. Same fields, values,
/// order.
@Suite struct APFieldSelectionTests {
    struct Decoded {
        var result: APDecodeResult
        var all: FieldList
    }

    static let pdus: [Decoded] = APProtocol.allCases.flatMap { p in
        APRandomPDUs.make(p, seeds: [0x5E1, 0x5E2, 0x5E3], extensionPercent: 30).compactMap { bytes -> Decoded? in
            let r = p.decode(bytes[...])
            guard r.message != nil else { return nil }
            var all = FieldList()
            r.appendFields(to: &all)
            return Decoded(result: r, all: all)
        }
    }

    static func check(_ names: Set<String>, on indices: [Int]) -> (compared: Int, withFields: Int) {
        let selection = APFieldSelection(names: names)
        var compared = 0, withFields = 0
        for index in indices {
            let d = pdus[index]
            var selected = FieldList()
            d.result.appendFields(to: &selected, selecting: selection)
            let expected = d.all.fields.filter { selection.selects($0.name) }
            #expect(selected.fields == expected, "\(names.sorted()): \(selected.fields.count) fields, expected \(expected.count)")
            compared += 1
            if !expected.isEmpty { withFields += 1 }
        }
        return (compared, withFields)
    }

    @Test func selectedFieldsEqualTheFilteredFullBuild() {
        let carried = Array(Set(Self.pdus.flatMap { $0.all.fields.map(\.name) })).sorted()
        let known = APProtocol.allCases.flatMap { APFields.registry(of: $0).specs.map(\.name) }.filter { !$0.contains("#") && $0.contains(".") }
        #expect(carried.count > 200 && known.count > 1000, "\(carried.count) carried, \(known.count) known")
        var random = SeededRandom(seed: FuzzSeed.value(default: 0xA9_5E1))
        var selections: [Set<String>] = [
            ["ngap.procedureCode"], ["e1ap.id", "e1ap.criticality"], ["e2ap.pdu", "e2ap.message"], ["ngap.AMF_UE_NGAP_ID"],
            ["e2ap.ranFunctionID", "e2ap.ricRequestorID"], ["ngap.pLMNIdentity", "e1ap.procedureCode"],
            // these turn the pruning off (the whole protocol, an unknown extension)
            ["ngap"], ["e2ap._ext#", "e2ap.procedureCode"], ["e1ap"],
            // no field of these protocols
            ["f1ap.procedureCode"], ["frame.number"], [],
        ]
        let count = PycrateBatch.fuzzCount ?? 40
        selections += RandomFieldSelections.make(carried: carried, known: known, count: count, random: &random)
        var compared = 0, withFields = 0
        for names in selections {
            let r = Self.check(names, on: Array(Self.pdus.indices))
            compared += r.compared
            withFields += r.withFields
        }
        print("APFieldSelectionTests: \(Self.pdus.count) PDUs × \(selections.count) selections, \(withFields) comparisons with fields")
        #expect(compared > 10_000 && withFields > 1_000)
    }

    /// Each name the PDUs carry, selected alone: on every PDU that carries it, and on every 50th
    /// of the others (which must give nothing of it).
    @Test func everyCarriedNameAloneGivesTheFilteredFullBuild() {
        var carriers: [String: [Int]] = [:]
        for (index, d) in Self.pdus.enumerated() {
            for name in Set(d.all.fields.map(\.name)) { carriers[name, default: []].append(index) }
        }
        var compared = 0
        for (name, carrying) in carriers.sorted(by: { $0.key < $1.key }) {
            compared += Self.check([name], on: Set(carrying + stride(from: 0, to: Self.pdus.count, by: 50)).sorted()).compared
        }
        print("APFieldSelectionTests: \(carriers.count) names carried, \(compared) comparisons")
        #expect(carriers.count > 200)
    }

    @Test func aProtocolIsReadOnlyWhenANameStartsWithIt() {
        let selection = APFieldSelection(names: ["ngap.procedureCode", "e2ap", "frame.number", "e1apx.id"])
        #expect(selection.reads(.ngap) && selection.reads(.e2ap) && !selection.reads(.e1ap))
    }
}
