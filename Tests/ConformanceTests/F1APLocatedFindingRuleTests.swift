import Conformance
import Foundation
import Profiles
import Testing

/// The F1AP codec rules of `ranconform check` report abstract-syntax and transfer-syntax findings
/// with the frame number, the bit offset in the PDU and the dotted ASN.1 path. The PDUs are known
/// edits of a worked F1SetupRequest (an example verified with pycrate 0.8.1 and tshark 4.0.17); the
/// expected offsets follow from the edits.
@Suite struct F1APLocatedFindingRuleTests {
    typealias S = EngineSupport
    static let setup: [UInt8] = {
        let hex = "00010056000005004e00020001002a00020001002d40050100647531002c002c0000002b0026080000f110000066c01000010000010000f110410009a73400004d00270007101134e685000000ab000a80000000c74003110400"
        var out: [UInt8] = []
        var i = hex.startIndex
        while i < hex.endIndex {
            let j = hex.index(i, offsetBy: 2)
            out.append(UInt8(hex[i..<j], radix: 16)!)
            i = j
        }
        return out
    }()

    @Test func findingsNameFramePathAndBitOffset() throws {
        #expect(Self.setup.count == 90)
        // frame 2: the GNB-DU-Served-Cells-List item's criticality (octet 36) reject → ignore
        var nested = Self.setup
        nested[36] = 0x40
        // frame 3: IE 78's open-type length (octet 10) in the two-octet form `80 02`
        var long = Self.setup
        long.replaceSubrange(10...10, with: [0x80, 0x02])
        long[3] += 1
        // frame 4: three junk octets after the PDU
        let trailing = Self.setup + [1, 2, 3]
        let r = F1APRuleTests.feed([(.du, Self.setup, 0), (.du, nested, 1), (.du, long, 2), (.du, trailing, 3)])
        let crit = try #require(r.results(for: "F1-IE-CRIT-MATCH").first?.findings.first)
        #expect(crit.frames == [2])
        #expect(crit.message.hasPrefix("PDU bit 288:") && crit.fieldPath == "F1AP-PDU.initiatingMessage.value.F1SetupRequest.protocolIEs[3].value.GNB-DU-Served-Cells-List[0].criticality", "\(crit.message)")
        #expect(crit.fieldPath.hasSuffix("GNB-DU-Served-Cells-List[0].criticality"))
        #expect(r.verdicts("F1-IE-CRIT-MATCH") == [.fail])
        let nonCanonical = try #require(r.results(for: "F1-AS-DECODE").first?.findings.first)
        #expect(nonCanonical.frames == [3] && nonCanonical.message.hasPrefix("PDU bit 80: non-canonical encoding") && nonCanonical.fieldPath == "F1AP-PDU.initiatingMessage.value.F1SetupRequest.protocolIEs[0].value", "\(nonCanonical.message)")
        // accepted and flagged: a warning, not a failure
        #expect(r.verdicts("F1-AS-DECODE") == [.warn])
        let junk = try #require(r.results(for: "F1-TNL-ONE-PDU").first?.findings.first)
        #expect(junk.frames == [4] && junk.message.hasPrefix("PDU bit 720:") && junk.fieldPath == "F1AP-PDU", "\(junk.message)")
    }
}
