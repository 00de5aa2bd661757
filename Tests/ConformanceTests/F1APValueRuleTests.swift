import Conformance
import Foundation
import Profiles
import Testing
import TestSupport

/// F1-IE-VALUE: bit edits of a worked F1SetupRequest (90 octets, an example verified with pycrate
/// 0.8.1 and tshark 4.0.17) that decode outside a constraint. pycrate 0.8.1 decodes the unedited
/// PDU and rejects every edited one; for three of them its error names the same component (checked
/// here when python3 with pycrate and ../shared are present).
@Suite struct F1APValueRuleTests {
    typealias S = EngineSupport
    static let setup = F1APLocatedFindingRuleTests.setup

    /// (name, octet edits, bit offset of the field in the PDU, path suffix, pycrate's component).
    /// Offsets follow the example's octet layout: nRPCI (0..1007) is the aligned pair at octets
    /// 48–49; the nR-Mode-Info CHOICE index (3 root alternatives, 2 bits) opens octet 57; the nRNRB
    /// ENUMERATED index (29 root values, 5 bits) starts at bit 4 of octet 66; the servedPLMNs count
    /// (SIZE(1..6), 3 bits) opens octet 53.
    static let cases: [(name: String, edits: [(Int, UInt8)], bit: Int, path: String, pycrate: String?)] = [
        ("NRPCI 1008", [(48, 0x03), (49, 0xF0)], 384, "served-Cell-Information.nRPCI", "nRPCI"),
        ("NR-Mode-Info index 3", [(57, 0xC1)], 456, "served-Cell-Information.nR-Mode-Info", "nR-Mode-Info"),
        ("NRNRB index 31", [(66, 0x2F), (67, 0x80)], 532, "transmission-Bandwidth.nRNRB", "nRNRB"),
        // pycrate does not check the SIZE bound and fails further on reading 8 items
        ("servedPLMNs count 8", [(53, 0xE0)], 424, "served-Cell-Information.servedPLMNs", nil),
    ]

    static func edited(_ edits: [(Int, UInt8)]) -> [UInt8] {
        var b = setup
        for (i, v) in edits { b[i] = v }
        return b
    }

    @Test func valuesOutsideTheirConstraintFailWithPathAndOffset() throws {
        let steps: [(F1APRuleTests.Side, [UInt8], Int64)] = [(.du, Self.setup, 0)] + Self.cases.enumerated().map { (.du, Self.edited($0.element.edits), Int64($0.offset + 1)) }
        let r = F1APRuleTests.feed(steps)
        #expect(r.verdicts("F1-IE-VALUE") == [.fail])
        let findings = r.results(for: "F1-IE-VALUE").flatMap(\.findings)
        #expect(findings.count == Self.cases.count)
        for (i, c) in Self.cases.enumerated() {
            let f = try #require(findings.first { $0.frames == [i + 2] }, "\(c.name)")
            #expect(f.message.hasPrefix("PDU bit \(c.bit):"), "\(c.name): \(f.message)")
            #expect(f.fieldPath.hasSuffix(c.path), "\(c.name): \(f.fieldPath)")
        }
        // the PDU does not decode past the violating field: F1-AS-DECODE fails on the same frames
        let undecoded = Set(r.results(for: "F1-AS-DECODE").flatMap(\.findings).flatMap(\.frames))
        #expect(undecoded == Set(2...(Self.cases.count + 1)))
    }

    @Test func unEditedPDUPasses() {
        let clean = F1APRuleTests.feed([(.du, Self.setup, 0)])
        #expect(clean.verdicts("F1-IE-VALUE") == [.pass])
    }

    @Test(.requires(.pycrate)) func extensionValuesAreAccepted() {
        // NRNRB nrb106 sent as the extension value 0 (nrb33): extension bit 1, normally small 0
        // → bits `1 0000000` in place of `0 01110`; the octets after it shift by 3 bits, so
        // use a PDU pycrate encodes from JER instead.
        let jer = #"{"initiatingMessage":{"procedureCode":1,"criticality":"reject","value":{"protocolIEs":[{"id":78,"criticality":"reject","value":1},{"id":42,"criticality":"reject","value":1},{"id":44,"criticality":"reject","value":[{"id":43,"criticality":"reject","value":{"served-Cell-Information":{"nRCGI":{"pLMN-Identity":"00f110","nRCellIdentity":"000066c010"},"nRPCI":1007,"fiveGS-TAC":"000001","servedPLMNs":[{"pLMN-Identity":"00f110"}],"nR-Mode-Info":{"tDD":{"nRFreqInfo":{"nRARFCN":632628,"freqBandListNr":[{"freqBandIndicatorNr":78,"supportedSULBandList":[]}]},"transmission-Bandwidth":{"nRSCS":"scs30","nRNRB":"nrb33"}}},"measurementTimingConfiguration":"101134e6850000"}}}]},{"id":171,"criticality":"reject","value":{"latest-RRC-Version":"00"}}]}}}"#
        guard let pdus = F1APRuleTests.encode([jer]) else { return }
        let r = F1APRuleTests.feed([(.du, pdus[0], 0)])
        #expect(r.verdicts("F1-IE-VALUE") == [.pass], "\(r.results(for: "F1-IE-VALUE"))")
        #expect(r.verdicts("F1-AS-DECODE") == [.pass])
    }

    /// pycrate 0.8.1 (the oracle): the unedited PDU decodes, every edit is rejected, and where
    /// the case names a component pycrate's error names it too.
    @Test(.requires(.pycrate)) func pycrateRejectsTheSameEdits() throws {
        let source = """
            def run(pdu, item):
                try:
                    pdu.from_aper(bytes.fromhex(item))
                    return "OK"
                except Exception as e:
                    return "ERR " + str(e).replace("\\n", " ")
            """
        let hex = ([Self.setup] + Self.cases.map { Self.edited($0.edits) }).map(PycrateWorker.hex)
        try PycrateWorker.shared.define("decode-ok-or-error", source: source)
        let lines = try PycrateWorker.shared.call("decode-ok-or-error", items: hex).map { $0 as? String ?? "\($0)" }
        try #require(lines.count == hex.count, "\(lines)")
        #expect(lines[0] == "OK")
        for (i, c) in Self.cases.enumerated() {
            #expect(lines[i + 1].hasPrefix("ERR"), "\(c.name): \(lines[i + 1])")
            if let component = c.pycrate { #expect(lines[i + 1].contains(component), "\(c.name): \(lines[i + 1])") }
        }
    }
}

