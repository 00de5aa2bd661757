import CaptureIO
import Foundation
import Fronthaul
import Testing
import TestSupport
import WireCore

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

/// ``FronthaulDecodeResult/appendCommonHeaderFields(to:selecting:)`` gives exactly the eCPRI
/// common header fields ``FronthaulDecodeResult/appendFields(to:selecting:)`` gives (names,
/// values, bit offsets, order), for every eCPRI PDU of the repository's fronthaul captures and
/// selections that name header fields one by one, by prefix, or not at all.
@Suite struct CommonHeaderFieldsTests {
    static let selections: [Set<String>] = [
        ["ecpri.type"], ["ecpri.type", "oran_fh_cus.data_direction", "oran_fh_cus.udCompHdrMeth"], ["ecpri"],
        ["ecpri.revision", "ecpri.reserved", "ecpri.cbit", "ecpri.type", "ecpri.size"], ["ecpri.size", "frame.len"],
        ["oran_fh_cus"], [], ["ecpri.pcid", "ecpri.cbit"],
    ]

    @Test func sameAsTheFullSelectedBuild() throws {
        let synth = Oracle.packageRoot.appendingPathComponent("Captures/synth")
        let files = try FileManager.default.contentsOfDirectory(atPath: synth.path).filter { $0.hasPrefix("fh-") && $0.hasSuffix(".pcapng") }.sorted()
        #expect(!files.isEmpty)
        var pdus = 0, compared = 0
        for file in files {
            let reader = try CaptureReader(path: synth.appendingPathComponent(file).path)
            var decoder = FronthaulDecoder(context: FronthaulContext())
            while let record = reader.next() {
                guard let (pdu, offset) = RawEthernet.ecpriPayload(Array(record.bytes)) else { continue }
                let result = decoder.decode(ecpri: pdu, baseBitOffset: offset * 8, transport: .ethernet)
                pdus += 1
                for names in Self.selections {
                    let selection = FieldSelection(names: names)
                    var full = FieldList()
                    result.appendFields(to: &full, selecting: selection)
                    var header = FieldList()
                    result.appendCommonHeaderFields(to: &header, selecting: selection)
                    let expected = full.fields.filter { FronthaulDecodeResult.commonHeaderFieldNames.contains($0.name) }
                    #expect(header.fields == expected, "\(file) frame \(reader.framesRead), selection \(names)")
                    compared += expected.count
                }
            }
        }
        #expect(pdus > 1000 && compared > 1000)
    }
}
