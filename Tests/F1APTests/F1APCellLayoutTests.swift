import ASN1PER
@testable import F1AP
import Foundation
import Synth
import Testing
import TestSupport
import WireCore

/// The served cells `check` reads off an F1 SETUP REQUEST's or gNB-DU CONFIGURATION UPDATE's
/// decode layout (``F1APCellConfiguration/cells(in:)``) equal those of a walk of the message's
/// decoded value (``CellValueWalk``, over the decode the pycrate oracle tests check): every
/// F1AP PDU of the committed captures, and seeded random F1 Setup Requests and gNB-DU
/// Configuration Updates (200 of each by default, `RANCONFORM_FUZZ_COUNT` for more), half of
/// their cells carrying the captures' MIB and SIB1 so that those decode too.
@Suite struct F1APCellLayoutTests {
    @Test func cellsFromTheLayoutEqualThoseFromTheValue() throws {
        let captured = try F1APLayoutWalkTests.capturePDUs()
        let seed: UInt64 = 0xCE11_5E70
        var generated = RandomCellMessages(seed: seed)
        generated.systemInformation = captured.flatMap(Self.systemInformation)
        var pdus = captured
        for _ in 0..<(PycrateBatch.fuzzCount ?? 200) {
            for message in ["F1SetupRequest", "GNBDUConfigurationUpdate"] {
                if let bytes = generated.pdu(message) { pdus.append(bytes) }
            }
        }
        print("F1APCellLayoutTests: \(pdus.count) F1AP PDUs (\(pdus.count - captured.count) random, seed \(seed)), \(generated.systemInformation.count) captured MIB/SIB1 pairs")
        var cells = 0, withSIB1 = 0, withProblem = 0, messages = 0
        for bytes in pdus {
            guard let m = F1AP.decode(bytes[...]).message else { continue }
            let expected = CellValueWalk.cells(m)
            let actual = F1APCellConfiguration.cells(in: m)
            #expect(actual == expected, "\(m.messageName) \(Hex.encode(bytes))")
            // `==` leaves the problem text out; it must agree too
            #expect(actual.map(\.systemInformationProblem) == expected.map(\.systemInformationProblem), "\(m.messageName)")
            if F1APCellConfiguration.announcesCells(m) { messages += 1 }
            cells += expected.count
            withSIB1 += expected.filter { $0.sib1 != nil }.count
            withProblem += expected.filter { $0.systemInformationProblem != nil }.count
        }
        print("F1APCellLayoutTests: \(messages) messages announcing cells, \(cells) cells, \(withSIB1) with a decoded SIB1, \(withProblem) with a MIB or SIB1 that does not decode")
        // the comparison covered cells of each kind, not only empty lists
        #expect(messages >= 2 * (PycrateBatch.fuzzCount ?? 200) / 2)
        #expect(cells > 100 && withSIB1 > 10 && withProblem > 10)
    }

    /// ``F1APIE/cellIdentities()`` (the gNB-DU Configuration Update's cell lists read off the
    /// layout) equals a walk of each IE's decoded value for its `oldNRCGI` and `nRCGI` components,
    /// on every IE of the same PDUs.
    @Test func cellIdentitiesFromTheLayoutEqualThoseFromTheValue() throws {
        let captured = try F1APLayoutWalkTests.capturePDUs()
        var generated = RandomCellMessages(seed: 0xCE11_1D5)
        var pdus = captured
        for _ in 0..<(PycrateBatch.fuzzCount ?? 200) {
            if let bytes = generated.pdu("GNBDUConfigurationUpdate") { pdus.append(bytes) }
        }
        var old = 0, new = 0
        for bytes in pdus {
            guard let m = F1AP.decode(bytes[...]).message else { continue }
            for ie in m.ies {
                var expectedOld: [F1APNRCGI] = [], expectedNew: [F1APNRCGI] = []
                Self.nrcgis(ie.value, old: &expectedOld, new: &expectedNew, depth: 0)
                let actual = ie.cellIdentities()
                #expect(actual.old == expectedOld && actual.new == expectedNew, "\(m.messageName) IE \(ie.id) \(Hex.encode(bytes))")
                old += expectedOld.count
                new += expectedNew.count
            }
        }
        print("F1APCellLayoutTests: \(pdus.count) PDUs, \(old) oldNRCGI and \(new) nRCGI components")
        #expect(old > 50 && new > 100)
    }

