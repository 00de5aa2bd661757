import ASN1PER
@testable import F1AP
import Foundation
import Testing
import TestSupport
import WireCore

/// F1AP PDUs of 16K octets or more: their open types are sent in fragments of 16K octets, each
/// after a length octet (X.691 clause 11.9.3.8), and nest (the PDU's value holds the served-cell
/// list's). pycrate 0.8.1 encodes F1 Setup Requests of 300, 400 and 512 served cells (the most
/// TS 38.473 allows, maxCellingNBDU) whose cell identities are known by construction (cell i has
/// identity i + 1); what `check` reads off the decode layout must be those cells, every IE's
/// value read off the layout must equal the full decode's, and every IE's location must point at
/// its bits in the PDU as sent (its first two octets are its id). Skipped with a printed reason
/// without pycrate or ../shared.
@Suite(.requires(.pycrate)) struct F1APFragmentedValueTests {
    static func cellIdentity(_ i: Int) -> String { String(format: "%09x0", i + 1) }

    static func servedCell(_ i: Int) -> String {
        #"{"served-Cell-Information":{"nRCGI":{"pLMN-Identity":"00f110","nRCellIdentity":"\#(cellIdentity(i))"},"nRPCI":\#(i % 1008),"fiveGS-TAC":"000001","servedPLMNs":[{"pLMN-Identity":"00f110"}],"nR-Mode-Info":{"tDD":{"nRFreqInfo":{"nRARFCN":632628,"freqBandListNr":[{"freqBandIndicatorNr":78,"supportedSULBandList":[]}]},"transmission-Bandwidth":{"nRSCS":"scs30","nRNRB":"nrb33"}}},"measurementTimingConfiguration":"101134e6850000"}}"#
    }

    static func setupRequest(cells: Int) -> String {
        let items = (0..<cells).map { #"{"id":43,"criticality":"reject","value":\#(servedCell($0))}"# }.joined(separator: ",")
        return #"{"initiatingMessage":{"procedureCode":1,"criticality":"reject","value":{"protocolIEs":[{"id":78,"criticality":"reject","value":1},{"id":42,"criticality":"reject","value":7},{"id":44,"criticality":"reject","value":[\#(items)]},{"id":45,"criticality":"ignore","value":"du-\#(cells)"},{"id":171,"criticality":"reject","value":{"latest-RRC-Version":"00"}}]}}}"#
    }

    static func pdus() throws -> [(cells: Int, bytes: [UInt8])] {
        let counts = [4, 300, 400, 512]
        let answers = try PycrateWorker.shared.encode(counts.map(setupRequest))
        return try zip(counts, answers).map { n, answer in
            let hex = try #require(answer["hex"] as? String, "pycrate: \(answer)")
            return (n, try #require(PycrateWorker.bytes(hex)))
        }
    }

    @Test func cellsValuesAndLocationsOfFragmentedPDUs() throws {
        var fragmented = 0
        for (n, bytes) in try Self.pdus() {
            // a length octet 0b11000001 after the procedure code and criticality: fragmented
            if bytes.count >= 16_384 { fragmented += 1 }
            let r = F1AP.decode(bytes[...])
            #expect(r.error == nil, "\(n) cells: \(String(describing: r.error))")
            let m = try #require(r.message)
            let expected = (0..<n).map { F1APNRCGI(plmn: [0x00, 0xF1, 0x10], cellIdentity: UInt64($0 + 1)) }
            #expect(m.servedCells == expected, "\(n) cells: \(m.servedCells.prefix(3)) …")
            #expect(F1APCellConfiguration.cells(in: m).map(\.nrcgi) == expected.map(Optional.some), "\(n) cells")

            // the full decode (no layout) against each IE read off the layout
            let full = try #require(F1AP.schema.decodeAPER(bytes[...], as: F1AP.pduTypeName).value)
            guard case .choice(_, let outer)? = Optional(full), case .openType(_, let message)? = outer["value"],
                  case .sequenceOf(let fields)? = message["protocolIEs"] else {
                Issue.record("\(n) cells: no protocolIEs in \(full)")
                continue
            }
            #expect(fields.count == m.ies.count && m.ies.map(\.id) == [78, 42, 44, 45, 171])
            for (ie, field) in zip(m.ies, fields) {
                #expect(ie.value == field["value"], "\(n) cells: IE \(ie.id)")
                // its id's two octets where its location says it starts, inside the PDU
                let at = ie.bitOffset / 8
                #expect(ie.bitOffset % 8 == 0 && at + 2 <= bytes.count && ie.bitOffset + ie.bitLength <= bytes.count * 8, "\(n) cells: IE \(ie.id) at \(ie.bitOffset)")
                if at + 2 <= bytes.count {
                    #expect(Int(bytes[at]) << 8 | Int(bytes[at + 1]) == ie.id, "\(n) cells: IE \(ie.id) at octet \(at)")
                }
            }
        }
        #expect(fragmented == 2)
    }
}

/// Seeded random F1AP initiating messages that carry octet strings (F1 Setup Request, gNB-DU
/// Configuration Update, UE Context Setup and Modification Requests, DL and UL RRC Message
/// Transfers), their octet strings up to 40,000 octets long (40 PDUs by default,
/// `RANCONFORM_FUZZ_COUNT` for more): fragmented octet strings inside fragmented open types,
/// nested at places no served-cell list puts them. Every IE's value read off the layout equals
/// the full decode's, the RRC containers read off the layout equal those of the value tree, and
/// every IE location, finding and error lies inside the PDU as sent.
@Suite struct F1APLargeRandomPDUTests {
    @Test func readsOffTheLayoutEqualTheFullDecode() throws {
        let seed: UInt64 = 0xF4A6_16C0
        var gen = ASN1RandomValueGenerator(schema: F1AP.schema, seed: seed)
        gen.maximumItems = 8
        gen.optionalPercent = 80
        gen.maximumOctets = 40_000
        var pdus = 0, fragmented = 0, ies = 0
        // messages that carry octet strings (RRC containers, system information, served cells)
        let messages = [(F1APProcedureCode.f1Setup, "F1SetupRequest"), (F1APProcedureCode.gNBDUConfigurationUpdate, "GNBDUConfigurationUpdate"),
                        (5, "UEContextSetupRequest"), (7, "UEContextModificationRequest"), (12, "DLRRCMessageTransfer"), (13, "ULRRCMessageTransfer")]
        for i in 0..<(PycrateBatch.fuzzCount.map { max(1, $0 / 5) } ?? 40) {
            let (code, name) = messages[i % messages.count]
            guard let value = gen.value(of: name) else { continue }
            let v = ASN1Value.choice(name: "initiatingMessage", value: .sequence([
                ASN1NamedValue("procedureCode", .integer(Int64(code))),
                ASN1NamedValue("criticality", .enumerated(index: 0, name: "reject")),
                ASN1NamedValue("value", .openType(typeName: name, value: value)),
            ]))
            guard let bytes = try? F1AP.schema.encodeAPER(v, as: F1AP.pduTypeName) else { continue }
            pdus += 1
            if bytes.count >= 16_384 { fragmented += 1 }
            let r = F1AP.decode(bytes[...])
            let bits = bytes.count * 8
            for f in r.findings { #expect(f.bitOffset >= 0 && f.bitOffset <= bits, "\(f)") }
            if let e = r.error { #expect(e.bitOffset >= 0 && e.bitOffset <= bits, "\(e)") }
            guard let m = r.message else { continue }
            let full = F1AP.schema.decodeAPER(bytes[...], as: F1AP.pduTypeName).value
            guard case .choice(_, let outer)? = full, case .openType(_, let message)? = outer["value"],
                  case .sequenceOf(let fields)? = message["protocolIEs"] else { continue }
            #expect(fields.count == m.ies.count)
            for (ie, field) in zip(m.ies, fields) {
                #expect(ie.value == field["value"], "IE \(ie.id) of a \(bytes.count)-octet \(m.messageName)")
                #expect(ie.bitOffset >= 0 && ie.bitOffset + ie.bitLength <= bits, "IE \(ie.id) at \(ie.bitOffset)+\(ie.bitLength) of \(bits) bits")
                ies += 1
            }
            let fromLayout = F1APRRCContainers.decode(r)
            let fromValue = F1APRRCContainers.decode(r, value: m.value)
            #expect(fromLayout.map(\.rrcBytes) == fromValue.map(\.rrcBytes) && fromLayout.map(\.fieldPath) == fromValue.map(\.fieldPath))
        }
        print("F1APLargeRandomPDUTests: \(pdus) random F1AP-PDUs (seed \(seed)), \(fragmented) of 16K octets or more, \(ies) IEs")
        #expect(fragmented >= pdus / 4 && ies > pdus)
    }
}
