import ASN1PER
import CaptureIO
import F1AP
import Foundation
import NetLayers
import Testing
import TestSupport
import WireCore

/// The reads that `check` takes off the decode layout (RRC containers, list-item integers, INTEGER
/// IEs) against the same reads on the decoded value tree, which the pycrate and tshark oracle
/// tests check: every F1AP PDU of the committed captures, and seeded random F1AP-PDUs (300 by
/// default, `RANCONFORM_FUZZ_COUNT` for more).
@Suite struct F1APLayoutWalkTests {
    /// The F1AP PDUs of every capture in `Captures/` (sample and synthesized).
    static func capturePDUs() throws -> [[UInt8]] {
        let root = Oracle.captures
        var paths = [root.appendingPathComponent("sample-du-ru-cu.pcapng").path]
        let synth = root.appendingPathComponent("synth")
        for name in try FileManager.default.contentsOfDirectory(atPath: synth.path).sorted() where name.hasSuffix(".pcapng") {
            paths.append(synth.appendingPathComponent(name).path)
        }
        return try CaptureF1APPDUs.read(paths: paths)
    }

    /// Seeded random F1AP-PDUs, encoded (the seed is printed).
    static func randomPDUs(seed: UInt64) -> [[UInt8]] {
        var gen = ASN1RandomValueGenerator(schema: F1AP.schema, seed: seed)
        gen.maximumItems = 4
        var out: [[UInt8]] = []
        for _ in 0..<(PycrateBatch.fuzzCount ?? 300) {
            guard let v = gen.value(of: F1AP.pduTypeName), let bytes = try? F1AP.schema.encodeAPER(v, as: F1AP.pduTypeName) else { continue }
            out.append(bytes)
        }
        print("F1APLayoutWalkTests: \(out.count) random F1AP-PDUs, seed \(seed)")
        return out
    }

    static func allPDUs() throws -> [[UInt8]] { try capturePDUs() + randomPDUs(seed: 0x1A40_7A1C) }

    @Test func rrcContainersFromTheLayoutEqualThoseFromTheValue() throws {
        var containers = 0
        for bytes in try Self.allPDUs() {
            let r = F1AP.decode(bytes[...])
            guard let m = r.message else { continue }
            let fromLayout = F1APRRCContainers.decode(r)
            let fromValue = F1APRRCContainers.decode(r, value: m.value)
            #expect(fromLayout.count == fromValue.count, "\(Hex.encode(bytes))")
            for (a, b) in zip(fromLayout, fromValue) {
                #expect(a.fieldPath == b.fieldPath && a.type == b.type && a.bitOffset == b.bitOffset && a.rrcBytes == b.rrcBytes, "\(a.fieldPath) / \(b.fieldPath)")
                #expect(a.value == b.value && a.error == b.error && a.findings == b.findings, "\(a.fieldPath)")
                containers += 1
            }
        }
        // the committed captures carry MIB, SIB1, CellGroupConfig and CCCH / DCCH containers
        #expect(containers > 20)
    }

    /// The value-tree reading the layout reads replace: the `component` INTEGER of each item of a
    /// SEQUENCE OF ProtocolIE-SingleContainer.
    static func itemIntegers(_ value: ASN1Value, _ component: String) -> [Int64] {
        guard case .sequenceOf(let items) = value.unwrapped else { return [] }
        return items.compactMap { $0["value"]?.unwrapped[component]?.integerValue }
    }

    @Test func listItemsAndIntegerIEsFromTheLayoutEqualTheValueTree() throws {
        var lists = 0, integers = 0
        for bytes in try Self.allPDUs() {
            guard let m = F1AP.decode(bytes[...]).message else { continue }
            for ie in m.ies {
                let value = ie.value
                #expect(ie.integerValue == value.integerValue, "IE \(ie.id) of \(m.messageName)")
                if value.integerValue != nil { integers += 1 }
                for component in ["dRBID", "sRBID"] {
                    let expected = Self.itemIntegers(value, component)
                    #expect(ie.itemIntegers(component) == expected, "IE \(ie.id) \(component) of \(m.messageName)")
                    if !expected.isEmpty { lists += 1 }
                }
            }
        }
        #expect(lists > 10 && integers > 100, "\(lists) lists, \(integers) INTEGER IEs")
    }
}