    /// The value walk: `oldNRCGI` components to `old`, `nRCGI` ones to `new`, in value order.
    static func nrcgis(_ v: ASN1Value, old: inout [F1APNRCGI], new: inout [F1APNRCGI], depth: Int) {
        guard depth < 40 else { return }
        switch v {
        case .openType(_, let inner), .choice(_, let inner):
            nrcgis(inner, old: &old, new: &new, depth: depth + 1)
        case .sequence(let parts):
            for p in parts {
                if p.name == "oldNRCGI", let c = F1APMessage.nrcgi(p.value) { old.append(c) }
                if p.name == "nRCGI", let c = F1APMessage.nrcgi(p.value) { new.append(c) }
                nrcgis(p.value, old: &old, new: &new, depth: depth + 1)
            }
        case .sequenceOf(let items):
            for i in items { nrcgis(i, old: &old, new: &new, depth: depth + 1) }
        default:
            break
        }
    }

    /// The MIB and SIB1 octets of the cells a captured PDU announces (from its decoded value).
    static func systemInformation(_ bytes: [UInt8]) -> [(mib: [UInt8], sib1: [UInt8])] {
        guard let m = F1AP.decode(bytes[...]).message, F1APCellConfiguration.announcesCells(m) else { return [] }
        var out: [(mib: [UInt8], sib1: [UInt8])] = []
        func walk(_ v: ASN1Value, depth: Int) {
            guard depth < 48 else { return }
            switch v {
            case .sequence(let parts):
                if let si = v["gNB-DU-System-Information"], case .octetString(let mib)? = si["mIB-message"], case .octetString(let sib1)? = si["sIB1-message"] {
                    out.append((mib, sib1))
                }
                for p in parts { walk(p.value, depth: depth + 1) }
            case .openType(_, let inner), .choice(_, let inner): walk(inner, depth: depth + 1)
            case .sequenceOf(let items): for item in items { walk(item, depth: depth + 1) }
            default: break
            }
        }
        walk(m.value, depth: 0)
        return out
    }
}

/// Seeded random F1AP-PDUs carrying an F1 SETUP REQUEST or gNB-DU CONFIGURATION UPDATE (TS 38.473
/// §9.2.1.4, §9.2.1.7): a random value of the message type (random IEs of its IE set, random
/// served cells) in an initiatingMessage of its procedure code, with half of the cells' MIB and
/// SIB1 replaced by captured ones.
struct RandomCellMessages {
    var gen: ASN1RandomValueGenerator
    /// The picks: which cells get captured system information, and whose.
    var rng: SplitMix64
    var systemInformation: [(mib: [UInt8], sib1: [UInt8])] = []

    init(seed: UInt64) {
        gen = ASN1RandomValueGenerator(schema: F1AP.schema, seed: seed)
        gen.maximumItems = 4
        gen.optionalPercent = 70
        rng = SplitMix64(seed: seed ^ 0x5EED)
    }

    mutating func pdu(_ message: String) -> [UInt8]? {
        guard let value = gen.value(of: message) else { return nil }
        let code = message == "F1SetupRequest" ? F1APProcedureCode.f1Setup : F1APProcedureCode.gNBDUConfigurationUpdate
        let pdu = ASN1Value.choice(name: "initiatingMessage", value: .sequence([
            ASN1NamedValue("procedureCode", .integer(Int64(code))),
            ASN1NamedValue("criticality", .enumerated(index: 0, name: "reject")),
            ASN1NamedValue("value", .openType(typeName: message, value: withCapturedSystemInformation(value, depth: 0))),
        ]))
        return try? F1AP.schema.encodeAPER(pdu, as: F1AP.pduTypeName)
    }

    /// `v` with the MIB and SIB1 of some GNB-DU-System-Information values replaced by captured ones.
    mutating func withCapturedSystemInformation(_ v: ASN1Value, depth: Int) -> ASN1Value {
        guard depth < 48 else { return v }
        switch v {
        case .sequence(let parts):
            return .sequence(parts.map { p in
                if p.name == "gNB-DU-System-Information", !systemInformation.isEmpty, rng.next() % 2 == 0, case .sequence(let si) = p.value {
                    let pick = systemInformation[Int(rng.next() % UInt64(systemInformation.count))]
                    return ASN1NamedValue(p.name, .sequence(si.map { c in
                        c.name == "mIB-message" ? ASN1NamedValue(c.name, .octetString(pick.mib))
                            : c.name == "sIB1-message" ? ASN1NamedValue(c.name, .octetString(pick.sib1)) : c
                    }))
                }
                return ASN1NamedValue(p.name, withCapturedSystemInformation(p.value, depth: depth + 1))
            })
        case .openType(let name, let inner): return .openType(typeName: name, value: withCapturedSystemInformation(inner, depth: depth + 1))
        case .choice(let name, let inner): return .choice(name: name, value: withCapturedSystemInformation(inner, depth: depth + 1))
        case .sequenceOf(let items): return .sequenceOf(items.map { withCapturedSystemInformation($0, depth: depth + 1) })
        default: return v
        }
    }
}

/// The served cells of a message by a walk of its decoded value, the oracle of
/// ``F1APCellConfiguration/cells(in:)``'s layout walk: every SEQUENCE holding a
/// served-Cell-Information component (Served Cell Information, TS 38.473 §9.3.1.10, and the
/// gNB-DU System Information beside it, §9.3.1.18), read from the value tree.
enum CellValueWalk {
    static func cells(_ message: F1APMessage) -> [F1APCellConfiguration] {
        guard F1APCellConfiguration.announcesCells(message) else { return [] }
        var out: [F1APCellConfiguration] = []
        collect(message.value, depth: 0, into: &out)
        return out
    }

    static func collect(_ v: ASN1Value, depth: Int, into out: inout [F1APCellConfiguration]) {
        guard depth < 48, out.count < 512 else { return }
        switch v {
        case .sequence(let parts):
            if let info = v["served-Cell-Information"] {
                out.append(cell(info, systemInformation: v["gNB-DU-System-Information"]))
                return
            }
            for p in parts { collect(p.value, depth: depth + 1, into: &out) }
        case .openType(_, let inner), .choice(_, let inner):
            collect(inner, depth: depth + 1, into: &out)
        case .sequenceOf(let items):
            for item in items { collect(item, depth: depth + 1, into: &out) }
        default:
            break
        }
    }

    static func cell(_ info: ASN1Value, systemInformation: ASN1Value?) -> F1APCellConfiguration {
        var c = F1APCellConfiguration()
        c.nrcgi = F1APMessage.nrcgi(info["nRCGI"])
        c.pci = info["nRPCI"]?.integerValue.map { Int($0) }
        if case .choice(let mode, let body)? = info["nR-Mode-Info"] {
            // FDD-Info: dL-Transmission-Bandwidth; TDD-Info: transmission-Bandwidth (§9.3.1.14/15)
            let bandwidth = mode == "fDD" ? body["dL-Transmission-Bandwidth"] : mode == "tDD" ? body["transmission-Bandwidth"] : nil
            c.duplex = mode == "fDD" ? .fdd : mode == "tDD" ? .tdd : nil
            if case .enumerated(_, let scs)? = bandwidth?["nRSCS"] { c.numerology = F1APCellConfiguration.numerology(nrscs: scs) }
            if case .enumerated(_, let nrb)? = bandwidth?["nRNRB"], nrb.hasPrefix("nrb") { c.prbs = Int(nrb.dropFirst(3)) }
        }
        guard let si = systemInformation else { return c }
        var mib: [UInt8]?, sib1: [UInt8]?
        if case .octetString(let bytes)? = si["mIB-message"] { mib = bytes }
        if case .octetString(let bytes)? = si["sIB1-message"] { sib1 = bytes }
        F1APCellConfiguration.readSystemInformation(mib: mib, sib1: sib1, into: &c)
        return c
    }
}
